"""The table registry: which lobby or game sits on which server.

A server has one or more tables (``/mafia setup`` makes them, each in its own
category, with its own channels and roles); on each at most one lobby (sign-up)
or game at a time. Both are stored :class:`core.store.GameRecord` rows; what the
adapter needs beside the engine (which user sits in which seat, which thread is
whose, the tally message ...) is the table's typed state, ``table.meta``
(:class:`bot.table_state.TableState`, whose docstrings document every field),
kept in ``record.meta`` as JSON: :meth:`Table.stored` writes it there before
``store.update``. A lobby has ``meta.lobby`` set; when the host starts the game
it is closed and a new record holds the game.

Every change of a table's state happens under ``table.lock``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from dataclasses import dataclass
from typing import Any

import discord

from bot.settings import Settings
from bot.table_state import TableState
from bot.texts import t
from core.game import Game
from core.registry import Engine
from core.session import GameSession, StaleCommand
from core.store.base import GameRecord, GameStore

log = logging.getLogger(__name__)


class Refusal(Exception):
    """A request the bot turns down; the message (Russian) goes back ephemerally."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


@dataclass
class Layout:
    """What ``/mafia setup`` made on a server, found again by name."""

    category: discord.CategoryChannel
    square: discord.TextChannel
    graveyard: discord.TextChannel
    channel: discord.TextChannel
    host_role: discord.Role
    alive_role: discord.Role
    dead_role: discord.Role


def names_for(names: Any, table: str) -> Any:
    """The names of a table's category and roles: the configured ones for the first table (""),
    «Мафия: Вторник», «Живые: Вторник» … for a named one. Its channels keep their names."""
    if not table:
        return names
    return names.model_copy(update={key: f"{getattr(names, key)}: {table}"
                                    for key in ("category", "host_role", "alive_role", "dead_role")})


def find_layout(guild: discord.Guild, names) -> Layout | None:
    """The category, channels and roles ``/mafia setup`` made, found by their configured names."""
    category = discord.utils.get(guild.categories, name=names.category)
    if category is None:
        return None
    square = discord.utils.get(category.text_channels, name=names.town_square)
    graveyard = discord.utils.get(category.text_channels, name=names.graveyard)
    channel = discord.utils.get(category.text_channels, name=names.game_channel)
    host = discord.utils.get(guild.roles, name=names.host_role)
    alive = discord.utils.get(guild.roles, name=names.alive_role)
    dead = discord.utils.get(guild.roles, name=names.dead_role)
    if None in (square, graveyard, channel, host, alive, dead):
        return None
    return Layout(category, square, graveyard, channel, host, alive, dead)  # type: ignore[arg-type]


class Table:
    """A lobby or a game on one server."""

    def __init__(self, record: GameRecord, session: GameSession | None = None,
                 stale: StaleCommand | None = None) -> None:
        self.record = record
        #: The table's typed state; ``record.meta`` holds it as stored (:meth:`stored`).
        self.meta = TableState.from_json(record.meta)
        self.session = session
        self.lock = asyncio.Lock()
        # A stored game the rules no longer replay (:mod:`bot.stale`): it holds its table, unplayed,
        # until an update loads it again or its host ends it.
        self.stale = stale

    @property
    def id(self) -> int:
        assert self.record.id is not None
        return self.record.id

    def stored(self) -> GameRecord:
        """The record with the table's state written into it, for ``store.update``."""
        self.record.meta = self.meta.to_json()
        return self.record

    @property
    def number(self) -> int:
        """The game's number on its server, as players read it («История игры №1» is the server's first):
        given at the start (``meta.number``); a game started before numbers were kept shows its id."""
        return int(self.meta.number or self.id)

    @property
    def name(self) -> str:
        """The table's name ("" for a server's first table)."""
        return self.meta.name

    @property
    def lobby(self) -> bool:
        return self.meta.lobby is not None

    @property
    def game(self) -> Game:
        assert self.session is not None
        return self.session.game

    @property
    def guild_id(self) -> int:
        return self.meta.guild

    @property
    def live(self) -> bool:
        """A game still being played (not over, not ended)."""
        return (self.session is not None and not self.lobby and self.record.status == "running"
                and not self.game.over)

    def stamp(self) -> str:
        """The game as it stands, in a few characters: the number of its stored commands and a
        digest of them. A confirmation (a button that confirms a described change) carries the
        stamp of the game it described; once the game has moved on — a move, a phase's end, an
        undo that rewrote the commands — the stamp differs and the confirmation is refused."""
        commands = [c.to_json() for c in self.game.commands]
        digest = hashlib.blake2b(json.dumps(commands, ensure_ascii=False, sort_keys=True).encode(), digest_size=6)
        return f"{len(commands)}-{digest.hexdigest()}"

    def seat_of(self, user_id: int) -> int | None:
        users = self.meta.seats.users
        return users.index(user_id) if user_id in users else None

    def user_of(self, seat: int) -> int:
        return self.meta.seats.users[seat]

    def threads_of(self, seat: int) -> list[int]:
        """Every thread a seat's user is in because of the seat: its own, each faction thread
        with the seat, and each void one (an undone composition's) the seat kept reading — the
        threads a replacement (or its undo) hands from one user to the other."""
        threads = self.meta.threads
        return [threads.seats[seat], *(f["thread"] for f in threads.factions if seat in f["seats"]),
                *(int(thread) for thread, seats in threads.void_members.items() if seat in seats)]


