"""Телохранитель (Мирные): защищает цель от выстрела и топора и стреляет в
ответ (бронежилет спасает). Не себя, не одного две ночи подряд."""

from core.rules import Ability, Role
from core.resolution import Resolution

from plugins.romanian.mechanics import BODYGUARD, TOWN
from plugins.romanian.night import nt, ok, simple_visit
from plugins.romanian.state import Move

ROLE = Role(
    BODYGUARD,
    faction=TOWN,
    abilities=(Ability(BODYGUARD, allow_self=False, no_repeat_target=True, aliases=("Защита",)),),
)


def guard(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    nt(res).guarded.setdefault(target, move.id)
    ok(move)
