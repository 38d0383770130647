"""Сыщик, a public role of edition II: Расследование, Элементарно!.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import target_dead
from plugins.fantasy.ii.abilities import INFO, PUBLIC, ab, not_in_cycle

ROLE = Role("Сыщик", public=True, abilities=(
    ab("Расследование", per_cycle=1, allow_dead_target=True, check=target_dead, tags=(INFO, PUBLIC)),
    ab("Элементарно!", per_cycle=1, allow_self=False, check=not_in_cycle("Расследование"),
       tags=(INFO, PUBLIC), aliases=("Элементарно",))))
