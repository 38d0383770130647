"""Священник: Исповедь (раз за игру ночью: узнаёт тайную роль цели, цель — его);
Божественное благословление (раз за игру, попадая в Лазарет, исцеляется на 1 —
mechanics.settle)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import INFO, NIGHT, not_self, tags

ROLE = Role("Священник", public=True, abilities=(
    Ability("Исповедь", phase=NIGHT, uses=1, check=not_self, tags=tags(INFO)),
))
