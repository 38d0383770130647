"""Призрак (Нежить): Касание смерти (атака: в Лазарете — урон, иначе цель без явной роли
следующим днём); Бестелесность (Л) — блок самой сильной атаки за ночь."""

from core.rules import Ability, Role

from plugins.fantasy.roles._common import ATTACK, NIGHT, tags
from plugins.fantasy.state import UNDEAD

ROLE = Role("Призрак", faction=UNDEAD, abilities=(
    Ability("Касание смерти", phase=NIGHT, aliases=("Касание",), value=7, tags=tags(ATTACK)),
))
