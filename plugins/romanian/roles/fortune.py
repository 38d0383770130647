"""Гадалка (Нейтралы): встречает цель на пороге и внушает ей другую цель хода
(targets: [кого, куда]); защищает её от враждебных воздействий; жертва
получает «Неудачно». К одному — раз за игру."""

from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import FORTUNE, NEUTRAL
from plugins.romanian.night import fail, main_move, nt, ok, simple_visit
from plugins.romanian.state import Move


def once_each(game: Game, player: Player, action: Action) -> Rejection | None:
    victim = action.targets[0]
    if any(u.targets and u.targets[0] == victim for u in player.uses_of(FORTUNE)):
        return reject("reject.target_limit", ability=FORTUNE, name=game.players[victim].name, times=1)
    return None


ROLE = Role(
    FORTUNE,
    faction=NEUTRAL,
    abilities=(Ability(FORTUNE, min_targets=2, max_targets=2, allow_self=False, check=once_each),),
)


def charm(res: Resolution, move: Move) -> None:
    night = nt(res)
    victim = simple_visit(res, move)
    if victim is None:
        return
    own = main_move(res, victim, after=12)
    if len(move.targets) < 2:  # a mask or a swapped move that names no new target
        fail(res, move)
        return
    if own is None or victim in night.suicidal or victim in night.berserk:
        fail(res, move)
        return
    if own.targets:
        own.targets[0] = move.targets[1]
    own.forced_fail = True
    night.fortune.add(victim)
    ok(move)
