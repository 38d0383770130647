"""Romanian rule code the scenarios did not reach: the cops' questioning refused, the betrayal's
fallback when the mate the prisoner named is gone, the Гаджо's phrases and choice refusals."""

from __future__ import annotations

import pytest

from core.commands import Act, Answer, EndPhase, Remove, Vote
from core.model import PhaseKind, PlayerSetup
from core.rules import Action
from plugins.romanian.roles.gadzho import CABARET, KIDNAP, STEAL, kind_of

PLAYERS = [("Аня", "Босс", 1), ("Борис", "Рядовой", 1), ("Жанна", "Рядовой", 1), ("Вика", "Следователь", None),
           ("Глеб", "Помощник следователя", None), ("Дина", "Врач", None), ("Егор", "Босс", 2),
           ("Лев", "Гаджо", None)]


def night_with_prisoner(engine):
    """Day 1: the town jails Борис (Рядовой of clan 1); night 1 follows."""
    game = engine.new_game("romanian", [PlayerSetup(n, r, team=t) for n, r, t in PLAYERS], seed=1,
                           start=PhaseKind.DAY)
    for voter in range(len(PLAYERS)):
        assert game.execute(Vote(voter, 1 if voter != 1 else 0)).accepted
    game.execute(EndPhase())
    assert game.phase.kind is PhaseKind.NIGHT and "тюрьма" in {s.lower() for s in game.players[1].statuses}
    return game


def told(game, seat: int, start: int) -> list[str]:
    return [game.render(e) for e in game.log[start:] if e.to and seat in e.to]


def test_the_cops_question_once_a_night_and_only_a_prisoner(engine) -> None:
    game = night_with_prisoner(engine)
    assert game.execute(Act(Action(3, "Допрос", (1,)))).accepted
    second = game.execute(Act(Action(4, "Допрос", (1,))))  # the other cop, the same night
    assert second.rejection.key == "reject.romanian.clan_once"
    assert "Вика" in game.texts.rejection(second.rejection)
    free = game.execute(Act(Action(3, "Допрос", (2,))))  # Жанна is not in prison
    assert free.rejection.key == "reject.romanian.not_jailed"
    assert "Жанна" in game.texts.rejection(free.rejection)


def test_the_betrayal_falls_back_to_the_senior_mate_when_the_named_one_is_gone(engine) -> None:
    game = night_with_prisoner(engine)
    question = next(q for q in game.open_questions(1))
    assert set(question.options) == {"Аня", "Жанна"}
    assert game.execute(Answer(1, question.id, "Жанна")).accepted
    assert game.execute(Remove(2, "Молния")).accepted  # the mate he named is struck down
    assert game.execute(Act(Action(3, "Допрос", (1,)))).accepted
    start = len(game.log)
    game.execute(EndPhase())
    answers = [t for t in told(game, 3, start) if "Удачно" in t]
    assert answers and "Аня" in answers[0] and "Жанна" not in answers[0]


def test_the_betrayal_names_the_mate_the_prisoner_chose(engine) -> None:
    game = night_with_prisoner(engine)
    question = next(q for q in game.open_questions(1))
    assert game.execute(Answer(1, question.id, "Жанна")).accepted
    assert game.execute(Act(Action(3, "Допрос", (1,)))).accepted
    start = len(game.log)
    game.execute(EndPhase())
    assert any("Удачно. Жанна" in t for t in told(game, 3, start))


@pytest.mark.parametrize("phrase, kind", [
    ("ход", STEAL), ("Украсть ход", STEAL), ("крадёт у него", STEAL), ("ворую", STEAL), ("steal", STEAL),
    ("похищение", KIDNAP), ("хочу ПОХИТИТЬ её", KIDNAP), ("kidnap", KIDNAP),
    ("в кабаре", CABARET), ("Кабаре!", CABARET), ("cabaret", CABARET),
    ("ерунда", None), ("", None), (None, None),
])
def test_the_gadzho_reads_his_move_from_a_phrase(phrase, kind) -> None:
    assert kind_of(phrase) == kind


def test_the_gadzho_must_name_a_move_the_book_gives(engine) -> None:
    game = night_with_prisoner(engine)
    for choice, key in ((None, "reject.needs_choice"), ("ерунда", "reject.bad_choice")):
        rejection = game.execute(Act(Action(7, "Гаджо", (0,), choice=choice))).rejection
        assert rejection.key == key
        assert game.texts.rejection(rejection)
    assert game.execute(Act(Action(7, "Гаджо", (0,), choice="отвести в кабаре"))).accepted


def test_a_prisoner_with_no_mate_left_gives_nobody_away(engine) -> None:
    game = night_with_prisoner(engine)
    assert game.execute(Remove(0, "Молния")).accepted and game.execute(Remove(2, "Молния")).accepted
    assert not game.over
    assert game.execute(Act(Action(3, "Допрос", (1,)))).accepted
    start = len(game.log)
    game.execute(EndPhase())
    assert "«Допрос» (Борис): Удачно" in told(game, 3, start)  # «Удачно», and no name after it


def test_a_cover_is_told_once_however_many_it_stops(engine) -> None:
    """«О удачном прикрытии сообщается» (l.119): a cover that stops a shot and a poison tells the covered
    player once, and the cops read «Удачно, прикрыл» once (scenario cover_told_once.yaml)."""
    game = engine.new_game("romanian", [PlayerSetup(n, r, team=t) for n, r, t in PLAYERS], seed=1,
                           start=PhaseKind.NIGHT)
    for action in (Action(3, "Прикрытие", (5,)), Action(0, "Выстрел", (5,)), Action(6, "Отравление", (5,))):
        assert game.execute(Act(action)).accepted, action
    start = len(game.log)
    game.execute(EndPhase())
    assert game.players[5].alive
    assert sum("прикрыли копы" in text for text in told(game, 5, start)) == 1, told(game, 5, start)
    assert sum("Удачно, прикрыл" in text for text in told(game, 3, start)) == 1, told(game, 3, start)


def test_two_poisons_are_told_once(engine) -> None:
    """Both clans poison Дина the same night: she is told «Вы отравлены» once (the same line is not sent
    twice); she dies of it, uncured."""
    game = engine.new_game("romanian", [PlayerSetup(n, r, team=t) for n, r, t in PLAYERS], seed=1,
                           start=PhaseKind.NIGHT)
    for action in (Action(0, "Отравление", (5,)), Action(6, "Отравление", (5,))):
        assert game.execute(Act(action)).accepted, action
    start = len(game.log)
    game.execute(EndPhase())
    assert not game.players[5].alive
    assert sum("отравлены" in text for text in told(game, 5, start)) == 1, told(game, 5, start)


def test_a_prisoner_is_not_asked_to_betray_once_no_cops_are_left(engine) -> None:
    """Class 5 (issue 29): «сдаёт соклана копу …, если тот дошёл на допрос» (l.97) — with both cops
    gone, nobody will question him: the jailed mafioso is not asked «Кого из сокланов вы сдадите
    копам?» again (he was on the first night, while they lived)."""
    game = night_with_prisoner(engine)
    assert any(q.key == "romanian.ask.betray" for q in game.open_questions(1))
    assert game.execute(Remove(3, "Молния")).accepted and game.execute(Remove(4, "Молния")).accepted
    for _ in range(2):  # night 1 ends, day 2 passes: night 2 opens without cops
        game.execute(EndPhase())
    assert game.phase.kind is PhaseKind.NIGHT and not game.players[1].in_game
    assert not [q for q in game.open_questions(1) if q.key == "romanian.ask.betray"]
