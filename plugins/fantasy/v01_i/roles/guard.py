"""Стражник (Закон): На страже в любую ночь; Пивное пузо (Л,Т); в Полулуние вместо неё
Темница (Тюрьма на день, ночь, день)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import NIGHT, all_of, half_moon, not_self
from plugins.fantasy.common.state import LAW

ROLE = Role("Стражник", faction=LAW, abilities=(
    Ability("На страже", phase=NIGHT, check=not_self, aliases=("Охрана",)),
    Ability("Темница", phase=NIGHT, check=all_of(half_moon, not_self)),
))
