"""The day's count, vote by vote: one structure for the live tally and the verdict.

A book's vote counting fills a :class:`Ballot`: each vote that counts (its voter, its weight and,
where the weight is not one or the vote was moved, the public reason) and each modifier that
counts (an amount with no voter: a bribe's +2, a Смотрящий's −3, a penalty). The counts the day
resolves by are :meth:`Ballot.counts`, the sum of what the ballot lists, so what is shown and what
is counted cannot differ (but for a book's secret marks, below). :func:`ballot_lines` words a
ballot; the bot's live tally and the books' verdicts both show these lines («Ира — 3 голоса: Аня,
Егор ×2 (Деспотия)», «Борис — −2 голоса: Аня; снято 3 (Смотрящий)»). What the book keeps secret is
never put in a mark's reason: a vote the book lets someone else cast is listed under its voter's
name with no reason, and a secret modifier (``secret``) counts but is shown nowhere, nor is its
share of the total; each book's docs say which.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from core.texts import Lines, Text

#: object.__setattr__, held once (see core.rules.Action).
_set = object.__setattr__

#: A game (core.game.Game); not imported, so that the engine's import graph has no circle through
#: here (core.game → core.variant → core.ballot).
Game = Any

#: The minus sign people read (U+2212), never a hyphen.
MINUS = "\u2212"


@dataclass(frozen=True, init=False)
class Mark:
    """One thing that counts towards a target: a voter's vote (``voter`` set; ``amount`` its
    weight) or a modifier (``voter`` None). ``why``: the public reason, shown in brackets."""

    amount: float
    voter: int | None = None
    why: str = ""
    secret: bool = False  # counted, never shown (the book: «тайно»)

    def __init__(self, amount: float, voter: int | None = None, why: str = "", secret: bool = False) -> None:
        # By hand (as Action's): a frozen dataclass's own __init__ goes through object.__setattr__,
        # and every vote of every day makes one.
        _set(self, "amount", amount)
        _set(self, "voter", voter)
        _set(self, "why", why)
        _set(self, "secret", secret)


@dataclass
class Ballot:
    """The marks per target (None: «мир»), in the order they were added."""

    rows: dict[int | None, list[Mark]] = field(default_factory=dict)

    def vote(self, target: int | None, voter: int, weight: float = 1.0, why: str = "") -> None:
        self.rows.setdefault(target, []).append(Mark(float(weight), voter, why))

    def modifier(self, target: int | None, amount: float, why: str) -> None:
        self.rows.setdefault(target, []).append(Mark(float(amount), None, why))

    def secret(self, target: int | None, amount: float) -> None:
        """A modifier the book keeps secret: it counts, but no line shows it (nor its share of the total)."""
        self.rows.setdefault(target, []).append(Mark(float(amount), None, "", secret=True))

    def drop(self, target: int | None) -> None:
        """The target does not count at all (a book that keeps only positive totals)."""
        self.rows.pop(target, None)

    def total(self, target: int | None) -> float:
        return sum(mark.amount for mark in self.rows.get(target, ()))

    def shown_total(self, target: int | None) -> float:
        """The total a line shows: without the secret marks."""
        return sum(mark.amount for mark in self.rows.get(target, ()) if not mark.secret)

    def counts(self) -> dict[int | None, float]:
        """The count per target: the sum of its marks."""
        # (each target's total as total() sums it, without the call and the generator: every day's count)
        return {target: sum([mark.amount for mark in marks]) for target, marks in self.rows.items()}

    def voters(self, target: int | None) -> list[int]:
        return [mark.voter for mark in self.rows.get(target, ()) if mark.voter is not None]


def number(value: float) -> str:
    """A count as people write it: «2», «2,5», «−3» (one minus sign, no «-0,5» and no «−0»)."""
    value = round(float(value), 3)
    magnitude = abs(value)
    text = str(int(magnitude)) if magnitude == int(magnitude) else repr(magnitude).replace(".", ",")
    return f"{MINUS}{text}" if value < 0 else text


#: :func:`number` remembered, for the verdict's lines (a float in, a string out: the counts of a day
#: are a handful of values, worded again for every line of every verdict).
_number = lru_cache(maxsize=512)(number)

#: The subject of «мир»'s line.
PEACE = Text("ballot.peace", {})


def _name(game: Game, seat: int | None) -> object:
    if seat is None:
        return PEACE
    player = game.players[seat]
    return game.names.get(player.name, player.name)


def _voter(game: Game, mark: Mark) -> Text:
    name = _name(game, mark.voter)
    if mark.amount != 1:
        return Text("ballot.voter_weighted", {"name": name, "weight": number(mark.amount), "why": mark.why})
    if mark.why:
        return Text("ballot.voter_why", {"name": name, "why": mark.why})
    return Text("ballot.voter", {"name": name})


def order(game: Game, ballot: Ballot) -> list[int | None]:
    """Targets by count (highest first), then by name; «мир» after players of the same count."""
    def key(target: int | None) -> tuple:
        return (-ballot.shown_total(target), target is None, game.players[target].name if target is not None else "")

    return sorted(ballot.rows, key=key)


def ballot_line(game: Game, ballot: Ballot, target: int | None) -> Text:
    """One target's line: its count and what makes it up."""
    marks = [mark for mark in ballot.rows.get(target, []) if not mark.secret]
    return _line(game, target, marks, ballot.shown_total(target))


