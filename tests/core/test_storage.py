"""The tortoise-orm store on SQLite and PostgreSQL: a stored game replays to the
same state, refused commands are not stored, two writers never both win.

PostgreSQL: the server named by ``MAFIA_BOT_TEST_POSTGRES`` (default
``postgres://postgres@127.0.0.1:5432/test``). Each test gets a schema of its
own, dropped afterwards. If the variable is set (or ``CI`` is) and the server
cannot be reached, the PostgreSQL tests fail; otherwise they are skipped with
the reason shown.
"""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta, timezone

import pytest

from core.commands import EndPhase, Vote
from core.model import PhaseKind
from core.registry import Engine
from core.session import GameSession
from tools.simulate import move_rng, new_random_game, play, play_session, random_setups
from core.store.base import GameRecord, SeqConflict
from core.store.orm import TortoiseStore
from tests.pg import postgres_schema

PLAYERS = 17


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
async def url(request, tmp_path):
    """A database URL with no tables in it yet."""
    if request.param == "sqlite":
        yield f"sqlite://{tmp_path}/nested/dir/games.sqlite3"
        return
    async with postgres_schema() as (url, _admin):
        yield url


@pytest.fixture
async def store(url):
    store = await TortoiseStore.open(url)
    try:
        yield store
    finally:
        await store.close()


async def new_session(engine: Engine, store, seed: int) -> GameSession:
    setups = random_setups(engine, "hp", PLAYERS, seed)
    return await GameSession.create(engine, store, "hp", setups, seed=seed, meta={"channel": 1234567890123456789})


def reference_game(engine: Engine, seed: int):
    """The same game played in memory, without a store."""
    game = new_random_game(engine, "hp", PLAYERS, seed)
    for _ in play(game, move_rng(seed)):
        pass
    return game


async def test_whole_game_replays_from_the_database(engine, store, url):
    seed = 11
    session = await new_session(engine, store, seed)
    await play_session(session, move_rng(seed))
    assert session.game.over
    assert session.game.snapshot() == reference_game(engine, seed).snapshot()

    stored = await store.command_count(session.id)
    assert stored == len(session.game.commands) > 0

    other = await TortoiseStore.open(url)  # a second connection, as after a restart
    try:
        loaded = await GameSession.load(Engine(), other, session.id)
    finally:
        await other.close()
    assert loaded.game.snapshot() == session.game.snapshot()
    assert loaded.record.status == "over"


async def test_reload_in_the_middle_of_a_night_and_go_on(engine, url):
    seed = 5
    rng = move_rng(seed)
    store = await TortoiseStore.open(url)
    try:
        session = await new_session(engine, store, seed)
        # Stop in night 3, after the moves are sent and before the night ends.
        await play_session(session, rng, stop=lambda g: g.phase.kind is PhaseKind.NIGHT and g.phase.number == 3)
        game_id = session.id
        before = session.game.snapshot()
        assert session.game.phase.kind is PhaseKind.NIGHT and session.game.phase.number == 3
        assert session.game.pending, "the night has moves waiting"
    finally:
        await store.close()

    store = await TortoiseStore.open(url)
    try:
        assert await store.running() == [game_id]
        resumed = await GameSession.load(Engine(), store, game_id)
        assert resumed.game.snapshot() == before
        outcome = await resumed.execute(EndPhase())
        assert outcome.accepted and outcome.report is not None
        await play_session(resumed, rng)
        assert resumed.game.over
        assert resumed.game.snapshot() == reference_game(engine, seed).snapshot()
        again = await GameSession.load(Engine(), store, game_id)
        assert again.game.snapshot() == resumed.game.snapshot()
    finally:
        await store.close()


async def test_a_refused_command_is_not_stored(engine, store):
    session = await new_session(engine, store, 3)
    assert session.game.phase.kind is PhaseKind.NIGHT
    outcome = await session.execute(Vote(0, 1))  # no votes at night
    assert not outcome.accepted and outcome.rejection is not None
    assert await store.command_count(session.id) == 0
    assert (await store.load(session.id))[1] == []

    assert (await session.execute(EndPhase())).accepted
    assert (await session.execute(Vote(0, 0 if not session.game.players[0].in_game else None))).accepted
    refused = await session.execute(Vote(99, None))
    assert not refused.accepted
    _, commands = await store.load(session.id)
    assert commands == [c.to_json() for c in session.game.commands]
    assert len(commands) == 2


