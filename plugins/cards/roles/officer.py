"""Офицер: Закон, colour Урон."""

from core.rules import Role

from plugins.cards.factions import LAW

COLOURS = ("Урон",)
ROLE = Role("Офицер", faction=LAW, tags=frozenset({"secret"}))
