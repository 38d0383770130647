"""Демонолог, a secret role of edition II: Sacrifice!, Protective circle, Арканная магия; passive: Aura of
darkness, Плоть слаба.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import all_of, moon, unless
from plugins.fantasy.common.roles import L, K, T
from plugins.fantasy.common.state import FULL_MOON, NEW_MOON
from plugins.fantasy.ii.abilities import ATTACK, INFO, ab
from plugins.fantasy.ii.state import DEMONOLOGIST, DEMONS, HOUND, IMP, SUCCUBUS

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def sacrifice(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Sacrifice!: a target in Полнолуние; in the Новолуние after a victim who did not live to
    the day, a demon named by secret role (``role``) to summon back."""
    now = moon(game)
    if now == FULL_MOON:
        if len(action.targets) != 1 or action.role is not None:
            return reject("reject.ii.sacrifice_target")
        return None
    if now == NEW_MOON and player.state.summon_ready == game.phase.index and not action.targets:
        role = game.variant.roles.role(action.roles()[0]) if action.roles() else None
        if role is None or role.name not in (IMP, SUCCUBUS, HOUND):
            return reject("reject.ii.not_a_demon", role=", ".join(action.roles()) or "—")
        return None
    return reject("reject.ii.sacrifice_when")


ROLE = Role(DEMONOLOGIST, DEMONS, abilities=(
    ab("Sacrifice!", min_targets=0, max_targets=1, check=all_of(sacrifice, unless("Protective circle")),
       tags=(ATTACK,), value=2, aliases=("Sacrifice",)),
    ab("Protective circle", L, per_cycle=1, targeted=False, min_targets=0, max_targets=0,
       check=unless("Sacrifice!"), aliases=("Защитный круг",)),
    ab("Арканная магия", check=unless("Sacrifice!", "Protective circle"), tags=(INFO,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Aura of darkness", (L, T)), ("Плоть слаба", (L, T, K))]
