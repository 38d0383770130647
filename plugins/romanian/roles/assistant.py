"""Помощник следователя (Мирные): выстрел, прикрытие, допрос; становится
следователем, когда тот выбывает."""

from core.rules import Role

from plugins.romanian.mechanics import ASSISTANT, TOWN
from plugins.romanian.roles._cops import COP_ABILITIES

ROLE = Role(
    ASSISTANT,
    faction=TOWN,
    knows_fellows=True,
    abilities=COP_ABILITIES,
)
