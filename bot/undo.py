"""``/host undo`` (issue 10, item 2): take back the last resolved phase, or the last host
action (a removal or a replacement), by replaying the game's stored commands without it.

* **A phase's end** (``EndPhase``): it and every later command go (the moves of the phase that
  followed); the phase is open again with its moves and votes as they were, and a new deadline
  (its full length).
* **A removal or a replacement** (``Remove``, ``Replace``): only that command goes; the later
  ones are replayed, and one that no longer applies is dropped with it (and named).
* **An instant move** (a player's command that resolved at once, ``Outcome.report`` set: an
  instant ability, or an answer that acted at once): the same, when it came after the last of
  the above — the replay of the phase so far finds it.

The store rewrites the commands in one transaction (:meth:`core.store.base.GameStore.rewrite`),
the table's game becomes the replayed one, and the bot corrects what it posted: a correction in
the town square, one in each thread that got a result now void, the players who are back in the
game get «Живые» again (and lose «Мёртвые»), a replaced player gets his seat, threads and roles
back. Each undo is kept in ``meta.undone`` (what, by whom, when, the commands taken back) and
shown by ``/host log``. A confirmation button (:class:`bot.views.undo.UndoButton`, its custom id
names the game and its stamp — :meth:`bot.tables.Table.stamp`, the commands it was asked about —
so one pressed after the game moved on is refused) comes first; the command that
asks builds it (this module is the undo's logic and imports no view).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import discord

from bot import render, turns
from bot.delivery import entry_id, fellow_groups_of
from bot.permissions import game_role
from bot.tables import Refusal, Table
from bot.texts import t
from core.commands import Act, Answer, Command, EndPhase, PostCounts, Remove, Replace, Vote
from core.game import Game
from core.session import rebuild
from core.texts import Names

if TYPE_CHECKING:
    from bot.permissions import GameRoles
    from bot.phases import Deadlines, PhaseDriver
    from core.registry import Engine
    from core.store.base import GameStore

log = logging.getLogger(__name__)

UNDOABLE = (EndPhase, Remove, Replace)


@dataclass
class Plan:
    """What an undo would do: the command taken back (number ``index``), the later commands
    replayed (``kept``) and dropped (``dropped``), and the game without them."""

    index: int
    command: Command
    game: Game
    start: int  # the game's log length before the command (its events follow)
    kept: list[Command] = field(default_factory=list)
    dropped: list[Command] = field(default_factory=list)
    # Every composition of a fellowship (id, seats) the game without the command goes through:
    # a faction thread opened later for another one is taken back.
    groups: set[tuple[str, frozenset[int]]] = field(default_factory=set)

    def note_groups(self) -> None:
        self.groups |= {(f.id, frozenset(f.seats)) for f in fellow_groups_of(self.game)}


def last_instant(engine: "Engine", table: Table, after: int) -> int | None:
    """The number of the last command after command ``after`` that resolved at once (replayed
    from there: each command's outcome says whether it brought a report)."""
    commands = list(table.game.commands)
    record = table.session.record  # type: ignore[union-attr]
    replayed = rebuild(engine, record, [c.to_json() for c in commands[:after + 1]])
    found = None
    for i in range(after + 1, len(commands)):
        if replayed.execute(commands[i]).report is not None:
            found = i
    return found


def plan(engine: "Engine", table: Table) -> Plan:
    game = table.game
    commands = list(game.commands)
    index = next((i for i in range(len(commands) - 1, -1, -1) if isinstance(commands[i], UNDOABLE)), None)
    instant = last_instant(engine, table, -1 if index is None else index)
    if instant is not None:
        index = instant
    if index is None:
        raise Refusal(t("undo.nothing"))
    record = table.session.record  # type: ignore[union-attr]
    replayed = rebuild(engine, record, [c.to_json() for c in commands[:index]])
    found = Plan(index, commands[index], replayed, len(replayed.log))
    found.note_groups()
    if isinstance(found.command, EndPhase):
        found.dropped = commands[index + 1:]
        return found
    if isinstance(found.command, Replace) and replacement(table, index) is None:
        raise Refusal(t("undo.unknown_replacement"))
    for command in commands[index + 1:]:
        (found.kept if replayed.execute(command).accepted else found.dropped).append(command)
        found.note_groups()
    return found


def replacement(table: Table, index: int) -> dict | None:
    return next((r for r in table.meta.seats.replaced if r["seq"] == index), None)


def describe(table: Table, found: Plan) -> str:
    """What the undo takes back, for the host and the town."""
    game = table.game
    command = found.command
    if isinstance(command, EndPhase):
        return t("undo.what_phase", phase=render.phase_name(game, found.game.phase))
    if isinstance(command, Remove):
        return t("undo.what_kill", name=render.player_name(game, game.players[command.seat]))
    if isinstance(command, Act):
        return t("undo.what_instant", ability=render.name(command.action.ability),
                 name=render.player_name(game, game.players[command.action.actor]))
    if isinstance(command, Answer):
        return t("undo.what_answer", name=render.player_name(game, game.players[command.seat]))
    if not isinstance(command, Replace):
        return t("undo.what_command")
    return t("undo.what_replace", old=render.player_name(found.game, found.game.players[command.seat]),
             new=render.name(command.name))


def lost_by_seat(found: Plan) -> dict[int, set[str]]:
    """Whose moves (``move``) and votes (``vote``) the undo drops: the players told to send them again."""
    lost: dict[int, set[str]] = {}
    for command in found.dropped:
        if isinstance(command, Act):
            lost.setdefault(command.action.actor, set()).add("move")
        elif isinstance(command, Vote):
            lost.setdefault(command.voter, set()).add("vote")
    return lost


def drops_lines(table: Table, found: Plan) -> list[str]:
    """What else the undo drops, in words: «пропадут голоса Ани и Бориса в фазе «День 1»» (names
    declined by the catalog's NAME), and a count of the other commands."""
    game = table.game
    phase = render.phase_name(game, game.phase)  # (every dropped command was sent in the phase now in play)
    lost = lost_by_seat(found)

    def names(kind: str) -> Names:
        return Names([render.player_name(game, game.players[s]) for s in sorted(lost) if kind in lost[s]])

    lines = []
    for kind in ("move", "vote"):
        if any(kind in kinds for kinds in lost.values()):
            lines.append(t(f"undo.drops_{kind}", names=names(kind), phase=phase))
    other = [c for c in found.dropped if not isinstance(c, (Act, Vote, PostCounts))]
    if other:
        lines.append(t("undo.drops", count=len(other)))
    if lost:
        lines.append(t("undo.drops_told"))
    return lines


def undo_log(table: Table) -> list[str]:
    """The undos of a game, for ``/host log``."""
    return [t("undo.log", when=entry["when"][:16].replace("T", " "), what=entry["what"],
              count=len(entry["commands"])) for entry in table.meta.undone]


class Undo:
    def __init__(self, client: discord.Client, engine: "Engine", store: "GameStore", phases: "PhaseDriver",
                 roles: "GameRoles", timers: "Deadlines", may_watch: Callable[[Table, int], None]) -> None:
        """Built by the client: Discord (the threads told), the engine (the replay), the store (the
        rewrite), the phase driver (what is told goes through its delivery), the game roles, the
        deadlines and whether a user may watch the table (the spectators' rule; refuses with a
        :class:`Refusal`)."""
        self.bot = client
        self.engine = engine
        self.store = store
        self.phases = phases
        self.delivery = phases.delivery
        self.roles = roles
        self.timers = timers
        self.may_watch = may_watch

    def check(self, table: Table) -> None:
        if not table.live:
            raise Refusal(t("game.finished"))
        if table.meta.review.current is not None:
            raise Refusal(t("undo.in_review"))

    def ask(self, table: Table) -> tuple[str, str]:
        """The question before an undo: what it takes back, and the stamp of the game it was asked
        about (what the confirmation carries: :meth:`undo` refuses it once the game moved on)."""
        self.check(table)
        found = plan(self.engine, table)
        lines = [t("undo.confirm", what=describe(table, found)), *drops_lines(table, found)]
        return "\n".join(lines), table.stamp()

    async def undo(self, table: Table, expected: str, by: int) -> str:
        """Undo what the confirmation described: refused (with its reason) when the game is no
        longer the one it was asked about (``expected``: its stamp)."""
        phases = self.phases
        async with table.lock:
            self.check(table)
            old = table.game
            if table.stamp() != expected:
                raise Refusal(t("undo.stale"))
            found = plan(self.engine, table)
            what = describe(table, found)
            lost = lost_by_seat(found)
            lost_phase = render.phase_name(old, old.phase)
            before = {p.seat for p in old.players if p.in_game}
            phase_before = old.phase.index
            await self.store.rewrite(table.id, found.index, [c.to_json() for c in found.kept])
            table.session.game = found.game  # type: ignore[union-attr]
            game = found.game
            meta = table.meta
            meta.undone.append({
                "what": what, "by": by, "when": discord.utils.utcnow().isoformat(), "seq": found.index,
                "commands": [c.to_json() for c in (found.command, *found.dropped)]})
            meta.asked = [q for q in meta.asked if q < len(game.questions)]
            if isinstance(found.command, Replace):
                await self._unreplace(table, found)
            await self._take_back(table, found)
            if game.phase.index != phase_before:
                meta.tally = None
                paused = table.record.paused
                phases.arm_deadline(table)
                if paused:  # a paused game stays paused, the reopened phase's whole length left
                    meta.clock.left = (table.record.deadline - discord.utils.utcnow()).total_seconds()
                    table.record.paused = True
            await phases.save(table)
            self.timers.arm(table)
            # The corrections: in the town square, and in each thread whose results are void.
            gone = [e for e in old.log[found.start:] if e not in game.log[found.start:]]
            lines = [t("undo.public", what=what)]
            if game.phase.index != phase_before:
                lines.append(render.phase_line(table))
            await self.delivery.post(table, meta.channels.square, lines)
            threads: set[int] = set()
            for event in gone:
                if event.to is not None:
                    threads.update(self.delivery.route(table, event))
                    threads.update(self.delivery.mirrors(table))  # the spectators and the host read it too
            for thread in sorted(threads):
                await self.delivery.post(table, thread, [t("undo.private", what=what)])
            for seat, kinds in sorted(lost.items()):  # what they sent is gone: asked to send it again
                user = table.user_of(seat)
                which = "both" if len(kinds) > 1 else next(iter(kinds))
                await self.delivery.post(table, meta.threads.seats[seat],
                                         [t("undo.resend", user=f"<@{user}>", what=what, phase=lost_phase, lost=which)],
                                         ping=user)
            await self.delivery.update_graveyard(table, before)
            await self.delivery.show_holdings(table)
            await self.delivery.host_status(table)
            await self.roles.set_square(table)
            await self.delivery.ask(table)
        if game.phase.index == phase_before and turns.vote_phase(table) and meta.tally is not None:
            await self.delivery.update_tally(table, game.phase.index)
        return t("undo.done", what=what)

    async def _take_back(self, table: Table, found: Plan) -> None:
        """What the undone commands gave, taken back: a spectator who is in the game again (or
        whom the game now forbids to watch) loses the spectators' thread and the graveyard; a
        faction thread opened for a composition the game no longer goes through (a recruitment
        undone) loses whoever is not in that group now, and is locked and archived."""
        meta = table.meta
        for user_id in list(meta.spectators):
            try:
                self.may_watch(table, user_id)
                continue
            except Refusal:
                pass
            meta.spectators.remove(user_id)
            if meta.threads.watch is not None:
                await self.delivery.thread_member(table, meta.threads.watch, user_id, add=False)
            await self.roles.watch(table, user_id, on=False)
        current = {f.id: set(f.seats) for f in fellow_groups_of(table.game)}
        for entry in list(meta.threads.factions):
            if entry.get("seq", 0) <= found.index or (entry_id(entry), frozenset(entry["seats"])) in found.groups:
                continue
            meta.threads.factions.remove(entry)
            meta.threads.void.append(entry["thread"])
            keep = current.get(entry_id(entry), set())
            # Who still reads it, by seat: a replacement hands it on with the seat (Table.threads_of).
            meta.threads.void_members[str(entry["thread"])] = sorted(set(entry["seats"]) & keep)
            for seat in entry["seats"]:
                if seat not in keep:
                    await self.delivery.thread_member(table, entry["thread"], table.user_of(seat), add=False)
            await self.delivery.close_thread(table, entry["thread"])

    async def _unreplace(self, table: Table, found: Plan) -> None:
        """The seat goes back to who held it: threads, roles, and the seat's user."""
        entry = replacement(table, found.index)
        assert entry is not None
        seat, old_user, new_user = entry["seat"], entry["old"], entry["new"]
        table.meta.seats.users[seat] = old_user
        table.meta.seats.replaced = [r for r in table.meta.seats.replaced if r is not entry]
        await self.delivery.hand_threads(table, seat, new_user, old_user)
        await self.delivery.rename_thread(table, seat)
        roles = self.roles
        which = game_role(table.game, table.game.players[seat])
        for role in ("alive", "dead"):
            await roles.remove(table, new_user, role)
        await roles.add(table, old_user, which)


__all__ = ["Plan", "Undo", "describe", "plan", "undo_log"]
