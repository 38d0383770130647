"""Several tables on one server, the settings table, and spectators (issue 10, items 3 and 4)."""

from __future__ import annotations

import pytest
from simcord.backend import permissions as perms
from simcord.backend.access import can_access_channel
from simcord.builders import ChannelHandle

from bot.client import MafiaBot
from bot.tables import Refusal
from bot.texts import t
from core.model import Exit
from core.store.base import GameRecord
from tests.bot.conftest import World, text_of, whole_text_of
from tests.bot.helpers import confirmed


def channel(world: World, channel_id: int) -> ChannelHandle:
    return ChannelHandle(world.env, world.guild, world.env.backend.channels[channel_id])


def may(world: World, user, channel_id: int, permission: str) -> bool:
    backend = world.env.backend
    guild = backend.guilds[world.guild.id]
    value = perms.compute(guild, user.id, backend.channels[channel_id], now=world.env.now())
    return bool(value & perms.flag(permission)) or bool(value & perms.flag("administrator"))


def role_names(world: World, user) -> set[str]:
    guild = world.bot.get_guild(world.guild.id)
    backend = world.env.backend.guilds[world.guild.id]
    member = backend.members[user.id]
    return {guild.get_role(r).name for r in member.role_ids if guild.get_role(r) is not None}


async def two_tables(world: World):
    await world.setup()
    made = await world.admin.slash(world.general, "mafia setup", name="Вторник")
    assert "Стол «Вторник» готов" in text_of(made)
    games = world.bot.games
    guild = world.bot.get_guild(world.guild.id)
    return games.layout(guild), games.layout(guild, "Вторник")


async def test_two_games_at_once_each_at_its_table(simcord_env, config):
    config.max_tables = 2
    world = World(simcord_env, players=21)
    first, second = await two_tables(world)
    games = world.bot.games
    assert first.category.id != second.category.id
    assert second.category.name == "Мафия: Вторник"
    assert {second.host_role.name, second.alive_role.name, second.dead_role.name} == \
        {"Ведущий: Вторник", "Живые: Вторник", "Мёртвые: Вторник"}
    assert second.square.name == "площадь" and second.square.id != first.square.id
    # The limit: a third table is refused and nothing is made.
    third = await world.admin.slash(world.general, "mafia setup", name="Среда")
    assert third.ephemeral and "предел" in text_of(third) and "max_tables = 2" in text_of(third)
    assert games.layout(world.bot.get_guild(world.guild.id), "Среда") is None
    assert (await world.bot.store.load_settings())[world.guild.id]["tables"] == ["Вторник"]
    # A bad name is refused.
    assert "Название стола" in text_of(await world.admin.slash(world.general, "mafia setup", name="<@1>"))

    # Outside every table: a refusal that lists the tables.
    outside = await world.host.slash(world.general, "game new", variant="hp")
    text = text_of(outside)
    assert outside.ephemeral and "работает в каналах стола" in text
    assert f"<#{first.square.id}>" in text and f"<#{second.square.id}>" in text and "«Мафия: Вторник»" in text
    assert games.registry.values() == []

    square1, square2 = channel(world, first.square.id), channel(world, second.square.id)
    assert text_of(await world.host.slash(square1, "game new", variant="hp"))
    assert text_of(await world.host.slash(square2, "game new", variant="romanian"))
    again = await world.host.slash(square2, "game new", variant="hp")
    assert "За этим столом уже идёт игра" in text_of(again)
    for player in world.players[:13]:
        await player.slash(square1, "join")
    for player in world.players[13:]:
        await player.slash(square2, "join")
    # The sign-up button under table 2's announcement signs up for table 2.
    signup = next(m for m in square2.history() if m.components)
    late = world.guild.add_member(simcord_env.create_user("late", global_name="Опоздавший"))
    assert "записаны" in text_of(await late.click(signup, label="Записаться"))
    one, two = games.table(world.guild.id, ""), games.table(world.guild.id, "Вторник")
    assert [e["user"] for e in one.meta.lobby.signups] == [p.id for p in world.players[:13]]
    assert [e["user"] for e in two.meta.lobby.signups] == [p.id for p in world.players[13:]] + [late.id]
    # /status in a table's square shows that table's sign-up.
    status1 = text_of(await world.spectator.slash(square1, "status"))
    status2 = text_of(await world.spectator.slash(channel(world, second.graveyard.id), "status"))
    assert world.bot.engine.variant("romanian").title in status2 and world.players[13].mention in status2
    assert world.players[13].mention not in status1 and world.players[0].mention in status1
    await world.host.slash(square1, "game start")
    await world.host.slash(square2, "game start")
    one, two = games.table(world.guild.id, ""), games.table(world.guild.id, "Вторник")
    assert one.live and two.live and one.id != two.id
    assert one.game.variant.id == "hp" and two.game.variant.id == "romanian"
    # Each game's threads are in its own table's channel, its roles are its table's.
    for table, layout in ((one, first), (two, second)):
        for thread_id in table.meta.threads.seats:
            assert world.env.backend.channels[thread_id].parent_id == layout.channel.id
        assert table.meta.roles.alive == layout.alive_role.id
    assert "Живые: Вторник" in role_names(world, world.players[13])
    assert "Живые" not in role_names(world, world.players[13])
    assert "Живые" in role_names(world, world.players[0])

    # A command used in a thread knows its table: the player of table 2 sees table 2's card.
    seat = two.seat_of(world.players[13].id)
    thread = channel(world, two.meta.threads.seats[seat])
    card = whole_text_of(await world.players[13].slash(thread, "role"))
    assert two.game.players[seat].role in card
    # ... even when the bot's cache has lost the thread (as after a restart, for an archived one).
    world.bot.get_guild(world.guild.id)._threads.pop(thread.id, None)
    assert world.bot.get_guild(world.guild.id).get_thread(thread.id) is None
    assert two.game.players[seat].role in whole_text_of(await world.players[13].slash(thread, "role"))
    # ... and in table 1's square he is nobody's player.
    refused = await world.players[13].slash(square1, "role")
    assert refused.ephemeral and text_of(refused) == t("game.not_player")
    assert one.seat_of(world.players[13].id) is None

    # The host ends table 2's phase: table 1's phase is untouched.
    index1, index2 = one.game.phase.index, two.game.phase.index
    await world.host.slash(square2, "host end-phase")
    assert two.game.phase.index == index2 + 1
    assert one.game.phase.index == index1
    # Ending game 1 leaves game 2 running; table 1 is free again.
    await confirmed(world.host, await world.host.slash(square1, "game end"))
    assert games.table(world.guild.id, "") is None
    assert games.table(world.guild.id, "Вторник") is two and two.live
    # Both tables reload after a restart (game 2 with its table name).
    await simcord_env.restart_bot(MafiaBot(world.bot.engine, world.bot.store, world.bot.config))
    reloaded = world.bot.games.table(world.guild.id, "Вторник")
    assert reloaded is not None and reloaded.id == two.id and reloaded.name == "Вторник"
    assert reloaded.id in world.bot.timers.tasks


