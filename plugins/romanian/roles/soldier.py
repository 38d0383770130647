"""Рядовой (Мафия): выстрел (в т.ч. серебром), отравление, охота на медведя."""

from core.rules import Role

from plugins.romanian.mechanics import MAFIA, SOLDIER
from plugins.romanian.roles._clan import MAFIA_ABILITIES

ROLE = Role(
    SOLDIER,
    faction=MAFIA,
    knows_fellows=True,
    abilities=MAFIA_ABILITIES,
)
