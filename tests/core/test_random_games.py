"""Property test: random games of random sizes, played with random legal moves
to their end, keep the invariants of every variant; by day random votes, changes and
withdrawals go in too, and the day vote is checked against a reference model after every
command (tests/core/vote_model.py)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.commands import EndPhase
from tools.simulate import new_random_game, play
from core.variant import DRAW
from plugins import BUILTIN
from tests.core.vote_model import VoteModel, play_checked

MAX_PHASES = 300
# Books where the dead may come back (fantasy: Армия тьмы, Народная медицина, Sacrifice!).
RAISE_THE_DEAD = {"fantasy"}


# Every variant with its default options, and the other editions of the books that have them.
CASES = [(v, None) for v in BUILTIN] + [("fantasy", {"edition": "v0.1"}), ("fantasy", {"edition": "II"}),
                                          ("fantasy", {"edition": "IV"})]


def check_game(engine, variant: str, players: int, seed: int, options: dict | None = None) -> None:
    game = new_random_game(engine, variant, players, seed, options=options)
    rules = game.variant
    dead: set[int] = set()
    phases = 0
    model = VoteModel(game)
    for report in play_checked(game, random.Random(seed), model, max_phases=MAX_PHASES):
        phases += 1
        for player in game.players:
            if player.seat in dead and variant not in RAISE_THE_DEAD:
                assert not player.alive, f"{player.name} came back from the dead"
            if not player.alive:
                dead.add(player.seat)
            hp, most = rules.hit_points(player), rules.max_hit_points(player)
            if hp is not None and most is not None:
                assert hp <= most, f"{player.name} has {hp} of {most} hit points"
        if variant == "cards" and report.phase.kind != "setup":
            check_cards(game)
        # Exactly one outcome: an ended game has one winner, a running one none.
        assert (report.winner is not None) == game.over
        assert sum(1 for e in report.public if e.key == "game.over") == (1 if game.over else 0)
    if game.over:
        assert game.winner is not None
        living = [p for p in game.players if p.in_game]
        if variant == "hp":
            # The HP book: the last side standing wins; nobody standing is a draw.
            sides = {rules.side_of(game, p) for p in living}
            assert sides == ({game.winner} if game.winner != DRAW else set())
        assert game.execute(EndPhase()).rejection.key == "reject.game_over"
    else:
        assert phases == MAX_PHASES and game.winner is None


def check_cards(game) -> None:
    """The cards book after every phase: a player in the game holds at least one card (0 cards
    at the end of a phase is death); every deck built is legal for its owner; the town was told
    the hand sizes."""
    from plugins.cards.collection import check_deck

    for player in game.players:
        state = player.state
        if player.in_game:
            assert state.hand, f"{player.name} is alive with an empty Hand"
        assert state.built, f"{player.name} has no deck"
        assert check_deck(state.built, game.variant.deck_rules(player))[1] is None, f"{player.name}'s deck"
        assert state.prison >= 0


@pytest.mark.parametrize("variant, options", CASES, ids=lambda c: c if isinstance(c, str) else str(c))
@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_games_keep_the_invariants(engine, variant: str, options, data) -> None:
    low = engine.variant(variant).min_players
    high = min(low + 14, engine.variant(variant).max_players)
    players = data.draw(st.integers(min_value=low, max_value=high), label="players")
    seed = data.draw(st.integers(min_value=0, max_value=2**31), label="seed")
    check_game(engine, variant, players, seed, options)


def test_random_hp_games_mostly_end(engine) -> None:
    ended = 0
    for seed in range(30):
        game = new_random_game(engine, "hp", 17, seed)
        for _ in play(game, random.Random(seed), max_phases=MAX_PHASES):
            pass
        ended += game.over
    assert ended == 30
