"""Votes taken back (``Unvote``): gone from the game, from the live tally and from the day's
count; a change where the book caps changes, and so is the vote cast again afterwards (for
the first seat too); bounds of a vote's seats."""

from __future__ import annotations

import pytest

from core.commands import EndPhase, Unvote, Vote
from core.model import PhaseKind, PlayerSetup
from core.registry import Engine
from tests.core.toy import MoonPlugin, ToyPlugin

HAND = {"hand": ["Пустышка"] * 5, "deck": ["Передышка"] * 5}

# Every book (and edition) with a day vote: options and four or more players, day first.
VOTING = {
    "hp": (None, [PlayerSetup("Аня", "Мирный житель"), PlayerSetup("Борис", "Комиссар"),
                  PlayerSetup("Вика", "Мирный житель"), PlayerSetup("Глеб", "Босс"),
                  PlayerSetup("Дина", "Киллер")]),
    "romanian": (None, [PlayerSetup("Аня", "Босс", team=1), PlayerSetup("Борис", "Рядовой", team=1),
                        PlayerSetup("Вика", "Босс", team=2), PlayerSetup("Глеб", "Следователь"),
                        PlayerSetup("Дина", "Журналист")]),
    "fantasy I": ({"edition": "I"}, [PlayerSetup("Аня", "Бес", "Оракул"),
                                     PlayerSetup("Борис", "Мирный житель", "Астролог"),
                                     PlayerSetup("Вика", "Мирный житель", "Цыганка"),
                                     PlayerSetup("Глеб", "Тварь", "Вор")]),
    "fantasy v0.1": ({"edition": "v0.1"}, [PlayerSetup("Аня", "Бес", "Оракул"),
                                           PlayerSetup("Борис", "Мирный житель", "Астролог"),
                                           PlayerSetup("Вика", "Мирный житель", "Цыганка"),
                                           PlayerSetup("Глеб", "Тварь", "Вор")]),
    "fantasy II": ({"edition": "II"}, [PlayerSetup("Аня", "Инквизитор", "Сыщик"),
                                       PlayerSetup("Борис", "Бес", "Бандит"),
                                       PlayerSetup("Вика", "Зомби", "Оборотень"),
                                       PlayerSetup("Глеб", "Тварь", "Вор")]),
    "cards": (None, [PlayerSetup("Аня", "Бандит", start=dict(HAND)), PlayerSetup("Борис", "Офицер", start=dict(HAND)),
                     PlayerSetup("Вика", "Комиссар", start=dict(HAND)),
                     PlayerSetup("Глеб", "Маньяк", start=dict(HAND))]),
}


def day_game(engine: Engine, case: str):
    options, setups = VOTING[case]
    variant = case.split()[0]
    return engine.new_game(variant, [s.copy() for s in setups], seed=1, options=options, start=PhaseKind.DAY)


@pytest.mark.parametrize("case", list(VOTING))
def test_a_vote_taken_back_leaves_the_game_and_the_tally(engine, case: str) -> None:
    game = day_game(engine, case)
    # Борис and Вика against Глеб, Глеб against Вика; then Вика takes hers back.
    for voter, target in ((1, 3), (2, 3), (3, 2)):
        assert game.execute(Vote(voter, target)).accepted
    live = game.variant.tally(game)
    assert live.get(3, 0) >= 2 and live.get(2, 0) >= 1
    outcome = game.execute(Unvote(2))
    assert outcome.accepted
    assert game.votes == {1: 3, 3: 2}
    after = game.variant.tally(game)
    assert after.get(3, 0) == live[3] / 2  # two equal votes were there, one is left
    assert after.get(2, 0) == live[2]
    # Nothing left to take back: refused, and it changes nothing.
    before = game.snapshot()
    refused = game.execute(Unvote(2))
    assert not refused.accepted and refused.rejection.key == "reject.no_vote"
    assert game.snapshot() == before
    # A vote cast again counts again.
    assert game.execute(Vote(2, 3)).accepted
    assert game.variant.tally(game) == live


@pytest.fixture(scope="module")
def toy_engine() -> Engine:
    return Engine([ToyPlugin(), MoonPlugin()], entry_points=False)


def toy_day(engine: Engine, options: dict | None = None, start=PhaseKind.DAY):
    setups = [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор"), PlayerSetup("Вика", "Житель"),
              PlayerSetup("Глеб", "Следователь"), PlayerSetup("Дина", "Житель")]
    return engine.new_game("toy", setups, seed=3, options=options, start=start)


