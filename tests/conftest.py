"""Shared fixtures: one plugin engine for the whole run (it holds no game state)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

from core.registry import Engine

# The deep run of the model-based test (tests/bot/test_model.py): ``pytest --hypothesis-profile=long``
# (10,000 steps; see docs/model-based-test.md). Other hypothesis tests keep their own settings.
settings.register_profile("long", deadline=None)

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "tests" / "scenarios"
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def engine() -> Engine:
    return Engine()
