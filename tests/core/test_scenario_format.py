"""The scenario runner accepts exactly the format of shared/SCENARIOS.md and
names the file, step and key of anything malformed, never with a traceback."""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path

import pytest

from bot.cli import main
from tools.scenario import Scenario, ScenarioError

HEAD = """
variant: hp
seed: 1
start: night
players:
  - {name: Аня, role: Ниндзя}
  - {name: Борис, role: Мирный житель}
  - {name: Вика, role: Комиссар}
  - {name: Глеб, role: Киллер}
  - {name: Дина, role: Босс}
"""


def write(tmp_path: Path, body: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(HEAD) + textwrap.dedent(body), encoding="utf-8")
    return path


def run(engine, path: Path):
    return Scenario.load(engine, path).run()


@pytest.mark.parametrize("body,step,key", [
    ("steps:\n  - night:\n      Женя: {use: Катана, target: Борис}\n", "step 1", "night.Женя"),
    ("steps:\n  - night:\n      Аня: {target: Борис}\n", "step 1", "night.Аня.use"),
    ("steps:\n  - night:\n      Аня: {use: Катана, target: Никто}\n", "step 1", "night.Аня.target"),
    ("steps:\n  - night:\n      Аня: {use: Катана, target: Борис, weapon: 1}\n", "step 1", "night.Аня.weapon"),
    ("steps:\n  - night: {}\n    expect:\n      hq: {Аня: 1}\n", "step 1", "expect.hq"),
    ("steps:\n  - night: {}\n    expect:\n      hp: {Женя: 1}\n", "step 1", "expect.hp.Женя"),
    ("steps:\n  - night: {}\n  - dusk: {}\n", "step 2", "dusk"),
    ("steps:\n  - night: {}\n  - day:\n      votes: [Аня]\n", "step 2", "day.votes"),
    ("steps:\n  - night:\n      Аня: {use: Убийство, target: Борис, guess: Дракон}\n", "step 1",
     "night.Аня.guess"),
])
def test_malformed_steps_name_file_step_and_key(engine, tmp_path, body, step, key) -> None:
    path = write(tmp_path, body)
    with pytest.raises(ScenarioError) as error:
        run(engine, path)
    message = str(error.value)
    assert str(path) in message and step in message and f"ключ «{key}»" in message


@pytest.mark.parametrize("text,key", [
    ("variant: chess\nplayers: []\nsteps: []\n", "variant"),
    ("variant: hp\nplayers: []\nsteps: []\n", "players"),
    ("variant: hp\nplayers:\n  - {name: A, role: Дракон}\nsteps: []\n", "players[1].role"),
    ("variant: hp\nplayers:\n  - {name: A, role: Ниндзя, public: Дракон}\nsteps: []\n", "players[1].public"),
    ("variant: hp\nplayers:\n  - {name: A, role: Ниндзя, colour: red}\nsteps: []\n", "players[1].colour"),
    ("variant: hp\nplayers:\n  - {name: A, role: Ниндзя}\n  - {name: a, role: Босс}\nsteps: []\n",
     "players[2].name"),
    ("variant: hp\nstart: evening\nplayers:\n  - {name: A, role: Ниндзя}\nsteps: []\n", "start"),
    ("variant: hp\nplayers:\n  - {name: A, role: Ниндзя}\nsteps: []\nending: 1\n", "ending"),
])
def test_malformed_headers_name_the_key(engine, tmp_path, text, key) -> None:
    path = tmp_path / "h.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as error:
        run(engine, path)
    assert f"ключ «{key}»" in str(error.value)


