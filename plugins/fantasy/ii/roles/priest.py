"""Священник, a public role of edition II: Исповедь; passive: Божественное благословление.

Исповедь is resolved here (``confession``: a line of the order table ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import INFO, ab
from plugins.fantasy.ii.mechanics import done, final

ROLE = Role("Священник", public=True, abilities=(ab("Исповедь", uses=1, allow_self=False, tags=(INFO,)),))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Божественное благословление", ())]


def confession(res: Resolution) -> None:
    """Исповедь: the Священник learns the target's secret role, the target learns his."""
    for action in done(res, "Исповедь"):
        seat = final(res, action)[0]
        res.tell(action.actor, "ii.result.role", target=res.player(seat).name, role=res.player(seat).role)
        res.tell(seat, "ii.result.confessor", role=res.player(action.actor).role)
