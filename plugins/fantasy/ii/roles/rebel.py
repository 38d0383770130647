"""Бунтарь, a public role of edition II: Митинг.

Митинг is resolved here (``rally``: a line of the order table ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, PUBLIC, ab
from plugins.fantasy.common.state import Vote
from plugins.fantasy.ii.mechanics import done, gs
from plugins.fantasy.common.mechanics import REBEL

ROLE = Role(REBEL, public=True, abilities=(
    ab("Митинг", phase=DAY, per_cycle=1, allow_self=False, tags=(PUBLIC,)),))


def rally(res: Resolution) -> None:
    """Митинг (public): three votes against the target the day after next."""
    state = gs(res.game)
    for action in done(res, "Митинг"):
        state.extra_votes.append(Vote(res.phase.index + 2, action.target, 3, "Митинг"))
        res.announce("ii.rally", actor=res.player(action.actor).name, player=res.player(action.target).name)
