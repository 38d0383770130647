"""Шут, a public role of edition IV: Пантомима.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import B, ab
from plugins.fantasy.iv.state import FULL

ROLE = Role("Шут", public=True, abilities=(
    ab("Пантомима", B, phase=FULL, targeted=False, min_targets=0, max_targets=0),))