def test_bad_yaml_names_the_file_and_line(engine, tmp_path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("variant: hp\nplayers: [\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as error:
        run(engine, path)
    assert str(path) in str(error.value) and "строке 3" in str(error.value)


def test_failed_expectations_are_reported_as_lines(engine, tmp_path) -> None:
    path = write(tmp_path, """
    steps:
      - night:
          Аня: {use: Катана, target: Борис}
        expect:
          hp: {Борис: 80}
          status: {Борис: [кома]}
          told: {Аня: [совершенно другой текст]}
    end:
      winner: Мафия
    """)
    failures = run(engine, path).failures
    assert f"{path}: step 1: ночь 1: Борис: здоровье 35, ожидалось 80" in failures
    assert any("Борис: нет статуса «кома» (статусы: больница, в больнице, тяжело ранен)" in f for f in failures)
    assert any("Аня: в личных сообщениях нет «совершенно другой текст» (сказано: «" in f for f in failures)
    assert f"{path}: конец игры: игра продолжается, а ожидался победитель «Мафия»" in failures


def test_failure_lines_are_russian_and_show_values_as_players_read_them(engine, tmp_path) -> None:
    """No English words, no Python reprs (brackets, quotes, None, True): names, roles and
    statuses as a player reads them; a file's own keys appear only quoted as «key»."""
    path = write(tmp_path, """
    steps:
      - night:
          Аня: {use: Катана, target: Борис}
        expect:
          alive: [Аня]
          dead: [Вика]
          hp: {Борис: 80}
          hand: {Аня: 3}
          status: {Борис: [кома]}
          no_status: {Борис: [больница]}
          told: {Аня: [совершенно другой текст]}
          not_told: {Аня: [Ниндзя]}
          public: [нет такого]
          not_public: [больниц]
          role: {Аня: Босс}
          winner: null
      - day:
          votes: {Аня: Борис, Вика: Аня}
          Глеб: {use: Досье, target: Аня}
      - night: {}
    end:
      winner: Мафия
    """)
    failures = run(engine, path).failures
    assert len(failures) == 13
    for line in failures:
        # The prefix is SCENARIOS.md's own («file: step N: …»); what follows is Russian.
        assert re.match(rf"{re.escape(str(path))}: (step \d+|конец игры): ", line), line
        text = re.sub(r"«[a-z_]+»", "«»", re.sub(r"^step \d+: ", "", line[len(f"{path}: "):]))
        assert not re.search(r"[A-Za-z\[\]'{}]", text), line
    assert f"{path}: step 1: ночь 1: Вика: ожидалась смерть, а игрок жив" in failures
    assert f"{path}: step 1: ночь 1: в игре Аня, Борис, Вика, Глеб, Дина, а ожидались Аня" in failures
    assert f"{path}: step 1: ночь 1: Аня: роль «Ниндзя», ожидалась «Босс»" in failures
    assert (f"{path}: step 1: ночь 1: Борис: есть статус «больница», а ожидалось, что его нет "
            "(статусы: больница, в больнице, тяжело ранен)") in failures


def test_rejected_true_passes_only_when_the_action_is_refused(engine, tmp_path) -> None:
    path = write(tmp_path, """
    steps:
      - night:
          Аня: {use: Досье, target: Борис, rejected: true}
          Вика: {use: Досье, target: Борис, rejected: true}
    """)
    failures = run(engine, path).failures
    assert failures == [f"{path}: step 1: ночь 1: Вика: действие «Досье» принято, а ожидался отказ"]


def test_a_rejected_action_without_the_flag_fails_the_step(engine, tmp_path) -> None:
    path = write(tmp_path, "steps:\n  - night:\n      Аня: {use: Досье, target: Борис}\n")
    [failure] = run(engine, path).failures
    assert failure.startswith(f"{path}: step 1: ночь 1: Аня: действие «Досье» не принято: ")


def test_a_step_after_the_end_fails(engine, tmp_path) -> None:
    path = tmp_path / "end.yaml"
    path.write_text(textwrap.dedent("""
        variant: hp
        start: day
        players:
          - {name: Аня, role: Ниндзя}
          - {name: Борис, role: Мирный житель}
          - {name: Вика, role: Комиссар}
        steps:
          - day:
              votes: {Борис: Аня, Вика: Аня}
            expect:
              winner: Закон
          - night: {}
        end:
          winner: закон
    """), encoding="utf-8")
    failures = run(engine, path).failures
    assert failures == [f"{path}: step 2: игра уже окончена (победитель — Закон), а шаги ещё есть"]


def test_a_neutral_winner_may_be_named_by_its_faction(engine, tmp_path) -> None:
    path = tmp_path / "neutral.yaml"
    path.write_text(textwrap.dedent("""
        variant: hp
        start: night
        players:
          - {name: Аня, role: Маньяк}
          - {name: Борис, role: Босс, hp: 50}
        steps:
          - night:
              Аня: {use: Нож, target: Борис}
            expect:
              winner: Нейтралы
        end:
          winner: Маньяк
    """), encoding="utf-8")
    assert run(engine, path).failures == []
    path.write_text(path.read_text(encoding="utf-8").replace("winner: Маньяк", "winner: Мафия"), encoding="utf-8")
    assert run(engine, path).failures == [f"{path}: конец игры: победитель — Маньяк, а ожидался победитель «Мафия»"]


def test_a_step_of_the_wrong_kind_fails(engine, tmp_path) -> None:
    path = write(tmp_path, "steps:\n  - night: {}\n  - night: {}\n")
    assert run(engine, path).failures == [f"{path}: step 2: игра в фазе «день 1», а шаг написан для «night»"]


def test_cli_exit_codes_and_json(tmp_path, capsys) -> None:
    good = write(tmp_path, "steps:\n  - night:\n      Аня: {use: Катана, target: Борис}\n    expect:\n"
                           "      hp: {Борис: 35}\n", "good.yaml")
    bad = write(tmp_path, "steps:\n  - night: {}\n    expect:\n      hp: {Борис: 1}\n", "bad.yaml")
    broken = tmp_path / "broken.yaml"
    broken.write_text("variant: hp\nplayers: 3\n", encoding="utf-8")
    assert main(["scenario", "run", str(good)]) == 0
    assert main(["scenario", "run", str(good), str(bad)]) == 1
    assert "Борис: здоровье 100, ожидалось 1" in capsys.readouterr().out
    assert main(["scenario", "run", str(broken)]) == 2
    assert "ключ «players»" in capsys.readouterr().err
    assert main(["scenario", "run", "--json", str(good)]) == 0
    data = json.loads(capsys.readouterr().out)
    borис = next(p for p in data[0]["steps"][0]["players"] if p["name"] == "Борис")
    assert borис["hp"] == 35 and "больница" in borис["statuses"]


def test_cli_json_with_failures_is_still_json(tmp_path, capsys) -> None:
    """--json: standard output parses as JSON even when expectations fail; the failures are in
    it (and on standard error, one line each), and the exit code still says so."""
    good = write(tmp_path, "steps:\n  - night:\n      Аня: {use: Катана, target: Борис}\n    expect:\n"
                           "      hp: {Борис: 35}\n", "good.yaml")
    bad = write(tmp_path, "steps:\n  - night: {}\n    expect:\n      hp: {Борис: 1}\n", "bad.yaml")
    assert main(["scenario", "run", "--json", str(good), str(bad)]) == 1
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert [Path(r["file"]).name for r in data] == ["good.yaml", "bad.yaml"]
    assert data[0]["failures"] == []
    assert len(data[1]["failures"]) == 1 and "Борис: здоровье 100, ожидалось 1" in data[1]["failures"][0]
    assert data[1]["failures"][0] in err


def test_missing_file_is_an_error_not_a_traceback(tmp_path, capsys) -> None:
    assert main(["scenario", "run", str(tmp_path / "nope.yaml")]) == 2
    assert "не удалось прочитать файл: такого файла нет" in capsys.readouterr().err


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tools.scenario import Scenario as _Scenario  # noqa: E402

_leaf = st.none() | st.booleans() | st.integers(-3, 200) | st.sampled_from(
    ["hp", "romanian", "Аня", "Борис", "night", "day", "Ниндзя", "Катана", "мир", "Комиссар", "Досье", ""])
_any = st.recursive(_leaf, lambda inner: st.lists(inner, max_size=4) |
                    st.dictionaries(st.sampled_from(
                        ["variant", "players", "steps", "name", "role", "night", "day", "expect", "use",
                         "target", "targets", "votes", "hp", "alive", "winner", "Аня", "Борис", "start", "end",
                         "messages", "told", "status", "seed", "options", "team", "public"]), inner, max_size=5),
                    max_leaves=25)


def _assert_error_or_result(engine, data) -> None:
    """A file is either refused with a message naming it, or run to lines naming it."""
    try:
        result = _Scenario(engine, "fuzz.yaml", data).run()
    except ScenarioError as error:
        assert str(error).startswith("fuzz.yaml")
    else:
        assert all(line.startswith("fuzz.yaml") for line in result.failures)


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_any)
def test_any_yaml_structure_is_an_error_or_a_result_never_a_traceback(engine, data) -> None:
    _assert_error_or_result(engine, data)


_names = st.sampled_from(["Аня", "Борис", "Вика", "Глеб", "Женя", 5, None])
_value = st.one_of(_leaf, st.lists(_leaf, max_size=3), st.dictionaries(_names.map(str), _leaf, max_size=3))
_action = st.fixed_dictionaries({"use": st.sampled_from(["Катана", "Досье", "Лечение", "Нож", "голос", "Дракон", 3])},
                                optional={"target": _names, "targets": st.lists(_names, max_size=3) | _leaf,
                                          "guess": _leaf, "role": _leaf, "choice": _leaf, "rejected": _leaf})
_phase = st.dictionaries(_names.map(str), _action | st.lists(_action, max_size=2) | _leaf, max_size=4) | \
    st.fixed_dictionaries({"votes": st.dictionaries(_names.map(str), _names, max_size=4) | _leaf,
                           "messages": st.dictionaries(_names.map(str), _leaf, max_size=3) | _leaf}) | _leaf
_expect = st.dictionaries(st.sampled_from(["alive", "dead", "living", "hp", "status", "no_status", "told",
                                           "not_told", "public", "not_public", "role", "winner", "hand", "bogus"]),
                          _value, max_size=4)
_step = st.fixed_dictionaries({st.sampled_from(["night", "day"]): _phase}, optional={"expect": _expect}) | _leaf
_scenario = st.fixed_dictionaries({
    "variant": st.sampled_from(["hp", "romanian", "hp"]),
    "players": st.just([{"name": "Аня", "role": "Ниндзя"}, {"name": "Борис", "role": "Мирный житель"},
                        {"name": "Вика", "role": "Комиссар"}, {"name": "Глеб", "role": "Босс"}]) | _value,
    "steps": st.lists(_step, max_size=4) | _leaf,
}, optional={"start": st.sampled_from(["night", "day", "noon"]), "seed": _leaf, "options": _value,
             "end": st.dictionaries(st.sampled_from(["winner", "loser"]), _leaf, max_size=2) | _leaf})


@settings(max_examples=400, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=_scenario)
def test_near_valid_scenarios_never_crash(engine, data) -> None:
    _assert_error_or_result(engine, data)


# --- the keys the widened core brought (on the toy's edition «луна») --------------------

MOON_SCENARIO = """
variant: toy
options: {edition: луна}
start: setup
players:
  - {name: Аня, role: Убийца, public: Пекарь}
  - {name: Борис, role: Доктор, public: Лекарь}
  - {name: Вика, role: Житель}
  - {name: Глеб, role: Шпион}
steps:
  - setup:
      Аня: {use: колода, cards: [Щит, Удар, Удар]}
      Борис: {use: Колода, cards: [Удар], rejected: true}
      Вика: {use: Колода, cards: [Удар, Удар, Удар], rejected: true}
    expect:
      hand: {Аня: 2, Вика: 2}
      sleeve: {Аня: 1}
      deck: {Аня: 0}
      sleeve_cards: {Аня: [Щит]}
      hand_cards: {Аня: [Удар, Удар]}
      holds: {Аня: [Удар, Щит, Удар]}
  - новолуние:
      Аня: [{use: Щит, target: Аня, from: рукав}, {use: Удар, target: Глеб}]
      Глеб: {use: Облава, targets: [Аня, Борис, Вика, Глеб]}
    expect:
      dead: [Глеб]
      told: {Глеб: ["Мафии среди них: 1"]}
      hand: {Аня: 1}
      sleeve: {Аня: 0}
  - полулуние:
      votes: [{Аня: Борис}, {Аня: Вика}, {Борис: Вика}]
      Аня: {use: голос, target: Борис, rejected: true}
    expect:
      alive: [Аня, Борис]
  - full moon:
      Борис: {use: Лечение, target: Борис}
    expect:
      told: {Борис: ["Лечение (Доктор) применено"]}
  - новолуние:
      Аня: {use: Приговор, target: Борис}
    expect:
      public: ["Приговор приведён в исполнение: Борис"]
      winner: Мафия
"""


@pytest.fixture
def toy_engine():
    from core.registry import Engine
    from tests.core.toy import MoonPlugin, ToyPlugin

    return Engine([ToyPlugin(), MoonPlugin()], entry_points=False)


def test_phase_kinds_by_name_setup_cards_vote_changes_and_instants(toy_engine, tmp_path) -> None:
    path = tmp_path / "moon.yaml"
    path.write_text(MOON_SCENARIO, encoding="utf-8")
    result = run(toy_engine, path)
    assert result.failures == []
    assert [s["phase"] for s in result.steps] == ["setup", "новолуние", "полулуние", "полнолуние", "новолуние"]


def test_a_wrong_expectation_of_the_new_keys_fails(toy_engine, tmp_path) -> None:
    broken = MOON_SCENARIO.replace("sleeve_cards: {Аня: [Щит]}", "sleeve_cards: {Аня: [Удар]}").replace(
        "votes: [{Аня: Борис}, {Аня: Вика}, {Борис: Вика}]", "votes: [{Аня: Борис}, {Аня: Вика}, {Аня: Глеб}]")
    path = tmp_path / "moon.yaml"
    path.write_text(broken, encoding="utf-8")
    failures = run(toy_engine, path).failures
    assert any("Аня: нет карт Удар (в рукаве: Щит)" in f for f in failures)
    assert any("голос Ани не принят" in f for f in failures)


@pytest.mark.parametrize("old,new,key", [
    ("start: setup", "start: сумерки", "start"),
    ("  - полулуние:\n", "  - сумерки:\n", "сумерки"),
    ("cards: [Щит, Удар, Удар]}", "cards: Щит}", "setup.Аня.cards"),
    ("{name: Глеб, role: Шпион}", "{name: Глеб, role: Шпион, hand: Удар}", "players[4].hand"),
    ("Борис: {use: Лечение, target: Борис}", "Борис: {use: Лечение, target: Борис, guess: {Аня: Дракон}}",
     "full moon.Борис.guess.Аня"),
    ("options: {edition: луна}", "options: {edition: солнце}", "options.edition"),
])
def test_malformed_new_keys_name_the_key(toy_engine, tmp_path, old, new, key) -> None:
    path = tmp_path / "moon.yaml"
    assert old in MOON_SCENARIO
    path.write_text(MOON_SCENARIO.replace(old, new), encoding="utf-8")
    with pytest.raises(ScenarioError, match=re.escape(f"ключ «{key}»")):
        Scenario.load(toy_engine, path).run()


WITHDRAWALS = """
variant: toy
options: {edition: луна}
start: новолуние
players:
  - {name: Аня, role: Убийца, hand: [Удар]}
  - {name: Борис, role: Доктор}
  - {name: Вика, role: Житель}
steps:
  - новолуние:
      Аня: [{use: Удар, target: Борис}, {withdraw: удар}, {withdraw: Удар, rejected: true},
            {use: Приговор, target: Вика}, {withdraw: Приговор, rejected: true}]
    expect:
      living: [Борис]
      dead: [Вика]
"""


def test_a_move_is_withdrawn_in_written_order_and_an_instant_cannot_be(toy_engine, tmp_path) -> None:
    path = tmp_path / "withdraw.yaml"
    path.write_text(WITHDRAWALS, encoding="utf-8")
    assert run(toy_engine, path).failures == []
    path.write_text(WITHDRAWALS.replace("{withdraw: удар}, ", ""), encoding="utf-8")
    failures = run(toy_engine, path).failures
    assert any("Аня: отмена «Удар» принята, а ожидался отказ" in f for f in failures)
    path.write_text(WITHDRAWALS.replace("{withdraw: удар}", "{withdraw: удар, target: Борис}"), encoding="utf-8")
    with pytest.raises(ScenarioError, match=re.escape("ключ «новолуние.Аня[2].target»")):
        Scenario.load(toy_engine, path).run()
