"""Spectators: who may watch a game, a member noted at sign-up or let into the spectators' thread
(private, in the graveyard), which mirrors every private result, opened at the start or at the first
spectator. Every change of a table's state happens under ``table.lock``."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot import render
from bot.delivery import TOO_MANY_THREADS, Delivery
from bot.permissions import GameRoles
from bot.tables import Refusal, Table
from bot.texts import t
from core.model import Exit

if TYPE_CHECKING:
    from core.store.base import GameStore

log = logging.getLogger(__name__)


class Spectators:
    def __init__(self, client: discord.Client, store: "GameStore", roles: GameRoles, delivery: Delivery) -> None:
        """Built by the client: Discord (the thread), the store, the game roles (the graveyard's
        overwrite) and the delivery (what the thread is told, its members)."""
        self.bot = client
        self.store = store
        self.roles = roles
        self.delivery = delivery

    def may_watch(self, table: Table, user_id: int) -> None:
        """Who may watch: anyone not seated in the game, and a player dead for good (not one
        out of it alive — the Romanian prison — nor in a variant where the dead may return, nor
        one who talks on in the square: the cards book's Мститель; nor, until the phase ends,
        one who may still move or vote in it: HP's dead Мститель)."""
        seat = table.seat_of(user_id)
        if seat is None:
            return
        player = table.game.players[seat]
        if player.alive or player.in_game:
            raise Refusal(t("spectate.playing"))
        if table.game.variant.raises_dead and player.out is not Exit.REMOVED:  # (the host's removal is for good)
            raise Refusal(t("spectate.may_return"))
        if table.game.variant.may_talk_dead(table.game, player):
            raise Refusal(t("spectate.talks_on"))
        still = self.delivery.still_moves(table, player)
        if still:  # (HP's dead Мститель: a spectator would know every role before his Месть)
            raise Refusal(t("spectate.still_moves", what=still, phase=render.phase_name(table.game, table.game.phase)))

    async def spectate(self, table: Table, user: discord.abc.User) -> str:
        """Make a member a spectator: the spectators' private thread (in the graveyard, which the
        living cannot open) gets him; it mirrors every private result. The graveyard itself is
        readable by everyone without the table's «Живые» role (``/mafia setup``). During sign-up
        he is only noted (``meta.spectators`` of the lobby, carried into the game): the thread
        opens with the game, and one who watches may not sign up."""
        if table.lobby:
            return await self._spectate_lobby(table, user)
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            self.may_watch(table, user.id)
            spectators = table.meta.spectators
            if user.id in spectators:
                raise Refusal(t("spectate.already", thread=f"<#{table.meta.threads.watch}>"))
            try:
                thread_id = table.meta.threads.watch or await self._open_watch(table)
            except discord.HTTPException as error:
                if error.code == TOO_MANY_THREADS:  # Discord's cap: 1,000 active threads a server
                    raise Refusal(t("spectate.too_many_threads")) from None
                raise
            if not await self.delivery.thread_member(table, thread_id, user.id, add=True):
                raise Refusal(t("spectate.failed"))
            await self.roles.watch(table, user.id)
            spectators.append(user.id)
            await self.store.update(table.stored())
        return t("spectate.done", thread=f"<#{thread_id}>")

    async def _spectate_lobby(self, table: Table, user: discord.abc.User) -> str:
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            if any(e["user"] == user.id for e in table.meta.lobby.signups):
                raise Refusal(t("spectate.signed_up"))
            spectators = table.meta.spectators
            if user.id in spectators:
                raise Refusal(t("spectate.already_lobby"))
            spectators.append(user.id)
            await self.store.update(table.stored())
        return t("spectate.noted")

    async def open_watch_at_start(self, table: Table) -> None:
        """The game started with spectators noted at sign-up: their thread opens now, with the
        roles and the opening holdings, and each gets it and the graveyard."""
        spectators = table.meta.spectators
        if not spectators:
            return
        try:
            thread_id = await self._open_watch(table)
            thread = self.bot.get_channel(thread_id) or await self.bot.fetch_channel(thread_id)
            assert isinstance(thread, discord.Thread)
        except (discord.HTTPException, AssertionError, Refusal):
            log.exception("could not open the spectators' thread of game %s", table.id)
            return
        for user_id in spectators:
            await self.delivery.thread_member(table, thread.id, user_id, add=True)
            await self.roles.watch(table, user_id)

    async def _open_watch(self, table: Table) -> int:
        """The spectators' thread: private, in the graveyard, opened with the roles and the log so far."""
        thread_id = await self.delivery.open_mirror(table, table.meta.channels.graveyard, t("thread.spectators"),
                                                    t("spectate.intro"))
        table.meta.threads.watch = thread_id
        await self.store.update(table.stored())
        return thread_id
