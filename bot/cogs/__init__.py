"""Thin slash-command cogs over the game service (:class:`bot.games.GameManager`).

Every handler answers its interaction first — :func:`defer` before any store or
Discord call, or a direct reply when it needs neither — so Discord's 3-second
limit holds however slow the database or the channel is."""

from __future__ import annotations

from typing import Any

import discord

from bot import render
from bot.permissions import require_host as _require_host
from bot.tables import Refusal, Table
from bot.views import refuse


class guard:
    """``async with guard(interaction):`` — a :class:`Refusal` becomes an ephemeral reply."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction

    async def __aenter__(self) -> "guard":
        return self

    async def __aexit__(self, kind, error, traceback) -> bool:
        if isinstance(error, Refusal):
            await refuse(self.interaction, error.text)
            return True
        return False


def bot_of(interaction: discord.Interaction) -> Any:
    """The client (the composition root, ``bot.client.MafiaBot``) holding the services; the client
    loads the cogs, so it is not imported back."""
    return interaction.client


def require_host(interaction: discord.Interaction, table: Table) -> None:
    _require_host(interaction.user, interaction.permissions, table)


async def defer(interaction: discord.Interaction) -> None:
    """Answer now (Discord shows «thinking…»), reply later with :func:`reply`."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


async def reply(interaction: discord.Interaction, text: str | list[str], **kwargs) -> None:
    """An ephemeral answer that mentions nobody; a text past Discord's limit goes in parts
    (the attachments and view with the last), cut between lines — or between the blocks of a
    list (a role card's abilities stay whole)."""
    kwargs.setdefault("allowed_mentions", discord.AllowedMentions.none())
    blocks = text if isinstance(text, list) else text.split("\n")
    parts = render.chunks(blocks) or ["\n".join(blocks)]
    for index, part in enumerate(parts):
        extra = kwargs if index == len(parts) - 1 else {"allowed_mentions": kwargs["allowed_mentions"]}
        if interaction.response.is_done():
            await interaction.followup.send(part, ephemeral=True, **extra)
        else:
            await interaction.response.send_message(part, ephemeral=True, **extra)
