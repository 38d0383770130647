"""The engine on a tiny variant: phases, validation, limits, votes, replay."""

from __future__ import annotations

import pytest

from core.commands import Act, Answer, EndPhase, Hold, Remove, Replace, Unvote, Vote, Withdraw, command_from_json
from core.model import PhaseKind, PlayerSetup
from core.registry import Engine
from core.rules import Action
from tests.core.toy import ToyPlugin


@pytest.fixture(scope="module")
def toy_engine() -> Engine:
    return Engine([ToyPlugin()], entry_points=False)


def new_game(engine: Engine, start: PhaseKind | None = None):
    setups = [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор"), PlayerSetup("Вика", "Житель"),
              PlayerSetup("Глеб", "Следователь"), PlayerSetup("Дина", "Житель")]
    return engine.new_game("toy", setups, seed=3, start=start)


def act(game, actor: str, ability: str, *targets: str, **extra):
    seats = tuple(game.find(t).seat for t in targets)
    return game.execute(Act(Action(game.find(actor).seat, ability, seats, **extra)))


def test_phases_alternate_and_count(toy_engine) -> None:
    game = new_game(toy_engine)
    seen = []
    for _ in range(4):
        seen.append((game.phase.kind.value, game.phase.number))
        game.execute(EndPhase())
    assert seen == [("night", 1), ("day", 1), ("night", 2), ("day", 2)]
    day_first = new_game(toy_engine, PhaseKind.DAY)
    assert (day_first.phase.kind, day_first.phase.number) == (PhaseKind.DAY, 1)


def test_fellows_and_roles_are_told_privately(toy_engine) -> None:
    game = new_game(toy_engine)
    fellows = [e for e in game.log if e.key == "start.fellows"]
    assert [e.to for e in fellows] == [(0,)]
    assert all(e.to is not None for e in game.log)


def test_an_action_is_resolved_in_order_and_heal_saves(toy_engine) -> None:
    game = new_game(toy_engine)
    assert act(game, "Аня", "выстрел", "Вика").accepted
    assert act(game, "Борис", "Лечение", "Вика").accepted
    report = game.execute(EndPhase()).report
    assert game.find("Вика").alive
    assert report.public == []


def test_a_new_action_in_the_same_slot_replaces_the_old(toy_engine) -> None:
    game = new_game(toy_engine)
    act(game, "Аня", "Выстрел", "Вика")
    act(game, "Аня", "Выстрел", "Дина")
    assert [a.targets for a in game.actions_of(0)] == [(4,)]
    # Another slot keeps both.
    act(game, "Борис", "Лечение", "Вика")
    act(game, "Борис", "Вакцина", "Вика")
    assert len(game.actions_of(1)) == 2
    assert game.execute(Withdraw(1, "Вакцина")).accepted
    assert [a.ability for a in game.actions_of(1)] == ["Лечение"]
    game.execute(EndPhase())
    assert not game.find("Дина").alive


