"""The master's say in a phase's results (issue 31, item 6): notes and decided outcomes are commands,
checked like any other and kept by a replay."""

from __future__ import annotations

import random

import pytest

from core.commands import Decide, EndPhase, Note, command_from_json
from core.registry import Engine
from tests.core.test_game import new_game
from tests.core.toy import ToyPlugin


@pytest.fixture(scope="module")
def toy_engine() -> Engine:
    return Engine([ToyPlugin()], entry_points=False)


def test_notes_are_checked_kept_and_replayed(toy_engine) -> None:
    game = new_game(toy_engine)
    assert not game.execute(Note("где?")).accepted  # neither a line nor a player
    assert not game.execute(Note("x" * 301, line=0)).accepted
    assert not game.execute(Note("кому?", seat=9)).accepted
    assert game.execute(Note("Тихо", line=0)).accepted
    assert game.execute(Note("Громко", line=0)).accepted  # the same place: the later note stands
    assert game.execute(Note("Вам", seat=1)).accepted
    assert [(n.text, n.line, n.seat) for n in game.notes_of(0)] == [("Громко", 0, None), ("Вам", None, 1)]
    assert game.execute(Note("", seat=1)).accepted  # an empty note takes it back
    game.execute(EndPhase())
    assert [n.text for n in game.notes_of(0)] == ["Громко"] and game.notes_of(1) == []
    replayed = toy_engine.new_game("toy", game.setups, seed=3)
    for command in game.commands:
        assert replayed.execute(command_from_json(command.to_json())).accepted
    assert replayed.snapshot() == game.snapshot()


def test_a_decision_needs_an_outcome_the_book_leaves_open(toy_engine) -> None:
    game = new_game(toy_engine)
    refused = game.execute(Decide("coin", 1))
    assert not refused.accepted and refused.rejection.key == "reject.no_decision"
    romanian = Engine()
    setups = romanian.make_variant("romanian").deal([f"Игрок {i}" for i in range(8)], [None] * 8,
                                                     random.Random(1))
    ro = romanian.new_game("romanian", setups, seed=1)
    assert not ro.execute(Decide("coin", 99)).accepted
    assert ro.execute(Decide("coin", 2)).accepted and ro.decisions == {"coin": 2}
    assert ro.decide("coin", [1, 2]) == 2 and ro.chances[-1].by_master
    assert ro.decide("coin", [4, 5]) in (4, 5) and not ro.chances[-1].by_master  # not among: chance
    ro.execute(EndPhase())
    assert ro.decisions == {}
