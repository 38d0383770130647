"""Суккуб, a secret role of edition IV: Соблазнение, Очарование, Суккуб.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.iv.abilities import ATTACK, B, BLOCK, L, ab, cornered_by
from plugins.fantasy.iv.state import DEMONS, HOUND, IMP, SUCCUBUS

ROLE = Role(SUCCUBUS, DEMONS, abilities=(
    ab("Соблазнение", B, per_cycle=1, tags=(BLOCK,)),
    ab("Очарование", B, min_targets=2, max_targets=2, check=unless(SUCCUBUS)),
    ab(SUCCUBUS, L, check=all_of(cornered_by((IMP, HOUND)), unless("Очарование")), tags=(ATTACK,))))
