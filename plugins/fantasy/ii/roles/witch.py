"""Ведьма, a public role of edition II: Порча, Печать Небес.

Печать Небес is resolved here (``heaven_seal``: a line of the order table ``plugins/fantasy/ii/order.py``;
it saves at the morning, ``night.morning``); Порча by the edition's attacks."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, SECRETLY, ab, not_after
from plugins.fantasy.ii.mechanics import done, gs

ROLE = Role("Ведьма", public=True, abilities=(
    ab("Порча", per_cycle=1, allow_self=False, check=not_after("Печать Небес"),
       aliases=("Проклятие! Порча",), tags=(SECRETLY,)),
    ab("Печать Небес", phase=DAY, per_cycle=1, allow_self=False, allow_dead_target=True,
       check=not_after("Порча"), aliases=("Проклятие! Печать Небес",), tags=(SECRETLY,))))


def heaven_seal(res: Resolution) -> None:
    """Печать Небес: the Ведьма and the sealed are bound for the next night."""
    state = gs(res.game)
    for action in done(res, "Печать Небес"):
        state.seals[action.actor] = (res.phase.index + 1, action.target)
