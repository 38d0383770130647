"""The players' rating (issue 33, items 7 and 8): Weng–Lin's Plackett–Luce model through openskill, rebuilt
from the stored results with the same numbers on every store; sides of uneven size learn from every game;
a neutral is a side of one; the board ranks by μ − 3σ from a minimum of games; a seeded season where a few
users play better ranks them on top."""

from __future__ import annotations

import random

import pytest

from core.rating import BASE, MU, SIGMA, Z, rate, sides
from core.store.stats import PlayerResult
from tests.core.store.test_stats import SERVER, stats  # noqa: F401  (the fixture: memory, SQLite, PostgreSQL)
from tools.balance import _engine
from tools.season import play_season, season


def seat(game: int, seat: int, user: int, side: str, won: bool, role: str = "Мирный") -> PlayerResult:
    return PlayerResult(server=SERVER, game=game, seat=seat, user=user, name=f"u{user}", variant="hp", role=role,
                        side=side, won=won, survived=won)


def uneven(game: int, mafia: list[int], town: list[int], mafia_won: bool) -> list[PlayerResult]:
    results = [seat(game, i, user, "Мафия", mafia_won, "Мафиози") for i, user in enumerate(mafia)]
    return results + [seat(game, len(mafia) + i, user, "Мирные", not mafia_won) for i, user in enumerate(town)]


def test_a_newcomer_and_the_shown_numbers():
    ratings = rate(uneven(1, [1, 2, 3], list(range(4, 13)), mafia_won=True))
    player = ratings.of(1)
    assert player.games == 1 and player.wins == 1 and player.history[0][0] == 1
    assert player.rating == pytest.approx(player.mu + BASE) and player.score == pytest.approx(
        player.mu - Z * player.sigma + BASE)
    assert player.trend(5) == [MU + BASE, pytest.approx(player.rating)]
    assert ratings.of(99) is None and ratings.games == 1


def test_a_big_side_learns_from_its_win():
    # With the library's prior mean of 25 nine average players would be 150 points ahead of three and
    # their win would move nobody; with the prior mean 0 the sides are even: a win is a win.
    big = rate(uneven(1, [1, 2, 3], list(range(4, 13)), mafia_won=False))
    small = rate(uneven(1, [1, 2, 3], list(range(4, 13)), mafia_won=True))
    assert big.of(4).mu - MU > 0.3 and big.of(1).mu - MU < -0.3
    assert small.of(1).mu - MU > 0.3 and small.of(4).mu - MU < -0.3
    # Newcomers all: the sides are even whatever their size, so a win is worth as much to either.
    assert small.of(1).mu == pytest.approx(big.of(4).mu)


def test_sides_a_neutral_is_alone_and_a_split_side_is_two():
    game = [seat(1, 0, 1, "Мафия", False, "Мафиози"), seat(1, 1, 2, "Мафия", False, "Дон"),
            seat(1, 2, 3, "Мирные", True), seat(1, 3, 4, "Мирные", False),  # a dead town player who did not win
            seat(1, 4, 5, "Маньяк", False, "Маньяк"), seat(1, 5, 6, "Маньяк", False, "Маньяк")]
    found = [(won, [r.user for r in team]) for won, team in sides(game)]
    assert found == [(False, [1, 2]), (True, [3]), (False, [4]), (False, [5]), (False, [6])]


def test_a_draw_moves_nobody_much_and_a_lone_side_not_at_all():
    draw = rate([seat(1, 0, 1, "Мафия", False), seat(1, 1, 2, "Мирные", False)])
    assert abs(draw.of(1).mu) < 1e-9 and draw.of(1).sigma < (SIGMA ** 2 + (25 / 300) ** 2) ** 0.5
    alone = rate([seat(1, 0, 1, "Мирные", True), seat(1, 1, 2, "Мирные", True)])
    assert alone.players == {} and alone.games == 0


def test_the_board_ranks_by_the_conservative_score_from_a_minimum_of_games():
    results = []
    for game in range(1, 9):  # user 1 always wins with the town; user 9 plays only the last game and wins it
        results += uneven(game, [2, 3], [1, 4, 5], mafia_won=False)
    results += [seat(9, 0, 9, "Мирные", True), seat(9, 1, 2, "Мафия", False)]
    ratings = rate(results)
    board = ratings.board(min_games=5)
    assert 9 not in {p.user for p in board} and ratings.place(9, 5) is None
    assert [p.score for p in board] == sorted((p.score for p in board), reverse=True)
    assert ratings.place(2, 5) == len(board)  # always lost
    assert {p.user for p in ratings.board(min_games=1)} == {1, 2, 3, 4, 5, 9}
    assert ratings.board(min_games=1, limit=2) == ratings.board(min_games=1)[:2]
    assert len(ratings.of(1).trend(5)) == 6 and len(ratings.of(9).trend(5)) == 2


def test_the_order_of_the_results_does_not_matter():
    results = []
    for game in range(1, 30):
        rng = random.Random(game)
        users = rng.sample(range(20), 8)
        results += uneven(game, users[:3], users[3:], mafia_won=rng.random() < 0.4)
    shuffled = results[:]
    random.Random(1).shuffle(shuffled)
    one, two = rate(results), rate(shuffled)
    assert {u: (p.mu, p.sigma, p.history) for u, p in one.players.items()} == {
        u: (p.mu, p.sigma, p.history) for u, p in two.players.items()}


def skilled_season(games: int):
    spec = season("hp", 13, pool=20, skilled=4, seed=3)
    results = [r for game in play_season(_engine(), spec, games) for r in game]
    return spec, results


async def test_rebuilt_from_every_store_with_the_same_numbers(stats):  # noqa: F811
    spec, results = skilled_season(12)
    by_game: dict[int, list[PlayerResult]] = {}
    for result in results:
        by_game.setdefault(result.game, []).append(result)
    for game in sorted(by_game, reverse=True):  # recorded in another order than played
        assert await stats.record(by_game[game])
    stored = rate(await stats.results(spec.server))
    direct = rate(results)
    assert stored.games == direct.games == len(by_game)
    assert {u: (p.mu, p.sigma, p.games) for u, p in stored.players.items()} == {
        u: (p.mu, p.sigma, p.games) for u, p in direct.players.items()}


def test_a_seeded_season_ranks_the_skilled_players_first():
    spec, results = skilled_season(150)
    ratings = rate(results)
    board = ratings.board(min_games=5)
    skilled = [p for p in board if p.user in spec.skilled]
    others = [p for p in board if p.user not in spec.skilled]
    assert len(skilled) == len(spec.skilled)
    # How often a skilled player is above an ordinary one (1 = always); 0.5 would be chance.
    above = sum(s.score > o.score for s in skilled for o in others) / (len(skilled) * len(others))
    assert above >= 0.85
    assert sum(p.user in spec.skilled for p in board[:len(spec.skilled)]) >= len(spec.skilled) - 1
