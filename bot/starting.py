"""Starting a game: the deal from the lobby's sign-ups, the players' and the fellowships' threads,
the roles, the role cards and the opening posts; a start that fails gives the server its lobby back.
Every change of a table's state happens under ``table.lock``."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Callable

import discord

from bot import render
from bot.delivery import TOO_MANY_THREADS
from bot.permissions import GameRoles
from bot.phases import Deadlines, PhaseDriver
from bot.settings import Settings
from bot.table_state import Clock, Seats, Threads
from bot.tables import Refusal, Table, Tables
from bot.lobby import Lobby
from bot.spectators import Spectators
from bot.texts import t
from core.session import GameSession

if TYPE_CHECKING:
    from bot.config import Config
    from core.registry import Engine
    from core.store.base import GameStore

log = logging.getLogger(__name__)


class Starter:
    def __init__(self, client: discord.Client, engine: "Engine", store: "GameStore", config: "Config",
                 settings: Settings, registry: Tables, roles: GameRoles, phases: PhaseDriver, timers: Deadlines,
                 lobby: "Lobby", spectators: "Spectators", role_view: Callable[..., discord.ui.View | None]) -> None:
        """Built by the client: Discord, the engine, the store, the settings, the per-server settings,
        the tables, the game roles, the phase driver (the first deadline; what is posted goes through
        its delivery), the deadlines, the lobby (its sign-up message closed), the spectators (their thread opened)
        and the «Правила роли» button under a role card (``bot/cogs/rules.role_view``)."""
        self.bot = client
        self.engine = engine
        self.store = store
        self.config = config
        self.settings = settings
        self.registry = registry
        self.roles = roles
        self.phases = phases
        self.delivery = phases.delivery
        self.timers = timers
        self.lobby = lobby
        self.spectators = spectators
        self.role_view = role_view

    async def start(self, table: Table, guild: discord.Guild) -> Table:
        """Deal and start; two starts at once make one game (the lobby's lock, then its status)."""
        await self.roles.retry_left(guild.id)  # a finished game's refused role changes, tried again
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            return await self._start(table, guild)

    async def _start(self, table: Table, guild: discord.Guild) -> Table:
        meta = table.meta
        variant = self.engine.make_variant(table.record.variant, table.record.options)
        signups = meta.lobby.signups
        if len(signups) < variant.min_players:
            raise Refusal(t("lobby.too_few", count=len(signups), need=render.players_needed(variant)))
        names = [e["name"] for e in signups]
        rng = random.Random(table.record.seed)
        try:
            setups = variant.deal(names, [e.get("public") for e in signups], rng)
        except ValueError as error:
            raise Refusal(t("lobby.deal_failed", error=error.args[0])) from None
        except NotImplementedError:
            raise Refusal(t("lobby.cannot_deal")) from None
        genders = self.settings.of(guild.id).genders
        undeclined = self.settings.of(guild.id).undeclined
        for setup, entry in zip(setups, signups):  # what the player chose at sign-up, else in the profile
            setup.gender = entry.get("gender") or genders.get(str(entry["user"]))
            setup.declined = str(entry["user"]) not in undeclined
        if meta.lobby.role_list:
            roles = [r.strip() for r in meta.lobby.role_list.split(",")]
            if len(roles) != len(setups):
                raise Refusal(t("lobby.role_list_size", roles=len(roles), players=len(setups)))
            rng.shuffle(roles)
            for setup, role in zip(setups, roles):
                setup.role = role
        # The server's games are numbered on the server («История игры №1» is its first): the games it
        # started before this one, and one. What the lobby noted beside its sign-ups (spectators, the
        # review, the timing ...) is carried into the game.
        started = sum(1 for g in await self.store.games() if g.server == guild.id)
        game_meta = meta.model_copy(deep=True, update={
            "lobby": None, "number": started + 1, "seats": Seats(users=[e["user"] for e in signups], lobby=table.id),
            "threads": Threads(), "tally": None, "clock": Clock()})
        session = await GameSession.create(self.engine, self.store, table.record.variant, setups,
                                           seed=table.record.seed, options=table.record.options,
                                           locale=table.record.locale, meta=game_meta.to_json())
        game_table = Table(session.record, session)
        # The lobby is closed; the game takes the server's seat.
        table.record.status = "over"
        meta.lobby.started = session.id
        await self.store.update(table.stored())
        self.registry.put(game_table)
        created: list[int] = []
        phases = self.phases
        async with game_table.lock:
            try:
                await self._create_threads(game_table, guild, created)
            except Exception as error:  # noqa: BLE001 - whatever broke, the server gets its lobby back
                log.exception("game %s could not start on guild %s", session.id, guild.id)
                await self._roll_back_start(table, game_table, created)
                reason = error.text if isinstance(error, Refusal) else \
                    t("lobby.too_many_threads") if getattr(error, "code", None) == TOO_MANY_THREADS else \
                    t("lobby.start_error", error=getattr(error, "text", None) or error)
                raise Refusal(t("lobby.start_failed", reason=reason)) from None
            await self.lobby.refresh_signup(table, closed=True)
            for seat in range(len(session.game.players)):
                await self.roles.add(game_table, game_table.user_of(seat), "alive")
            # The opening messages: every private event so far goes to its thread (a long card cut between
            # its blocks: never inside an ability).
            cards = {game_table.meta.threads.seats[seat]: render.role_card_blocks(game_table, seat)
                     for seat in range(len(session.game.players))}
            # «Правила роли» under each role card (the factory the client hands in)
            book = self.registry.book(game_table)
            role_view = self.role_view
            views = {game_table.meta.threads.seats[seat]: view for seat, p in enumerate(session.game.players)
                     if (view := role_view(self.engine, book.variant.id, book.edition,
                                                                     [p.role, p.public or ""])) is not None}
            # The card says the roles and the side: the core's «Ваша тайная роль: …» line is not repeated under it.
            opening = [event for event in session.game.log if event.key != "start.role"]
            await self.delivery.deliver(game_table, opening, header=None, prefix=cards, views=views)
            await self.delivery.show_holdings(game_table, post=False)
            phases.arm_deadline(game_table)
            await phases.save(game_table)
            await self.roles.set_square(game_table)
            await self.roles.set_threads(game_table)
            await phases.decks.open_deck_editors(game_table)
            await self.spectators.open_watch_at_start(game_table)  # spectators noted at sign-up
            await self.delivery.host_thread(game_table)  # the host's: the deal, then the moves as they arrive
            await self.delivery.host_status(game_table)
            await self.delivery.ask(game_table)  # questions the opening phase asks
            game = session.game
            await self.delivery.post(game_table, meta.channels.square, [t("game.started", count=len(game.players)),
                                                                  *render.public_roles_lines(game),
                                                                  render.phase_line(game_table)])
            self.timers.arm(game_table)
        return game_table

    async def _roll_back_start(self, lobby: Table, game_table: Table, created: list[int]) -> None:
        """A start that failed halfway: delete the threads made so far, close the game's record
        and give the server its lobby back, sign-ups intact."""
        for thread_id in created:
            try:
                await self.bot.http.delete_channel(thread_id, reason=t("audit.start_failed", id=game_table.id))
            except discord.HTTPException:
                log.warning("could not delete thread %s of the failed game %s", thread_id, game_table.id)
        game_table.record.status = "over"
        game_table.meta.aborted = True
        try:
            await self.store.update(game_table.stored())
        except Exception:  # noqa: BLE001 - the lobby must come back even if this save fails
            log.exception("could not close the record of the failed game %s", game_table.id)
        lobby.record.status = "running"
        lobby.meta.lobby.started = None
        await self.store.update(lobby.stored())
        if self.registry.get(lobby.guild_id, lobby.name) is game_table:
            self.registry.put(lobby)

    async def _create_threads(self, table: Table, guild: discord.Guild, created: list[int] | None = None) -> None:
        """The private threads; ``created`` collects their ids as they are made (for a roll-back)."""
        game = table.game
        created = [] if created is None else created
        channel = guild.get_channel(table.meta.channels.channel)
        if not isinstance(channel, discord.TextChannel):
            raise Refusal(t("lobby.no_setup"))
        threads: list[int] = []
        for player in game.players:
            thread = await channel.create_thread(name=t("thread.personal", name=player.name)[:100],
                                                 type=discord.ChannelType.private_thread, invitable=False,
                                                 auto_archive_duration=10080)
            created.append(thread.id)
            await thread.add_user(discord.Object(table.user_of(player.seat)))
            threads.append(thread.id)
        table.meta.threads.seats = threads
        table.meta.threads.factions = []
        for fellowship in self.delivery.fellow_groups(table):
            await self.delivery.open_faction_thread(table, fellowship, created)
        await self.store.update(table.stored())
