"""Дознаватель (Закон): Дознание (двое живых не в Тюрьме, кроме себя: одна ли сторона);
в Полулуние вместо него Пытка (раз за игру: 1 урон, выжившая цель — тайная роль)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import INFO, NIGHT, all_of, half_moon, not_self, tags, targets_free
from plugins.fantasy.common.state import LAW

ROLE = Role("Дознаватель", faction=LAW, abilities=(
    Ability("Дознание", phase=NIGHT, min_targets=2, max_targets=2, allow_self=False,
            check=all_of(not_self, targets_free), tags=tags(INFO)),
    Ability("Пытка", phase=NIGHT, uses=1, check=all_of(half_moon, not_self), tags=tags(INFO)),
))
