"""The host's review and the history label a move alike (issue 29, class 13): the same fields, in the
same order, with the same words («роль», «выбранная роль», «выбор»...), and a move on nobody without an
arrow — checked on every move of simulated games of every book and edition."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot import render
from core.commands import EndPhase
from core.story import Move, tell_game
from tools.simulate import move_rng, new_random_game, play_phase

BOOKS = [("hp", None), ("romanian", None), ("cards", None),
         ("fantasy", "v0.1"), ("fantasy", "I"), ("fantasy", "II"), ("fantasy", "IV")]


@pytest.mark.parametrize("variant,edition", BOOKS)
def test_the_review_and_the_history_label_a_move_alike(engine, variant: str, edition: str | None) -> None:
    book = engine.variant(variant)
    game = new_random_game(engine, variant, max(book.min_players, min(book.max_players, 12)), 3,
                           options={"edition": edition} if edition else None)
    rng = move_rng(3)
    story = tell_game(engine, game)
    table = SimpleNamespace(game=game)
    checked = 0
    for _ in range(8):
        if game.over:
            break
        play_phase(game, rng)
        for action in list(game.pending.values()):
            review = render.describe(table, action)
            history = story.move_text(Move(action)).split(": ", 1)[1]
            assert history == review, (history, review)
            checked += 1
        game.execute(EndPhase())
    assert checked
