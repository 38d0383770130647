"""The reference model of the day vote (tests/core/vote_model.py) compares real moves in every
book with a vote (it is not vacuous), and it notices a wrong but deterministic effect."""

from __future__ import annotations

import random

import pytest

from core.commands import Unvote, Vote
from tools.simulate import new_random_game
from tests.core.vote_model import VoteModel, play_checked

CASES = [("hp", None), ("romanian", None), ("fantasy", {"edition": "I"}), ("fantasy", {"edition": "v0.1"}),
         ("fantasy", {"edition": "II"}), ("cards", None)]


def checked_games(engine, variant: str, options, seeds: range, phases: int = 40) -> tuple[int, int]:
    compared = skipped = 0
    for seed in seeds:
        low, high = engine.variant(variant).min_players, engine.variant(variant).max_players
        game = new_random_game(engine, variant, min(low + seed % 4, high), seed, options=options)
        model = VoteModel(game)
        for _ in play_checked(game, random.Random(seed), model, max_phases=phases):
            pass
        compared += model.compared
        skipped += model.skipped
    return compared, skipped


@pytest.mark.parametrize("variant, options", CASES, ids=lambda c: c if isinstance(c, str) else str(c))
def test_the_model_compares_most_moves_of_every_book(engine, variant, options) -> None:
    compared, skipped = checked_games(engine, variant, options, range(3))
    assert compared >= 100, compared
    assert skipped < compared / 2, (compared, skipped)


def test_the_edition_without_a_vote_takes_none(engine) -> None:
    game = new_random_game(engine, "fantasy", 12, 1, options={"edition": "IV"})
    model = VoteModel(game)
    for _ in play_checked(game, random.Random(1), model, max_phases=6):
        pass
    assert model.compared == 0 and not any(isinstance(c, (Vote, Unvote)) for c in game.commands)


def test_a_wrong_weight_is_caught(engine, monkeypatch) -> None:
    from plugins.cards.variant import CardsVariant

    monkeypatch.setattr(CardsVariant, "vote_weight", lambda self, game, player, boosted=frozenset(): 1.0)
    with pytest.raises(AssertionError, match="the tally moved"):
        checked_games(engine, "cards", None, range(3))


def test_a_wrong_cap_is_caught(engine, monkeypatch) -> None:
    from plugins.fantasy.v01_i.variant import FantasyI

    monkeypatch.setattr(FantasyI, "max_vote_changes", lambda self, game, player: 4)
    with pytest.raises(AssertionError, match="cap 3"):
        checked_games(engine, "fantasy", {"edition": "I"}, range(3))


def test_a_vote_kept_after_its_withdrawal_is_caught(engine, monkeypatch) -> None:
    from core.game import Game

    real = Game.execute

    def keeps_votes(game, command):
        if isinstance(command, Unvote) and command.voter in game.votes and game.validate(command) is None:
            target = game.votes[command.voter]
            outcome = real(game, command)
            game.votes[command.voter] = target  # the mutant: the vote stays
            return outcome
        return real(game, command)

    monkeypatch.setattr(Game, "execute", keeps_votes)
    with pytest.raises(AssertionError, match="votes"):
        checked_games(engine, "hp", None, range(2))
