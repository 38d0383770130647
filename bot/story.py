"""Posting the story of a game (core/story) to a Discord channel at the game's end.

The story is plain text with player names as typed (see :mod:`core.story`); here
every line is escaped (Markdown, then mentions) *before* it is cut into messages,
so no message passes Discord's 2000 characters, and every message goes out with
``AllowedMentions.none()``: a name can neither format the text nor ping anyone.
The nights' pictures follow, up to ten a message (Discord's limit), each message
naming its phases, then (with the pictures) the replay page ``game-N.html``
(:mod:`core.story.page`).

Imports nothing from the cogs: the game-end code calls :func:`post_story`.
"""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING, Any, Protocol

import discord

from core.story import MESSAGE_LIMIT, tell_game

if TYPE_CHECKING:
    from core.game import Game
    from core.registry import Engine
    from core.story import Story

FILES_PER_MESSAGE = 10


class Channel(Protocol):
    async def send(self, content: str | None = None, **kwargs: Any) -> Any: ...


def escape(text: str) -> str:
    """A line of the story made inert for Discord: Markdown and mentions escaped."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


#: Discord's attachment limit for a bot's message on a server without boosts (10 MiB).
ATTACHMENT_LIMIT = 10 * 1024 * 1024


def page_name(game_id: int | None) -> str:
    return f"game-{game_id if game_id is not None else 0}.html"


def prepare(story: "Story") -> tuple[list[str], list[tuple[str, str, bytes]]]:
    """The messages and the pictures (phase name, file name, PNG). Replays nothing;
    draws every night (a fifth of a second each): run it off the event loop."""
    chunks = story.chunks(limit=MESSAGE_LIMIT, escape=escape, cast=False)  # (the roles were posted just before)
    pictures = [(story.phase_label(phase), story.picture_name(phase), png)
                for phase, png in story.pictures()]
    return chunks, pictures


async def post_story(channel: Channel, engine: "Engine", game: "Game", game_id: int | None = None, *,
                     pictures: bool = True) -> int:
    """Tell the game's story in ``channel`` (without the nights' pictures if ``pictures`` is
    false); returns the number of messages sent."""

    def build() -> tuple[list[str], list[tuple[str, str, bytes]], bytes | None, str]:
        story = tell_game(engine, game, game_id)
        if not pictures:
            return story.chunks(limit=MESSAGE_LIMIT, escape=escape, cast=False), [], None, ""
        return (*prepare(story), story.page().encode("utf-8"), story.texts.render("story.page.attached"))

    chunks, drawn, page, note = await asyncio.to_thread(build)
    none = discord.AllowedMentions.none()
    sent = 0
    for chunk in chunks:
        await channel.send(chunk, allowed_mentions=none)
        sent += 1
    for start in range(0, len(drawn), FILES_PER_MESSAGE):
        group = drawn[start:start + FILES_PER_MESSAGE]
        files = [discord.File(io.BytesIO(png), filename=name) for _, name, png in group]
        await channel.send(escape(", ".join(title for title, _, _ in group)), files=files, allowed_mentions=none)
        sent += 1
    if page is not None and len(page) <= ATTACHMENT_LIMIT:  # the replay page (a few hundred KiB)
        await channel.send(note, allowed_mentions=none,
                           files=[discord.File(io.BytesIO(page), filename=page_name(game_id))])
        sent += 1
    return sent
