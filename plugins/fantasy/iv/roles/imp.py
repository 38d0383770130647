"""Бес, a secret role of edition IV: Нападение, Загнанный в угол.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import ATTACK, L, ab, cornered_by
from plugins.fantasy.iv.state import DEMONS, HOUND, IMP, SUCCUBUS

ROLE = Role(IMP, DEMONS, abilities=(
    ab("Нападение", tags=(ATTACK,)),
    ab("Загнанный в угол", L, check=cornered_by((SUCCUBUS, HOUND)), tags=(ATTACK,))))
