"""Крестьянин 1, a secret role of edition II: Вилы, Слухи, На страже, Наговор; passive: Пивное пузо.

Наговор is resolved here (``slander``: a line of the order table ``plugins/fantasy/ii/order.py``); Вилы,
Слухи and На страже by the edition's steps (the attacks, the information)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.common.roles import L, T
from plugins.fantasy.ii.abilities import ATTACK, DAY, INFO, ab
from plugins.fantasy.ii.state import LAW, PEASANT1
from plugins.fantasy.ii.mechanics import done, st
from plugins.fantasy.ii.state import STRANGER, persona_of


def peasant(name: str, rank: int) -> Role:
    """A Крестьянин: both are one role of two strengths (Вилы's rank), ``peasant`` and ``peasant2``."""
    return Role(name, LAW, aliases=("Крестьянин",) if name == PEASANT1 else ("Крестьянин2",), abilities=(
        ab("Вилы", per_cycle=1, check=unless("Слухи"), tags=(ATTACK,), value=rank),
        ab("Слухи", allow_self=False, check=unless("Вилы"), tags=(INFO,)),
        ab("На страже"),
        ab("Наговор", phase=DAY, allow_self=False)))


ROLE = peasant(PEASANT1, 10)
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Пивное пузо", (L, T))]


def slander(res: Resolution) -> None:
    """Наговор: three of the target's own persona added to his (not the Странник's)."""
    for action in done(res, "Наговор"):
        target = res.player(action.target)
        if target.public != STRANGER:
            st(target).personas[persona_of(target.role)] = st(target).personas.get(persona_of(target.role), 0) + 3
