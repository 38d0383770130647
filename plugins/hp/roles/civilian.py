"""Мирный житель (Закон): Лечение, Защита, Слежка, Слухи (по 1 разу за игру), Разоблачение."""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import CIVILIAN, LAW
from plugins.hp.roles._common import heal_ability, heal_step, not_civilian_guess, used_tonight
from plugins.hp.roles.boss import no_paranoid

ROLE = Role(
    CIVILIAN,
    faction=LAW,
    aliases=("Мирный", "МЖ", "Мирная жительница"),
    abilities=(
        heal_ability(),
        Ability("Защита", uses=1, tags=frozenset({"civilian"})),
        Ability("Слежка", uses=1),
        # Слухи name a role, not a player: not a targeted ability.
        Ability("Слухи", uses=1, min_targets=0, max_targets=0, needs=frozenset({"guess"}),
                check=not_civilian_guess, targeted=False),
        Ability("Разоблачение", check=no_paranoid, value=1),
    ),
    summary="Одно действие на выбор: Лечение, Защита, Слежка, Слухи (по 1 разу за игру) или Разоблачение.",
)


def protect(res: Resolution) -> None:
    for action in res.of("Защита"):
        if res.player(action.actor).role == CIVILIAN:
            res.scratch.protected.add(action.target)


def rumours(res: Resolution) -> None:
    for action in res.of("Слухи"):
        holders = [p for p in res.game.players if p.role == action.guess and (p.in_game or p.seat in
                                                                                res.scratch.start_hp)]
        used = sorted({name for p in holders for name in used_tonight(res, p.seat)})
        res.tell(action.actor, "hp.result.rumours", role=action.guess, abilities=used)


def tracking(res: Resolution) -> None:
    moves = res.scratch.moves
    for action in res.of("Слежка"):
        target = action.target
        met = sorted({res.player(t).name for a, t, _ in moves if a == target} |
                     {res.player(a).name for a, t, _ in moves if t == target and a != action.actor})
        res.tell(action.actor, "hp.result.tracking", target=res.player(target).name, met=met)


STEPS = [
    (3, "Защита", PhaseKind.NIGHT, protect),
    (15, "Слухи", PhaseKind.NIGHT, rumours),
    (16, "Слежка", PhaseKind.NIGHT, tracking),
    (21, "Лечение", PhaseKind.NIGHT, heal_step),
]
