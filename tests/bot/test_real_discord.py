"""Issue 12: what real Discord does and simcord alone would not show — one test (or more) per
class. The strict harness (tests/bot/strict.py) runs under all of them."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from types import SimpleNamespace

import discord
import pytest
from simcord.backend.errors import BackendError

from bot import render
from bot.tables import Refusal
from tests.bot import strict as strict_module
from tests.bot.conftest import World, text_of
from tests.bot.helpers import confirmed, readers

# --- the harness itself -------------------------------------------------------------------


class FakeBackend:
    def __init__(self) -> None:
        self.interactions = {}


def test_harness_refuses_what_discord_refuses(strict):
    strict.backend = FakeBackend()
    none = {"parse": []}
    with pytest.raises(BackendError):
        strict.check("POST", "/channels/1/messages", {"content": "x" * 2001, "allowed_mentions": none})
    with pytest.raises(BackendError):
        strict.check("POST", "/channels/1/messages", {"content": "x", "allowed_mentions": none, "components": [
            {"type": 1, "components": [{"type": 3, "custom_id": "a", "options": [
                {"label": str(i), "value": str(i)} for i in range(26)]}]}]})
    with pytest.raises(BackendError):
        strict.check("POST", "/interactions/5/tok/callback",
                     {"type": 8, "data": {"choices": [{"name": str(i), "value": str(i)} for i in range(26)]}})
    with pytest.raises(BackendError):
        strict.check("POST", "/channels/1/messages", {"embeds": [{"description": "x" * 4097}]})
    with pytest.raises(BackendError):
        strict.check("PUT", "/applications/1/commands", [{"name": "Игра", "description": "x"}])
    # A message whose mentions Discord would parse is flagged (not refused: Discord would ping).
    strict.check("POST", "/channels/1/messages", {"content": "<@42> убит", "allowed_mentions": {"parse": ["users"]}})
    strict.check("POST", "/channels/1/messages", {"content": "без allowed_mentions"})
    assert len(strict.take("allowed_mentions")) == 2
    assert len(strict.take()) == 5


def test_harness_flags_calls_before_the_answer(strict):
    backend = FakeBackend()
    backend.interactions[7] = SimpleNamespace(id=7, responded=False, command_name="vote", type=2)
    strict.backend = backend
    token = strict_module._current.set(7)
    try:
        strict.check("POST", "/channels/1/messages", {"content": "x", "allowed_mentions": {"parse": []}})
        strict.before_call("store.append")
        assert len(strict.take("not answered before")) == 2
        backend.interactions[7].responded = True
        strict.before_call("store.append")
        assert strict.take() == []
    finally:
        strict_module._current.reset(token)
    assert strict.unanswered() == []


async def test_harness_refuses_overwrites_the_bot_lacks(simcord_env, strict):
    world = World(simcord_env)
    await world.setup()
    square = world.square
    # Manage Webhooks is not in the invite: Discord answers 403.
    with pytest.raises(discord.Forbidden):
        await world.bot.http.edit_channel_permissions(square.id, world.guild.id, str(1 << 29), "0", 0)
    assert strict.take("lacks")


# --- 1. mentions and names ---------------------------------------------------------------


def test_names_are_escaped():
    shown = render.name("<@123> **жирный** `код` @everyone")
    assert "<@123>" not in shown and "**" not in shown and "`код`" not in shown
    assert "@everyone" not in shown
    assert render.safe_name("<@123> **Вася**") == "123 Вася"
    assert render.safe_name("<@>") == "Игрок"


async def test_a_mention_as_a_nickname_pulls_nobody_into_threads(simcord_env):
    world = World(simcord_env)
    victim = world.spectator
    world.players[0] = world.guild.add_member(simcord_env.create_user("trick", global_name=f"<@{victim.id}>"))
    world.players[1] = world.guild.add_member(simcord_env.create_user("bold", global_name="**`Гром`**"))
    table = await world.lobby()
    game = table.game
    names = [p.name for p in game.players]
    assert not any("<@" in n or "*" in n or "`" in n for n in names)
    # Nobody but the seat's owner reads a thread, whatever the names said.
    everyone = [*world.players, world.host, world.admin, world.spectator]
    for seat in range(len(game.players)):
        assert readers(world, table.meta.threads.seats[seat], everyone) == {table.user_of(seat)}
    await simcord_env.advance_time(3601)
    for seat in range(len(game.players)):
        assert victim.id not in readers(world, table.meta.threads.seats[seat], [victim])


# --- 2. a host who plays ------------------------------------------------------------------


async def test_a_seated_host_or_admin_gets_no_host_tools(simcord_env):
    world = World(simcord_env, players=12)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="hp")
    # The opener hosts: he may not take a seat (issue 16, item 2); an admin may play.
    refused = await world.host.slash(world.square, "join")
    assert "ведущий видит кладбище" in text_of(refused)
    for member in [world.admin, *world.players]:
        await member.slash(world.square, "join")
    await world.host.slash(world.square, "game start")
    table = world.table()
    assert table.seat_of(world.host.id) is None and table.seat_of(world.admin.id) is not None
    for who in (world.admin,):
        for command in ("host log", "host pause", "host end-phase"):
            result = await who.slash(world.square, command)
            assert "ведущий либо играет, либо ведёт" in text_of(result), (who, command)
    assert not table.record.paused


# --- 3. who may open a game, and with which rules ------------------------------------------


async def test_opening_games_is_a_server_setting(simcord_env):
    world = World(simcord_env)
    await world.setup()
    result = await world.players[0].slash(world.square, "game new", variant="hp")
    assert "Открывать игры на этом сервере могут" in text_of(result)
    assert world.table() is None
    await world.admin.slash(world.general, "mafia variants", variants="romanian")
    choices = await world.host.autocomplete(world.square, "game new", "variant", "")
    assert [c["value"] for c in choices] == ["romanian"]
    result = await world.host.slash(world.square, "game new", variant="hp")
    assert "не включён" in text_of(result)
    # The setting survives a restart (it is in the store).
    settings = world.bot.games.settings
    settings.by_guild.clear()
    await world.bot.games.registry.load_all()
    assert settings.of(world.guild.id).variants == ["romanian"]


async def test_host_role_is_taken_back(simcord_env):
    world = World(simcord_env)
    await world.setup()
    host_role = world.bot.games.layout(world.bot.get_guild(world.guild.id)).host_role.id
    member = simcord_env.backend.guilds[world.guild.id].members

    await world.host.slash(world.square, "game new", variant="hp")
    assert host_role in member[world.host.id].role_ids
    await world.host.slash(world.square, "game end")  # an abandoned sign-up
    assert host_role not in member[world.host.id].role_ids

    await world.host.slash(world.square, "game new", variant="hp")
    for player in world.players:
        await player.slash(world.square, "join")
    await world.host.slash(world.square, "game start")
    assert host_role in member[world.host.id].role_ids
    # The game ends.
    await confirmed(world.host, await world.host.slash(world.square, "game end"))
    assert host_role not in member[world.host.id].role_ids


# --- 4. /mafia setup with the invite's permissions; admins' overwrites kept ----------------


async def test_setup_twice_keeps_admin_overwrites(simcord_env):
    world = World(simcord_env)
    first = text_of(await world.setup())
    assert "Сервер готов" in first
    moderators = world.guild.create_role("Модераторы")
    backend = simcord_env.backend
    from simcord.backend.models import Overwrite

    backend.set_overwrite(world.square.id, Overwrite(target_id=moderators.id, type=0,
                                                     allow=discord.Permissions(send_messages=True).value, deny=0))
    everyone = next(o for o in backend.channels[world.square.id].overwrites if o.target_id == world.guild.id)
    everyone.deny |= discord.Permissions(embed_links=True).value
    await simcord_env.settle()
    second = text_of(await world.setup())
    assert "Сервер готов" in second
    overwrites = {o.target_id: o for o in backend.channels[world.square.id].overwrites}
    assert overwrites[moderators.id].allow & discord.Permissions(send_messages=True).value
    assert overwrites[world.guild.id].deny & discord.Permissions(embed_links=True).value
    assert overwrites[world.guild.id].deny & discord.Permissions(send_messages=True).value


# --- 5. races ------------------------------------------------------------------------------


async def test_two_starts_make_one_game(simcord_env):
    world = World(simcord_env)
    lobby = await world.lobby(start=False)
    games = world.bot.games
    guild = world.bot.get_guild(world.guild.id)
    results = await asyncio.gather(games.starter.start(lobby, guild), games.starter.start(lobby, guild),
                                   return_exceptions=True)
    assert sum(isinstance(r, Refusal) for r in results) == 1
    store = world.bot.store
    started = [r for r in store._games.values() if not r.meta.get("lobby") and not r.meta.get("server_settings")]
    assert len(started) == 1


async def test_end_phase_names_its_phase_and_a_pause_stays(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    games = world.bot.games
    seen = table.game.phase.index
    await simcord_env.advance_time(3601)  # the deadline ends the phase first
    assert table.game.phase.index == seen + 1
    assert await games.host_tools.end_phase(table, seen) is False  # the host's late command ends nothing more
    assert table.game.phase.index == seen + 1
    # A pause that meets a phase ending stays a pause.
    await world.host.slash(world.square, "host pause")
    assert await games.phases.end_phase(table, expected=table.game.phase.index) is None
    assert table.record.paused and table.game.phase.index == seen + 1
    result = await world.host.slash(world.square, "host end-phase")
    assert "завершена" in text_of(result) and table.game.phase.index == seen + 2
    assert table.record.paused and table.id not in world.bot.timers.tasks  # still a pause
    await simcord_env.advance_time(3 * 3601)
    assert table.game.phase.index == seen + 2
    await world.host.slash(world.square, "host resume")
    await simcord_env.advance_time(3601)
    assert table.game.phase.index == seen + 3 or table.game.over


# --- 6. posts judged by their own timestamp ----------------------------------------------


async def test_a_day_post_seen_after_the_day_is_not_late(simcord_env):
    world = World(simcord_env)
    table = await world.lobby(variant="romanian")
    await simcord_env.advance_time(3601)  # the day ends: a night follows
    phases = world.bot.games.phases
    assert phases.post_topic(table) == "late_posts"
    started = discord.utils.utcnow()
    table.meta.clock.phase_started = started.isoformat()
    seat = table.game.living()[0].seat

    def message(at):
        return SimpleNamespace(author=SimpleNamespace(bot=False, id=table.user_of(seat)),
                               channel=SimpleNamespace(id=table.meta.channels.square), created_at=at)

    await phases.count_post(table, message(started - timedelta(seconds=1)))
    assert phases.post_counts(table, "late_posts")[seat] == 0
    await phases.count_post(table, message(started + timedelta(seconds=1)))
    assert phases.post_counts(table, "late_posts")[seat] == 1


# --- 7. the largest game fits Discord's limits ----------------------------------------------


async def test_romanian_thirty_fits(simcord_env):
    world = World(simcord_env, players=30)
    table = await world.lobby(variant="romanian")
    game = table.game
    assert len(game.players) == 30
    status = await world.actor(0).slash(world.square, "status")
    assert "В игре (30)" in text_of(status)
    # Everyone votes: the live tally stays one message within the limit.
    target = game.players[1].name
    for player in game.players:
        if game.variant.may_vote(game, player) is None:
            await world.actor(player.seat).slash(world.square, "vote", target=target)
    tally = world.square.history()[-1].content
    assert len(tally) <= 2000 and "Голосование" in tally
    # A target menu offers every legal target, 25 to a menu (at night: by day no ability may be
    # used on more than 25 players — the menu offers only what the engine takes).
    from bot.cogs.play import legal_targets

    await simcord_env.advance_time(3601)
    assert game.phase.kind == "night"
    for player in game.players:
        for ability in game.available(player):
            options = legal_targets(table, player.seat, ability.name)
            if ability.min_targets >= 1 and len(options) > 25:
                result = await world.actor(player.seat).slash(world.thread_of(player.seat), "act",
                                                              ability=ability.name)
                rows = (result.followups[-1] if result.followups else result.response).components
                offered = [o["value"] for row in rows for item in row["components"] for o in item["options"]]
                assert sorted(map(int, offered)) == sorted(s for _, s in options)
                return
    pytest.fail("no ability with more than 25 targets at 30 players")


async def test_hp_sixty_signup_fits(simcord_env):
    world = World(simcord_env, players=60)
    table = await world.lobby(start=False)
    assert len(table.meta.lobby.signups) == 60
    text = world.bot.games.lobby.signup_text(table)
    assert len(text) <= 2000
    assert all(f"<@{p.id}>" in text for p in world.players)


# --- 9. deleted channels, removal from a server ------------------------------------------


async def test_deleted_square_is_recreated_and_the_host_told(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    old = table.meta.channels.square
    simcord_env.backend.delete_channel(old)
    await simcord_env.settle()
    await simcord_env.advance_time(3601)
    assert table.meta.channels.square != old
    square = world.square
    assert square.id == table.meta.channels.square
    assert any("Итоги" in m.content for m in square.history())
    dm = simcord_env.backend.dm_channels.get(world.host.id)
    assert dm is not None
    texts = [m.content for m in simcord_env.backend.messages.get(dm, {}).values()]
    assert any("создал его заново" in x for x in texts)


async def test_removal_from_a_server_stops_its_timers(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    assert table.id in world.bot.timers.tasks
    simcord_env.backend.remove_guild(world.guild.id)
    await simcord_env.settle()
    assert table.id not in world.bot.timers.tasks
    assert world.bot.games.table(world.guild.id) is None


def host_dms(simcord_env, world) -> list[str]:
    dm = simcord_env.backend.dm_channels.get(world.host.id)
    return [m.content for m in simcord_env.backend.messages.get(dm, {}).values()] if dm else []


async def test_deleted_role_is_recreated_and_given_back(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    backend = simcord_env.backend
    old_dead = table.meta.roles.dead
    backend.delete_role(world.guild.id, old_dead)
    await simcord_env.settle()
    victim = table.game.players[2]
    result = await confirmed(world.host, await world.host.slash(world.square, "host kill",
                                         player=victim.name, reason="флуд"))
    gender = table.game.names[victim.name].gender  # «Вика удалена», «Борис удалён», «Игрок Саша удалён»
    said = {"feminine": f"{victim.name} удалена из игры", "masculine": f"{victim.name} удалён из игры"}
    assert said.get(gender, f"Игрок {victim.name} удалён из игры") in text_of(result), text_of(result)
    new_dead = table.meta.roles.dead
    assert new_dead != old_dead
    assert new_dead in backend.guilds[world.guild.id].members[table.user_of(victim.seat)].role_ids
    assert any("создал её заново" in text for text in host_dms(simcord_env, world))


async def test_deleted_thread_is_reported_to_the_host(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    seat = 0
    simcord_env.backend.delete_channel(table.meta.threads.seats[seat])
    await simcord_env.settle()
    await world.bot.games.phases.delivery.post(table, table.meta.threads.seats[seat], ["проверка"])
    whose = table.game.texts._fluent_name(table.game.names[table.game.players[seat].name], "gen")
    assert any(f"Личная ветка {whose} удалена" in text
               for text in host_dms(simcord_env, world))


async def test_hp_sixty_day_fits(simcord_env):
    """HP at its maximum: sixty threads, a day where everyone votes; every message fits (the
    harness refuses any that does not) and the tally stays one message."""
    from tests.bot.conftest import NAMES

    world = World(simcord_env, players=60)
    for i, player in enumerate(world.players):  # long display names: the worst case
        simcord_env.backend.users[player.id].global_name = f"{NAMES[i % len(NAMES)]} Длиннофамильный-{i:02d}"
    table = await world.lobby()
    game = table.game
    assert len(game.players) == 60 and all("Длиннофамильный" in p.name for p in game.players)
    await simcord_env.advance_time(3601)
    assert game.variant.spec(game.phase.kind).vote
    target = game.living()[0].name
    for player in list(game.living()):
        if game.variant.may_vote(game, player) is None:
            await world.actor(player.seat).slash(world.square, "vote", target=target)
    tally = next(m.content for m in world.square.history() if m.id == table.meta.tally)
    assert len(tally) <= 2000 and target.split()[0] in tally
    status = await world.spectator.slash(world.square, "status")
    assert "В игре (" in text_of(status)
