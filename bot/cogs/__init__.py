"""Thin slash-command cogs over :class:`bot.games.GameManager`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.games import Refusal, Table
from bot.texts import t
from bot.views import refuse

if TYPE_CHECKING:
    from bot.client import MafiaBot


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


def bot_of(interaction: discord.Interaction) -> "MafiaBot":
    return interaction.client  # type: ignore[return-value]


def may_host(interaction: discord.Interaction, table: Table) -> bool:
    """The game's host, or anyone with Manage Server."""
    if interaction.user.id == table.meta.get("host"):
        return True
    permissions = interaction.permissions
    return bool(permissions.manage_guild or permissions.administrator)


def require_host(interaction: discord.Interaction, table: Table) -> None:
    if not may_host(interaction, table):
        raise Refusal(t("host.only"))


async def reply(interaction: discord.Interaction, text: str, **kwargs) -> None:
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)
