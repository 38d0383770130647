"""HpVariant.tally: the live count the bot shows is the count the day's execution uses
(Политик's 2.5, his 1 against VIP, Авторитет's pull from the pending day action), and the
live tally's lines are the verdict's, word for word."""

from __future__ import annotations

from core.ballot import ballot_lines
from core.commands import Act, EndPhase, Vote
from core.model import PhaseKind, PlayerSetup
from core.rules import Action

PLAYERS = [
    ("Аня", "Мирный житель", "Политик"),
    ("Борис", "Мирный житель", "Авторитет"),
    ("Вика", "Мирный житель", "VIP"),
    ("Глеб", "Босс", None),
    ("Дина", "Комиссар", None),
    ("Егор", "Мирный житель", None),
    ("Жанна", "Киллер", None),
]


def new_game(engine):
    setups = [PlayerSetup(name=n, role=r, public=p) for n, r, p in PLAYERS]
    return engine.new_game("hp", setups, seed=0, start=PhaseKind.DAY)


def vote(game, voter: int, target: int | None) -> None:
    assert game.execute(Vote(voter, target)).accepted


def live(game) -> list[str]:
    return [game.texts.render(line.key, line.params) for line in ballot_lines(game, game.variant.ballot(game))]


def announced(game) -> list[str]:
    """The verdict's lines — and the live tally just before the day ended said the same."""
    before = live(game)
    outcome = game.execute(EndPhase())
    event = next(e for e in outcome.report.events if e.key == "ballot.verdict")
    lines = [game.texts.render(line.key, line.params) for line in event.params["lines"]]
    assert lines == before
    assert game.texts.event(event) == "Итоги голосования:\n" + "\n".join(lines)
    return lines


def test_politician_weighs_two_and_a_half(engine) -> None:
    game = new_game(engine)
    assert game.variant.tally(game) == {}
    vote(game, 0, 3)
    vote(game, 4, 3)
    vote(game, 5, None)
    assert game.variant.tally(game) == {3: 3.5, None: 1.0}
    assert announced(game) == ["Глеб — 3,5 голоса: Аня ×2,5 (Политик), Дина",
                               "Мир (никого не казнить) — 1 голос: Егор"]


def test_politician_against_vip_weighs_one(engine) -> None:
    game = new_game(engine)
    vote(game, 0, 2)
    vote(game, 4, 2)
    assert game.variant.tally(game) == {2: 2.0}
    assert announced(game) == ["Вика — 2 голоса: Аня, Дина"]


def test_authority_pull_comes_from_the_pending_action(engine) -> None:
    game = new_game(engine)
    vote(game, 1, 3)       # Авторитет votes Глеб
    vote(game, 5, 4)       # Егор votes Дина
    vote(game, 6, None)
    assert game.variant.tally(game) == {3: 1.0, 4: 1.0, None: 1.0}
    assert game.execute(Act(Action(1, "Авторитет", (5,)))).accepted
    counts = game.variant.tally(game)
    assert counts == {3: 2.0, None: 1.0}
    assert announced(game) == ["Глеб — 2 голоса: Борис, Егор (Авторитет)",
                               "Мир (никого не казнить) — 1 голос: Жанна"]


def test_a_pulled_politician_splits_his_votes(engine) -> None:
    game = new_game(engine)
    vote(game, 1, 3)       # Авторитет votes Глеб
    vote(game, 0, 4)       # Политик votes Дина
    assert game.execute(Act(Action(1, "Авторитет", (0,)))).accepted
    assert game.variant.tally(game) == {3: 2.0, 4: 1.5}
    assert announced(game) == ["Глеб — 2 голоса: Аня (Авторитет), Борис", "Дина — 1,5 голоса: Аня ×1,5 (Политик)"]


def test_no_tally_at_night(engine) -> None:
    setups = [PlayerSetup(name=n, role=r, public=p) for n, r, p in PLAYERS]
    game = engine.new_game("hp", setups, seed=0, start=PhaseKind.NIGHT)
    assert game.variant.tally(game) == {}
