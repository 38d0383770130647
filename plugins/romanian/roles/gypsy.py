"""Цыганка (Мирные): проводит ночь с целью — лишает хода и на время снимает
её защиту; одного не более двух раз за игру и не два раза подряд."""

from core.rules import Ability, Role
from core.resolution import Resolution

from plugins.romanian.mechanics import GYPSY, TOWN
from plugins.romanian.night import nt, ok, simple_visit
from plugins.romanian.state import Move

ROLE = Role(
    GYPSY,
    faction=TOWN,
    abilities=(Ability(GYPSY, allow_self=False, max_per_target=2, no_repeat_target=True),),
)


def visit(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    nt(res).held.setdefault(target, "цыганка")
    nt(res).unprotected.add(target)
    ok(move)
