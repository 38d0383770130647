"""A whole Romanian game driven through Discord, from /mafia setup to the win: the day opens
the game, two clans with their own threads (which follow the clan as it changes), the cops,
prison (out of the game, alive: the graveyard is the «бар»), questions answered with buttons,
the weighted live tally, the «сухарь» post counts, and who can see what on the way."""

from __future__ import annotations

import random

import pytest
from simcord.backend.errors import BackendError

from bot import render, turns
from bot.client import MafiaBot
from core.commands import Act, EndPhase, PostCounts
from core.model import PhaseKind
from plugins.romanian.mechanics import BOSS, CLAN_ROLES, COP_ROLES, RECRUITABLE, RECRUITER, clan_hearers, jailed
from tests.bot.conftest import World, text_of
from tests.bot.helpers import assert_no_leaks, random_move, readers, visible_lines

SEED = 20240501


async def romanian_world(env, players: int, seed: int = SEED) -> World:
    """A started Romanian game; the deal's seed is fixed so the game is the same every run."""
    world = World(env, players=players)
    lobby = await world.lobby(start=False, variant="romanian")
    lobby.record.seed = seed
    result = await world.host.slash(world.square, "game start")
    assert result.ephemeral
    table = world.table()
    assert not table.lobby and table.game.variant.id == "romanian"
    return world


def seat_of_role(game, role: str, team: int | None = None) -> int:
    return next(p.seat for p in game.players if p.role == role and p.in_game and (team is None or p.team == team))


def lines_of(channel) -> list[str]:
    return [line for m in channel.history() for line in m.content.splitlines()]


def thread_by_id(world, thread_id: int):
    return next(t for t in world.game_channel.threads if t.id == thread_id)


def faction_entry(table, seats) -> dict:
    """The newest faction thread whose members are exactly these seats."""
    return next(f for f in reversed(table.meta.threads.factions) if set(f["seats"]) == set(seats))


async def answer_questions(world, rng: random.Random, choose=None) -> list:
    """Every open question of this phase answered in the player's thread: a button for a
    question with options, the menu of players for a free-text one."""
    table = world.table()
    game = table.game
    answered = []
    for question in list(game.questions):
        if question.phase != game.phase.index or question.answer is not None:
            continue
        thread = world.thread_of(question.seat)
        message = next(m for m in reversed(thread.history()) if m.components)
        actor = world.actor(question.seat)
        if question.options:
            option = choose(question) if choose else rng.choice(question.options)
            result = await actor.click(message, label=option)
        else:
            names = [p.name for p in game.living() if p.seat != question.seat]
            option = rng.choice(names)
            result = await actor.select(message, [option])
        assert result.ephemeral and "Ответ принят" in text_of(result), text_of(result)
        assert game.questions[question.id].answer == option
        answered.append(question)
    return answered


async def night_moves(world, rng: random.Random, skip=()) -> None:
    table = world.table()
    game = table.game
    for player in list(game.players):
        if player.seat in skip:
            continue
        move = random_move(table, rng, player.seat)
        if move is not None:
            result = await world.actor(player.seat).slash(world.thread_of(player.seat), "act", **move)
            assert result.ephemeral


async def day_votes(world, rng: random.Random, target=None) -> None:
    table = world.table()
    game = table.game
    for player in list(game.players):
        if game.variant.may_vote(game, player) is not None:
            continue
        if target is None:
            aim = rng.choice([p.name for p in game.living()])  # (no «мир» in this book: l.10)
        else:
            aim = target
        result = await world.actor(player.seat).slash(world.square, "vote", target=aim)
        assert result.ephemeral
        assert text_of(result).startswith("Ваш голос:"), text_of(result)


def tally_message(world):
    table = world.table()
    return next(m for m in world.square.history() if m.id == table.meta.tally)


async def check_out_of_game(world, table, seat: int) -> None:
    """Out of the game (dead or in prison): no writing in the square or the threads; the
    own thread and the graveyard («бар») are readable, and he talks in the graveyard."""
    graveyard = world.channel("кладбище")
    actor = world.actor(seat)
    assert readers(world, table.meta.threads.seats[seat], [actor]) == {actor.id}
    assert readers(world, graveyard.id, [actor]) == {actor.id}
    with pytest.raises(BackendError):
        await actor.send(world.thread_of(seat), "я ещё тут")
    with pytest.raises(BackendError):
        await actor.send(world.square, "я ещё тут")
    await actor.send(graveyard, "привет из бара")


