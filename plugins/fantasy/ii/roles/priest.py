"""Священник, a public role of edition II: Исповедь; passive: Божественное благословление.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import INFO, ab

ROLE = Role("Священник", public=True, abilities=(ab("Исповедь", uses=1, allow_self=False, tags=(INFO,)),))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Божественное благословление", ())]
