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


# Tests that take many seconds each (whole games through the bot, fuzzing, subprocesses): marked
# `slow` here, in one place, so that `pytest -m "not slow"` is a quick loop for working on one area.
# (Tests of their own that are slow carry @pytest.mark.slow.) The full suite runs them all.
SLOW_PREFIXES = ("test_whole_",)
SLOW_TESTS = {
    "test_any_command_is_handled", "test_any_command_is_handled_in_the_cards_book",
    "test_games_do_not_depend_on_the_process_hash_seed", "test_fantasy_iv_week_through_the_bot",
    "test_fantasy_i_day_through_the_bot", "test_hp_sixty_day_fits", "test_model",
}


def pytest_collection_modifyitems(config, items) -> None:
    for item in items:
        name = getattr(item, "originalname", None) or item.name
        if name in SLOW_TESTS or name.startswith(SLOW_PREFIXES):
            item.add_marker(pytest.mark.slow)
