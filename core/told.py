"""What is told to whom: a book's table of the events it names and who learns each.

Each plugin keeps its book's table as data (``plugins/<variant>/told.py``, the way ``order.py`` keeps
the order of resolution): for every event the book names (a death, a prison, a status, a check's
answer, a vote's modifier), the engine's text keys that tell it, who learns it, the book's line and
the tests that check it. ``tools/told_table.py`` writes the table into ``docs/variants/<variant>.md``;
``tests/core/test_told.py`` keeps the docs equal to the data, checks that every key and test exists,
and plays the named scenarios and seeded games to check that every event with a listed key reaches
the audience the table declares (:func:`mismatch`).

This module knows no variant and no Discord: only events, seats and the game's fellowships.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Iterable

from core.commands import Act, Command, Vote

if TYPE_CHECKING:
    from core.events import Event
    from core.game import Game, Outcome


class Hearer(Enum):
    """Who learns an event. The value is the docs' word for it."""

    EVERYONE = "everyone"      # the town square
    ACTOR = "the actor"        # the player who made the move (a faction's move: its members)
    TARGET = "the target"      # the player a move or the vote was aimed at
    BOTH = "actor and target"  # each of them (Позолоти ручку: «и Цыганка, и цель узнают»)
    PLAYER = "the player"      # the one player the news is about (an heir, a prisoner, a status's holder)
    FELLOWSHIP = "fellowship"  # a faction's (clan's, band's) members, together
    HOST = "the host"          # the host only
    NOBODY = "nobody"          # the book keeps it secret: no key of the entry is ever told


@dataclass(frozen=True)
class Told:
    """One line of a book's table.

    ``event`` is the book's term (Russian); ``keys`` the engine's text keys that tell it (``Event.key``);
    ``line`` the line of the book's file and ``quote`` a short quote of it (the book's words, verbatim);
    ``tests`` pytest node ids (``tests/…py::test_name``) or scenario files (``tests/scenarios/…yaml``)
    that check it. Where the book is silent and the bot chose, ``reading`` names the docs' section
    that writes the reading down (and ``line``/``quote`` point at the nearest words of the book).
    ``abilities``: for ``ACTOR``, the moves whose maker is told (empty: any move); ``later``: how many
    phases after the move its answer may come (a night's result at its dawn: 1; the Послание's at the end
    of the next night: 2).
    """

    event: str
    to: Hearer
    keys: tuple[str, ...]
    line: int
    quote: str
    tests: tuple[str, ...]
    reading: str = ""
    abilities: tuple[str, ...] = ()
    later: int = 1


@dataclass(frozen=True)
class ToldTable:
    """A book's (an edition's) whole table."""

    variant: str
    edition: str | None
    book: str  # the rule book's file (in ``shared/seeds``)
    entries: tuple[Told, ...]
    #: Where the edition's text starts in the file (fantasy keeps four editions in one file).
    first_line: int = 1
    #: Keys that tell a player the game sent him on a move he did not send (a romanian visiting card):
    #: its answer then goes to him as to its actor.
    sent: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.variant if self.edition is None else f"{self.variant} {self.edition}"

    def kinds(self) -> dict[str, Hearer]:
        """Each listed key's audience; a key listed twice must be told to the same kind of audience."""
        found: dict[str, Hearer] = {}
        for entry in self.entries:
            for key in entry.keys:
                if found.setdefault(key, entry.to) is not entry.to:
                    raise ValueError(f"{self.name}: {key} is listed for {found[key].name} and {entry.to.name}")
        return found


#: The engine's own confirmations of a command (a move replaced, re-aimed): told to the one who sent it, no
#: book's event; every other key a game tells is in its book's table (``tests/core/test_told.py``).
ENGINE_KEYS = frozenset({"move.replaced", "move.retargeted", "move.changed"})


# --- the audience of an event --------------------------------------------------------------------

def audience_of(event: "Event") -> tuple[str, tuple[int, ...]]:
    """``("everyone", ())``, ``("seats", seats)``, ``("fellowship", seats)`` or ``("host", ())``.

    The one place that reads how an event is addressed: its typed ``Event.audience`` (a fellowship's
    seats are its members when it was told)."""
    return event.audience.kind, tuple(event.audience.seats)


