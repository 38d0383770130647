"""Several bot processes on one database: Discord's gateway shards, and who owns them.

Discord sends a server's events to shard ``(guild_id >> 22) % shard_count``; a
process runs the shards it is started with (``mafia-bot run --shard-ids 0,1
--shard-count 4``). Its games are those of its shards' servers: it loads only
them, answers commands only there and arms their timers only.

Ownership is a lock in the store (``GameStore.claim``), one per shard: on
PostgreSQL a session advisory lock on a connection of its own, so nobody else
gets it while the holder lives and the holder's death (its connection closes)
frees it at once. A process that starts while another still holds one of its
shards waits and tries again every ``shard_retry`` seconds; when it gets the
shard it loads that shard's games from the store (every accepted command is
there) and re-arms their deadlines (one that passed meanwhile ends at once).
Before a deadline ends a phase the owner asks the store whether it still holds
the lock, so a process that lost its shard never ends a phase twice; and the
store's numbered commands (UNIQUE(game, seq)) refuse a second writer anyway.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import uuid
from typing import TYPE_CHECKING, Awaitable, Callable

if TYPE_CHECKING:
    from bot.config import Config
    from bot.tables import Tables
    from bot.timers import Timers
    from core.store.base import GameStore

log = logging.getLogger(__name__)


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord sends a server's events to."""
    return (int(guild_id) >> 22) % shard_count


class Ownership:
    def __init__(self, store: "GameStore", config: "Config", tables: "Tables", timers: "Timers",
                 arm_timers: Callable[[], None], shard_ids: list[int] | None, shard_count: int | None,
                 load_games: Callable[[Callable[[int], bool]], Awaitable[int]] | None = None) -> None:
        """Built by the client: the store (the locks), the settings, the tables whose games are loaded
        or let go, the timers stopped with them, the client's re-arming of every deadline and the
        loading of a taken shard's games (the game service's, which also tells the hosts of games
        that no longer apply; by default the tables' own)."""
        self.store = store
        self.config = config
        self.tables = tables
        self.timers = timers
        self.arm_timers = arm_timers
        self.load_games = load_games or tables.load_all
        self.count = shard_count or 1
        self.wanted = sorted(shard_ids) if shard_ids is not None else list(range(self.count))
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.held: set[int] = set()
        self._task: asyncio.Task[None] | None = None
        self._started = False  # the bot is ready (on_ready): lost shards are waited for

    def key(self, shard: int) -> str:
        return f"shard:{shard}/{self.count}"

    def shard_of(self, guild_id: int) -> int:
        return shard_of(guild_id, self.count)

    def owns(self, guild_id: int) -> bool:
        """Whether this process owns the server (no I/O: what it knows of its locks)."""
        shard = self.shard_of(guild_id)
        return shard in self.held and self.store.held_now(self.key(shard), self.owner)

    async def claim(self) -> set[int]:
        """Take every wanted shard that is free; returns the ones newly taken."""
        store = self.store
        taken = set()
        for shard in self.wanted:
            if shard in self.held:
                continue
            if await store.claim(self.key(shard), self.owner):
                self.held.add(shard)
                taken.add(shard)
            else:
                log.warning("shard %s/%s is held by another process: waiting for it", shard, self.count)
        return taken

    async def still_owns(self, guild_id: int) -> bool:
        """Asked of the store (not the memory of this process): a shard lost is let go."""
        shard = self.shard_of(guild_id)
        if shard not in self.held:
            return False
        if await self.store.holds(self.key(shard), self.owner):
            return True
        await self.lose(shard)
        return False

    async def lose(self, shard: int) -> None:
        """The lock is gone (the connection broke): its tables are let go, their timers stop."""
        self.held.discard(shard)
        log.warning("shard %s/%s lost: its games are left to whoever takes it", shard, self.count)
        for table in self.tables.values():
            if self.shard_of(table.guild_id) == shard:
                self.timers.cancel(table)
                self.tables.drop(table)
        if self._started:
            self.start(self.config.shard_retry)  # take it back once it is free again

    async def check(self) -> None:
        """One round: shards held are verified, free wanted ones taken and their games loaded."""
        for shard in list(self.held):
            if not await self.store.holds(self.key(shard), self.owner):
                await self.lose(shard)
        taken = await self.claim()
        if taken:
            await self.load_games(lambda guild: self.shard_of(guild) in taken)
            self.arm_timers()

    @property
    def missing(self) -> set[int]:
        return set(self.wanted) - self.held

    def ready(self, every: float) -> None:
        """The client is online: wait for the shards not held, and for any lost later."""
        self._started = True
        self.start(every)

    def start(self, every: float) -> None:
        """Wait for the wanted shards not held (none: nothing runs)."""
        if self.missing and (self._task is None or self._task.done()):
            self._task = asyncio.get_running_loop().create_task(self._loop(every), name="mafia-shards")

    async def _loop(self, every: float) -> None:
        """While a wanted shard is held elsewhere, try for it every ``every`` seconds. A shard
        held is verified when it matters — before a deadline ends a phase (``still_owns``) — and
        on PostgreSQL a broken lock connection lets its shards go at once (the store's
        ``held_now``); a shard lost starts this wait again."""
        while self.missing:
            await asyncio.sleep(every)
            try:
                await self.check()
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the database may be briefly away: try again later
                log.exception("shard ownership check failed")

    async def release(self) -> None:
        self._started = False
        if self._task is not None:
            self._task.cancel()
            self._task = None
        for shard in list(self.held):
            try:
                await self.store.release(self.key(shard), self.owner)
            except Exception:  # noqa: BLE001 - closing anyway: the lock goes with the connection
                log.warning("could not release shard %s", shard)
        self.held.clear()
