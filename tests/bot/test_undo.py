"""``/host undo`` (issue 10, item 2): the last phase's end, removal or replacement is taken
back by replaying the stored commands without it; the bot posts corrections, the undead get
«Живые» back, a replaced player his seat; the undo is in the log and survives a restart."""

from __future__ import annotations

import random

import pytest

from bot.client import MafiaBot
from core.commands import EndPhase
from tests.bot.conftest import World, text_of
from tests.bot.helpers import play_phase, readers
from tests.core.store.test_stats import POSTGRES, database


def roles_of(world, member) -> set[int]:
    return set(world.env.backend.guilds[world.guild.id].members[member.id].role_ids)


async def undo(world, *, confirm: bool = True):
    asked = await world.host.slash(world.square, "host undo")
    assert asked.ephemeral
    message = asked.followups[-1] if asked.followups else asked.response
    if not confirm:
        return asked, message
    return asked, await world.host.click(message, label="Да, отменить")


async def seeded_game(world, seed: int):
    """A game whose deal and night are the same on every run."""
    lobby = await world.lobby(start=False)
    lobby.record.seed = seed
    await world.host.slash(world.square, "game start")
    return world.table()


async def test_undo_the_end_of_a_night(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await seeded_game(world, 7)  # someone dies in this night (with these random moves)
    game = table.game
    nothing = await world.host.slash(world.square, "host undo")
    assert "Отменять нечего" in text_of(nothing)
    await play_phase(world, random.Random(3))
    await world.host.slash(world.square, "host kill", player=game.players[4].name, reason="оффтоп")
    await play_phase(world, random.Random(4))
    night = game.snapshot()
    commands = len(game.commands)

    await simcord_env.advance_time(3601)
    game = world.table().game
    assert game.phase.index == 1
    first_results = [e for e in game.log if e.phase == 0]
    died = [p.seat for p in game.players if not p.in_game and p.seat != 4]
    alive, dead = table.meta.roles.alive, table.meta.roles.dead
    assert died and all(dead in roles_of(world, world.actor(s)) for s in died)
    asked, done = await undo(world)
    assert "итоги фазы «Ночь 1»" in text_of(asked)
    assert "Вы отменили итоги фазы «Ночь 1»" in text_of(done)
    game = world.table().game
    assert game.phase.index == 0 and game.snapshot() == night
    _, stored = await store.load(table.id)
    assert len(stored) == commands
    assert any("Поправка" in m.content and "Ночь 1" in m.content for m in world.square.history())
    assert table.record.deadline > simcord_env.now()
    # Every thread that got a result of the night gets the correction.
    # (Not what was told before it ended: the roles at the start, a move that replaced another.)
    private = {s for e in first_results if e.to is not None and not e.key.startswith(("start.", "move."))
               for s in e.to}
    assert private
    # Those the night killed are back among the living, with «Живые».
    for seat in died:
        assert game.players[seat].in_game
        assert alive in roles_of(world, world.actor(seat)) and dead not in roles_of(world, world.actor(seat))
    for seat in private:
        assert any("Поправка" in m.content for m in world.thread_of(seat).history()) or \
            any("Поправка" in m.content for f in table.meta.threads.factions if seat in f["seats"]
                for m in next(t for t in world.game_channel.threads if t.id == f["thread"]).history())
    # The log tells the undo; the removal before it still stands.
    log = await world.host.slash(world.square, "host log")
    # A long log comes as a file, on the response or on a follow-up.
    files = [a for m in (*log.followups, log.response) if m is not None for a in m.attachments]
    shown = (await files[-1].read()).decode() if files else text_of(log)
    assert "[откат" in shown and "итоги фазы «Ночь 1»" in shown
    assert not game.players[4].in_game and dead in roles_of(world, world.actor(4))

    # A restart replays the rewritten commands to the same state; the night ends again the same way.
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    again = world.table()
    assert again.game.snapshot() == night and again.meta.undone[0]["seq"] == commands
    await simcord_env.advance_time(3601 * 24)
    assert [e for e in again.game.log if e.phase == 0] == first_results


async def test_undo_a_removal_gives_back_life_and_roles(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    member = world.actor(3)
    alive, dead = table.meta.roles.alive, table.meta.roles.dead
    await world.host.slash(world.square, "host kill", player=game.players[3].name, reason="мат")
    assert not game.players[3].in_game and dead in roles_of(world, member)
    # A move sent after the removal stays.
    await play_phase(world, random.Random(3))
    pending = dict(game.pending)
    _, done = await undo(world)
    removed = f"удаление {world.table().game.texts._fluent_name(game.names[game.players[3].name], 'gen')}"
    assert removed in text_of(done), text_of(done)
    game = world.table().game
    assert game.players[3].in_game and game.pending == pending
    assert alive in roles_of(world, member) and dead not in roles_of(world, member)
    assert any("Поправка" in m.content and removed in m.content for m in world.square.history())
    # The undead acts again in his thread.
    sent = await member.slash(world.thread_of(3), "actions")
    assert sent.ephemeral and "проверяет" not in text_of(sent)
    assert not any(isinstance(c, EndPhase) for c in game.commands)


async def test_undo_a_replacement(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    old = world.actor(2)
    name = game.players[2].name
    await world.host.slash(world.square, "host replace", old=name, new=world.spectator)
    assert table.user_of(2) == world.spectator.id
    _, done = await undo(world)
    assert "замену" in text_of(done)
    assert table.user_of(2) == old.id and world.table().game.players[2].name == name
    everyone = [*world.players, world.spectator]
    assert readers(world, table.meta.threads.seats[2], everyone) == {old.id}
    alive = table.meta.roles.alive
    assert alive in roles_of(world, old) and alive not in roles_of(world, world.spectator)


async def test_a_stale_confirmation_is_refused(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await simcord_env.advance_time(3601)
    _, message = await undo(world, confirm=False)
    await simcord_env.advance_time(3601 * 24)  # the day ends too: the question is out of date
    index = table.game.phase.index
    stale = await world.host.click(message, label="Да, отменить")
    assert "изменилась" in text_of(stale) and table.game.phase.index == index
    # A player may not undo.
    refused = await world.actor(0).slash(world.square, "host undo")
    assert refused.ephemeral and "ведущий" in text_of(refused).lower()


async def test_no_undo_during_a_review(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "game start")
    await world.host.slash(world.square, "host kill", player=world.table().game.players[0].name)
    await world.host.slash(world.square, "host end-phase")
    refused = await world.host.slash(world.square, "host undo")
    assert "проверки" in text_of(refused)
    assert not world.table().game.players[0].in_game


@pytest.mark.parametrize("kind", ["sqlite", POSTGRES])
async def test_undo_on_a_database_survives_a_restart(simcord_env, engine, config, tmp_path, kind):
    from core.store.orm import TortoiseStore

    async with database(kind, tmp_path) as url:
        store = await TortoiseStore.open(url)
        try:
            await simcord_env.restart_bot(MafiaBot(engine, store, config))
            world = World(simcord_env)
            table = await seeded_game(world, 7)
            await play_phase(world, random.Random(1))
            night = table.game.snapshot()
            await simcord_env.advance_time(3601)
            await world.host.slash(world.square, "host kill", player=world.table().game.living()[0].name)
            await undo(world)  # the removal
            await undo(world)  # the night's end
            assert world.table().game.snapshot() == night
            _, commands = await store.load(table.id)
            assert len(commands) == len(world.table().game.commands)
            await simcord_env.restart_bot(MafiaBot(engine, store, config))
            again = world.table()
            assert again.game.snapshot() == night and len(again.meta.undone) == 2
        finally:
            await simcord_env.bot.close()
            await store.close()


async def test_a_paused_game_stays_paused_after_an_undo(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await simcord_env.advance_time(3601)
    await world.host.slash(world.square, "host pause")
    await undo(world)
    assert table.game.phase.index == 0 and table.record.paused
    assert table.id not in world.bot.timers.tasks
    assert 3500 < table.meta.clock.left <= 3600
    await world.host.slash(world.square, "host resume")
    assert table.id in world.bot.timers.tasks
    await simcord_env.advance_time(3601)
    assert table.game.phase.index == 1
