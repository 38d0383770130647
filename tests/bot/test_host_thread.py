"""The host's thread, through the strict test Discord: opened at the start with the deal; the moves and
votes as they arrive, who has not moved or voted yet (one message per phase, edited), every private
result as it is told — the spectators' mirror, for the host; the faction threads read by a host who
does not play; nothing of it for a host who is seated; a restart goes on in the same thread."""

from __future__ import annotations

import random

from bot import render, turns
from bot.cogs.play import legal_targets
from bot.texts import t
from core.commands import Act, Vote
from core.rules import Action
from bot.client import MafiaBot
from tests.bot.conftest import World, text_of
from tests.bot.helpers import play_phase, readers


def thread(world, table):
    return next(x for x in world.game_channel.threads if x.id == table.meta.threads.host)


def contents(world, table) -> list[str]:
    return [m.content for m in thread(world, table).history()]


def first_move(table):
    """A seat with a move now that takes one target and nothing else (not an instant one), the
    ability and the target (the deal's seed is random: whatever it dealt)."""
    game = table.game
    return next((p.seat, a.name, targets[0][1]) for p in game.players for a in game.available(p)
                if not a.instant and (targets := legal_targets(table, p.seat, a.name))
                and game.validate(Act(Action(p.seat, a.name, (targets[0][1],)))) is None)


def everyone(world) -> list:
    return [*world.players, world.host, world.admin, world.spectator]


def status_text(world, table) -> str:
    """The host's status of the phase as its message shows it (the end of a phase change's message to
    his thread, or a message of its own)."""
    index, message_id = table.meta.host_status[:2]
    assert index == table.game.phase.index
    content = next(m.content for m in thread(world, table).history() if m.id == message_id)
    if len(table.meta.host_status) > 3:
        head = table.meta.host_status[3]
        assert content.startswith(head + "\n\n"), (head, content)
        return content[len(head) + 2:]
    return content


