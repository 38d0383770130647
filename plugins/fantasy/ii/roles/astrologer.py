"""Астролог, a public role of edition II: Составить гороскоп.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import INFO, ab

ROLE = Role("Астролог", public=True, abilities=(
    ab("Составить гороскоп", per_cycle=1, tags=(INFO,), aliases=("Гороскоп",)),))
