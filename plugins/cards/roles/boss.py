"""Босс: Mafia's leader, colours Поддержка and Связь (its thread to the others)."""

from core.rules import Role

from plugins.cards.factions import MAFIA

COLOURS = ("Поддержка", "Связь")
ROLE = Role("Босс", faction=MAFIA, knows_fellows=True, tags=frozenset({"secret"}))
