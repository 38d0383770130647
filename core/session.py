"""A stored game in play: every accepted command is written before it is
acknowledged, and a game is rebuilt from its seed, set-up and commands."""

from __future__ import annotations

import asyncio
from typing import Any

from core.commands import Command, command_from_json
from core.game import Game, Outcome
from core.rules import Rejection
from core.model import PhaseKind, PlayerSetup
from core.registry import Engine
from core.store.base import GameRecord, GameStore


class GameSession:
    """One game and its store. Commands are serialized by a lock, so two
    interactions never interleave a validate-store-apply sequence."""

    def __init__(self, engine: Engine, store: GameStore, record: GameRecord, game: Game) -> None:
        self.engine = engine
        self.store = store
        self.record = record
        self.game = game
        self.lock = asyncio.Lock()

    @property
    def id(self) -> int:
        assert self.record.id is not None
        return self.record.id

    @classmethod
    async def create(cls, engine: Engine, store: GameStore, variant: str, setups: list[PlayerSetup], *,
                     seed: int, options: dict[str, Any] | None = None, start: PhaseKind | None = None,
                     locale: str = "ru", meta: dict[str, Any] | None = None) -> "GameSession":
        game = engine.new_game(variant, setups, seed=seed, options=options, start=start, locale=locale)
        record = GameRecord(variant=game.variant.id, seed=seed, setups=[s.to_json() for s in setups],
                            options=dict(game.variant.options), start=start.value if start else None,
                            locale=locale, meta=dict(meta or {}))
        await store.create(record)
        return cls(engine, store, record, game)

    @classmethod
    async def load(cls, engine: Engine, store: GameStore, game_id: int) -> "GameSession":
        record, commands = await store.load(game_id)
        game = rebuild(engine, record, commands)
        return cls(engine, store, record, game)

    async def execute(self, command: Command) -> Outcome:
        """Validate; store; apply. A refused command is neither stored nor applied."""
        async with self.lock:
            rejection = self.game.validate(command)
            if rejection is not None:
                return Outcome(False, rejection)
            await self.store.append(self.id, len(self.game.commands), command.to_json())
            outcome = self.game.execute(command)
            if self.game.over and self.record.status != "over":
                self.record.status = "over"
                await self.store.update(self.record)
            return outcome

    async def save(self) -> None:
        await self.store.update(self.record)


class StaleCommand(RuntimeError):
    """A stored command that the rules now refuse (a rules change since it was accepted): the
    game cannot be rebuilt past it. Carries what an adapter needs to name it: the command's
    number ``index`` in the stored list, the command, the refusal, and the game as rebuilt up
    to it (to render the refusal and the names)."""

    def __init__(self, record: GameRecord, index: int, command: Command, rejection: Rejection | None,
                 game: Game) -> None:
        super().__init__(f"stored command {index} {command.to_json()} of game {record.id} no longer applies: "
                         f"{rejection}")
        self.record = record
        self.index = index
        self.command = command
        self.rejection = rejection
        self.game = game


def rebuild(engine: Engine, record: GameRecord, commands: list[dict[str, Any]]) -> Game:
    """Replay a stored game: the same seed, set-up and commands give the same state. A command
    the rules refuse now raises :class:`StaleCommand` (nothing is changed in the store)."""
    start = PhaseKind(record.start) if record.start else None
    game = engine.new_game(record.variant, [PlayerSetup.from_json(s) for s in record.setups], seed=record.seed,
                           options=record.options, start=start, locale=record.locale)
    for index, data in enumerate(commands):
        command = command_from_json(data)
        outcome = game.execute(command)
        if not outcome.accepted:
            raise StaleCommand(record, index, command, outcome.rejection, game)
    return game
