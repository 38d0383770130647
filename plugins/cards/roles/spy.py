"""Шпион: Mafia's scout, colours Разведка and Контроль."""

from core.rules import Role

from plugins.cards.factions import MAFIA

COLOURS = ("Разведка", "Контроль")
ROLE = Role("Шпион", faction=MAFIA, knows_fellows=True, tags=frozenset({"secret"}))
