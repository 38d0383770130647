"""Is the rating sound? Simulated seasons of every book where a few users play better (``tools/season.py``):
how soon does the rating (``core/rating.py``) rank them above the others?

    python benchmarks/rating.py [--games 300] [--seeds 3] [--pool 30] [--skilled 5] [--jobs 2]
    python benchmarks/rating.py --rebuild 10000 [--database URL]   # rebuilding 10,000 stored games

A season: ``--pool`` users, ``--skilled`` of them skilled; each game seats a random draw of them at one table
of the book (hp 13 players, the others 12), plays it to the end and records its results. After every
checkpoint the season's results are rated from scratch, and the script prints, averaged over ``--seeds``
seasons:

* ``win%``: how often a skilled user's seat won, and an ordinary one's (the edge the heuristics give);
* ``AUC``: the share of (skilled, ordinary) pairs of ranked users (≥ 5 games) that the board orders rightly
  (1 = every skilled user above every ordinary one, 0.5 = chance); ``wins AUC``: the same for the board
  before issue 33 (by wins, then share of wins);
* ``top``: how many of the top ``--skilled`` places skilled users hold (of ``--skilled``).

Not a test (``tests/core/test_rating.py`` checks one small seeded season); docs/story-and-stats.md keeps
the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.rating import MIN_GAMES, rate  # noqa: E402
from core.store.stats import PlayerResult, Standing, rank  # noqa: E402

#: (variant, edition, players at a table)
BOOKS = [("hp", None, 13), ("romanian", None, 12), ("fantasy", "v0.1", 12), ("fantasy", "I", 12),
         ("fantasy", "II", 12), ("fantasy", "IV", 12), ("cards", None, 12)]
CHECKPOINTS = (25, 50, 100, 200, 300, 400, 600)


def auc(scores: dict[int, float], skilled: frozenset[int]) -> float:
    good = [v for u, v in scores.items() if u in skilled]
    rest = [v for u, v in scores.items() if u not in skilled]
    if not good or not rest:
        return float("nan")
    return sum((g > r) + 0.5 * (g == r) for g in good for r in rest) / (len(good) * len(rest))


def measure(results: list[PlayerResult], skilled: frozenset[int]) -> dict[str, float]:
    ratings = rate(results)
    board = ratings.board(MIN_GAMES)
    by_wins = rank((Standing(p.user, p.name, p.games, p.wins, 0) for p in board), len(board))
    top = len(skilled)
    return {
        "auc": auc({p.user: p.score for p in board}, skilled),
        # the old board's order as a score: its place, reversed
        "wins_auc": auc({s.user: -i for i, s in enumerate(by_wins)}, skilled),
        "top": sum(p.user in skilled for p in board[:top]),
    }


def one_season(args: tuple[str, str | None, int, int, int, int, int, tuple[int, ...]]) -> list[dict[str, float]]:
    from tools.balance import _engine
    from tools.season import play_season, season

    variant, edition, players, pool, skilled, seed, games, checkpoints = args
    spec = season(variant, players, pool=pool, skilled=skilled, seed=seed,
                  options={"edition": edition} if edition else None)
    results: list[PlayerResult] = []
    won = {True: [0, 0], False: [0, 0]}
    rows = []
    for number, game in enumerate(play_season(_engine(), spec, games), start=1):
        results += game
        for r in game:
            tally = won[r.user in spec.skilled]
            tally[0] += r.won
            tally[1] += 1
        if number in checkpoints:
            row = measure(results, spec.skilled)
            row["games"] = number
            row["per_user"] = len(results) / pool
            row["win_skilled"] = won[True][0] / max(won[True][1], 1)
            row["win_other"] = won[False][0] / max(won[False][1], 1)
            rows.append(row)
    return rows


def soundness(games: int, seeds: int, pool: int, skilled: int, jobs: int) -> None:
    checkpoints = tuple(c for c in CHECKPOINTS if c <= games) or (games,)
    work = [(v, e, n, pool, skilled, seed, games, checkpoints) for v, e, n in BOOKS for seed in range(1, seeds + 1)]
    started = time.perf_counter()
    with ProcessPoolExecutor(jobs) as pool_:
        done = list(pool_.map(one_season, work))
    print(f"{len(work)} seasons of {games} games, {pool} users ({skilled} skilled), "
          f"{time.perf_counter() - started:.0f} s")
    for index, (variant, edition, players) in enumerate(BOOKS):
        seasons = done[index * seeds:(index + 1) * seeds]
        print(f"\n{variant} {edition or ''} ({players} players)".replace("  ", " "))
        print("  games  per user  win% skilled/other   AUC   wins AUC   top")
        for k in range(len(checkpoints)):
            rows = [s[k] for s in seasons if len(s) > k]
            mean = {key: statistics.fmean(r[key] for r in rows) for key in rows[0]}
            print(f"  {mean['games']:5.0f}  {mean['per_user']:8.0f}  {100 * mean['win_skilled']:5.1f} / "
                  f"{100 * mean['win_other']:4.1f}       {mean['auc']:.2f}   {mean['wins_auc']:.2f}      "
                  f"{mean['top']:.1f}/{skilled}  (min AUC {min(r['auc'] for r in rows):.2f})")


def synthetic(games: int, users: int = 300, seed: int = 1) -> list[list[PlayerResult]]:
    """``games`` games of 12 seats (3 Мафия, 8 Мирные, a neutral) drawn from ``users`` users, random winners."""
    rng = random.Random(seed)
    out = []
    for game in range(1, games + 1):
        seated = rng.sample(range(1, users + 1), 12)
        winner = rng.choices(["Мафия", "Мирные", "Маньяк"], weights=[4, 5, 1])[0]
        rows = []
        for seat, user in enumerate(seated):
            side, role = ("Мафия", "Мафиози") if seat < 3 else ("Маньяк", "Маньяк") if seat == 11 else (
                "Мирные", "Мирный")
            rows.append(PlayerResult(server=1, game=game, seat=seat, user=user, name=f"Игрок {user}", variant="hp",
                                     role=role, side=side, won=side == winner, survived=rng.random() < 0.3))
        out.append(rows)
    return out


async def rebuild(games: int, url: str | None) -> None:
    from core.store import open_stats

    data = synthetic(games)
    stats = await open_stats(url)
    try:
        if not await stats.results(1):
            started = time.perf_counter()
            for rows in data:
                await stats.record(rows)
            print(f"recorded {games} games ({games * 12} rows) in {time.perf_counter() - started:.1f} s")
        for _ in range(3):
            wall, cpu = time.perf_counter(), time.process_time()
            results = await stats.results(1)
            loaded, loaded_cpu = time.perf_counter() - wall, time.process_time() - cpu
            wall, cpu = time.perf_counter(), time.process_time()
            ratings = rate(results)
            rated, rated_cpu = time.perf_counter() - wall, time.process_time() - cpu
            print(f"{url or 'memory'}: {len(results)} rows of {ratings.games} games: loaded in {loaded:.2f} s "
                  f"(CPU {loaded_cpu:.2f}), rated in {rated:.2f} s (CPU {rated_cpu:.2f}); "
                  f"{len(ratings.players)} players")
    finally:
        await stats.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--pool", type=int, default=30)
    parser.add_argument("--skilled", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rebuild", type=int, default=0, help="time rebuilding this many stored games instead")
    parser.add_argument("--database", default=None, help="the statistics' URL for --rebuild (default: in memory)")
    args = parser.parse_args()
    if args.rebuild:
        asyncio.run(rebuild(args.rebuild, args.database))
    else:
        soundness(args.games, args.seeds, args.pool, args.skilled, args.jobs)


if __name__ == "__main__":
    main()
