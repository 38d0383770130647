"""Seeded simulated reports of every variant and edition, one file each, for a before/after diff.

    python tools/simulated_reports.py OUT_DIR [--mafia-bot PATH | --root SOURCE_TREE]

writes ``OUT_DIR/<variant>[-<edition>]-p<players>-s<seed>.txt``: the output (stdout, then stderr) of
``mafia-bot simulate --variant V [--edition E] --players N --seed S --private``. Restructuring must leave
every file byte-identical: ``diff -r BEFORE AFTER``. ``--root`` runs the command line of another source tree
(``git archive main | tar -x -C /tmp/main``) with this interpreter, for the reports before.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# (variant, edition, player counts): the smallest and a larger town of each book.
BOOKS = [
    ("hp", None, (13, 17)),
    ("romanian", None, (8, 16)),
    ("fantasy", "v0.1", (8, 12)),
    ("fantasy", "I", (8, 12)),
    ("fantasy", "II", (8, 15)),
    ("fantasy", "IV", (8, 14)),
    ("cards", None, (12,)),
]
SEEDS = (1, 2, 3, 7, 42)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--mafia-bot", default=str(Path(sys.executable).with_name("mafia-bot")))
    parser.add_argument("--root", type=Path, default=None, help="run bot.cli from this source tree")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    base = [args.mafia_bot]
    if args.root is not None:
        code = (f"import sys; sys.path.insert(0, {str(args.root.resolve())!r}); from bot.cli import main; "
                "sys.exit(main())")
        base = [sys.executable, "-c", code]
    jobs = []
    for variant, edition, counts in BOOKS:
        for players in counts:
            for seed in SEEDS:
                name = f"{variant}{'-' + edition if edition else ''}-p{players}-s{seed}.txt"
                command = [*base, "simulate", "--variant", variant, "--players", str(players),
                           "--seed", str(seed), "--private"]
                if edition:
                    command += ["--edition", edition]
                jobs.append((args.out / name, command))

    def run(job):
        path, command = job
        done = subprocess.run(command, capture_output=True)
        path.write_bytes(done.stdout + b"\n--- stderr, exit " + str(done.returncode).encode() + b"\n" + done.stderr)

    with ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(run, jobs))
    print(f"{len(jobs)} reports in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
