"""The widened core through Discord: the toy variant's edition «луна» (tests/core/toy.py) —
a set-up phase with its own deadline, a three-kind cycle (новолуние, полулуние with the only
vote, полнолуние), cards played from the hand or the sleeve, holdings shown after every change,
an instant ability told at once — from /game new to the win."""

from __future__ import annotations

import pytest

from core.model import PhaseKind, PlayerSetup
from core.registry import Engine
from tests.bot.conftest import World, text_of
from tests.core.toy import MOON, MoonPlugin, Toy, ToyPlugin


@pytest.fixture
def engine(monkeypatch) -> Engine:
    # The toy deals as the books do: the variant's mix, shuffled with the game's seed.
    def deal(self, names, public_roles, rng):
        roles = self.role_mix(len(names))
        rng.shuffle(roles)
        return [PlayerSetup(name, role) for name, role in zip(names, roles)]

    monkeypatch.setattr(Toy, "deal", deal)
    return Engine([ToyPlugin(), MoonPlugin()], entry_points=False)


def lines(channel) -> list[str]:
    return [line for m in channel.history() for line in m.content.splitlines()]


async def test_toy_moon_from_start_to_win(simcord_env):
    world = World(simcord_env, players=4)
    await world.setup()
    result = await world.host.slash(world.square, "game new", variant="toy", options=f"edition={MOON}")
    assert "Запись открыта" in text_of(result)
    signup = world.square.history()[-1].content
    assert "подготовка — " in signup.lower() and "новолуние — 1 час" in signup.lower()
    for player in world.players:
        await player.slash(world.square, "join")
    # The set-up gets its own length.
    result = await world.host.slash(world.square, "game timing", phase="Подготовка", length="30")
    assert "подготовка — 30 минут" in text_of(result)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    assert game.phase.kind == PhaseKind.SETUP
    assert any("Подготовка к игре" in line for line in lines(world.square))
    assert (table.record.deadline - simcord_env.now()).total_seconds() == pytest.approx(30 * 60, abs=5)

    # Set-up: every player sends a deck; the sleeve gets the first card, the hand the rest.
    for seat in range(4):
        result = await world.actor(seat).slash(world.thread_of(seat), "act", ability="Колода",
                                               cards="Удар, Щит, Пустышка")
        assert "Ход принят" in text_of(result), text_of(result)
    await simcord_env.advance_time(30 * 60 + 1)
    assert game.phase.kind == "новолуние"
    assert any("Начинается: Новолуние 1" in line for line in lines(world.square))
    # Holdings in the thread after the change, and in /role and /status.
    for seat in range(4):
        assert any("В руке: Щит, Пустышка" in line for line in lines(world.thread_of(seat))), seat
    card = await world.actor(0).slash(world.thread_of(0), "role")
    assert "В рукаве: Удар" in text_of(card)
    status = await world.actor(0).slash(world.square, "status")
    assert "В руке: Щит, Пустышка" in text_of(status)
    # The card menu offers the player's own cards by pile.
    choices = await world.actor(0).autocomplete(world.thread_of(0), "act", "cards", "", ability="Удар")
    assert {c["value"] for c in choices} == {"рука: Щит", "рука: Пустышка", "рукав: Удар"}

    killer = next(p for p in game.players if p.role == "Убийца")
    citizens = [p for p in game.players if p.seat != killer.seat]
    # An instant ability resolves at once and is told at once, mid-phase.
    result = await world.actor(killer.seat).slash(world.thread_of(killer.seat), "act", ability="Приговор",
                                                  target=citizens[0].name)
    assert "Сыграно сразу" in text_of(result) and "отменить нельзя" in text_of(result)
    assert not citizens[0].alive
    assert any(f"Приговор приведён в исполнение: {citizens[0].name}" in line for line in lines(world.square))
    assert game.phase.kind == "новолуние"

    await simcord_env.advance_time(3601)
    assert game.phase.kind == "полулуние"  # the only phase with a vote: the square is open
    await world.actor(citizens[1].seat).send(world.square, "кто это сделал?")
    # Nobody votes; the moon goes on.
    await simcord_env.advance_time(3601)
    assert game.phase.kind == "полнолуние"
    # A card from the sleeve: both citizens strike the killer.
    for citizen in citizens[1:]:
        result = await world.actor(citizen.seat).slash(world.thread_of(citizen.seat), "act", ability="Удар",
                                                       target=killer.name, cards="рукав: Удар")
        assert "Ход принят" in text_of(result), text_of(result)
    await simcord_env.advance_time(3601)
    assert game.over and game.winner == "Город"
    square = "\n".join(lines(world.square))
    assert "Игра окончена" in square or "Роли игроков" in square
    # Holdings were posted once, when they changed (the deal); the role card showed the empty start.
    posts = [m.content for m in world.thread_of(citizens[1].seat).history() if "У вас на руках" in m.content]
    assert len(posts) == 1 and "В руке: Щит, Пустышка. В рукаве: Удар." in posts[0]
    assert citizens[1].state.sleeve == []  # the strike spent the sleeve's card


