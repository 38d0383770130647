"""Whole games played with random legal moves: for `mafia-bot simulate`, the
property tests and the benchmarks. The random moves come from their own
generator (seeded, :mod:`core.moves`), the game's randomness from the game's seed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterator

from core.commands import EndPhase
from core.game import Game, PhaseReport
from core.model import PlayerSetup
from core.registry import Engine
from core.moves import phase_moves, run_moves, run_moves_async

if TYPE_CHECKING:
    from core.session import GameSession

PLAYER_NAMES = [
    "Аня", "Борис", "Вика", "Глеб", "Дина", "Егор", "Жанна", "Захар", "Ира", "Костя", "Лена", "Максим", "Нина",
    "Олег", "Полина", "Руслан", "Света", "Тимур", "Ульяна", "Фёдор", "Христина", "Цезарь", "Чеслав", "Шура",
    "Элла", "Юра", "Яна",
    # Enough ordinary first names for the largest table (a hundred): never a filler «Игрок 32», which
    # the texts would show as «Игрок Игрок 32».
    "Агата", "Адам", "Алина", "Арина", "Аркадий", "Арсений", "Ася", "Белла", "Богдан", "Вадим", "Василиса", "Вера",
    "Виктор", "Влад", "Галя", "Герман", "Глафира", "Гоша", "Гриша", "Данила", "Дарина", "Даша", "Денис", "Дмитрий",
    "Ева", "Елисей", "Ефим", "Зина", "Злата", "Зоя", "Игорь", "Илья", "Инна", "Карина", "Кира", "Кирилл", "Клим",
    "Ксюша", "Лада", "Лариса", "Лев", "Лиза", "Лука", "Люба", "Майя", "Марк", "Маша", "Мила", "Мирон", "Миша",
    "Надя", "Никита", "Олеся", "Оля", "Петя", "Прохор", "Рита", "Родион", "Рома", "Сева", "Соня", "Стас", "Сёма",
    "Тамара", "Таня", "Тоня", "Федя", "Филипп", "Хасан", "Эмиль", "Юлиан", "Юля", "Ян",
]


def player_names(count: int) -> list[str]:
    """``count`` distinct names: ordinary first names, then (past a hundred) the same with a number."""
    size = len(PLAYER_NAMES)
    return [PLAYER_NAMES[i] if i < size else f"{PLAYER_NAMES[i % size]} {i // size + 1}" for i in range(count)]


@dataclass
class SimulatedGame:
    game: Game
    reports: list[PhaseReport]
    commands: int


def play_phase(game: Game, rng: random.Random, act_chance: float = 0.8) -> int:
    """Send random legal moves (and votes by day) for everyone; returns how many were accepted."""
    return run_moves(phase_moves(game, rng, act_chance), game.execute)


def simulate(engine: Engine, variant: str, players: int, seed: int, *, max_phases: int = 200,
             options: dict | None = None) -> Iterator[PhaseReport]:
    """Play one whole game with random moves, yielding each phase's report."""
    game = new_random_game(engine, variant, players, seed, options=options)
    yield from play(game, move_rng(seed), max_phases=max_phases)


def new_random_game(engine: Engine, variant: str, players: int, seed: int, *, options: dict | None = None) -> Game:
    setups = random_setups(engine, variant, players, seed, options=options)
    return engine.new_game(variant, setups, seed=seed, options=options)


def play(game: Game, rng: random.Random, *, max_phases: int = 200) -> Iterator[PhaseReport]:
    for _ in range(max_phases):
        if game.over:
            return
        # A phase's report holds everything told in it: instant moves' results as well.
        start, phase = len(game.log), game.phase
        play_phase(game, rng)
        if not game.over:  # (an instant move may have ended the game mid-phase)
            assert game.execute(EndPhase()).accepted
        yield PhaseReport(phase, game.log[start:], game.winner)


def random_setups(engine: Engine, variant: str, players: int, seed: int, *,
                  options: dict | None = None) -> list[PlayerSetup]:
    """The set-up :func:`new_random_game` deals."""
    book_variant = engine.make_variant(variant, options)
    return book_variant.deal(player_names(players), [None] * players, random.Random(seed))


def move_rng(seed: int) -> random.Random:
    """The generator of the random moves of game ``seed`` (as :func:`simulate` uses)."""
    return random.Random(seed * 7919 + 1)


async def play_session(session: "GameSession", rng: random.Random, *, max_phases: int = 200,
                       stop: Callable[[Game], bool] | None = None) -> int:
    """Play a stored game with random moves through ``session.execute`` (every
    command is stored); stops when the game is over, after ``max_phases`` phases,
    or before a phase's end when ``stop(game)`` says so. Returns the phases ended."""
    ended = 0
    for _ in range(max_phases):
        game = session.game
        if game.over:
            break
        await run_moves_async(phase_moves(game, rng), session.execute)
        if game.over:  # an instant move ended the game mid-phase
            break
        if stop is not None and stop(game):
            break
        outcome = await session.execute(EndPhase())
        assert outcome.accepted
        ended += 1
    return ended
