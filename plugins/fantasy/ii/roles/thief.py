"""Вор, a public role of edition II: Кража, Смотрящий.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, ab

ROLE = Role("Вор", public=True, abilities=(
    ab("Кража", per_cycle=1, allow_self=False),
    ab("Смотрящий", phase=DAY, uses=1, targeted=False, min_targets=0, max_targets=0)))
