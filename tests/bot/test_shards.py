"""Beyond one process (issue 10, item 7): gateway shards, each server's games owned by the
process holding its shard's lock, and a dead process's shard taken over with nothing lost or
doubled — two bot instances on one PostgreSQL.

PostgreSQL: ``MAFIA_BOT_TEST_POSTGRES`` (default ``postgres://postgres@127.0.0.1:5432/test``);
each test works in a schema of its own, dropped afterwards, and its advisory lock keys include
the schema's name, so it meets neither other tests' tables nor their locks.
"""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.client import MafiaBot, ShardedMafiaBot, make_bot
from bot.config import ConfigError
from bot.runner import with_shards
from bot.shards import shard_of
from bot.texts import t
from core.commands import EndPhase
from core.model import PhaseKind
from tests.bot.conftest import World, make_config, text_of
from tests.bot.helpers import random_move
from tests.pg import postgres_schema


def sharded(**overrides):
    return make_config(shard_count=2, **overrides)


# --- the settings and the formula -----------------------------------------------------------


def test_shard_of_is_discords_formula():
    guild = (123456 << 22) | 777
    assert shard_of(guild, 4) == 123456 % 4
    assert shard_of(guild, 1) == 0


def test_command_line_shards_override_the_file():
    config = make_config()
    both = with_shards(config, "0,1", 4)
    assert both.shard_ids == [0, 1] and both.shard_count == 4
    assert with_shards(config, None, None) is config
    for ids, count in (("0,4", 4), ("1,1", 4), ("0", None), ("a", 2)):
        with pytest.raises(ConfigError):
            with_shards(config, ids, count)
    assert isinstance(make_bot(None, None, both), ShardedMafiaBot)  # type: ignore[arg-type]
    assert type(make_bot(None, None, config)) is MafiaBot  # type: ignore[arg-type]


# --- one process, some shards (memory store) -----------------------------------------------


@pytest.fixture
def simcord_bot(engine, store, request):
    if "postgres" in request.node.name:
        store = request.getfixturevalue("pg_stores")[0]
    return ShardedMafiaBot(engine, store, sharded(shard_ids=[0]))


async def test_a_process_owns_only_its_shards_games(simcord_env, engine, store):
    bot = simcord_env.bot
    assert bot.ownership.held == {0} and bot.shard_ids == [0]
    world = World(simcord_env, shard_id=0)
    table = await world.lobby()
    assert bot.owns_guild(world.guild.id) and table.id in bot.timers.tasks
    # Another process, on shard 1 only, loads nothing of shard 0 and arms no timer for it.
    other = ShardedMafiaBot(engine, store, sharded(shard_ids=[1]))
    assert await other.ownership.claim() == {1}
    assert await other.games.load_all() == 0
    other.timers.arm(table)
    assert other.timers.tasks == {}
    # Shard 0's lock is taken from this process (in memory a claim takes the key over, as a
    # restart does): it lets the game go, and a command on that server is refused, not run.
    assert await store.claim(bot.ownership.key(0), "someone else")
    index = table.game.phase.index
    assert await bot.games.phases.end_phase(table, expected=index) is None
    assert table.game.phase.index == index and bot.games.table(world.guild.id) is None
    assert table.id not in bot.timers.tasks
    result = await world.players[0].slash(world.thread_of(0), "actions")
    assert result.ephemeral and text_of(result) == t("shard.not_owner")


# --- two processes on one PostgreSQL ----------------------------------------------------------


@pytest.fixture
async def pg_url():
    async with postgres_schema("test_shards") as (url, admin):
        yield url, admin


@pytest.fixture
async def pg_stores(pg_url):
    from core.store.orm import TortoiseStore

    url, _ = pg_url
    first = await TortoiseStore.open(url)
    second = await TortoiseStore.open(url)
    try:
        yield first, second
    finally:
        await first.close()
        await second.close()


@pytest.mark.postgres
async def test_two_processes_on_postgres_a_dead_ones_shard_moves(simcord_env, engine, pg_stores, pg_url):
    store_a, store_b = pg_stores
    _, admin = pg_url
    bot_a = simcord_env.bot
    assert bot_a.ownership.held == {0}
    world = World(simcord_env, shard_id=0)
    table = await world.lobby()
    rng = random.Random(7)
    for seat in range(7):
        move = random_move(table, rng, seat)
        if move:
            await world.actor(seat).slash(world.thread_of(seat), "act", **move)
    before = table.game.snapshot()
    assert before["pending"]
    _, stored = await store_a.load(table.id)
    assert len(stored) == len(table.game.commands)

    # Process B starts for shards 0 and 1 while A lives: it gets shard 1 only, loads no game of
    # shard 0 and arms no timer there.
    bot_b = ShardedMafiaBot(engine, store_b, sharded(shard_ids=[0, 1]))
    assert await bot_b.ownership.claim() == {1}
    assert await bot_b.ownership.claim() == set()  # shard 0 still A's
    assert await bot_b.games.load_all() == 0
    bot_b.timers.arm(table)
    assert bot_b.timers.tasks == {}

    # A dies: its Discord session goes, and its database connection with it (which frees the lock).
    pid = store_a._locks.get_server_pid()
    store_a.drop_locks()
    for _ in range(1000):
        if not await admin.fetchval("SELECT count(*) FROM pg_stat_activity WHERE pid = $1", pid):
            break
        await asyncio.sleep(0.01)
    await simcord_env.restart_bot(bot_b)
    assert bot_b.ownership.held == {0, 1}
    moved = bot_b.games.table(world.guild.id)
    assert moved is not None and moved is not table
    assert moved.game.snapshot() == before  # nothing lost: every move sent to A is there
    assert moved.record.deadline == table.record.deadline and moved.id in bot_b.timers.tasks

    # A's leftovers (a zombie timer, a late host command) end nothing: A no longer owns shard 0.
    assert await bot_a.games.phases.end_phase(table, expected=table.game.phase.index) is None
    assert bot_a.ownership.held == set()
    await bot_a.ownership.release()  # (the dead process would not wait for its shard again)
    _, stored = await store_b.load(table.id)
    assert len(stored) == len(moved.game.commands)

    # The rest of the town acts on B; B's timer ends the night once.
    for seat in range(7, len(moved.game.players)):
        move = random_move(moved, rng, seat)
        if move:
            await world.actor(seat).slash(world.thread_of(seat), "act", **move)
    await simcord_env.advance_time(3601)
    game = moved.game
    assert game.phase.index == 1 and (game.phase.kind == PhaseKind.DAY or game.over)
    results = [m for m in world.square.history() if "Итоги: Ночь 1" in m.content]
    assert len(results) == 1  # not doubled
    _, stored = await store_b.load(table.id)
    assert len(stored) == len(game.commands)
    assert [c["kind"] for c in stored].count(EndPhase.kind) == 1
    await bot_b.ownership.release()


