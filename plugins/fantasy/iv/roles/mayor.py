"""Мэр, a public role of edition IV: Власть.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import JAILS, ab

ROLE = Role("Мэр", public=True, abilities=(ab("Власть", per_cycle=1, tags=(JAILS,)),))
