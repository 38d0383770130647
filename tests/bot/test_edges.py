"""Trust at every edge (issue 32, items 1–8), each class on the strict test Discord: hostile names
(markup, look-alikes across scripts, invisible code points, commas), a stale game that keeps its
table, a dead player who may still move, confirmations pressed late, the game's end (refused
role changes, a graceful stop), and the smaller ones."""

from __future__ import annotations

import asyncio
import re

from bot.client import MafiaBot
from bot.cogs.play import legal_targets, typed_seats
from bot.render import LINK, LIST_START, MARKUP
from bot.tables import Refusal
from bot.texts import t
from core.commands import Answer, Vote
from core.model import PhaseKind
from tests.bot.conftest import World, text_of
from tests.bot.helpers import confirmed
from tests.bot.test_safety import dms_of, roles_of

HOSTILE = {
    0: "[Борис](https://x.co)",  # a masked link reading «Борис» (there is a real Борис)
    3: "@everyone <@123456> ||тайна|| `код`",
    4: "- Список __жирный__ ~~х~~",
    5: "1. Первый # Заголовок > цитата",
    6: "Борис, Вика",  # a comma (Борис and Вика sit too)
}


def hostile_world(env, names: dict[int, str] = HOSTILE, players: int = 13) -> World:
    world = World(env, players=players)
    for seat, name in names.items():
        world.players[seat] = world.guild.add_member(env.create_user(f"h{seat}", global_name=name))
    return world


def bot_lines(world) -> list[str]:
    """Every line the bot wrote in any channel or thread of the server (not ephemeral replies)."""
    backend = world.env.backend
    channels = [c.id for c in backend.channels.values() if c.guild_id == world.guild.id]
    return [line for cid in channels for m in backend.messages.get(cid, {}).values()
            if m.author_id == backend.bot_user.id and not m.is_ephemeral for line in (m.content or "").splitlines()]


# --- 1. markup in a name -------------------------------------------------------------------------


async def test_a_name_carries_no_markup_anywhere_the_bot_writes_it(simcord_env):
    world = hostile_world(simcord_env)
    table = await world.lobby()
    game = table.game
    names = [p.name for p in game.players]
    for name in names:  # refused at the door: no mention, markup, list, link
        assert not MARKUP.search(name) and not LIST_START.match(name) and not LINK.search(name), name
    link = game.players[table.seat_of(world.players[0].id)].name
    assert link == "Борис(https:x.co)" and link != "Борис"
    # The day: everyone votes, half for the link's player and half for the real Борис.
    await simcord_env.advance_time(3601)
    if not game.over:
        real = game.find("Борис").seat
        for player in game.living():
            aim = table.seat_of(world.players[0].id) if player.seat % 2 else real
            if game.validate(Vote(player.seat, aim)) is None:
                await world.actor(player.seat).slash(world.square, "vote", target=f"#{aim}")
    lines = bot_lines(world)
    assert any(link in line for line in lines)  # the tally, the recap, the cards
    for line in lines:
        assert "](" not in line and "://" not in line, line  # no masked link, no link at all
        assert "@everyone" not in line and "<@123456>" not in line and "||" not in line, line
    # A line that starts with a name starts with no list, quote or heading.
    for line in lines:
        for name in names:
            if line.startswith(name):
                assert not re.match(r"^([-+*>#]|\d+[.)])\s", line), line


# --- 2. look-alikes across scripts, invisible code points ---------------------------------------


async def test_look_alikes_across_scripts_and_invisible_code_points_make_no_twin(simcord_env):
    world = World(simcord_env, players=15)  # «Аня», «Борис», «Вика», «Глеб», …, «Лена», …, «Полина»
    lookalikes = {"Γлеб": "Глеб", "Πолина": "Полина", "Лëна": "Лена"}  # Greek Γ, Π; Latin ë
    invisible = {"Вика\U000E0100": "Вика", "Ан\u180bя": "Аня"}  # VS17; Mongolian FVS1
    members = {name: world.guild.add_member(simcord_env.create_user(f"l{i}", global_name=name))
               for i, name in enumerate([*lookalikes, *invisible])}
    lobby = await world.lobby(start=False)
    for name, member in members.items():
        reply = text_of(await member.slash(world.square, "join"))
        signed = {e["user"]: e["name"] for e in lobby.meta.lobby.signups}
        if name in lookalikes:
            assert "не отличить" in reply and lookalikes[name] in reply and member.id not in signed
        else:  # the invisible code point dropped: the same name, numbered
            assert signed[member.id] == f"{invisible[name]} (2)"


