"""Safe in every combination (issue 16, items 1–11): host tools, tables and names never open a
secret or give a wrong result, each class tried where it was found, on the strict test Discord."""

from __future__ import annotations

import asyncio
import random

import pytest
from simcord.backend.access import can_access_channel
from simcord.builders import ChannelHandle

from bot.client import MafiaBot
from bot.texts import t
from core.commands import Vote
from core.model import PhaseKind
from plugins.romanian.mechanics import RECRUITABLE, RECRUITER, clan_hearers
from tests.bot.conftest import World, make_config, text_of
from tests.bot.helpers import confirmed, readers
from tests.bot.test_romanian import answer_questions, faction_entry, romanian_world, seat_of_role


def channel(world: World, channel_id: int) -> ChannelHandle:
    return ChannelHandle(world.env, world.guild, world.env.backend.channels[channel_id])


def roles_of(world: World, member) -> set[int]:
    return set(world.env.backend.guilds[world.guild.id].members[member.id].role_ids)


async def undo(world: World, square=None):
    square = square or world.square
    asked = await world.host.slash(square, "host undo")
    message = asked.followups[-1] if asked.followups else asked.response
    return await world.host.click(message, label="Да, отменить")


def dms_of(world: World, user) -> list[str]:
    """What the bot told a member in direct messages."""
    backend = world.env.backend
    channel_id = backend.dm_channels.get(user.id)
    if channel_id is None:
        return []
    return [m.content for m in backend.messages.get(channel_id, {}).values()]


async def two_tables(world: World, config):
    config.max_tables = 2
    await world.setup()
    await world.admin.slash(world.general, "mafia setup", name="Вторник")
    guild = world.bot.get_guild(world.guild.id)
    games = world.bot.games
    return games.layout(guild), games.layout(guild, "Вторник")


# --- 1. undo takes back what the undone event gave: spectating, its thread, the graveyard --------


