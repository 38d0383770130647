"""Bad input gets an ephemeral reason in Russian and changes nothing."""

from __future__ import annotations

import pytest

from core.model import PhaseKind
from tests.bot.conftest import World, text_of


@pytest.fixture
async def world(simcord_env):
    world = World(simcord_env)
    await world.lobby()
    return world


async def refused(world, actor, channel, command, **options) -> str:
    table = world.table()
    before = len(table.game.commands), table.game.snapshot()
    result = await actor.slash(channel, command, **options)
    assert result.ephemeral
    assert (len(table.game.commands), table.game.snapshot()) == before
    return text_of(result)


def seat_with_other_ability(game):
    """A seat and an ability that belongs to somebody else's role, by a name that none of the
    seat's own abilities answers to (hp's day ability «Медик» also answers to «Лечение»)."""
    for p in game.players:
        mine = set().union(*(a.name_keys for a in game.variant.abilities(game, p)))
        for q in game.players:
            for a in game.available(q):
                if a.name_keys.isdisjoint(mine):
                    return p.seat, a.name
    raise AssertionError


async def test_spectator_cannot_act(world):
    text = await refused(world, world.spectator, world.square, "act", ability="Лечение", target="Аня")
    assert text == "Вы не участвуете в этой игре."


async def test_acting_with_someone_elses_ability(world):
    game = world.table().game
    seat, ability = seat_with_other_ability(game)
    text = await refused(world, world.actor(seat), world.thread_of(seat), "act", ability=ability,
                         target=game.players[(seat + 1) % len(game.players)].name)
    assert text == f"У вас нет способности «{ability}»."


async def test_target_not_in_the_game(world):
    game = world.table().game
    seat = next(p.seat for p in game.players if game.available(p) and game.available(p)[0].min_targets)
    ability = game.available(game.players[seat])[0].name
    text = await refused(world, world.actor(seat), world.thread_of(seat), "act", ability=ability,
                         target=world.spectator.name)
    assert text == f"Игрока «{world.spectator.name}» нет в этой игре."


async def test_voting_at_night_and_dead_voting(world, simcord_env):
    text = await refused(world, world.actor(0), world.square, "vote", target="Борис")
    assert text == "Голосовать можно только днём."
    table = world.table()
    # The host removes a player; by day the removed player may not vote.
    victim = table.game.players[1]
    result = await world.host.slash(world.square, "host kill", player=victim.name, reason="оскорбления")
    assert result.ephemeral
    assert not victim.in_game
    await simcord_env.advance_time(3601)
    assert table.game.phase.kind == PhaseKind.DAY or table.game.over
    if not table.game.over:
        text = await refused(world, world.actor(1), world.square, "vote", target=table.game.living()[0].name)
        assert text == "Вы выбыли из игры и не можете действовать."


async def test_non_host_cannot_use_host_tools(world):
    player = world.spectator
    deadline = world.table().record.deadline
    for command, options in [("host extend", {"minutes": 30}), ("host end-phase", {}), ("host pause", {}),
                             ("host kill", {"player": "Борис"}), ("host log", {}), ("game end", {}),
                             ("host replace", {"old": "Борис", "new": world.spectator})]:
        text = await refused(world, player, world.square, command, **options)
        assert text == "Это может только ведущий игры или участник с правом «Управлять сервером».", command
    assert world.table().record.deadline == deadline
    assert not world.table().record.paused


async def test_setup_needs_manage_server(simcord_env):
    world = World(simcord_env)
    # /mafia is hidden from members without Manage Server (default permissions) ...
    assert "mafia setup" not in world.players[0].available_commands(world.general)
    assert "mafia setup" in world.admin.available_commands(world.general)
