"""The end of a game (issue 10, items 5 and 6): the story is posted in the town square (the
whole log and a PNG of each night), each won game's results go into the statistics, and
/stats and /leaderboard show them — names escaped, nobody mentioned; on SQLite and PostgreSQL
the results survive a restart."""

from __future__ import annotations

import random

import pytest

from bot.client import MafiaBot
from bot.cogs.stats import board_lines
from core.rating import rate
from core.store import open_stats
from tests.bot.conftest import World, make_config, text_of
from tests.bot.helpers import play_phase
from tests.core.store.test_stats import POSTGRES, database


@pytest.fixture
def config():
    return make_config(story="full")  # the text and the nights' pictures


async def kill_until_over(world) -> None:
    """The host removes players in seat order until a side has won."""
    table = world.table()
    game = table.game
    for player in list(game.players):
        if game.over:
            break
        if player.in_game:
            result = await world.host.slash(world.square, "host kill", player=player.name, reason="тест")
            assert result.ephemeral
    assert game.over


async def play_some_nights(world, simcord_env, phases: int, seed: int = 4) -> None:
    rng = random.Random(seed)
    game = world.table().game
    for _ in range(phases):
        if game.over:
            return
        await play_phase(world, rng)
        await simcord_env.advance_time(3601)


async def test_story_and_stats_at_the_end(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await play_some_nights(world, simcord_env, 2)
    await kill_until_over(world)
    game = table.game
    square = world.square.history()
    texts = "\n".join(m.content for m in square)
    # The story: its title, the cast with every role, each phase's chapter, the winner.
    assert f"История игры №{table.id}" in texts
    for player in game.players:
        assert f"{player.name}" in texts and player.role in texts
    assert "=== Ночь 1 ===" in texts and "Победитель:" in texts
    pictures = [a for m in square for a in m.attachments if a.filename.endswith(".png")]
    assert len(pictures) >= 1
    # The story comes after the roles are told.
    final = next(i for i, m in enumerate(square) if "Игра окончена" in m.content)
    title = next(i for i, m in enumerate(square) if f"История игры №{table.id}" in m.content)
    assert final < title

    # The results: one game for every player, a win for each winner.
    winners = set(game.variant.winning_seats(game))
    stats = world.bot.stats
    for player in game.players:
        totals = await stats.player(world.guild.id, table.user_of(player.seat))
        assert totals.games == 1 and totals.wins == (player.seat in winners)
        assert totals.survived == player.in_game
        assert list(totals.by_role) == [player.role]
    server = await stats.server(world.guild.id)
    assert server.games == 1 and server.players == len(game.players)

    # /stats: ephemeral, about oneself or another member.
    seat = min(winners)
    mine = await world.actor(seat).slash(world.general, "stats")
    assert mine.ephemeral
    assert "игр — 1, побед — 1" in text_of(mine) and game.players[seat].role in text_of(mine)
    loser = next(p.seat for p in game.players if p.seat not in winners)
    other = await world.spectator.slash(world.general, "stats", player=world.actor(loser))
    assert other.ephemeral and "игр — 1, побед — 0" in text_of(other)
    nobody = await world.spectator.slash(world.general, "stats")
    assert "ещё нет законченных игр" in text_of(nobody)
    # /stats shows the rating: after one game below the minimum, so not ranked yet; the trend from 25.
    assert "Рейтинг: " in text_of(mine) and "в рейтинг сервера попадёт после 5 игр" in text_of(mine)
    assert "За последнюю 1 игру: 25 → " in text_of(mine)
    # /leaderboard: in the channel for everyone; nobody has 5 games yet.
    board = await world.spectator.slash(world.general, "leaderboard")
    assert not board.ephemeral
    content = text_of(board)
    assert "Рейтинг сервера" in content and "Игр — 1" in content
    assert "Пока никто не сыграл 5 игр" in content
    # With a minimum of one game everyone is ranked, the winners (a higher conservative score) first.
    world.bot.config.rating_min_games = 1
    content = text_of(await world.spectator.slash(world.general, "leaderboard"))
    rows = [line for line in content.splitlines() if line[:1].isdigit()]
    assert len(rows) == min(10, len(game.players))
    assert rows[0].startswith("1. ") and "1 игра, побед — 1" in rows[0]
    assert "место в рейтинге сервера — " in text_of(await world.actor(seat).slash(world.general, "stats"))


async def test_a_game_ended_by_the_host_tells_its_story_but_counts_for_nothing(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await world.host.slash(world.square, "game end")
    texts = "\n".join(m.content for m in world.square.history())
    assert f"История игры №{table.id}" in texts and "Игра не окончена." in texts
    assert (await world.bot.stats.server(world.guild.id)).games == 0
    board = await world.spectator.slash(world.general, "leaderboard")
    assert "ещё нет законченных игр" in text_of(board)


async def test_hostile_names_are_escaped_in_stats(simcord_env):
    world = World(simcord_env, players=13)
    # A player whose display name is Markdown plays under it without the markup (issue 32, item 1).
    rogue = world.guild.add_member(simcord_env.create_user("rogue", global_name="[клик](https://x.y) ## Вася"))
    world.players[0] = rogue
    world.bot.config.rating_min_games = 1
    table = await world.lobby()
    await kill_until_over(world)
    seat = table.seat_of(rogue.id)
    name = table.game.players[seat].name
    assert name == "клик(https:x.y) Вася"
    shown = text_of(await rogue.slash(world.general, "stats"))
    board = text_of(await world.spectator.slash(world.general, "leaderboard"))
    ratings = rate(await world.bot.stats.results(world.guild.id))
    if rogue.id not in {row.user for row in ratings.board(1, 10)}:  # not in the top ten: the line it would get
        server = await world.bot.stats.server(world.guild.id)
        board = "\n".join(board_lines(server, ratings, 1, limit=20))
    for text in (shown, board):
        # No link anywhere: the name reads as itself.
        assert "клик(https:x.y) Вася" in text and "](" not in text and "://" not in text


@pytest.mark.parametrize("kind", ["sqlite", POSTGRES])
async def test_results_kept_in_the_database_across_a_restart(simcord_env, engine, store, config, tmp_path, kind):
    async with database(kind, tmp_path) as url:
        stats = await open_stats(url)
        try:
            await simcord_env.restart_bot(MafiaBot(engine, store, config, stats=stats))
            world = World(simcord_env)
            table = await world.lobby()
            await kill_until_over(world)
            users = [table.user_of(p.seat) for p in table.game.players]
        finally:
            await simcord_env.bot.close()
            await stats.close()
        again = await open_stats(url)
        try:
            await simcord_env.restart_bot(MafiaBot(engine, store, config, stats=again))
            assert (await again.server(world.guild.id)).games == 1
            result = await world.actor(0).slash(world.general, "stats")
            assert "игр — 1" in text_of(result)
            board = await world.spectator.slash(world.general, "leaderboard")
            assert "Игр — 1" in text_of(board)
            assert {r.user for r in await again.leaderboard(world.guild.id, 50)} == set(users)
        finally:
            await simcord_env.bot.close()
            await again.close()


async def test_no_story_when_turned_off(simcord_env):
    world = World(simcord_env)
    world.bot.config.story = "off"
    table = await world.lobby()
    await kill_until_over(world)
    assert not any("История игры" in m.content for m in world.square.history())
    assert (await world.bot.stats.server(world.guild.id)).games == 1  # the results still count
    assert table.record.status == "over"


async def test_a_replaced_seat_counts_for_the_replacement(simcord_env):
    """Issue 33, item 7: the seat counts for the user holding it at the end (docs/bot.md, «Замена»)."""
    world = World(simcord_env)
    table = await world.lobby()
    newcomer = world.guild.add_member(simcord_env.create_user("new", global_name="Новенький"))
    replaced = world.actor(2)
    await world.host.slash(world.square, "host replace", old=table.game.players[2].name, new=newcomer)
    await kill_until_over(world)
    ratings = rate(await world.bot.stats.results(world.guild.id))
    assert ratings.of(newcomer.id).games == 1 and ratings.of(replaced.id) is None
    won = 2 in table.game.variant.winning_seats(table.game)
    assert (ratings.of(newcomer.id).mu > 0) == won
    assert "Рейтинг: " in text_of(await newcomer.slash(world.general, "stats"))
    assert "ещё нет законченных игр" in text_of(await replaced.slash(world.general, "stats"))
