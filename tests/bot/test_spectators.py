"""Spectators (issue 10), through the strict test Discord: /spectate during sign-up notes the member
(he may then not sign up; a player signed up may not watch); the game's start opens the spectators'
thread in the graveyard with every role and every player's holdings and adds him; what players learn
privately — results, holdings after each change, the questions put to them (as text, no buttons) —
is mirrored there with whom it was for; he never writes anywhere, and no player reads that thread."""

from __future__ import annotations

import random

import pytest

from core.model import PhaseKind
from simcord.backend.access import can_access_channel
from tests.bot.conftest import World, text_of
from tests.bot.helpers import assert_no_leaks, readers
from tests.bot.test_fantasy_editions import PUBLIC, seeded  # noqa: F401 - the fixture


def lines(channel) -> list[str]:
    return [line for m in channel.history() for line in m.content.splitlines()]


def watch_thread(world, table):
    graveyard = world.channel("кладбище")
    return next(t for t in graveyard.threads if t.id == table.meta.threads.watch)


async def note_spectator(world: World) -> None:
    """The spectator asks during sign-up (twice); a player signed up is refused; he cannot join."""
    first = await world.spectator.slash(world.square, "spectate")
    assert first.ephemeral and "записаны зрителем" in text_of(first), text_of(first)
    again = await world.spectator.slash(world.square, "spectate")
    assert again.ephemeral and "уже записаны зрителем" in text_of(again)
    joined = await world.spectator.slash(world.square, "join")
    assert joined.ephemeral and "играть в ней не можете" in text_of(joined)
    player = await world.players[0].slash(world.square, "spectate")
    assert player.ephemeral and "выпишитесь" in text_of(player)
    lobby = world.bot.games.table(world.guild.id)
    assert lobby.lobby and lobby.meta.spectators == [world.spectator.id]
    assert all(e["user"] != world.spectator.id for e in lobby.meta.lobby.signups)


async def test_spectator_from_sign_up_sees_questions_never_writes(simcord_env, seeded):  # noqa: F811
    world = World(simcord_env, players=10)
    everyone = [*world.players, world.host, world.admin, world.spectator]
    await world.setup()
    await world.host.slash(world.square, "game new", variant="fantasy", options="edition=I")
    for player, public in zip(world.players, PUBLIC):
        await player.slash(world.square, "join", public_role=public)
    await note_spectator(world)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    watch = watch_thread(world, table)
    # Only the spectator (and nobody playing) reads it; it opens with every role.
    assert readers(world, watch.id, everyone) - {world.host.id, world.admin.id} == {world.spectator.id}
    assert can_access_channel(world.env, world.channel("кладбище").id, world.spectator, history=True)
    opening = "\n".join(lines(watch))
    assert "Ветка зрителей" in opening
    assert all(p.name in opening and p.role in opening for p in game.players)
    for channel in (watch, world.square, world.channel("кладбище")):
        with pytest.raises(Exception):
            await world.spectator.send(channel, "привет")

    # The Мэр executed: Преемственность put to him — the spectators read the question, as text.
    mayor = game.players[1]
    await simcord_env.advance_time(3601)
    assert game.phase.kind == "day"
    for p in game.players:
        if p.seat != mayor.seat:
            await world.actor(p.seat).slash(world.square, "vote", target=mayor.name)
    await simcord_env.advance_time(3601)
    assert not mayor.alive and game.phase.kind == "night"
    seen = lines(watch)
    assert any(x.startswith(f"→ {mayor.name}: Преемственность") for x in seen), seen
    assert f"→ {mayor.name}: ждём ответа (свободный текст, например имя игрока)" in seen
    assert all(not m.components for m in watch.history())  # no buttons for spectators
    assert_no_leaks(world, table, [p for p in world.players])


async def test_spectator_reads_every_holdings_change_in_cards(simcord_env, monkeypatch):
    class Seeded(random.Random):
        pass

    monkeypatch.setattr("bot.lobby.random.SystemRandom", lambda: Seeded(3))
    world = World(simcord_env, players=12)
    everyone = [*world.players, world.host, world.admin, world.spectator]
    await world.setup()
    await world.host.slash(world.square, "game new", variant="cards")
    for player in world.players:
        await player.slash(world.square, "join")
    await note_spectator(world)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    watch = watch_thread(world, table)
    # The opening: every player's holdings, with whose they are (before the decks are built: that they are not).
    opening = lines(watch)
    for p in game.players:
        assert any(x.startswith(f"→ {p.name}: Колоды ещё не собраны") for x in opening), p.name
    count = len(watch.history())
    await simcord_env.advance_time(3601)  # the decks are built: holdings change, the night begins
    assert game.phase.kind == PhaseKind.NIGHT
    later = [line for m in watch.history()[count:] for line in m.content.splitlines()]
    for p in game.players:
        hand = next(x for x in table.meta.holdings.shown[str(p.seat)] if x.startswith("В Колоде"))
        assert f"→ {p.name}: {hand}" in later, (p.name, hand)
    # Holdings stay in their owner's thread for the players; nobody else playing reads the mirror.
    for p in game.players:
        assert readers(world, table.meta.threads.seats[p.seat], everyone) == {table.user_of(p.seat)}
        assert not can_access_channel(world.env, watch.id, world.actor(p.seat), history=True)
