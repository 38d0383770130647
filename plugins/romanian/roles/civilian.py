"""Мирный житель (Мирные): без ночного хода. В книге его нет; он добирает
большие расклады (docs/variants/romanian.md)."""

from core.rules import Role

from plugins.romanian.mechanics import CIVILIAN, TOWN

ROLE = Role(CIVILIAN, faction=TOWN, aliases=("Мирный",))
