"""Призрак (Нежить): Касание смерти (атака: в Лазарете — урон, иначе цель без явной роли
следующим днём); Бестелесность (Л) — блок самой сильной атаки за ночь."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import ATTACK, NIGHT, tags
from plugins.fantasy.common.state import UNDEAD

ROLE = Role("Призрак", faction=UNDEAD, abilities=(
    Ability("Касание смерти", phase=NIGHT, aliases=("Касание",), value=7, tags=tags(ATTACK)),
))
