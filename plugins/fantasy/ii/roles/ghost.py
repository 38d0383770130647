"""Призрак, a secret role of edition II: Касание смерти, Полтергейст; passive: Бестелесность.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import L
from plugins.fantasy.ii.abilities import ATTACK, B, BLOCK, ab
from plugins.fantasy.ii.state import UNDEAD

ROLE = Role("Призрак", UNDEAD, abilities=(
    ab("Касание смерти", tags=(ATTACK,), value=7, aliases=("Касание",)),
    ab("Полтергейст", L, B, per_cycle=1, tags=(BLOCK,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Бестелесность", (L,))]
