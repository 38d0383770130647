"""core.ballot: the counts are the sum of the marks shown (secret marks counted, never shown), the
lines are worded one way, and every book's live tally is its verdict, line for line."""

from __future__ import annotations

import random

import pytest

from core.ballot import Ballot, ballot_lines, number
from core.commands import EndPhase
from core.model import PhaseKind, PlayerSetup
from core.moves import phase_moves, run_moves
from tools.simulate import new_random_game


def game_of(engine):
    setups = [PlayerSetup(name=n, role="Мирный житель") for n in ("Аня", "Борис", "Вика", "Глеб", "Дина")]
    return engine.new_game("hp", setups, seed=0, start=PhaseKind.DAY)


def rendered(game, ballot) -> list[str]:
    return [game.texts.render(line.key, line.params) for line in ballot_lines(game, ballot)]


def test_counts_are_the_marks_and_secret_marks_are_never_shown(engine) -> None:
    game = game_of(engine)
    ballot = Ballot()
    ballot.vote(1, 0)
    ballot.vote(1, 2, 2, "Деспотия")
    ballot.modifier(1, -3, "Смотрящий")
    ballot.vote(3, 4)
    ballot.secret(3, -0.5)
    ballot.modifier(None, 2, "Взятка")
    assert ballot.counts() == {1: 0.0, 3: 0.5, None: 2.0}
    assert rendered(game, ballot) == [
        "Мир (никого не казнить) — 2 голоса: добавлено 2 (Взятка)",
        "Глеб — 1 голос: Дина",  # its secret −0,5 is neither a part nor in the total
        "Борис — 0 голосов: Аня, Вика ×2 (Деспотия); снято 3 (Смотрящий)",
    ]


def test_a_negative_total_and_a_lone_negative_modifier(engine) -> None:
    game = game_of(engine)
    ballot = Ballot()
    ballot.modifier(0, -3, "Смотрящий")
    assert rendered(game, ballot) == ["Аня — \u22123 голоса: снято 3 (Смотрящий)"]
    assert "-" not in "".join(rendered(game, ballot))
    assert number(-0.5) == "\u22120,5" and number(0.5) == "0,5"


@pytest.mark.parametrize("variant,edition", [("hp", None), ("romanian", None), ("fantasy", "v0.1"),
                                             ("fantasy", "I"), ("fantasy", "II"), ("cards", None)])
def test_every_books_live_tally_is_its_verdict(engine, variant, edition) -> None:
    """Random games of each book: at the end of every day, the verdict's lines are the lines of
    the ballot the live tally showed just before (the cards book: where no day card touched a vote)."""
    checked = 0
    for seed in range(4):
        options = {"edition": edition} if edition else None
        game = new_random_game(engine, variant, {"hp": 13}.get(variant, 12), seed, options=options)
        rng = random.Random(seed)
        for _ in range(14):
            if game.over:
                break
            run_moves(phase_moves(game, rng), game.execute)
            if game.over:
                break
            before = rendered(game, game.variant.ballot(game))
            touched = variant == "cards" and _cards_touch_the_vote(game)
            outcome = game.execute(EndPhase())
            verdicts = [e for e in outcome.report.events if e.key == "ballot.verdict"]
            if verdicts and not touched:
                lines = [game.texts.render(line.key, line.params) for line in verdicts[0].params["lines"]]
                assert lines == before
                assert game.texts.event(verdicts[0]).endswith("\n".join(before))
                checked += 1
    assert checked >= 3, f"only {checked} verdicts compared"


def _cards_touch_the_vote(game) -> bool:
    from plugins.cards.collection import collection

    for action in game.pending.values():
        found = collection().get(action.ability)
        effect = getattr(found, "effect", None) or {}
        if any(k in effect for k in ("mute", "convert", "accuse", "pardon")):
            return True
    return False
