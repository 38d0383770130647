"""Фэнтези's Кукла through Discord (strict harness): the Мастер карт deals himself the Король Пик,
throws Кукла on the Оракул, reveals himself, then finds the Оракул's Пророчество in his own /act
menu and uses it; the answer is told to him, not to the puppet, and the puppet's own use is refused."""

from __future__ import annotations

import pytest

from tests.bot.conftest import World, text_of
from tests.bot.test_fantasy_editions import lines, seeded  # noqa: F401  (the fixed-deal fixture)

HAND = "Король Пик, Туз Крестей, Туз Бубен, Джокер"


@pytest.mark.usefixtures("seeded")
async def test_fantasy_puppet_ability_through_the_bot(simcord_env):
    world = World(simcord_env, players=16)  # the Мастер карт is dealt in a town of 16 only
    await world.setup()
    await world.host.slash(world.square, "game new", variant="fantasy", options="edition=v0.1")
    for player in world.players:
        await player.slash(world.square, "join")
    await world.host.slash(world.square, "game start")
    game = world.table().game
    master = next(p for p in game.players if p.role == "Мастер карт")
    puppet = next(p for p in game.players if p.public == "Оракул" and p.seat != master.seat)
    target = next(p for p in game.players if p.seat not in (master.seat, puppet.seat))
    boss, doll = world.actor(master.seat), world.actor(puppet.seat)
    mine, its = world.thread_of(master.seat), world.thread_of(puppet.seat)

    # Night 1: the Мастер deals himself his four cards.
    result = await boss.slash(mine, "act", ability="Сдать карты", cards=HAND)
    assert result.ephemeral and "Ход принят" in text_of(result), text_of(result)
    await simcord_env.advance_time(3601)
    assert game.phase.kind == "day" and "Король Пик" in master.state.hand
    # Day 2: Кукла thrown on the Оракул; before the reveal his abilities are not the Мастер's.
    result = await boss.slash(mine, "act", ability="Кинуть карты", cards="Кукла", target=puppet.name)
    assert result.ephemeral and "Сыграно сразу" in text_of(result), text_of(result)
    offered = [c["value"] for c in await boss.autocomplete(mine, "act", "ability", "")]
    assert "Пророчество" not in offered, offered
    await simcord_env.advance_time(3601)  # the Вече: nobody voted
    await simcord_env.advance_time(3601)  # night 2: nobody moves
    assert game.phase.kind == "day" and puppet.alive and target.alive

    # Day 3: the reveal; from now on the Оракул's day abilities are in the Мастер's menu, in his name.
    result = await boss.slash(mine, "act", ability="Кукла")
    assert result.ephemeral and "Сыграно сразу" in text_of(result), text_of(result)
    assert any(master.name in x and "Мастер карт" in x for x in lines(world.square))
    choices = await boss.autocomplete(mine, "act", "ability", "")
    prophecy = [c for c in choices if c["value"] == "Пророчество"]
    whose = game.texts._fluent_name(game.names[puppet.name], "gen")
    assert len(prophecy) == 1 and f"от имени {whose}" in prophecy[0]["name"], choices
    assert "Пророчество" not in [c["value"] for c in await doll.autocomplete(its, "act", "ability", "")]
    found = await boss.autocomplete(mine, "act", "target", "", ability="Пророчество")
    names = [c["name"] for c in found]
    assert target.name in names and master.name in names, names  # the Оракул's targets, not the Мастер's
    assert all(c["value"] == f"#{game.find(c['name']).seat}" for c in found)  # values are seats
    # The puppet's own use is refused, naming the Мастер.
    result = await doll.slash(its, "act", ability="Пророчество", target=target.name)
    assert result.ephemeral and master.name in text_of(result) and "Сыграно" not in text_of(result), \
        text_of(result)
    # The Мастер uses it: told at once, to him; the puppet learns nothing.
    result = await boss.slash(mine, "act", ability="пророчество", target=target.name)
    assert result.ephemeral and text_of(result).startswith("Сыграно сразу: «Пророчество»"), text_of(result)
    told = f"Тайная роль {game.texts._fluent_name(game.names[target.name], 'gen')} — {target.role}"
    assert any(told in x for x in lines(mine)), lines(mine)[-5:]
    assert not any(told in x for x in lines(its))
    assert not any(told in x for x in lines(world.square))
    assert puppet.uses_of("Пророчество", None), "the use is the puppet's (once a game)"
    result = await boss.slash(mine, "act", ability="Пророчество", target=master.name)
    assert result.ephemeral and "Сыграно" not in text_of(result), text_of(result)