# --- 3. a name with a comma ------------------------------------------------------------------------


async def test_a_name_with_a_comma_is_one_player_and_an_ambiguous_list_is_refused(simcord_env):
    world = hostile_world(simcord_env, {6: "Борис, Вика"})
    table = await world.lobby()
    game = table.game
    comma = table.seat_of(world.players[6].id)
    boris, vika, anya = game.find("Борис").seat, game.find("Вика").seat, game.find("Аня").seat
    assert game.players[comma].name == "Борис, Вика"
    assert typed_seats(table, "Аня, Борис") == [anya, boris]
    assert typed_seats(table, "Вика, Аня") == [vika, anya]
    assert typed_seats(table, f"#{comma}, Аня") == [comma, anya]  # what the menus send: seats
    try:
        typed_seats(table, "Борис, Вика, Аня")
    except Refusal as refusal:
        assert "читается по-разному" in refusal.text and "«Борис, Вика»" in refusal.text
    else:
        raise AssertionError("an ambiguous list was split")
    # The list's autocomplete sends seats; the player with the comma is one choice. The deal is
    # random: take a move (of another player) that may name him.
    seat, ability = next((p.seat, a.name) for p in game.players if p.seat != comma
                         for a in game.available(p)
                         if comma in {s for _, s in legal_targets(table, p.seat, a.name)})
    choices = await world.actor(seat).autocomplete(world.thread_of(seat), "act", "targets", "Бор", ability=ability)
    values = {c["value"]: c["name"] for c in choices}
    assert all(re.fullmatch(r"(#\d+, )*#\d+", v) for v in values), values
    assert values.get(f"#{comma}") == "Борис, Вика"
    # A typed list that reads two ways is refused with its reason, and nothing changes.
    before = len(game.commands)
    reply = text_of(await world.actor(seat).slash(world.thread_of(seat), "act", ability=ability,
                                                  targets="Борис, Вика, Аня"))
    assert "читается по-разному" in reply and len(game.commands) == before


# --- 4. a stale game keeps its table ---------------------------------------------------------------


async def test_a_stale_game_keeps_its_table_until_it_is_ended_or_loads_again(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await world.lobby()
    alive = world.bot.games.layout(world.bot.get_guild(world.guild.id)).alive_role.id
    await simcord_env.bot.close()
    _, commands = await store.load(table.id)
    await store.append(table.id, len(commands), Vote(1, 2).to_json())  # refused at night: a rules change
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    held = world.bot.games.table(world.guild.id)
    assert held.stale is not None and held.id == table.id and held.id not in world.bot.timers.tasks
    # The table is held: no new game, and the host is told what to do.
    refused = text_of(await world.host.slash(world.square, "game new", variant="hp"))
    assert f"игра №{table.id}" in refused and "/игра конец" in refused
    host_thread = next(x for x in world.game_channel.threads if x.id == table.meta.threads.host)
    told = dms_of(world, world.host) + [m.content for m in host_thread.history()]  # (his thread, if the game has one)
    assert any("Стол остаётся за этой игрой" in text and "/игра конец" in text for text in told)
    assert "игра №" in text_of(await world.players[0].slash(world.square, "status"))
    # Its players keep their roles: the game is not over, only unplayed.
    assert all(alive in roles_of(world, p) for p in world.players)
    # The rules accept it again (an update): it loads into its own table, with its timer — no orphan.
    await simcord_env.bot.close()
    await store.rewrite(table.id, len(commands), [])
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    back = world.bot.games.table(world.guild.id)
    assert back.id == table.id and back.live and back.id in world.bot.timers.tasks
    # Stale again; the host ends it: the roles go as at any game's end, and the table is free.
    await simcord_env.bot.close()
    await store.append(table.id, len(commands), Vote(1, 2).to_json())
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    ended = text_of(await confirmed(world.host, await world.host.slash(world.square, "game end")))
    assert ended == t("game.ended")
    assert not any(alive in roles_of(world, p) for p in world.players)
    assert world.bot.games.table(world.guild.id) is None
    record, _ = await store.load(table.id)
    assert record.status == "over"
    opened = await world.host.slash(world.square, "game new", variant="hp")
    assert world.bot.games.table(world.guild.id).lobby, text_of(opened)


# --- 5. HP's dead Мститель who may still move --------------------------------------------------


async def test_a_dead_avenger_who_may_still_move_is_not_offered_spectating(simcord_env):
    world = World(simcord_env)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="hp")
    await world.host.slash(world.square, "game roles", roles=", ".join(["Комиссар"] * 11 + ["Босс", "Киллер"]))
    for i, player in enumerate(world.players):
        await player.slash(world.square, "join", **({"public_role": "Мститель"} if i == 0 else {}))
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    avenger = game.players[table.seat_of(world.players[0].id)]
    await world.host.slash(world.square, "host end-phase")  # night 1 → day 1
    for player in game.living():
        if player.seat != avenger.seat:
            await world.actor(player.seat).slash(world.square, "vote", target=f"#{avenger.seat}")
    await world.host.slash(world.square, "host end-phase")  # the town executes him: night 2
    assert not avenger.alive and game.phase.kind == PhaseKind.NIGHT and not game.over
    assert game.available(avenger), "the book lets a Мститель killed by day act the next night"
    told = "\n".join(m.content for m in world.thread_of(avenger.seat).history())
    assert t("death.may_act") in told and t("death.watch_later") in told and t("death.watch") not in told
    refused = text_of(await world.players[0].slash(world.square, "spectate"))
    assert "вы ещё можете" in refused and world.players[0].id not in table.meta.spectators
    await world.host.slash(world.square, "host end-phase")  # his night is over: now he may watch
    if not game.over:
        assert "зритель" in text_of(await world.players[0].slash(world.square, "spectate"))


