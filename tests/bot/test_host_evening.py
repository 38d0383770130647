"""The host's console (issue 31): refusals that name the right person and reason (item 11),
confirmations before what cannot be undone (item 1), pause and extend around a review (item 2),
a review nobody forgets (item 3), a replacement told what stands (item 10)."""

from __future__ import annotations

import random

import pytest
from simcord.backend.errors import SetupError

from tests.bot.conftest import World, text_of
from tests.bot.helpers import confirmed, play_phase


# --- item 11: refusals name the right person and reason ---------------------------------------

async def test_a_player_using_a_host_tool_is_told_it_is_the_hosts(simcord_env):
    world = World(simcord_env)
    await world.lobby()
    refused = await world.actor(0).slash(world.square, "host pause")
    assert refused.ephemeral
    assert "только ведущий" in text_of(refused)
    assert "ведущий либо играет" not in text_of(refused)  # (said to a seated host, not to a player)


async def test_the_host_is_not_told_to_wait_for_himself(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "game start")
    table = world.table()
    last = await last_of_a_side(world, table)
    await world.host.slash(world.square, "host end-phase")
    assert table.meta.review.current is not None
    for command, options in (("host kill", {"player": "#0"}),
                             ("host replace", {"old": "#0", "new": world.spectator}),
                             ("host kill", {"player": f"#{last}"})):  # (one that would end the game)
        refused = await world.host.slash(world.square, command, **options)
        shown = text_of(refused)
        assert refused.ephemeral and "ждут вас" in shown and "Дождитесь" not in shown, shown
    assert table.game.players[last].in_game and table.live


