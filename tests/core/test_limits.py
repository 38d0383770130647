"""``Game._within_limits`` (what ``available`` asks, a hot path) answers as ``_limits(..., None)`` does,
for every ability of every player in every phase of seeded games of every book."""

from __future__ import annotations

import pytest

from core.commands import EndPhase
from core.registry import Engine
from tools.simulate import move_rng, new_random_game, play_phase


@pytest.mark.parametrize("variant,players,limited", [("hp", 17, True), ("romanian", 16, True), ("fantasy", 16, True),
                                                     ("cards", 12, False)])  # (the cards' moves have no limits)
def test_within_limits_is_limits_without_the_refusal(variant: str, players: int, limited: bool) -> None:
    engine = Engine()
    asked = refused = 0
    for seed in range(3):
        game, rng = new_random_game(engine, variant, players, seed), move_rng(seed)
        for _ in range(40):
            if game.over:
                break
            play_phase(game, rng)
            for player in game.players:
                for ability in game.abilities(player):
                    expected = game._limits(player, ability, None) is None
                    assert game._within_limits(player, ability) == expected, (seed, player.seat, ability.name)
                    asked += 1
                    refused += not expected
            if not game.over:
                game.execute(EndPhase())
    assert asked and bool(refused) == limited  # (where limits were reached, both answers were checked)
