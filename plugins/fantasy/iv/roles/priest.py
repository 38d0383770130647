"""Священник, a public role of edition IV: Благословение, Исповедь.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import T, ab

ROLE = Role("Священник", public=True, abilities=(
    ab("Благословение", T, uses=1),
    ab("Исповедь", T, uses=1, targeted=False, min_targets=0, max_targets=0)))
