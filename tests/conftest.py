"""Shared fixtures: one plugin engine for the whole run (it holds no game state)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.registry import Engine

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def engine() -> Engine:
    return Engine()
