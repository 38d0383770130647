"""What players read when they vote and when a phase ends, through the bot: the live tally is the
verdict, line for line; the dead are told in their thread and greeted once in the graveyard;
reminders name what is missing; private results are headed by their phase; a day opens with who
is alive; a phase the host reviews leaves one notice in the square and the review shows the
moves; an early end is announced before and after."""

from __future__ import annotations

import random

import pytest

from core.ballot import ballot_lines
from core.model import Exit, PhaseKind
from tests.bot.conftest import World, text_of
from tests.bot.helpers import play_phase, send_moves
from tests.bot.test_review import host_thread, review_message


def square_texts(world) -> list[str]:
    return [m.content for m in world.square.history()]


def tally_lines(world) -> list[str]:
    """The live tally's count lines (without its header and the not-yet-voted line)."""
    tally = [m.content for m in world.square.history() if m.content.startswith("**Голосование")]
    assert len(tally) == 1, "one live tally, edited in place"
    return [line for line in tally[0].splitlines()[1:] if not line.startswith("Не проголосовали")]


def verdict_lines(world, header: str) -> list[str]:
    """The verdict's lines in the results post headed ``header`` (after «Итоги голосования:»)."""
    post = next(c for c in square_texts(world) if c.startswith(f"**{header}"))
    lines = post.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Итоги голосования"))
    out = []
    for line in lines[start + 1:]:
        if " — " not in line or not any(ch.isdigit() for ch in line.split(" — ", 1)[1][:3]):
            break
        out.append(line)
    return out


@pytest.mark.parametrize("seed", [2, 9])
async def test_the_live_tally_is_the_verdict_at_every_vote(simcord_env, seed):
    """Every vote edits the one tally; after each the tally's lines are the variant's ballot, and the
    verdict at the day's end repeats the last tally line for line (the Политик's «×2,5 (Политик)»)."""
    world = World(simcord_env)
    await world.lobby(start=False)
    await world.players[1].slash(world.square, "join", public_role="Политик")
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    rng = random.Random(seed)
    await send_moves(world, table, rng, range(len(game.players)))
    await simcord_env.advance_time(3601)
    assert game.phase.kind == PhaseKind.DAY
    voters = [p for p in game.players if game.variant.may_vote(game, p) is None]
    living = [p.name for p in game.living()]
    for voter in voters:
        await world.actor(voter.seat).slash(world.square, "vote", target=rng.choice(living + ["-"]))
        expected = [game.texts.render(line.key, line.params) for line in ballot_lines(game, game.variant.ballot(game))]
        assert tally_lines(world) == expected
    politician = next(p for p in game.players if p.public == "Политик")
    aim = game.votes.get(politician.seat)
    against_vip = isinstance(aim, int) and game.players[aim].public == "VIP"
    if politician.seat in game.votes and not against_vip:
        assert any(f"{politician.name} ×2,5 (Политик)" in line for line in tally_lines(world))
    elif against_vip:  # «против VIP у Политика 1 голос»: shown plainly, no ×2,5
        assert not any(f"{politician.name} ×2,5" in line for line in tally_lines(world))
    last = tally_lines(world)
    await simcord_env.advance_time(3601)
    assert verdict_lines(world, "Итоги: День 1") == last
    assert not any("-0" in line or " -" in line for line in last)  # one minus sign, if any


