"""Бунтарь, a public role of edition II: Митинг.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, PUBLIC, ab

ROLE = Role("Бунтарь", public=True, abilities=(
    ab("Митинг", phase=DAY, per_cycle=1, allow_self=False, tags=(PUBLIC,)),))
