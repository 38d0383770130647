"""Сплетник, a public role of edition II: Грязные тайны, Слухи.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import savings_to_spend
from plugins.fantasy.ii.abilities import DAY, INFO, PUBLIC, ab

ROLE = Role("Сплетник", public=True, abilities=(
    ab("Грязные тайны", phase=DAY, min_targets=0, max_targets=1, allow_self=False, check=savings_to_spend),
    ab("Слухи", per_cycle=1, tags=(INFO, PUBLIC))))
