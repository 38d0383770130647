"""Benchmark (not a test): the engine, this checkout against another revision, in one run.

Each round runs a fresh process of this Python per tree (``PYTHONPATH`` = the tree; the same installed
libraries for both), the trees alternating within a round (a busy machine slows both alike):

* whole simulated 17-player ``hp`` games per second (``tools.simulate``, one core), ``--games`` games;
* one night (``EndPhase`` at night after random moves) at 100 and at 1,000 players: the mean over the
  first ``--nights`` nights of seeded games — the same nights in both trees (the code must not change
  what a game does, so both resolve the very same nights);
* ``python -m timeit "sum(range(1000))"`` (best of 5) at the same time, to scale to another machine: the
  games per second scaled to the reference machine's 10 µs, round by round.

Every time is the process's CPU time (``time.process_time``), not wall time: on a machine shared with
other jobs the wall time of one night swings ×10 with the scheduler, the CPU time does not.

The median of the rounds is reported per tree, with new ÷ old ratios.

    python benchmarks/engine.py [--against main] [--rounds 5] [--games 60] [--nights 6]
                                [--write docs/performance.md]

``--against REV`` measures that revision too (``git archive REV`` into a temporary folder);
``--write FILE`` appends the figures to FILE as a Markdown section.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from datetime import datetime, timezone
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.bench import machine  # noqa: E402

# What runs in each tree's process: prints one JSON line.
WORKER = r'''
import json, sys, time, timeit
from core.commands import EndPhase
from core.model import PhaseKind
from core.registry import Engine
from tools.simulate import move_rng, new_random_game, play, play_phase
games, nights, sizes = int(sys.argv[1]), int(sys.argv[2]), [int(n) for n in sys.argv[3].split(",")]
sizes = sizes if nights else []
engine = Engine()
out = {"timeit_us": min(timeit.repeat("sum(range(1000))", number=2000, repeat=5, timer=time.process_time)) / 2000 * 1e6}
for _ in play(new_random_game(engine, "hp", 17, 10_000), move_rng(10_000)):
    pass  # warm up: the rule book is built, the texts loaded
start = time.process_time()
for seed in range(games):
    for _ in play(new_random_game(engine, "hp", 17, seed), move_rng(seed)):
        pass
out["games_per_second"] = games / (time.process_time() - start)
for n in sizes:
    times, seed = [], 0
    while len(times) < nights:
        seed += 1
        game, rng = new_random_game(engine, "hp", n, seed), move_rng(seed)
        while not game.over and len(times) < nights:
            play_phase(game, rng)
            night = game.phase.kind is PhaseKind.NIGHT
            t = time.process_time()
            assert game.execute(EndPhase()).accepted
            if night:
                times.append(time.process_time() - t)
    out[f"night_{n}_ms"] = sum(times) / len(times) * 1e3
print(json.dumps(out))
'''

SIZES = (100, 1000)
#: ``python -m timeit "sum(range(1000))"`` on the machine the targets were set on (µs).
REFERENCE_US = 10.0


def revision(rev: str, into: Path) -> Path:
    """The tree of that revision (``git archive``), extracted into ``into``."""
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True, check=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def measure(tree: Path, games: int, nights: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([sys.executable, "-c", WORKER, str(games), str(nights), ",".join(map(str, SIZES))],
                          cwd=tree, env=env, text=True, capture_output=True)
    if done.returncode != 0:
        raise SystemExit(f"{tree}: exited {done.returncode}: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def keys() -> list[tuple[str, str, str]]:
    return [("games_per_second", "whole 17-player `hp` games per second (one core)", "{:.1f}"),
            ("scaled_games_per_second", "the same, scaled to `timeit` = 10 µs (each round by its own)", "{:.1f}"),
            *[(f"night_{n}_ms", f"one night of {n:,} players, mean (ms)", "{:.2f}") for n in SIZES],
            ("growth", f"night {SIZES[1]:,} ÷ night {SIZES[0]:,} (×{SIZES[1] // SIZES[0]} players)", "{:.1f}×"),
            ("timeit_us", '`python -m timeit "sum(range(1000))"`, best (µs)', "{:.1f}")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default=None, help="a revision to measure too (e.g. main)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--nights", type=int, default=6, help="nights a size (0: games only)")
    parser.add_argument("--write", default=None)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="engine-bench-") as scratch:
        trees = {"this checkout": ROOT}
        if args.against:
            trees = {args.against: revision(args.against, Path(scratch)), "this checkout": ROOT}
        runs: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
        for round_ in range(args.rounds):
            for name, tree in trees.items():
                result = measure(tree, args.games, args.nights)
                # Scaled to the reference machine (``timeit`` 10 µs) by this process's own ``timeit``: what
                # a busy machine takes from both alike cancels out (the figure the targets are set in).
                result["scaled_games_per_second"] = result["games_per_second"] * result["timeit_us"] / REFERENCE_US
                if args.nights:
                    result["growth"] = result[f"night_{SIZES[1]}_ms"] / result[f"night_{SIZES[0]}_ms"]
                runs[name].append(result)
                print(f"round {round_ + 1}, {name}: " + ", ".join(f"{k} {v:.2f}" for k, v in result.items()),
                      flush=True)
    medians = {name: {k: statistics.median(r[k] for r in rs) for k in rs[0]} for name, rs in runs.items()}
    names = list(trees)
    header = "| figure (median of {} rounds) | {} |{}".format(
        args.rounds, " | ".join(names), " new ÷ old |" if len(names) == 2 else "")
    lines = [header, "|---" * (len(names) + 1 + (len(names) == 2)) + "|"]
    for key, label, form in keys():
        if key not in medians[names[0]]:
            continue  # (--nights 0: no nights measured)
        cells = [form.format(medians[n][key]) for n in names]
        ratio = f" {medians[names[1]][key] / medians[names[0]][key]:.2f} |" if len(names) == 2 else ""
        lines.append(f"| {label} | {' | '.join(cells)} |{ratio}")
    table = "\n".join(lines)
    print(table)
    if args.write:
        m = machine()
        when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        command = "python benchmarks/engine.py " + " ".join(argv if argv is not None else sys.argv[1:])
        with open(args.write, "a", encoding="utf-8") as f:
            f.write(f"\n### Engine, old and new code in one run ({when})\n\n"
                    f"Machine: {m['cpu']}, `nproc` = {m['nproc']}, {m['python']}, load average {load:.1f} at "
                    f"the end.  \nCommand: `{command}`\n\n{table}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