async def test_a_command_written_elsewhere_is_taken_not_overwritten(simcord_env, store):
    """Another process stored a command of this game (while its shard moved): the next command
    here meets the taken number, reloads the stored game and goes on after it."""
    world = World(simcord_env, shard_id=0)
    table = await world.lobby()
    game = table.game
    rng = random.Random(11)
    movers = [p.seat for p in game.players if random_move(table, rng, p.seat)]
    first, second = movers[:2]
    move = random_move(table, rng, first)
    ability = game.ability_of(game.players[first], move["ability"])
    targets = tuple(game.find(move[k]).seat for k in ("target", "target2") if k in move)
    extras = {k: v for k, v in move.items() if k in ("guess", "role", "choice", "text")}
    from core.commands import Act
    from core.rules import Action

    elsewhere = Act(Action(first, ability.name, targets, **extras))
    assert game.validate(elsewhere) is None
    await store.append(table.id, len(game.commands), elsewhere.to_json())
    result = await world.actor(second).slash(world.thread_of(second), "act", **random_move(table, rng, second))
    assert result.ephemeral and "Ход принят" in text_of(result)
    reloaded = world.table()
    assert reloaded.game is not game  # the stored game replaced the stale one
    assert reloaded.game.actions_of(first) and reloaded.game.actions_of(second)
    _, stored = await store.load(table.id)
    assert len(stored) == len(reloaded.game.commands)


def test_mafia_bot_run_refuses_bad_shards_in_one_line(tmp_path, monkeypatch, capsys):
    from bot.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["run", "--shard-ids", "0,5", "--shard-count", "2"]) == 2
    error = capsys.readouterr().err.strip()
    assert error.startswith("Неверное значение --shard-ids ") and "\n" not in error  # the flag is named
    assert main(["run", "--shard-ids", "один", "--shard-count", "2"]) == 2
    assert capsys.readouterr().err.strip() == t("run.bad_shards", value="один")


@pytest.mark.postgres
async def test_postgres_a_waiting_process_takes_the_shard_when_it_is_freed(simcord_env, engine, pg_stores, pg_url):
    """B starts while A's lock on shard 0 still lives (A hangs, its connection open): B serves
    shard 1 only and refuses shard 0's commands; when A's connection goes, B's next round takes
    shard 0, loads its game and arms its deadline."""
    store_a, store_b = pg_stores
    _, admin = pg_url
    world = World(simcord_env, shard_id=0)
    table = await world.lobby()
    before = table.game.snapshot()
    # B's wait for shard 0 is longer than the test Discord's settling window (60 s of real time): it
    # fires only when the test advances the clock. At 30 s a settle could wait out one real retry and
    # then part of the next, and time out on a loaded machine.
    config = sharded(shard_ids=[0, 1], shard_retry=600)
    await simcord_env.restart_bot(ShardedMafiaBot(engine, store_b, config))  # A's lock stays
    bot_b = simcord_env.bot
    assert bot_b.ownership.held == {1} and bot_b.games.table(world.guild.id) is None
    refused = await world.players[0].slash(world.thread_of(0), "actions")
    assert text_of(refused) == t("shard.not_owner")

    pid = store_a._locks.get_server_pid()
    store_a.drop_locks()
    for _ in range(1000):
        if not await admin.fetchval("SELECT count(*) FROM pg_stat_activity WHERE pid = $1", pid):
            break
        await asyncio.sleep(0.01)
    await simcord_env.advance_time(config.shard_retry + 1)
    assert bot_b.ownership.held == {0, 1}
    moved = bot_b.games.table(world.guild.id)
    assert moved is not None and moved.game.snapshot() == before and moved.id in bot_b.timers.tasks
    shown = text_of(await world.players[0].slash(world.thread_of(0), "actions"))
    assert shown != t("shard.not_owner")
    await simcord_env.advance_time(3600)
    assert moved.game.phase.index == 1
    assert len([m for m in world.square.history() if "Итоги: Ночь 1" in m.content]) == 1
    await bot_b.ownership.release()
