"""Свидетель (Мирные): следит за целью; видит убийство или покушение; если цель
убита с оружием — может взять его и стать маньяком. Письмо следователю — ночной
ход, не более двух раз за игру."""

from core.rules import Ability, Role, reject
from core.rules import Action
from core.game import Game
from core.model import Player
from core.rules import Rejection
from core.resolution import Resolution

from plugins.romanian.mechanics import TOWN, WITNESS, st
from plugins.romanian.night import nt, ok, simple_visit
from plugins.romanian.roles.thief import TAKE_ABILITY
from plugins.romanian.state import Move

LETTER = "Письмо"

def letter_check(game: Game, player: Player, action: Action) -> Rejection | None:
    if len(action.targets) == 1 or (not action.targets and st(player).crime_seen is None):
        return reject("reject.romanian.letter_names")
    return None


ROLE = Role(
    WITNESS,
    faction=TOWN,
    abilities=(
        Ability(WITNESS, allow_self=False, aliases=("Слежка свидетеля",)),
        TAKE_ABILITY,
        # targets: [who shot or struck, against whom]
        # targets may be out of the game (the victim usually is); none: the crime last seen
        Ability(LETTER, min_targets=0, max_targets=2, uses=2, targeted=False, allow_dead_target=True,
                distinct_targets=True, check=letter_check),
    ),
)


def watch(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    nt(res).witness[move.id] = target
    ok(move)  # the full answer is given in the morning, when deaths are known


def letter(res: Resolution, move: Move) -> None:
    shooter, victim = move.targets if len(move.targets) == 2 else st(res.game.players[move.actor]).crime_seen
    nt(res).letters.append((move.actor, shooter, victim))
    ok(move)
