"""The bot's side of the posts players read most: the closing «итоги» in the town square (after the
engine's «Игра окончена», before the story; the same renderer as `mafia-bot simulate`), names typed by
players kept inert there and in the host's review."""

from __future__ import annotations

from types import SimpleNamespace

from bot import render
from bot.review import review_lines
from core.commands import Replace
from core.events import Audience, Event
from core.final import final_post
from core.game import PhaseReport
from tests.bot.conftest import World
from tests.bot.test_ending import kill_until_over, play_some_nights
from tools.simulate import new_random_game

ROGUE = "@everyone **Жанна** <@123456789012345678>"


async def test_the_final_post_comes_between_the_end_and_the_story(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await play_some_nights(world, simcord_env, 2)
    await kill_until_over(world)
    game = table.game
    square = [m.content for m in world.square.history()]
    over = next(i for i, m in enumerate(square) if "Игра окончена" in m)
    final = next(i for i, m in enumerate(square) if m.startswith("Итоги игры:"))
    story = next(i for i, m in enumerate(square) if f"История игры №{table.id}" in m)
    assert over <= final < story
    text = "\n".join(m for m in square[final:story] if m)
    expected = final_post(game, name=render.name)
    assert text.split("\n") == expected
    assert "Победитель — " in expected[1]
    for player in game.players:
        assert any(line.startswith(f"• {render.name(player.name)} — {player.role}") for line in expected)


def test_the_final_post_keeps_a_typed_name_inert(engine):
    game = new_random_game(engine, "hp", 17, 1)
    assert game.execute(Replace(3, ROGUE)).accepted
    lines = final_post(game, name=render.name, stopped=True)
    mine = next(x for x in lines if "Жанна" in x and x.startswith("• "))
    assert "**" not in mine.replace("\\*\\*", "") and "<@123456789012345678>" not in mine
    assert "@everyone" not in mine.replace("@\u200beveryone", "")


def test_the_hosts_review_shows_typed_text_inert(engine):
    """A paper's text (typed by a player) reaches the host escaped: no markdown, no mention."""
    game = new_random_game(engine, "romanian", 10, 1)
    typed = "**Всем** @everyone <@123456789012345678>"
    paper = {"text": typed, "target": "—"}
    report = PhaseReport(game.phase, [Event("romanian.newspaper", paper),
                                      Event("romanian.newspaper", dict(paper), Audience.of(0))], None)
    lines = review_lines(SimpleNamespace(id=7, game=game), game, report, None)
    shown = [x for x in lines if "Газета" in x]
    assert len(shown) == 2
    for line in shown:
        assert typed not in line and "<@123456789012345678>" not in line and "\\*\\*Всем\\*\\*" in line


async def test_the_signup_names_the_editions_book(simcord_env):
    """A fantasy table's sign-up shows its edition's own title, not one title for four books."""
    world = World(simcord_env, players=8)
    await world.setup()
    result = await world.host.slash(world.square, "game new", variant="fantasy", options="edition=II")
    assert result.ephemeral
    signup = world.square.history()[-1].content
    assert "Фэнтези II «Сатисфакция»" in signup, signup