class Tables:
    """Every table of every server, by (guild id, table name), reloaded from the store at start.
    The first table of a server has the name "" (the configured names, as before several tables
    existed); a named one lives in its own category with its own roles (:func:`names_for`)."""

    def __init__(self, engine: Engine, store: GameStore, settings: Settings) -> None:
        self.engine = engine
        self.store = store
        self.settings = settings
        self.by_key: dict[tuple[int, str], Table] = {}
        #: The last game each table finished (its seat freed): what /статус names after the end.
        self.last: dict[tuple[int, str], Table] = {}
        # Which guilds this process owns (shards, :mod:`bot.shards`); None: all of them.
        self.owns: Any = None
        # Stored games whose commands the rules now refuse, found by load_all (:mod:`bot.stale`).
        self.stale: list[StaleCommand] = []
        # Running games found at a table another (newer) game holds: (record, the holder's id).
        self.displaced: list[tuple[GameRecord, int]] = []

    async def load_all(self, owns: Any = None) -> int:
        """Reload the settings and every stored lobby and running game of the servers this
        process owns (``owns(guild_id)``; all when None); returns how many tables."""
        await self.settings.load_all()
        count = 0
        for game_id in await self.store.running():
            try:
                record, _ = await self.store.load(game_id)
                if await self.settings.adopt(record):
                    continue
                if "guild" not in record.meta or (owns is not None and not owns(int(record.meta["guild"]))):
                    continue
                if record.meta.get("lobby"):  # (either version: a lobby's is set)
                    table = Table(record)
                else:
                    table = Table(record, await GameSession.load(self.engine, self.store, game_id))
            except StaleCommand as stale:  # a rules change: the others load, the host is told (bot.stale)
                log.warning("game %s is not reloaded: %s", game_id, stale)
                self.stale.append(stale)
                record = stale.record
                if "guild" not in record.meta or (owns is not None and not owns(int(record.meta["guild"]))):
                    continue
                table = Table(record, stale=stale)  # it keeps its table: no new game starts over it
            except Exception:  # noqa: BLE001 - one broken game must not stop the others
                log.exception("game %s could not be reloaded", game_id)
                continue
            held = self.by_key.get((table.guild_id, table.name))
            if held is not None and held.id == table.id:
                held = None  # (loaded again: a shard taken over)
            if held is not None and held.id > table.id:
                # Two stored games at one table (a stale game left free before games held their
                # table): the newer one plays; the older is told and left unloaded, never silently.
                self.displaced.append((table.record, held.id))
                continue
            if held is not None:
                self.displaced.append((held.record, table.id))
            self.put(table)
            count += 1
        return count


    # --- the registry ------------------------------------------------------------------


    def book(self, table: Table):
        """The rule book of the table's variant and edition."""
        variant = self.engine.variant(table.record.variant)
        return self.engine.book(variant.id, variant.edition_of(table.record.options))
    def put(self, table: Table) -> None:
        self.by_key[(table.guild_id, table.name)] = table

    def drop(self, table: Table) -> None:
        """Free the table's seat if it still holds it."""
        if self.by_key.get((table.guild_id, table.name)) is table:
            del self.by_key[(table.guild_id, table.name)]
            if table.session is not None and not table.lobby:
                self.last[(table.guild_id, table.name)] = table

    def values(self) -> list[Table]:
        return list(self.by_key.values())

    def of_guild(self, guild_id: int | None) -> list[Table]:
        return [table for (guild, _), table in self.by_key.items() if guild == guild_id]

    def forget_guild(self, guild_id: int) -> list[Table]:
        gone = self.of_guild(guild_id)
        for table in gone:
            self.drop(table)
        return gone

    def by_id(self, game_id: int) -> Table | None:
        return next((table for table in self.by_key.values() if table.id == game_id), None)

    def find(self, game_id: int) -> Table:
        """The running game with this id, wherever it sits (a finished or unknown one is refused):
        what a persistent button, whose custom id names its game, acts on."""
        for table in self.values():
            if table.session is not None and not table.lobby and table.id == game_id:
                if not table.live:
                    break
                return table
        raise Refusal(t("game.finished"))

    def get(self, guild_id: int | None, name: str | None = None) -> Table | None:
        """The table ``name`` of a server; without a name, its only (or first) table."""
        if guild_id is None:
            return None
        if name is not None:
            return self.by_key.get((guild_id, name))
        tables = self.of_guild(guild_id)
        return self.by_key.get((guild_id, "")) or (tables[0] if len(tables) == 1 else None)

    @staticmethod
    def running_of(table: Table | None) -> Table:
        if table is not None and table.stale is not None:
            raise Refusal(t("stale.held", game=table.id))
        if table is None or table.lobby or table.session is None:
            raise Refusal(t("game.none"))
        if not table.live:
            raise Refusal(t("game.finished"))
        return table

    @staticmethod
    def lobby_of(table: Table | None) -> Table:
        if table is not None and table.stale is not None:
            raise Refusal(t("stale.held", game=table.id))
        if table is None or not table.lobby:
            raise Refusal(t("lobby.none"))
        return table

    def running(self, guild_id: int | None, name: str | None = None) -> Table:
        return self.running_of(self.get(guild_id, name))

    def lobby(self, guild_id: int | None, name: str | None = None) -> Table:
        return self.lobby_of(self.get(guild_id, name))

    @staticmethod
    def player_seat(table: Table, user_id: int) -> int:
        seat = table.seat_of(user_id)
        if seat is None:
            raise Refusal(t("game.not_player"))
        return seat
