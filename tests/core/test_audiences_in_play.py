"""Over simulated games of every book and edition: every event's audience is well formed, a
fellowship is told by an id its book defines (``Variant.fellowships``, the only definition of a
group), and every event survives the round trip through the stored form (issue 29)."""

from __future__ import annotations

import random

import pytest

from core.events import Event
from core.registry import Engine
from tools.simulate import new_random_game, play

ENGINE = Engine()
CASES = [(v.id, edition, max(v.min_players, 10)) for v in ENGINE.variants for edition in (v.editions or (None,))]
SEEDS = range(3)


@pytest.mark.parametrize("variant,edition,players", CASES, ids=[f"{v}-{e}" for v, e, _ in CASES])
def test_every_event_has_an_audience_its_book_defines(variant, edition, players) -> None:
    for seed in SEEDS:
        game = new_random_game(ENGINE, variant, players, seed, options={"edition": edition} if edition else None)
        ids = {f.id for f in game.variant.fellowships(game)}
        checked = 0
        for _ in play(game, random.Random(seed), max_phases=60):
            ids |= {f.id for f in game.variant.fellowships(game)}
            for event in game.log[checked:]:
                audience = event.audience
                assert audience.kind in ("everyone", "seats", "fellowship", "host"), event
                assert all(0 <= s < len(game.players) for s in audience.seats), event
                if audience.kind == "fellowship":
                    assert audience.fellowship in ids and audience.seats, (event.key, audience)
                assert Event.from_json(event.to_json()) == event
                old = event.to_json()
                old.pop("audience")
                assert Event.from_json(old).to == event.to  # a game stored before the type
            checked = len(game.log)
