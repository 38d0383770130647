"""Могильщик, a public role of edition IV: Раскопки.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import GRAVE_LOOK, T, ab, dead_targets

ROLE = Role("Могильщик", public=True, abilities=(
    ab("Раскопки", T, uses=1, allow_dead_target=True, check=dead_targets, tags=(GRAVE_LOOK,)),))
