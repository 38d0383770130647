"""RomanianVariant.tally: the live count is the day vote's count (mayor's double vote
from the pending action, +1 penalties, «мир» counting nothing), and the live tally's lines are
the verdict's, word for word."""

from __future__ import annotations

from core.ballot import ballot_lines
from core.commands import Act, EndPhase, Vote
from core.model import PhaseKind, PlayerSetup
from core.rules import Action
from plugins.romanian.mechanics import st

PLAYERS = [
    ("Аня", "Мэр", None),
    ("Борис", "Следователь", None),
    ("Вика", "Врач", None),
    ("Глеб", "Босс", 1),
    ("Дина", "Мирный житель", None),
]


def new_game(engine):
    setups = [PlayerSetup(name=n, role=r, team=t) for n, r, t in PLAYERS]
    return engine.new_game("romanian", setups, seed=0, start=PhaseKind.DAY)


def vote(game, voter: int, target: int | None) -> None:
    assert game.execute(Vote(voter, target)).accepted, game.validate(Vote(voter, target))


def announced(game) -> list[str]:
    before = [game.texts.render(line.key, line.params) for line in ballot_lines(game, game.variant.ballot(game))]
    outcome = game.execute(EndPhase())
    event = next(e for e in outcome.report.events if e.key == "ballot.verdict")
    lines = [game.texts.render(line.key, line.params) for line in event.params["lines"]]
    assert lines == before
    assert game.texts.event(event).startswith("Итоги голосования (лог):\n")
    return lines


def test_no_vote_for_peace(engine) -> None:
    """«Голосование-это покраска красным цветом ника участника игры» (l.10): a vote names a player,
    so «мир» is refused, with the book's reason, and the bot's menu does not offer it."""
    game = new_game(engine)
    refused = game.execute(Vote(2, None))
    assert not refused.accepted and refused.rejection.key == "reject.no_peace_vote"
    assert "ник игрока красным" in game.texts.rejection(refused.rejection)
    assert 2 not in game.votes
    vote(game, 2, 2)  # «Голосовать в себя разрешается» (l.12)


def test_no_votes_no_count(engine) -> None:
    game = new_game(engine)
    st(game.players[3]).dry = 1
    assert game.variant.tally(game) == {}  # the day would announce «no vote» and jail nobody


def test_mayor_double_vote_and_penalties(engine) -> None:
    game = new_game(engine)
    vote(game, 0, 3)
    vote(game, 1, 4)
    assert game.variant.tally(game) == {3: 1, 4: 1}
    assert game.execute(Act(Action(0, "Двойной голос", ()))).accepted
    st(game.players[4]).dry = 1
    assert game.variant.tally(game) == {3: 2, 4: 2}
    assert announced(game) == ["Глеб — 2 голоса: Аня ×2 (двойной голос)", "Дина — 2 голоса: Борис; добавлен 1 (сухарь)"]


def test_penalties_alone_and_a_missed_vote(engine) -> None:
    game = new_game(engine)
    st(game.players[3]).missed_vote = True
    st(game.players[3]).dry = 2
    vote(game, 0, 4)
    assert game.variant.tally(game) == {3: 3, 4: 1}
    assert announced(game) == ["Глеб — 3 голоса: добавлен 1 (не голосовал), добавлено 2 (сухарь)",
                               "Дина — 1 голос: Аня"]
