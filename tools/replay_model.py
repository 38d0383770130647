"""Replay a falsifying example of the model-based test (tests/bot/test_model.py), step by step.

Hypothesis prints a failing example as lines ``state = Model()``, ``state.server(...)``,
``state.kill(at='', which=3)`` …; save them to a file and run, from the repository's root::

    PYTHONPATH=. .venv/bin/python tools/replay_model.py example.txt

Every step is run on a fresh strict test Discord and checked by the oracle as in the test; the
first failing check is raised with its message. The examples are deterministic (the deal's seed
is part of ``server``), so a replay fails where the test did.
"""

from __future__ import annotations

import sys

from _pytest.monkeypatch import MonkeyPatch

from core.registry import Engine
from tests.bot.strict import Strict, install
from tests.bot.test_model import Model


def steps(text: str) -> list[str]:
    """The example's statements, one per line (hypothesis wraps long argument lists)."""
    out: list[str] = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("Failing test case", "state.teardown")):
            continue
        if out and not line.startswith("state"):
            out[-1] += " " + line  # a continuation of the previous call
        else:
            out.append(line)
    return out


def main(path: str) -> None:
    patch = MonkeyPatch()
    harness = Strict()
    install(patch, harness)
    Model.engine = Engine()
    Model.strict = harness
    state = None
    try:
        for line in steps(open(path, encoding="utf-8").read()):
            scope = {"Model": Model, "state": state}
            exec(line, scope)  # noqa: S102 - a falsifying example printed by hypothesis
            state = scope["state"]
            if line.startswith("state.") and state is not None:
                state.nothing_refused()
                state.who_reads_what()
            print("ok:", line[:120], flush=True)
    finally:
        if state is not None:
            state.teardown()
        patch.undo()


if __name__ == "__main__":
    main(sys.argv[1])
