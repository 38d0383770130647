"""The host reviews a phase's results before they are published (issue 10, item 1): nothing
reaches the players before «Опубликовать», the host may add a line and may send the phase
back (moves kept, a new deadline), and a restart during the review loses nothing."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest
from simcord.backend.errors import SetupError

from bot.client import MafiaBot
from tests.bot.conftest import World, text_of
from tests.bot.helpers import confirmed, play_phase, readers, visible_lines


async def reviewed_game(world, seed: int = 5):
    lobby = await world.lobby(start=False)
    lobby.record.seed = seed  # the same deal on every run
    result = await world.host.slash(world.square, "host review", on=True)
    assert result.ephemeral and "Проверка итогов включена" in text_of(result)
    await world.host.slash(world.square, "game start")
    table = world.table()
    assert table.meta.review.on is True
    return table


def host_thread(world, table):
    return next(t for t in world.game_channel.threads if t.id == table.meta.threads.host)


def review_message(world, table):
    return next(m for m in reversed(host_thread(world, table).history()) if m.components)


async def test_nothing_is_published_before_approval(simcord_env):
    world = World(simcord_env)
    table = await reviewed_game(world)
    game = table.game
    await play_phase(world, random.Random(2))
    pending = dict(game.pending)
    before = {p.id: set(visible_lines(world, p)) for p in world.players}

    await simcord_env.advance_time(3601)  # the night's deadline
    review = table.meta.review.current
    assert review["phase"] == 0 and game.phase.index == 0 and game.pending == pending
    # No deadline runs: the only task is the host's reminder (config review_reminder; issue 31, item 3).
    assert table.record.deadline is None and world.bot.timers.tasks[table.id].get_name().startswith("mafia-review")
    square = [m.content for m in world.square.history()]
    assert any("ведущий проверяет итоги" in c.lower() for c in square)
    assert not any("Итоги: Ночь 1" in c for c in square)
    # The players see nothing new but the notice (the host's thread was opened at the start).
    for player in world.players:
        new = set(visible_lines(world, player)) - before[player.id]
        assert all("проверяет итоги" in line for line in new), new
    # Only the host reads his thread; it shows the public summary and every private result.
    everyone = [*world.players, world.host, world.spectator]
    assert readers(world, table.meta.threads.host, everyone) == {world.host.id}
    shown = "\n".join(m.content for m in host_thread(world, table).history())
    assert "Проверка итогов: Ночь 1" in shown

    # Nobody acts while the results wait; only the host may press the buttons.
    seat = game.living()[0].seat
    refused = await world.actor(seat).slash(world.thread_of(seat), "vote", target=game.players[1].name)
    assert refused.ephemeral and "проверяет" in text_of(refused)
    status = await world.actor(seat).slash(world.square, "status")
    assert "ведущий проверяет итоги" in text_of(status)
    with pytest.raises(SetupError):  # a player cannot even see the review
        await world.actor(seat).click(review_message(world, table), label="Опубликовать")
    assert table.meta.review.current is not None

    # The host adds a line, then publishes.
    form = await world.host.click(review_message(world, table), label="Строка ведущего")
    assert form.modal is not None
    added = await world.host.submit_modal(form, {"flavour": "Луна была  кровавой.\nСовсем."})
    assert "Луна была кровавой. Совсем." in text_of(added)
    reviewed = review_message(world, table)
    before = len(host_thread(world, table).history(viewer=world.host.user))
    published = await world.host.click(reviewed, label="Опубликовать")
    # One confirmation (issue 29, class 13): the review message turns into «✅ Опубликовано.», nothing else.
    assert "✅ Опубликовано." in text_of(published) and "опубликованы" not in text_of(published)
    # What follows in the host's thread is what was told (the private results, as in any game) and
    # who the next phase waits for, at its end — no second confirmation.
    after = [m.content for m in host_thread(world, table).history(viewer=world.host.user)[before:]]
    assert after[0].startswith("**Итоги: Ночь 1**") and after[-1].split("\n\n")[-1].startswith("⏳ **День 1**"), after
    assert not any("опубликован" in c.lower() for c in after), after
    assert table.meta.review.current is None and game.phase.index == 1
    assert table.record.deadline is not None and table.id in world.bot.timers.tasks
    square = [m.content for m in world.square.history()]
    results = next(c for c in square if "Итоги: Ночь 1" in c)
    assert results.splitlines()[1] == "Луна была кровавой. Совсем."
    # What the host saw is what was published: every event of the night, public and private.
    night = [e for e in game.log if e.phase == 0 and not e.key.startswith("start.")]
    assert night
    for event in night:
        for line in game.texts.event(event).splitlines():
            assert line in shown, line
            if event.to is None:
                assert f"> {line}" in shown and line in results
    # The buttons are spent: the review says how it ended.
    closed = next(m for m in host_thread(world, table).history() if m.id == review["message"])
    assert not closed.components and closed.content.endswith("✅ Опубликовано.")
    assert game.phase.index == 1


async def test_send_back_keeps_the_moves_and_sets_a_new_deadline(simcord_env):
    world = World(simcord_env)
    table = await reviewed_game(world)
    game = table.game
    await play_phase(world, random.Random(6))
    pending = dict(game.pending)
    ended = await world.host.slash(world.square, "host end-phase")
    assert ended.ephemeral and table.meta.review.current["phase"] == 0
    twice = await world.host.slash(world.square, "host end-phase")
    assert "ждут вас" in text_of(twice) and table.meta.review.current["phase"] == 0
    form = await world.host.click(review_message(world, table), label="Вернуть фазу")
    assert form.modal is not None
    bad = await world.host.submit_modal(form, {"length": "когда-нибудь"})
    assert table.meta.review.current is not None and "когда-нибудь" in text_of(bad)
    form = await world.host.click(review_message(world, table), label="Вернуть фазу")
    back = await world.host.submit_modal(form, {"length": "30"})
    assert "продолжается" in text_of(back)
    assert table.meta.review.current is None and game.phase.index == 0 and game.pending == pending
    left = table.record.deadline - simcord_env.now()
    assert timedelta(minutes=29) < left <= timedelta(minutes=30)
    assert any("вернул фазу" in m.content for m in world.square.history())
    assert not any("Итоги: Ночь 1" in m.content for m in world.square.history())
    # The phase goes on: moves can change, and at the new deadline the host reviews again.
    key = next(iter(pending))
    seat = key[0]
    withdrawn = await world.actor(seat).slash(world.thread_of(seat), "withdraw", ability=pending[key].ability)
    assert withdrawn.ephemeral and "проверяет" not in text_of(withdrawn)
    await simcord_env.advance_time(31 * 60)
    assert table.meta.review.current["phase"] == 0 and game.phase.index == 0
    await world.host.click(review_message(world, table), label="Опубликовать")
    assert game.phase.index == 1
    assert sum("Итоги: Ночь 1" in m.content for m in world.square.history()) == 1


async def test_a_restart_during_the_review_loses_nothing(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await reviewed_game(world)
    await play_phase(world, random.Random(8))
    await simcord_env.advance_time(3601)
    form = await world.host.click(review_message(world, table), label="Строка ведущего")
    await world.host.submit_modal(form, {"flavour": "Тихая ночь."})
    snapshot = table.game.snapshot()
    message = review_message(world, table)

    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    reloaded = world.table()
    assert reloaded is not table and reloaded.game.snapshot() == snapshot
    assert reloaded.meta.review.current["flavour"] == "Тихая ночь." and reloaded.record.deadline is None
    assert simcord_env.bot.timers.tasks[reloaded.id].get_name().startswith("mafia-review")  # (no deadline)
    seat = reloaded.game.living()[0].seat
    refused = await world.actor(seat).slash(world.square, "unvote")
    assert "проверяет" in text_of(refused)
    # The button posted before the restart works on the new bot.
    published = await world.host.click(message, label="Опубликовать")
    assert "✅ Опубликовано." in text_of(published) and "опубликованы" not in text_of(published)
    assert reloaded.game.phase.index == 1
    results = next(m.content for m in world.square.history() if "Итоги: Ночь 1" in m.content)
    assert "Тихая ночь." in results


async def test_review_off_publishes_at_once(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    assert not table.meta.review.on
    await simcord_env.advance_time(3601)
    assert table.game.phase.index == 1
    # The host's thread (opened at the start) holds no review: nothing waited for him.
    shown = [m for m in host_thread(world, table).history()]
    assert shown and not any(m.components or "Проверка итогов" in m.content for m in shown)
    assert any("Итоги: Ночь 1" in m.content for m in world.square.history())
    # A player may not turn it on.
    refused = await world.actor(0).slash(world.square, "host review", on=True)
    assert refused.ephemeral and not table.meta.review.on


async def test_a_reviewed_phase_that_ends_the_game(simcord_env):
    """The host sees that the phase ends the game; on approval the game ends as usual: roles told,
    results recorded, the story posted."""
    from bot.review import preview
    from core.commands import Remove
    from core.session import rebuild

    world = World(simcord_env)
    table = await reviewed_game(world)
    bot = world.bot
    # The night's moves, and the host removes players (never with the removal ending the game)
    # until ending the night would end it.
    rng = random.Random(1)
    game = table.game

    def attacks(seat: int) -> bool:  # (a removed player's moves do not resolve: the attackers stay)
        return any("attack" in getattr(game.ability_of(game.players[seat], a.ability), "tags", ())
                   for a in game.actions_of(seat))

    for player in list(table.game.players) * 3:
        await play_phase(world, rng)
        if preview(bot.engine, table)[0].over:
            break
        copy = rebuild(bot.engine, table.session.record, [c.to_json() for c in table.game.commands])
        if not player.in_game or attacks(player.seat) or copy.execute(Remove(player.seat, "")).report.winner:
            continue
        await confirmed(world.host, await world.host.slash(world.square, "host kill", player=player.name))
    assert preview(bot.engine, table)[0].over and not table.game.over
    await world.host.slash(world.square, "host end-phase")
    shown = "\n".join(m.content for m in host_thread(world, table).history())
    assert "Этой фазой игра закончится" in shown
    assert not any("Игра окончена" in m.content for m in world.square.history())
    await world.host.click(review_message(world, table), label="Опубликовать")
    assert table.game.over and table.record.status == "over"
    square = "\n".join(m.content for m in world.square.history())
    assert "Игра окончена" in square and f"История игры №{table.number}" in square
    assert (await bot.stats.server(world.guild.id)).games == 1


async def test_the_review_goes_by_direct_message_when_no_thread_can_be_made(simcord_env):
    world = World(simcord_env)
    table = await reviewed_game(world)
    table.meta.threads.host = None  # (a game started before the host's thread opened with the game: made at need)
    simcord_env.inject_error("POST", "/channels/*/threads", status=403, code=50013, message="Missing Permissions")
    await world.host.slash(world.square, "host end-phase")
    assert table.meta.review.current["thread"] is None and table.meta.threads.host is None
    dm = world.host.user.dm_channel
    message = next(m for m in reversed(dm.history()) if m.components)
    assert "Проверка итогов: Ночь 1" in message.content
    assert not any("Итоги: Ночь 1" in m.content for m in world.square.history())
    result = await world.host.user.click(message, label="Опубликовать")
    assert table.game.phase.index == 1
    assert "опубликованы" in text_of(result)  # (a direct message is not edited: the reply is the confirmation)


async def test_a_review_nobody_can_see_is_published_at_once(simcord_env):
    world = World(simcord_env)
    table = await reviewed_game(world)
    table.meta.threads.host = None  # (a game started before the host's thread opened with the game: made at need)
    simcord_env.inject_error("POST", "/channels/*/threads", status=403, code=50013, message="Missing Permissions")
    simcord_env.inject_error("POST", "/users/@me/channels", status=403, code=50007,
                             message="Cannot send messages to this user")
    await world.host.slash(world.square, "host end-phase")
    assert table.meta.review.current is None and table.game.phase.index == 1
    assert any("Итоги: Ночь 1" in m.content for m in world.square.history())


async def test_a_reviewed_romanian_day_counts_posts_until_it_really_ends(simcord_env):
    """The Romanian day's post counts («сухарь») go to the engine when the day is held; posts
    while the host reviews do not count; a day sent back goes on counting and reports again."""
    from core.commands import EndPhase, PostCounts

    world = World(simcord_env, players=12)
    lobby = await world.lobby(start=False, variant="romanian")
    lobby.record.seed = 7
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    assert game.phase.kind == "day"
    for _ in range(2):
        await world.actor(0).send(world.square, "раз")
    await world.host.slash(world.square, "host end-phase")
    assert table.meta.review.current["phase"] == 0
    reports = [c for c in game.commands if isinstance(c, PostCounts)]
    assert len(reports) == 1 and dict(reports[0].values)[0] == 2
    await world.actor(0).send(world.square, "пока ждём")  # the square is still open, but this day is over
    assert table.meta.posts["messages"]["counts"][0] == 2
    form = await world.host.click(review_message(world, table), label="Вернуть фазу")
    await world.host.submit_modal(form, {"length": "20"})
    await world.actor(0).send(world.square, "ещё")
    await world.actor(1).send(world.square, "и я")
    await simcord_env.advance_time(20 * 60 + 1)
    assert table.meta.review.current["phase"] == 0
    reports = [c for c in game.commands if isinstance(c, PostCounts)]
    assert len(reports) == 2 and dict(reports[1].values)[0] == 3 and dict(reports[1].values)[1] == 1
    await world.host.click(review_message(world, table), label="Опубликовать")
    assert game.phase.index == 1 and game.phase.kind == "night"
    # The day ended on the last counts: the second report, then the end.
    assert game.commands[-2] is reports[1] and isinstance(game.commands[-1], EndPhase)
