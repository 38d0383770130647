"""Некромант, a secret role of edition IV: Щит душ, Переливание жизни; passive: Перерождение.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import L, SHIELD, T, ab
from plugins.fantasy.iv.state import NECROMANCER, UNDEAD

ROLE = Role(NECROMANCER, UNDEAD, abilities=(
    ab("Щит душ", max_per_target=1, check=unless("Переливание жизни"), tags=(SHIELD,)),
    ab("Переливание жизни", L, per_cycle=1, targeted=False, min_targets=0, max_targets=0,
       check=unless("Щит душ"))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Перерождение", (L, T))]
