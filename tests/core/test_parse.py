"""Issue 17, item 5: a typed move is parsed by the engine (``core.parse``), not by the slash command."""

from __future__ import annotations

import pytest

from core.parse import move_fields, parse_cards, parse_roles, split_pile
from core.registry import Engine
from core.rules import Ability, RuleError, reject


def test_a_card_from_a_pile_and_a_deck_list():
    assert split_pile("Рукав: Нож") == ("Нож", "рукав")
    assert split_pile("Лечение: цель") == ("Лечение: цель", None)  # not a pile: the name as typed
    assert parse_cards("рукав: Удар", "Удар") == {"source": "рукав"}
    assert parse_cards("Удар, Щит, Пустышка", "Колода") == {"cards": ("Удар", "Щит", "Пустышка")}


def test_roles_alone_in_a_list_and_by_player():
    book = Engine().book("hp").roles
    seats = {"Аня": 0, "Борис": 1}

    def seat_of(name: str) -> int:
        if name not in seats:
            raise RuleError(reject("reject.no_player", name=name))
        return seats[name]

    assert parse_roles(book, "маньяк", seat_of) == "Маньяк"
    assert parse_roles(book, "Маньяк, комиссар", seat_of) == ("Маньяк", "Комиссар")
    assert parse_roles(book, "Аня=Маньяк, Борис=Комиссар", seat_of) == ((0, "Маньяк"), (1, "Комиссар"))
    with pytest.raises(RuleError):
        parse_roles(book, "Глеб=Маньяк", seat_of)


def test_one_card_for_an_ability_that_takes_one_and_a_card_named_in_a_choice():
    book = Engine().book("cards").roles
    pick = Ability("Выбор карты", needs=frozenset({"card"}))
    fields = move_fields(book, pick, pick.name, None, cards="Удар", guess=None, role=None, choice=None, text=None,
                         seat_of=lambda name: 0)
    assert fields == {"card": "Удар"}
    card = Ability("Лоббирование", tags=frozenset({"card"}))
    fields = move_fields(book, card, card.name, "рука", cards=None, guess=None, role=None, choice="Щит",
                         text="привет", seat_of=lambda name: 0)
    assert fields == {"card": "Щит", "text": "привет", "source": "рука"}


def test_a_list_is_split_only_where_no_seated_name_holds_the_comma():
    """Issue 32, item 3: a player «Борис, Вика» is one player; a list that reads two ways is refused."""
    from core.parse import Ambiguous, Unknown, split_list

    seats = {"Аня": 0, "Борис": 1, "Вика": 2, "Глеб, Дина": 3}
    assert split_list("Аня, Борис", seats.get) == [0, 1]
    assert split_list("Глеб, Дина, Аня", seats.get) == [3, 0]
    assert split_list("Аня,, Вика ,", seats.get) == [0, 2]
    with pytest.raises(Unknown) as unknown:
        split_list("Аня, Глеб", seats.get)
    assert unknown.value.part == "Глеб"
    seats["Борис, Вика"] = 4
    with pytest.raises(Ambiguous) as ambiguous:
        split_list("Аня, Борис, Вика", seats.get)
    assert sorted(ambiguous.value.readings) == [["Аня", "Борис", "Вика"], ["Аня", "Борис, Вика"]]
    book = Engine().book("hp").roles

    def seat_of(name: str) -> int:
        if name not in seats:
            raise RuleError(reject("reject.no_player", name=name))
        return seats[name]

    assert parse_roles(book, "Глеб, Дина=Маньяк, Аня=Комиссар", seat_of) == ((3, "Маньяк"), (0, "Комиссар"))
    with pytest.raises(RuleError):
        parse_roles(book, "Аня=Маньяк, Жора=Комиссар", seat_of)
