"""What a game store must do: keep each game's set-up and its commands in order."""

from __future__ import annotations

import abc
import copy
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any


class NotAGameDatabase(LookupError):
    """Opened only to read (``mafia-bot games``, ``report``), the database holds none of the bot's
    games: ``kind`` is ``"missing"`` (no such SQLite file), ``"empty"`` (no tables at all) or
    ``"foreign"`` (another program's tables, or not an SQLite file). Nothing was written."""

    def __init__(self, url: str, kind: str) -> None:
        super().__init__(f"{kind}: {url}")
        self.url, self.kind = url, kind


class SeqConflict(ValueError):
    """A command number is taken (another writer got there first) or would leave a gap."""


@dataclass
class GameRecord:
    """A stored game: enough to rebuild it (variant, options, seed, set-up),
    plus what the adapter keeps beside it (deadline, pause, Discord ids in ``meta``)."""

    variant: str
    seed: int
    setups: list[dict[str, Any]]
    options: dict[str, Any] = field(default_factory=dict)
    start: str | None = None  # "night" | "day" | None (the variant's default)
    locale: str = "ru"
    status: str = "running"  # running | over
    deadline: datetime | None = None  # when the current phase ends (aware, UTC)
    paused: bool = False
    meta: dict[str, Any] = field(default_factory=dict)
    id: int | None = None


@dataclass
class GameSummary:
    """One line of ``mafia-bot games``: a stored game (not a sign-up) at a glance."""

    id: int
    variant: str
    options: dict[str, Any]
    players: int
    status: str  # running | over
    server: int | None  # the Discord server (None: a simulated game)
    started: datetime | None


def summary(record: GameRecord, started: datetime | None) -> GameSummary | None:
    """The summary of a stored record, or None for a sign-up (a lobby has no players yet)."""
    if record.meta.get("lobby") or record.id is None:
        return None
    server = record.meta.get("guild")
    return GameSummary(record.id, record.variant, dict(record.options), len(record.setups), record.status,
                       int(server) if server is not None else None, started)


class GameStore(abc.ABC):
    """The driver interface. Every method is a single transaction."""

    @abc.abstractmethod
    async def create(self, record: GameRecord) -> int:
        """Store a new game; returns its id (also set on ``record.id``)."""

    @abc.abstractmethod
    async def append(self, game_id: int, seq: int, command: dict[str, Any]) -> None:
        """Store command number ``seq`` (0, 1, 2 ... without gaps) of a game.
        Raises :class:`SeqConflict` if ``seq`` is taken or would leave a gap:
        two writers never both win."""

    @abc.abstractmethod
    async def load(self, game_id: int) -> tuple[GameRecord, list[dict[str, Any]]]:
        """The game's record and its commands in order. Raises KeyError if unknown."""

    @abc.abstractmethod
    async def update(self, record: GameRecord) -> None:
        """Save the record's status, deadline, pause and meta."""

    @abc.abstractmethod
    async def running(self) -> list[int]:
        """Ids of games whose status is running."""

    async def games(self) -> list[GameSummary]:
        """Every stored game (sign-ups left out), by number: what ``mafia-bot games`` lists."""
        raise NotImplementedError

    async def rewrite(self, game_id: int, seq: int, commands: list[dict[str, Any]]) -> None:
        """Take back commands: drop command ``seq`` and every later one, then store ``commands``
        as numbers ``seq``, ``seq + 1`` ... (the host's undo replays a game without a command).
        One transaction: a crash leaves the old list or the new one, never a mix."""
        raise NotImplementedError

    async def close(self) -> None:
        """Release connections."""

    # --- per-server settings (the bot's /mafia choices) -----------------------------

    async def load_settings(self) -> dict[int, dict[str, Any]]:
        """Every server's settings: guild id -> a JSON object."""
        raise NotImplementedError

    async def save_settings(self, guild: int, data: dict[str, Any]) -> None:
        """Store (insert or replace) one server's settings."""
        raise NotImplementedError

    # --- ownership (several bot processes on one database) ----------------------------

    async def claim(self, key: str, owner: str) -> bool:
        """Try to become the only holder of ``key`` (a shard); True if ``owner`` holds it now.
        In memory and on SQLite (one process) a new claim takes the key over (a restart);
        on PostgreSQL it is a session advisory lock: nobody else gets it while the holder's
        connection lives, and the holder's death frees it."""
        holders = self.__dict__.setdefault("_holders", {})
        holders[key] = owner
        return True

    async def holds(self, key: str, owner: str) -> bool:
        """Whether ``owner`` still holds ``key`` (asked before a deadline ends a phase)."""
        return self.__dict__.get("_holders", {}).get(key) == owner

    def held_now(self, key: str, owner: str) -> bool:
        """``holds`` as far as this process knows without asking the database (no I/O): False
        once the key was taken over or, on PostgreSQL, the lock connection closed."""
        return self.__dict__.get("_holders", {}).get(key) == owner

    async def release(self, key: str, owner: str) -> None:
        holders = self.__dict__.get("_holders", {})
        if holders.get(key) == owner:
            del holders[key]


class MemoryStore(GameStore):
    def __init__(self) -> None:
        self._games: dict[int, GameRecord] = {}
        self._commands: dict[int, list[dict[str, Any]]] = {}
        self._settings: dict[int, dict[str, Any]] = {}
        self._started: dict[int, datetime] = {}

    async def create(self, record: GameRecord) -> int:
        record.id = len(self._games) + 1
        self._started[record.id] = datetime.now(timezone.utc)
        self._games[record.id] = copy.deepcopy(record)
        self._commands[record.id] = []
        return record.id

    async def append(self, game_id: int, seq: int, command: dict[str, Any]) -> None:
        commands = self._commands[game_id]
        if seq != len(commands):
            raise SeqConflict(f"command {seq} of game {game_id} is out of order")
        commands.append(copy.deepcopy(command))

    async def load(self, game_id: int) -> tuple[GameRecord, list[dict[str, Any]]]:
        if game_id not in self._games:
            raise KeyError(game_id)
        return copy.deepcopy(self._games[game_id]), copy.deepcopy(self._commands[game_id])

    async def update(self, record: GameRecord) -> None:
        assert record.id is not None
        self._games[record.id] = copy.deepcopy(record)

    async def rewrite(self, game_id: int, seq: int, commands: list[dict[str, Any]]) -> None:
        stored = self._commands[game_id]
        if not 0 <= seq <= len(stored):
            raise SeqConflict(f"command {seq} of game {game_id} is not stored")
        stored[seq:] = copy.deepcopy(commands)

    async def running(self) -> list[int]:
        return [gid for gid, r in self._games.items() if r.status == "running"]

    async def games(self) -> list[GameSummary]:
        found = (summary(self._games[gid], self._started.get(gid)) for gid in sorted(self._games))
        return [s for s in found if s is not None]

    async def load_settings(self) -> dict[int, dict[str, Any]]:
        return copy.deepcopy(self._settings)

    async def save_settings(self, guild: int, data: dict[str, Any]) -> None:
        self._settings[int(guild)] = copy.deepcopy(data)
