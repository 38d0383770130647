"""Некромант, a secret role of edition II: Переливание жизни, Тёмные знания; passive: Перерождение, Некрономикон.

Переливание жизни and Тёмные знания are resolved here (``transfusion``, ``dark_knowledge``: lines of the order
table ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.roles import L, T
from plugins.fantasy.ii.abilities import INFO, ab
from plugins.fantasy.ii.state import NECROMANCER, UNDEAD
from plugins.fantasy.common.mechanics import hurt
from plugins.fantasy.ii.mechanics import done, heal, st
from plugins.fantasy.ii.personas import told_personas

ROLE = Role(NECROMANCER, UNDEAD, abilities=(
    ab("Переливание жизни", aliases=("Переливание",)),
    ab("Тёмные знания", per_cycle=1, allow_self=False, tags=(INFO,), aliases=("Темные знания",))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Перерождение", (L, T)), ("Некрономикон", ())]


def transfusion(res: Resolution) -> None:
    """Переливание жизни: one of his lives to the target (never redirected: ``mechanics.NOT_REDIRECTED``)."""
    game = res.game
    for action in done(res, "Переливание жизни"):
        me = res.player(action.actor)
        st(me).lives -= 1
        hurt(game, me, "Переливание жизни")
        heal(game, action.targets[0], 1)


def dark_knowledge(res: Resolution) -> None:
    """Тёмные знания: two personas of the target."""
    for action in done(res, "Тёмные знания"):
        told_personas(res, action, 2)
