"""Киллер (Мафия): Снайперская винтовка (75) или Парные пистолеты (по 35 двум целям)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import MAFIA, hit

ROLE = Role(
    "Киллер",
    faction=MAFIA,
    knows_fellows=True,
    abilities=(
        SNIPER := Ability("Снайперская винтовка", allow_self=False, aliases=("Винтовка", "Снайперка"), value=75,
                          tags=frozenset({"attack", "mafia"})),
        PAIR := Ability("Парные пистолеты", allow_self=False, min_targets=2, max_targets=2, value=35,
                        tags=frozenset({"attack", "mafia"})),
    ),
)


def sniper(res: Resolution) -> None:
    for action in res.of(SNIPER.name):
        hit(res, action.actor, action.target, SNIPER.value, SNIPER.name, mafia=True)


def pair(res: Resolution) -> None:
    for action in res.of(PAIR.name):
        for target in action.targets:
            hit(res, action.actor, target, PAIR.value, PAIR.name, mafia=True)
