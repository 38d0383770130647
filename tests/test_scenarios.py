"""Every scenario file under tests/scenarios/<variant>/ (and the shared examples) passes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.scenario import Scenario
from tests.conftest import SCENARIOS, SHARED

FILES = sorted(SCENARIOS.glob("*/*.yaml")) + sorted((SHARED / "scenarios").glob("*/*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario(engine, path: Path) -> None:
    result = Scenario.load(engine, path).run()
    assert result.failures == []


def test_shared_examples_are_run_when_present() -> None:
    """The shared examples live beside the repository (``../shared/scenarios``); without that
    folder they are not run, and the run says so instead of failing."""
    folder = SHARED / "scenarios"
    if not folder.is_dir():
        pytest.skip(f"{folder} is absent: the shared example scenarios were not run "
                    "(the repository's own scenarios under tests/scenarios/ were)")
    assert any(path in FILES for path in folder.glob("*/*.yaml"))
