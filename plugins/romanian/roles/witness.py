"""Свидетель (Мирные): следит за целью; видит убийство или покушение; если цель
убита с оружием — может взять его и стать маньяком. Письмо следователю — ночной
ход, не более двух раз за игру."""

from core.rules import Ability, Role

from plugins.romanian.mechanics import TOWN, WITNESS
from plugins.romanian.night import WATCHING, nt, ok, register, simple_visit

LETTER = "Письмо"

ROLE = Role(
    WITNESS,
    faction=TOWN,
    abilities=(
        Ability(WITNESS, allow_self=False, aliases=("Слежка свидетеля",)),
        # targets: [who shot or struck, against whom]
        Ability(LETTER, min_targets=2, max_targets=2, uses=2, targeted=False),
    ),
)


def watch(res, move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    nt(res).witness[move.id] = target
    ok(move)  # the full answer is given in the morning, when deaths are known


def letter(res, move) -> None:
    nt(res).letters.append((move.actor, move.targets[0], move.targets[1]))
    ok(move)


register(WITNESS, 25, watch, WATCHING)
register(LETTER, 25, letter)
STEPS: list = []