#: A Text made without its NamedTuple constructor's extra frame (the same object: every voter of every
#: verdict makes one).
_text = tuple.__new__


def _line(game: Game, target: int | None, marks: list[Mark], total: float) -> Text:
    """The line of a target whose shown marks and their total are known."""
    params = {"name": _name(game, target), "count": abs(total), "total": _number(total)}
    # Each voter as _voter words him, inlined (every voter of every verdict).
    players, names = game.players, game.names
    voters: list[Text] = []
    mods: list[Mark] = []
    for m in marks:
        if m.voter is None:
            mods.append(m)
            continue
        name = players[m.voter].name
        name = names.get(name, name)
        if m.amount != 1:
            voters.append(_text(Text, ("ballot.voter_weighted",
                                       {"name": name, "weight": _number(m.amount), "why": m.why})))
        elif m.why:
            voters.append(_text(Text, ("ballot.voter_why", {"name": name, "why": m.why})))
        else:
            voters.append(_text(Text, ("ballot.voter", {"name": name})))
    if not mods:
        params["voters"] = voters
        return Text("ballot.line", params)
    # In words, as a master writes it: «Аня, Вика; снято 3 (Смотрящий)», «добавлено 2 (Взятка)».
    changes = [Text("ballot.part_modifier", {"added": "yes" if mod.amount > 0 else "no", "count": abs(mod.amount),
                                             "amount": number(abs(mod.amount)), "why": mod.why}) for mod in mods]
    return Text("ballot.line_modified", {**params, "voters": voters, "changes": changes})


def ballot_lines(game: Game, ballot: Ballot) -> list[Text]:
    """Every target's line, in :func:`order` (a target only secret marks put there has none).
    Each target's shown marks and total are worked out once (the verdict of every day: a hot path)."""
    shown: dict[int | None, tuple[list[Mark], float]] = {}
    for target, marks in ballot.rows.items():
        visible = [mark for mark in marks if not mark.secret]
        shown[target] = (visible, sum([mark.amount for mark in visible]))  # (a list: no generator frame)
    players = game.players

    def key(target: int | None) -> tuple:  # (as order() sorts them)
        return (-shown[target][1], target is None, players[target].name if target is not None else "")

    return [_line(game, target, *shown[target]) for target in sorted(shown, key=key) if shown[target][0]]


def verdict(game: Game, ballot: Ballot) -> dict:
    """The parameters of a book's verdict announcement (``vote.tally``-like keys take ``lines``)."""
    return {"lines": Lines(ballot_lines(game, ballot))}
