"""Вигиланте: Закон, colour Защита."""

from core.rules import Role

from plugins.cards.factions import LAW

COLOURS = ("Защита",)
ROLE = Role("Вигиланте", faction=LAW, tags=frozenset({"secret"}))
