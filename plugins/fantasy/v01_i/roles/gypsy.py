"""Цыганка: Чары (раз за игру ночью: цель не действует и не знает об этом); в издании I
«Дай погадаю на руке...» (раз за игру, публично: тайная роль цели объявляется, цель
бессмертна двое суток)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import DAY, NIGHT, ONLY_I, PUBLIC, not_self, tags

ROLE = Role("Цыганка", public=True, abilities=(
    Ability("Чары", phase=NIGHT, uses=1, check=not_self),
    Ability("Дай погадаю на руке...", phase=DAY, instant=True, uses=1,
            aliases=("Дай погадаю на руке", "Дай погадаю", "Гадание"),
            tags=tags(ONLY_I, PUBLIC)),
))