async def test_whole_romanian_game(simcord_env):
    world = await romanian_world(simcord_env, 14)
    table = world.table()
    game = table.game
    everyone = [*world.players, world.host, world.admin, world.spectator]
    users = lambda seats: {table.user_of(s) for s in seats}  # noqa: E731

    # The day opens the game: no night first; the square is open to the living.
    assert game.phase.kind == PhaseKind.DAY and game.phase.index == 0
    square = lines_of(world.square)
    assert any("Наступил День 1" in line for line in square)
    assert not any("Ночь" in line for line in square)
    # The day's header states the minimum of messages (l.35), a count one can meet: 14 living → 7.
    assert "Минимум сообщений за день: 7." in square
    await world.actor(0).send(world.square, "доброе утро")

    # Threads: a personal one each; each clan its own thread with exactly its members; the cops theirs.
    for seat in range(len(game.players)):
        assert readers(world, table.meta.threads.seats[seat], everyone) == {table.user_of(seat)}
    clans = {team: [p.seat for p in game.players if p.team == team and p.role in CLAN_ROLES] for team in (1, 2)}
    assert all(len(seats) == 3 for seats in clans.values())
    cops = [p.seat for p in game.players if p.role in COP_ROLES]
    entries = {team: faction_entry(table, seats) for team, seats in clans.items()}
    assert [f["team"] for f in table.meta.threads.factions].count(1) == 1
    for team, seats in clans.items():  # (and the host, who does not play)
        assert readers(world, entries[team]["thread"], everyone) == users(seats) | {world.host.id}
    assert readers(world, faction_entry(table, cops)["thread"], everyone) == users(cops) | {world.host.id}
    names = {thread_by_id(world, f["thread"]).name for f in table.meta.threads.factions}
    assert len(names) == 3, names  # «клан 1», «клан 2», the cops: told apart by name
    # Each clan's thread names its members (start.fellows).
    clan1_lines = lines_of(thread_by_id(world, entries[1]["thread"]))
    assert any(game.players[clans[1][0]].name in line for line in clan1_lines)

    rng = random.Random(SEED)

    # --- День 1: the mayor's double vote in the live tally; the town jails a clan-2 soldier.
    mayor = seat_of_role(game, "Мэр")
    prisoner = next(s for s in clans[2] if game.players[s].role != BOSS)
    result = await world.actor(mayor).slash(world.thread_of(mayor), "act", ability="Двойной голос")
    assert result.ephemeral and text_of(result).startswith("Ход принят: «Двойной голос»"), text_of(result)
    peace = await world.actor(mayor).slash(world.square, "vote", target="-")
    assert peace.ephemeral and "«за мир»" in text_of(peace) and "ник игрока красным" in text_of(peace)
    await day_votes(world, rng, target=game.players[prisoner].name)
    voters = sum(1 for p in game.players if game.votes.get(p.seat) == prisoner)
    assert game.variant.tally(game)[prisoner] == voters + 1  # the mayor counts twice
    tally = tally_message(world).content
    assert f"{game.players[prisoner].name} — {voters + 1} голос" in tally
    # Posts in the square by day are counted, stored in the record's meta.
    talkers = [p.seat for p in game.players[:8]]
    for seat in talkers:
        for _ in range(7):
            await world.actor(seat).send(world.square, "я мирный, честно")
    counts = table.meta.posts["messages"]["counts"]
    assert counts[0] == 8 and counts[1] == 7 and counts[9] == 0
    await simcord_env.advance_time(3601)

    # The day's counts went to the engine before the day ended (PostCounts, then EndPhase).
    report_at = next(i for i, c in enumerate(game.commands) if isinstance(c, PostCounts))
    report = game.commands[report_at]
    assert report.topic == "messages" and isinstance(game.commands[report_at + 1], EndPhase)
    assert dict(report.values)[0] == 8 and dict(report.values)[9] == 0
    assert len(report.values) == 14
    dry = [e for e in game.log if e.key == "romanian.result.dry"]
    assert {e.to[0] for e in dry} == set(range(8, 14))  # 7 posts with 14 living is enough (14/2), 0 is not

    # Prison: out of the game, alive; the dead role (no writing), the graveyard is the «бар».
    assert game.phase.kind == PhaseKind.NIGHT
    jailed_player = game.players[prisoner]
    assert jailed(jailed_player) and jailed_player.alive and not jailed_player.in_game
    guild = simcord_env.backend.guilds[world.guild.id]
    member_roles = set(guild.members[table.user_of(prisoner)].role_ids)
    assert table.meta.roles.dead in member_roles and table.meta.roles.alive not in member_roles
    await check_out_of_game(world, table, prisoner)
    assert readers(world, world.channel("кладбище").id, [world.actor(mayor)]) == set()
    # His role is not told yet (the next day opens with it).
    assert not any(jailed_player.role in line and jailed_player.name in line for line in lines_of(world.square)
                   if "Итоги" not in line)

    # --- Ночь 1: the jailed clan-2 mafioso answers «whom to give away» with a button in his thread;
    # clan 1's recruiter recruits; clan 2 (now two in the game) shoots.
    betray = [q for q in game.questions if q.seat == prisoner and q.phase == game.phase.index]
    assert betray and betray[0].options
    answered = await answer_questions(world, rng)
    assert [q.seat for q in answered] == [prisoner]
    recruiter = seat_of_role(game, RECRUITER, team=1)
    recruit = next(p.seat for p in game.players if p.role in RECRUITABLE and p.in_game and p.seat != mayor)
    result = await world.actor(recruiter).slash(world.thread_of(recruiter), "act", ability="Вербовка",
                                                target=game.players[recruit].name)
    assert result.ephemeral and game.actions_of(recruiter)
    clan2_now = clan_hearers(game, 2)
    assert len(clan2_now) == 2
    boss2 = seat_of_role(game, BOSS, team=2)
    aim = next(p for p in game.players if p.in_game and p.team is None and p.seat not in (recruit, mayor)
               and p.role != "Медведь")
    result = await world.actor(boss2).slash(world.thread_of(boss2), "act", ability="Выстрел", target=aim.name)
    assert result.ephemeral and game.actions_of(boss2), text_of(result)
    await simcord_env.advance_time(3601)

    # The recruiter's answer is in clan 1's thread, read by clan 1 only.
    answer = next(e for e in game.log if e.phase == 1 and e.to is not None and set(e.to) == set(clans[1]))
    clan1_thread = thread_by_id(world, entries[1]["thread"])
    answer_text = game.texts.event(answer)
    assert answer_text in "\n".join(lines_of(clan1_thread))
    for user in everyone:
        seen = "\n".join(visible_lines(world, user))
        # (the host, who does not play, reads it too)
        assert (answer_text in seen) == (user.id in users(clans[1]) | {world.host.id}), user.name
    # Clan 2 changed (its soldier is in prison): its shot's answer opened a thread for the two left.
    shot = next(e for e in game.log if e.phase == 1 and e.to is not None and set(e.to) == set(clan2_now))
    clan2_new = faction_entry(table, clan2_now)
    assert clan2_new["thread"] != entries[2]["thread"] and clan2_new["team"] == 2
    assert readers(world, clan2_new["thread"], everyone) == users(clan2_now) | {world.host.id}
    assert game.texts.event(shot) in "\n".join(lines_of(thread_by_id(world, clan2_new["thread"])))
    # The prisoner's role was told when the day opened; one line opens the day (no «Открыт день»), with
    # its minimum of messages: the living halved, rounded up.
    assert game.phase.kind == PhaseKind.DAY
    square = lines_of(world.square)
    assert not any("Открыт день" in line for line in square)
    opening = max(i for i, line in enumerate(square) if "Наступил День 2" in line)
    assert f"Минимум сообщений за день: {(len(game.living()) + 1) // 2}." in square[opening:opening + 2]
    jailed_name = game.texts._fluent_name(game.names[jailed_player.name], "gen")  # «… посаженного Егора: Мэр»
    assert any(jailed_name in line and jailed_player.role in line for line in lines_of(world.square))

    # --- День 2: the recruitment question reaches the recruit's thread as buttons; «да» is applied.
    question = next(q for q in game.questions if q.seat == recruit and q.phase == game.phase.index)
    assert question.key == "romanian.ask.recruit" and question.options == ("да", "нет")
    thread_lines = lines_of(world.thread_of(recruit))
    assert game.texts.render("romanian.ask.recruit", question.params) in thread_lines
    assert readers(world, world.thread_of(recruit).id, everyone) == {table.user_of(recruit)}
    buttons = next(m for m in reversed(world.thread_of(recruit).history()) if m.components)
    assert question.answer is None
    answered = await answer_questions(world, rng, choose=lambda q: "да" if q.seat == recruit else q.options[0])
    assert question in answered and game.questions[question.id].answer == "да"
    assert buttons.components
    await day_votes(world, rng)
    await simcord_env.advance_time(3601)
    assert game.players[recruit].role == "Рядовой" and game.players[recruit].team == 1
    clan1_now = clan_hearers(game, 1)
    assert recruit in clan1_now
    joined = faction_entry(table, clan1_now)
    assert joined["thread"] != entries[1]["thread"]
    assert readers(world, joined["thread"], everyone) == users(clan1_now) | {world.host.id}
    # The recruit does not read the clan's old thread (its history was not meant for him).
    assert readers(world, entries[1]["thread"], [world.actor(recruit)]) == set()

    # --- To the win: random moves and votes, every question answered by its button.
    phases = game.phase.index
    while not game.over and phases < 80:
        await answer_questions(world, rng)
        if game.phase.kind == PhaseKind.NIGHT:
            await night_moves(world, rng)
            alive_seat = game.living()[0].seat
            with pytest.raises(BackendError):
                await world.actor(alive_seat).send(world.square, "можно?")
        else:
            await night_moves(world, rng)  # the day moves: blood of the night's dead, the mayor ...
            for player in game.living()[:3]:
                await world.actor(player.seat).send(world.square, "я мирный")
            await day_votes(world, rng)
            if game.votes:
                assert tally_message(world).content == expected_tally(simcord_env, table)
        await simcord_env.advance_time(3601)
        phases += 1
        assert game.phase.index == phases or game.over
    assert game.over and game.winner, "the game should end within 80 phases"
    assert "Игра окончена" in "\n".join(lines_of(world.square))
    assert simcord_env.bot.games.table(world.guild.id) is None
    # Every day reported its counts; no night reported late posts (the square is closed at night).
    days = sum(1 for c in game.commands if isinstance(c, PostCounts) and c.topic == "messages")
    assert days >= 3
    assert not any(isinstance(c, PostCounts) and c.topic == "late_posts" for c in game.commands)
    # The night's dead painted with blood by day (/act in a thread they cannot write in).
    assert any(isinstance(c, Act) and c.action.ability == "Кровь" for c in game.commands)
    # ... in the open (l.16): the square read it at once («Егор покрасил кровью Аню.»).
    painted = [e for e in game.log if e.key == "romanian.blood_painted"]
    assert painted and all(game.texts.event(e) in lines_of(world.square) for e in painted)

    # Nobody saw a private message meant for someone else.
    assert_no_leaks(world, table, everyone)
    # Every faction thread only ever got events addressed to exactly its members.
    for entry in table.meta.threads.factions:
        members = set(entry["seats"])
        thread = thread_by_id(world, entry["thread"])
        assert readers(world, thread.id, everyone) == users(members) | {world.host.id}  # (and the host)
    game_roles = {table.meta.roles.alive, table.meta.roles.dead}
    assert not any(game_roles & set(guild.members[p.id].role_ids) for p in world.players)