async def test_the_dead_are_told_and_greeted_once(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    rng = random.Random(4)
    dead_before: set[int] = set()
    for _ in range(8):
        if game.over:
            break
        index = game.phase.index
        phase = f"{'Ночь' if game.phase.kind == PhaseKind.NIGHT else 'День'} {game.phase.number}"
        await play_phase(world, rng)
        await simcord_env.advance_time(3601)
        if game.over:
            break
        assert game.phase.index == index + 1
        for player in game.players:
            if player.alive or player.seat in dead_before:
                continue
            dead_before.add(player.seat)
            notice = world.thread_of(player.seat).history()[-1].content
            # (after his own results, if he had any: one message a phase change)
            assert any(line.startswith(f"**Вы погибли** ({phase})") for line in notice.splitlines()), notice
            assert not notice.startswith("**") or notice.startswith(("**Итоги", "**Вы погибли")), notice
            assert "Городу объявлено:" in notice and player.name in notice
            assert "/смотреть" in notice and "Кладбище открыто" in notice
    assert dead_before, "somebody died in eight phases"
    greetings = [m for m in world.channel("кладбище").history() if m.author.bot]
    assert len(greetings) == 1 and greetings[0].components  # one message, with the «Смотреть игру» button
    for seat in dead_before:
        assert game.players[seat].name in greetings[0].content
    # Lives are never shown below zero (the HP book lets them fall under zero).
    for seat in dead_before:
        assert "Здоровье: -" not in text_of(await world.actor(seat).slash(world.thread_of(seat), "role"))


async def test_reminders_name_what_is_missing(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    movers = [p.seat for p in game.players if game.available(p)]
    await send_moves(world, table, random.Random(1), movers[:3])
    await simcord_env.advance_time(50 * 60 + 1)  # ten minutes before the night's end
    for seat in movers:
        last = world.thread_of(seat).history()[-1].content
        if game.actions_of(seat):
            assert "осталось 10 мин" not in last
        else:
            assert "осталось 10 мин" in last and "нет хода" in last and "/ход" in last, last
    await simcord_env.advance_time(601)
    assert game.phase.kind == PhaseKind.DAY
    voters = [p for p in game.players if game.variant.may_vote(game, p) is None]
    voted = voters[0]
    await world.actor(voted.seat).slash(world.square, "vote", target="-")
    await simcord_env.advance_time(50 * 60 + 1)
    for player in voters:
        last = world.thread_of(player.seat).history()[-1].content
        if player is voted:
            assert "осталось 10 мин" not in last
        elif game.available(player) and not game.actions_of(player.seat):
            assert "ни хода (/ход), ни голоса (/голос)" in last, last
        else:
            assert "не проголосовали" in last and "/голос" in last, last


async def test_results_are_headed_and_a_day_opens_with_who_is_alive(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    await world.players[1].slash(world.square, "join", public_role="Политик")
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    await send_moves(world, table, random.Random(3), range(len(game.players)))
    private = {s: len(world.thread_of(s).history()) for s in range(len(game.players))}
    logged = len(game.log)
    await simcord_env.advance_time(3601)
    told = [e for e in game.log[logged:] if e.phase == 0 and e.to is not None]
    assert told
    for seat in {s for e in told for s in e.to if len(e.to) == 1}:
        new = world.thread_of(seat).history()[private[seat]:]
        assert new[0].content.startswith("**Итоги: Ночь 1**"), new[0].content
    post = next(c for c in square_texts(world) if c.startswith("**Итоги: Ночь 1**"))
    assert "Наступило утро" not in post  # the header says it once
    recap = next(line for line in post.splitlines() if line.startswith("Живы ("))
    assert recap.startswith(f"Живы ({len(game.living())}):")
    politician = next(p for p in game.players if p.public == "Политик")
    if politician.alive:
        assert f"{politician.name} (Политик)" in recap
    assert all(p.name in recap for p in game.living())


async def test_a_reviewed_phase_leaves_one_notice_and_shows_the_moves(simcord_env):
    world = World(simcord_env)
    lobby = await world.lobby(start=False)
    lobby.record.seed = 5
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    await play_phase(world, random.Random(2))
    moves = list(game.pending.values())
    await simcord_env.advance_time(3601)
    review = "\n".join(m.content for m in host_thread(world, table).history())
    assert "__Ходы фазы:__" in review
    for action in moves:
        assert f"• {game.players[action.actor].name}: «{action.ability}»" in review
    form = await world.host.click(review_message(world, table), label="Вернуть фазу")
    await world.host.submit_modal(form, {"length": "30"})
    await simcord_env.advance_time(31 * 60)
    assert table.meta.review.current is not None  # ended again
    await world.host.click(review_message(world, table), label="Опубликовать")
    notices = [c for c in square_texts(world) if "Ночь 1" in c and "едущий" in c and not c.startswith("**Итоги")]
    assert len(notices) == 1, notices
    assert notices[0].startswith("✅")


async def test_an_early_end_is_announced(simcord_env):
    world = World(simcord_env)
    lobby = await world.lobby(start=False, early_end=True)
    signup = world.square.history()[0].content
    assert "может закончиться раньше срока" in signup, signup
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    assert table.meta.early_end and lobby is not None
    night = next(c for c in square_texts(world) if c.startswith("**Игра началась"))
    assert "закончится раньше, как только все сходят" in night
    first = next(p.seat for p in game.players if game.available(p))
    move = await world.actor(first).slash(world.thread_of(first), "act",
                                          **_move(world, table, first))
    assert "закончится и раньше" in text_of(move)
    await send_moves(world, table, random.Random(6), [p.seat for p in game.players if p.seat != first])
    for _ in range(20):
        if game.phase.index == 1:
            break
        await simcord_env.advance_time(1)
    assert game.phase.index == 1, "everyone moved: the night ended early"
    results = next(c for c in square_texts(world) if c.startswith("**Итоги: Ночь 1"))
    assert results.startswith("**Итоги: Ночь 1 (досрочно: все сходили)**")


def _move(world, table, seat):
    from tests.bot.helpers import random_move

    move = random_move(table, random.Random(0), seat)
    assert move is not None
    return move


async def test_a_removed_player_is_told_why_and_that_he_is_out_for_good(simcord_env):
    """The host removes a player of a book where the dead may come back: his thread says who removed
    him and the host's reason (to him alone: the square hears none), and that he is out for good — no
    return (nothing raises a removed player), watching offered; the graveyard's greeting names him."""
    world = World(simcord_env, players=10)
    table = await world.lobby(variant="fantasy")
    game = table.game
    assert game.variant.raises_dead
    seat = next(p.seat for p in game.players if p.in_game)
    await world.host.slash(world.square, "host kill", player=game.players[seat].name, reason="флуд")
    notice = world.thread_of(seat).history()[-1].content
    assert any(line.startswith("**Ведущий удалил вас из игры** (Ночь 1)") for line in notice.splitlines()), notice
    assert "Причина (её знаете только вы и ведущий): флуд" in notice
    assert "могут вернуться" not in notice and "/смотреть" in notice
    assert game.players[seat].out is Exit.REMOVED
    square = "\n".join(m.content for m in world.square.history())
    assert "флуд" not in square
    greeting = [m for m in world.channel("кладбище").history() if m.author.bot]
    assert len(greeting) == 1
    assert f"Ночь 1: {game.players[seat].name}" in greeting[0].content


async def test_an_undone_death_is_taken_back_in_the_thread_and_the_graveyard(simcord_env):
    """The host takes back the night someone died in: the player is told he is in the game again,
    and the graveyard's greeting no longer names him."""
    from tests.bot.test_undo import undo

    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    rng = random.Random(4)
    for _ in range(8):
        await play_phase(world, rng)
        await simcord_env.advance_time(3601)
        if game.over or any(not p.alive for p in game.players):
            break
    if game.over:
        pytest.skip("this deal ended before a death could be undone")  # (not with this seed)
    dead = [p for p in game.players if not p.alive]
    assert dead
    greeting = next(m for m in world.channel("кладбище").history() if m.author.bot)
    assert all(p.name in greeting.content for p in dead)
    await undo(world)
    game = world.table().game  # (the game replayed without the phase's end)
    assert all(game.players[p.seat].alive for p in dead)
    for player in dead:
        assert any(line.startswith("**Вы снова в игре**")
                   for line in world.thread_of(player.seat).history()[-1].content.splitlines())
    greeting = next(m for m in world.channel("кладбище").history() if m.author.bot)
    assert not any(p.name in greeting.content for p in dead), greeting.content
