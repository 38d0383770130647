"""Games kept in SQLite or PostgreSQL through tortoise-orm.

Two tables: ``game`` (one row a game: what rebuilds it, and what the adapter
keeps beside it) and ``command`` (the accepted commands of each game, numbered
0, 1, 2 ... with UNIQUE(game, seq), so two writers never both store the same
number).

The store owns its own :class:`tortoise.context.TortoiseContext` and makes it
current for each call, so it neither needs nor disturbs a global
``Tortoise.init``. Tortoise binds its model classes to one SQL dialect at a
time, though: a process may have SQLite stores or PostgreSQL stores open, not
both at once (opening the other kind raises; close the first).

    store = await TortoiseStore.open("sqlite://data/games.sqlite3")
    store = await TortoiseStore.open("postgres://mafia@127.0.0.1:5432/mafia")
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import parse_qsl, urlsplit

from tortoise import fields
from tortoise.backends.base.config_generator import expand_db_url
from tortoise.context import TortoiseContext, _current_context
from tortoise.exceptions import IntegrityError
from tortoise.models import Model
from tortoise.transactions import in_transaction
from tortoise.utils import generate_schema_for_client

from core.store.base import GameRecord, GameStore, GameSummary, NotAGameDatabase, SeqConflict, summary

APP = "mafia"
DEFAULT_URL = "sqlite://data/mafia.sqlite3"
_SCHEMA_LOCK = 0x6D61666961  # pg_advisory_xact_lock key for creating the tables ("mafia")


class Game(Model):
    id = fields.IntField(primary_key=True)
    variant = fields.CharField(max_length=64)
    seed = fields.BigIntField()
    options: Any = fields.JSONField(default=dict)
    start = fields.CharField(max_length=16, null=True)
    setups: Any = fields.JSONField()
    locale = fields.CharField(max_length=16, default="ru")
    status = fields.CharField(max_length=16, default="running", db_index=True)
    deadline = fields.DatetimeField(null=True)
    paused = fields.BooleanField(default=False)
    meta: Any = fields.JSONField(default=dict)
    created = fields.DatetimeField(auto_now_add=True)
    updated = fields.DatetimeField(auto_now=True)

    class Meta:
        table = "game"
        app = APP


class Command(Model):
    id = fields.BigIntField(primary_key=True)
    game: Any = fields.ForeignKeyField(f"{APP}.Game", related_name="commands", on_delete=fields.CASCADE)
    seq = fields.IntField()
    payload: Any = fields.JSONField()
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "command"
        app = APP
        unique_together = (("game", "seq"),)


class ServerSetting(Model):
    """One row a server: the bot's per-server settings (``/mafia variants``, ``openers``, tables)."""

    guild = fields.BigIntField(primary_key=True, generated=False)
    data: Any = fields.JSONField(default=dict)
    updated = fields.DatetimeField(auto_now=True)

    class Meta:
        table = "server_settings"
        app = APP


__models__ = [Game, Command, ServerSetting]
_GAME_TABLES = {"game", "command"}  # what a database needs to hold the bot's games

_APPEND_COLUMNS = 'INSERT INTO "command" ("game_id", "seq", "payload", "created_at")'
_APPEND_SQLITE = (_APPEND_COLUMNS + ' SELECT ?, ?, ?, ? WHERE ? = 0 OR EXISTS '
                  '(SELECT 1 FROM "command" WHERE "game_id" = ? AND "seq" = ?) RETURNING "id"')
# Starts with WITH so that tortoise fetches the RETURNING rows.
_APPEND_POSTGRES = ('WITH ins AS (' + _APPEND_COLUMNS + ' SELECT $1::int, $2::int, $3::jsonb, $4::timestamptz '
                    'WHERE $2::int = 0 OR EXISTS (SELECT 1 FROM "command" WHERE "game_id" = $1::int '
                    'AND "seq" = $2::int - 1) RETURNING "id") SELECT "id" FROM ins')

# The dialect the model classes are bound to, and how many stores use it.
_bound: dict[str, Any] = {"engine": None, "stores": 0}


