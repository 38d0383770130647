"""Мирный житель (Закон): Лечение, Защита, Слежка, Слухи (по 1 разу за игру), Разоблачение."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import CIVILIAN, LAW
from plugins.hp.roles._common import heal_ability, not_civilian_guess, used_tonight
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
        EXPOSURE := Ability("Разоблачение", allow_self=False, check=no_paranoid, value=1),
    ),
)


def protect(res: Resolution) -> None:
    for action in res.of("Защита"):
        if res.player(action.actor).role == CIVILIAN:
            res.scratch.protected.add(action.target)


def rumours(res: Resolution) -> None:
    actions = res.of("Слухи")
    if not actions:
        return
    by_role: dict[str, list] = {}  # one pass over the town, not one per rumour
    for p in res.game.players:
        if p.in_game or p.seat in res.scratch.start_hp:
            by_role.setdefault(p.role, []).append(p)
    for action in actions:
        holders = by_role.get(action.guess, [])
        used = sorted({name for p in holders for name in used_tonight(res, p.seat)})
        res.tell(action.actor, "hp.result.rumours", role=action.guess, abilities=used)


def tracking(res: Resolution) -> None:
    actions = res.of("Слежка")
    if not actions:
        return
    visited: dict[int, set[int]] = {}  # actor -> whom he went to
    visitors: dict[int, set[int]] = {}  # target -> who came
    for a, t, _ in res.scratch.moves:
        visited.setdefault(a, set()).add(t)
        visitors.setdefault(t, set()).add(a)
    for action in actions:
        target = action.target
        met = sorted({res.player(t).name for t in visited.get(target, ())} |
                     {res.player(a).name for a in visitors.get(target, ()) if a != action.actor})
        res.tell(action.actor, "hp.result.tracking", target=res.player(target).name, met=met, count=len(met),
                 yourself=target == action.actor)
