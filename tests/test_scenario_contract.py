"""Two sentences of the scenario contract (SCENARIOS.md), through the runner with the real books:

* state keys see the game as the next phase begins, its opening draws included, while ``told`` and
  ``public`` of a step count only its own phase (what the next beginning says is the next step's);
* an ability the book resolves at once takes effect where it is written in the step, and fantasy's
  day abilities do so only in the editions that resolve them on the spot (v0.1 and I, not II).
"""

from __future__ import annotations

import json

from bot.cli import main
from tools.scenario import Scenario

MONK = """
variant: cards
seed: 1
players:
- {name: Аня, role: Бандит, hand: [Пустышка, Пустышка, Пустышка, Пустышка, Пустышка], deck: [Передышка]}
- {name: Борис, role: Офицер, public: Монах, hand: [Пустышка, Пустышка], deck: [Нож, Выстрел]}
- {name: Глеб, role: Маньяк, hand: [Пустышка, Пустышка, Пустышка, Пустышка, Пустышка], deck: [Передышка]}
steps:
- night: {}
  expect:
    hand: {Борис: %(night_hand)s}
    hand_cards: {Борис: [Нож]}
    not_told: {Борис: [у вас мало карт]}
- day: {}
  expect:
    told: {Борис: [у вас мало карт]}
"""


def write(tmp_path, text: str, name: str = "s.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_night_steps_state_is_the_hand_at_dawn_and_the_dawn_message_the_days(engine, tmp_path) -> None:
    """Монах: «Если в начале дня имеет 1 или 2 карты в Руке, тянет карту из Колоды в Руку». After the
    night step his Hand already holds the dawn's card (3, with the Нож); the message that tells it is
    the day step's, not the night step's."""
    assert Scenario.load(engine, write(tmp_path, MONK % {"night_hand": 3})).run().failures == []
    failures = Scenario.load(engine, write(tmp_path, MONK % {"night_hand": 2})).run().failures
    assert len(failures) == 1 and "step 1: ночь 1: Борис: карт в руке 3, ожидалось 2" in failures[0]


def test_json_says_when_the_state_was_read(tmp_path, capsys) -> None:
    path = write(tmp_path, MONK % {"night_hand": 3})
    assert main(["scenario", "run", "--json", str(path)]) == 0
    steps = json.loads(capsys.readouterr().out)[0]["steps"]
    assert [(s["phase"], s["state_at"]) for s in steps] == [("night", "день 1"), ("day", "ночь 2")]
    boris = next(p for p in steps[0]["players"] if p["name"] == "Борис")
    assert boris["hand"] == 3 and boris["piles"]["hand"].count("Нож") == 1
    assert not any("мало карт" in t for t in boris["told"])


MUGGING = """
variant: fantasy
options: {edition: "%(edition)s"}
players:
  - {name: Аня, role: %(role)s, public: Бандит}
  - {name: Борис, role: Бес, public: Кузнец}
  - {name: Вика, role: Зомби, public: Оборотень}
  - {name: Гоша, role: Тварь, public: Вор}
start: day
steps:
  - day:
      Аня:
        - {use: Поймать в подворотне, target: Борис}
        - {withdraw: Поймать в подворотне%(rejected)s}
    expect:
      hp: {Борис: %(lives)s}
"""


def test_day_abilities_act_at_once_only_in_the_editions_that_resolve_them_on_the_spot(engine, tmp_path) -> None:
    """Edition I resolves a day ability the moment it is used: the mugging has happened and cannot be
    taken back. Edition II resolves day moves at the day's end: the later withdrawal in the same step
    is accepted and the mugging never happens (Борис keeps his four lives)."""
    first = MUGGING % {"edition": "I", "role": "Мирный житель", "rejected": ", rejected: true", "lives": 1}
    second = MUGGING % {"edition": "II", "role": "Инквизитор", "rejected": "", "lives": 4}
    assert Scenario.load(engine, write(tmp_path, first, "i.yaml")).run().failures == []
    assert Scenario.load(engine, write(tmp_path, second, "ii.yaml")).run().failures == []
