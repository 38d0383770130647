"""Дознаватель, a secret role of edition II: Темница, Вскрытие показало, Дознание.

Темница is resolved here (``dungeon``: a line of the order table ``plugins/fantasy/ii/order.py``);
Вскрытие показало and Дознание by the edition's information step."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.common.roles import target_dead
from plugins.fantasy.ii.abilities import INFO, ab
from plugins.fantasy.ii.state import LAW
from plugins.fantasy.common.mechanics import imprison
from plugins.fantasy.ii.mechanics import done, final


_inquirer = ("Темница", "Вскрытие показало", "Дознание")

ROLE = Role("Дознаватель", LAW, abilities=(
    ab("Темница", per_cycle=1, check=unless(*_inquirer)),
    ab("Вскрытие показало", allow_dead_target=True, check=all_of(target_dead, unless(*_inquirer)),
       tags=(INFO,), aliases=("Вскрытие",)),
    ab("Дознание", check=unless(*_inquirer), tags=(INFO,))))


def dungeon(res: Resolution) -> None:
    """Темница: the target is in Тюрьма for the day, the night and the day after."""
    index = res.phase.index
    for action in done(res, "Темница"):
        imprison(res.game, res.player(final(res, action)[0]), index + 3)  # день, ночь, день
