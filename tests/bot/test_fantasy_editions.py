"""Фэнтези through Discord, edition by edition (issues 8 and 9, «Through the bot»):

* edition IV: the week's three phases (Новолуние, Полулуние, Полнолуние) named, each with its own
  deadline and reminders, no vote anywhere (not offered, refused in Russian), the Дьявол's Сделка
  put to its target with buttons (the answer a stored command, answered in time), to the end;
* edition I: public roles chosen at sign-up, an instant day ability told at once, the Вече's tally
  with its modifiers, Голубиная почта delivered to the recipient's thread anonymously and escaped;

and in both, nothing visible to anyone who should not see it."""

from __future__ import annotations

import random
import re

import pytest

from core.commands import Act
from core.rules import Action
from plugins.fantasy.iv.state import MOONS
from tests.bot.conftest import World, text_of
from tests.bot.helpers import assert_no_leaks, play_phase, readers, visible_lines


def lines(channel) -> list[str]:
    return [line for m in channel.history() for line in m.content.splitlines()]


def minutes_left(env, table) -> float:
    return (table.record.deadline - env.now()).total_seconds() / 60


async def play_to_the_end(env, world, rng: random.Random, limit: int = 150) -> None:
    game = world.table().game
    phases = 0
    while not game.over and phases < limit:
        await play_phase(world, rng)
        if not game.over:
            await env.advance_time(3601)
        phases += 1
    assert game.over, ("the game should end", game.variant.edition,
                       [(p.name, p.role, p.alive, sorted(p.statuses)) for p in game.players])
    assert "Игра окончена" in "\n".join(lines(world.square))


