"""A book's quick answers on the hot paths say what its full hooks say: ``Variant.usable`` (hp: all of a
player's usable abilities at once, what ``Game.available`` asks) and ``Variant.can_vote_now`` (the move
generator does not send a vote it says no to), for every player in every phase of seeded games."""

from __future__ import annotations

import pytest

from core.commands import EndPhase
from core.registry import Engine
from tools.simulate import move_rng, new_random_game, play_phase


def _available_without_usable(game, player) -> list:
    """``Game.available`` asked through ``can_act_now`` and ``may_use`` for each ability."""
    usable = game._usable
    game._usable = None
    try:
        return game.available(player)
    finally:
        game._usable = usable


def test_hp_usable_answers_as_can_act_now_and_may_use() -> None:
    engine = Engine()
    asked = empty = fewer = 0
    for seed in range(4):
        game, rng = new_random_game(engine, "hp", 17, seed), move_rng(seed)
        assert game._usable is not None
        for _ in range(40):
            if game.over:
                break
            for _ in range(2):  # at the phase's start, and once its moves are in
                for player in game.players:
                    found = game.available(player)
                    assert found == _available_without_usable(game, player), (seed, game.phase, player.seat)
                    asked += 1
                    empty += not found
                    kind = game.phase.kind
                    fewer += 0 < len(found) < len([a for a in game.abilities(player) if kind in a.kinds])
                if game.over:
                    break
                play_phase(game, rng)
            if not game.over:
                game.execute(EndPhase())
    assert asked and empty and fewer  # (some had nothing to use, some less than their phase's abilities)


@pytest.mark.parametrize("variant,players", [("hp", 17), ("romanian", 16), ("fantasy", 16), ("cards", 12)])
def test_can_vote_now_says_no_only_where_may_vote_refuses(variant: str, players: int) -> None:
    engine = Engine()
    unsent = 0
    for seed in range(3):
        game, rng = new_random_game(engine, variant, players, seed), move_rng(seed)
        for _ in range(40):
            if game.over:
                break
            for player in game.players:
                can = game.variant.can_vote_now(game, player)
                assert can == (game.variant.may_vote(game, player) is None) or (can and player.in_game), \
                    (seed, game.phase, player.seat)
                unsent += not can
            play_phase(game, rng)
            if not game.over:
                game.execute(EndPhase())
    assert unsent  # (some were refused whatever their vote)
