"""Questions the Romanian variant asks, through the core Answer command (the bot's buttons):
recruitment consent «да», the choice of a player recruited by both clans the same night, the
names scenario files answer them by (tests/scenarios/romanian/*.yaml (questions, wounds, release, blood,
mirror, will))."""

from __future__ import annotations

from core.commands import Act, Answer, EndPhase
from core.model import PhaseKind, PlayerSetup
from core.rules import Action

PLAYERS = [
    ("Аня", "Вербовщик", 1),
    ("Борис", "Барон", None),
    ("Вика", "Вербовщик", 2),
    ("Глеб", "Следователь", None),
    ("Дина", "Врач", None),
    ("Егор", "Босс", 1),
    ("Жанна", "Босс", 2),
]


def new_game(engine):
    setups = [PlayerSetup(name=n, role=r, team=t) for n, r, t in PLAYERS]
    return engine.new_game("romanian", setups, seed=0, start=PhaseKind.NIGHT)


def recruit(game, actor: int, target: int) -> None:
    outcome = game.execute(Act(Action(actor, "Вербовка", (target,))))
    assert outcome.accepted, outcome


def question_of(game, seat: int):
    questions = game.open_questions(seat)
    assert len(questions) == 1, questions
    return questions[0]


def test_consent_yes_through_answer(engine) -> None:
    game = new_game(engine)
    recruit(game, 0, 1)
    game.execute(EndPhase())  # the notice: «Удачно. Дошёл», asked when the day opens
    assert game.phase.kind is PhaseKind.DAY
    question = question_of(game, 1)
    assert question.default == "нет" and "да" in question.options
    assert game.execute(Answer(1, question.id, "да")).accepted
    assert game.players[1].role == "Барон"  # keeps the role through the day
    game.execute(EndPhase())
    borya = game.players[1]
    assert borya.role == "Рядовой" and borya.team == 1 and borya.faction == "Мафия"


def test_consent_default_is_no(engine) -> None:
    game = new_game(engine)
    recruit(game, 0, 1)
    game.execute(EndPhase())
    game.execute(EndPhase())  # no answer: «нет»
    assert game.players[1].role == "Барон"


def test_two_clans_the_player_chooses(engine) -> None:
    game = new_game(engine)
    recruit(game, 0, 1)
    recruit(game, 2, 1)
    game.execute(EndPhase())
    question = question_of(game, 1)
    assert set(question.options) == {"1", "2", "нет"} and question.default == "нет"
    assert game.execute(Answer(1, question.id, "2")).accepted
    game.execute(EndPhase())
    assert game.players[1].role == "Рядовой" and game.players[1].team == 2


def test_two_clans_second_notice_default_first_complete(engine) -> None:
    game = new_game(engine)
    recruit(game, 0, 1)  # clan 1 notices the baron...
    game.execute(EndPhase())
    game.execute(EndPhase())  # ...who says nothing (no)
    recruit(game, 0, 1)  # clan 1's second notice: complete
    recruit(game, 2, 1)  # clan 2's first notice
    game.execute(EndPhase())
    assert game.players[1].role == "Барон"  # he chooses first
    question = question_of(game, 1)
    assert set(question.options) == {"1", "2"} and question.default == "1"
    game.execute(EndPhase())  # no answer: the complete recruitment
    assert game.players[1].role == "Рядовой" and game.players[1].team == 1


def test_questions_carry_the_books_names(engine) -> None:
    """Each question has its name in the book, so that a scenario answers it with
    ``{use: <name>, choice: ...}``: «Вербовка» (consent and the two clans), «Зеркало»."""
    game = new_game(engine)
    recruit(game, 0, 1)
    recruit(game, 2, 3)  # the sheriff cannot be recruited: no question for him
    game.execute(EndPhase())
    assert question_of(game, 1).name == "Вербовка"
    assert game.open_questions(3) == []
    game.execute(EndPhase())
    game = new_game(engine)
    recruit(game, 0, 1)
    recruit(game, 2, 1)
    game.execute(EndPhase())
    assert question_of(game, 1).name == "Вербовка"


