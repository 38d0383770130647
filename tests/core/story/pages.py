"""Stored games for the replay page's tests: one random game per variant and edition,
written through the store API (as the bot writes them), one seat named like an attack."""

from __future__ import annotations

import asyncio
import dataclasses

from core.session import GameSession
from tools.simulate import move_rng, play_session, random_setups
from core.store.orm import TortoiseStore

HOSTILE = "<img src=x onerror=alert(1)>"

#: (variant, edition, players) for every variant and edition.
BOOKS = [("hp", None, 16), ("romanian", None, 12), ("cards", None, 12), ("fantasy", "v0.1", 12),
         ("fantasy", "I", 12), ("fantasy", "II", 12), ("fantasy", "IV", 12)]


def store_games(engine, url: str, books=BOOKS, seed: int = 3) -> dict[tuple[str, str | None], int]:
    """Play and store one game per book; returns their ids."""

    async def go() -> dict[tuple[str, str | None], int]:
        store = await TortoiseStore.open(url)
        ids = {}
        try:
            for variant, edition, players in books:
                options = {"edition": edition} if edition else None
                setups = random_setups(engine, variant, players, seed, options=options)
                setups[1] = dataclasses.replace(setups[1], name=HOSTILE)
                session = await GameSession.create(engine, store, variant, setups, seed=seed, options=options)
                await play_session(session, move_rng(seed), max_phases=40)
                ids[(variant, edition)] = session.id
        finally:
            await store.close()
        return ids

    return asyncio.run(go())
