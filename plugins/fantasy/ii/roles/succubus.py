"""Суккуба, a secret role of edition II: Очарование, Ревность, Соблазнение; passive: Давний роман.

Очарование is resolved here (``charm``, a line of the order table ``plugins/fantasy/ii/order.py``); Ревность
and Соблазнение by the edition's steps (the attacks, the information)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.common.roles import when_cornered
from plugins.fantasy.ii.abilities import ATTACK, INFO, ab, shares_cycle
from plugins.fantasy.ii.mechanics import done, sc
from plugins.fantasy.ii.state import DEMONS, HOUND, IMP, SUCCUBUS

ROLE = Role(SUCCUBUS, DEMONS, aliases=("Суккуб",), abilities=(
    ab("Очарование", per_cycle=1, min_targets=2, max_targets=2, check=all_of(
        shares_cycle("Ревность"), unless("Ревность", "Соблазнение"))),
    ab("Ревность", per_cycle=1, check=all_of(when_cornered((IMP, HOUND)), shares_cycle("Очарование"),
                                             unless("Очарование")), tags=(ATTACK,), value=8),
    ab("Соблазнение", allow_self=False, check=unless("Очарование"), tags=(INFO,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Давний роман", ())]


def charm(res: Resolution) -> None:
    """Очарование: «все действия жертвы перенаправляются на указанную цель» (``mechanics.final`` reads it)."""
    for action in done(res, "Очарование"):
        charmed, new = action.targets
        sc(res).redirect[charmed] = new
