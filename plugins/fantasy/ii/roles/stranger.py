"""Странник, a public role of edition II. Passive: Незнакомец, Проходимец.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import K, T
from plugins.fantasy.ii.state import STRANGER

ROLE = Role(STRANGER, public=True)  # Незнакомец (Т,К), Проходимец: passive
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Незнакомец", (T, K)), ("Проходимец", ())]
