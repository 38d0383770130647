"""Дворянин, a public role of edition II: Влияние, Компромат.

Компромат is resolved here (``compromise``: a line of the order table ``plugins/fantasy/ii/order.py``);
Влияние by the Вече's count (``day.count_votes``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.roles import puppet_votes
from plugins.fantasy.ii.abilities import DAY, PUBLIC, ab
from plugins.fantasy.common.state import Vote
from plugins.fantasy.ii.mechanics import done, gs
from plugins.fantasy.common.mechanics import NOBLE

ROLE = Role(NOBLE, public=True, abilities=(
    ab("Влияние", phase=DAY, min_targets=1, max_targets=2, allow_self=False, no_repeat_target=True,
       check=puppet_votes),
    ab("Компромат", phase=DAY, uses=1, targeted=False, min_targets=0, max_targets=0, tags=(PUBLIC,))))


def compromise(res: Resolution) -> None:
    """Компромат: today's Вече is void; the day after next, three votes against the Дворянин."""
    state = gs(res.game)
    index = res.phase.index
    for action in done(res, "Компромат"):
        state.void_vote_day = index
        state.extra_votes.append(Vote(index + 2, action.actor, 3, "Компромат"))
        res.announce("fantasy.vote_broken", actor=res.player(action.actor).name)
