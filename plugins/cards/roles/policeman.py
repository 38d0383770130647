"""Полицейский: Закон, colour Контроль."""

from core.rules import Role

from plugins.cards.factions import LAW

COLOURS = ("Контроль",)
ROLE = Role("Полицейский", faction=LAW, tags=frozenset({"secret"}))