# --- what a game did: the moves and votes, phase by phase ----------------------------------------

@dataclass
class Record:
    """The accepted moves and votes of a game, by phase index: what the audience check compares to."""

    actors: dict[int, dict[int, set[str]]] = field(default_factory=dict)  # phase -> seat -> abilities
    targets: dict[int, set[int]] = field(default_factory=dict)  # phase -> seats aimed at
    #: The game's fellowships as each phase began (a recruit joins a clan, a bitten boss leaves it).
    groups: dict[int, list[list[int]]] = field(default_factory=dict)
    #: (seat, phase) of players the game sent on a move they did not send (``ToldTable.sent`` keys).
    sent: set[tuple[int, int]] = field(default_factory=set)

    def note(self, game: "Game", command: Command, outcome: "Outcome") -> None:
        if not outcome.accepted:
            return
        phase = game.phase.index
        if isinstance(command, Act):
            action = command.action
            self.actors.setdefault(phase, {}).setdefault(action.actor, set()).add(action.ability)
            self.targets.setdefault(phase, set()).update(action.targets)
        elif isinstance(command, Vote) and command.target is not None:
            self.targets.setdefault(phase, set()).add(command.target)

    def recording(self, game: "Game"):
        """``game.execute`` that notes what it accepts."""
        execute = game.execute

        def run(command: Command) -> "Outcome":
            self.groups.setdefault(game.phase.index, [list(f.seats) for f in game.variant.fellowships(game)])
            outcome = execute(command)
            self.note(game, command, outcome)
            return outcome
        return run

    def fellowships(self, game: "Game", phase: int) -> list[list[int]]:
        """The groups as the phase began and as the next one began (a recruit is told with his new clan)."""
        known = [index for index in self.groups if index <= phase]
        before = self.groups[max(known)] if known else []
        after = self.groups.get(phase + 1, [list(f.seats) for f in game.variant.fellowships(game)])
        return before + after

    def acted(self, seat: int, phase: int, abilities: tuple[str, ...], later: int = 1,
              game: "Game | None" = None) -> bool:
        # A result is told when its phase resolves, or up to ``later`` phases on (a question, a dawn).
        # A move the game made in the player's name (a Лич's order to his zombie) is in his history.
        window = range(phase, phase - later - 1, -1)
        if game is not None and any(use.phase in window and (not abilities or use.ability in abilities)
                                    for use in game.players[seat].history):
            return True
        for index in window:
            if (seat, index) in self.sent:
                return True
            made = self.actors.get(index, {}).get(seat)
            if made and (not abilities or made & set(abilities)):
                return True
        return False

    def aimed_at(self, seat: int, phase: int) -> bool:
        # Loose: any move or vote of this phase or an earlier one (a prison or a curse is told for phases
        # after the move that caused it; which move an event answers is not in the event).
        return any(seat in seats for index, seats in self.targets.items() if index <= phase)


