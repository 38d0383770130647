"""A stored game whose commands no longer apply (a command the rules now refuse, as after a
rules change): ``GameSession.load`` / ``rebuild`` stop at it with :class:`StaleCommand`, naming
the command and the refusal, and change nothing in the store."""

from __future__ import annotations

import random

import pytest

from core.commands import EndPhase, Unvote, Vote
from core.model import PhaseKind
from core.session import GameSession, StaleCommand, rebuild
from tools.simulate import play_session, random_setups
from core.store.base import MemoryStore


async def stored_game(engine, phases: int = 2):
    store = MemoryStore()
    session = await GameSession.create(engine, store, "hp", random_setups(engine, "hp", 13, 4), seed=4)
    await play_session(session, random.Random(4), max_phases=phases)
    return store, session


async def test_a_stored_game_replays_to_the_same_state(engine) -> None:
    store, session = await stored_game(engine)
    again = await GameSession.load(engine, store, session.id)
    assert again.game.snapshot() == session.game.snapshot()
    assert again.engine is engine and again.store is store and again.id == session.id


@pytest.mark.parametrize("refused, key", [
    (lambda game: Vote(0, 1) if game.phase.kind is PhaseKind.NIGHT else Vote(0, len(game.players)),
     {"reject.vote_at_night", "reject.no_such_player"}),
    (lambda game: Unvote(len(game.players)), {"reject.no_vote"}),
])
async def test_a_stored_command_the_rules_refuse_stops_the_load(engine, refused, key) -> None:
    store, session = await stored_game(engine)
    game = session.game
    count = len(game.commands)
    assert count > 0
    command = refused(game)
    assert game.validate(command) is not None
    # Stored behind the game's back (as if the rules had changed since), then one more command.
    await store.append(session.id, count, command.to_json())
    await store.append(session.id, count + 1, EndPhase().to_json())
    record_before, commands_before = await store.load(session.id)

    with pytest.raises(StaleCommand) as raised:
        await GameSession.load(engine, store, session.id)
    stale = raised.value
    assert stale.index == count
    assert stale.command == command
    assert stale.rejection is not None and stale.rejection.key in key
    assert stale.game.texts.rejection(stale.rejection)  # a sentence to show the host
    assert stale.record.id == session.id
    # The game as rebuilt up to the command: the commands before it, applied.
    assert stale.game.snapshot() == game.snapshot()
    assert f"stored command {count} " in str(stale) and "no longer applies" in str(stale)
    # The store keeps every record as it was.
    record_after, commands_after = await store.load(session.id)
    assert commands_after == commands_before and len(commands_after) == count + 2
    assert record_after == record_before and record_after.status == "running"


def test_rebuild_of_the_first_command_names_index_zero(engine) -> None:
    setups = random_setups(engine, "hp", 13, 1)
    from core.store.base import GameRecord

    record = GameRecord(variant="hp", seed=1, setups=[s.to_json() for s in setups], id=7)
    with pytest.raises(StaleCommand) as raised:
        rebuild(engine, record, [Vote(0, 1).to_json(), EndPhase().to_json()])
    assert raised.value.index == 0 and raised.value.rejection.key == "reject.vote_at_night"
    assert raised.value.game.commands == []
