"""A fingerprint of seeded simulated games, to check that a change of the engine changes nothing a game does.

Plays seeded games of every book (``tools.simulate``: ``hp`` at 17 and 13 players, ``romanian``, ``fantasy``,
``cards``; 310 games) and hashes, game by game, every event of every phase (its key, parameters, audience,
phase), each phase's winner, the final snapshot (with the game's random state) and the move generator's
random state after the game. Two trees give the same hash when their games are the same.

    python tools/fingerprint.py [--root TREE]

``--root`` plays the code of another tree (``git archive main | tar -x -C /tmp/old``), with this Python.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

PLAN = (("hp", 17, 120), ("hp", 13, 60), ("romanian", 16, 40), ("fantasy", 16, 40), ("cards", 12, 50))


def fingerprint() -> str:
    from core.registry import Engine
    from tools.simulate import move_rng, new_random_game, play

    engine = Engine()
    total = hashlib.sha256()
    for variant, players, games in PLAN:
        for seed in range(games):
            one = hashlib.sha256()
            game, rng = new_random_game(engine, variant, players, seed), move_rng(seed)
            for report in play(game, rng):
                for event in report.events:
                    one.update(repr(event).encode())
                one.update(repr(report.winner).encode())
            one.update(json.dumps(game.snapshot(), sort_keys=True, ensure_ascii=False, default=str).encode())
            one.update(repr(rng.getstate()).encode())
            total.update(one.digest())
    return total.hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent),
                        help="the tree whose engine plays (default: this checkout)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(args.root).resolve()))
    print(fingerprint())
    return 0


if __name__ == "__main__":
    sys.exit(main())
