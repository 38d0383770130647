"""The Discord client: loads the cogs, the translator and the persistent views,
and reloads every running game from the store before it goes online."""

from __future__ import annotations

import asyncio
import logging
from typing import Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.config import Config
from bot.ending import Ending
from bot.games import GameManager
from bot.deck_editor import DeckEditors
from bot.delivery import Delivery
from bot.host_line import HostLine
from bot.host_tools import HostTools
from bot.lobby import Lobby
from bot.outgoing import Pace
from bot.permissions import NEEDED, GameRoles
from bot.phases import PhaseDriver
from bot.review import Review, ReviewDesk
from bot.settings import Settings
from bot.shards import Ownership
from bot.spectators import Spectators
from bot.starting import Starter
from bot.tables import Refusal, Table, Tables
from bot.texts import t, texts
from bot.timers import Timers
from bot.undo import Undo
from bot.views.review import review_view
from core.registry import Engine
from core.store.base import GameStore
from core.store.stats import MemoryStatsStore, StatsStore

log = logging.getLogger(__name__)

COGS = (
    "bot.cogs.setup", "bot.cogs.lobby", "bot.cogs.play", "bot.cogs.host", "bot.cogs.stats",
    "bot.cogs.profile", "bot.cogs.rules",
)


# The bot never joins voice: discord.py's warnings about missing voice libraries would only
# puzzle the person starting it.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


# How long a stop waits for the commands in hand (a table's lock held) to finish, and for a game's
# end in hand (the results, the story with its pictures, the replay page, the threads closed):
# within deploy/'s 30 s before the service manager kills the process.
STOP_GRACE = 10.0
ENDING_GRACE = 25.0


class CatalogTranslator(app_commands.Translator):
    """Slash-command names and descriptions in Russian from the catalog's ``cmd.*`` messages
    (``bot.texts.L`` marks them); Discord falls back to the English ones."""

    NAMES = {app_commands.TranslationContextLocation.command_name,
             app_commands.TranslationContextLocation.group_name,
             app_commands.TranslationContextLocation.parameter_name,
             app_commands.TranslationContextLocation.choice_name}
    LOCALES = {discord.Locale.russian: "ru"}  # the Discord locales the catalogs serve

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        code = self.LOCALES.get(locale)
        key = string.extras.get("key")
        if code is None or key is None:
            return None
        if context.location in self.NAMES:
            key += ".name"
        return texts(code).get(f"cmd.{key}")


