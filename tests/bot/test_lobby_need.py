"""The sign-up says how many players a book needs: «ровно 12» for cards, «не меньше N» elsewhere."""

from bot.render import players_needed
from core.registry import Engine


def test_a_book_for_one_town_size_asks_for_exactly_that_many() -> None:
    engine = Engine()
    cards = engine.make_variant("cards", {})
    assert cards.min_players == cards.max_players == 12
    assert players_needed(cards) == "ровно 12"
    hp = engine.make_variant("hp", {})
    assert hp.min_players < hp.max_players
    assert players_needed(hp) == f"не меньше {hp.min_players}"
