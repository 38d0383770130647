"""A server's players rated by skill: a Bayesian rating for team games of uneven sides, computed from
the stored results (:mod:`core.store.stats`) and nothing else, so it can be rebuilt at any time and
gives the same numbers.

The model is Weng and Lin's Plackett–Luce model ("A Bayesian Approximation Method for Online Ranking",
JMLR 12, 2011) as the ``openskill`` library implements it (``openskill.models.PlackettLuce``), with
the library's parameters except the prior mean:

* each player's skill is a Gaussian N(μ, σ²); a newcomer has μ = 0, σ = 25/3 (the library's σ);
  β = 25/6, τ = 25/300 (the library's: τ widens σ a little before each game, so a rating keeps
  moving), κ = 0.0001;
* a side's strength is the **sum** of its players' skills (the model's team rating). The prior mean is
  0, not the library's 25, so that a side of three average players and a side of nine are even (with
  μ = 25 the nine would be 150 points ahead and a win of theirs would teach nothing). Shown to players
  the ratings are shifted by :data:`BASE` = 25 (μ + 25), which changes no order;
* a game is a ranking of its sides: the winning sides first (tied with each other), every other side
  next (tied: losing is losing); a draw ties everyone.

Who is a side (choices where no book says):

* the seats of a faction that ended the game together: the same ``side`` and the same outcome (a
  side whose members did not all win — fantasy v0.1's dead — is two sides, the winners and the rest);
* a neutral (its ``side`` is its own role: ``Variant.side_of``) is a side of one, winning or losing,
  and so is any seat whose side is its role (cards' Маньяк);
* a seat counts for the user who held it at the end of the game (the one the results name): a player
  who took a seat over (``/ведущий замена``) wins or loses with it, the one he replaced gets nothing
  for that game.

Games are taken in the order of their numbers (the order they were started in); each player is ranked by
the conservative estimate ``μ − 3σ`` (openskill's ``ordinal()``; shown as ``μ − 3σ + 25``), so that a
player with few games, whose σ is large, does not top the table by luck; and only players with at least
``min_games`` games are ranked at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import groupby
from typing import Iterable, Sequence

from openskill.models import PlackettLuce

from core.store.stats import PlayerResult

#: The library's defaults for σ, β, τ; the prior mean 0 (see the module's docstring).
MU = 0.0
SIGMA = 25.0 / 3.0
BETA = 25.0 / 6.0
TAU = 25.0 / 300.0
#: How many σ the conservative score takes off (openskill's ``ordinal(z=3)``).
Z = 3.0
#: What is added to μ when a rating is shown: a newcomer shows 25 ± 8,3 and a score of 0.
BASE = 25.0
#: Players with fewer games are not ranked (``[rating] min_games`` in the bot's config).
MIN_GAMES = 5


def model() -> PlackettLuce:
    return PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=TAU)


@dataclass
class PlayerRating:
    """A player's rating after every game of theirs on the server."""

    user: int
    name: str = ""  # the name played under most recently
    games: int = 0
    wins: int = 0
    mu: float = MU
    sigma: float = SIGMA
    #: ``(game, shown rating μ + BASE, score)`` after each of the player's games, oldest first.
    history: list[tuple[int, float, float]] = field(default_factory=list)

    @property
    def rating(self) -> float:
        """The rating as shown: μ + BASE."""
        return self.mu + BASE

    @property
    def score(self) -> float:
        """The conservative score the players are ranked by: μ − 3σ + BASE."""
        return self.mu - Z * self.sigma + BASE

    def trend(self, last: int) -> list[float]:
        """The shown rating before the player's last ``last`` games and after each of them (oldest first):
        ``last + 1`` numbers, fewer if the player has played fewer games."""
        ratings = [rating for _, rating, _ in self.history]
        before = [MU + BASE] + ratings
        return before[-(last + 1):]


@dataclass(frozen=True)
class Ratings:
    """A server's ratings (:func:`rate`)."""

    players: dict[int, PlayerRating]
    games: int

    def of(self, user: int) -> PlayerRating | None:
        return self.players.get(user)

    def board(self, min_games: int = MIN_GAMES, limit: int | None = None) -> list[PlayerRating]:
        """The players with at least ``min_games`` games, best score first (then more games, then user id)."""
        ranked = sorted((p for p in self.players.values() if p.games >= min_games),
                        key=lambda p: (-p.score, -p.games, p.user))
        return ranked if limit is None else ranked[:limit]

    def place(self, user: int, min_games: int = MIN_GAMES) -> int | None:
        """The player's place on the board (1 = first), None if not ranked."""
        for index, player in enumerate(self.board(min_games), start=1):
            if player.user == user:
                return index
        return None


def sides(results: Sequence[PlayerResult]) -> list[tuple[bool, list[PlayerResult]]]:
    """One game's sides as the rating sees them: ``(won, seats)``, in seat order of their first seat."""
    found: dict[object, tuple[bool, list[PlayerResult]]] = {}
    for result in sorted(results, key=lambda r: r.seat):
        key = ("seat", result.seat) if result.side == result.role else ("side", result.side, result.won)
        found.setdefault(key, (result.won, []))[1].append(result)
    return list(found.values())


def rate(results: Iterable[PlayerResult]) -> Ratings:
    """The ratings after the given results (one server's; any order: they are sorted by game, then seat)."""
    engine = model()
    players: dict[int, PlayerRating] = {}
    games = 0
    ordered = sorted(results, key=lambda r: (r.game, r.seat))
    for game, seats in groupby(ordered, key=lambda r: r.game):
        teams = sides(list(seats))
        if len(teams) < 2:
            continue  # one side alone (no opponent): nothing to learn
        games += 1
        current = [[_get(players, r.user) for r in team] for _, team in teams]
        ratings = [[engine.rating(mu=p.mu, sigma=p.sigma) for p in team] for team in current]
        ranks = [0 if won else 1 for won, _ in teams]
        if len(set(ranks)) == 1:
            ranks = [0] * len(teams)  # a draw (or nobody won): everyone tied
        updated = engine.rate(ratings, ranks=ranks)
        for (_, team), people, new in zip(teams, current, updated):
            for result, player, rating in zip(team, people, new):
                player.mu, player.sigma = rating.mu, rating.sigma
                player.games += 1
                player.wins += result.won
                player.name = result.name
                player.history.append((game, player.rating, player.score))
    return Ratings(players, games)


def _get(players: dict[int, PlayerRating], user: int) -> PlayerRating:
    player = players.get(user)
    if player is None:
        player = players[user] = PlayerRating(user)
    return player
