"""Whole games played with random legal moves: for `mafia-bot simulate`, the
property tests and the benchmarks. The random moves come from their own
generator (seeded), the game's randomness from the game's seed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterator

from core.commands import Act, EndPhase, Vote
from core.game import Game, PhaseReport
from core.registry import Engine
from core.rules import Ability, Action

PLAYER_NAMES = [
    "Аня", "Борис", "Вика", "Глеб", "Дина", "Егор", "Жанна", "Захар", "Ира", "Костя", "Лена", "Максим", "Нина",
    "Олег", "Полина", "Руслан", "Света", "Тимур", "Ульяна", "Фёдор", "Христина", "Цезарь", "Чеслав", "Шура",
    "Элла", "Юра", "Яна",
]


def player_names(count: int) -> list[str]:
    names = PLAYER_NAMES[:count]
    for i in range(len(names), count):
        names.append(f"Игрок {i + 1}")
    return names


@dataclass
class SimulatedGame:
    game: Game
    reports: list[PhaseReport]
    commands: int


def random_action(game: Game, rng: random.Random, seat: int, ability: Ability) -> Action | None:
    """A random action of this ability that the game accepts, or None."""
    player = game.players[seat]
    roles = game.variant.roles
    secret = [r.name for r in roles.secret_roles()]
    living = [p.seat for p in game.living()]
    for _ in range(6):
        low = ability.min_targets
        high = ability.max_targets if ability.max_targets is not None else low + 1
        count = rng.randint(low, max(low, high))
        if ability.distinct_targets and count > len(living):
            return None
        targets = tuple(rng.sample(living, count) if ability.distinct_targets
                        else [rng.choice(living) for _ in range(count)])
        extras = {}
        if "guess" in ability.needs:
            extras["guess"] = rng.choice(secret)
        if "role" in ability.needs:
            extras["role"] = rng.choice(secret)
        if "choice" in ability.needs or ability.name == "Нож":
            extras["choice"] = str(rng.randint(10, 100))
        if "card" in ability.needs:
            extras["card"] = ""
        if "text" in ability.needs:
            extras["text"] = "…"
        action = Action(seat, ability.name, targets, **extras)
        if game.validate(Act(action)) is None:
            return action
    return None


def play_phase(game: Game, rng: random.Random, act_chance: float = 0.8) -> int:
    """Send random legal moves (and votes by day) for everyone; returns how many were accepted."""
    accepted = 0
    for player in game.players:
        abilities = game.available(player)
        rng.shuffle(abilities)
        used_slots: set[str] = set()
        for ability in abilities:
            if ability.slot in used_slots or rng.random() > act_chance:
                continue
            action = random_action(game, rng, player.seat, ability)
            if action is not None and game.execute(Act(action)).accepted:
                used_slots.add(ability.slot)
                accepted += 1
    if game.phase.kind.value == "day":
        living = [p.seat for p in game.living()]
        for player in game.players:
            target = rng.choice(living + [None]) if living else None
            if game.execute(Vote(player.seat, target)).accepted:
                accepted += 1
    return accepted


def simulate(engine: Engine, variant: str, players: int, seed: int, *, max_phases: int = 200,
             options: dict | None = None) -> Iterator[PhaseReport]:
    """Play one whole game with random moves, yielding each phase's report."""
    game = new_random_game(engine, variant, players, seed, options=options)
    yield from play(game, random.Random(seed * 7919 + 1), max_phases=max_phases)


def new_random_game(engine: Engine, variant: str, players: int, seed: int, *, options: dict | None = None) -> Game:
    book_variant = engine.make_variant(variant, options)
    names = player_names(players)
    setups = book_variant.deal(names, [None] * players, random.Random(seed))
    return engine.new_game(variant, setups, seed=seed, options=options)


def play(game: Game, rng: random.Random, *, max_phases: int = 200) -> Iterator[PhaseReport]:
    for _ in range(max_phases):
        if game.over:
            return
        play_phase(game, rng)
        report = game.execute(EndPhase()).report
        assert report is not None
        yield report
