"""Затворник, a public role of edition IV. Passive: Мужичок из робких.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import T
from plugins.fantasy.common.mechanics import RECLUSE

ROLE = Role(RECLUSE, public=True)  # Мужичок из робких (Т)
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Мужичок из робких", (T,))]