def _aware(value: datetime | None) -> datetime | None:
    if value is not None and value.tzinfo is None:
        raise ValueError("deadline must be a timezone-aware datetime (UTC)")
    return value


def _check_sqlite(url: str, path: str) -> None:
    """An SQLite file, read-only: it is there, it is SQLite, it has the bot's tables."""
    import sqlite3

    if not path or path == ":memory:":
        raise NotAGameDatabase(url, "empty")
    file = Path(path).expanduser()
    if not file.is_file():
        raise NotAGameDatabase(url, "missing")
    try:
        with contextlib.closing(sqlite3.connect(f"{file.resolve().as_uri()}?mode=ro", uri=True)) as db:
            tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as error:
        if "not a database" in str(error):
            raise NotAGameDatabase(url, "foreign") from None
        raise
    if not _GAME_TABLES <= tables:
        raise NotAGameDatabase(url, "foreign" if tables else "empty")


def _record(row: Game) -> GameRecord:
    return GameRecord(variant=row.variant, seed=row.seed, setups=row.setups, options=row.options or {},
                      start=row.start, locale=row.locale, status=row.status, deadline=row.deadline,
                      paused=row.paused, meta=row.meta or {}, id=row.id)


class TortoiseStore(GameStore):
    """A :class:`GameStore` in a SQL database. Make one with :meth:`open`."""

    def __init__(self, url: str, context: TortoiseContext, engine: str, connection: str) -> None:
        self.url = url
        self._ctx = context
        self._engine = engine
        self._connection = connection
        self._closed = False
        self._locks: Any = None  # PostgreSQL: the connection holding the advisory locks (ownership)
        self._held: dict[str, str] = {}
        self._guard = asyncio.Lock()  # one statement at a time on the lock connection

    @property
    def dialect(self) -> str:
        return "postgres" if "asyncpg" in self._engine or "psycopg" in self._engine else "sqlite"

    # --- opening and closing ---------------------------------------------------

    @classmethod
    async def open(cls, url: str = DEFAULT_URL, *, create: bool = True) -> "TortoiseStore":
        """Connect and create the tables if they are missing (safe to repeat,
        also from several processes at once on PostgreSQL). ``create=False`` only reads: no
        folder, file, table or migration is made, and a database without the bot's tables
        raises :class:`NotAGameDatabase` (an SQLite file is looked at read-only first, so that
        not even its journal mode changes)."""
        info = expand_db_url(url)
        engine = info["engine"]
        if engine.endswith("sqlite"):
            path = info["credentials"].get("file_path", "")
            if not create:
                _check_sqlite(url, path)
            elif path and path != ":memory:" and not path.startswith("file:"):
                Path(path).expanduser().parent.mkdir(parents=True, exist_ok=True)
        if _bound["stores"] and _bound["engine"] != engine:
            raise RuntimeError(f"a store on {_bound['engine']} is open: tortoise binds its models to one "
                               f"database kind per process; close it before opening {url!r}")
        # Tortoise caches SQL per connection name: name the connection after its dialect.
        connection = f"{APP}_{engine.rsplit('.', 1)[-1]}"
        context = TortoiseContext()
        token = _current_context.set(context)
        try:
            await context.init(config={"connections": {connection: url},
                                       "apps": {APP: {"models": [__name__], "default_connection": connection}}},
                               use_tz=True, timezone="UTC")
            _bound["engine"] = engine
            _bound["stores"] += 1
            store = cls(url, context, engine, connection)
            try:
                if create:
                    await store._create_tables()
                elif store.dialect == "postgres":
                    await store._check_tables()
            except BaseException:
                await store.close()
                raise
        finally:
            _current_context.reset(token)
        return store

    async def _create_tables(self) -> None:
        if self.dialect == "postgres":
            # CREATE TABLE IF NOT EXISTS races with itself in PostgreSQL: serialize.
            async with in_transaction(self._connection) as connection:
                await connection.execute_query("SELECT pg_advisory_xact_lock($1)", [_SCHEMA_LOCK])
                await generate_schema_for_client(connection, safe=True)
        else:
            await self._ctx.generate_schemas(safe=True)

    async def _check_tables(self) -> None:
        """PostgreSQL, read-only: the bot's tables are in the schema the URL names."""
        connection = self._ctx.db(self._connection)
        _, rows = await connection.execute_query(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")
        tables = {row["table_name"] for row in rows}
        if not _GAME_TABLES <= tables:
            raise NotAGameDatabase(self.url, "foreign" if tables else "empty")

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        if self._locks is not None and not self._locks.is_closed():
            await self._locks.close()  # the advisory locks go with their connection
        _bound["stores"] -= 1
        token = _current_context.set(self._ctx)
        try:
            await self._ctx.close_connections()
        finally:
            _current_context.reset(token)

    @contextlib.contextmanager
    def _active(self) -> Iterator[None]:
        """Make this store's tortoise context the current one for the call."""
        if self._closed:
            raise RuntimeError(f"the store on {self.url!r} is closed")
        token = _current_context.set(self._ctx)
        try:
            yield
        finally:
            _current_context.reset(token)

    # --- the GameStore interface -----------------------------------------------

    async def create(self, record: GameRecord) -> int:
        with self._active():
            row = await Game.create(variant=record.variant, seed=record.seed, setups=record.setups,
                                    options=record.options, start=record.start, locale=record.locale,
                                    status=record.status, deadline=_aware(record.deadline),
                                    paused=record.paused, meta=record.meta)
        record.id = row.id
        return row.id

    async def append(self, game_id: int, seq: int, command: dict[str, Any]) -> None:
        # One statement, no explicit transaction (this is the hot path: every
        # command waits for it): the row goes in only if it follows command
        # seq - 1; UNIQUE(game, seq) stops a second writer of the same number.
        if seq < 0:
            raise SeqConflict(f"command {seq} of game {game_id}: numbers start at 0")
        payload = json.dumps(command, ensure_ascii=False, separators=(",", ":"))
        now = datetime.now(timezone.utc)
        with self._active():
            connection = self._ctx.db(self._connection)
            try:
                if self.dialect == "postgres":
                    _, rows = await connection.execute_query(_APPEND_POSTGRES, [game_id, seq, payload, now])
                else:
                    _, rows = await connection.execute_query(
                        _APPEND_SQLITE, [game_id, seq, payload, now, seq, game_id, seq - 1])
            except IntegrityError as error:
                if not await Game.filter(id=game_id).exists():
                    raise KeyError(game_id) from error
                raise SeqConflict(f"command {seq} of game {game_id} is already stored") from error
            if not rows:
                if not await Game.filter(id=game_id).exists():
                    raise KeyError(game_id)
                raise SeqConflict(f"command {seq} of game {game_id} would leave a gap")

    async def load(self, game_id: int) -> tuple[GameRecord, list[dict[str, Any]]]:
        with self._active():
            row = await Game.get_or_none(id=game_id)
            if row is None:
                raise KeyError(game_id)
            commands = await Command.filter(game_id=game_id).order_by("seq").values_list("payload", flat=True)
        return _record(row), list(commands)

    async def update(self, record: GameRecord) -> None:
        assert record.id is not None
        with self._active():
            changed = await Game.filter(id=record.id).update(
                status=record.status, deadline=_aware(record.deadline), paused=record.paused, meta=record.meta,
                updated=datetime.now(timezone.utc))
        if not changed:
            raise KeyError(record.id)

    async def rewrite(self, game_id: int, seq: int, commands: list[dict[str, Any]]) -> None:
        now = datetime.now(timezone.utc)
        with self._active():
            async with in_transaction(self._connection):
                if not await Game.filter(id=game_id).exists():
                    raise KeyError(game_id)
                count = await Command.filter(game_id=game_id).count()
                if not 0 <= seq <= count:
                    raise SeqConflict(f"command {seq} of game {game_id} is not stored")
                await Command.filter(game_id=game_id, seq__gte=seq).delete()
                if commands:
                    await Command.bulk_create([Command(game_id=game_id, seq=seq + i, payload=c, created_at=now)
                                               for i, c in enumerate(commands)])

    async def running(self) -> list[int]:
        with self._active():
            return list(await Game.filter(status="running").order_by("id").values_list("id", flat=True))

    async def games(self) -> list[GameSummary]:
        with self._active():
            rows = await Game.all().order_by("id")
        found = (summary(_record(row), row.created) for row in rows)
        return [s for s in found if s is not None]

    # --- per-server settings ------------------------------------------------------------

    async def load_settings(self) -> dict[int, dict[str, Any]]:
        with self._active():
            rows = await ServerSetting.all().values_list("guild", "data")
        return {int(guild): data or {} for guild, data in rows}

    async def save_settings(self, guild: int, data: dict[str, Any]) -> None:
        with self._active():
            changed = await ServerSetting.filter(guild=guild).update(data=data, updated=datetime.now(timezone.utc))
            if not changed:
                try:
                    await ServerSetting.create(guild=guild, data=data)
                except IntegrityError:  # made meanwhile by another process
                    await ServerSetting.filter(guild=guild).update(data=data)

    # --- ownership: advisory locks on PostgreSQL ---------------------------------------------

    def _lock_key(self, key: str) -> int:
        """A 64-bit advisory lock key for ``key``, distinct per database and schema (tests in
        schemas of their own never meet each other's locks)."""
        parts = urlsplit(self.url)
        schema = dict(parse_qsl(parts.query)).get("schema", "public")
        digest = hashlib.blake2b(f"mafia-bot/{parts.path}/{schema}/{key}".encode(), digest_size=8).digest()
        return int.from_bytes(digest, "big", signed=True)

    async def _lock_connection(self) -> Any:
        if self._locks is None or self._locks.is_closed():
            import asyncpg

            parts = urlsplit(self.url)
            query = {k: v for k, v in parse_qsl(parts.query) if k != "schema"}
            dsn = parts._replace(scheme="postgresql", query="&".join(f"{k}={v}" for k, v in query.items())).geturl()
            self._locks = await asyncpg.connect(dsn)
            self._held.clear()  # a new connection holds nothing
            self._locks.add_termination_listener(lambda _connection: self._held.clear())
        return self._locks

    async def claim(self, key: str, owner: str) -> bool:
        if self.dialect != "postgres":
            return await super().claim(key, owner)
        if self._held.get(key) == owner and await self.holds(key, owner):
            return True
        async with self._guard:
            connection = await self._lock_connection()
            got = await connection.fetchval("SELECT pg_try_advisory_lock($1)", self._lock_key(key))
        if got:
            self._held[key] = owner
        return bool(got)

    async def holds(self, key: str, owner: str) -> bool:
        if self.dialect != "postgres":
            return await super().holds(key, owner)
        if self._held.get(key) != owner or self._locks is None or self._locks.is_closed():
            return False
        try:
            async with self._guard:
                await self._locks.fetchval("SELECT 1")
        except Exception:  # noqa: BLE001 - a broken connection has lost its locks
            self._held.clear()
            return False
        return True

    def held_now(self, key: str, owner: str) -> bool:
        if self.dialect != "postgres":
            return super().held_now(key, owner)
        return self._held.get(key) == owner and self._locks is not None and not self._locks.is_closed()

    async def release(self, key: str, owner: str) -> None:
        if self.dialect != "postgres":
            return await super().release(key, owner)
        if self._held.pop(key, None) == owner and self._locks is not None and not self._locks.is_closed():
            async with self._guard:
                await self._locks.fetchval("SELECT pg_advisory_unlock($1)", self._lock_key(key))

    def drop_locks(self) -> None:
        """Cut the lock connection at once, as the death of the process would (tests)."""
        if self._locks is not None and not self._locks.is_closed():
            self._locks.terminate()
        self._held.clear()

    # --- for tests and tools -------------------------------------------------------

    async def command_count(self, game_id: int) -> int:
        with self._active():
            return await Command.filter(game_id=game_id).count()
