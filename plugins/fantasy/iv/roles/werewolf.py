"""Оборотень, a public role of edition IV: Вой.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import B, BLOCK, T, ab
from plugins.fantasy.iv.state import FULL

ROLE = Role("Оборотень", public=True, abilities=(
    ab("Вой", T, B, phase=FULL, uses=1, min_targets=1, max_targets=3, tags=(BLOCK,)),))
