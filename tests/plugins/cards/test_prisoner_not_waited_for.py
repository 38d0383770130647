"""Class 5 (issue 29): a cards prisoner plays no card (l.298: «Пока цель в Тюрьме, она не может играть
карты и голосовать»): «Новая колода» stays his to use, but it is no move owed, so nothing is expected of
him (``Game.expected``: what the bot waits for and reminds of)."""

from __future__ import annotations

from core.commands import EndPhase
from core.registry import Engine
from plugins.cards.state import st
from tools.simulate import new_random_game


def test_a_prisoner_is_expected_to_make_no_move() -> None:
    game = new_random_game(Engine(), "cards", 12, 1)
    for _ in range(2):  # past the set-up and the first night
        game.execute(EndPhase())
    player = game.players[0]
    free = [a.name for a in game.expected(player)]
    st(player).prison = 3
    assert [a.name for a in game.available(player)] == ["Новая колода"]
    assert game.expected(player) == [] and "Новая колода" not in free
