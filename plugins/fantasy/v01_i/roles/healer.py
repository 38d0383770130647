"""Лекарь: Операция (раз за цикл ночей, днём: +1 жизнь или смерть лежащему в Лазарете);
в издании I Народная медицина (раз за игру воскрешает мёртвого)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import DAY, ONLY_I, target_dead, target_in_infirmary, tags

ROLE = Role("Лекарь", public=True, abilities=(
    Ability("Операция", phase=DAY, instant=True, per_cycle=1, choices=("вылечить", "убить", "лечить", "исцелить"),
            needs=frozenset({"choice"}), aliases=("Исцели", "Исцелить"), check=target_in_infirmary),
    Ability("Народная медицина", phase=DAY, instant=True, uses=1, allow_dead_target=True, check=target_dead,
            tags=tags(ONLY_I)),
))
