"""The host's review of a phase's end, its face: the three buttons under the review message and the two
forms they open. The review itself (what is held, approved, sent back) is :class:`bot.review.Review`;
these reach it through the client the interaction carries. The buttons are ``DynamicItem``s whose custom
id (``mafia:rev:<game>:<phase>:<a|f|b>``) names the game and the phase, so they work on a restarted bot
and a stale one is refused."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.permissions import require_host
from bot.review import FLAVOUR_LIMIT
from bot.tables import Refusal, Table
from bot.texts import t
from bot.views import refuse

REVIEW = r"mafia:rev:(?P<game>\d+):(?P<phase>\d+):(?P<act>[afb])"
ACTS = {"a": ("review.approve", discord.ButtonStyle.success),
        "f": ("review.add_flavour", discord.ButtonStyle.secondary),
        "b": ("review.send_back", discord.ButtonStyle.danger)}


def _bot(interaction: discord.Interaction) -> Any:
    """The client (the composition root) that holds the services, reached through the interaction."""
    return interaction.client


async def _reply(interaction: discord.Interaction, text: str) -> None:
    await interaction.followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())


def _host_table(interaction: discord.Interaction, game_id: int, index: int, message: int | None) -> Table:
    """The game whose review this is, for its host; a button of an older review message (of the
    same phase, before it was sent back) is refused: it described other results."""
    bot = _bot(interaction)
    table = bot.games.registry.find(game_id)
    require_host(interaction.user, interaction.permissions, table)
    bot.review.check(table, index, message)
    return table


def _message(interaction: discord.Interaction) -> int | None:
    return interaction.message.id if interaction.message is not None else None


class ReviewButton(discord.ui.DynamicItem[discord.ui.Button], template=REVIEW):
    """A button of a review, valid across restarts (the game and phase are in its custom id)."""

    def __init__(self, game_id: int, index: int, act: str) -> None:
        key, style = ACTS[act]
        super().__init__(discord.ui.Button(label=t(key)[:80], style=style,
                                           custom_id=f"mafia:rev:{game_id}:{index}:{act}"))
        self.game_id, self.index, self.act = game_id, index, act

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "ReviewButton":
        return cls(int(match["game"]), int(match["phase"]), match["act"])

    async def callback(self, interaction: discord.Interaction) -> None:
        message = _message(interaction)
        try:
            table = _host_table(interaction, self.game_id, self.index, message)
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)
        if self.act == "f":
            return await interaction.response.send_modal(FlavourModal(self.game_id, self.index, message))
        if self.act == "b":
            spec = _bot(interaction).review.phase_length(table)
            return await interaction.response.send_modal(SendBackModal(self.game_id, self.index, spec, message))
        # One confirmation a phase: the review message itself turns into «✅ Опубликовано.» (no second
        # message saying the same); a refusal is told to the presser alone.
        await interaction.response.defer()
        try:
            text = await _bot(interaction).review.approve(table, self.index, message)
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)
        if text:
            await _reply(interaction, text)


def review_view(game_id: int, index: int) -> discord.ui.View:
    """The review message's buttons (the factory the client hands to :class:`bot.review.Review`)."""
    view = discord.ui.View(timeout=None)
    for act in ACTS:
        view.add_item(ReviewButton(game_id, index, act))
    return view


class FlavourModal(discord.ui.Modal):
    def __init__(self, game_id: int, index: int, message: int | None = None) -> None:
        super().__init__(title=t("review.flavour_title")[:45], timeout=900)
        self.game_id, self.index, self.message = game_id, index, message
        self.text = discord.ui.TextInput(label=t("review.flavour_label")[:45], custom_id="flavour",
                                         max_length=FLAVOUR_LIMIT, required=False)
        self.add_item(self.text)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table = _host_table(interaction, self.game_id, self.index, self.message)
            text = await _bot(interaction).review.flavour(table, self.index, self.text.value or "", self.message)
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)
        await _reply(interaction, text)


class SendBackModal(discord.ui.Modal):
    def __init__(self, game_id: int, index: int, default: str, message: int | None = None) -> None:
        super().__init__(title=t("review.send_back_title")[:45], timeout=900)
        self.game_id, self.index, self.message = game_id, index, message
        self.length = discord.ui.TextInput(label=t("review.send_back_label")[:45], custom_id="length",
                                           default=default[:20], max_length=20, min_length=1)
        self.add_item(self.length)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table = _host_table(interaction, self.game_id, self.index, self.message)
            text = await _bot(interaction).review.send_back(table, self.index, self.length.value or "", self.message)
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)
        await _reply(interaction, text)


__all__ = ["FlavourModal", "ReviewButton", "SendBackModal", "review_view"]
