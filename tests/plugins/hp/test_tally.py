"""HpVariant.tally: the live count the bot shows is the count the day's execution uses
(Политик's 2.5, his 1 against VIP, Авторитет's pull from the pending day action)."""

from __future__ import annotations

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


def announced(game) -> list[str]:
    outcome = game.execute(EndPhase())
    lines = next(e.params["tally"] for e in outcome.report.events if e.key == "hp.vote_tally")
    return [game.texts.render(line.key, line.params) for line in lines]


def test_politician_weighs_two_and_a_half(engine) -> None:
    game = new_game(engine)
    assert game.variant.tally(game) == {}
    vote(game, 0, 3)
    vote(game, 4, 3)
    vote(game, 5, None)
    assert game.variant.tally(game) == {3: 3.5, None: 1.0}
    assert announced(game) == ["Глеб — 3,5 голоса", "мир — 1 голос"]


def test_politician_against_vip_weighs_one(engine) -> None:
    game = new_game(engine)
    vote(game, 0, 2)
    vote(game, 4, 2)
    assert game.variant.tally(game) == {2: 2.0}


def test_authority_pull_comes_from_the_pending_action(engine) -> None:
    game = new_game(engine)
    vote(game, 1, 3)       # Авторитет votes Глеб
    vote(game, 5, 4)       # Егор votes Дина
    vote(game, 6, None)
    assert game.variant.tally(game) == {3: 1.0, 4: 1.0, None: 1.0}
    assert game.execute(Act(Action(1, "Авторитет", (5,)))).accepted
    counts = game.variant.tally(game)
    assert counts == {3: 2.0, None: 1.0}
    assert announced(game) == ["Глеб — 2 голоса", "мир — 1 голос"]


def test_no_tally_at_night(engine) -> None:
    setups = [PlayerSetup(name=n, role=r, public=p) for n, r, p in PLAYERS]
    game = engine.new_game("hp", setups, seed=0, start=PhaseKind.NIGHT)
    assert game.variant.tally(game) == {}