async def test_many_targets_from_one_menu(simcord_env):
    """A four-target ability (the toy's «Облава») without typed targets: one menu, four picks."""
    world = World(simcord_env, players=5)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="toy", options=f"edition={MOON}")
    for player in world.players:
        await player.slash(world.square, "join")
    result = await world.host.slash(world.square, "game roles", roles="Шпион, Убийца, Житель, Житель, Житель")
    assert "Список ролей задан" in text_of(result)
    await world.host.slash(world.square, "game start")
    table = world.table()
    game = table.game
    await simcord_env.advance_time(3601)  # the set-up ends: default decks for all
    assert game.phase.kind == "новолуние"
    spy = next(p for p in game.players if p.role == "Шпион")
    result = await world.actor(spy.seat).slash(world.thread_of(spy.seat), "act", ability="Облава")
    message = result.followups[-1] if result.followups else result.response
    select = message.components[0]["components"][0]
    assert (select["min_values"], select["max_values"], len(select["options"])) == (4, 4, 5)
    others = [o["value"] for o in select["options"] if o["value"] != str(spy.seat)]
    picked = await world.actor(spy.seat).select(message, others)
    assert "Ход принят" in text_of(picked), text_of(picked)
    (action,) = game.actions_of(spy.seat)
    assert sorted(action.targets) == sorted(p.seat for p in game.players if p.seat != spy.seat)
    # Typed, the same move takes a comma-separated list.
    names = ", ".join(p.name for p in game.players if p.seat != spy.seat)
    typed = await world.actor(spy.seat).slash(world.thread_of(spy.seat), "act", ability="Облава", targets=names)
    assert "Ход принят" in text_of(typed), text_of(typed)


def roles_of(world, member) -> set[int]:
    return set(world.env.backend.guilds[world.guild.id].members[member.id].role_ids)


async def test_host_undoes_an_instant_ability(simcord_env):
    """``/host undo`` takes back the last instant move (issue 10): the «Приговор» played mid-phase
    is replayed away — the victim lives and has «Живые» back, the town reads a correction, the
    killer's single use is his again."""
    world = World(simcord_env, players=4)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="toy", options=f"edition={MOON}")
    for player in world.players:
        await player.slash(world.square, "join")
    await world.host.slash(world.square, "game start")
    table = world.table()
    for seat in range(4):
        await world.actor(seat).slash(world.thread_of(seat), "act", ability="Колода", cards="Удар, Щит, Пустышка")
    await simcord_env.advance_time(60 * 60 + 1)
    game = table.game
    assert game.phase.kind == "новолуние"
    killer = next(p for p in game.players if p.role == "Убийца")
    victim = next(p for p in game.players if p.seat != killer.seat)
    before = game.snapshot()
    commands = len(game.commands)
    await world.actor(killer.seat).slash(world.thread_of(killer.seat), "act", ability="Приговор",
                                         target=victim.name)
    assert not victim.alive
    member = world.actor(victim.seat)
    alive, dead = table.meta.roles.alive, table.meta.roles.dead
    assert dead in roles_of(world, member) and alive not in roles_of(world, member)

    asked = await world.host.slash(world.square, "host undo")
    question = asked.followups[-1] if asked.followups else asked.response
    whose = table.game.texts._fluent_name(table.game.names[killer.name], "gen")
    assert f"мгновенный ход «Приговор» {whose}" in question.content, question.content
    done = await world.host.click(question, label="Да, отменить")
    assert "Вы отменили мгновенный ход «Приговор»" in text_of(done), text_of(done)
    game = world.table().game
    assert game.snapshot() == before and len(game.commands) == commands
    assert game.players[victim.seat].alive and game.phase.kind == "новолуние"
    assert alive in roles_of(world, member) and dead not in roles_of(world, member)
    assert any("Поправка" in m.content and "мгновенный ход «Приговор»" in m.content for m in world.square.history())
    assert "мгновенный ход" in world.table().meta.undone[-1]["what"]
    # The single use is the killer's again: he may play it once more, at once.
    again = await world.actor(killer.seat).slash(world.thread_of(killer.seat), "act", ability="Приговор",
                                                 target=victim.name)
    assert "Сыграно сразу" in text_of(again), text_of(again)
    assert not world.table().game.players[victim.seat].alive
