"""The cards variant's API beside the scenarios: the collection, deck checks the
bot's deck editor relies on, the piles, the Мститель's voice after death."""

from __future__ import annotations

import random

from core.commands import Act, EndPhase
from core.model import PlayerSetup
from core.rules import Action
from plugins.cards.collection import BLANK, COLOURS, NEUTRAL, DeckRules, cards_of, check_deck, collection
from plugins.cards.decks import build_deck, deck_rules
from plugins.cards.public import ORDER
from plugins.cards.roles import colours

STIM = "Укол стимулятора"
NAMED = ("Черная метка", "Конфискация", "Камера наблюдения", "Оглушение", "Преследование", "Кофе",
         "Первая помощь", "Укол стимулятора", "Время действовать", "Пустышка")


def test_every_card_the_book_names_exists() -> None:
    cards = collection()
    assert all(name in cards for name in NAMED)
    assert sum(1 for name in cards if name.startswith("Лоббирование")) >= 2
    # Культист's advantage needs cards of Цена 3 or more, in several colours
    assert len({c.colour for c in cards.values() if c.cost >= 3}) >= 3
    assert {c.colour for c in cards.values()} == set(COLOURS)


def test_blank_does_nothing() -> None:
    blank = collection()[BLANK]
    assert blank.effect == {} and blank.cost == 0 and blank.colour == NEUTRAL and not blank.instant


def test_every_role_can_build_from_its_own_colours() -> None:
    for role, own in colours().items():
        names = [c.name for colour in own for c in cards_of(colour)]
        deck = [n for n in names for _ in range(2)][:15]
        deck += ["Передышка"] * (15 - len(deck))
        assert check_deck(deck, DeckRules(own))[1] is None, role
        for public in (None, "Гений", "Крупье"):
            built = build_deck(role, public, random.Random(1))
            assert check_deck(built, deck_rules(role, public))[1] is None, (role, public)


def test_deck_limits() -> None:
    rules = DeckRules(("Урон",))
    ok = ["Нож", "Нож", "Выстрел", "Выстрел"] + ["Передышка"] * 7 + ["Обыск", "Кофе", "Шифровка", "Арест"]
    assert check_deck(ok, rules)[1] is None
    assert check_deck(ok[:-1], rules)[1].key == "reject.cards.deck_small"
    assert check_deck(ok + ["Бронежилет"], rules)[1].key == "reject.cards.deck_colours"
    assert check_deck(ok + ["Нож"], rules)[1].key == "reject.cards.deck_copies"
    assert check_deck(ok + ["Дракон"], rules)[1].key == "reject.cards.unknown_card"
    assert check_deck(ok[:10], DeckRules(("Урон",), minimum=10))[1] is None
    assert check_deck(ok + ["Бронежилет", "Бронежилет"], DeckRules(("Урон",), off_colour=6))[1] is None


def test_public_roles_in_the_book_order() -> None:
    assert len(ORDER) == 27 and ORDER[0] == "Прокурор" and ORDER[-1] == "Мститель"


def test_the_avenger_may_talk_after_death(engine) -> None:
    setups = [PlayerSetup("Аня", "Бандит", start={"hand": ["Взрывчатка", "Пустышка", "Пустышка", "Пустышка"]}),
              PlayerSetup("Борис", "Офицер", public="Мститель", start={"hand": ["Пустышка"]}),
              PlayerSetup("Вика", "Комиссар", public="Монах", start={"hand": ["Пустышка"]}),
              PlayerSetup("Глеб", "Маньяк", start={"hand": ["Пустышка", "Пустышка"]})]
    game = engine.new_game("cards", setups, seed=1, start="night")
    assert game.variant.piles(game.players[0])["hand"][0] == "Взрывчатка"
    assert not game.variant.may_talk_dead(game, game.players[1])
    assert game.execute(Act(Action(0, "Взрывчатка", (1,)))).accepted
    assert not game.execute(Act(Action(0, "Нож", (2,), source="рукав"))).accepted  # not held
    assert game.execute(EndPhase()).accepted
    assert not game.players[1].alive
    assert game.variant.may_talk_dead(game, game.players[1])
    assert game.players[2].alive and not game.variant.may_talk_dead(game, game.players[2])


def test_simulated_games_use_every_kind_of_move(engine) -> None:
    """`simulate`, the property tests and `balance` play the cards book's whole range of
    moves: decks built in the set-up phase, plays from both piles, the instant ones."""
    from tools.simulate import move_rng, new_random_game, play

    used: dict[str, int] = {}
    for seed in range(25):
        game = new_random_game(engine, "cards", 12, seed)
        for _ in play(game, move_rng(seed), max_phases=200):
            pass
        assert game.over
        for command in game.commands:
            if isinstance(command, Act):
                action = command.action
                key = action.ability if action.ability in ("Колода", "Новая колода", "Обмен", STIM, "Везунчик",
                                                           "Культист", "Прокурор") else "card"
                if key == "card" and action.source == "рукав":
                    key = "sleeve"
                used[key] = used.get(key, 0) + 1
    for key in ("Колода", "card", "sleeve", "Обмен", STIM, "Новая колода", "Прокурор"):
        assert used.get(key, 0) > 0, (key, used)
    # (the random players send each move with probability 0.8: the others get the default deck)
    assert 25 * 12 * 0.6 < used["Колода"] <= 25 * 12


def test_invented_public_roles_are_unique(engine) -> None:
    rules = engine.make_variant("cards")
    assert rules.check_public_roles(["Кочегар", "Архивариус", "Монах"]) is None
    assert rules.check_public_roles(["Кочегар", "кочегар"]).key == "setup.public_role_taken"
    assert rules.check_public_roles(["Монах", "Монах"]).key == "setup.public_role_taken"


def test_the_cultists_added_copy_is_told_apart(engine) -> None:
    """«Ее Цена для вас увеличена на 1»: the copy he added, not the name. His holdings and the card
    menu's price show it; his own copy of the name costs what the collection says; the added copy
    keeps its price when it moves from the Sleeve to the Hand."""
    from types import SimpleNamespace

    from bot.cogs.play import ability_entries

    setups = [PlayerSetup("Аня", "Маньяк", public="Культист",
                          start={"hand": ["Досье", "Пустышка", "Пустышка", "Пустышка", "Пустышка"]}),
              PlayerSetup("Борис", "Бандит", start={"hand": ["Пустышка"] * 5}),
              PlayerSetup("Глеб", "Офицер", start={"hand": ["Пустышка"] * 5})]
    game = engine.new_game("cards", setups, seed=1, start="night")
    anya = game.players[0]
    assert game.execute(Act(Action(0, "Культист", (), card="Досье"))).accepted
    holdings = [game.texts.render(key, params) for key, params in game.variant.holdings(game, anya)]
    assert holdings[:2] == ["Рука: Досье, Пустышка, Пустышка, Пустышка, Пустышка.", "Рукав: Досье (ваша Цена — 4)."]
    assert game.variant.card_cost(anya, "Досье", "hand") == 3
    assert game.variant.card_cost(anya, "Досье", "sleeve") == 4
    menu = dict(ability_entries(SimpleNamespace(game=game), 0))
    assert "Досье — рука · Цена 3" in menu and "Досье — рукав · Цена 4" in menu
    # The Маньяк's swap moves that very copy: in the Hand it still costs 4, the own one in the Sleeve 3.
    assert game.execute(Act(Action(0, "Обмен", (), cards=("Досье", "Досье")))).accepted
    assert game.variant.card_cost(anya, "Досье", "hand") == 4
    assert game.variant.card_cost(anya, "Досье", "sleeve") == 3
