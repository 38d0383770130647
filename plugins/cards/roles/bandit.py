"""Бандит: Mafia's fighter, colours Урон and Защита."""

from core.rules import Role

from plugins.cards.factions import MAFIA

COLOURS = ("Урон", "Защита")
ROLE = Role("Бандит", faction=MAFIA, knows_fellows=True, tags=frozenset({"secret"}))
