"""Storage behind a driver interface: :class:`core.store.base.GameStore`.

``MemoryStore`` keeps games in memory (tests, simulations); the tortoise-orm
store (``core.store.orm``) keeps them in SQLite or PostgreSQL.
"""

from core.store.base import GameRecord, GameStore, MemoryStore, SeqConflict

__all__ = ["GameRecord", "GameStore", "MemoryStore", "SeqConflict", "open_store"]


async def open_store(url: str | None) -> GameStore:
    """A store for a database URL (``sqlite://...``, ``postgres://...``), or a
    :class:`MemoryStore` for ``memory://`` / None."""
    if url is None or url in ("memory://", "memory"):
        return MemoryStore()
    from core.store.orm import TortoiseStore

    return await TortoiseStore.open(url)
