"""Оборотень, a public role of edition II: Вой; passive: Регенерация.

Регенерация is resolved here (``regeneration``: a line of the order table
``plugins/fantasy/ii/order.py``); Вой by the edition's blocks (its tag)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.roles import T, in_moon
from plugins.fantasy.common.state import FULL_MOON
from plugins.fantasy.ii.abilities import B, BLOCK, PUBLIC, ab
from plugins.fantasy.common.mechanics import moon, WEREWOLF
from plugins.fantasy.ii.mechanics import heal

ROLE = Role(WEREWOLF, public=True, abilities=(  # Регенерация (Т,Б): passive
    ab("Вой", T, B, min_targets=1, max_targets=3, allow_self=False, check=in_moon(FULL_MOON),
       tags=(BLOCK, PUBLIC)),))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Регенерация", (T, B))]


def regeneration(res: Resolution) -> None:
    """Регенерация (Т,Б): every Полнолуние the Оборотень heals one life."""
    game = res.game
    if moon(game) == FULL_MOON:
        for p in game.players:
            if p.public == WEREWOLF and p.alive:
                heal(game, p.seat, 1)
