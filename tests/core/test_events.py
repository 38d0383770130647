"""An event's audience is a type: everyone, these seats, a fellowship by id, the host; stored events
of older versions (``to``: None or a list of seats) still load."""

from __future__ import annotations

import pytest

from core.events import EVERYONE, HOST, Audience, Event, Fellowship
from core.model import PlayerSetup
from core.registry import Engine
from tests.core.toy import ToyPlugin


def test_old_stored_events_load_with_their_audience() -> None:
    public = Event.from_json({"key": "game.over", "params": {"winner": "Мафия"}, "to": None, "phase": 3})
    assert public.audience == EVERYONE and public.public and public.to is None and public.phase == 3
    private = Event.from_json({"key": "start.role", "params": {}, "to": [2, 0], "phase": 0})
    assert private.audience == Audience("seats", (2, 0)) and private.to == (2, 0) and not private.public


def test_every_audience_survives_a_round_trip() -> None:
    clan = Fellowship("Мафия/1", "Мафия", (0, 4), 1)
    for audience in (EVERYONE, HOST, Audience.of(3), Audience.of([5, 1, 5]), Audience.of(clan)):
        event = Event("k", {"x": 1}, audience, 2)
        again = Event.from_json(event.to_json())
        assert again == event and hash(again) == hash(event)
    assert Audience.of(clan).fellowship == "Мафия/1" and Audience.of(clan).seats == (0, 4)
    assert Audience.of([5, 1, 5]).seats == (1, 5)
    assert HOST.to == () and not HOST.public


def test_an_audience_says_one_thing() -> None:
    with pytest.raises(ValueError):
        Audience("everyone", (1,))
    with pytest.raises(ValueError):
        Audience("seats", ())
    with pytest.raises(ValueError):
        Audience("fellowship", (1, 2))
    with pytest.raises(ValueError):
        Audience("host", (0,))


def test_a_fellowship_is_told_by_its_id() -> None:
    """``Game.tell`` with a fellowship: its members now, and its id (the bot's thread for it)."""
    engine = Engine([ToyPlugin()], entry_points=False)
    game = engine.new_game("toy", [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор"),
                                   PlayerSetup("Вика", "Убийца"), PlayerSetup("Глеб", "Житель")], seed=3)
    groups = game.variant.fellowships(game)
    told = [e for e in game.log if e.key == "start.fellows"]
    assert told and all(e.audience.kind == "fellowship" for e in told)
    assert {e.audience.fellowship for e in told} == {f.id for f in groups}
    assert all(e.audience.seats == next(f.seats for f in groups if f.id == e.audience.fellowship) for e in told)
    assert [f.seats for f in groups] == [(0, 2)]
    game.players[2].alive = False  # a group is its members in the game
    assert [f.seats for f in game.variant.fellowships(game)] == [(0,)]
