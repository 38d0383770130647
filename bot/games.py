"""The tables in play and which one a command is about: the table registry (:mod:`bot.tables`)
reloaded at the start, a server's tables found from the channel or thread a command is used in, and
the services of each job, which cogs and views call: the lobby (:mod:`bot.lobby`), the start and its
threads (:mod:`bot.starting`), the host's tools (:mod:`bot.host_tools`) and the spectators
(:mod:`bot.spectators`). The phase driver (:mod:`bot.phases`) plays the game."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable

import discord

from bot.host_line import HostLine
from bot.host_tools import HostTools
from bot.lobby import Lobby
from bot.permissions import GameRoles
from bot.spectators import Spectators
from bot.starting import Starter
from bot.phases import Deadlines, PhaseDriver
from bot.settings import Settings
from bot.tables import Layout, Refusal, Table, Tables, find_layout, names_for
from bot.texts import t

if TYPE_CHECKING:
    from bot.config import Config
    from core.registry import Engine
    from core.store.base import GameStore

log = logging.getLogger(__name__)

__all__ = ["GameManager", "Layout", "Refusal", "Table"]


class GameManager:
    def __init__(self, client: discord.Client, engine: "Engine", store: "GameStore", config: "Config",
                 owns_guild: Callable[[int], bool], settings: Settings, registry: Tables, roles: GameRoles,
                 phases: PhaseDriver, timers: Deadlines, host: HostLine, lobby: Lobby, starter: Starter,
                 host_tools: HostTools, spectators: Spectators) -> None:
        """Built by the client: Discord, the engine, the store, the settings, whether this process owns a server
        (its shard), the per-server settings, the tables, the game roles, the phase driver (which cogs and
        views hand the players' moves), the deadlines, the host's line
        and the services of each job (all built by the client too)."""
        self.bot = client
        self.engine = engine
        self.store = store
        self.config = config
        self.owns_guild = owns_guild
        self.settings = settings
        self.registry = registry
        self.roles = roles
        self.phases = phases
        self.timers = timers
        self.host = host
        self.lobby = lobby
        self.starter = starter
        self.host_tools = host_tools
        self.spectators = spectators

    @property
    def tables(self) -> dict[tuple[int, str], Table]:
        return self.registry.by_key

    async def load_all(self, owns: Any = None) -> int:
        """Reload the stored games of the servers this process owns (``owns``: by default the
        bot's shards); the host of a game that no longer applies is told (:mod:`bot.stale`)."""
        count = await self.registry.load_all(owns or self.owns_guild)
        await self.tell_stale()
        owned = owns or self.owns_guild
        for table in list(self.registry.by_key.values()):
            if table.stale is not None and table.meta.pending_roles and owned(table.guild_id):
                # A game the rules no longer replay is not played, so nothing of its own would try
                # its refused role changes again: they wait with the server's, as a finished game's.
                await self.roles.leave_behind(table)
        for guild_id, settings in list(self.settings.by_guild.items()):  # left behind by finished games
            if settings.pending_roles and owned(guild_id):
                await self.roles.retry_left(guild_id)
        return count

    async def tell_stale(self) -> None:
        from bot.stale import tell_host

        found, self.registry.stale = self.registry.stale, []
        for stale in found:
            try:
                held = self.registry.by_id(stale.record.id)
                await tell_host(self.bot, self.store, stale,
                                held.meta if held is not None and held.record is stale.record else None)
            except Exception:  # noqa: BLE001 - telling one host must not stop the start
                log.exception("could not tell the host of stale game %s", stale.record.id)
        displaced, self.registry.displaced = self.registry.displaced, []
        for record, holder in displaced:
            log.warning("game %s is not reloaded: game %s holds its table", record.id, holder)
            await self.host.tell(Table(record), t("stale.displaced", game=record.id, holder=holder))

    def table(self, guild_id: int | None, name: str | None = None) -> Table | None:
        return self.registry.get(guild_id, name)

    def running(self, guild_id: int | None, name: str | None = None) -> Table:
        return self.registry.running(guild_id, name)

    def player_seat(self, table: Table, user_id: int) -> int:
        return self.registry.player_seat(table, user_id)

    def layout(self, guild: discord.Guild, name: str = "") -> Layout | None:
        return find_layout(guild, names_for(self.config.names, name))

    def names(self, name: str = ""):
        return names_for(self.config.names, name)

    # --- which table: from the channel or thread a command is used in ----------------------

    def table_names(self, guild: discord.Guild) -> list[str]:
        """The server's tables that exist (their layout is found): the first one "" and the named."""
        names = ["", *self.settings.of(guild.id).tables]
        return [name for name in names if self.layout(guild, name) is not None]

    def where(self, guild: discord.Guild | None, channel_id: int | None,
              parent_id: int | None = None) -> tuple[str, Table | None]:
        """The table a channel or thread belongs to (its name, and its lobby or game if one is
        open): one of the table's channels, a thread in them, or any channel of its category.
        Elsewhere: a refusal listing the server's tables."""
        if guild is None:
            raise Refusal(t("game.none"))
        if not self.owns_guild(guild.id):
            raise Refusal(t("shard.not_owner"))
        channel = guild.get_channel_or_thread(channel_id) if channel_id is not None else None
        ids = {channel_id, parent_id}
        if isinstance(channel, discord.Thread):
            ids.add(channel.parent_id)
        parent = guild.get_channel(channel.parent_id if isinstance(channel, discord.Thread) else parent_id or 0)
        category = getattr(parent or channel, "category_id", None)
        for table in self.registry.of_guild(guild.id):
            meta = table.meta
            # The threads are named too: a thread not in the cache (after a restart) is still found.
            own = {meta.channels.square, meta.channels.graveyard, meta.channels.channel, meta.threads.watch,
                   *meta.threads.seats, *(f["thread"] for f in meta.threads.factions)}
            own.discard(None)
            if ids & own or (category is not None and category == meta.channels.category):
                return table.name, table
        if category is not None:
            for name in self.table_names(guild):
                layout = self.layout(guild, name)
                if layout is not None and layout.category.id == category:
                    return name, self.registry.get(guild.id, name)
        listed = [f"«{self.names(n).category}» — <#{layout.square.id}>" for n in self.table_names(guild)
                  if (layout := self.layout(guild, n)) is not None]
        if not listed:
            raise Refusal(t("lobby.no_setup"))
        raise Refusal(t("table.outside", tables="\n".join(listed)))

    def here(self, interaction: discord.Interaction) -> Table | None:
        """The lobby or game of the table where the interaction happens (None: the table is free)."""
        return self.where(interaction.guild, interaction.channel_id,
                          getattr(interaction.channel, "parent_id", None))[1]

    def running_here(self, interaction: discord.Interaction) -> Table:
        return self.registry.running_of(self.here(interaction))

    def lobby_here(self, interaction: discord.Interaction) -> Table:
        return self.registry.lobby_of(self.here(interaction))

    async def forget_guild(self, guild_id: int) -> None:
        """The bot was removed from a server: its timers stop and its tables are let go (the
        records stay, so a re-invite finds the games again after a restart)."""
        for table in self.registry.forget_guild(guild_id):
            self.timers.cancel(table)
