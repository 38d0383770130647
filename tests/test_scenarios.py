"""Every scenario file under tests/scenarios/<variant>/ (and the shared examples) passes."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.scenario import Scenario
from tests.conftest import SCENARIOS, SHARED

FILES = sorted(SCENARIOS.glob("*/*.yaml")) + sorted((SHARED / "scenarios").glob("*/*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario(engine, path: Path) -> None:
    result = Scenario.load(engine, path).run()
    assert result.failures == []
