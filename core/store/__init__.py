"""Storage behind a driver interface: :class:`core.store.base.GameStore`.

``MemoryStore`` keeps games in memory (tests, simulations); the tortoise-orm
store (``core.store.orm``) keeps them in SQLite or PostgreSQL.
"""

from core.store.base import GameRecord, GameStore, MemoryStore

__all__ = ["GameRecord", "GameStore", "MemoryStore"]
