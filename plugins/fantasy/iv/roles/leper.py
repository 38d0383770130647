"""Прокаженный, a public role of edition IV. Passive: Неприкасаемый.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import T
from plugins.fantasy.common.mechanics import LEPER

ROLE = Role(LEPER, public=True)  # Неприкасаемый (Т)
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Неприкасаемый", (T,))]
