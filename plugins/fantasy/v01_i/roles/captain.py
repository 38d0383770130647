"""Начальник стражи (Закон): Пивное пузо (Л,Т); одна за ночь из Арест (раз за игру,
Тюрьма пожизненно), Дозор, На страже."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import INFO, NIGHT, not_self, tags
from plugins.fantasy.common.state import LAW

ROLE = Role("Начальник стражи", faction=LAW, abilities=(
    Ability("Арест", phase=NIGHT, uses=1, check=not_self),
    Ability("Дозор", phase=NIGHT, tags=tags(INFO)),
    Ability("На страже", phase=NIGHT, check=not_self, aliases=("Охрана",)),
))
