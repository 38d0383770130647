"""Statistics in SQLite or PostgreSQL through tortoise-orm, with tortoise's own
migrations (``tortoise.migrations``, shipped with tortoise-orm since 1.0; no
aerich needed).

One table, ``game_result``: a row per player per finished game, UNIQUE(game,
seat). Its schema is made by the migrations in ``core/store/stats_migrations/``
(not by ``generate_schemas``), applied when a store opens: on an empty database
they create the table, on a migrated one they do nothing. Tortoise records what
it applied in its table ``tortoise_migrations``. A new column is a new migration
file (``tortoise -c core.store.stats_orm.TORTOISE_ORM makemigrations``, from the
repository's root), never an edit of an old one.

The statistics live in their own tortoise app (``mafia_stats``) beside the
games' app (``mafia``, made by ``generate_schemas``): a result names its game by
id, with no foreign key across the two apps, so either can change on its own.

    stats = await TortoiseStatsStore.open("sqlite://data/mafia.sqlite3")
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, Iterator, Sequence

from tortoise import fields
from tortoise.backends.base.config_generator import expand_db_url
from tortoise.context import TortoiseContext, _current_context
from tortoise.exceptions import IntegrityError
from tortoise.expressions import Q
from tortoise.functions import Count, Max
from tortoise.migrations.executor import MigrationExecutor
from tortoise.models import Model
from tortoise.transactions import in_transaction

from core.store.stats import PlayerResult, Standing, StatsStore, check_one_game, rank

APP = "mafia_stats"
MIGRATIONS = "core.store.stats_migrations"
_MIGRATION_LOCK = 0x6D61666973  # pg_advisory_xact_lock key while migrating ("mafis")


class GameResult(Model):
    id = fields.BigIntField(primary_key=True)
    server = fields.BigIntField(db_index=True)
    game = fields.IntField()
    seat = fields.IntField()
    user = fields.BigIntField(db_index=True)
    name = fields.CharField(max_length=100)
    variant = fields.CharField(max_length=64)
    role = fields.CharField(max_length=100)
    side = fields.CharField(max_length=100)
    won = fields.BooleanField()
    survived = fields.BooleanField()
    recorded = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "game_result"
        app = APP
        unique_together = (("game", "seat"),)


__models__ = [GameResult]

#: For tortoise's command line (``makemigrations``): the app with its migrations.
TORTOISE_ORM = {
    "connections": {"default": "sqlite://:memory:"},
    "apps": {APP: {"models": [__name__], "default_connection": "default", "migrations": MIGRATIONS}},
}

_bound: dict[str, Any] = {"engine": None, "stores": 0}


def _result(row: dict[str, Any]) -> PlayerResult:
    return PlayerResult(server=row["server"], game=row["game"], seat=row["seat"], user=row["user"],
                        name=row["name"], variant=row["variant"], role=row["role"], side=row["side"],
                        won=bool(row["won"]), survived=bool(row["survived"]))


async def migrate(context: TortoiseContext, connection: str, postgres: bool) -> None:
    """Apply the migrations not yet applied (none: nothing happens). On PostgreSQL
    an advisory lock keeps two processes from migrating at once."""
    apps = {APP: {"models": [__name__], "default_connection": connection, "migrations": MIGRATIONS}}
    client = context.db(connection)
    if postgres:
        # A session-level lock on one pooled connection: held until released on the same one.
        async with client.acquire_connection() as raw:
            await raw.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
            try:
                await MigrationExecutor(client, apps).migrate()
            finally:
                await raw.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)
    else:
        await MigrationExecutor(client, apps).migrate()


class TortoiseStatsStore(StatsStore):
    """A :class:`StatsStore` in a SQL database. Make one with :meth:`open`."""

    def __init__(self, url: str, context: TortoiseContext, engine: str, connection: str) -> None:
        self.url = url
        self._ctx = context
        self._engine = engine
        self._connection = connection
        self._closed = False

    @property
    def dialect(self) -> str:
        return "postgres" if "asyncpg" in self._engine or "psycopg" in self._engine else "sqlite"

    @classmethod
    async def open(cls, url: str) -> "TortoiseStatsStore":
        """Connect and bring the tables up to date (safe to repeat)."""
        info = expand_db_url(url)
        engine = info["engine"]
        if engine.endswith("sqlite"):
            path = info["credentials"].get("file_path", "")
            if path and path != ":memory:" and not path.startswith("file:"):
                Path(path).expanduser().parent.mkdir(parents=True, exist_ok=True)
        if _bound["stores"] and _bound["engine"] != engine:
            raise RuntimeError(f"a stats store on {_bound['engine']} is open: tortoise binds its models to one "
                               f"database kind per process; close it before opening {url!r}")
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
                await migrate(context, connection, store.dialect == "postgres")
            except BaseException:
                await store.close()
                raise
        finally:
            _current_context.reset(token)
        return store

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        _bound["stores"] -= 1
        token = _current_context.set(self._ctx)
        try:
            await self._ctx.close_connections()
        finally:
            _current_context.reset(token)

    @contextlib.contextmanager
    def _active(self) -> Iterator[None]:
        if self._closed:
            raise RuntimeError(f"the stats store on {self.url!r} is closed")
        token = _current_context.set(self._ctx)
        try:
            yield
        finally:
            _current_context.reset(token)

    async def migrate(self) -> None:
        """Apply pending migrations again (done on opening; for tests and tools)."""
        with self._active():
            await migrate(self._ctx, self._connection, self.dialect == "postgres")

    async def record(self, results: Sequence[PlayerResult]) -> bool:
        check_one_game(results)
        if not results:
            return False
        with self._active():
            try:
                async with in_transaction(self._connection):
                    await GameResult.bulk_create([GameResult(
                        server=r.server, game=r.game, seat=r.seat, user=r.user, name=r.name, variant=r.variant,
                        role=r.role, side=r.side, won=r.won, survived=r.survived) for r in results])
            except IntegrityError:
                return False  # the game is recorded already (UNIQUE(game, seat)): all or nothing
        return True

    async def results(self, server: int, user: int | None = None) -> list[PlayerResult]:
        with self._active():
            query = GameResult.filter(server=server)
            if user is not None:
                query = query.filter(user=user)
            rows = await query.order_by("game", "seat").values(
                "server", "game", "seat", "user", "name", "variant", "role", "side", "won", "survived")
        return [_result(r) for r in rows]

    async def leaderboard(self, server: int, limit: int = 10) -> list[Standing]:
        # Totals in SQL (one row a user); the latest name in a second query.
        with self._active():
            rows = await GameResult.filter(server=server).group_by("user").annotate(
                games=Count("id"), wins=Count("id", _filter=Q(won=True)), alive=Count("id", _filter=Q(survived=True)),
                last=Max("game")).values(
                "user", "games", "wins", "alive", "last")
            last = {(r["user"], r["last"]) for r in rows}
            names: dict[int, str] = {}
            if rows:
                for r in await GameResult.filter(server=server, game__in=sorted({g for _, g in last})).values(
                        "user", "game", "name"):
                    if (r["user"], r["game"]) in last:
                        names[r["user"]] = r["name"]
        return rank((Standing(r["user"], names.get(r["user"], ""), int(r["games"]), int(r["wins"] or 0),
                              int(r["alive"] or 0)) for r in rows), limit)

    async def applied_migrations(self) -> list[str]:
        """The names of the applied migrations of the statistics (for tests and tools)."""
        with self._active():
            _, rows = await self._ctx.db(self._connection).execute_query(
                "SELECT name FROM tortoise_migrations WHERE app = 'mafia_stats' ORDER BY name")
        return [r["name"] for r in rows]
