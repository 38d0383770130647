"""`mafia-bot balance`: many whole games played by heuristic players, on every
core, and each side's win rate with a 95% interval.

Generic over variants: a variant whose class has ``legal_moves`` returning a
list plays those moves (cards: plugins/cards/heuristics.py) and may have
``heuristic_vote``; others play the core's random legal moves.
"""

from __future__ import annotations

import math
import os
import random
import signal
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Callable, Iterable

from core.commands import Act, EndPhase, Vote
from core.game import Game
from core.registry import Engine
from core.moves import phase_moves, run_moves
from tools.simulate import move_rng, player_names
from core.variant import DRAW

MAX_PHASES = 200
UNFINISHED = "—"


def play_heuristic_phase(game: Game, rng: random.Random) -> None:
    """One phase of moves by the variant's heuristic players (or random ones)."""
    variant = game.variant
    legal = getattr(variant, "legal_moves", None)
    if legal is None:
        run_moves(phase_moves(game, rng), game.execute)
        return
    handled = False
    for player in game.players:
        found = legal(game, player, rng)
        if found is None:
            continue
        handled = True
        for action in found:
            game.execute(Act(action))
    if not handled:
        run_moves(phase_moves(game, rng), game.execute)
        return
    if str(game.phase.kind) == "day":
        voter = getattr(variant, "heuristic_vote", None)
        order = [p for p in game.players if p.in_game]
        rng.shuffle(order)
        for player in order:
            target = voter(game, player, rng) if voter is not None else rng.choice([p.seat for p in order] + [None])
            game.execute(Vote(player.seat, target))


def play_one(variant: str, players: int, seed: int, engine: Engine | None = None,
             options: dict | None = None) -> tuple[str, int]:
    """The winner of game ``seed`` (or UNFINISHED) and how many phases it took
    (``options``: the variant's options, e.g. ``{"edition": "I"}``)."""
    engine = engine or _engine()
    rules = engine.make_variant(variant, options)
    setups = rules.deal(player_names(players), [None] * players, random.Random(seed))
    game = engine.new_game(variant, setups, seed=seed, options=options)
    rng = move_rng(seed)
    phases = 0
    while not game.over and phases < MAX_PHASES:
        play_heuristic_phase(game, rng)
        game.execute(EndPhase())
        phases += 1
    return (game.winner if game.over else UNFINISHED), phases


_ENGINE: Engine | None = None


def _engine() -> Engine:
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = Engine()
    return _ENGINE


def _chunk(args: tuple[str, int, list[int], dict | None]) -> list[tuple[str, int]]:
    variant, players, seeds, options = args
    return [play_one(variant, players, seed, options=options) for seed in seeds]


@dataclass
class BalanceResult:
    games: int
    wins: Counter
    phases: int

    def share(self, side: str) -> tuple[float, float, float]:
        return wilson(self.wins.get(side, 0), self.games)


def wilson(hits: int, n: int, z: float = 1.96) -> tuple[float, float, float]:
    """The share and its 95% Wilson interval."""
    if n == 0:
        return 0.0, 0.0, 0.0
    p = hits / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return p, max(0.0, centre - half), min(1.0, centre + half)


def run(variant: str, games: int, *, players: int, seed: int = 0, workers: int | None = None,
        progress: Callable[[int], None] | None = None, options: dict | None = None) -> BalanceResult:
    """Play ``games`` games (seeds seed..seed+games-1) on ``workers`` processes
    (``options``: the variant's options, e.g. an edition)."""
    workers = workers or os.cpu_count() or 1
    seeds = list(range(seed, seed + games))
    size = max(1, min(50, games // (workers * 4) or 1))
    chunks = [(variant, players, seeds[i:i + size], options) for i in range(0, len(seeds), size)]
    wins: Counter = Counter()
    phases = 0

    def take(results: Iterable[tuple[str, int]]) -> None:
        nonlocal phases
        count = 0
        for winner, length in results:
            wins[winner] += 1
            phases += length
            count += 1
        if progress is not None:
            progress(count)

    if workers == 1:
        for chunk in chunks:
            take(_chunk(chunk))
    else:
        pool = ProcessPoolExecutor(max_workers=workers, initializer=_leave_interrupts_to_the_parent)
        try:
            for results in pool.map(_chunk, chunks):
                take(results)
        finally:  # Ctrl-C: the chunks not started are dropped, the running ones (≤ 50 games) end
            pool.shutdown(wait=True, cancel_futures=True)
    return BalanceResult(games, wins, phases)


def _leave_interrupts_to_the_parent() -> None:
    """A worker ignores Ctrl-C (the terminal sends it to every process of the group): the parent
    stops the pool and says it in one line, and no worker prints a traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def declared_sides(roles) -> list[tuple[str, bool]]:
    """Every winner a book can declare, in its order: (name, solo). A faction wins by its name;
    a neutral faction never does, each of its roles wins alone, by the role's name."""
    sides: list[tuple[str, bool]] = []
    for faction in roles.factions.values():
        if not faction.neutral:
            sides.append((faction.name, False))
            continue
        for role in roles.secret_roles():
            if role.faction == faction.name and (role.name, True) not in sides:
                sides.append((role.name, True))
    return sides


def report_lines(result: BalanceResult, sides: Iterable[tuple[str, bool] | str]) -> list[tuple[str, dict]]:
    """(text key, params) lines: each winner's share (every side the book can declare, then any
    other winner the games had), then draws and unfinished games: their counts add up to the
    games played; then a line saying what the interval is, and the total."""
    lines = []
    listed = [(side, False) if isinstance(side, str) else side for side in sides]
    names = {name for name, _ in listed}
    listed += [(other, False) for other in sorted(result.wins) if other not in names | {DRAW, UNFINISHED}]
    for side, solo in listed:
        lines.append(("cli.balance.side", {"side": side, "solo": "yes" if solo else "no", **_percents(result, side),
                                           "wins": result.wins.get(side, 0)}))
    lines.append(("cli.balance.draws", {**_percents(result, DRAW), "count": result.wins.get(DRAW, 0)}))
    if result.wins.get(UNFINISHED):
        lines.append(("cli.balance.unfinished", {"count": result.wins[UNFINISHED], "phases": MAX_PHASES}))
    lines.append(("cli.balance.total", {"games": result.games}))
    lines.append(("cli.balance.interval", {}))
    lines.append(("cli.balance.length", {"phases": round(result.phases / max(1, result.games), 1)}))
    return lines


def _percents(result: BalanceResult, side: str) -> dict[str, float]:
    """The share and its interval in percent, one decimal, as numbers: the catalog writes them the
    way Russian texts do («50,0 %»)."""
    p, low, high = result.share(side)
    return {"share": round(p * 100, 1), "low": round(low * 100, 1), "high": round(high * 100, 1)}
