"""Комиссар: Закон, colour Разведка."""

from core.rules import Role

from plugins.cards.factions import LAW

COLOURS = ("Разведка",)
ROLE = Role("Комиссар", faction=LAW, tags=frozenset({"secret"}))
