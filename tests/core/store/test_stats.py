"""Statistics of finished games on SQLite and PostgreSQL (and in memory): the
migration makes the table on an empty database and does nothing the second
time; totals and the leaderboard count what was recorded, once per game."""

from __future__ import annotations

import contextlib
from typing import AsyncIterator

import pytest

from tools.simulate import move_rng, new_random_game, play
from core.results import game_results
from core.store import open_stats
from core.store.stats import MemoryStatsStore, PlayerResult
from core.store.stats_orm import TortoiseStatsStore
from tests.pg import postgres_schema

SERVER, OTHER = 111111111111111111, 222222222222222222


@contextlib.asynccontextmanager
async def database(kind: str, tmp_path) -> AsyncIterator[str | None]:
    """A database URL with no tables in it yet (None: in memory)."""
    if kind == "memory":
        yield None
        return
    if kind == "sqlite":
        yield f"sqlite://{tmp_path}/stats/games.sqlite3"
        return
    async with postgres_schema() as (url, _admin):
        yield url


POSTGRES = pytest.param("postgres", marks=pytest.mark.postgres)


@pytest.fixture(params=["memory", "sqlite", POSTGRES])
async def stats(request, tmp_path):
    async with database(request.param, tmp_path) as url:
        store = await open_stats(url)
        try:
            yield store
        finally:
            await store.close()


@pytest.fixture(params=["sqlite", POSTGRES])
async def url(request, tmp_path):
    async with database(request.param, tmp_path) as url:
        yield url


def result(game: int, seat: int, user: int, *, side: str, role: str, won: bool, survived: bool = False,
           server: int = SERVER, name: str | None = None) -> PlayerResult:
    return PlayerResult(server=server, game=game, seat=seat, user=user, name=name or f"u{user}", variant="hp",
                        role=role, side=side, won=won, survived=survived)


def three_games() -> list[list[PlayerResult]]:
    """User 1 wins twice (once as Мафия, once as Мирные), user 2 wins once, user 3 never."""
    return [
        [result(1, 0, 1, side="Мафия", role="Дон", won=True, survived=True),
         result(1, 1, 2, side="Мирные", role="Шериф", won=False),
         result(1, 2, 3, side="Мирные", role="Мирный", won=False)],
        [result(2, 0, 1, side="Мирные", role="Мирный", won=True, survived=True),
         result(2, 1, 2, side="Мирные", role="Шериф", won=True, survived=True),
         result(2, 2, 3, side="Мафия", role="Дон", won=False)],
        [result(3, 0, 1, side="Мафия", role="Мафиози", won=False, name="Новое имя"),
         result(3, 1, 3, side="Мирные", role="Доктор", won=True, survived=False, server=SERVER)],
    ]


async def test_totals_and_leaderboard(stats):
    for game in three_games():
        assert await stats.record(game) is True
    # A result of another server counts only there.
    assert await stats.record([result(4, 0, 1, side="Мафия", role="Дон", won=True, server=OTHER)]) is True

    one = await stats.player(SERVER, 1)
    assert (one.games, one.wins, one.survived) == (3, 1 + 1, 2)
    assert {k: (v.games, v.wins) for k, v in one.by_side.items()} == {"Мафия": (2, 1), "Мирные": (1, 1)}
    assert {k: (v.games, v.wins) for k, v in one.by_role.items()} == {"Дон": (1, 1), "Мафиози": (1, 0),
                                                                      "Мирный": (1, 1)}
    three = await stats.player(SERVER, 3)
    assert (three.games, three.wins, three.survived) == (3, 1, 0)
    nobody = await stats.player(SERVER, 99)
    assert (nobody.games, nobody.wins, nobody.by_side) == (0, 0, {})

    server = await stats.server(SERVER)
    assert (server.games, server.players) == (3, 3)
    assert server.wins_by_side == {"Мафия": 1, "Мирные": 2}
    assert (await stats.server(OTHER)).games == 1

    board = await stats.leaderboard(SERVER)
    # Users 1 (2 wins of 3) first; 2 (1 of 2) before 3 (1 of 3): the same wins, a better share.
    assert [(s.user, s.wins, s.games, s.survived) for s in board] == [(1, 2, 3, 2), (2, 1, 2, 1), (3, 1, 3, 0)]
    assert board[0].name == "Новое имя"  # the latest name
    assert [s.user for s in await stats.leaderboard(SERVER, limit=1)] == [1]
    assert await stats.leaderboard(333) == []


