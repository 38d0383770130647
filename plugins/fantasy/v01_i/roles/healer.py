"""Лекарь: Операция (раз за цикл ночей, днём: +1 жизнь или смерть лежащему в Лазарете);
в издании I Народная медицина (раз за игру воскрешает мёртвого)."""

from core.rules import Ability, Role, Action
from core.resolution import Resolution

from plugins.fantasy.common.roles import DAY, ONLY_I, target_dead, target_in_infirmary, tags
from plugins.fantasy.common.mechanics import heal, kill
from plugins.fantasy.v01_i.night import raise_dead

ROLE = Role("Лекарь", public=True, abilities=(
    Ability("Операция", phase=DAY, instant=True, per_cycle=1, choices=("вылечить", "убить", "лечить", "исцелить"),
            needs=frozenset({"choice"}), aliases=("Исцели", "Исцелить"), check=target_in_infirmary),
    Ability("Народная медицина", phase=DAY, instant=True, uses=1, allow_dead_target=True, check=target_dead,
            tags=tags(ONLY_I)),
))


def operation(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    if (action.choice or "").lower() == "убить":
        kill(res.game, target, "Операция")
    else:
        gained = heal(res.game, target.seat, 1)  # a heal of nothing is not told as a heal
        res.tell(action.actor, "fantasy.result.healed", target=target.name, gained=gained)


def folk_medicine(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    if not target.alive:
        raise_dead(res.game, target, "fantasy.raised")


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Операция": operation,
    "Народная медицина": folk_medicine,
}
