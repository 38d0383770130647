"""Issue 28, item 3: a quick command line. A command that does not talk to Discord imports none of
discord.py and aiohttp, checked in a fresh process per command (what ``sys.modules`` holds once
``mafia-bot`` has answered); ``--version`` reads no catalog and loads no library at all. How long
they take is measured by ``benchmarks/command_line.py`` (docs/performance.md), not here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DISCORD = ("discord", "aiohttp")
SCENARIO = ROOT / "tests" / "scenarios" / "hp" / "public_chief_doctor_half_damage.yaml"


def loaded(argv: list[str], tmp_path: Path, code: int = 0) -> set[str]:
    """The top-level packages in ``sys.modules`` after ``mafia-bot ARGV`` in a fresh process."""
    out = tmp_path / "modules.json"
    script = ("import json, sys; from bot.cli import main; code = main(sys.argv[2:]); "
              "json.dump(sorted({m.split('.')[0] for m in sys.modules}), open(sys.argv[1], 'w')); sys.exit(code)")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("MAFIA_DATABASE", None)
    done = subprocess.run([sys.executable, "-c", script, str(out), *argv], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == code, done.stderr[-2000:]
    return set(json.loads(out.read_text(encoding="utf-8")))


@pytest.mark.parametrize("argv", [
    ["--help"], ["variants"], ["scenario", "run", str(SCENARIO)], ["simulate", "--seed", "2"],
    ["games"], ["balance", "--variant", "hp", "--games", "1", "--workers", "1"], ["report", "--help"],
])
def test_commands_without_discord_import_none_of_it(tmp_path, argv):
    modules = loaded(argv, tmp_path)
    assert "core" in modules  # the command ran
    assert not modules & set(DISCORD), (argv, modules & set(DISCORD))


def test_version_reads_no_catalog(tmp_path):
    modules = loaded(["--version"], tmp_path)
    assert "bot" in modules
    assert not modules & {"core", "fluent", "babel", "pydantic", "importlib_metadata", *DISCORD}, modules


def test_the_check_sees_discord_where_it_is(tmp_path):
    """The bot itself does import discord.py: the check above could fail."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    code = "import sys, bot.client; print(all(name in sys.modules for name in %r))" % (DISCORD,)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert done.stdout.strip() == "True", done.stderr[-2000:]
