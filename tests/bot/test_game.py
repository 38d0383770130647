"""A whole HP game driven through Discord, from /mafia setup to the win,
and who can see what on the way."""

from __future__ import annotations

import random

import pytest
from simcord.backend.errors import BackendError

from core.model import PhaseKind
from tests.bot.conftest import World
from tests.bot.helpers import assert_no_leaks, play_phase, readers


@pytest.mark.parametrize("players,seed", [(13, 1), (15, 7)])
async def test_whole_game_to_the_win(simcord_env, players, seed):
    world = World(simcord_env, players=players)
    table = await world.lobby()
    game = table.game
    everyone = [*world.players, world.host, world.admin, world.spectator]

    # Threads: each personal thread has exactly its owner; each faction thread exactly its members
    # and the host (who does not play).
    for seat in range(players):
        assert readers(world, table.meta.threads.seats[seat], everyone) == {table.user_of(seat)}
    assert table.meta.threads.factions, "the HP deal has factions that know each other"
    for faction in table.meta.threads.factions:
        assert readers(world, faction["thread"], everyone) == {table.user_of(s) for s in faction["seats"]} | \
            {world.host.id}
    # The role card is in the owner's thread.
    card = world.thread_of(0).history()[0].content
    assert game.players[0].role in card

    rng = random.Random(seed)
    phases = 0
    checked_dead = False
    while not game.over and phases < 80:
        kind = game.phase.kind
        await play_phase(world, rng)
        # The town square: closed at night, open to the living by day.
        alive_seat = game.living()[0].seat
        if kind == PhaseKind.NIGHT:
            with pytest.raises(BackendError):
                await world.actor(alive_seat).send(world.square, "можно?")
        else:
            await world.actor(alive_seat).send(world.square, "я мирный")
        await simcord_env.advance_time(3601)
        phases += 1
        assert game.phase.index == phases or game.over
        if not checked_dead and not game.over and any(not p.alive for p in game.players):
            await check_the_dead(world, table)
            checked_dead = True
    assert checked_dead or game.over and phases <= 2
    assert game.over, "the game should end within 80 phases"
    assert game.winner
    square = "\n".join(m.content for m in world.square.history())
    assert "Игра окончена" in square
    assert simcord_env.bot.games.table(world.guild.id) is None  # the server is free for the next game
    assert simcord_env.bot.store._games[table.id].status == "over"

    # Nobody saw a private message meant for someone else.
    assert_no_leaks(world, table, everyone)
    # After the game the players lose the game's roles.
    guild = simcord_env.backend.guilds[world.guild.id]
    game_roles = {table.meta.roles.alive, table.meta.roles.dead}
    assert not any(game_roles & set(guild.members[p.id].role_ids) for p in world.players)


async def check_the_dead(world, table):
    """The dead: no writing in the square or in threads, but they read their thread and the graveyard;
    the living do not see the graveyard, spectators do."""
    game = table.game
    graveyard = world.channel("кладбище")
    for player in game.players:
        actor = world.actor(player.seat)
        if not player.alive:
            assert readers(world, table.meta.threads.seats[player.seat], [actor]) == {actor.id}
            assert readers(world, graveyard.id, [actor]) == {actor.id}
            with pytest.raises(BackendError):
                await actor.send(world.thread_of(player.seat), "я ещё тут")
            with pytest.raises(BackendError):
                await actor.send(world.square, "я ещё тут")
            await actor.send(graveyard, "привет с того света")
        else:
            assert readers(world, graveyard.id, [actor]) == set()
    assert readers(world, graveyard.id, [world.spectator]) == {world.spectator.id}