async def test_settings_live_in_their_table_and_old_records_move_there(simcord_env, engine, store, config):
    world = World(simcord_env)
    legacy = GameRecord(variant="@server", seed=0, setups=[],
                        meta={"server_settings": True, "guild": world.guild.id, "variants": ["romanian"],
                              "opener_role": world.openers.id})
    await store.create(legacy)
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    settings = world.bot.games.settings.of(world.guild.id)
    assert settings.variants == ["romanian"] and settings.opener_role == world.openers.id
    assert (await store.load_settings())[world.guild.id]["variants"] == ["romanian"]
    record, _ = await store.load(legacy.id)
    assert record.status == "over" and record.meta["migrated"]
    # A new choice goes to the settings table, not to a game record.
    await world.setup()
    await world.admin.slash(world.general, "mafia variants", variants="hp")
    assert (await store.load_settings())[world.guild.id]["variants"] == ["hp"]
    assert all(r.variant != "@server" or r.status == "over" for r in store._games.values())


async def test_settings_table_on_sqlite(tmp_path):
    from core.store.orm import TortoiseStore

    url = f"sqlite://{tmp_path / 'games.sqlite3'}"
    store = await TortoiseStore.open(url)
    try:
        await store.save_settings(42, {"variants": ["hp"], "tables": ["Вторник"]})
        await store.save_settings(42, {"variants": None, "tables": ["Вторник", "Среда"]})
        await store.save_settings(7, {"opener_role": 5})
    finally:
        await store.close()
    again = await TortoiseStore.open(url)
    try:
        assert await again.load_settings() == {42: {"variants": None, "tables": ["Вторник", "Среда"]},
                                               7: {"opener_role": 5}}
    finally:
        await again.close()


