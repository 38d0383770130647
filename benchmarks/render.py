"""How fast texts render: every event of simulated games rendered again and again.

    python benchmarks/render.py [--games 20] [--rounds 5]

Plays ``--games`` random 17-player ``hp`` and 12-player ``romanian`` games (not
timed), then times ``game.render`` over all their events. Prints microseconds per
rendered text. Not a test; docs/performance.md keeps the figures.
"""

from __future__ import annotations

import argparse
import time

from core.registry import Engine
from tools.simulate import move_rng, new_random_game, play


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    engine = Engine()
    for variant, players in (("hp", 17), ("romanian", 12)):
        games = []
        for seed in range(args.games):
            game = new_random_game(engine, variant, players, seed)
            for _ in play(game, move_rng(seed), max_phases=60):
                pass
            games.append(game)
        events = sum(len(g.log) for g in games)
        best = float("inf")
        for _ in range(args.rounds):
            start = time.perf_counter()
            for game in games:
                for event in game.log:
                    game.render(event)
            best = min(best, time.perf_counter() - start)
        print(f"{variant}: {events} texts, best of {args.rounds}: {best / events * 1e6:.1f} µs per text")


if __name__ == "__main__":
    main()
