"""Whole games played with random legal moves: for `mafia-bot simulate`, the
property tests and the benchmarks. The random moves come from their own
generator (seeded), the game's randomness from the game's seed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Awaitable, Callable, Generator, Iterator

from core.commands import Act, Command, EndPhase, Vote
from core.game import Game, Outcome, PhaseReport
from core.model import PlayerSetup
from core.registry import Engine
from core.rules import Ability, Action
from core.variant import Variant

if TYPE_CHECKING:
    from core.session import GameSession

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


def random_actions(game: Game, rng: random.Random, seat: int, ability: Ability, *,
                   living: list[int] | None = None, secret: list[str] | None = None) -> Iterator[Action]:
    """Up to six random attempts at an action of this ability (not validated).
    ``living`` (the seats in the game) and ``secret`` (the secret role names)
    may be passed in when the caller knows them."""
    if secret is None:
        secret = [r.name for r in game.variant.roles.secret_roles()]
    if living is None:
        living = [p.seat for p in game.living()]
    for _ in range(6):
        low = ability.min_targets
        high = ability.max_targets if ability.max_targets is not None else low + 1
        count = rng.randint(low, max(low, high))
        if ability.distinct_targets and count > len(living):
            return
        targets = tuple(rng.sample(living, count) if ability.distinct_targets
                        else [rng.choice(living) for _ in range(count)])
        extras = {}
        if "guess" in ability.needs:
            extras["guess"] = rng.choice(secret)
        if "role" in ability.needs:
            extras["role"] = rng.choice(secret)
        if ability.choices:
            extras["choice"] = rng.choice(ability.choices)
        elif "choice" in ability.needs:
            extras["choice"] = str(rng.randint(10, 100))
        if "card" in ability.needs:
            extras["card"] = ""
        if "text" in ability.needs:
            extras["text"] = "…"
        if "cards" in ability.needs:
            extras["cards"] = ()
        yield Action(seat, ability.name, targets, **extras)


def random_action(game: Game, rng: random.Random, seat: int, ability: Ability, *,
                  living: list[int] | None = None, secret: list[str] | None = None) -> Action | None:
    """A random action of this ability that the game accepts, or None."""
    for action in random_actions(game, rng, seat, ability, living=living, secret=secret):
        if game.validate(Act(action)) is None:
            return action
    return None


Moves = Generator[Command, Outcome, None]


def phase_moves(game: Game, rng: random.Random, act_chance: float = 0.8) -> Moves:
    """Random legal moves (and votes by day) for everyone in this phase, as
    commands. Send each command's outcome back into the generator (the next
    moves depend on it): see :func:`run_moves` and :func:`run_moves_async`."""
    # Moves and votes change nobody's life: who is in the game holds for the phase.
    living = [p.seat for p in game.living()]
    secret = [r.name for r in game.variant.roles.secret_roles()]
    knows_moves = type(game.variant).legal_moves is not Variant.legal_moves
    for player in game.players:
        candidates = game.variant.legal_moves(game, player, rng) if knows_moves and player.in_game else None
        if candidates is not None:
            # The variant knows its moves (cards, lists of roles): try each, as a player might.
            for action in candidates:
                if rng.random() <= act_chance:
                    yield Act(action)
            continue
        abilities = game.available(player)
        if not abilities:
            continue  # (shuffling no abilities would draw no random number either)
        rng.shuffle(abilities)
        used_slots: set[str] = set()
        for ability in abilities:
            if ability.slot in used_slots or rng.random() > act_chance:
                continue
            # The attempts go to the game as they are: a refused one changes nothing
            # (and is not stored), and the accepted one is validated once, not twice.
            for action in random_actions(game, rng, player.seat, ability, living=living, secret=secret):
                outcome = yield Act(action)
                if outcome.accepted:
                    used_slots.add(ability.slot)
                    break
    if game.variant.spec(game.phase.kind).vote:
        for player in game.players:
            target = rng.choice(living + [None]) if living else None
            yield Vote(player.seat, target)


def run_moves(moves: Moves, execute: Callable[[Command], Outcome]) -> int:
    """Execute each command the generator yields; returns how many were accepted."""
    accepted = 0
    try:
        command = next(moves)
        while True:
            outcome = execute(command)
            accepted += outcome.accepted
            command = moves.send(outcome)
    except StopIteration:
        return accepted


async def run_moves_async(moves: Moves, execute: Callable[[Command], Awaitable[Outcome]]) -> int:
    """:func:`run_moves` with an async executor (``GameSession.execute``)."""
    accepted = 0
    try:
        command = next(moves)
        while True:
            outcome = await execute(command)
            accepted += outcome.accepted
            command = moves.send(outcome)
    except StopIteration:
        return accepted


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
