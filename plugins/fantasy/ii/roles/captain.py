"""Начальник стражи, a secret role of edition II: Каторга, Дозор, На страже; passive: Пивное пузо.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.common.roles import L, T
from plugins.fantasy.ii.abilities import INFO, ab
from plugins.fantasy.ii.state import CAPTAIN, LAW


_captain = ("Каторга", "Дозор", "На страже")

ROLE = Role(CAPTAIN, LAW, aliases=("Начальник Стражи",), abilities=(
    ab("Каторга", uses=1, allow_self=False, check=unless(*_captain)),
    ab("Дозор", check=unless(*_captain), tags=(INFO,)),
    ab("На страже", allow_self=False, check=unless(*_captain))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Пивное пузо", (L, T))]
