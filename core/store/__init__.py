"""Storage behind a driver interface: :class:`core.store.base.GameStore`.

``MemoryStore`` keeps games in memory (tests, simulations); the tortoise-orm
store (``core.store.orm``) keeps them in SQLite or PostgreSQL. The statistics of finished
games likewise: :func:`open_stats` (``core.store.stats``, ``core.store.stats_orm``).
"""

from core.store.base import GameRecord, GameStore, MemoryStore, NotAGameDatabase, SeqConflict
from core.store.stats import MemoryStatsStore, StatsStore

__all__ = ["GameRecord", "GameStore", "MemoryStore", "NotAGameDatabase", "SeqConflict", "open_stats", "open_store"]


async def open_store(url: str | None, *, create: bool = True) -> GameStore:
    """A store for a database URL (``sqlite://...``, ``postgres://...``), or a
    :class:`MemoryStore` for ``memory://`` / None. ``create=False`` only reads: it makes no file,
    table or migration and raises :class:`NotAGameDatabase` where the bot's tables are not."""
    if url is None or url in ("memory://", "memory"):
        return MemoryStore()
    from core.store.orm import TortoiseStore

    return await TortoiseStore.open(url, create=create)


async def open_stats(url: str | None) -> StatsStore:
    """A stats store for a database URL (the tables are migrated on opening), or
    a :class:`MemoryStatsStore` for ``memory://`` / None."""
    if url is None or url in ("memory://", "memory"):
        return MemoryStatsStore()
    from core.store.stats_orm import TortoiseStatsStore

    return await TortoiseStatsStore.open(url)