async def test_a_co_host_as_a_replacement_is_named(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    co_host = world.guild.add_member(simcord_env.create_user("co", global_name="Соведущий"))
    world.env.backend.add_member_role(world.guild.id, co_host.id, table.meta.roles.host)
    refused = await world.host.slash(world.square, "host replace", old="#2", new=co_host)
    shown = text_of(refused)
    assert refused.ephemeral and "Вы ведёте" not in shown and f"<@{co_host.id}>" in shown, shown
    assert table.user_of(2) != co_host.id


async def test_removing_a_player_who_is_gone_says_so(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await world.host.slash(world.square, "host kill", player="#3")
    again = await world.host.slash(world.square, "host kill", player="#3")
    shown = text_of(again)
    assert again.ephemeral and "нельзя выбрать целью" not in shown and "уже" in shown, shown
    assert len([c for c in table.game.commands if type(c).__name__ == "Remove"]) == 1


async def test_a_zero_length_is_refused_as_zero(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    refused = await world.host.slash(world.square, "game timing", night="0")
    shown = text_of(refused)
    assert refused.ephemeral and "Не понимаю" not in shown and "больше нуля" in shown, shown


async def test_a_cancelled_signup_is_not_labelled_started(simcord_env):
    world = World(simcord_env)
    lobby = await world.lobby(start=False)
    signup = lobby.meta.lobby.signup
    await world.host.slash(world.square, "game end")
    post = next(m for m in world.square.history() if m.id == signup)
    assert "игра началась" not in post.content and "отменена" in post.content, post.content


# --- item 2: pause and extend around a review; ending a paused phase ---------------------------

async def reviewed_game(world, seed: int = 5):
    lobby = await world.lobby(start=False)
    lobby.record.seed = seed
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "game start")
    return world.table()


def square_since(world, count: int) -> list[str]:
    return [m.content for m in world.square.history()[count:]]


async def test_pause_and_extend_during_a_review_are_refused_with_the_reason(simcord_env):
    world = World(simcord_env)
    table = await reviewed_game(world)
    await world.host.slash(world.square, "host end-phase")
    assert table.meta.review.current is not None
    before = len(world.square.history())
    for command, options in (("host pause", {}), ("host extend", {"minutes": 30})):
        refused = await world.host.slash(world.square, command, **options)
        shown = text_of(refused)
        assert refused.ephemeral and "проверк" in shown and "Вернуть фазу" in shown, shown
    assert not table.record.paused and table.record.deadline is None and table.meta.clock.left is None
    assert square_since(world, before) == []  # nothing announced that changes nothing


async def test_ending_a_paused_phase_opens_the_next_one_paused_and_says_so(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await world.host.slash(world.square, "host pause")
    before = len(world.square.history())
    ended = await world.host.slash(world.square, "host end-phase")
    assert table.game.phase.index == 1 and table.record.paused
    assert "пауз" in text_of(ended), text_of(ended)
    opening = [c for c in square_since(world, before) if "Наступил" in c]
    assert opening and "<t:" not in opening[-1] and "пауз" in opening[-1], opening
    await simcord_env.advance_time(2 * 3600)
    assert table.game.phase.index == 1  # still paused: no deadline ran
    before = len(world.square.history())
    await world.host.slash(world.square, "host resume")
    assert any("<t:" in c for c in square_since(world, before))
    assert not table.record.paused and table.record.deadline > simcord_env.now()


async def test_a_pause_before_a_review_holds_the_next_phase_and_resume_during_it_sets_no_deadline(simcord_env):
    world = World(simcord_env)
    table = await reviewed_game(world)
    await world.host.slash(world.square, "host pause")
    await world.host.slash(world.square, "host end-phase")
    assert table.meta.review.current is not None and table.record.paused
    before = len(world.square.history())
    resumed = await world.host.slash(world.square, "host resume")
    assert resumed.ephemeral and not table.record.paused and table.record.deadline is None
    assert not any("<t:" in c for c in square_since(world, before)), square_since(world, before)
    thread = next(t for t in world.game_channel.threads if t.id == table.meta.threads.host)
    review = next(m for m in reversed(thread.history()) if m.components)
    await world.host.click(review, label="Опубликовать")
    assert table.game.phase.index == 1 and table.record.deadline > simcord_env.now()


# --- item 1: what cannot be undone is asked first ----------------------------------------------

def reply_message(result):
    return result.followups[-1] if result.followups else result.response


async def last_of_a_side(world, table):
    """Remove players until one removal would end the game: returns that player's seat."""
    from core.commands import Remove
    from core.session import rebuild

    for player in list(table.game.players):
        copy = rebuild(world.bot.games.engine, table.session.record, [c.to_json() for c in table.game.commands])
        if copy.execute(Remove(player.seat, "")).accepted and copy.over:
            return player.seat
        done = await world.host.slash(world.square, "host kill", player=f"#{player.seat}")
        assert "удал" in text_of(done) and not reply_message(done).components  # undoable: done at once
    raise AssertionError("no removal ends this game")


async def test_a_removal_that_ends_the_game_is_asked_first(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    seat = await last_of_a_side(world, table)
    commands = len(table.game.commands)
    asked = await world.host.slash(world.square, "host kill", player=f"#{seat}", reason="оскорбления")
    question = text_of(asked)
    assert asked.ephemeral and "игра закончится" in question and "победит" in question, question
    assert len(table.game.commands) == commands and table.live  # nothing done yet
    done = await world.host.click(reply_message(asked), label="Да, удалить")
    shown = text_of(done)
    assert "удал" in shown and "Игра окончена" in shown and "победитель" in shown, shown
    assert table.record.status == "over"
    remove = [c for c in table.game.commands if type(c).__name__ == "Remove"][-1]
    assert remove.seat == seat and remove.reason == "оскорбления"  # the reason asked with
    late = await world.host.click(reply_message(asked), label="Да, удалить")
    assert late.ephemeral and "окончена" in text_of(late)


async def test_a_late_confirmation_of_a_removal_is_refused(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    seat = await last_of_a_side(world, table)
    asked = await world.host.slash(world.square, "host kill", player=f"#{seat}")
    await play_phase(world, random.Random(1))  # the game moves on: the question is out of date
    late = await world.host.click(reply_message(asked), label="Да, удалить")
    assert "изменилась" in text_of(late) and table.game.players[seat].in_game


async def test_ending_a_running_game_is_asked_first(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    asked = await world.host.slash(world.square, "game end")
    question = text_of(asked)
    assert asked.ephemeral and "Завершить игру" in question and "без победителя" in question, question
    assert table.live and table.record.status == "running"
    with pytest.raises(SetupError):  # only the host sees the question
        await world.actor(0).click(reply_message(asked), label="Да, завершить игру")
    done = await world.host.click(reply_message(asked), label="Да, завершить игру")
    assert "завершена" in text_of(done) and table.record.status == "over"


async def test_a_confirmation_of_the_end_from_a_past_phase_is_refused(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    asked = await world.host.slash(world.square, "game end")
    await simcord_env.advance_time(3601)
    late = await world.host.click(reply_message(asked), label="Да, завершить игру")
    assert "уже прошла" in text_of(late) and table.live


# --- item 3: a review never stalls the game unseen -----------------------------------------------

def host_thread(world, table):
    return next(t for t in world.game_channel.threads if t.id == table.meta.threads.host)


async def test_the_review_calls_the_host_and_reminds_him_across_a_restart(simcord_env, engine, store):
    from bot.client import MafiaBot
    from tests.bot.conftest import make_config

    config = make_config(review_reminder=30)
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    world = World(simcord_env)
    table = await reviewed_game(world)
    ended = await world.host.slash(world.square, "host end-phase")
    thread = table.meta.review.current["thread"]
    assert f"<#{thread}>" in text_of(ended), text_of(ended)  # the reply links the thread
    first = host_thread(world, table).history()
    called = [m for m in first if f"<@{world.host.id}>" in m.content]
    assert called and world.host.id in [u.id for u in called[0].mentions]
    await simcord_env.advance_time(20 * 60)
    assert len(host_thread(world, table).history()) == len(first)  # not yet
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    table = world.table()
    await simcord_env.advance_time(11 * 60)
    later = host_thread(world, table).history()[len(first):]
    reminders = [m for m in later if "ждут вашей проверки" in m.content and f"<@{world.host.id}>" in m.content]
    assert len(reminders) == 1 and world.host.id in [u.id for u in reminders[0].mentions], \
        [m.content for m in later]
    await simcord_env.advance_time(3 * 3600)
    assert len(host_thread(world, table).history()) == len(first) + 1  # once


async def test_ending_the_game_during_a_review_edits_the_notice_and_keeps_the_moves(simcord_env):
    world = World(simcord_env)
    table = await reviewed_game(world)
    await play_phase(world, random.Random(2))
    moves = [p.name for p in table.game.players if table.game.actions_of(p.seat)]
    assert moves
    await simcord_env.advance_time(3601)
    assert table.meta.review.current is not None
    notice = table.meta.review.notice[1]
    await confirmed(world.host, await world.host.slash(world.square, "game end"))
    assert table.record.status == "over"
    post = next(m for m in world.square.history() if m.id == notice)
    assert "появятся здесь" not in post.content and "завершил игру" in post.content, post.content
    story = "\n".join(m.content for m in world.square.history())
    night = story[story.rindex("=== Ночь 1"):]
    assert "Ходов не было" not in night and "Ходы:" in night and "не подведены" in night, night[:600]


async def test_ending_a_game_mid_phase_keeps_the_moves_in_its_story(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await play_phase(world, random.Random(2))
    assert table.game.pending
    await confirmed(world.host, await world.host.slash(world.square, "game end"))
    story = "\n".join(m.content for m in world.square.history())
    night = story[story.rindex("=== Ночь 1"):]
    assert "Ходов не было" not in night and "Ходы:" in night, night[:600]


# --- item 10: a replacement is told what stands; undo says whose moves and votes drop ------------

async def test_a_newcomer_is_told_the_seat_what_stands_and_gets_his_thread_and_card(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await play_phase(world, random.Random(2))
    game = table.game
    seat = next(p.seat for p in game.players if game.actions_of(p.seat))
    old_name = game.players[seat].name
    newcomer = world.guild.add_member(simcord_env.create_user("new", global_name="Новенький"))
    thread = world.thread_of(seat)
    before = len(thread.history())
    await world.host.slash(world.square, "host replace", old=f"#{seat}", new=newcomer)
    assert table.user_of(seat) == newcomer.id
    thread = world.thread_of(seat)
    assert "Новенький" in thread.name and old_name not in thread.name, thread.name
    told = "\n".join(m.content for m in thread.history()[before:])
    assert f"<@{newcomer.id}>" in told and "заняли место" in told, told
    move = game.actions_of(seat)[0]
    from bot import render

    assert render.describe(table, move) in told  # the move sent from the seat stands, in words
    header = render.role_card_blocks(table, seat)[0].split("\n")[0]
    assert "Новенький" in header and header in told, header  # the card under his name
    assert any(newcomer.id in [u.id for u in m.mentions] for m in thread.history()[before:])


async def test_undo_names_whose_moves_and_votes_drop_and_tells_them(simcord_env):
    world = World(simcord_env)
    lobby = await world.lobby(start=False)
    lobby.record.seed = 7
    await world.host.slash(world.square, "game start")
    table = world.table()
    await simcord_env.advance_time(3601)  # night 1 ends: the day begins
    game = table.game
    voters = [p for p in game.players if game.variant.may_vote(game, p) is None][:2]
    target = next(p for p in game.living() if p not in voters)
    for voter in voters:
        result = await world.actor(voter.seat).slash(world.thread_of(voter.seat), "vote", target=f"#{target.seat}")
        assert voter.seat in game.votes, text_of(result)
    asked = await world.host.slash(world.square, "host undo")
    question = text_of(asked)
    names = [game.texts._fluent_name(game.names[v.name], "gen") for v in voters]
    assert "голоса" in question and all(n in question for n in names), question
    assert "День 1" in question, question
    before = {v.seat: len(world.thread_of(v.seat).history()) for v in voters}
    await world.host.click(reply_message(asked), label="Да, отменить")
    for voter in voters:
        told = "\n".join(m.content for m in world.thread_of(voter.seat).history()[before[voter.seat]:])
        assert "заново" in told and "голос" in told, told
