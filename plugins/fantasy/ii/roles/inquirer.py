"""Дознаватель, a secret role of edition II: Темница, Вскрытие показало, Дознание.

Темница and Вскрытие показало are resolved here (``dungeon``, ``autopsy``: lines of the order table
``plugins/fantasy/ii/order.py``); Дознание by the edition's persona checks."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.common.roles import target_dead
from plugins.fantasy.ii.abilities import INFO, ab
from plugins.fantasy.ii.state import LAW
from plugins.fantasy.common.mechanics import imprison
from plugins.fantasy.ii.mechanics import done, final, st


_inquirer = ("Темница", "Вскрытие показало", "Дознание")

ROLE = Role("Дознаватель", LAW, abilities=(
    ab("Темница", per_cycle=1, check=unless(*_inquirer)),
    ab("Вскрытие показало", allow_dead_target=True, check=all_of(target_dead, unless(*_inquirer)),
       tags=(INFO,), aliases=("Вскрытие",)),
    ab("Дознание", allow_self=False, check=unless(*_inquirer), tags=(INFO,))))


def dungeon(res: Resolution) -> None:
    """Темница: the target is in Тюрьма for the day, the night and the day after."""
    index = res.phase.index
    for action in done(res, "Темница"):
        imprison(res.game, res.player(final(res, action)[0]), index + 3)  # день, ночь, день


def autopsy(res: Resolution) -> None:
    """Вскрытие показало: the dead target's secret role and what acted on it the phase it died."""
    for action in done(res, "Вскрытие показало"):
        dead = res.player(final(res, action)[0])
        s = st(dead)
        acted = dict.fromkeys((*s.acted_on.get(s.death_phase, []), *s.killed_by)) if s.death_phase is not None \
            else {}
        res.tell(action.actor, "ii.result.autopsy", target=dead.name, role=dead.role,
                 abilities=list(acted))
