"""Тварь, a secret role of edition II: Приспосабливайся, Пожирай; passive: Превозмогай, Подавляй, Раздражай, Уничтожай.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import ANY_PHASE, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import T, recharge
from plugins.fantasy.ii.abilities import ATTACK, B, ab, persona_list
from plugins.fantasy.ii.state import BEAST, NEUTRAL

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def adapt(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Приспосабливайся: one persona for all of them, or as many as it has."""
    rejection = persona_list(None)(game, player, action)
    if rejection is not None:
        return rejection
    have = sum(player.state.personas.values())
    if len(action.roles()) not in (1, have):
        return reject("reject.ii.persona_count", count=have)
    return None


ROLE = Role(BEAST, NEUTRAL, abilities=(
    ab("Приспосабливайся", T, B, phase=ANY_PHASE, instant=True, targeted=False, min_targets=0, max_targets=0,
       needs=frozenset({"role"}), several_roles=True, check=adapt),
    ab("Пожирай", T, B, check=recharge, tags=(ATTACK,), value=1)))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Превозмогай", (T,)), ("Подавляй", (T,)), ("Раздражай", (T,)), ("Уничтожай", ())]
