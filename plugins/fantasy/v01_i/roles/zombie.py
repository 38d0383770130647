"""Зомби (Нежить): Bra-a-a-ains — единица урона цели."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import ATTACK, NIGHT, tags
from plugins.fantasy.common.state import UNDEAD

ROLE = Role("Зомби", faction=UNDEAD, abilities=(
    Ability("Bra-a-a-ains", phase=NIGHT, aliases=("Brains", "Мозги"), value=6, allow_self=False,
            tags=tags(ATTACK)),
))