@pytest.mark.parametrize("command,key", [
    (lambda g: Act(Action(0, "Лечение", (1,))), "reject.no_such_ability"),
    (lambda g: Act(Action(0, "Выстрел", (0,))), "reject.not_self"),
    (lambda g: Act(Action(0, "Выстрел", (9,))), "reject.no_such_player"),
    (lambda g: Act(Action(0, "Выстрел", ())), "reject.target_count"),
    (lambda g: Act(Action(0, "Выстрел", (1, 2))), "reject.target_count"),
    (lambda g: Act(Action(7, "Выстрел", (1,))), "reject.not_a_player"),
    (lambda g: Vote(0, 1), "reject.vote_at_night"),
    (lambda g: Withdraw(0, "Выстрел"), "reject.nothing_to_withdraw"),
    (lambda g: Unvote(0), "reject.no_vote"),
    (lambda g: Answer(0, 0, "да"), "reject.no_question"),
    (lambda g: Replace(0, "Борис"), "reject.name_taken"),
    # Every numeric field at both ends: one before the first seat, one past the last (5 players).
    (lambda g: Act(Action(-1, "Выстрел", (1,))), "reject.not_a_player"),
    (lambda g: Act(Action(5, "Выстрел", (1,))), "reject.not_a_player"),
    (lambda g: Act(Action(0, "Выстрел", (-1,))), "reject.no_such_player"),
    (lambda g: Act(Action(0, "Выстрел", (5,))), "reject.no_such_player"),
    (lambda g: Withdraw(-1, "Выстрел"), "reject.nothing_to_withdraw"),
    (lambda g: Withdraw(5, "Выстрел"), "reject.nothing_to_withdraw"),
    (lambda g: Unvote(-1), "reject.no_vote"),
    (lambda g: Unvote(5), "reject.no_vote"),
    (lambda g: Answer(-1, 0, "да"), "reject.no_question"),
    (lambda g: Answer(5, 0, "да"), "reject.no_question"),
    (lambda g: Answer(0, -1, "да"), "reject.no_question"),
    (lambda g: Answer(0, 1, "да"), "reject.no_question"),
    (lambda g: Remove(-1, "ушёл"), "reject.no_such_player"),
    (lambda g: Remove(5, "ушёл"), "reject.no_such_player"),
    (lambda g: Replace(-1, "Юра"), "reject.no_such_player"),
    (lambda g: Replace(5, "Юра"), "reject.no_such_player"),
    (lambda g: Hold(-1, True), "reject.not_a_player"),
    (lambda g: Hold(5, True), "reject.not_a_player"),
])
def test_bad_commands_are_refused_and_change_nothing(toy_engine, command, key) -> None:
    game = new_game(toy_engine)
    before = game.snapshot()
    outcome = game.execute(command(game))
    assert not outcome.accepted and outcome.rejection.key == key
    assert game.snapshot() == before
    assert game.commands == []
    text = game.texts.rejection(outcome.rejection)
    assert text and not text.startswith("reject.")  # a Russian sentence, not a key


@pytest.mark.parametrize("voter,target,key", [
    (0, 5, "reject.no_such_player"), (0, -1, "reject.no_such_player"), (0, 50, "reject.no_such_player"),
    (5, 1, "reject.not_a_player"), (-1, 1, "reject.not_a_player"),
])
def test_a_vote_past_either_end_is_refused_by_day(toy_engine, voter, target, key) -> None:
    game = new_game(toy_engine, PhaseKind.DAY)
    before = game.snapshot()
    outcome = game.execute(Vote(voter, target))
    assert not outcome.accepted and outcome.rejection.key == key
    assert game.snapshot() == before and game.commands == []
    assert game.texts.rejection(outcome.rejection)
    assert game.execute(Vote(0, 4)).accepted and game.execute(Vote(4, 0)).accepted  # both ends are fine


def test_the_dead_cannot_act_nor_be_targeted_nor_voted_for(toy_engine) -> None:
    game = new_game(toy_engine)
    act(game, "Аня", "Выстрел", "Борис")
    game.execute(EndPhase())
    assert not game.find("Борис").alive
    assert game.execute(Vote(1, 0)).rejection.key == "reject.dead"
    assert game.execute(Vote(0, 1)).rejection.key == "reject.target_dead"
    game.execute(EndPhase())
    assert act(game, "Борис", "Лечение", "Вика").rejection.key == "reject.dead"
    assert act(game, "Аня", "Выстрел", "Борис").rejection.key == "reject.target_dead"


