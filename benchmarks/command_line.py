"""Benchmark (not a test): how long the command line takes to start, this checkout against another
revision, in one run.

Each command runs as ``mafia-bot`` does (``from bot.cli import main``) in a fresh process of this
Python, with ``PYTHONPATH`` pointing at the tree measured (the same installed libraries for both):

* ``--version``, ``--help``, ``variants``, ``scenario run`` of one file: ``--rounds`` times each,
  the two trees alternating within a round (a busy machine slows both alike); the median and the
  fastest wall time;
* ``scenario run`` over every scenario file of the tree (``tests/scenarios/**/*.yaml``) in one
  process: once a round;
* what each command imports (``python -X importtime``): how many modules, and whether discord.py
  and aiohttp are among them.

    python benchmarks/command_line.py [--against main] [--rounds 7] [--write docs/performance.md]

``--against REV`` measures that revision too (``git archive REV`` into a temporary folder);
``--write FILE`` appends the figures to FILE as a Markdown section.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from datetime import datetime, timezone
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.bench import machine  # noqa: E402

LAUNCH = "import sys; from bot.cli import main; sys.exit(main())"  # what the mafia-bot script runs
ONE_SCENARIO = "tests/scenarios/hp/public_chief_doctor_half_damage.yaml"


def scenario_files(tree: Path) -> list[str]:
    return sorted(str(path.relative_to(tree)) for path in (tree / "tests" / "scenarios").rglob("*.yaml"))


def commands(tree: Path) -> dict[str, list[str]]:
    one = ONE_SCENARIO if (tree / ONE_SCENARIO).is_file() else scenario_files(tree)[0]
    return {"--version": ["--version"], "--help": ["--help"], "variants": ["variants"],
            "scenario run (1 file)": ["scenario", "run", one]}


def run(tree: Path, argv: list[str], *options: str) -> tuple[float, subprocess.CompletedProcess[str]]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, *options, "-c", LAUNCH, *argv], cwd=tree, env=env, text=True,
                          capture_output=True)
    took = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{tree}: mafia-bot {' '.join(argv[:3])} exited {done.returncode}: {done.stderr[-2000:]}")
    return took, done


def imports(tree: Path, argv: list[str]) -> tuple[int, bool]:
    """How many modules the command imports, and whether discord.py or aiohttp is one of them."""
    _, done = run(tree, argv, "-X", "importtime")
    names = [line.split("|")[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")]
    names = [name for name in names if name and name != "package"]
    return len(names), any(name.split(".")[0] in ("discord", "aiohttp") for name in names)


def revision(rev: str, into: Path) -> Path:
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True, check=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 10 else f"{seconds:.1f} s"


def warm(tree: Path) -> None:
    """Byte-compile the tree and run it once: no round pays for writing ``__pycache__``."""
    packages = [str(tree / name) for name in ("bot", "core", "plugins", "tools")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *packages], check=True, capture_output=True)
    run(tree, commands(tree)["scenario run (1 file)"])


def measure(trees: dict[str, Path], rounds: int) -> list[str]:
    names = list(trees)
    for tree in trees.values():
        warm(tree)
    times: dict[tuple[str, str], list[float]] = {}
    for number in range(rounds):
        for command in commands(ROOT):
            for name in names if number % 2 == 0 else reversed(names):
                took, _ = run(trees[name], commands(trees[name])[command])
                times.setdefault((command, name), []).append(took)
        for name in names if number % 2 == 0 else reversed(names):
            files = scenario_files(trees[name])
            took, done = run(trees[name], ["scenario", "run", *files])
            times.setdefault((f"scenario run ({len(files)} files)", name), []).append(took)
            if number == 0:
                print(f"{name}: {done.stderr.strip().splitlines()[-1]}", file=sys.stderr)
    rows = [f"| command | {' | '.join(f'{name}: median (fastest)' for name in names)} |",
            f"| --- |{' --- |' * len(names)}"]
    for command in dict.fromkeys(c for c, _ in times):
        cells = [f"{ms(statistics.median(times[command, n]))} ({ms(min(times[command, n]))})" for n in names]
        rows.append(f"| `{command}` | {' | '.join(cells)} |")
    rows += ["", f"| modules imported | {' | '.join(names)} |", f"| --- |{' --- |' * len(names)}"]
    for command in commands(ROOT):
        cells = []
        for name in names:
            count, discord = imports(trees[name], commands(trees[name])[command])
            cells.append(f"{count}{' (discord.py, aiohttp)' if discord else ' (no discord.py)'}")
        rows.append(f"| `{command}` | {' | '.join(cells)} |")
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", metavar="REV", help="measure this git revision too (before)")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--write", metavar="FILE", help="append the figures to FILE (Markdown)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        trees = {}
        if args.against:
            trees[f"before ({args.against})"] = revision(args.against, Path(scratch))
        trees["after (this checkout)"] = ROOT
        rows = measure(trees, args.rounds)
    info = machine()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = [f"## The command line's start ({datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC)", "",
             f"`python benchmarks/command_line.py{f' --against {args.against}' if args.against else ''} "
             f"--rounds {args.rounds}`: each command in a fresh process, best and median of {args.rounds}, the trees "
             f"alternating "
             f"(machine: {info['cpu']}, {info['nproc']} cores, {info['python']}; load average {load:.1f}).", "",
             *rows, ""]
    text = "\n".join(lines)
    print(text)
    if args.write:
        with open(args.write, "a", encoding="utf-8") as out:
            out.write("\n" + text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
