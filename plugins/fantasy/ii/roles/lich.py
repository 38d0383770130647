"""Лич, a secret role of edition II: Армия тьмы, Зомбирование; passive: Щит душ, Без души.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import all_of
from plugins.fantasy.common.roles import L, T, in_moon, target_dead
from plugins.fantasy.common.state import NEW_MOON
from plugins.fantasy.ii.abilities import B, BLOCK, ab
from plugins.fantasy.ii.state import LICH, UNDEAD

ROLE = Role(LICH, UNDEAD, abilities=(
    ab("Армия тьмы", L, min_targets=1, max_targets=3, allow_dead_target=True,
       check=all_of(in_moon(NEW_MOON), target_dead)),
    ab("Зомбирование", B, per_cycle=1, allow_self=False, tags=(BLOCK,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Щит душ", ()), ("Без души", (L, T))]
