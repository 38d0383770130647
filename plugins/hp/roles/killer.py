"""Киллер (Мафия): Снайперская винтовка (75) или Парные пистолеты (по 35 двум целям)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import MAFIA, hit

ROLE = Role(
    "Киллер",
    faction=MAFIA,
    knows_fellows=True,
    abilities=(
        Ability("Снайперская винтовка", allow_self=False, aliases=("Винтовка", "Снайперка"), value=75,
                tags=frozenset({"attack", "mafia"})),
        Ability("Парные пистолеты", allow_self=False, min_targets=2, max_targets=2, value=35,
                tags=frozenset({"attack", "mafia"})),
    ),
)


def sniper(res: Resolution) -> None:
    for action in res.of("Снайперская винтовка"):
        hit(res, action.actor, action.target, 75, "Снайперская винтовка", mafia=True)


def pair(res: Resolution) -> None:
    for action in res.of("Парные пистолеты"):
        for target in action.targets:
            hit(res, action.actor, target, 35, "Парные пистолеты", mafia=True)
