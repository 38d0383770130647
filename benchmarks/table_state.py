"""What a table's typed state costs at each save and load: ``TableState.to_json`` (written and checked
as it will be read back) and ``from_json`` (format 1 upgraded, and the current format), for the tables
stored by the bot in ``tests/bot/data``.

    python benchmarks/table_state.py [--rounds 2000]

Prints microseconds per call. Not a test; docs/performance.md keeps the figures.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from bot.table_state import TableState

DATA = Path(__file__).resolve().parent.parent / "tests" / "bot" / "data"


def best_of(call, rounds: int) -> float:
    """The best of five runs of ``rounds`` calls, in microseconds per call."""
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(rounds):
            call()
        best = min(best, time.perf_counter() - start)
    return best / rounds * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=2000)
    args = parser.parse_args()
    print("table | JSON bytes | to_json (save) µs | model_dump alone µs | from_json v1 µs | from_json v2 µs")
    for path in sorted(DATA.glob("table-v1-*.json")):
        old = json.loads(path.read_text())
        state = TableState.from_json(old)
        new = state.to_json()
        size = len(json.dumps(new, ensure_ascii=False).encode())
        save = best_of(state.to_json, args.rounds)
        dump = best_of(lambda: state.model_dump(mode="json"), args.rounds)
        load_v1 = best_of(lambda: TableState.from_json(old), args.rounds)
        load_v2 = best_of(lambda: TableState.from_json(new), args.rounds)
        name = path.stem.removeprefix("table-v1-")
        print(f"{name} | {size} | {save:.0f} | {dump:.0f} | {load_v1:.0f} | {load_v2:.0f}")


if __name__ == "__main__":
    main()
