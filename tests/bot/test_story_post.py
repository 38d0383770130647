"""Posting the story at the game's end (bot/story.py): every message within
Discord's limit after escaping, names inert (no Markdown, no mention, no ping),
the nights' pictures attached, ten at most a message."""

from __future__ import annotations

import discord

from bot.story import ATTACHMENT_LIMIT, FILES_PER_MESSAGE, escape, post_story
from core.commands import EndPhase, Replace
from tools.simulate import move_rng, new_random_game, play
from core.story import MESSAGE_LIMIT, tell_game

ROGUE = "@everyone **Жанна** `x` ||спойлер|| <@123456789012345678>"


class FakeChannel:
    def __init__(self) -> None:
        self.sent: list[tuple[str | None, dict]] = []

    async def send(self, content=None, **kwargs):
        self.sent.append((content, kwargs))


def finished_game(engine):
    game = new_random_game(engine, "romanian", 10, 5)
    assert game.execute(Replace(6, ROGUE)).accepted  # a newcomer with a hostile name takes a seat
    for _ in play(game, move_rng(5)):
        pass
    if not game.over:
        game.execute(EndPhase())
    return game


async def test_the_story_is_posted_inert_and_whole(engine):
    game = finished_game(engine)
    channel = FakeChannel()
    sent = await post_story(channel, engine, game, game_id=3)
    assert sent == len(channel.sent)
    texts = [c for c, kw in channel.sent if "files" not in kw]
    assert channel.sent[-1][0] == "Разбор игры: откройте файл в браузере — таблица игроков, все фазы, графы ночей, " \
                                  "голосования и фильтр по игроку."
    assert texts and all(len(c) <= MESSAGE_LIMIT for c in texts)
    assert all(kw["allowed_mentions"].everyone is False and kw["allowed_mentions"].users is False
               and kw["allowed_mentions"].roles is False for _, kw in channel.sent)
    joined = "\n".join(texts)
    assert ROGUE not in joined and "@everyone" not in joined  # neither formats nor mentions
    assert escape(ROGUE) in joined
    assert "\\*\\*Жанна\\*\\*" in joined and "\\|\\|спойлер\\|\\|" in joined
    story = tell_game(engine, game, 3)
    # The roles were posted just before the story: the story does not list the cast again.
    assert story.texts.render("story.cast") not in joined
    plain = [line for line in story.lines(cast=False) if line]
    assert [line for c in texts for line in c.split("\n") if line] == [escape(line) for line in plain]
    pictured = [kw["files"] for _, kw in channel.sent if "files" in kw]
    assert all(1 <= len(files) <= FILES_PER_MESSAGE for files in pictured)
    files = [f for group in pictured for f in group]
    pngs = [f for f in files if f.filename.endswith(".png")]
    assert len(pngs) == len(story.nights()) and all(isinstance(f, discord.File) for f in files)
    assert pngs[0].fp.read(8) == b"\x89PNG\r\n\x1a\n"
    # Last, the replay page: one self-contained file, the hostile name inert there too.
    assert [f.filename for f in files if not f.filename.endswith(".png")] == ["game-3.html"]
    assert pictured[-1] == [files[-1]] and files[-1].filename == "game-3.html"
    page = files[-1].fp.read().decode("utf-8")
    assert page == story.page() and len(page.encode("utf-8")) <= ATTACHMENT_LIMIT
    assert "<@123456789012345678>" not in page and "&lt;@123456789012345678&gt;" in page
