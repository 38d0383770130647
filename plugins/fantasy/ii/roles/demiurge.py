"""Демиург, a secret role of edition II: Раздача, Джокер, Хит, Баст, Ва-банк; passive: Рука судьбы, Крупье.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import ANY_PHASE, Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.common.roles import L, K, T
from plugins.fantasy.ii.abilities import ATTACK, ab
from plugins.fantasy.ii.state import DEMIURGE, NEUTRAL

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def joker(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Джокер: not oneself, not one player twice, not one role twice (in the game)."""
    from plugins.fantasy.ii.state import persona_of

    if not action.guesses():
        return reject("reject.needs_guess", ability=action.ability)
    named = persona_of(action.guesses()[0])
    for use in player.history:
        if use.ability == action.ability and action.targets[0] in use.targets:
            return reject("reject.ii.joker_twice", name=game.players[action.targets[0]].name)
    if named in player.state.joker_roles:
        return reject("reject.ii.joker_role", role=named)
    return None


def vabank(game: "Game", player: "Player", action: Action) -> Rejection | None:
    if not action.role_map() and not action.guess_map():
        return reject("reject.ii.vabank_list")
    return None


ROLE = Role(DEMIURGE, NEUTRAL, abilities=(
    ab("Раздача", L, min_targets=1, max_targets=3, tags=(ATTACK,), value=11),
    ab("Джокер", per_cycle=1, allow_self=False, needs=frozenset({"guess"}), check=joker),
    ab("Хит", L, targeted=False, min_targets=0, max_targets=0, check=unless("Баст")),
    ab("Баст", L, targeted=False, min_targets=0, max_targets=0, check=unless("Хит")),
    ab("Ва-банк", L, phase=ANY_PHASE, instant=True, targeted=False, min_targets=0, max_targets=0,
       several_roles=True, check=vabank, aliases=("Ва банк", "Вабанк"))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Рука судьбы", (L, T, K)), ("Крупье", (L, T))]
