"""Богач, a public role of edition II: Взятка.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import not_accused_target
from plugins.fantasy.ii.abilities import DAY, ab
from plugins.fantasy.common.mechanics import RICH

ROLE = Role(RICH, public=True, abilities=(ab("Взятка", phase=DAY, uses=3, check=not_accused_target),))
