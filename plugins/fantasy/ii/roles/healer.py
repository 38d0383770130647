"""Лекарь, a public role of edition II: Припарки, Танатология.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import target_dead, target_in_infirmary
from plugins.fantasy.ii.abilities import DAY, NIGHT, PUBLIC, ab

ROLE = Role("Лекарь", public=True, abilities=(
    ab("Припарки", phase=DAY, per_cycle=1, choices=("вылечить", "убить"), needs=frozenset({"choice"}),
       check=target_in_infirmary),
    ab("Танатология", phase=(NIGHT, DAY), uses=1, allow_dead_target=True, check=target_dead,
       tags=(PUBLIC,))))