async def test_two_writers_never_both_win(engine, store, url):
    session = await new_session(engine, store, 4)
    await session.execute(EndPhase())
    other_store = await TortoiseStore.open(url)
    try:
        first = await GameSession.load(Engine(), store, session.id)
        second = await GameSession.load(Engine(), other_store, session.id)
        voter = first.game.living()[0].seat
        assert (await first.execute(Vote(voter, None))).accepted
        with pytest.raises(SeqConflict):
            await second.execute(Vote(voter, None))
        # The loser applied nothing; reloading shows the winner's command only.
        assert len(second.game.commands) == 1
        reloaded = await GameSession.load(Engine(), other_store, session.id)
        assert reloaded.game.snapshot() == first.game.snapshot()

        with pytest.raises(SeqConflict):
            await store.append(session.id, 0, EndPhase().to_json())  # taken
        with pytest.raises(SeqConflict):
            await store.append(session.id, 5, EndPhase().to_json())  # a gap
        with pytest.raises(KeyError):
            await store.append(10_000, 0, EndPhase().to_json())
        assert await store.command_count(session.id) == 2

        # At the same time, through two connections: exactly one wins.
        results = await asyncio.gather(store.append(session.id, 2, EndPhase().to_json()),
                                       other_store.append(session.id, 2, EndPhase().to_json()),
                                       return_exceptions=True)
        assert sorted(type(r).__name__ for r in results) == ["NoneType", "SeqConflict"]
        assert await store.command_count(session.id) == 3
    finally:
        await other_store.close()


async def test_running_lists_only_running_games(engine, store):
    finished = await new_session(engine, store, 11)
    waiting = await new_session(engine, store, 12)
    assert await store.running() == [finished.id, waiting.id]
    await play_session(finished, move_rng(11))
    assert finished.game.over and finished.record.status == "over"
    assert await store.running() == [waiting.id]
    record, _ = await store.load(finished.id)
    assert record.status == "over"
    with pytest.raises(KeyError):
        await store.load(10_000)


async def test_deadline_pause_and_meta_round_trip(engine, store):
    session = await new_session(engine, store, 2)
    record, _ = await store.load(session.id)
    assert record.deadline is None and record.paused is False
    assert record.meta == {"channel": 1234567890123456789}
    assert record.variant == "hp" and record.seed == 2 and record.locale == "ru" and record.start is None

    moscow = timezone(timedelta(hours=3))
    deadline = datetime(2025, 3, 1, 21, 30, 15, 123456, tzinfo=moscow)
    session.record.deadline = deadline
    session.record.paused = True
    session.record.meta = {"channel": 1234567890123456789, "roles": {"Аня": "Босс"}, "posts": [1, 2, 3],
                           "note": "ночь 1 — ходы до 21:30"}
    await session.save()

    record, _ = await store.load(session.id)
    assert record.deadline == deadline
    assert record.deadline.utcoffset() == timedelta(0)
    assert record.deadline.astimezone(moscow).hour == 21
    assert record.paused is True
    assert record.meta == session.record.meta
    assert record.setups == session.record.setups
    assert record.options == session.record.options

    session.record.deadline = None
    session.record.paused = False
    await session.save()
    record, _ = await store.load(session.id)
    assert record.deadline is None and record.paused is False

    session.record.deadline = datetime(2025, 3, 1, 21, 30)  # naive: refused
    with pytest.raises(ValueError):
        await session.save()


async def test_opening_is_idempotent(store, url):
    gid = await store.create(GameRecord(variant="hp", seed=1, setups=[]))
    again = await TortoiseStore.open(url)
    try:
        record, commands = await again.load(gid)
        assert record.id == gid and commands == []
    finally:
        await again.close()


async def test_rewrite_takes_commands_back(engine, store):
    """The host's undo: commands from a number on are replaced in one go, and the game
    reloads without them; numbers that were never stored are refused."""
    session = await new_session(engine, store, 11)
    assert (await session.execute(EndPhase())).accepted  # night 1 → day 1
    target, voter = session.game.living()[0].seat, session.game.living()[1].seat
    assert (await session.execute(Vote(voter, target))).accepted
    assert (await session.execute(EndPhase())).accepted  # day 1 → night 2
    stored = len(session.game.commands)
    assert stored == 3
    _, commands = await store.load(session.id)
    assert len(commands) == stored
    await store.rewrite(session.id, stored - 1, [])  # the EndPhase goes
    _, kept = await store.load(session.id)
    assert kept == commands[:-1]
    reloaded = await GameSession.load(engine, store, session.id)
    assert reloaded.game.phase.index == 1 and reloaded.game.votes == {voter: target}
    await store.rewrite(session.id, 0, commands[:1])  # everything replaced by the first command
    _, kept = await store.load(session.id)
    assert kept == commands[:1]
    await store.append(session.id, 1, commands[1])  # the next command follows on
    assert (await GameSession.load(engine, store, session.id)).game.phase.index == 1
    with pytest.raises(SeqConflict):
        await store.rewrite(session.id, 5, [])
