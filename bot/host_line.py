"""The host's line: what the bot tells a table's host in a direct message (a refused role change, a
lost channel, a game that could not be reloaded), beside the game, where he alone reads it."""

from __future__ import annotations

import logging

import discord

from bot.tables import Table

log = logging.getLogger(__name__)


class HostLine:
    """Built by the client with Discord; the game roles, the delivery and the game manager tell
    the host through it."""

    def __init__(self, client: discord.Client) -> None:
        self.bot = client

    async def tell(self, table: Table, text: str) -> None:
        host = table.meta.host
        if host is None:
            return
        try:
            user = self.bot.get_user(host) or await self.bot.fetch_user(host)
            await user.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not tell the host of game %s: %s", table.id, text)