async def test_a_game_is_recorded_once(stats):
    game = three_games()[0]
    assert await stats.record(game) is True
    assert await stats.record(game) is False
    assert await stats.record(game[1:]) is False  # part of it again: still nothing
    assert (await stats.player(SERVER, 1)).games == 1
    assert len(await stats.results(SERVER)) == 3


async def test_bad_batches_are_refused(stats):
    with pytest.raises(ValueError):
        await stats.record([result(1, 0, 1, side="a", role="b", won=True), result(2, 0, 2, side="a", role="b",
                                                                                   won=False)])
    with pytest.raises(ValueError):
        await stats.record([result(1, 0, 1, side="a", role="b", won=True), result(1, 0, 2, side="a", role="b",
                                                                                   won=False)])
    assert await stats.record([]) is False
    assert await stats.results(SERVER) == []


async def test_results_of_a_simulated_game(engine, stats):
    game = new_random_game(engine, "romanian", 10, 5)
    for _ in play(game, move_rng(5)):
        pass
    assert game.over
    users = [10_000 + seat for seat in range(len(game.players))]
    results = game_results(game, server=SERVER, game_id=42, users=users)
    winners = set(game.variant.winning_seats(game))
    assert [r.won for r in results] == [p.seat in winners for p in game.players]
    assert [r.survived for r in results] == [p.in_game for p in game.players]
    assert [r.role for r in results] == [p.role for p in game.players]
    assert await stats.record(results)
    server = await stats.server(SERVER)
    assert server.games == 1 and server.players == 10
    assert sum([(await stats.player(SERVER, u)).wins for u in users]) == len(winners)
    with pytest.raises(ValueError):
        game_results(game, server=SERVER, game_id=42, users=users[:-1])


def test_results_need_a_finished_game(engine):
    game = new_random_game(engine, "romanian", 10, 5)
    with pytest.raises(ValueError):
        game_results(game, server=SERVER, game_id=1, users=list(range(10)))


async def test_migration_on_an_empty_database_and_again(url):
    first = await TortoiseStatsStore.open(url)
    try:
        assert await first.applied_migrations() == ["0001_results"]
        await first.record(three_games()[0])
        await first.migrate()  # nothing left to apply: nothing changes
        assert await first.applied_migrations() == ["0001_results"]
    finally:
        await first.close()
    again = await TortoiseStatsStore.open(url)  # a restart: the table and its rows are there
    try:
        assert await again.applied_migrations() == ["0001_results"]
        assert (await again.player(SERVER, 1)).games == 1
    finally:
        await again.close()


def test_memory_store_is_the_default():
    import asyncio

    assert isinstance(asyncio.run(open_stats(None)), MemoryStatsStore)


async def test_games_and_statistics_share_a_database(engine, url):
    from core.session import GameSession
    from tools.simulate import play_session, random_setups
    from core.store.orm import TortoiseStore

    games = await TortoiseStore.open(url)
    stats = await TortoiseStatsStore.open(url)
    try:
        session = await GameSession.create(engine, games, "romanian", random_setups(engine, "romanian", 10, 5),
                                           seed=5)
        await play_session(session, move_rng(5))
        assert session.game.over
        results = game_results(session.game, server=SERVER, game_id=session.id, users=list(range(10)))
        assert await stats.record(results)
        record, _ = await games.load(session.id)
        assert record.status == "over"
        assert (await stats.server(SERVER)).games == 1
    finally:
        await stats.close()
        await games.close()


@pytest.mark.postgres
async def test_processes_opening_at_once_migrate_once(tmp_path):
    """Several stores opening an empty PostgreSQL database at once (a bot and a
    report, say): the advisory lock lets one migrate; the others find it done."""
    import asyncio

    async with database("postgres", tmp_path) as url:
        stores = await asyncio.gather(*(TortoiseStatsStore.open(url) for _ in range(3)))
        try:
            assert [await s.applied_migrations() for s in stores] == [["0001_results"]] * 3
            assert await stores[0].record(three_games()[0])
            assert (await stores[2].player(SERVER, 1)).games == 1
        finally:
            for store in stores:
                await store.close()
