"""Крестьянин 2, a secret role of edition II. Passive: Пивное пузо.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations


from plugins.fantasy.common.roles import L, T
from plugins.fantasy.ii.state import PEASANT2
from plugins.fantasy.ii.roles.peasant import peasant

ROLE = peasant(PEASANT2, 9)
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Пивное пузо", (L, T))]
