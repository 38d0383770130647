"""The end of a game, after its roles are told: the results go into the statistics
(:mod:`core.store.stats`, a won game only — a game the host ended has no winner) and
the story of the game (every move, every result, a picture of each night) is posted
in the town square (:func:`bot.story.post_story`). Either failing is logged and never
stops the end of the game."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.story import post_story
from core.results import game_results

if TYPE_CHECKING:
    from bot.config import Config
    from bot.tables import Table
    from core.registry import Engine
    from core.store.stats import StatsStore

log = logging.getLogger(__name__)


class Ending:
    """The end of a game. Built by the client with Discord (the square), the engine (the story), the
    settings (whether and how the story is told) and the statistics store."""

    def __init__(self, client: discord.Client, engine: "Engine", config: "Config", stats: "StatsStore | None") -> None:
        self.client = client
        self.engine = engine
        self.config = config
        self.stats = stats

    async def record_results(self, table: "Table") -> bool:
        """Keep a won game's results (once: recording it again changes nothing)."""
        game = table.game
        if not game.over or self.stats is None:
            return False
        try:
            results = game_results(game, server=table.guild_id, game_id=table.id,
                                   users=[table.user_of(p.seat) for p in game.players])
            return await self.stats.record(results)
        except Exception:  # noqa: BLE001 - statistics never stop the end of a game
            log.exception("results of game %s could not be recorded", table.id)
            return False

    async def tell_story(self, table: "Table") -> int:
        """The story of the game in the town square; returns the number of messages."""
        if self.config.story == "off":
            return 0
        channel = self.client.get_partial_messageable(table.meta.channels.square)
        try:
            return await post_story(channel, self.engine, table.game, table.number,
                                    pictures=self.config.story == "full")
        except discord.HTTPException:
            log.exception("the story of game %s could not be posted", table.id)
            return 0

    async def game_over(self, table: "Table") -> None:
        await self.record_results(table)
        await self.tell_story(table)
