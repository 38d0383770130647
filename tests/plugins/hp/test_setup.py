"""The HP book's set-up: the role mix by number of players and the deal."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.registry import Engine

ALWAYS = {"Сэнсэй", "Ниндзя", "Синоби", "Босс", "Громила", "Киллер", "Комиссар", "Шпион", "Каратель"}


@pytest.fixture(scope="module")
def variant():
    return Engine().make_variant("hp", {})


def test_thirteen_is_the_minimum(variant):
    assert variant.min_players == 13
    with pytest.raises(ValueError):
        variant.role_mix(12)


def test_thirteen_players_no_neutrals(variant):
    mix = Counter(variant.role_mix(13))
    assert sum(mix.values()) == 13
    assert set(mix) == ALWAYS | {"Мирный житель"}
    assert all(mix[role] == 1 for role in ALWAYS)
    assert mix["Мирный житель"] == 4
    assert "Маньяк" not in mix and "Псих" not in mix


@pytest.mark.parametrize("players, maniac, psycho", [
    (13, 0, 0), (14, 0, 0), (15, 1, 0), (16, 1, 0), (17, 1, 1), (20, 1, 1), (30, 1, 1),
])
def test_neutrals_by_size(variant, players, maniac, psycho):
    mix = Counter(variant.role_mix(players))
    assert sum(mix.values()) == players
    assert mix["Маньяк"] == maniac
    assert mix["Псих"] == psycho
    assert all(mix[role] == 1 for role in ALWAYS)
    assert mix["Мирный житель"] == players - len(ALWAYS) - maniac - psycho


def test_seventeen_players_six_civilians(variant):
    # The book's full cast: «Мирный житель (З) (6 человек)».
    assert Counter(variant.role_mix(17))["Мирный житель"] == 6


def test_deal_gives_every_player_a_secret_role_of_the_mix(variant):
    names = [f"Игрок {i}" for i in range(16)]
    setups = variant.deal(names, [None] * 16, random.Random(3))
    assert [s.name for s in setups] == names
    assert Counter(s.role for s in setups) == Counter(variant.role_mix(16))


def test_deal_public_roles_unique_and_kept(variant):
    names = [f"Игрок {i}" for i in range(15)]
    asked = ["Политик", None, "Медик", None, None, "VIP"] + [None] * 9
    setups = variant.deal(names, asked, random.Random(5))
    publics = [s.public for s in setups]
    assert publics[0] == "Политик" and publics[2] == "Медик" and publics[5] == "VIP"
    assert None not in publics  # 20 public roles are enough for 15 players
    assert len(set(publics)) == len(publics)
    assert all(variant.roles.role(p).public for p in publics)


def test_deal_first_signup_gets_a_public_role_asked_twice(variant):
    names = [f"Игрок {i}" for i in range(13)]
    asked = ["Политик", "Политик", "политик"] + [None] * 10
    setups = variant.deal(names, asked, random.Random(1))
    publics = [s.public for s in setups]
    assert publics[0] == "Политик"
    assert publics.count("Политик") == 1
    assert len(set(publics)) == 13


def test_deal_more_players_than_public_roles(variant):
    names = [f"Игрок {i}" for i in range(22)]
    setups = variant.deal(names, [None] * 22, random.Random(2))
    publics = [s.public for s in setups if s.public is not None]
    assert len(publics) == 20 and len(set(publics)) == 20


def test_deal_is_seeded(variant):
    names = [f"Игрок {i}" for i in range(17)]
    a = variant.deal(names, [None] * 17, random.Random(9))
    b = variant.deal(names, [None] * 17, random.Random(9))
    assert [(s.role, s.public) for s in a] == [(s.role, s.public) for s in b]
