"""Statistics of finished games, per server and per player, behind a driver
interface like :class:`core.store.base.GameStore`.

A finished game gives one :class:`PlayerResult` per seat (server, game, user,
role, side, won, survived): :func:`core.results.game_results` works them out from
the game (the store keeps records, not games). :class:`StatsStore` keeps them
(recording the same game twice changes nothing) and answers: a player's totals on a server
(:meth:`StatsStore.player`), a
server's totals (:meth:`StatsStore.server`), a server's leaderboard
(:meth:`StatsStore.leaderboard`).

What counts (choices where no book says):

* ``role`` and ``side`` are the player's at the end of the game: a recruited
  player won (or lost) with the side he ended on.
* ``won``: the seat is among ``Variant.winning_seats`` (a draw: nobody won).
* ``survived``: still in the game at the end (neither dead nor removed nor jailed).
* The leaderboard ranks by wins, then by the share of games won, then by games,
  then by user id (so that equal players keep a stable order).
"""

from __future__ import annotations

import abc
from dataclasses import dataclass, field
from typing import Iterable, Sequence



@dataclass(frozen=True)
class PlayerResult:
    """One player's result in one finished game."""

    server: int
    game: int
    seat: int
    user: int
    name: str
    variant: str
    role: str
    side: str
    won: bool
    survived: bool


@dataclass
class Tally:
    games: int = 0
    wins: int = 0

    def add(self, won: bool) -> None:
        self.games += 1
        self.wins += won


@dataclass
class PlayerTotals:
    """A player's totals on a server."""

    server: int
    user: int
    games: int = 0
    wins: int = 0
    survived: int = 0
    by_side: dict[str, Tally] = field(default_factory=dict)
    by_role: dict[str, Tally] = field(default_factory=dict)

    def add(self, result: PlayerResult) -> None:
        self.games += 1
        self.wins += result.won
        self.survived += result.survived
        self.by_side.setdefault(result.side, Tally()).add(result.won)
        self.by_role.setdefault(result.role, Tally()).add(result.won)

    def sort(self) -> "PlayerTotals":
        """The per-side and per-role tallies in name order (for output)."""
        self.by_side = dict(sorted(self.by_side.items()))
        self.by_role = dict(sorted(self.by_role.items()))
        return self


@dataclass
class ServerTotals:
    """A server's totals: games finished, and how often each side won."""

    server: int
    games: int = 0
    players: int = 0  # distinct users who finished a game
    wins_by_side: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Standing:
    """A leaderboard row."""

    user: int
    name: str  # the name the user played under most recently
    games: int
    wins: int
    survived: int


def server_totals(server: int, results: Iterable[PlayerResult]) -> ServerTotals:
    """A server's totals from its results (:meth:`StatsStore.server`)."""
    totals = ServerTotals(server)
    games: dict[int, list[PlayerResult]] = {}
    for result in results:
        games.setdefault(result.game, []).append(result)
    totals.games = len(games)
    totals.players = len({r.user for rs in games.values() for r in rs})
    for rows in games.values():
        for side in dict.fromkeys(r.side for r in rows if r.won):
            totals.wins_by_side[side] = totals.wins_by_side.get(side, 0) + 1
    totals.wins_by_side = dict(sorted(totals.wins_by_side.items()))
    return totals


def rank(rows: Iterable[Standing], limit: int) -> list[Standing]:
    ordered = sorted(rows, key=lambda s: (-s.wins, -(s.wins / s.games if s.games else 0), -s.games, s.user))
    return ordered[:limit]


class StatsStore(abc.ABC):
    """The driver interface. Every method is a single transaction."""

    @abc.abstractmethod
    async def record(self, results: Sequence[PlayerResult]) -> bool:
        """Keep a finished game's results (all of one game). Returns False, changing
        nothing, if that game was recorded already."""

    @abc.abstractmethod
    async def results(self, server: int, user: int | None = None) -> list[PlayerResult]:
        """The stored results of a server (of one user there), by game and seat."""

    async def player(self, server: int, user: int) -> PlayerTotals:
        totals = PlayerTotals(server, user)
        for result in await self.results(server, user):
            totals.add(result)
        return totals.sort()

    async def server(self, server: int) -> ServerTotals:
        return server_totals(server, await self.results(server))

    @abc.abstractmethod
    async def leaderboard(self, server: int, limit: int = 10) -> list[Standing]:
        """The server's best players (see the module's docstring for the order)."""

    async def close(self) -> None:
        """Release connections."""


class MemoryStatsStore(StatsStore):
    def __init__(self) -> None:
        self._results: list[PlayerResult] = []
        self._games: set[int] = set()

    async def record(self, results: Sequence[PlayerResult]) -> bool:
        check_one_game(results)
        if not results or results[0].game in self._games:
            return False
        self._games.add(results[0].game)
        self._results.extend(results)
        return True

    async def results(self, server: int, user: int | None = None) -> list[PlayerResult]:
        return sorted((r for r in self._results if r.server == server and (user is None or r.user == user)),
                      key=lambda r: (r.game, r.seat))

    async def leaderboard(self, server: int, limit: int = 10) -> list[Standing]:
        by_user: dict[int, list[PlayerResult]] = {}
        for result in await self.results(server):
            by_user.setdefault(result.user, []).append(result)
        return rank((Standing(user, rs[-1].name, len(rs), sum(r.won for r in rs), sum(r.survived for r in rs))
                     for user, rs in by_user.items()), limit)


def check_one_game(results: Sequence[PlayerResult]) -> None:
    if len({(r.server, r.game) for r in results}) > 1:
        raise ValueError("results of more than one game")
    seats = [r.seat for r in results]
    if len(set(seats)) != len(seats):
        raise ValueError("two results for one seat")
