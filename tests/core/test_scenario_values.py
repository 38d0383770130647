"""The scenario runner refuses a value of the wrong kind with the file, the step and the key
(shared/SCENARIOS.md, Actions: «A value of the wrong kind anywhere … is an error naming the file,
the step and the key»): a flag that is not true/false, a word where a count belongs, an unknown
card or item in a player's starting state, an unknown winner, a public role the book gives to one
player named for two."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tools.scenario import Scenario, ScenarioError

from tests.core.test_scenario_format import HEAD as HP  # the same five-player hp table

CARDS = """
variant: cards
seed: 1
players:
  - {name: Аня, role: Бандит, hand: [Нож, Пустышка, Пустышка, Пустышка, Пустышка], deck: [Передышка]}
  - {name: Борис, role: Офицер, hand: [Пустышка, Пустышка, Пустышка, Пустышка, Пустышка], deck: [Передышка]}
  - {name: Вика, role: Комиссар, hand: [Пустышка, Пустышка, Пустышка, Пустышка, Пустышка], deck: [Передышка]}
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def error_of(engine, path: Path) -> str:
    with pytest.raises(ScenarioError) as error:
        Scenario.load(engine, path).run()
    return str(error.value)


@pytest.mark.parametrize("body,step,key", [
    # rejected: maybe is neither true nor false (it used to count as true)
    ("steps:\n  - night:\n      Аня: {use: Катана, target: Борис, rejected: maybe}\n", "step 1",
     "night.Аня.rejected"),
    ("steps:\n  - night:\n      Аня: [{use: Катана, target: Борис}, {withdraw: Катана, rejected: 1}]\n",
     "step 1", "night.Аня[2].rejected"),
    # a word where a number belongs
    ("steps:\n  - night: {}\n    expect:\n      hp: {Борис: много}\n", "step 1", "expect.hp.Борис"),
    ("steps:\n  - night: {}\n    expect:\n      hp: {Борис: true}\n", "step 1", "expect.hp.Борис"),
    # an unknown role where a role is expected
    ("steps:\n  - night: {}\n    expect:\n      role: {Борис: Дракон}\n", "step 1", "expect.role.Борис"),
    # an unknown winner, in a step and at the end
    ("steps:\n  - night: {}\n    expect:\n      winner: Инопланетяне\n", "step 1", "expect.winner"),
])
def test_wrong_kind_in_a_step(engine, tmp_path, body, step, key) -> None:
    path = write(tmp_path, HP + body)
    message = error_of(engine, path)
    assert str(path) in message and step in message and f"ключ «{key}»" in message


def test_unknown_winner_at_the_end(engine, tmp_path) -> None:
    path = write(tmp_path, HP + "steps:\n  - night: {}\nend:\n  winner: Инопланетяне\n")
    message = error_of(engine, path)
    assert str(path) in message and "ключ «end.winner»" in message and "Инопланетяне" in message


@pytest.mark.parametrize("winner", ["Мафия", "мафия", "Маньяк", "ничья", "null"])
def test_known_winners_are_accepted(engine, tmp_path, winner) -> None:
    path = write(tmp_path, HP + f"steps:\n  - night: {{}}\nend:\n  winner: {winner}\n")
    result = Scenario.load(engine, path).run()
    assert (winner == "null") == result.ok  # nobody won after one quiet night: only null holds


def test_unknown_card_in_hand_names_the_player_and_pile(engine, tmp_path) -> None:
    path = write(tmp_path, CARDS.replace("hand: [Нож,", "hand: [Базука,") + "steps:\n  - night: {}\n")
    message = error_of(engine, path)
    assert str(path) in message and "ключ «players[1].hand»" in message and "Базука" in message
    assert "options" not in message


def test_unknown_card_in_a_fantasy_card_masters_hand(engine, tmp_path) -> None:
    path = write(tmp_path, """
        variant: fantasy
        players:
          - {name: Аня, role: Мастер карт, public: Оракул, hand: [Туз Бубен, Базука]}
          - {name: Борис, role: Бес, public: Мэр}
          - {name: Глеб, role: Тварь, public: Вор}
        steps:
          - night: {}
        """)
    message = error_of(engine, path)
    assert "ключ «players[1].hand»" in message and "Базука" in message


def test_unknown_romanian_item(engine, tmp_path) -> None:
    path = write(tmp_path, """
        variant: romanian
        players:
          - {name: Аня, role: Босс}
          - {name: Борис, role: Врач, items: [Лазерный меч]}
          - {name: Вика, role: Следователь}
        steps:
          - night: {}
        """)
    message = error_of(engine, path)
    assert "ключ «players[2].items»" in message and "Лазерный меч" in message


def test_one_public_role_for_two_players_where_the_book_forbids_it(engine, tmp_path) -> None:
    # hp: «На каждую явную роль может быть только один представитель»
    path = write(tmp_path, HP.replace("role: Мирный житель}", "role: Мирный житель, public: Медик}")
                 .replace("role: Комиссар}", "role: Комиссар, public: Медик}") + "steps:\n  - night: {}\n")
    message = error_of(engine, path)
    assert "ключ «players[3].public»" in message and "Медик" in message


def test_a_shared_public_role_may_be_taken_twice(engine, tmp_path) -> None:
    # fantasy IV: the Герой is the public role of as many players as like
    path = write(tmp_path, """
        variant: fantasy
        options: {edition: "IV"}
        players:
          - {name: Аня, role: Дьявол, public: Герой}
          - {name: Борис, role: Бес, public: Герой}
          - {name: Вика, role: Крестьянин, public: Герой}
        steps:
          - новолуние: {}
        """)
    assert Scenario.load(engine, path).run().ok
