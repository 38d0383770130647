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
    from bot.client import MafiaBot
    from bot.tables import Table

log = logging.getLogger(__name__)


async def record_results(bot: "MafiaBot", table: "Table") -> bool:
    """Keep a won game's results (once: recording it again changes nothing)."""
    game = table.game
    if not game.over or bot.stats is None:
        return False
    try:
        results = game_results(game, server=table.guild_id, game_id=table.id,
                               users=[table.user_of(p.seat) for p in game.players])
        return await bot.stats.record(results)
    except Exception:  # noqa: BLE001 - statistics never stop the end of a game
        log.exception("results of game %s could not be recorded", table.id)
        return False


async def tell_story(bot: "MafiaBot", table: "Table") -> int:
    """The story of the game in the town square; returns the number of messages."""
    if bot.config.story == "off":
        return 0
    channel = bot.get_partial_messageable(table.meta["square"])
    try:
        return await post_story(channel, bot.engine, table.game, table.id, pictures=bot.config.story == "full")
    except discord.HTTPException:
        log.exception("the story of game %s could not be posted", table.id)
        return 0


async def game_over(bot: "MafiaBot", table: "Table") -> None:
    await record_results(bot, table)
    await tell_story(bot, table)
