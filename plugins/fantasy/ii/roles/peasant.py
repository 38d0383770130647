"""Крестьянин 1, a secret role of edition II: Вилы, Слухи, На страже, Наговор; passive: Пивное пузо.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.common.roles import L, T
from plugins.fantasy.ii.abilities import ATTACK, DAY, INFO, ab
from plugins.fantasy.ii.state import LAW, PEASANT1


def peasant(name: str, rank: int) -> Role:
    """A Крестьянин: both are one role of two strengths (Вилы's rank), ``peasant`` and ``peasant2``."""
    return Role(name, LAW, aliases=("Крестьянин",) if name == PEASANT1 else ("Крестьянин2",), abilities=(
        ab("Вилы", per_cycle=1, check=unless("Слухи"), tags=(ATTACK,), value=rank),
        ab("Слухи", check=unless("Вилы"), tags=(INFO,)),
        ab("На страже"),
        ab("Наговор", phase=DAY, allow_self=False)))


ROLE = peasant(PEASANT1, 10)
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Пивное пузо", (L, T))]