async def test_post_counts_survive_a_restart_and_late_posts(simcord_env, engine, store, config):
    world = await romanian_world(simcord_env, 12, seed=7)
    table = world.table()
    game = table.game
    for _ in range(3):
        await world.actor(0).send(world.square, "раз")
    await world.actor(1).send(world.square, "два")
    await world.host.send(world.square, "ведущий не считается")
    assert table.meta.posts["messages"]["counts"][:3] == [3, 1, 0]
    # The bot restarts mid-day: the counts come back from the store and go on.
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    table = world.table()
    game = table.game
    await world.actor(1).send(world.square, "снова я")
    assert table.meta.posts["messages"]["counts"][:3] == [3, 2, 0]
    await simcord_env.advance_time(3601)
    report = next(c for c in game.commands if isinstance(c, PostCounts))
    assert report.topic == "messages"
    assert dict(report.values)[0] == 3 and dict(report.values)[1] == 2 and dict(report.values)[2] == 0

    # At night the square is closed; one who can still write there (here: a player who also
    # holds the host role) posts after the day closed: the night reports it, a first warning.
    assert game.phase.kind == PhaseKind.NIGHT
    late = next(p.seat for p in game.players if p.in_game)
    with pytest.raises(BackendError):
        await world.actor(late).send(world.square, "я не успел")
    await simcord_env.bot.http.add_role(world.guild.id, table.user_of(late), table.meta.roles.host)
    await world.actor(late).send(world.square, "я не успел")
    assert table.meta.posts["late_posts"]["counts"][late] == 1
    await simcord_env.advance_time(3601)
    reports = [c for c in game.commands if isinstance(c, PostCounts) and c.topic == "late_posts"]
    assert reports and dict(reports[0].values) == {late: 1}
    assert any(e.key == "romanian.result.late_warning" and e.to == (late,) for e in game.log)
    assert "Вы написали в теме после закрытия дня" in "\n".join(lines_of(world.thread_of(late)))


async def test_no_counts_for_a_variant_that_does_not_ask(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()  # hp: no reports
    assert table.game.variant.counted_posts == ()
    await simcord_env.advance_time(3601)  # to the day
    game = table.game
    if game.over:
        return
    await world.actor(game.living()[0].seat).send(world.square, "я мирный")
    assert not table.meta.posts
    await simcord_env.advance_time(3601)
    assert not any(isinstance(c, PostCounts) for c in game.commands)


def expected_tally(env, table) -> str:
    return render.tally_text(table, turns.waiting(table))
