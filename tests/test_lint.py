"""The code is lint clean: ``ruff check`` (the rules and line length in pyproject.toml) over
every Python folder of the repository, so CI enforces it like any other test."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT

FOLDERS = ("core", "bot", "plugins", "tests", "benchmarks")


def test_ruff_check_is_clean() -> None:
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise",
                             *FOLDERS], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
