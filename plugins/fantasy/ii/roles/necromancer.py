"""Некромант, a secret role of edition II: Переливание жизни, Тёмные знания; passive: Перерождение, Некрономикон.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import L, T
from plugins.fantasy.ii.abilities import INFO, ab
from plugins.fantasy.ii.state import NECROMANCER, UNDEAD

ROLE = Role(NECROMANCER, UNDEAD, abilities=(
    ab("Переливание жизни", aliases=("Переливание",)),
    ab("Тёмные знания", per_cycle=1, tags=(INFO,), aliases=("Темные знания",))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Перерождение", (L, T)), ("Некрономикон", ())]
