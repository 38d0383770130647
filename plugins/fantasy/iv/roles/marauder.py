"""Мародер, a public role of edition IV: Черный копатель.

Its moves of its own are resolved here (``black_digger``: a line of the order table
``plugins/fantasy/iv/order.py``), the others by the edition's shared steps."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.iv.abilities import ab, dead_targets
from plugins.fantasy.iv.resolve import tell
from plugins.fantasy.iv.state import st

ROLE = Role("Мародер", public=True, abilities=(
    ab("Черный копатель", per_cycle=1, allow_dead_target=True, check=dead_targets),), aliases=("Мародёр",))


def black_digger(res: Resolution) -> None:
    """Черный копатель: the dead target's public role, his the next phase (its passives)."""
    game = res.game
    index = res.phase.index
    for action in res.of("Черный копатель"):
        dead = res.player(action.targets[0])
        s = st(res.player(action.actor))
        s.digger_role, s.digger_phase = dead.public, index + 1
        tell(game, action.actor, "iv.result.digger", target=dead.name, role=dead.public or "—")
