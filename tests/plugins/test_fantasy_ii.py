"""Edition II «Сатисфакция» of the fantasy book: the role mix, the deal, a host's list, personas."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from core.model import PlayerSetup
from core.registry import Engine
from plugins.fantasy.ii.personas import draw, personas
from plugins.fantasy.ii.state import START_PERSONAS

HEADS = {"Лич", "Демонолог", "Начальник стражи", "Инквизитор"}


@pytest.fixture(scope="module")
def variant():
    return Engine().make_variant("fantasy", {"edition": "II"})


def test_edition_ii_is_listed():
    from plugins.fantasy.common.variant import FantasyVariant

    assert FantasyVariant.editions == ("v0.1", "I", "II", "IV")


def test_fifteen_is_the_book(variant):
    mix = Counter(variant.role_mix(15))
    assert sum(mix.values()) == 15 and all(n == 1 for n in mix.values())
    assert {"Крестьянин 1", "Крестьянин 2", "Тварь", "Демиург"} <= set(mix)
    assert Counter(variant.role_mix(17))["Крестьянин 1"] == 3  # one public role each, seventeen at most
    with pytest.raises(ValueError):
        variant.role_mix(18)
    with pytest.raises(ValueError):
        variant.role_mix(7)


@pytest.mark.parametrize("players, left_out", [
    (14, {"Демиург"}), (12, {"Демиург", "Крестьянин 2", "Тварь"}),
    (8, {"Демиург", "Крестьянин 2", "Тварь", "Дознаватель", "Гончая Ада", "Призрак", "Суккуба"}),
])
def test_smaller_towns_leave_roles_out_in_order(variant, players, left_out):
    mix = variant.role_mix(players)
    assert len(mix) == players and not left_out & set(mix)
    assert HEADS <= set(mix)


def test_deal_public_roles_unique(variant):
    names = [f"P{i}" for i in range(15)]
    setups = variant.deal(names, ["Странник", "странник"] + [None] * 13, random.Random(3))
    publics = [s.public for s in setups]
    assert publics[0] == "Странник" and publics[1] != "Странник" and len(set(publics)) == 15


def test_host_list_checked(variant):
    assert variant.check_roles(["Лич", "Бес", "Крестьянин 1", "Крестьянин 2"]) is None
    assert variant.check_roles(["Лич", "Лич"]).key == "setup.fantasy.unique_roles_ii"
    assert variant.check_roles(["Мирный житель"]).key == "setup.unknown_roles"  # not a role of II


def _game(engine, roles):
    from core.game import Game

    book_variant = engine.make_variant("fantasy", {"edition": "II"})
    setups = [PlayerSetup(name=f"P{i}", role=r, public=p) for i, (r, p) in enumerate(roles)]
    return Game(book_variant, setups, seed=11)


def test_start_personas_follow_the_table(engine):
    game = _game(engine, [("Лич", "Мэр"), ("Тварь", "Вор"), ("Бес", "Странник"), ("Крестьянин 2", "Бандит")])
    lich, beast, imp, peasant = game.players
    assert personas(game, lich) == {name: 1 for name in START_PERSONAS["Лич"]}
    assert personas(game, beast) == {"Тварь": 1}
    assert personas(game, imp) == {"Странник": 1}  # Незнакомец
    assert len(personas(game, peasant)) == 14 and personas(game, peasant)["Крестьянин"] == 1


def test_a_check_draws_by_weight(engine):
    game = _game(engine, [("Зомби", "Мэр"), ("Тварь", "Вор")])
    zombie = game.players[0]
    zombie.state.personas = {"Лич": 3, "Крестьянин": 1}
    seen = Counter(draw(game, zombie)[0] for _ in range(400))
    assert set(seen) == {"Лич", "Крестьянин"} and seen["Лич"] > 2 * seen["Крестьянин"]
    assert sorted(draw(game, zombie, 4)) == ["Крестьянин", "Лич", "Лич", "Лич"]  # without putting back


def test_master_removal_tells_no_role(engine):
    from core.commands import Remove

    game = _game(engine, [("Лич", "Мэр"), ("Тварь", "Вор"), ("Бес", "Странник")])
    report = game.execute(Remove(0, "флуд")).report
    said = [game.texts.event(e) for e in report.public]
    assert any("удалил из игры игрока P0" in line for line in said)
    assert not any("Лич" in line for line in said)
    assert not game.players[0].in_game