def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server with exactly the permissions it needs (README)."""
    permissions = discord.Permissions(**{name: True for name in NEEDED})
    return discord.utils.oauth_url(application_id, permissions=permissions, scopes=("bot", "applications.commands"))


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
        self._build_services()
        # Called once logged in (the application id known): `mafia-bot run` prints the invite link.
        self.after_login: Callable[["MafiaBot"], None] | None = None
        # Set once close() has finished: the commands in hand done, timers stopped, Discord closed.
        self.stopped = asyncio.Event()
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    def _build_services(self) -> None:
        """The composition root: every service gets what it needs here, at its construction; none
        finds another through the client, and nothing is wired in afterwards. Where two call each
        other, the one built first gets one of the client's own methods (``owns_guild``: the shard
        ownership, built after what asks it; ``end_phase``: the phase driver, which arms the timers
        that end its phases; ``load_games``: the game manager, whose phases ask the ownership)."""
        from bot.cogs.rules import role_view
        from bot.views import deck_view, question_view, spectate_view

        engine, store, config = self.engine, self.store, self.config
        self.ending = Ending(self, engine, config, self.stats)
        settings = Settings(store)
        tables = Tables(engine, store, settings)
        host = HostLine(self)
        roles = GameRoles(self, settings, store, config.names, host)
        delivery = Delivery(self, store, config, roles, host, question_view, spectate_view)
        decks = DeckEditors(self, store, delivery, deck_view)
        desk = ReviewDesk(self, engine, store, config, review_view, delivery)
        self.timers = Timers(self.owns_guild, config, self.end_phase, delivery, desk)
        self.ownership = Ownership(store, config, tables, self.timers, self.arm_timers,
                                   config.shard_ids, config.shard_count, self.load_games)
        self.phases = PhaseDriver(self, engine, store, config, tables, roles, self.ending, delivery, decks,
                                  desk, self.timers, self.ownership)
        lobby = Lobby(self, engine, store, config, settings, tables, roles)
        spectators = Spectators(self, store, roles, delivery)
        starter = Starter(self, engine, store, config, settings, tables, roles, self.phases, self.timers, lobby,
                          spectators, role_view)
        host_tools = HostTools(self, engine, store, config, settings, tables, roles, self.phases, self.timers,
                               lobby, role_view)
        self.games = GameManager(self, engine, store, config, self.owns_guild, settings, tables, roles, self.phases,
                                 self.timers, host, lobby, starter, host_tools, spectators)
        self.review = Review(desk, self.phases, self.timers, engine, store, config)
        self.undo = Undo(self, engine, store, self.phases, roles, self.timers, spectators.may_watch)

    async def end_phase(self, table: Table, index: int) -> None:
        """A phase's deadline came (the timers call it): the phase driver ends phase ``index``."""
        await self.phases.end_phase(table, expected=index)

    async def load_games(self, owns: Callable[[int], bool] | None = None) -> int:
        """Reload the stored games of the servers this process owns (the ownership calls it when it
        takes a shard over)."""
        return await self.games.load_all(owns)

    async def setup_hook(self) -> None:
        from bot.cogs.rules import RulesButton
        from bot.views import AnswerButton, AnswerSelect, AnswerTextButton, SignupView, SpectateButton
        from bot.views.review import ReviewButton
        from bot.views.confirm import ConfirmButton
        from bot.views.undo import UndoButton

        await self.tree.set_translator(CatalogTranslator())
        self._deck_editor()
        for cog in COGS:
            await self.load_extension(cog)
        self.add_view(SignupView())
        self.add_dynamic_items(AnswerButton, AnswerSelect, AnswerTextButton, SpectateButton)
        self.add_dynamic_items(ReviewButton, UndoButton, RulesButton, ConfirmButton)
        await self.ownership.claim()
        loaded = await self.games.load_all()
        log.info("reloaded %d games (shards %s of %s)", loaded, sorted(self.ownership.held), self.ownership.count)
        if self.config.sync_commands:
            if self.config.dev_guild:
                guild = discord.Object(self.config.dev_guild)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        # Timers start after the client is ready (they post messages).

    def _deck_editor(self) -> None:
        """The deck editor's menus and buttons (persistent; its factory is the deck editors')."""
        from bot.views import DeckButton, DeckSelect

        self.add_dynamic_items(DeckButton, DeckSelect)

    def owns_guild(self, guild_id: int) -> bool:
        """Whether this process owns the server's games (its shard's lock)."""
        return self.ownership.owns(guild_id)

    def arm_timers(self) -> None:
        for table in self.games.registry.values():
            if table.lobby or self.get_guild(table.guild_id) is None or not self.owns_guild(table.guild_id):
                continue  # a server the bot is no longer on (or whose shard it lost) gets no timers
            if table.id not in self.timers.tasks:
                self.timers.arm(table)

    async def on_ready(self) -> None:
        self.arm_timers()
        # Shards still held elsewhere are taken when freed; the ones held are checked.
        self.ownership.ready(self.config.shard_retry)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its timers stop (nothing more can be posted there)."""
        await self.games.forget_guild(guild.id)

    async def login(self, token: str) -> None:
        # Every REST call from the first on takes its turn under Discord's global limit (interactions'
        # answers do not count there).
        self.pace = Pace(self.config.requests_per_second)
        if self.pace.rate:
            self.http.request = self.pace.paced(self.http.request)  # type: ignore[method-assign]
        await super().login(token)
        if self.after_login is not None:
            self.after_login(self)

    async def finish_in_hand(self, timeout: float = STOP_GRACE, ending: float = ENDING_GRACE) -> None:
        """Wait (at most ``timeout`` seconds) until no table is in the middle of a change: a
        command being stored and answered, a phase being resolved and posted; and (at most
        ``ending`` seconds) until no game's end is in hand — its story, replay page and threads
        (the game has left the registry by then, so its lock is not enough)."""
        busy = [table.lock for table in self.games.registry.values() if table.lock.locked()]
        endings = self.phases.endings

        async def free(lock: asyncio.Lock) -> None:
            async with lock:
                pass

        if busy:
            try:
                await asyncio.wait_for(asyncio.gather(*(free(lock) for lock in busy)), timeout)
            except asyncio.TimeoutError:
                log.warning("stopping with %d tables still busy after %.0f s", len(busy), timeout)
        if endings:
            _, left = await asyncio.wait(list(endings), timeout=ending)
            if left:
                log.warning("stopping with %d games' ends unfinished after %.0f s", len(left), ending)

    async def close(self) -> None:
        """A graceful stop: the commands in hand finish, the deadline tasks stop (the deadlines
        themselves are in the store: the next start re-arms them), the shard locks are released
        and the Discord connection closed. The runner then closes the database."""
        if not self.is_closed():
            await self.finish_in_hand()
        self.timers.cancel_all()
        await self.ownership.release()
        await super().close()
        self.stopped.set()


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


class ShardedMafiaBot(MafiaBot, commands.AutoShardedBot):
    """The bot on some of Discord's gateway shards (``shard_ids`` of ``shard_count``)."""

    def __init__(self, engine: Engine, store: GameStore, config: Config, **options) -> None:
        super().__init__(engine, store, config, shard_ids=config.shard_ids, shard_count=config.shard_count,
                         **options)


def make_bot(engine: Engine, store: GameStore, config: Config, **options) -> MafiaBot:
    """A sharded client when the settings name shards, else a plain one."""
    cls = ShardedMafiaBot if config.shard_count is not None else MafiaBot
    return cls(engine, store, config, **options)
