"""A whole Фэнтези game (each edition) driven through Discord, from /mafia setup to the
win: both roles on the role card, no shared faction threads (the book's knowledge is one
way and told in the personal thread), the moons' nights, and who can see what."""

from __future__ import annotations

import random

import pytest

from core.model import PhaseKind
from tests.bot.conftest import World
from tests.bot.helpers import assert_no_leaks, play_phase, readers


@pytest.mark.parametrize("edition,players,seed", [("v0.1", 12, 3), ("I", 16, 5)])
async def test_whole_fantasy_game(simcord_env, edition, players, seed):
    world = World(simcord_env, players=players)
    table = await world.lobby(variant="fantasy", options=f"edition={edition}")
    game = table.game
    assert game.variant.id == "fantasy" and game.variant.edition == edition
    everyone = [*world.players, world.host, world.admin, world.spectator]

    # Each personal thread has exactly its owner; nobody shares a faction thread.
    for seat in range(players):
        assert readers(world, table.meta.threads.seats[seat], everyone) == {table.user_of(seat)}
    assert not table.meta.threads.factions
    # The role card names both roles.
    first = game.players[0]
    card = "\n".join(m.content for m in world.thread_of(0).history())
    assert first.role in card and first.public in card
    # The Лич learns his army (one way) in his own thread.
    lich = next((p for p in game.players if p.role == "Лич"), None)
    army = [p for p in game.players if p.role in ("Зомби", "Призрак", "Некромант")]
    if lich is not None and army:
        lich_thread = "\n".join(m.content for m in world.thread_of(lich.seat).history())
        assert all(p.name in lich_thread for p in army)

    rng = random.Random(seed)
    phases = 0
    while not game.over and phases < 150:
        kind = game.phase.kind
        await play_phase(world, rng)
        if not game.over:
            await simcord_env.advance_time(3601)
        phases += 1
        assert game.phase.index == phases or game.over
        assert kind in (PhaseKind.NIGHT, PhaseKind.DAY)
    assert game.over, "the game should end within 150 phases"
    square = "\n".join(m.content for m in world.square.history())
    assert "Игра окончена" in square
    assert simcord_env.bot.games.table(world.guild.id) is None
    assert_no_leaks(world, table, everyone)


@pytest.mark.parametrize("seed", [7, 11])
async def test_whole_fantasy_ii_game(simcord_env, seed):
    """Edition II through Discord: personas in the check results, the Демиург's cards and every
    player's personas as holdings in the personal thread, the moons, and no leaks."""
    players = 15
    world = World(simcord_env, players=players)
    table = await world.lobby(variant="fantasy", options="edition=II")
    game = table.game
    assert game.variant.edition == "II"
    everyone = [*world.players, world.host, world.admin, world.spectator]
    for seat in range(players):
        assert readers(world, table.meta.threads.seats[seat], everyone) == {table.user_of(seat)}

    def thread(seat: int) -> str:
        return "\n".join(m.content for m in world.thread_of(seat).history())

    demiurge = next(p for p in game.players if p.role == "Демиург")
    assert "Карты в руке: 1" in thread(demiurge.seat)  # the Демиург's one card, a holding
    assert all("Личины:" in thread(p.seat) for p in game.players)
    lich = next(p for p in game.players if p.role == "Лич")
    necromancer = next(p for p in game.players if p.role == "Некромант")
    assert necromancer.name in thread(lich.seat)  # Некрономикон, one way
    rng = random.Random(seed)
    phases = 0
    while not game.over and phases < 150:
        await play_phase(world, rng)
        if not game.over:
            await simcord_env.advance_time(3601)
        phases += 1
    assert game.over, "the game should end within 150 phases"
    checks = [e for e in game.log if e.key == "ii.result.persona"]
    assert checks, "some check should have drawn a persona"
    for event in checks[:5]:  # told in the checker's own thread, as a persona
        (seat,) = event.to
        assert game.texts.event(event) in thread(seat)
    square = "\n".join(m.content for m in world.square.history())
    assert "Новолуние" in square and "Игра окончена" in square
    assert_no_leaks(world, table, everyone)
