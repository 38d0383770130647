"""A stored game replays to the same state in another process: nothing may
depend on Python's per-process string hashing (set order and the like)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.conftest import ROOT

SCRIPT = """
import hashlib, json
from core.registry import Engine
from tools.simulate import move_rng, new_random_game, play
engine = Engine()
out = {}
for variant, players in (("hp", 17), ("romanian", 16), ("fantasy", 16)):
    for seed in range(4):
        game = new_random_game(engine, variant, players, seed)
        for _ in play(game, move_rng(seed)):
            pass
        state = json.dumps(game.snapshot(), sort_keys=True, ensure_ascii=False, default=str)
        out[f"{variant}:{seed}"] = hashlib.sha256(state.encode()).hexdigest()
print(json.dumps(out))
"""


def fingerprints(hash_seed: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                          check=True)
    return json.loads(done.stdout)


def test_games_do_not_depend_on_the_process_hash_seed() -> None:
    first, second = fingerprints("0"), fingerprints("12345")
    assert first.keys() == second.keys() and len(first) == 12
    assert first == second
