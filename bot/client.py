"""The Discord client: loads the cogs, the translator and the persistent views,
and reloads every running game from the store before it goes online."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Config
from bot.games import GameManager
from bot.review import Review
from bot.undo import Undo
from bot.tables import Refusal
from bot.texts import CatalogTranslator, t
from bot.timers import Timers
from core.registry import Engine
from core.store.base import GameStore
from core.store.stats import MemoryStatsStore, StatsStore

log = logging.getLogger(__name__)

COGS = (
    "bot.cogs.setup", "bot.cogs.lobby", "bot.cogs.play", "bot.cogs.host", "bot.cogs.stats",
    "bot.cogs.profile",
)


# The bot never joins voice: discord.py's warnings about missing voice libraries would only
# puzzle the person starting it.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class MafiaBot(commands.Bot):
    def __init__(self, engine: Engine, store: GameStore, config: Config, *, stats: StatsStore | None = None,
                 **options) -> None:
        intents = discord.Intents.default()
        intents.members = bool(config.members_intent)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         allowed_mentions=discord.AllowedMentions.none(), **options)
        self.engine = engine
        self.store = store
        self.config = config
        # Results of finished games (core.store.stats); in memory unless the runner opens the database's.
        self.stats: StatsStore = stats if stats is not None else MemoryStatsStore()
        self.games = GameManager(self)
        self.timers = Timers(self)
        self.review = Review(self)
        self.undo = Undo(self)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        from bot.review import ReviewButton
        from bot.undo import UndoButton
        from bot.views import AnswerButton, AnswerSelect, AnswerTextButton, SignupView, question_view

        self.games.phases.question_view = question_view

        await self.tree.set_translator(CatalogTranslator())
        self._deck_editor()
        for cog in COGS:
            await self.load_extension(cog)
        self.add_view(SignupView())
        self.add_dynamic_items(AnswerButton, AnswerSelect, AnswerTextButton)
        self.add_dynamic_items(ReviewButton, UndoButton)
        loaded = await self.games.load_all()
        log.info("reloaded %d games", loaded)
        if self.config.sync_commands:
            if self.config.dev_guild:
                guild = discord.Object(self.config.dev_guild)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        # Timers start after the client is ready (they post messages).

    def _deck_editor(self) -> None:
        """The deck editor's menus and buttons (persistent) and the factory the phase driver posts."""
        from bot.views import DeckButton, DeckSelect, deck_view

        self.games.phases.deck_view = deck_view
        self.add_dynamic_items(DeckButton, DeckSelect)

    async def on_ready(self) -> None:
        for table in list(self.games.tables.values()):
            if table.lobby or self.get_guild(table.guild_id) is None:
                continue  # a server the bot is no longer on gets no timers
            if table.id not in self.timers.tasks:
                self.timers.arm(table)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its timers stop (nothing more can be posted there)."""
        await self.games.forget_guild(guild.id)

    async def close(self) -> None:
        self.timers.cancel_all()
        await super().close()

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            text = original.text
        elif isinstance(error, app_commands.CheckFailure):
            text = t("error.forbidden")
        else:
            log.error("command %s failed", interaction.command and interaction.command.qualified_name,
                      exc_info=original)
            text = t("error.internal")
        try:
            none = discord.AllowedMentions.none()
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True, allowed_mentions=none)
            else:
                await interaction.response.send_message(text, ephemeral=True, allowed_mentions=none)
        except discord.HTTPException:
            pass
