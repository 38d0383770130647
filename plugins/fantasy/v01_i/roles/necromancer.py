"""Некромант (Нежить): Перерождение (Л,Т) — принимает роль Лича при его смерти или
пожизненной Тюрьме; Переливание жизни — урон себе, +1 жизнь цели."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import NIGHT, not_self
from plugins.fantasy.common.state import UNDEAD

ROLE = Role("Некромант", faction=UNDEAD, abilities=(
    Ability("Переливание жизни", phase=NIGHT, aliases=("Переливание",), check=not_self),
))