class _Seeded:
    """The game's seed, fixed (the bot draws it from SystemRandom)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def randrange(self, *_):
        return self.seed


@pytest.fixture
def seeded(monkeypatch):
    """A fixed deal, so that the random play after the checked phases is the same every run (with
    random moves an IV town can stall: the Лич and the Демонолог cannot hurt each other)."""
    import bot.lobby

    monkeypatch.setattr(bot.lobby.random, "SystemRandom", lambda: _Seeded(11))
    return 11


async def test_fantasy_iv_week_through_the_bot(simcord_env, store, seeded):
    world = World(simcord_env, players=8)
    everyone = [*world.players, world.host, world.admin, world.spectator]
    await world.setup()
    result = await world.host.slash(world.square, "game new", variant="fantasy", options="edition=IV")
    assert result.ephemeral
    signup = world.square.history()[-1].content.lower()
    assert all(f"{kind} — 1 час" in signup for kind in MOONS), signup
    assert "день" not in signup
    for player in world.players:
        await player.slash(world.square, "join")
    # Each moon has its own length: the Полулуние is made shorter.
    result = await world.host.slash(world.square, "game timing", phase="Полулуние", length="30")
    assert "полулуние — 30 минут" in text_of(result).lower(), text_of(result)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    assert game.variant.edition == "IV"

    devil = next(p for p in game.players if p.role == "Дьявол")
    client = next(p for p in game.players if p.seat != devil.seat
                  and game.validate(Act(Action(devil.seat, "Сделка", (p.seat,)))) is None)
    others = [p for p in game.players if p.seat not in (devil.seat, client.seat)]

    for kind, length in zip(MOONS, (60, 30, 60)):
        name = f"{kind.capitalize()} 1"  # the first week
        assert game.phase.kind == kind
        # The phase is named in the square, with its own deadline.
        assert any(f"Начинается: {name}" in line for line in lines(world.square)), name
        assert minutes_left(simcord_env, table) == pytest.approx(length, abs=0.2)
        # No vote: the command offers nobody and is refused, in Russian, to its author only.
        voter = world.actor(others[0].seat)
        assert await voter.autocomplete(world.square, "vote", "target", "") == []
        refused = await voter.slash(world.square, "vote", target=client.name)
        assert refused.ephemeral and "голосования нет" in text_of(refused), text_of(refused)
        assert game.votes == {}
        abilities = await voter.autocomplete(world.thread_of(others[0].seat), "act", "ability", "")
        assert all("голос" not in c["name"].lower() for c in abilities)
        # The reminder 10 minutes before this phase's end, in the thread of who has not moved.
        await simcord_env.advance_time((length - 10) * 60 + 1)
        waiting = next(p for p in others if game.available(p) and not game.actions_of(p.seat))
        reminder = [line for line in lines(world.thread_of(waiting.seat)) if "до конца фазы" in line]
        assert reminder and f"«{name}»" in reminder[-1], reminder

        if kind == "новолуние":
            # The Дьявол offers a deal (a move like any other, answered at once with its confirmation).
            result = await world.actor(devil.seat).slash(world.thread_of(devil.seat), "act", ability="Сделка",
                                                         target=client.name)
            assert result.ephemeral and "Ход принят" in text_of(result), text_of(result)
        if kind == "полулуние":
            # The offer waits in the client's thread, with a button per gift and one to refuse.
            offer = next(m for m in reversed(world.thread_of(client.seat).history()) if m.components)
            labels = [c.label for row in offer.components for c in row.children]
            assert "Бессмертие" in labels and "отказ" in labels and len(labels) == 7, labels
            # Only he can read it (so only he can press its buttons; the Дьявол neither).
            assert readers(world, world.thread_of(client.seat).id, everyone) == {table.user_of(client.seat)}
            assert all(offer.content not in visible_lines(world, world.actor(p.seat)) for p in [devil, *others])
            answered = await world.actor(client.seat).click(offer, label="Бессмертие")
            assert answered.ephemeral and "Ответ принят: Бессмертие" in text_of(answered)
            question = next(q for q in game.questions if q.seat == client.seat)
            assert question.answer == "Бессмертие"
            _, commands = await store.load(table.id)
            assert any("Бессмертие" in str(c) for c in commands), commands
        before = game.phase.index
        await simcord_env.advance_time(10 * 60 + 1)
        assert game.over or game.phase.index == before + 1
        if game.over:
            break
        if kind == "полулуние" and devil.alive and client.alive:
            told = "\n".join(lines(world.thread_of(devil.seat)))
            assert re.search(rf"{re.escape(client.name)} продала? душу", told) and "Бессмертие" in told
            assert not re.search(rf"{re.escape(client.name)} продала? душу", "\n".join(lines(world.square)))

    if not game.over:
        assert game.phase.kind == "новолуние"  # the week starts again
        await play_to_the_end(simcord_env, world, random.Random(4))
    assert_no_leaks(world, table, everyone)


PUBLIC = ["Бандит", "Мэр", "Вор", "Цыганка", "Оракул", "Священник", "Сыщик", "Богач", "Астролог", "Лекарь"]


async def test_fantasy_i_day_through_the_bot(simcord_env, seeded):
    world = World(simcord_env, players=10)
    everyone = [*world.players, world.host, world.admin, world.spectator]
    await world.setup()
    await world.host.slash(world.square, "game new", variant="fantasy", options="edition=I")
    # Public roles are chosen at sign-up, first come first served.
    for player, public in zip(world.players, PUBLIC):
        result = await player.slash(world.square, "join", public_role=public)
        assert result.ephemeral
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    assert [p.public for p in game.players] == PUBLIC
    bandit, mayor, thief, sender, recipient = (game.players[i] for i in range(5))

    # Night 1 (Новолуние): an anonymous letter with markdown and would-be mentions in it.
    letter = f"<@{world.actor(mayor.seat).id}> **жирно** @everyone _наклон_"
    result = await world.actor(sender.seat).slash(world.thread_of(sender.seat), "act", ability="Голубиная почта",
                                                  target=recipient.name, text=letter)
    assert result.ephemeral and "Ход принят" in text_of(result), text_of(result)
    await simcord_env.advance_time(3601)
    assert game.phase.kind == "day"
    got = [m.content for m in world.thread_of(recipient.seat).history() if "Голубиная почта (аноним)" in m.content]
    assert len(got) == 1
    line = next(x for x in got[0].splitlines() if "Голубиная почта (аноним)" in x)
    assert sender.name not in got[0]
    assert r"\*\*жирно\*\*" in line and r"\_наклон\_" in line
    assert f"<@{world.actor(mayor.seat).id}>" not in line and "@everyone" not in line
    told = "\n".join(lines(world.thread_of(sender.seat)))
    whom = world.table().game.texts._fluent_name(world.table().game.names[recipient.name], "dat")
    assert f"Ваше письмо отправлено {whom}" in told
    for member in everyone:  # besides the recipient, only the sender (his own confirmation) and the host saw it
        if member.id not in (world.actor(recipient.seat).id, world.actor(sender.seat).id, world.host.id):
            assert all("жирно" not in x for x in visible_lines(world, member)), \
                (member.name, [x for x in visible_lines(world, member) if "жирно" in x])
    hosts = [x for x in visible_lines(world, world.host) if "жирно" in x]  # (his thread: the move, the letter)
    assert hosts and all(r"\*\*жирно\*\*" in x and "<@" + str(world.actor(mayor.seat).id) not in x
                         and "@everyone" not in x for x in hosts), hosts

    # Day 2: an instant day ability is told at once, mid-day.
    victim = game.players[6]
    result = await world.actor(bandit.seat).slash(world.thread_of(bandit.seat), "act",
                                                  ability="Поймать в подворотне", target=victim.name)
    assert result.ephemeral and "Сыграно сразу" in text_of(result), text_of(result)
    assert victim.state.lives == 1 and game.phase.kind == "day"
    caught = game.texts._fluent_name(game.names[victim.name], "acc")
    assert any("в подворотне" in x and caught in x for x in lines(world.square))
    # The tally with its modifiers: the Мэр's two votes, the Вор's Смотрящий (−3).
    result = await world.actor(thief.seat).slash(world.thread_of(thief.seat), "act", ability="Смотрящий")
    assert text_of(result).startswith("Сыграно сразу: «Смотрящий». "), text_of(result)
    assert any(f"{thief.name} — Смотрящий" in x for x in lines(world.square))
    await world.actor(mayor.seat).slash(world.square, "vote", target=thief.name)
    await world.actor(bandit.seat).slash(world.square, "vote", target=victim.name)
    await world.actor(thief.seat).slash(world.square, "vote", target=victim.name)
    tally = next(m.content for m in world.square.history() if m.content.startswith("**Голосование"))
    await simcord_env.advance_time(3601)
    square = "\n".join(lines(world.square))
    watched = f"{thief.name} — \u22121 голос: {mayor.name} ×2 (Деспотия); снято 3 (Смотрящий)"
    voted = f"{victim.name} — 2 голоса: {', '.join(p.name for p in sorted((bandit, thief), key=lambda p: p.seat))}"
    assert watched in square and voted in square
    assert watched in tally and voted in tally  # the live tally said the same
    whom = game.texts._fluent_name(game.names[victim.name], "acc")
    assert f"Вече приговорило {whom} к казни" in square

    await play_to_the_end(simcord_env, world, random.Random(8))
    assert_no_leaks(world, table, everyone)


async def test_fantasy_mayor_asked_for_an_heir_through_the_bot(simcord_env, seeded):
    """Преемственность asked at the death: the Мэр executed by the Вече gets the question in his
    thread when the night begins, picks the heir from the menu, and the town hears it at once."""
    world = World(simcord_env, players=10)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="fantasy", options="edition=I")
    for player, public in zip(world.players, PUBLIC):
        await player.slash(world.square, "join", public_role=public)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    mayor, heir = game.players[1], game.players[5]
    await simcord_env.advance_time(3601)  # night 1: nobody moves
    assert game.phase.kind == "day"
    for p in game.players:
        if p.seat != mayor.seat:
            await world.actor(p.seat).slash(world.square, "vote", target=mayor.name)
    await simcord_env.advance_time(3601)
    assert not mayor.alive and game.phase.kind == "night"
    message = world.thread_of(mayor.seat).history()[-1]
    assert "Выберите игрока" in message.content and message.components
    assert any("Преемственность: вы можете передать" in x for x in lines(world.thread_of(mayor.seat)))
    result = await world.actor(mayor.seat).select(message, [f"#{heir.seat}"])  # the menu's value: a seat
    assert result.ephemeral and f"Ответ принят: {heir.name}" in text_of(result), text_of(result)
    assert heir.public == "Мэр" and mayor.public is None
    assert any(f"новый Мэр — {heir.name}" in x for x in lines(world.square))


async def test_fantasy_i_host_undoes_instant_day_moves(simcord_env, seeded):
    """``/host undo`` takes back the last instant move, one at a time (issue 10): the Сыщик's
    «Элементарно!» (its result told in his thread alone) goes first — a correction in the square
    and in his thread, nowhere else, his single use his again; then the Бандит's «Поймать в
    подворотне» — the victim has both lives back; the game is as it was before them."""
    world = World(simcord_env, players=10)
    everyone = [*world.players, world.host, world.admin, world.spectator]
    await world.setup()
    await world.host.slash(world.square, "game new", variant="fantasy", options="edition=I")
    for player, public in zip(world.players, PUBLIC):
        await player.slash(world.square, "join", public_role=public)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    await simcord_env.advance_time(3601)  # night 1: nobody moves
    assert game.phase.kind == "day"
    bandit, detective, victim = game.players[0], game.players[6], game.players[7]
    before = game.snapshot()
    result = await world.actor(bandit.seat).slash(world.thread_of(bandit.seat), "act",
                                                  ability="Поймать в подворотне", target=victim.name)
    assert "Сыграно сразу" in text_of(result) and victim.state.lives == 1
    beaten = game.snapshot()
    result = await world.actor(detective.seat).slash(world.thread_of(detective.seat), "act", ability="Элементарно!")
    assert "Сыграно сразу" in text_of(result), text_of(result)
    told = [e for e in game.log if e.to == [detective.seat] or e.to == (detective.seat,)]
    assert told and told[-1].key == "fantasy.result.role_of"
    threads_before = {p.seat: len(world.thread_of(p.seat).history()) for p in game.players}

    async def undo() -> str:
        asked = await world.host.slash(world.square, "host undo")
        question = asked.followups[-1] if asked.followups else asked.response
        done = await world.host.click(question, label="Да, отменить")
        return question.content + "\n" + text_of(done)

    said = await undo()
    whose = world.table().game.texts._fluent_name(world.table().game.names[detective.name], "gen")
    assert f"мгновенный ход «Элементарно!» {whose}" in said, said
    game = world.table().game
    assert game.snapshot() == beaten
    # The correction: the square, and the thread of the one who was told — nobody else's.
    assert any("Поправка" in m.content and "«Элементарно!»" in m.content for m in world.square.history())
    for p in game.players:
        new = world.thread_of(p.seat).history()[threads_before[p.seat]:]
        if p.seat == detective.seat:
            assert any("Поправка" in m.content and "недействительны" in m.content for m in new), \
                [m.content for m in new]
        else:
            assert not any("Поправка" in m.content for m in new), p.name

    said = await undo()
    whose = world.table().game.texts._fluent_name(world.table().game.names[bandit.name], "gen")
    assert f"мгновенный ход «Поймать в подворотне» {whose}" in said, said
    game = world.table().game
    assert game.snapshot() == before and game.players[victim.seat].state.lives == 2
    assert game.phase.kind == "day"
    # The moves are theirs again.
    result = await world.actor(detective.seat).slash(world.thread_of(detective.seat), "act", ability="Элементарно!")
    assert "Сыграно сразу" in text_of(result), text_of(result)
    await play_to_the_end(simcord_env, world, random.Random(8))
    assert_no_leaks(world, world.table(), everyone)