def test_limits_per_game_per_target_and_in_a_row(toy_engine) -> None:
    game = new_game(toy_engine)
    act(game, "Борис", "Вакцина", "Вика")
    act(game, "Борис", "Лечение", "Вика")
    act(game, "Глеб", "Проверка", "Аня")
    game.execute(EndPhase())
    game.execute(EndPhase())
    assert act(game, "Борис", "Вакцина", "Дина").rejection.key == "reject.used_up"
    assert act(game, "Борис", "Лечение", "Вика").rejection.key == "reject.repeat_target"
    assert act(game, "Глеб", "Проверка", "Аня").rejection.key == "reject.target_limit"
    assert act(game, "Борис", "Лечение", "Дина").accepted
    game.execute(EndPhase())
    game.execute(EndPhase())
    # Two nights later the same target is fine again.
    assert act(game, "Борис", "Лечение", "Вика").accepted


def test_abilities_are_refused_in_the_wrong_phase(toy_engine) -> None:
    game = new_game(toy_engine, PhaseKind.DAY)
    assert act(game, "Аня", "Выстрел", "Вика").rejection.key == "reject.wrong_phase"


def test_private_results_go_only_to_their_owner(toy_engine) -> None:
    game = new_game(toy_engine)
    act(game, "Глеб", "Проверка", "Аня")
    report = game.execute(EndPhase()).report
    assert [e.key for e in report.private(3)] == ["toy.checked"]
    for seat in (0, 1, 2, 4):
        assert report.private(seat) == []


def test_votes_execute_and_the_last_side_wins(toy_engine) -> None:
    game = new_game(toy_engine, PhaseKind.DAY)
    for voter in ("Борис", "Вика", "Глеб"):
        assert game.execute(Vote(game.find(voter).seat, 0)).accepted
    assert game.execute(Vote(0, None)).accepted  # «мир»
    report = game.execute(EndPhase()).report
    assert not game.find("Аня").alive
    assert game.over and game.winner == "Город" and report.winner == "Город"
    assert game.execute(EndPhase()).rejection.key == "reject.game_over"


def test_questions_take_answers_from_their_options(toy_engine) -> None:
    game = new_game(toy_engine)
    question = game.ask(2, "start.role", options=("да", "нет"), default="нет", role="-", public="-", faction="-")
    assert question.result == "нет"
    assert game.execute(Answer(1, question.id, "да")).rejection.key == "reject.no_question"
    assert game.execute(Answer(2, question.id, "может быть")).rejection.key == "reject.bad_answer"
    assert game.execute(Answer(2, question.id, "ДА")).accepted
    assert question.result == "да"
    assert game.open_questions(2) == []


def test_host_removal_and_replacement(toy_engine) -> None:
    game = new_game(toy_engine)
    assert game.execute(Replace(2, "Вероника")).accepted
    assert game.find("Вероника").seat == 2 and game.find("Вика") is None
    report = game.execute(Remove(0, "оскорбления")).report
    assert not game.players[0].alive
    assert any(e.key == "host.removed" for e in report.public)
    assert game.over and game.winner == "Город"


def test_replaying_the_commands_rebuilds_the_same_game(toy_engine) -> None:
    game = new_game(toy_engine)
    act(game, "Аня", "Выстрел", "Вика")
    act(game, "Глеб", "Проверка", "Аня")
    game.execute(EndPhase())
    game.execute(Vote(1, 0))
    game.execute(Replace(3, "Гоша"))
    stored = [c.to_json() for c in game.commands]
    again = new_game(toy_engine)
    for data in stored:
        assert again.execute(command_from_json(data)).accepted
    assert again.snapshot() == game.snapshot()


def test_the_seed_decides_the_random_generator(toy_engine) -> None:
    a, b = new_game(toy_engine), new_game(toy_engine)
    assert [a.rng.random() for _ in range(3)] == [b.rng.random() for _ in range(3)]


def test_check_roles_names_unknown_and_public_roles(toy_engine) -> None:
    variant = toy_engine.make_variant("toy")
    assert variant.check_roles(["Убийца", "житель"]) is None
    rejection = variant.check_roles(["Убийца", "Дракон"])
    assert rejection.key == "setup.unknown_roles" and rejection.params["roles"] == ["Дракон"]
