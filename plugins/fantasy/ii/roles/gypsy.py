"""Цыганка, a public role of edition II: Чары, Позолоти ручку.

Позолоти ручку is resolved here (``palm``: a line of the order table ``plugins/fantasy/ii/order.py``; its
answer comes with the night's due answers); Чары by the edition's blocks (its tag)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import B, BLOCK, DAY, INFO, PUBLIC, SECRETLY, ab
from plugins.fantasy.ii.mechanics import done, gs
from plugins.fantasy.ii.state import DueAnswer

ROLE = Role("Цыганка", public=True, abilities=(
    ab("Чары", B, per_cycle=1, allow_self=False, tags=(BLOCK, SECRETLY)),
    ab("Позолоти ручку", phase=DAY, per_cycle=1, allow_self=False, tags=(INFO, PUBLIC),
       aliases=("Позолотить ручку",))))


def palm(res: Resolution) -> None:
    """Позолоти ручку (public): the target's moves of the next night, told to both (``night.due_answers``)."""
    state = gs(res.game)
    for action in done(res, "Позолоти ручку"):
        res.announce("ii.palm", actor=res.player(action.actor).name, player=res.player(action.target).name)
        state.due_answers.append(DueAnswer(res.phase.index + 1, "Позолоти ручку", action.actor, action.target))
