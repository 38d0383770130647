"""Судья: Закон, colour Поддержка."""

from core.rules import Role

from plugins.cards.factions import LAW

COLOURS = ("Поддержка",)
ROLE = Role("Судья", faction=LAW, tags=frozenset({"secret"}))
