"""Призрак, a secret role of edition IV: Касание смерти, Полтергейст; passive: Бестелесность.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.iv.abilities import ATTACK, B, BLOCK, L, ab
from plugins.fantasy.iv.state import UNDEAD

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def infirmary_target(game: "Game", player: "Player", action: Action) -> Rejection | None:
    from plugins.fantasy.iv.state import INFIRMARY

    for seat in action.targets:
        if INFIRMARY not in game.players[seat].statuses:
            return reject("reject.iv.not_in_infirmary", name=game.players[seat].name)
    return None


ROLE = Role("Призрак", UNDEAD, abilities=(
    ab("Касание смерти", L, check=infirmary_target, tags=(ATTACK,)),
    ab("Полтергейст", B, per_cycle=1, tags=(BLOCK,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Бестелесность", (L,))]
