"""Философ, a public role of edition IV. Passive: Гедонизм.

Its moves of its own are resolved here (``hedonism``: a line of the order table
``plugins/fantasy/iv/order.py``), the others by the edition's shared steps."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.iv.resolve import heal, passive
from plugins.fantasy.iv.state import FULL


ROLE = Role("Философ", public=True)  # Гедонизм: passive, every Полнолуние
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Гедонизм", ())]


def hedonism(res: Resolution) -> None:
    """Гедонизм (passive): one ХП back every Полнолуние."""
    game = res.game
    if res.phase.kind == FULL:  # Гедонизм: every Полнолуние
        for p in game.players:
            if passive(game, p, "Гедонизм"):
                heal(game, p.seat, 1)
