"""Лекарь, a public role of edition IV: Как мертвому припарки.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import all_of
from plugins.fantasy.iv.abilities import T, ab, dead_targets, raisable
from plugins.fantasy.iv.state import FULL

ROLE = Role("Лекарь", public=True, abilities=(
    ab("Как мертвому припарки", T, phase=FULL, uses=1, allow_dead_target=True,
       check=all_of(dead_targets, raisable), aliases=("Припарки",)),))
