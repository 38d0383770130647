"""Маньяк (Нейтралы): называет цель и её роль (guess); угадал — рубит топором,
не глядя на бронежилет. Вампира не берёт. Маньяков может быть несколько."""

from core.rules import Ability, Role
from core.resolution import Resolution

from plugins.romanian.mechanics import MANIAC, NEUTRAL
from plugins.romanian.night import approach, attack, fail, nt, ok
from plugins.romanian.state import Move

AXE = "Топор"

ROLE = Role(
    MANIAC,
    faction=NEUTRAL,
    abilities=(Ability(MANIAC, needs=frozenset({"guess"}), aliases=(AXE, "Зарубить"), allow_self=False,
                       tags=frozenset({"attack"})),),
)


def axe(res: Resolution, move: Move) -> None:
    from plugins.romanian.roles.jester import seen_role

    night = nt(res)
    target = approach(res, move)
    if target is None:
        fail(res, move)
        return
    forced = move.actor in night.berserk or move.actor in night.suicidal
    if not forced and move.guess != seen_role(res, target):
        ok(move)
        return
    if attack(res, move, target, "axe"):
        ok(move, "romanian.answer.axed")
    else:
        fail(res, move)
