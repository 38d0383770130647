"""Cards (Mafic III «Летал»): «Мститель — будучи мертвым, вы можете продолжать вести публичное
обсуждение». Through the strict test Discord: a Мститель who died by the rules (his Hand emptied)
keeps writing in the town square by day, as the living do, and stays out of the graveyard (where the
dead talk: nothing of theirs reaches the living through him); any other dead player is silenced;
a Мститель the host removed for breaking the rules is silenced too."""

from __future__ import annotations

import random

import pytest

from core.model import PhaseKind
from simcord.backend.access import can_access_channel
from tests.bot.conftest import World, text_of


class Seeded(random.Random):
    """The lobby's seed source, fixed so that the deal (and so the test) is the same every run."""


async def start(world: World, monkeypatch, seed: int):
    monkeypatch.setattr("bot.lobby.random.SystemRandom", lambda: Seeded(seed))
    await world.setup()
    await world.host.slash(world.square, "game new", variant="cards")
    for i, player in enumerate(world.players):
        await player.slash(world.square, "join", **({"public_role": "Мститель"} if i == 0 else {}))
    await world.host.slash(world.square, "game start")
    table = world.table()
    await world.env.advance_time(3601)  # the decks are built: the first night
    assert table.game.phase.kind == PhaseKind.NIGHT
    return table


def seats(table):
    game = table.game
    avenger = next(p for p in game.players if p.public == "Мститель")
    # Another player of the Закон: two deaths that do not end the game.
    other = next(p for p in game.players if p.faction == "Закон" and p.seat != avenger.seat)
    return avenger, other


def reads(world, member, channel) -> bool:
    return can_access_channel(world.env, channel.id, member, history=True)


async def next_phase(world: World, table, kind: PhaseKind) -> None:
    for _ in range(3):
        if table.game.phase.kind == kind:
            return
        await world.env.advance_time(3601)
    assert table.game.phase.kind == kind


async def test_a_dead_avenger_talks_in_the_square_another_dead_does_not(simcord_env, monkeypatch):
    world = World(simcord_env, players=12)
    table = await start(world, monkeypatch, 6)
    game = table.game
    avenger, other = seats(table)
    # Both Hands emptied: at the night's end both die by the book («0 карт в Руке — смерть»).
    avenger.state.hand.clear()
    other.state.hand.clear()
    await next_phase(world, table, PhaseKind.DAY)
    assert not avenger.alive and not other.alive and not game.over
    assert game.variant.may_talk_dead(game, avenger) and not game.variant.may_talk_dead(game, other)
    him, them = world.actor(avenger.seat), world.actor(other.seat)
    living = world.actor(next(p.seat for p in game.living()))

    await him.send(world.square, "Я всё ещё с вами: голосуйте против Бориса")
    assert world.square.history()[-1].content == "Я всё ещё с вами: голосуйте против Бориса"
    with pytest.raises(Exception):
        await them.send(world.square, "и я тоже")
    assert all(m.content != "и я тоже" for m in world.square.history())
    await living.send(world.square, "слышим")
    # He may not watch the whole game (the spectators' thread shows every role); the other dead may.
    refused = await him.slash(world.square, "spectate")
    assert "говорите на площади" in text_of(refused), text_of(refused)
    offers = [m.content for m in world.channel("кладбище").history() if m.content.startswith("**Кладбище.**")]
    assert len(offers) == 1 and avenger.name not in offers[0] and other.name in offers[0], offers
    # The graveyard is the other dead player's, not the talking Мститель's.
    graveyard = world.channel("кладбище")
    assert reads(world, them, graveyard) and not reads(world, him, graveyard)
    assert not reads(world, living, graveyard)

    # By night the square is closed to him as to the living.
    await next_phase(world, table, PhaseKind.NIGHT)
    with pytest.raises(Exception):
        await him.send(world.square, "ночью")
    # The next day it opens again.
    await next_phase(world, table, PhaseKind.DAY)
    if not game.over:
        await him.send(world.square, "снова день")


async def test_a_removed_avenger_is_silenced(simcord_env, monkeypatch):
    world = World(simcord_env, players=12)
    table = await start(world, monkeypatch, 6)
    avenger, _ = seats(table)
    await world.host.slash(world.square, "host kill", player=avenger.name, reason="флуд")
    assert not avenger.alive and not table.game.variant.may_talk_dead(table.game, avenger)
    await next_phase(world, table, PhaseKind.DAY)
    with pytest.raises(Exception):
        await world.actor(avenger.seat).send(world.square, "я вернулся")
    assert reads(world, world.actor(avenger.seat), world.channel("кладбище"))
