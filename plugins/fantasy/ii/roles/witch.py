"""Ведьма, a public role of edition II: Порча, Печать Небес.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, ab, not_after

ROLE = Role("Ведьма", public=True, abilities=(
    ab("Порча", per_cycle=1, allow_self=False, check=not_after("Печать Небес"),
       aliases=("Проклятие! Порча",)),
    ab("Печать Небес", phase=DAY, per_cycle=1, allow_self=False, allow_dead_target=True,
       check=not_after("Порча"), aliases=("Проклятие! Печать Небес",))))
