"""Оборотень, a public role of edition II: Вой; passive: Регенерация.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import T, in_moon
from plugins.fantasy.common.state import FULL_MOON
from plugins.fantasy.ii.abilities import B, BLOCK, PUBLIC, ab

ROLE = Role("Оборотень", public=True, abilities=(  # Регенерация (Т,Б): passive
    ab("Вой", T, B, min_targets=1, max_targets=3, allow_self=False, check=in_moon(FULL_MOON),
       tags=(BLOCK, PUBLIC)),))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Регенерация", (T, B))]