# --- 6. a confirmation is bound to what it asked --------------------------------------------------


async def test_an_undo_confirmation_is_refused_once_the_game_moved_on(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    await world.host.slash(world.square, "host end-phase")  # night 1 → day 1
    await world.host.slash(world.square, "host end-phase")  # day 1 → night 2
    asked = await world.host.slash(world.square, "host undo")  # «День 1»
    old = asked.followups[-1] if asked.followups else asked.response
    assert "День 1" in old.content
    again = await world.host.slash(world.square, "host undo")
    await world.host.click(again.followups[-1] if again.followups else again.response, label=t("undo.button"))
    assert game is not table.game and table.game.phase.kind == PhaseKind.DAY
    voter = table.game.living()[0]
    await world.actor(voter.seat).slash(world.square, "vote", target=f"#{table.game.living()[1].seat}")
    before = list(table.game.commands)
    pressed = await world.host.click(old, label=t("undo.button"))  # the same number of commands as asked
    assert t("undo.stale") in text_of(pressed)
    assert list(table.game.commands) == before and table.game.phase.kind == PhaseKind.DAY


async def test_a_target_menu_picked_after_its_phase_is_refused(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    seat = next(p.seat for p in game.players if any(a.min_targets for a in game.available(p)))
    ability = next(a for a in game.available(game.players[seat]) if a.min_targets)
    shown = await world.actor(seat).slash(world.thread_of(seat), "act", ability=ability.name)
    menu = shown.followups[-1] if shown.followups else shown.response
    await world.host.slash(world.square, "host end-phase")
    before = len(table.game.commands)
    option = menu.components[0]["components"][0]["options"][0]["value"]
    picked = await world.actor(seat).select(menu, [option])
    assert "уже кончилась" in text_of(picked) and len(table.game.commands) == before


async def test_a_review_button_of_an_earlier_review_is_refused(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "host end-phase")
    first = table.meta.review.current["message"]
    index = table.meta.review.current["phase"]
    world.bot.review.check(table, index, first)  # its own message: accepted
    try:
        world.bot.review.check(table, index, first + 1)
    except Refusal as refusal:
        assert refusal.text == t("review.closed")
    else:
        raise AssertionError("a button of another review message was taken")


# --- 7. the game's end finishes -----------------------------------------------------------------------


async def test_a_role_removal_refused_at_the_end_is_retried_as_during_play(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await world.lobby()
    guild = simcord_env.backend.guilds[world.guild.id]
    bot_role = next(r for r in guild.roles.values() if r.managed)
    position = bot_role.position
    simcord_env.backend.edit_role(world.guild.id, bot_role.id, {"position": 0})  # Discord refuses role changes
    await confirmed(world.host, await world.host.slash(world.square, "game end"))
    alive = table.meta.roles.alive
    assert all(alive in roles_of(world, p) for p in world.players)  # refused, and told
    assert world.bot.games.settings.of(world.guild.id).pending_roles
    await simcord_env.restart_bot(MafiaBot(engine, store, config))  # kept across a restart
    simcord_env.backend.edit_role(world.guild.id, bot_role.id, {"position": position})
    await world.host.slash(world.square, "game new", variant="hp")  # the next thing at the server
    assert not any(alive in roles_of(world, p) for p in world.players)
    assert not world.bot.games.settings.of(world.guild.id).pending_roles


async def test_a_graceful_stop_waits_for_a_games_end_in_hand(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    bot = world.bot
    story = asyncio.Event()
    told = []
    original = bot.ending.game_over

    async def slow_story(tbl):
        await story.wait()  # the story with its pictures takes its time
        await original(tbl)
        told.append(tbl.id)

    bot.ending.game_over = slow_story
    ending = asyncio.get_running_loop().create_task(bot.games.host_tools.end_game(table))
    await asyncio.sleep(0.05)
    assert bot.games.table(world.guild.id) is None and not ending.done()  # the table is free already
    stopping = asyncio.get_running_loop().create_task(bot.close())
    await asyncio.sleep(0.05)
    assert not stopping.done(), "close() returned while the game's end was in hand"
    story.set()
    await asyncio.wait_for(stopping, 30)
    assert told == [table.id] and ending.done()


# --- 8. smaller --------------------------------------------------------------------------------------------


async def test_spectating_on_a_server_at_its_thread_cap_gets_a_reason(simcord_env, strict):
    world = World(simcord_env)
    await world.lobby()
    strict.thread_cap = len(simcord_env.backend.active_threads(world.guild.id))
    reply = text_of(await world.spectator.slash(world.square, "spectate"))
    assert "1000 активных веток" in reply


async def test_the_heir_menu_offers_only_whom_the_engine_accepts(simcord_env):
    from plugins.fantasy.common.variant import HEIR

    world = World(simcord_env)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="fantasy")
    for i, player in enumerate(world.players):
        public = {0: "Мэр", 1: "Бунтарь"}.get(i)
        await player.slash(world.square, "join", **({"public_role": public} if public else {}))
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    mayor = game.players[table.seat_of(world.players[0].id)]
    rebel = game.players[table.seat_of(world.players[1].id)]
    assert mayor.public == "Мэр" and rebel.public == "Бунтарь"
    async with table.lock:
        game.variant._ask(game, HEIR, mayor.seat)  # what the Мэр's death asks (Преемственность)
        await world.bot.games.phases.delivery.ask(table)
    question = game.questions[-1]
    offered = [o.value for m in world.thread_of(mayor.seat).history() for row in m.components
               for item in row.children if getattr(item, "options", None) for o in item.options]
    assert f"#{rebel.seat}" not in offered and f"#{mayor.seat}" not in offered and offered
    for value in offered:  # each is accepted by the engine, by seat
        assert game.validate(Answer(mayor.seat, question.id, game.players[int(value[1:])].name)) is None


async def test_a_removal_reason_is_the_hosts_alone(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    victim = table.game.players[3]
    await confirmed(world.host, await world.host.slash(world.square, "host kill",
                                player=victim.name, reason="секретная причина"))
    log = await world.host.slash(world.square, "host log")
    assert "секретная причина" in text_of(log) or any("секретная причина" in (a.get("content") or "")
                                                          for a in getattr(log, "attachments", []))
    # The story is posted in the square.
    await confirmed(world.host, await world.host.slash(world.square, "game end"))
    assert table.game.players[3] is victim and not victim.in_game
    # Told to the removed player alone (issue 31 item 9), in his own thread; nowhere else the bot writes.
    thread = table.meta.threads.seats[3]
    backend = world.env.backend
    told = [m.content for m in backend.messages.get(thread, {}).values() if "секретная причина" in (m.content or "")]
    assert len(told) == 1 and "Причина (её знаете только вы и ведущий)" in told[0]
    elsewhere = [line for cid, messages in backend.messages.items() if cid != thread for m in messages.values()
                 if m.author_id == backend.bot_user.id and not m.is_ephemeral
                 for line in (m.content or "").splitlines() if "секретная причина" in line]
    assert not elsewhere, elsewhere
