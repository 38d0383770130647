"""Оракул, a public role of edition II: Пророчество, Транс.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import Action, Rejection, Role

from plugins.fantasy.ii.abilities import DAY, INFO, PUBLIC, ab, not_after

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def no_prophecy_yesterday(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Транс: «если не использовал Пророчество предыдущим днём»."""
    return not_after("Пророчество")(game, player, action)


ROLE = Role("Оракул", public=True, abilities=(
    ab("Пророчество", phase=DAY, allow_self=False, tags=(INFO, PUBLIC)),
    ab("Транс", targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
       check=no_prophecy_yesterday, tags=(INFO,))))
