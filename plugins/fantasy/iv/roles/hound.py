"""Гончая Ада, a secret role of edition IV: Укус, Гон.

Its moves of its own are resolved here (``bite``: a line of the order table
``plugins/fantasy/iv/order.py``), the others by the edition's shared steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.resolution import Resolution
from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import all_of
from plugins.fantasy.iv.abilities import ATTACK, L, ab, cornered_by
from plugins.fantasy.iv.resolve import final
from plugins.fantasy.iv.state import DEMONS, HOUND, IMP, SUCCUBUS, st

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def hunt(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Гон: the phase after a Укус, at the bitten one if he is not on Кладбище."""
    s = st(player)
    if s.bite_phase != game.phase.index - 1 or s.bite_target not in action.targets:
        return reject("reject.iv.no_hunt")
    return None


ROLE = Role(HOUND, DEMONS, abilities=(
    ab("Укус", tags=(ATTACK,)),
    ab("Гон", L, check=all_of(hunt, cornered_by((SUCCUBUS, IMP))), tags=(ATTACK,))))


def bite(res: Resolution) -> None:
    """Укус: the bitten and the phase, for the Гон that follows."""
    index = res.phase.index
    for action in res.of("Укус"):
        s = st(res.player(action.actor))
        s.bite_target, s.bite_phase = final(res, action)[0], index
