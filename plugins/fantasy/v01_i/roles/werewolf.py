"""Оборотень: Регенерация (каждое Полнолуние +1 жизнь — night.regenerate); в издании I
Вой (Т): в Полнолуние три игрока этой ночью не действуют."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import NIGHT, ONLY_I, T, full_moon, not_self, tags, all_of

ROLE = Role("Оборотень", public=True, abilities=(
    Ability("Вой", phase=NIGHT, min_targets=3, max_targets=3, check=all_of(full_moon, not_self),
            tags=tags(ONLY_I, T)),
))
