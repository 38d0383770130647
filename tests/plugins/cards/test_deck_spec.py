"""Issue 17, item 6: the deck editor is driven by what the variant declares (``Variant.deck_spec``,
``check_deck``, ``default_deck``), so the bot imports no book."""

from __future__ import annotations

import random

from core.model import PhaseKind
from core.registry import Engine
from core.rules import ANY_PHASE
from tools.simulate import new_random_game


def test_only_a_deck_building_variant_declares_decks():
    engine = Engine()
    hp = new_random_game(engine, "hp", 13, 1)
    assert hp.variant.deck_spec(hp.players[0]) is None and hp.variant.default_deck(hp.players[0],
                                                                                     random.Random(1)) == []


def test_the_cards_variant_declares_each_players_collection_and_limits():
    engine = Engine()
    game = new_random_game(engine, "cards", 12, 3)
    genius = [p for p in game.players if p.public == "Гений"]
    for player in game.players:
        spec = game.variant.deck_spec(player)
        assert spec.neutral in spec.colours and set(spec.own) <= set(spec.colours) and spec.copies == 2
        assert {c.phase for c in spec.cards} <= {PhaseKind.NIGHT, PhaseKind.DAY, ANY_PHASE}
        assert spec.minimum == (10 if player in genius else 15)
        deck = game.variant.default_deck(player, random.Random(player.seat))
        assert len(deck) >= spec.minimum and game.variant.check_deck(player, deck) is None
        rejection = game.variant.check_deck(player, deck[:spec.minimum - 1])
        assert rejection is not None and rejection.key.endswith("deck_small")
