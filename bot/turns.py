"""Who a phase still waits for: the players with a move or a vote to send, the extra time the host
gave some of them (``/host extend player:``), and what each has not sent. Pure functions of a table,
read by the phase driver (an early end, the deadline), the delivery (reminders, the tally) and the
host's tools."""

from __future__ import annotations

from typing import Any

from bot import render
from bot.tables import Table
from core.commands import Act, Command


def vote_phase(table: Table) -> bool:
    return render.spec_of(table.game, table.game.phase.kind).vote


def everyone_acted(table: Table) -> bool:
    game = table.game
    if not vote_phase(table):
        waiting = [p for p in game.players if game.expected(p) and not game.actions_of(p.seat)]
        return not waiting and any(game.expected(p) for p in game.players)
    voters = [p for p in game.players if game.variant.may_vote(game, p) is None]
    return bool(voters) and all(p.seat in game.votes for p in voters)


def waiting(table: Table) -> list[int]:
    """Seats that have not acted yet this phase (for reminders): voters in a phase with a
    vote, players with a move to make in the others."""
    game = table.game
    if not vote_phase(table):
        return [p.seat for p in game.players if game.expected(p) and not game.actions_of(p.seat)]
    # A vote the rules cast for him (dictated, pulled) counts: he is not waited for.
    counted = {mark.voter for marks in game.variant.ballot(game).rows.values() for mark in marks}
    return [p.seat for p in game.players
            if game.variant.may_vote(game, p) is None and p.seat not in game.votes and p.seat not in counted]


def missing_of(table: Table, seat: int) -> str:
    """What a waiting player has not sent yet: ``vote``, ``move`` or ``both`` (a phase with a vote
    where he also has a move to make, none made)."""
    game = table.game
    player = game.players[seat]
    vote = render.spec_of(game, game.phase.kind).vote and game.variant.may_vote(game, player) is None \
        and seat not in game.votes
    move = bool(game.expected(player)) and not game.actions_of(seat)
    return "both" if vote and move else "vote" if vote else "move"


# --- one player's extra time (/host extend player:) --------------------------------

def grace(table: Table) -> dict[str, Any] | None:
    """This phase's extra time for some players (``meta.clock.grace``: ``phase``, ``seats`` {seat:
    seconds after the phase's deadline}, ``closed``: the phase's own deadline has passed)."""
    given = table.meta.clock.grace
    return given if given and given.get("phase") == table.game.phase.index else None


def graced_waiting(table: Table) -> list[int]:
    given = grace(table)
    left = set(waiting(table))
    return [int(s) for s in given["seats"] if int(s) in left] if given else []


def awaited(table: Table) -> list[int]:
    """Who the phase still waits for: past its own deadline (the others closed) only the players
    given extra time who have not sent, else everyone who has not (reminders, the host's status)."""
    given = grace(table)
    return graced_waiting(table) if given and given.get("closed") else waiting(table)


def closed_to(table: Table, command: Command) -> bool:
    """The phase's deadline passed while a player with extra time is waited for: only he may
    still send (the others' moves and votes are closed, as they would be at the deadline)."""
    given = grace(table)
    if not given or not given.get("closed"):
        return False
    seat = getattr(command, "seat", getattr(command, "voter", getattr(command, "actor", None)))
    if isinstance(command, Act):
        seat = command.action.actor
    return seat is None or str(seat) not in given["seats"]
