"""Плагиатор: копирует способности явной роли цели на следующую ночь и день."""

from core.game import Game
from core.model import Player, PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.hp.mechanics import AUTHORITY, HULK, STRONGMAN, STUNTMAN, st

UNCOPYABLE = (STRONGMAN, AUTHORITY, STUNTMAN, HULK)


def copyable(game: Game, player: Player, action: Action) -> Rejection | None:
    target = game.players[action.target]
    if target.public in UNCOPYABLE or target.public is None:
        return reject("reject.hp.not_copyable", target=target.name, role=target.public or "—")
    return None


ROLE = Role("Плагиатор", public=True,
            abilities=(Ability("Плагиатор", phase=PhaseKind.DAY, allow_self=False, max_per_target=1,
                               check=copyable, aliases=("Плагиат", "Копирование", "Копировать")),))


def copy(res: Resolution) -> None:
    """At the day's very end, so that a copy still running today (made yesterday) holds for all
    of today's steps; the new copy holds for the next night and day."""
    for action in res.of("Плагиатор"):
        target = res.player(action.target)
        if action.target == res.scratch.executed or not res.player(action.actor).in_game:
            continue  # day abilities act after the execution; a dead plagiarist copies nothing
        s = st(res.player(action.actor))
        s.plagiarized = target.public
        s.plagiarized_from, s.plagiarized_until = res.phase.index + 1, res.phase.index + 2
        res.tell(action.actor, "hp.result.copied", target=target.name, role=target.public)
