"""Restarts lose nothing: games reload from the store, timers re-arm, buttons work again."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from bot.client import MafiaBot
from core.model import PhaseKind
from tests.bot.conftest import World, text_of
from tests.bot.helpers import random_move, send_moves


async def test_killed_mid_night_game_goes_on(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await world.lobby()
    rng = random.Random(3)
    # Half the town sends its night moves, then the bot dies.
    await send_moves(world, table, rng, range(7))
    before = table.game.snapshot()
    deadline = table.record.deadline
    assert before["pending"]

    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    reloaded = world.table()
    assert reloaded is not table
    assert reloaded.game.snapshot() == before
    assert reloaded.record.deadline == deadline
    assert reloaded.id in simcord_env.bot.timers.tasks

    # The rest of the town acts on the new bot; /actions shows what was sent before the restart.
    seat0 = world.actor(0)
    shown = text_of(await seat0.slash(world.thread_of(0), "actions"))
    for action in reloaded.game.actions_of(0):
        assert action.ability in shown
    for seat in range(7, len(reloaded.game.players)):
        move = random_move(reloaded, rng, seat)
        if move:
            await world.actor(seat).slash(world.thread_of(seat), "act", **move)
    # The re-armed timer ends the night at its deadline.
    await simcord_env.advance_time(3601)
    game = world.table().game
    assert game.phase.kind == PhaseKind.DAY or game.over
    assert any("Итоги: Ночь 1" in m.content for m in world.square.history())


async def test_deadline_passed_while_down_resolves_at_once(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await world.lobby()
    await simcord_env.bot.close()
    record, _ = await store.load(table.id)
    record.deadline = simcord_env.now() - timedelta(minutes=5)
    await store.update(record)
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    game = world.table().game
    assert game.phase.index == 1
    assert any("Итоги: Ночь 1" in m.content for m in world.square.history())


async def test_signup_buttons_survive_a_restart(simcord_env, engine, store, config):
    world = World(simcord_env)
    await world.lobby(start=False)
    signup = next(m for m in world.square.history() if m.components)
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    late = world.guild.add_member(simcord_env.create_user("late", global_name="Опоздавший"))
    result = await late.click(signup, label="Записаться")
    assert result.ephemeral and "записаны" in text_of(result)
    lobby = world.bot.games.table(world.guild.id)
    assert lobby.lobby and late.id in [e["user"] for e in lobby.meta.lobby.signups]
    assert late.mention in world.square.history()[-1].content or late.mention in \
        next(m for m in world.square.history() if m.id == signup.id).content


@pytest.fixture
async def sqlite_store(tmp_path):
    from bot.runner import open_store

    store = await open_store(f"sqlite://{tmp_path / 'games.sqlite3'}")
    yield store
    await store.close()


@pytest.fixture
def simcord_bot(engine, store, config, request):
    # The SQLite test runs its first bot on the SQLite store too.
    if "sqlite" in request.node.name:
        store = request.getfixturevalue("sqlite_store")
    return MafiaBot(engine, store, config)


async def test_killed_mid_night_on_sqlite(simcord_env, engine, sqlite_store, config):
    world = World(simcord_env)
    table = await world.lobby()
    rng = random.Random(5)
    for seat in range(len(table.game.players)):
        move = random_move(table, rng, seat)
        if move:
            await world.actor(seat).slash(world.thread_of(seat), "act", **move)
    before = table.game.snapshot()
    await simcord_env.restart_bot(MafiaBot(engine, sqlite_store, config))
    reloaded = world.table()
    assert reloaded.game.snapshot() == before
    assert reloaded.meta.threads.seats == table.meta.threads.seats
    assert reloaded.record.deadline == table.record.deadline
    await simcord_env.advance_time(3601)
    assert world.table().game.phase.index == 1 or world.table().game.over
