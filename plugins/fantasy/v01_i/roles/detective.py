"""Сыщик: Расследование (раз за цикл ночей, публично: какие способности отправили цель на
Кладбище); в издании I Элементарно! (раз за игру: случайная тайная роль)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import DAY, INFO, ONLY_I, PUBLIC, target_dead, tags

ROLE = Role("Сыщик", public=True, abilities=(
    Ability("Расследование", phase=DAY, instant=True, per_cycle=1, allow_dead_target=True, check=target_dead,
            aliases=("Расследуй", "Расследовать"),
            tags=tags(INFO, PUBLIC)),
    Ability("Элементарно!", phase=DAY, instant=True, uses=1, min_targets=0, max_targets=0, targeted=False,
            aliases=("Элементарно",), tags=tags(ONLY_I, INFO)),
))
