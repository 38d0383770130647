"""The host's journal (`/ведущий журнал`, issue 31 item 5): the moves of the phase under way as the
review shows them, who has not acted yet, and the journal still readable after the game's end."""

from __future__ import annotations

from bot import render, turns
from bot.cogs.play import legal_targets
from bot.turns import missing_of
from bot.texts import t
from tests.bot.conftest import World, text_of
from tests.bot.helpers import confirmed


async def journal(world) -> str:
    log = await world.host.slash(world.square, "host log")
    files = [a for m in (*log.followups, log.response) if m is not None for a in m.attachments]
    return (await files[-1].read()).decode() if files else text_of(log)


async def test_the_journal_shows_the_moves_as_the_review_does_and_who_has_not_acted(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    seat, ability, target = next((p.seat, a.name, targets[0][1]) for p in game.players for a in game.available(p)
                                 # A plain move: one target and nothing else to name (no guessed role).
                                 if not a.needs and a.min_targets <= 1
                                 and (targets := legal_targets(table, p.seat, a.name)))
    reply = await world.actor(seat).slash(world.thread_of(seat), "act", ability=ability,
                                          target=f"#{target}")
    assert game.actions_of(seat), text_of(reply)
    shown = await journal(world)
    for action in game.pending.values():
        assert t("log.pending_move", actor=game.players[action.actor].name,
                 move=render.describe(table, action)) in shown
    waiting = turns.waiting(table)
    assert waiting and seat not in waiting
    line = next(x for x in shown.splitlines() if x.startswith("[ещё не сходили]"))
    for other in waiting:
        assert t(f"log.owes.{missing_of(table, other)}", name=game.players[other].name) in line
    assert t("log.owes.move", name=game.players[seat].name) not in line


async def test_the_journal_stays_readable_after_the_end(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    seed = table.game.seed
    await confirmed(world.host, await world.host.slash(world.square, "game end"))
    assert world.bot.games.table(world.guild.id) is None  # the table is free
    shown = await journal(world)
    assert f"Зерно раздачи: {seed}" in shown and "[ещё не сходили]" not in shown
    # Only the host reads it.
    refused = await world.actor(0).slash(world.square, "host log")
    assert refused.ephemeral and f"Зерно раздачи: {seed}" not in text_of(refused)
