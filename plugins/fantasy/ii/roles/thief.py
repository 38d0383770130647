"""Вор, a public role of edition II: Кража, Смотрящий.

Кража and Смотрящий are resolved here (``theft``, ``overseer``: lines of the order table
``plugins/fantasy/ii/order.py``); Смотрящий's three votes off are the Вече's count (``day.count_votes``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, SECRETLY, ab
from plugins.fantasy.ii.mechanics import done, final, st

ROLE = Role("Вор", public=True, abilities=(
    ab("Кража", per_cycle=1, allow_self=False, tags=(SECRETLY,)),
    ab("Смотрящий", phase=DAY, uses=1, targeted=False, min_targets=0, max_targets=0)))


def theft(res: Resolution) -> None:
    """Кража: the target has no public ability and no vote the next day."""
    index = res.phase.index
    for action in done(res, "Кража"):
        s = st(res.player(final(res, action)[0]))
        s.no_public_day, s.no_public_why = index + 1, "Кража"
        s.no_vote_day = index + 1


def overseer(res: Resolution) -> None:
    """Смотрящий: announced (the Вече's count takes three votes off the Вор)."""
    for action in done(res, "Смотрящий"):
        res.announce("ii.watcher", actor=res.player(action.actor).name)
