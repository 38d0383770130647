"""The fantasy book's set-up: the role mix by number of players, the deal, a host's list,
and the edition's role book."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.model import PlayerSetup
from core.registry import Engine

HEADS = {"Лич", "Демонолог", "Начальник стражи", "Инквизитор"}


@pytest.fixture(scope="module", params=["v0.1", "I"])
def variant(request):
    return Engine().make_variant("fantasy", {"edition": request.param})


def test_sixteen_is_the_book(variant):
    mix = Counter(variant.role_mix(16))
    assert sum(mix.values()) == 16 and mix["Мирный житель"] == 2
    assert all(n == 1 for role, n in mix.items() if role != "Мирный житель")
    with pytest.raises(ValueError):
        variant.role_mix(17)
    with pytest.raises(ValueError):
        variant.role_mix(7)


@pytest.mark.parametrize("players, left_out", [
    (15, {"Мастер карт"}), (13, {"Мастер карт", "Тварь"}), (8, {"Мастер карт", "Тварь", "Дознаватель", "Гончая Ада",
                                                               "Призрак", "Стражник", "Суккуб"}),
])
def test_smaller_towns_leave_roles_out_in_order(variant, players, left_out):
    mix = variant.role_mix(players)
    assert len(mix) == players
    assert not left_out & set(mix)
    assert HEADS <= set(mix)  # every faction keeps its head


def test_deal_public_roles_unique_first_come(variant):
    names = [f"P{i}" for i in range(12)]
    wanted = ["Мэр", "мэр", None] + [None] * 9
    setups = variant.deal(names, wanted, random.Random(5))
    publics = [s.public for s in setups]
    assert publics[0] == "Мэр" and publics[1] != "Мэр"
    assert len(set(publics)) == 12
    assert Counter(s.role for s in setups) == Counter(variant.role_mix(12))


def test_host_list_checked(variant):
    assert variant.check_roles(["Лич", "Бес", "Мирный житель", "Мирный житель"]) is None
    assert variant.check_roles(["Лич", "Лич"]).key == "setup.fantasy.unique_roles"
    assert variant.check_roles(["Мирный житель"] * 3).key == "setup.fantasy.unique_roles"
    assert variant.check_roles(["Мэр"]).key == "setup.unknown_roles"  # a public role is no secret role
    assert variant.check_roles(["Дракон"]).key == "setup.unknown_roles"


def test_each_edition_has_only_its_abilities():
    engine = Engine()
    old, new = engine.make_variant("fantasy", {"edition": "v0.1"}), engine.make_variant("fantasy", {"edition": "I"})
    only_i = {"Транс", "Дай погадаю на руке...", "Элементарно!", "Атас!", "Смотрящий", "Вой", "Народная медицина",
              "Слухи", "Печать Небес", "Вилы", "Факелы"}
    names = {v: {a.name for r in v.roles.roles.values() for a in r.abilities} for v in (old, new)}
    assert only_i <= names[new] and not only_i & names[old]
    assert "Смена пола" in names[old] and "Смена пола" not in names[new]
    assert old.edition == "v0.1" and new.edition == "I"


@pytest.mark.parametrize("edition, lives", [("v0.1", 3), ("I", 4)])
def test_smith_lives_by_edition(edition, lives):
    engine = Engine()
    game = engine.new_game("fantasy", [PlayerSetup("А", "Мирный житель", "Кузнец"), PlayerSetup("Б", "Бес", "Мэр")],
                           options={"edition": edition})
    assert game.variant.hit_points(game.players[0]) == lives
