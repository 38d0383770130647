"""Бес (Демоны): Нападение — 1 урон; Загнанный в угол — 2 урона."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import ATTACK, NIGHT, tags
from plugins.fantasy.common.state import DEMONS

ROLE = Role("Бес", faction=DEMONS, abilities=(
    Ability("Нападение", phase=NIGHT, value=5, tags=tags(ATTACK)),
))
