"""Зомби, a secret role of edition IV: Bra-a-a-ains; passive: No-o Bra-a-a-ains.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import ATTACK, L, ab
from plugins.fantasy.iv.state import UNDEAD

ROLE = Role("Зомби", UNDEAD, abilities=(ab("Bra-a-a-ains", L, tags=(ATTACK,), aliases=("Brains", "Мозги")),))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("No-o Bra-a-a-ains", ())]