async def test_the_deal_is_in_the_host_thread_from_the_start(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    # Only the host reads it (a private thread: nobody was mentioned into it).
    assert readers(world, table.meta.threads.host, everyone(world)) == {world.host.id}
    shown = "\n".join(contents(world, table))
    assert shown.startswith("**Ветка ведущего.**")
    for player in game.players:  # who holds what
        assert f"{render.name(player.name)}:" in shown and player.role in shown, player.name
    # Whom the first phase waits for: every player with a move, with what he owes.
    status = status_text(world, table)
    waiting = turns.waiting(table)
    assert waiting and status.startswith("⏳ **Ночь 1**")
    for seat in waiting:
        assert t(f"log.owes.{turns.missing_of(table, seat)}", name=game.players[seat].name) in status
    assert all("<@" not in c for c in contents(world, table))  # no mention, ever
    # The journal points to it.
    log = await world.host.slash(world.square, "host log")
    assert f"<#{table.meta.threads.host}>" in text_of(log)


async def test_moves_arrive_live_and_the_waiting_list_is_edited(simcord_env, strict):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    seat, ability, target = first_move(table)
    assert len(table.meta.host_status) == 3  # the start's status: a message of its own (the stored form before)
    status_id = table.meta.host_status[1]
    before = len(contents(world, table))
    mark = strict.mark()
    await world.actor(seat).slash(world.thread_of(seat), "act", ability=ability, target=f"#{target}")
    await simcord_env.settle()  # (a loaded machine: every call the move made is in)
    assert strict.peak(table.meta.threads.host, mark) == 1  # one post (the waiting list: an edit)
    action = game.actions_of(seat)[0]
    after = contents(world, table)
    # One new message: the move as the review shows it; the waiting list is the same message, edited.
    assert after[before:] == [t("hostthread.move", actor=game.players[seat].name,
                                move=render.describe(table, action))], after[before:]
    assert table.meta.host_status[1] == status_id
    status = status_text(world, table)
    assert t("log.owes.move", name=game.players[seat].name) not in status
    assert t("log.owes.move", name=game.players[next(iter(turns.waiting(table)))].name) in status

    # The day: each vote arrives, and the list of who has not voted shrinks.
    await simcord_env.advance_time(3601)
    assert game.phase.kind == "day"
    day_status = table.meta.host_status
    assert day_status[0] == game.phase.index and day_status[1] != status_id  # a new message for a new phase
    voter, aim = next((v, a) for v in game.living() for a in game.living()
                      if a is not v and game.validate(Vote(v.seat, a.seat)) is None)
    await world.actor(voter.seat).slash(world.square, "vote", target=aim.name)
    assert contents(world, table)[-1] == t("hostthread.vote", actor=voter.name, target=aim.name)
    status = status_text(world, table)
    assert f"{voter.name} (" not in status and f"{aim.name} (" in status
    await world.actor(voter.seat).slash(world.square, "unvote")
    assert contents(world, table)[-1] == t("hostthread.unvote", actor=voter.name)
    assert f"{voter.name} (" in status_text(world, table)


def padded_status(monkeypatch) -> dict:
    """The host's status made long (past what fits beside a phase change's message) while ``on``."""
    import bot.delivery

    long = {"on": False}

    def padded(key, **params):
        text = t(key, **params)
        return text + " " + "ж" * 1500 if long["on"] and key.startswith("hostthread.") else text

    monkeypatch.setattr(bot.delivery, "t", padded)
    return long


async def test_a_status_too_long_to_end_the_message_goes_alone(simcord_env, monkeypatch):
    """The status ends the phase change's message to the host's thread only while both fit in one
    message (2000 characters): past that it is a message of its own."""
    padded_status(monkeypatch)["on"] = True
    world = World(simcord_env)
    table = await world.lobby()
    before = len(contents(world, table))
    await play_phase(world, random.Random(4))  # (the night's private results: mirrored to the host)
    moves = len(contents(world, table)) - before
    await simcord_env.advance_time(3601)
    after = contents(world, table)[before + moves:]
    status = table.meta.host_status
    assert table.game.phase.kind == "day" and len(status) == 3
    assert len(after) == 2 and after[0].startswith("**Итоги: Ночь 1**") and after[1] == status[2], after
    assert status[2].startswith(("⏳ **День 1**", "✅ **День 1**")) and "ж" * 1500 in status[2]


async def test_a_status_grown_too_long_leaves_the_message_it_ended(simcord_env, monkeypatch):
    """A status that ends a phase change's message and outgrows it at an edit: that message keeps the
    rest, the status goes alone (and is edited there from then on)."""
    long = padded_status(monkeypatch)
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    await play_phase(world, random.Random(4))  # (the night's private results: mirrored to the host)
    await simcord_env.advance_time(3601)
    merged = table.meta.host_status
    assert game.phase.kind == "day" and len(merged) == 4
    long["on"] = True
    voter, aim = next((v, a) for v in game.living() for a in game.living()
                      if a is not v and game.validate(Vote(v.seat, a.seat)) is None)
    await world.actor(voter.seat).slash(world.square, "vote", target=aim.name)
    history = thread(world, table).history()
    assert next(m.content for m in history if m.id == merged[1]) == merged[3]
    status = table.meta.host_status
    assert len(status) == 3 and status[1] == history[-1].id and status[1] != merged[1]
    assert history[-1].content == status[2] and "ж" * 1500 in status[2]
    assert f"{voter.name} (" not in status[2]
    await world.actor(voter.seat).slash(world.square, "unvote")
    assert table.meta.host_status[1] == status[1] and f"{voter.name} (" in status_text(world, table)


async def test_a_status_ends_the_last_of_several_messages(simcord_env):
    """What a step says to the host's thread past one message: the status goes last in the last of
    them when it fits there (not in a message of its own), and that message is the one edited."""
    world = World(simcord_env)
    table = await world.lobby()
    delivery = world.bot.games.phases.delivery
    host = table.meta.threads.host
    table.meta.host_status = None  # (as at a phase's change: no status of this phase yet)
    before = len(contents(world, table))
    async with delivery.gathered(table):
        await delivery.post(table, host, ["а" * 1500, "б" * 1000])
        await delivery.host_status(table)
    after = contents(world, table)[before:]
    status = table.meta.host_status
    assert after == ["а" * 1500, f"{'б' * 1000}\n\n{status[2]}"] and status[3] == "б" * 1000
    assert status[1] == thread(world, table).history()[-1].id and status[2].startswith("⏳ **Ночь 1**")
    seat, ability, target = first_move(table)
    await world.actor(seat).slash(world.thread_of(seat), "act", ability=ability, target=f"#{target}")
    await simcord_env.settle()
    assert table.meta.host_status[1] == status[1] and table.meta.host_status[2] != status[2]
    assert t("log.owes.move", name=table.game.players[seat].name) not in status_text(world, table)


async def test_every_private_result_is_mirrored_as_it_is_told(simcord_env, strict):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    await play_phase(world, random.Random(4))
    mark = strict.mark()
    await simcord_env.advance_time(3601)
    night = [e for e in game.log if e.phase == 0 and e.to is not None and not e.key.startswith("start.")]
    assert night, "the night told someone something"
    shown = contents(world, table)
    header = next(i for i, c in enumerate(shown) if c.startswith("**Итоги: Ночь 1**"))
    mirrored = "\n".join(shown[header:])
    for event in night:
        told = event.audience.seats  # (nobody had left before this night: each was reached)
        line = t("spectate.mirror", to=", ".join(render.name(game.players[s].name) for s in told),
                 text=render.event_text(game, event))
        assert line in mirrored, line
    # The phase's change is one message: the results, what changed in hands, questions put, and last
    # the next waiting list — which keeps that message's id, to be edited as moves arrive.
    after = shown[header:]
    status = table.meta.host_status
    assert len(after) == 1 and len(status) == 4 and after == [f"{status[3]}\n\n{status[2]}"], (after, status)
    assert status[2].startswith(("⏳ **День 1**", "✅ **День 1**")) and status[3].startswith("**Итоги: Ночь 1**")
    assert status[1] == thread(world, table).history()[-1].id
    assert strict.peak(table.meta.threads.host, mark) == 1
    # Nobody was mentioned into it: still the host's alone.
    assert readers(world, table.meta.threads.host, everyone(world)) == {world.host.id}
    assert all("<@" not in c for c in shown)


async def test_an_unseated_host_reads_the_faction_threads(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    factions = table.meta.threads.factions
    assert factions
    for entry in factions:
        members = {table.user_of(s) for s in entry["seats"]}
        assert readers(world, entry["thread"], everyone(world)) == members | {world.host.id}, entry["name"]
    # A player who is not in it still does not read it (nor the host's thread).
    outsider = next(p for p in table.game.players if all(p.seat not in e["seats"] for e in factions))
    user = world.actor(outsider.seat)
    assert not any(readers(world, e["thread"], [user]) for e in factions)
    assert not readers(world, table.meta.threads.host, [user])


async def test_a_seated_admin_reads_no_host_thread_nor_others_factions(simcord_env):
    """A member with Manage Server may play in a game another opened: then he is a player, no more."""
    world = World(simcord_env, players=12)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="hp")
    refused = await world.host.slash(world.square, "join")  # the opener hosts: he may not take a seat
    assert "ведущий видит кладбище" in text_of(refused)
    for member in [world.admin, *world.players]:
        await member.slash(world.square, "join")
    await world.host.slash(world.square, "game start")
    table = world.table()
    seat = table.seat_of(world.admin.id)
    assert seat is not None and table.seat_of(world.host.id) is None
    assert not readers(world, table.meta.threads.host, [world.admin])
    for entry in table.meta.threads.factions:
        assert bool(readers(world, entry["thread"], [world.admin])) == (seat in entry["seats"])


async def test_a_seated_host_gets_none_of_it(simcord_env):
    """A host seated at his own game (one stored before the opener was refused a seat): no host's
    thread, no faction thread but his own, no review, no private result."""
    world = World(simcord_env, players=12)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="hp")
    await world.host.slash(world.square, "host review", on=True)
    for member in world.players:
        await member.slash(world.square, "join")
    lobby = world.bot.games.table(world.guild.id)
    # (as an older bot let him)
    lobby.meta.lobby.signups.insert(0, {"user": world.host.id, "name": "Вася", "public": None})
    await world.host.slash(world.square, "game start")
    table = world.table()
    phases = world.bot.games.phases.delivery
    assert table.seat_of(world.host.id) == 0
    assert table.meta.threads.host is None and not phases.host_reads(table) and phases.mirrors(table) == []
    for entry in table.meta.threads.factions:
        assert bool(readers(world, entry["thread"], [world.host])) == (0 in entry["seats"])
    # His host tools are closed while he plays; the phase's end is published without a review.
    refused = await world.host.slash(world.square, "host log")
    assert "ведущий либо играет, либо ведёт" in text_of(refused)
    await play_phase(world, random.Random(3))
    await simcord_env.advance_time(3601)
    assert table.game.phase.index == 1 and table.meta.review.current is None and table.meta.threads.host is None
    # He reads nothing but what a player in his seat reads.
    readable = {c.id for c in [*world.guild.channels.values(), *world.game_channel.threads,
                               *world.channel("кладбище").threads] if readers(world, c.id, [world.host])}
    private = set(table.meta.threads.seats) | {e["thread"] for e in table.meta.threads.factions}
    assert readable & private == set(table.threads_of(0)) & private