async def test_spectators_read_everything_and_write_nothing(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    graveyard, square = channel(world, table.meta.channels.graveyard), world.square
    watcher = world.spectator
    # A living player may not watch.
    refused = await world.players[0].slash(world.thread_of(0), "spectate")
    assert refused.ephemeral and "зрителем можно стать, только выбыв" in text_of(refused)
    assert table.meta.threads.watch is None
    # Someone not playing may: a private thread in the graveyard with the roles and the log so far.
    result = await watcher.slash(square, "spectate")
    assert result.ephemeral and "Вы зритель" in text_of(result)
    watch = table.meta.threads.watch
    assert world.env.backend.channels[watch].parent_id == graveyard.id
    assert can_access_channel(simcord_env, watch, watcher)
    shown = "\n".join(m.content for m in channel(world, watch).history())
    for player in game.players:
        assert player.role in shown
    assert not may(world, watcher, graveyard.id, "send_messages")
    assert not may(world, watcher, graveyard.id, "send_messages_in_threads")
    assert may(world, watcher, graveyard.id, "view_channel")
    assert not may(world, watcher, square.id, "send_messages")
    again = await watcher.slash(square, "spectate")
    assert "уже зритель" in text_of(again)
    # No living player can open the spectators' thread (nor the graveyard it is in).
    for player in world.players:
        assert not can_access_channel(simcord_env, watch, player)

    # The night's private results are mirrored there, with whom they were for.
    await world.host.slash(square, "host end-phase")
    private = [e for e in game.log if e.to is not None and e.phase == 0]
    lines = "\n".join(m.content for m in channel(world, watch).history())
    for event in private:
        assert game.texts.event(event) in lines

    # The host removes a player: he is offered to watch in the graveyard, and takes it by button.
    victim_seat = next(p.seat for p in game.players if p.in_game)
    victim = world.actor(victim_seat)
    await confirmed(world.host, await world.host.slash(square, "host kill",
                                player=game.players[victim_seat].name, reason="флуд"))
    offer = next(m for m in reversed(graveyard.history()) if m.components)
    assert "Смотреть игру" in str(offer.components) or offer.components
    clicked = await victim.click(offer, label="Смотреть игру")
    assert "Вы зритель" in text_of(clicked)
    assert victim.id in table.meta.spectators and can_access_channel(simcord_env, watch, victim)
    # A spectator cannot take a seat.
    seat = next(p.seat for p in game.players if p.in_game)
    replaced = await world.host.slash(square, "host replace", old=game.players[seat].name, new=watcher)
    assert "зритель" in text_of(replaced) and table.user_of(seat) != watcher.id
    # At the end the spectators' own graveyard overwrites go.
    await confirmed(world.host, await world.host.slash(square, "game end"))
    overwrites = world.env.backend.channels[graveyard.id].overwrites
    assert overwrites and all(o.target_id not in (watcher.id, victim.id) for o in overwrites)


async def test_where_the_dead_may_return_they_may_not_watch(simcord_env):
    """The dead of a book that raises them may not watch; one the host removed is out for good (nothing
    raises him) and may."""
    world = World(simcord_env, players=10)
    table = await world.lobby(variant="fantasy")
    game = table.game
    assert game.variant.raises_dead
    graveyard = channel(world, table.meta.channels.graveyard)
    dead, removed = [p.seat for p in game.players if p.in_game][:2]
    game.leave(game.players[dead], Exit.DIED)  # (as a night's death does)
    assert not any(m.components for m in graveyard.history())  # no offer to watch
    refused = await world.actor(dead).slash(world.square, "spectate")  # (no role swap without the bot)
    assert refused.ephemeral and text_of(refused) == t("spectate.may_return")
    assert table.meta.threads.watch is None
    await confirmed(world.host, await world.host.slash(world.square, "host kill",
                                player=game.players[removed].name, reason="флуд"))
    assert game.players[removed].out is Exit.REMOVED
    assert "Вы зритель" in text_of(await world.actor(removed).slash(graveyard, "spectate"))
    # Someone not playing still may.
    assert "Вы зритель" in text_of(await world.spectator.slash(graveyard, "spectate"))


async def test_a_prisoner_may_not_watch(simcord_env):
    """Out of the game alive (the Romanian prison) is not out for good: he may come back."""
    world = World(simcord_env, players=8)
    table = await world.lobby(variant="romanian")
    games = world.bot.games
    prisoner = table.game.players[0]
    table.game.leave(prisoner, Exit.JAILED)  # as the Romanian day's prison does (plugins/romanian/day.py)
    assert not prisoner.in_game and prisoner.alive
    with pytest.raises(Refusal) as refused:
        games.spectators.may_watch(table, table.user_of(0))
    assert refused.value.text == t("spectate.playing")
    table.game.leave(prisoner, Exit.DIED)
    games.spectators.may_watch(table, table.user_of(0))  # dead for good: he may