def mismatch(entry: Told, event: "Event", game: "Game", record: Record) -> str | None:
    """Why ``event`` (one of ``entry``'s keys) does not reach the audience ``entry`` declares; None when it does.

    Checked exactly: everyone (public), nobody (never told), host. Loosely, from what an event
    carries (its seats and phase, not the move it answers): actor (each seat told, or a fellow of his,
    made a move of ``entry.abilities`` in the phase or up to ``entry.later`` phases before), target
    (each seat told was aimed at by a move or a vote so far), both (each seat told is one or the other),
    player (told privately to one seat, or to seats of one role alike),
    fellowship (the seats told are all of one of ``Variant.fellowships`` as the phase began or the next
    one began, or some of them: the dead and the jailed drop out of a group)."""
    kind, seats = audience_of(event)
    to = entry.to
    if to is Hearer.NOBODY:
        return "told, and the book keeps it secret"
    if to is Hearer.EVERYONE:
        return None if kind == "everyone" else f"told to {kind} {seats}, not to everyone"
    if to is Hearer.HOST:
        return None if kind == "host" else f"told to {kind} {seats}, not to the host"
    if kind not in ("seats", "fellowship"):  # (a fellowship is told privately: its thread)
        return f"told to {kind}, not privately"
    if to is Hearer.ACTOR:
        # A faction's move is answered to the faction (the romanian clans' and cops' moves, l.14): a seat
        # told may also be a fellow of one who made the move.
        groups = record.fellowships(game, event.phase)
        strangers = [s for s in seats if not any(
            record.acted(m, event.phase, entry.abilities, entry.later, game)
            for m in {s}.union(*(g for g in groups if s in g)))]
        return f"told to seats {strangers} who made no such move" if strangers else None
    if to is Hearer.TARGET:
        strangers = [s for s in seats if not record.aimed_at(s, event.phase)]
        return f"told to seats {strangers} that nothing was aimed at" if strangers else None
    if to is Hearer.BOTH:
        strangers = [s for s in seats if not record.aimed_at(s, event.phase)
                     and not record.acted(s, event.phase, entry.abilities, entry.later, game)]
        return f"told to seats {strangers}, neither actor nor target" if strangers else None
    if to is Hearer.PLAYER:
        # One player, or several told alike of the same news about each (every Мирный житель gets Вилы):
        # then they hold one role, so the line tells none of them anything about another.
        if len(seats) == 1 or len({game.players[s].role for s in seats}) == 1:
            return None
        return f"told to {len(seats)} seats of different roles, not to one player"
    if to is Hearer.FELLOWSHIP:
        if any(set(seats) <= set(group) for group in record.fellowships(game, event.phase)):
            return None
        return f"seats {seats} are no fellowship of the game"
    raise AssertionError(to)


def check_events(table: ToldTable, game: "Game", events: Iterable["Event"], record: Record) -> list[str]:
    """Every event with a key of the table that misses its declared audience, as readable lines."""
    by_key = {key: entry for entry in table.entries for key in entry.keys}
    events = list(events)
    record.sent |= {(seat, e.phase) for e in events if e.key in table.sent for seat in audience_of(e)[1]}
    problems = []
    for event in events:
        entry = by_key.get(event.key)
        if entry is None:
            continue
        why = mismatch(entry, event, game, record)
        if why is not None:
            problems.append(f"{table.name}: «{entry.event}» {event.key} (phase {event.phase}): {why}")
    return problems


# --- the docs' table -----------------------------------------------------------------------------

def _begin(table: ToldTable) -> str:
    return f"<!-- told to whom ({table.name}): generated by tools/told_table.py, do not edit by hand -->"


def _end(table: ToldTable) -> str:
    return f"<!-- end of the told table ({table.name}) -->"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown(table: ToldTable) -> str:
    """The table as the docs show it, between its markers."""
    lines = [_begin(table), "",
             "| Event | Told to | Keys | Book | Checked by |",
             "| --- | --- | --- | --- | --- |"]
    for entry in table.entries:
        keys = ", ".join(f"`{k}`" for k in entry.keys) or "—"
        book = f"l.{entry.line}: «{entry.quote}»"
        if entry.reading:
            book += f" (reading: «{entry.reading}»)"
        tests = ", ".join(f"`{_short(t)}`" for t in entry.tests)
        lines.append(f"| {_cell(entry.event)} | {entry.to.value} | {keys} | {_cell(book)} | {tests} |")
    lines += ["", _end(table)]
    return "\n".join(lines)


def _short(test: str) -> str:
    return re.sub(r"^tests/scenarios/", "", test)


def docs_part(text: str, table: ToldTable) -> str | None:
    """The generated table in a docs file, markers included; None when the file has none."""
    begin, end = _begin(table), _end(table)
    if begin not in text or end not in text:
        return None
    return text[text.index(begin):text.index(end) + len(end)]


def replace_docs_part(text: str, table: ToldTable, heading: str) -> str:
    """The docs file with the table written in (replaced between its markers, or appended under ``heading``)."""
    part = docs_part(text, table)
    if part is not None:
        return text.replace(part, markdown(table))
    return text.rstrip("\n") + f"\n\n{heading}\n\n" + markdown(table) + "\n"


__all__ = ["ENGINE_KEYS", "Hearer", "Record", "Told", "ToldTable", "audience_of", "check_events", "docs_part",
           "markdown", "mismatch", "replace_docs_part"]