def test_mirror_question_takes_a_player_or_a_refusal(engine) -> None:
    setups = [PlayerSetup(name=n, role=r, team=t) for n, r, t in PLAYERS]
    setups[3] = PlayerSetup(name="Глеб", role="Медведь")
    game = engine.new_game("romanian", setups, seed=0, start=PhaseKind.NIGHT)
    assert game.execute(Act(Action(3, "Зеркало", (4,)))).accepted
    game.execute(EndPhase())
    question = question_of(game, 4)
    assert question.name == "Зеркало" and question.options == ()
    for bad in ("Дина", "Никто"):  # herself, nobody in the game
        outcome = game.execute(Answer(4, question.id, bad))
        assert not outcome.accepted and outcome.rejection.key == "reject.romanian.bad_name_answer"
        assert "отказ" in game.texts.rejection(outcome.rejection)
    assert game.execute(Answer(4, question.id, "отказ")).accepted
    assert game.execute(Answer(4, question.id, "Жанна")).accepted
    game.execute(EndPhase())
    assert game.players[4].state.mirror_name == 6


def test_the_will_keeps_its_name_and_says_why(engine) -> None:
    """«имя нельзя менять до смерти или посадки вписанного» (l.181): a second name — by the will's
    question or by the move, the same phase or later — is refused with the book's reason, until
    the named player leaves the game."""
    setups = [PlayerSetup(name=n, role=r, team=t) for n, r, t in PLAYERS]
    setups[3] = PlayerSetup(name="Глеб", role="Медведь")
    game = engine.new_game("romanian", setups, seed=0, start=PhaseKind.NIGHT)
    assert game.execute(Act(Action(3, "Завещание", (4,)))).accepted
    game.execute(EndPhase())
    question = question_of(game, 4)
    assert question.name == "Завещание"
    assert game.execute(Answer(4, question.id, "Жанна")).accepted
    assert game.execute(Answer(4, question.id, "Егор")).accepted  # her own answer, not yet written
    refused = game.execute(Act(Action(4, "Завещание", (1,))))
    assert not refused.accepted and refused.rejection.key == "reject.romanian.will_written"
    assert "Егор" in game.texts.rejection(refused.rejection) and "до смерти или посадки" in \
        game.texts.rejection(refused.rejection)
    game.execute(EndPhase())
    assert game.players[4].state.will_name == 5
    refused = game.execute(Act(Action(4, "Завещание", (1,))))
    assert not refused.accepted and refused.rejection.key == "reject.romanian.will_written"
    assert game.execute(Act(Action(6, "Выстрел", (5,)))).accepted  # clan 2 kills Егор: a new name may be written
    game.execute(EndPhase())
    assert not game.players[5].alive
    assert game.execute(Act(Action(4, "Завещание", (1,)))).accepted


def test_late_posts_warning_then_plus_one(engine) -> None:
    """Posts after the day closed (reported by the bot during the night): the
    first is a warning, the second and later +1 in the next day's log."""
    from core.commands import PostCounts, Vote

    game = new_game(engine)
    game.execute(PostCounts("late_posts", ((1, 1), (3, 2))))
    game.execute(EndPhase())
    texts = {seat: [game.render(e) for e in game.log if e.to is not None and seat in e.to] for seat in (1, 3)}
    assert any("предупреждение" in t for t in texts[1])
    assert any("+1" in t for t in texts[3])
    # Day: one vote for Борис, one for Глеб; Глеб's late +1 makes 2 (nobody else votes: no «мир» here).
    for seat, target in ((0, 1), (1, 3)):
        assert game.execute(Vote(seat, target)).accepted
    game.execute(EndPhase())
    assert not game.players[3].in_game and game.players[1].in_game


def test_a_recruitment_is_told_once(engine) -> None:
    """The second notice recruits (l.86): the clan reads «Удачно. Борис завербован. Борис рядовой клана 1.»
    once — the recruitment's answer, which reaches the recruit too, now in the clan — not again as a
    separate notice; the recruit also reads his own line («Вы завербованы»)."""
    game = new_game(engine)
    recruit(game, 0, 1)
    game.execute(EndPhase())
    game.execute(EndPhase())  # the baron says nothing: «нет»
    recruit(game, 0, 1)
    start = len(game.log)
    game.execute(EndPhase())
    assert game.players[1].role == "Рядовой"
    told = {seat: [game.render(e) for e in game.log[start:] if e.to is not None and seat in e.to] for seat in (0, 1, 5)}
    for seat in (0, 5, 1):  # the recruiter, his boss, the recruit
        assert sum("Борис завербован." in text for text in told[seat]) == 1, told[seat]
    assert any(text.startswith("Вы завербованы") for text in told[1])
