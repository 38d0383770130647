"""Simulated seasons for the rating's soundness (``benchmarks/rating.py``, ``tests/core/test_rating.py``).

A season: a pool of users, a few of them **skilled**; each game seats a random draw of the pool at a
table of one book, deals it (``tools.simulate``), plays it to the end and records its results under the
users' ids (:func:`core.results.game_results`), as the bot does. Every seat plays the project's random
legal moves (``core.moves.phase_moves``: the variant's own heuristics where it has them, as in cards);
a skilled user's seat plays them better, by three simple rules a forum player would call good play:

* **he votes, every day, against the other side**: a player whose role knows its fellows (the mafia,
  Якудза, …) votes for a living player outside his team — real knowledge; any other player reads the
  table: with probability ``insight`` he sees the truth and votes for a living player of another side (a
  lone player — a neutral, a side of his own — first: everyone's enemy), otherwise for a living player at
  random (never himself, never «мир»);
* **he never spares an enemy or shoots a friend**: his attacks (abilities tagged ``attack``) aim at
  players of other sides as he knows them (his fellows if his role knows them; with ``insight`` the truth,
  else anyone but himself);
* **he always acts**: every ability he can use this phase, he uses (the others skip each with
  probability 0.2).

The ordinary seats' moves come from their own generator, so a skilled seat changes nothing in how the others
play but what his moves cause. ``insight`` is the skill: 0 makes a skilled seat a random voter who never
abstains.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Iterator

from core.commands import Act, Command, EndPhase, Vote
from core.game import Game
from core.moves import Moves, phase_moves, run_moves
from core.registry import Engine
from core.results import game_results
from core.rules import Action
from core.store.stats import PlayerResult
from tools.simulate import move_rng, random_setups

MAX_PHASES = 200
INSIGHT = 0.5


@dataclass(frozen=True)
class Season:
    variant: str
    players: int  # at a table
    pool: int  # users in the season
    skilled: frozenset[int]  # their user ids (0 … pool − 1)
    options: dict | None = None
    insight: float = INSIGHT
    seed: int = 0
    server: int = 1


def season(variant: str, players: int, *, pool: int = 30, skilled: int = 5, seed: int = 0,
           options: dict | None = None, insight: float = INSIGHT) -> Season:
    """A season whose skilled users are drawn from the pool by ``seed``."""
    chosen = frozenset(random.Random(f"skilled-{seed}").sample(range(pool), skilled))
    return Season(variant, players, pool, chosen, options, insight, seed)


def _side(game: Game, seat: int) -> str:
    return game.variant.side_of(game, game.players[seat])


def fellows(game: Game, seat: int) -> set[int]:
    """The seats the player knows to be on his side: his faction if his role knows its fellows, else himself."""
    player = game.players[seat]
    role = game.variant.roles.roles.get(player.role)
    if role is not None and role.knows_fellows:
        return {p.seat for p in game.players if p.faction == player.faction}
    return {seat}


def enemies(game: Game, seat: int, rng: random.Random, insight: float) -> list[int]:
    """The living players the skilled player at ``seat`` takes for enemies this time."""
    others = [p.seat for p in game.players if p.in_game and p.seat != seat]
    known = fellows(game, seat)
    if len(known) > 1:  # he knows his team: everyone else
        return [s for s in others if s not in known]
    if rng.random() < insight:  # a good read of the table
        mine = _side(game, seat)
        found = [s for s in others if _side(game, s) != mine]
        alone = [s for s in found if _side(game, s) == game.players[s].role]
        if alone or found:
            return alone or found
    return others


def skilled_moves(game: Game, rng: random.Random, skill_rng: random.Random, skilled: set[int],
                  insight: float) -> Moves:
    """:func:`core.moves.phase_moves` with the skilled seats' moves made better (see the module)."""
    moves = phase_moves(game, rng, act_chance=0.8)
    try:
        command = next(moves)
    except StopIteration:
        return
    while True:
        better = _better(game, command, skill_rng, skilled, insight)
        outcome = yield better
        try:
            command = moves.send(outcome)
        except StopIteration:
            break
    # A skilled seat whose ability the random generator skipped uses it all the same.
    for seat in sorted(skilled):
        player = game.players[seat]
        if not player.in_game:
            continue
        used = {a.ability for a in game.actions_of(seat)}
        slots = {found.slot for found in (game.ability_of(player, name) for name in used) if found is not None}
        for ability in game.available(player):
            if ability.name in used or ability.slot in slots or not ability.targeted or ability.min_targets != 1:
                continue
            pool = _targets(game, seat, ability, skill_rng, insight)
            if pool:
                # (a second ability of a slot would replace the first: harmless, one move a slot)
                yield Act(Action(seat, ability.name, (skill_rng.choice(pool),)))


def _targets(game: Game, seat: int, ability, rng: random.Random, insight: float) -> list[int]:
    if "attack" in ability.tags:
        return enemies(game, seat, rng, insight)
    return [p.seat for p in game.players if p.in_game and p.seat != seat]


def _better(game: Game, command: Command, rng: random.Random, skilled: set[int], insight: float) -> Command:
    if isinstance(command, Vote) and command.voter in skilled and game.players[command.voter].in_game:
        pool = enemies(game, command.voter, rng, insight)
        return Vote(command.voter, rng.choice(pool)) if pool else command
    if isinstance(command, Act) and command.action.actor in skilled and command.action.targets:
        action = command.action
        ability = game.ability_of(game.players[action.actor], action.ability)
        if ability is not None and "attack" in ability.tags:
            pool = enemies(game, action.actor, rng, insight)
            if len(pool) >= len(action.targets):
                targets = tuple(rng.sample(pool, len(action.targets)))
                return Act(replace(action, targets=targets))
    return command


def play_game(engine: Engine, spec: Season, number: int, users: list[int]) -> list[PlayerResult]:
    """Game ``number`` of the season, ``users[seat]`` at each seat; its results (none if unfinished)."""
    seed = spec.seed * 100_003 + number
    setups = random_setups(engine, spec.variant, spec.players, seed, options=spec.options)
    game = engine.new_game(spec.variant, setups, seed=seed, options=spec.options)
    rng, skill_rng = move_rng(seed), random.Random(seed * 31 + 7)
    skilled = {seat for seat, user in enumerate(users) if user in spec.skilled}
    for _ in range(MAX_PHASES):
        if game.over:
            break
        run_moves(skilled_moves(game, rng, skill_rng, skilled, spec.insight), game.execute)
        if not game.over:
            game.execute(EndPhase())
    if not game.over:
        return []
    return game_results(game, server=spec.server, game_id=number, users=users)


def play_season(engine: Engine, spec: Season, games: int, *, start: int = 0) -> Iterator[list[PlayerResult]]:
    """The results of games ``start`` … ``start + games − 1`` (an unfinished game gives an empty list)."""
    for number in range(start, start + games):
        draw = random.Random(f"table-{spec.seed}-{number}")
        yield play_game(engine, spec, number, draw.sample(range(spec.pool), spec.players))
