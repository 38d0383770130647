"""Воитель, a public role of edition IV. Passive: Железная воля.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import T
from plugins.fantasy.common.mechanics import WARRIOR

ROLE = Role(WARRIOR, public=True)  # Железная воля (Т): passive
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Железная воля", (T,))]
