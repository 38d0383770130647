"""Бес, a secret role of edition II: Нападение.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import ATTACK, ab
from plugins.fantasy.ii.state import DEMONS, IMP

ROLE = Role(IMP, DEMONS, abilities=(ab("Нападение", tags=(ATTACK,), value=5),))
