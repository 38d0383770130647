"""Variant.ballot's default (what Variant.tally sums): one per vote of each player who may vote, «мир» as None."""

from __future__ import annotations

from core.commands import Vote
from core.model import PhaseKind, PlayerSetup
from core.variant import Variant


def test_default_tally_is_one_per_vote(engine) -> None:
    setups = [PlayerSetup(name=n, role="Мирный житель") for n in ("Аня", "Борис", "Вика", "Глеб")]
    game = engine.new_game("hp", setups, seed=0, start=PhaseKind.DAY)  # a book with a vote «за мир»
    assert Variant.ballot(game.variant, game).counts() == {}
    for voter, target in ((0, 1), (2, 1), (3, None)):
        assert game.execute(Vote(voter, target)).accepted
    game.players[2].alive = False  # the dead do not count
    assert Variant.ballot(game.variant, game).counts() == {1: 1.0, None: 1.0}