async def test_undo_takes_back_a_spectator_seat_and_its_secrets(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    graveyard = world.channel("кладбище").id
    # Removed, he watches: the spectators' thread and the graveyard.
    victim = world.actor(3)
    await confirmed(world.host, await world.host.slash(world.square, "host kill",
                                player=game.players[3].name, reason="флуд"))
    watched = await victim.slash(world.square, "spectate")
    assert watched.ephemeral and victim.id in table.meta.spectators
    assert readers(world, table.meta.threads.watch, [victim]) == {victim.id}
    await undo(world)
    game = world.table().game
    assert game.players[3].in_game
    # Seated and alive again, he reads neither the spectators' thread nor the graveyard.
    assert victim.id not in table.meta.spectators
    assert readers(world, table.meta.threads.watch, [victim]) == set()
    assert readers(world, graveyard, [victim]) == set()
    assert table.meta.roles.alive in roles_of(world, victim)
    assert table.meta.roles.dead not in roles_of(world, victim)

    # Replaced, the old player watches; the replacement is undone: the same.
    old = world.actor(5)
    newcomer = world.guild.add_member(simcord_env.create_user("new", global_name="Новенький"))
    await world.host.slash(world.square, "host replace", old=game.players[5].name, new=newcomer)
    assert "Вы смотрите" in text_of(await old.slash(world.square, "spectate")) or old.id in table.meta.spectators
    assert readers(world, table.meta.threads.watch, [old]) == {old.id}
    await undo(world)
    assert table.user_of(5) == old.id
    assert old.id not in table.meta.spectators
    assert readers(world, table.meta.threads.watch, [old, newcomer]) == set()
    assert readers(world, graveyard, [old]) == set()
    assert readers(world, table.meta.threads.seats[5], [old, newcomer]) == {old.id}


# --- 2. the opener hosts or plays --------------------------------------------------------------


async def test_the_opener_hosts_and_may_not_take_a_seat(simcord_env):
    world = World(simcord_env)
    lobby = await world.lobby(start=False)
    refused = await world.host.slash(world.square, "join")
    assert refused.ephemeral and text_of(refused) == t("lobby.host_cannot_play")
    assert world.host.id not in [e["user"] for e in lobby.meta.lobby.signups]
    signup = next(m for m in world.square.history() if m.components)
    clicked = await world.host.click(signup, label="Записаться")
    assert text_of(clicked) == t("lobby.host_cannot_play")
    assert world.host.id not in [e["user"] for e in lobby.meta.lobby.signups]
    # Nor may he take a seat by replacement, nor another holder of the table's host role.
    await world.host.slash(world.square, "game start")
    table = world.table()
    await world.host.slash(world.square, "host review", on=True)
    replaced = await world.admin.slash(world.square, "host replace", old=table.game.players[1].name,
                                       new=world.host)
    # (said of the one named, not to the one who asked: issue 31, item 11)
    assert text_of(replaced) == t("host.new_hosts", user=f"<@{world.host.id}>") and table.seat_of(world.host.id) is None
    # The review goes to the host, who is not seated: the game does not wait forever.
    await simcord_env.advance_time(3601)
    assert table.meta.review.current is not None
    assert readers(world, table.meta.review.current["thread"], [world.host, *world.players]) == {world.host.id}


# --- 3. undo takes back a faction thread an undone recruitment opened ------------------------


async def test_undo_of_a_recruitment_takes_the_recruit_out_of_the_clans_thread(simcord_env):
    world = await romanian_world(simcord_env, 14)
    table = world.table()
    game = table.game
    rng = random.Random(1)
    await simcord_env.advance_time(3601)  # Day 1 ends
    assert game.phase.kind == PhaseKind.NIGHT
    recruiter = seat_of_role(game, RECRUITER, team=1)
    recruit = next(p.seat for p in game.players if p.role in RECRUITABLE and p.in_game and p.role != "Мэр")
    await answer_questions(world, rng, choose=lambda q: q.options[0])
    await world.actor(recruiter).slash(world.thread_of(recruiter), "act", ability="Вербовка",
                                       target=game.players[recruit].name)
    await simcord_env.advance_time(3601)  # Night 1 ends: the recruit is asked
    await answer_questions(world, rng, choose=lambda q: "да" if q.seat == recruit else q.options[0])
    await simcord_env.advance_time(3601)  # Day 2 ends: he joins the clan
    clan = clan_hearers(game, 1)
    assert recruit in clan
    joined = faction_entry(table, clan)
    member = world.actor(recruit)
    assert readers(world, joined["thread"], [member]) == {member.id}
    await undo(world)  # Day 2's end, and with it the recruitment, is taken back
    game = world.table().game
    assert recruit not in clan_hearers(game, 1)
    assert readers(world, joined["thread"], [member]) == set()
    # No thread of the clan has him, and the void one is closed (locked, archived).
    for entry in table.meta.threads.factions:
        if entry["team"] == 1:
            assert recruit not in entry["seats"] and readers(world, entry["thread"], [member]) == set()
    assert simcord_env.backend.channels[joined["thread"]].thread_metadata.locked


async def test_a_replacement_hands_on_the_void_clan_thread_with_the_seat(simcord_env):
    """A clan member still reads the thread of an undone composition (his clan's words): when the
    host replaces him, the thread goes with the seat — the old user, no longer seated, loses it —
    and back again when the replacement is undone; it stays locked and archived."""
    world = await romanian_world(simcord_env, 14)
    table = world.table()
    game = table.game
    rng = random.Random(1)
    await simcord_env.advance_time(3601)
    recruiter = seat_of_role(game, RECRUITER, team=1)
    recruit = next(p.seat for p in game.players if p.role in RECRUITABLE and p.in_game and p.role != "Мэр")
    await answer_questions(world, rng, choose=lambda q: q.options[0])
    await world.actor(recruiter).slash(world.thread_of(recruiter), "act", ability="Вербовка",
                                       target=game.players[recruit].name)
    await simcord_env.advance_time(3601)
    await answer_questions(world, rng, choose=lambda q: "да" if q.seat == recruit else q.options[0])
    await simcord_env.advance_time(3601)
    void = faction_entry(table, clan_hearers(game, 1))["thread"]
    await undo(world)
    old = world.actor(recruiter)
    assert void in table.meta.threads.void and readers(world, void, [old]) == {old.id}
    newcomer = world.guild.add_member(simcord_env.create_user("new", global_name="Новенький"))
    await world.host.slash(world.square, "host replace", old=world.table().game.players[recruiter].name, new=newcomer)
    assert table.user_of(recruiter) == newcomer.id
    assert readers(world, void, [old, newcomer]) == {newcomer.id}
    await undo(world)
    assert table.user_of(recruiter) == old.id
    assert readers(world, void, [old, newcomer]) == {old.id}
    meta = simcord_env.backend.channels[void].thread_metadata
    assert meta.locked and meta.archived


# --- 4. a name cannot dodge the vote: peace is a choice of its own --------------------------


async def test_peace_is_a_choice_and_names_that_read_as_peace_are_refused(simcord_env):
    world = World(simcord_env)
    dash = world.guild.add_member(simcord_env.create_user("dash", global_name="-"))
    peace = world.guild.add_member(simcord_env.create_user("peace", global_name=t("tally.peace")))
    lobby = await world.lobby(start=False)
    for member in (dash, peace):
        refused = await member.slash(world.square, "join")
        assert refused.ephemeral and "мир" in text_of(refused)
        assert member.id not in [e["user"] for e in lobby.meta.lobby.signups]
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    await simcord_env.advance_time(3601)  # the day
    voter, aim = world.actor(0), game.living()[2]
    choices = await voter.autocomplete(world.square, "vote", "target", "")
    assert choices[0]["value"] == "#-"
    assert {c["value"] for c in choices[1:]} == {f"#{p.seat}" for p in game.living()}
    await voter.slash(world.square, "vote", target=f"#{aim.seat}")  # what the menu sends
    assert game.votes[0] == aim.seat
    await voter.slash(world.square, "vote", target="#-")
    assert game.votes[0] is None
    await voter.slash(world.square, "vote", target="-")  # typed peace still works
    assert game.votes[0] is None


# --- 5. invisible and look-alike names -----------------------------------------------------------


async def test_names_are_normalised_and_look_alikes_refused(simcord_env):
    world = World(simcord_env)  # players[0] is «Аня»
    invisible = world.guild.add_member(simcord_env.create_user("zw", global_name="Аня\u200b"))
    bidi = world.guild.add_member(simcord_env.create_user("bidi", global_name="\u202eБорис\u202c"))
    latin = world.guild.add_member(simcord_env.create_user("latin", global_name="Aня"))  # Latin A
    greek = world.guild.add_member(simcord_env.create_user("greek", global_name="Βика"))  # Greek Beta
    lobby = await world.lobby(start=False)
    for member in (invisible, bidi):
        await member.slash(world.square, "join")
    names = {e["user"]: e["name"] for e in lobby.meta.lobby.signups}
    assert names[invisible.id] == "Аня (2)" and names[bidi.id] == "Борис (2)"
    for member, twin in ((latin, "Аня"), (greek, "Вика")):
        refused = await member.slash(world.square, "join")
        assert refused.ephemeral and "не отличить" in text_of(refused) and twin in text_of(refused)
        assert member.id not in names
    assert all(name.isprintable() and "\u200b" not in name for name in names.values())
    await world.host.slash(world.square, "game start")
    game = world.table().game
    # A name typed with look-alike letters finds the one player it looks like.
    assert game.find("Aня").name == "Аня" and game.find("Аня\u200b").name == "Аня"


# --- 6. a second table is a first-class table --------------------------------------------------


async def test_every_command_finds_its_own_table(simcord_env, config):
    world = World(simcord_env, players=25)
    first, second = await two_tables(world, config)
    games = world.bot.games
    square1, square2 = channel(world, first.square.id), channel(world, second.square.id)
    await world.host.slash(square1, "game new", variant="hp")
    await world.host.slash(square2, "game new", variant="cards")
    for player in world.players[:13]:
        await player.slash(square1, "join")
    for player in world.players[13:]:
        await player.slash(square2, "join")
    # /profile gender reaches the sign-up of the table he is at (the second), not only the first.
    said = await world.players[14].slash(square2, "profile gender", gender="feminine")
    assert said.ephemeral
    lobby2 = games.table(world.guild.id, "Вторник")
    assert next(e for e in lobby2.meta.lobby.signups if e["user"] == world.players[14].id)["gender"] == "feminine"
    await world.host.slash(square1, "game start")  # the first table is busy
    await world.host.slash(square2, "game start")
    two = games.table(world.guild.id, "Вторник")
    assert two.live and str(two.game.phase.kind) == "setup"
    # The deck editor of the second table answers its player.
    seat = 0
    member = next(p for p in world.players if p.id == two.user_of(seat))
    thread = channel(world, two.meta.threads.seats[seat])
    entry = two.meta.decks[str(seat)]
    editor = next(m for m in thread.history() if m.id == entry["message"])
    clicked = await member.click(editor, label="Колода по умолчанию")
    assert "нет игры" not in text_of(clicked)
    assert two.meta.decks[str(seat)]["cards"], "the default deck was filled in"


# --- 7. a refused role change is told to the host and tried again -----------------------------


async def test_a_refused_role_change_is_reported_and_retried(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    backend = simcord_env.backend
    guild = backend.guilds[world.guild.id]
    bot_role = next(r for r in guild.roles.values() if r.managed)
    position = bot_role.position
    # An admin drags the bot's role below the game's roles mid-game.
    backend.edit_role(world.guild.id, bot_role.id, {"position": 0})
    victim = world.actor(3)
    await confirmed(world.host, await world.host.slash(world.square, "host kill",
                                player=table.game.players[3].name, reason="флуд"))
    alive, dead = table.meta.roles.alive, table.meta.roles.dead
    assert alive in roles_of(world, victim)  # Discord refused: he still writes in the square
    told = "\n".join(dms_of(world, world.host))
    assert "Поднимите роль бота" in told and victim.mention in told
    assert len(table.meta.pending_roles) == 2 and told.count("Поднимите роль бота") == 1  # told once
    # Fixed by the admin: the next phase's end does what was refused, and the host hears it.
    backend.edit_role(world.guild.id, bot_role.id, {"position": position})
    await simcord_env.advance_time(3601)
    assert alive not in roles_of(world, victim) and dead in roles_of(world, victim)
    assert not table.meta.pending_roles
    assert any("выполнены" in m for m in dms_of(world, world.host))


async def test_a_refused_role_change_is_retried_after_a_restart(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await world.lobby()
    backend = simcord_env.backend
    bot_role = next(r for r in backend.guilds[world.guild.id].roles.values() if r.managed)
    position = bot_role.position
    backend.edit_role(world.guild.id, bot_role.id, {"position": 0})
    victim = world.actor(3)
    await confirmed(world.host, await world.host.slash(world.square, "host kill",
                                player=table.game.players[3].name, reason="флуд"))
    alive, dead = table.meta.roles.alive, table.meta.roles.dead
    assert alive in roles_of(world, victim)
    # The refused changes are in the store, not only in the running bot's memory.
    record, _ = await store.load(table.id)
    assert len(record.meta["pending_roles"]) == 2
    # The admin puts the bot's role back, the bot restarts, the phase ends: the change is done.
    backend.edit_role(world.guild.id, bot_role.id, {"position": position})
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    await simcord_env.advance_time(3601)
    assert alive not in roles_of(world, victim) and dead in roles_of(world, victim)
    assert not world.table().meta.pending_roles
    assert not (await store.load(table.id))[0].meta["pending_roles"]


# --- 8. a member at two tables dies at both at once: no lost update -----------------------------


@pytest.fixture
def config(request):
    return make_config(members_intent=getattr(request, "param", False))


@pytest.mark.parametrize("config", [True], indirect=True, ids=["members-intent"])
async def test_dying_at_two_tables_at_once_loses_no_role_change(simcord_env, config):
    assert world_intents(simcord_env)
    world = World(simcord_env, players=25)
    first, second = await two_tables(world, config)
    square1, square2 = channel(world, first.square.id), channel(world, second.square.id)
    shared = world.players[0]
    await world.host.slash(square1, "game new", variant="hp")
    await world.admin.slash(square2, "game new", variant="hp")
    for player in world.players[:13]:
        await player.slash(square1, "join")
    for player in [shared, *world.players[13:]]:
        await player.slash(square2, "join")
    await world.host.slash(square1, "game start")
    await world.admin.slash(square2, "game start")
    games = world.bot.games
    one, two = games.table(world.guild.id, ""), games.table(world.guild.id, "Вторник")
    assert one.live and two.live
    # Both deaths at once (the member cache learns role changes late, as Discord's may).
    await asyncio.gather(games.host_tools.kill(one, one.seat_of(shared.id), ""),
                         games.host_tools.kill(two, two.seat_of(shared.id), ""))
    held = roles_of(world, shared)
    assert one.meta.roles.alive not in held and two.meta.roles.alive not in held
    assert one.meta.roles.dead in held and two.meta.roles.dead in held


def world_intents(env) -> bool:
    return env.bot.intents.members


# --- 9. no tally at night ------------------------------------------------------------------


async def test_a_vote_stored_at_the_deadline_posts_no_tally_at_night(simcord_env, monkeypatch):
    world = World(simcord_env)
    table = await world.lobby()
    await simcord_env.advance_time(3601)  # Night 1 -> Day 1
    phases = world.bot.games.phases
    stored = phases.submit

    async def deadline_right_after(tbl, command):
        outcome = await stored(tbl, command)
        if isinstance(command, Vote):
            await phases.end_phase(tbl)  # the deadline fires between the vote and its tally
        return outcome

    monkeypatch.setattr(phases, "submit", deadline_right_after)
    game = table.game
    await world.actor(0).slash(world.square, "vote", target=game.living()[1].name)
    assert not render_vote_phase(table)
    assert not any("Голосование" in m.content and "Ночь" in m.content for m in world.square.history())
    assert table.meta.tally is None


def render_vote_phase(table) -> bool:
    from bot import render

    return render.spec_of(table.game, table.game.phase.kind).vote


# --- 10. anonymous letters arrive in the order sent ----------------------------------------------


async def test_anonymous_letters_arrive_in_the_order_sent(simcord_env):
    world = World(simcord_env, players=12)
    table = await world.lobby(variant="fantasy", options="edition=v0.1")
    game = table.game
    assert game.phase.kind == PhaseKind.NIGHT
    reader = 0
    for sender, text in ((9, "первое письмо"), (2, "второе письмо")):  # not in seat order
        sent = await world.actor(sender).slash(world.thread_of(sender), "act", ability="Голубиная почта",
                                               target=game.players[reader].name, text=text)
        assert sent.ephemeral and "принят" in text_of(sent), text_of(sent)
    await simcord_env.advance_time(3601)
    lines = [line for m in world.thread_of(reader).history() for line in m.content.splitlines()]
    letters = [line for line in lines if "письмо" in line]
    assert len(letters) == 2 and "первое" in letters[0] and "второе" in letters[1], letters


# --- 11. threads over weeks --------------------------------------------------------------------


async def test_a_finished_games_threads_are_locked_and_archived(simcord_env, strict):
    world = World(simcord_env)
    table = await world.lobby()
    threads = [*table.meta.threads.seats, *(f["thread"] for f in table.meta.threads.factions)]
    await confirmed(world.host, await world.host.slash(world.square, "game end"))
    backend = simcord_env.backend
    for thread_id in threads:
        meta = backend.channels[thread_id].thread_metadata
        assert meta.archived and meta.locked, thread_id
    # The story stays readable: a player still reads his thread's history, and writes nothing.
    owner = world.actor(0)
    assert can_access_channel(simcord_env, table.meta.threads.seats[0], owner, history=True)
    assert list(world.thread_of(0).history(viewer=owner))

    # A busy server: with room for one game's threads only, the next game still starts.
    strict.thread_cap = len(backend.active_threads(world.guild.id)) + len(threads)
    again = await world.host.slash(world.square, "game new", variant="hp")
    assert again.ephemeral
    for player in world.players:
        await player.slash(world.square, "join")
    started = await world.host.slash(world.square, "game start")
    assert world.bot.games.table(world.guild.id).live, text_of(started)


async def test_a_thread_archived_after_a_week_of_silence_is_unarchived_to_be_used(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await world.host.slash(world.square, "host pause")
    await simcord_env.advance_time(8 * 24 * 3600)  # a week and more: Discord archives the threads
    await world.host.slash(world.square, "status")
    thread_id = table.meta.threads.seats[2]
    assert simcord_env.backend.channels[thread_id].thread_metadata.archived
    newcomer = world.guild.add_member(simcord_env.create_user("new", global_name="Новенький"))
    old = world.actor(2)
    await world.host.slash(world.square, "host replace", old=table.game.players[2].name, new=newcomer)
    assert readers(world, thread_id, [old, newcomer]) == {newcomer.id}


async def test_a_phase_change_keeps_within_the_channels_rate(simcord_env, strict):
    world = World(simcord_env)
    await world.lobby()
    mark = strict.mark()
    await simcord_env.advance_time(3601)
    assert strict.sent, "messages are counted"
    assert strict.over_rate(mark) == {}



async def test_a_full_server_refuses_the_start_with_a_reason_and_keeps_the_sign_up(simcord_env, strict):
    world = World(simcord_env)
    lobby = await world.lobby(start=False)
    strict.thread_cap = len(simcord_env.backend.active_threads(world.guild.id)) + 3  # three more only
    refused = await world.host.slash(world.square, "game start")
    assert "1000 активных веток" in text_of(refused)
    table = world.bot.games.table(world.guild.id)
    assert table is lobby and table.lobby and len(table.meta.lobby.signups) == len(world.players)
    assert len(simcord_env.backend.active_threads(world.guild.id)) <= strict.thread_cap - 3  # rolled back


async def test_a_locked_archived_thread_is_opened_to_post_a_result(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    thread_id = table.meta.threads.seats[0]
    await world.bot.http.edit_channel(thread_id, archived=True, locked=True)  # an admin closed it
    posted = await world.bot.games.phases.delivery.post(table, thread_id, ["итог ночи"])
    assert posted and not simcord_env.backend.channels[thread_id].thread_metadata.archived
    assert "итог ночи" in [m.content for m in world.thread_of(0).history()]


def test_no_code_path_falls_back_to_the_servers_first_table():
    """A table is found from where a command was used (or the game id a button carries), never
    as «the server's table» from the server alone."""
    import re

    from tests.conftest import ROOT

    pattern = re.compile(r"\.(table|running|lobby)\((interaction\.)?guild(_id|\.id)?\)")
    found = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "bot").rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if pattern.search(line)]
    assert not found, found
