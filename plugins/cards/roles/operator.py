"""Оператор: Закон, colour Связь."""

from core.rules import Role

from plugins.cards.factions import LAW

COLOURS = ("Связь",)
ROLE = Role("Оператор", faction=LAW, tags=frozenset({"secret"}))
