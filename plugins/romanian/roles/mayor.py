"""Мэр (Мирные): днём голосует двойным, ночью лишает голоса (одного не более
двух раз) или выпускает из тюрьму (раз за игру, не себя); один ход за день и
следующую за ним ночь."""

from core.model import PhaseKind
from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import MAYOR, TOWN, jailed, st
from plugins.romanian.night import nt, ok, simple_visit
from plugins.romanian.state import Move

DOUBLE, MUTE, RELEASE = "Двойной голос", "Лишение голоса", "Выпуск из тюрьмы"


def one_move(game: Game, player: Player, action: Action) -> Rejection | None:
    """No night move after a day he voted double."""
    day = game.phase.index - 1
    if any(u.phase == day for u in player.uses_of(DOUBLE)):
        return reject("reject.romanian.mayor_once")
    return None


def release_check(game: Game, player: Player, action: Action) -> Rejection | None:
    target = game.players[action.targets[0]]
    if not jailed(target):
        return reject("reject.romanian.not_jailed", target=target.name)
    return one_move(game, player, action)


ROLE = Role(
    MAYOR,
    faction=TOWN,
    abilities=(
        # The role's name means the move of the phase: the double vote by day, the vote removal at night.
        Ability(DOUBLE, phase=PhaseKind.DAY, min_targets=0, max_targets=0, targeted=False, slot="mayor",
                aliases=("Мэр",)),
        Ability(MUTE, max_per_target=2, check=one_move, aliases=("Мэр",)),
        Ability(RELEASE, uses=1, allow_self=False, allow_dead_target=True, check=release_check),
    ),
)


def mute(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    st(res.game.players[target]).no_vote_day = res.phase.index + 1
    ok(move)


def release(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    nt(res).released.add(target)
    ok(move)
