"""The host's review resolves a phase on a copy of the game, replayed from the stored commands
(bot.review.preview), and publishes the real resolution later: the two must agree to the last
event in every variant and edition, or the host would approve something else than what the
players get."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.review import preview
from bot.tables import Table
from core.commands import EndPhase
from core.session import GameSession
from tests.bot.helpers import bare_state
from tools.simulate import move_rng, new_random_game, play_phase, random_setups
from core.store.base import GameRecord, MemoryStore

GAMES = [("hp", {}, 13, 1), ("hp", {}, 17, 2), ("romanian", {}, 12, 3), ("romanian", {}, 16, 4),
         ("fantasy", {"edition": "v0.1"}, 10, 5), ("fantasy", {"edition": "I"}, 12, 6),
         ("fantasy", {"edition": "IV"}, 12, 7), ("cards", {}, 12, 8)]


@pytest.mark.parametrize("variant,options,players,seed", GAMES)
def test_the_preview_is_what_is_published(engine, variant, options, players, seed):
    game = new_random_game(engine, variant, players, seed, options=options or None)
    setups = random_setups(engine, variant, players, seed, options=options or None)
    record = GameRecord(variant=game.variant.id, seed=seed, setups=[s.to_json() for s in setups],
                        options=dict(game.variant.options), meta=bare_state().to_json())
    table = Table(record, GameSession(engine, MemoryStore(), record, game))
    bot = SimpleNamespace(engine=engine)  # preview needs only the engine
    rng = move_rng(seed)
    phases = 0
    while not game.over and phases < 60:
        play_phase(game, rng)
        if game.over:
            break
        start = len(game.log)
        copy, report = preview(bot.engine, table)  # type: ignore[arg-type]
        assert game.phase.index == phases and len(game.log) == start  # the game itself is untouched
        real = game.execute(EndPhase())
        assert real.accepted and report.events == real.report.events
        assert copy.log[start:] == game.log[start:], f"phase {phases} of {variant} {options}"
        assert copy.snapshot() == game.snapshot() and copy.winner == game.winner
        phases += 1
    assert phases > 1