def test_a_vote_taken_back_is_not_counted_at_the_end_of_the_day(toy_engine) -> None:
    game = toy_day(toy_engine)
    # Аня 2 (Борис, Вика) against Вика 2 (Глеб, Дина): a tie executes nobody...
    for voter, target in ((1, 0), (2, 0), (3, 2), (4, 2)):
        assert game.execute(Vote(voter, target)).accepted
    assert game.variant.tally(game) == {0: 2.0, 2: 2.0}
    # ...until Борис takes his vote back: Вика is executed.
    assert game.execute(Unvote(1)).accepted
    assert 1 not in game.votes
    assert game.variant.tally(game) == {0: 1.0, 2: 2.0}
    report = game.execute(EndPhase()).report
    assert not game.find("Вика").alive and game.find("Аня").alive
    assert [e.params["player"] for e in report.public if e.key == "toy.executed"] == ["Вика"]
    # The next day starts with no votes at all.
    game.execute(EndPhase())
    assert game.votes == {} and game.vote_changes == {}


def test_a_vote_taken_back_by_night_or_never_cast_is_refused(toy_engine) -> None:
    game = toy_day(toy_engine, start=PhaseKind.NIGHT)
    assert game.execute(Unvote(0)).rejection.key == "reject.no_vote"
    game.execute(EndPhase())
    assert game.execute(Unvote(0)).rejection.key == "reject.no_vote"
    assert game.commands == [EndPhase()]


def test_taking_a_vote_back_is_a_change_under_the_cap(toy_engine) -> None:
    """The moon toy allows one change: the withdrawal uses it, and the vote cannot be cast again."""
    from tests.core.test_editions import moon_game

    game = moon_game(toy_engine, start="полулуние")
    assert game.execute(Vote(1, 2)).accepted
    assert game.execute(Unvote(1)).accepted
    assert game.vote_changes == {1: 1}
    assert game.execute(Vote(1, 2)).rejection.key == "reject.vote_changes_used"
    assert game.execute(Vote(1, None)).rejection.key == "reject.vote_changes_used"
    assert game.votes == {}


@pytest.mark.parametrize("first", [0, 2])
def test_a_vote_cast_again_after_withdrawal_is_a_change_even_for_the_same_seat(engine, first: int) -> None:
    """Fantasy I: «Цель можно менять максимум 3 раза». Vote, take back (1), vote again for the
    same player (2, the first seat too), another (3): the fourth change is refused."""
    game = day_game(engine, "fantasy I")
    voter = 1
    assert game.execute(Vote(voter, first)).accepted
    assert game.execute(Unvote(voter)).accepted
    assert game.vote_changes[voter] == 1
    assert game.execute(Vote(voter, first)).accepted
    assert game.vote_changes[voter] == 2
    assert game.execute(Vote(voter, first)).accepted  # the same vote again is no change
    assert game.vote_changes[voter] == 2
    assert game.execute(Vote(voter, 3)).accepted
    assert game.vote_changes[voter] == 3
    for command in (Vote(voter, first), Unvote(voter), Vote(voter, None)):
        assert game.execute(command).rejection.key == "reject.vote_changes_used"
    assert game.votes == {voter: 3}
    # Another voter's count is his own; the next day starts afresh.
    assert game.execute(Vote(2, 0)).accepted and game.vote_changes.get(2, 0) == 0


@pytest.mark.parametrize("case", ["fantasy v0.1", "fantasy II", "hp", "romanian", "cards"])
def test_books_without_a_cap_take_any_number_of_withdrawals(engine, case: str) -> None:
    game = day_game(engine, case)
    for _ in range(5):
        assert game.execute(Vote(1, 3)).accepted
        assert game.execute(Unvote(1)).accepted
    assert game.vote_changes[1] == 9 and 1 not in game.votes


@pytest.mark.parametrize("case", list(VOTING))
def test_a_vote_for_a_seat_past_either_end_is_refused(engine, case: str) -> None:
    game = day_game(engine, case)
    count = len(game.players)
    before = game.snapshot()
    for voter, target in ((0, count), (0, -1), (count, 1), (-1, 1), (0, count + 5)):
        outcome = game.execute(Vote(voter, target))
        assert not outcome.accepted, (voter, target)
        assert outcome.rejection.key in ("reject.no_such_player", "reject.not_a_player")
        assert game.texts.rejection(outcome.rejection)
    assert game.execute(Unvote(count)).rejection.key == "reject.no_vote"
    assert game.execute(Unvote(-1)).rejection.key == "reject.no_vote"
    assert game.snapshot() == before
    # The last seat itself is a fine target, the first a fine voter.
    assert game.execute(Vote(0, count - 1)).accepted


@pytest.mark.parametrize("first", [0, 2])
def test_after_the_last_change_is_a_withdrawal_no_vote_may_be_cast_again(engine, first: int) -> None:
    """Fantasy I: three changes, the third a withdrawal; a vote cast again (for the first seat
    too) would be a fourth change: refused, and the voter stays without a vote."""
    game = day_game(engine, "fantasy I")
    voter = 1
    for command in (Vote(voter, 3), Vote(voter, 2), Vote(voter, 3), Unvote(voter)):
        assert game.execute(command).accepted
    assert game.vote_changes[voter] == 3 and voter not in game.votes
    for target in (first, None):
        assert game.execute(Vote(voter, target)).rejection.key == "reject.vote_changes_used"
    assert voter not in game.votes and game.variant.tally(game) == {}
