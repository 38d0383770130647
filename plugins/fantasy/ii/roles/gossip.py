"""Сплетник, a public role of edition II: Грязные тайны, Слухи.

Грязные тайны is resolved here (``savings``: a line of the order table ``plugins/fantasy/ii/order.py``;
the savings spent are the Вече's count); Слухи by the edition's information (a Крестьянин's too)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.roles import savings_to_spend
from plugins.fantasy.ii.abilities import DAY, INFO, PUBLIC, ab
from plugins.fantasy.ii.mechanics import done, st
from plugins.fantasy.common.mechanics import GOSSIP

ROLE = Role(GOSSIP, public=True, abilities=(
    ab("Грязные тайны", phase=DAY, min_targets=0, max_targets=1, allow_self=False, check=savings_to_spend),
    ab("Слухи", per_cycle=1, tags=(INFO, PUBLIC))))


def savings(res: Resolution) -> None:
    """Грязные тайны without a target: one more saved (instead of the vote)."""
    for action in done(res, "Грязные тайны"):
        s = st(res.player(action.actor))
        if action.target is None:
            s.savings += 1
            res.tell(action.actor, "ii.result.saved", savings=s.savings)
