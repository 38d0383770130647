"""Every installed variant and edition opens, deals and plays its first phases through the
strict test Discord: its phase names, set-up phase, menus and texts fit what Discord accepts."""

from __future__ import annotations

import random

import pytest

from core.registry import Engine
from tests.bot.conftest import World, text_of
from tests.bot.helpers import assert_no_leaks, play_phase

CASES = [(v.id, edition, v.min_players) for v in Engine().variants for edition in (v.editions or (None,))]


@pytest.mark.parametrize("variant,edition,players", CASES, ids=[f"{v}-{e}" for v, e, _ in CASES])
async def test_variant_plays_through_discord(simcord_env, variant, edition, players):
    world = World(simcord_env, players=max(players, 8))
    await world.setup()
    options = {"options": f"edition={edition}"} if edition else {}
    result = await world.host.slash(world.square, "game new", variant=variant, **options)
    assert "Запись открыта" in text_of(result), text_of(result)
    for player in world.players:
        await player.slash(world.square, "join")
    result = await world.host.slash(world.square, "game start")
    assert "Игра началась" in text_of(result), text_of(result)
    table = world.table()
    game = table.game
    rng = random.Random(5)
    for _ in range(4):
        if game.over:
            break
        index = game.phase.index
        await play_phase(world, rng)
        await simcord_env.advance_time(3601)
        assert game.over or game.phase.index == index + 1
    everyone = [*world.players, world.host, world.admin, world.spectator]
    assert_no_leaks(world, table, everyone)
