"""Маньяк (Нейтралы): называет цель и её роль (guess); угадал — рубит топором,
не глядя на бронежилет. Вампира не берёт. Маньяков может быть несколько."""

from core.rules import Ability, Role

from plugins.romanian.mechanics import MANIAC, NEUTRAL
from plugins.romanian.night import SHOOTING, approach, attack, fail, nt, ok, register

AXE = "Топор"

ROLE = Role(
    MANIAC,
    faction=NEUTRAL,
    abilities=(Ability(MANIAC, needs=frozenset({"guess"}), aliases=(AXE, "Зарубить"),
                       tags=frozenset({"attack"})),),
)


def axe(res, move) -> None:
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


register(MANIAC, 21, axe, SHOOTING)
STEPS: list = []
