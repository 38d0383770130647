"""A finished game's results as records for the statistics store (:mod:`core.store.stats`), which keeps
records and knows no game.

What counts (choices where no book says): ``role`` and ``side`` are the player's at the end of the game
(a recruited player won or lost with the side he ended on); ``won``: the seat is among
``Variant.winning_seats`` (a draw: nobody won); ``survived``: still in the game at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from core.store.stats import PlayerResult

if TYPE_CHECKING:
    from core.game import Game


def game_results(game: "Game", *, server: int, game_id: int, users: Sequence[int]) -> list[PlayerResult]:
    """Each seat's result in a finished game; ``users[seat]`` is the player's user id
    (the one holding the seat at the end)."""
    if not game.over:
        raise ValueError("the game is not over")
    if len(users) != len(game.players):
        raise ValueError(f"{len(users)} user ids for {len(game.players)} seats")
    winners = set(game.variant.winning_seats(game))
    return [PlayerResult(server=server, game=game_id, seat=p.seat, user=int(users[p.seat]), name=p.name,
                         variant=game.variant.id, role=p.role, side=game.variant.side_of(game, p),
                         won=p.seat in winners, survived=p.in_game) for p in game.players]
