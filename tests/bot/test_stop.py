"""A graceful stop (systemd stop, docker stop, Ctrl-C) with a real process and a real signal:
the bot finishes what it has in hand, closes Discord and the database and exits 0 within a few
seconds; the next start resumes the game as it was (the night's moves, the deadline).

The process is ``bot.runner.main`` itself (tests/bot/stop_child.py), with simcord's offline
Discord in place of the gateway connection."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


def child(mode: str, database: Path, cwd: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "DISCORD_TOKEN": "test-token", "MAFIA_DATABASE": f"sqlite://{database}",
           "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "tests.bot.stop_child", mode], cwd=cwd, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def wait_ready(process: subprocess.Popen[str], timeout: float = 180) -> dict:
    """The game the child printed, once it says READY."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    game = None
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        if line.startswith("{"):
            game = json.loads(line)
        if line.strip() == "READY":
            return game
    process.kill()
    raise AssertionError(f"the bot never got ready: {process.stderr.read()[-3000:] if process.stderr else ''}")


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_bot_gracefully_and_the_next_start_resumes(tmp_path, signum):
    database = tmp_path / "games.sqlite3"
    first = child("play", database, tmp_path)
    before = wait_ready(first)
    assert before is not None and before["commands"] > 0

    sent = time.monotonic()
    first.send_signal(signum)
    out, err = first.communicate(timeout=30)
    took = time.monotonic() - sent
    assert first.returncode == 0, err[-3000:]
    assert took < 15, f"stopping took {took:.1f} s"  # a few seconds; room for a loaded machine
    assert f"Получен сигнал {signum.name}" in err
    assert "Traceback" not in err, err[-3000:]

    second = child("resume", database, tmp_path)
    out, err = second.communicate(timeout=180)
    assert second.returncode == 0, err[-3000:]
    [after] = json.loads(out.strip().splitlines()[-1])
    assert after == before  # the same game, its moves, its deadline: nothing lost, nothing changed
