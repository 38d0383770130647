"""Лич, a secret role of edition IV: Армия тьмы, Лик смерти, Морок, Погребальная урна; passive: Костяной щит, Без души.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.iv.abilities import ATTACK, B, GRAVE_LOOK, JAILS, L, T, ab, dead_targets, raisable
from plugins.fantasy.iv.state import FULL, LICH, NECROMANCER, UNDEAD


_lich_group = ("Лик смерти", "Морок", "Погребальная урна")

ROLE = Role(LICH, UNDEAD, abilities=(
    ab("Армия тьмы", L, T, B, phase=FULL, min_targets=1, max_targets=3, allow_dead_target=True,
       check=all_of(dead_targets, raisable)),
    ab("Лик смерти", per_cycle=1, check=unless(*_lich_group), tags=(ATTACK,)),
    ab("Морок", per_cycle=1, check=unless(*_lich_group), tags=(JAILS,)),
    ab("Погребальная урна", allow_dead_target=True, check=all_of(dead_targets, unless(*_lich_group)),
       tags=(GRAVE_LOOK,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Костяной щит", (L, T)), ("Без души", (L, T))]
KNOWS = NECROMANCER  # Некрономикон: knows him from the start