async def test_a_restart_goes_on_in_the_same_thread(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await world.lobby()
    thread_id, status = table.meta.threads.host, table.meta.host_status
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    reloaded = world.table()
    assert reloaded is not table and reloaded.meta.threads.host == thread_id
    seat, ability, target = first_move(reloaded)
    await world.actor(seat).slash(world.thread_of(seat), "act", ability=ability, target=f"#{target}")
    await simcord_env.settle()
    game = reloaded.game
    assert contents(world, reloaded)[-1] == t("hostthread.move", actor=game.players[seat].name,
                                              move=render.describe(reloaded, game.actions_of(seat)[0]))
    assert reloaded.meta.host_status[:2] == status[:2]  # the same message, edited
    assert t("log.owes.move", name=game.players[seat].name) not in status_text(world, reloaded)
    assert len([x for x in world.game_channel.threads if x.name.startswith("Ведущий")]) == 1


async def test_the_review_and_the_undo_use_the_same_thread(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "game start")
    table = world.table()
    opened = table.meta.threads.host
    await play_phase(world, random.Random(5))
    await world.host.slash(world.square, "host end-phase")
    assert table.meta.review.current["thread"] == opened
    message = next(m for m in reversed(thread(world, table).history()) if m.components)
    await world.host.click(message, label="Опубликовать")
    assert table.game.phase.index == 1
    asked = await world.host.slash(world.square, "host undo")
    await world.host.click(asked.followups[-1] if asked.followups else asked.response, label=t("undo.button"))
    assert table.game.phase.index == 0
    # The night's private results are void: the correction is mirrored to the host, as to spectators.
    assert any("**Поправка:**" in c for c in contents(world, table))
    # The night is open again: its waiting list is posted anew, in the same thread.
    assert table.meta.threads.host == opened and table.meta.host_status[0] == 0
    assert contents(world, table)[-1].startswith(("⏳ **Ночь 1**", "✅ **Ночь 1**"))
    assert len([x for x in world.game_channel.threads if x.name.startswith("Ведущий")]) == 1


async def test_past_the_deadline_the_host_waits_only_for_the_extra_time(simcord_env):
    """``/host extend player:``: once the phase's own deadline has passed the others are closed, and
    the host's list names only the players given extra time who have not sent yet."""
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    movers = [p.seat for p in game.players if game.expected(p)]
    late, others = movers[0], movers[1:]
    assert others, "the deal has at least two players with a move"
    await world.host.slash(world.square, "host extend", player=f"#{late}", minutes=30)
    before = status_text(world, table)
    assert all(f"{render.name(game.players[s].name)} (" in before for s in movers)
    await simcord_env.advance_time(60 * 60 + 5)  # the night's own deadline: the others are closed
    assert game.phase.index == 0
    after = status_text(world, table)
    assert turns.awaited(table) == [late]
    assert f"{render.name(game.players[late].name)} (" in after
    assert not any(f"{render.name(game.players[s].name)} (" in after for s in others), after
