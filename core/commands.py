"""Commands: everything that changes a game. A game is its seed, its set-up and
the list of commands it accepted; replaying them rebuilds it exactly."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, ClassVar

from core.rules import Action

#: object.__setattr__, held once (see core.rules.Action).
_set = object.__setattr__


@dataclass(frozen=True)
class Command:
    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **asdict(self)}


@dataclass(frozen=True, init=False)
class Act(Command):
    """Send (or replace) a move for this phase."""

    kind: ClassVar[str] = "act"
    action: Action

    def __init__(self, action: Action) -> None:
        # By hand (as Action's): a frozen dataclass's own __init__ goes through object.__setattr__,
        # and the move generator makes thousands a game.
        _set(self, "action", action)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "action": self.action.to_json()}


@dataclass(frozen=True)
class Withdraw(Command):
    """Take back a move sent this phase."""

    kind: ClassVar[str] = "withdraw"
    actor: int
    ability: str


@dataclass(frozen=True, init=False)
class Vote(Command):
    """A day vote; ``target`` None is the vote for no execution («мир»)."""

    kind: ClassVar[str] = "vote"
    voter: int
    target: int | None

    def __init__(self, voter: int, target: int | None) -> None:
        _set(self, "voter", voter)  # (by hand, as Act's)
        _set(self, "target", target)


@dataclass(frozen=True)
class Unvote(Command):
    kind: ClassVar[str] = "unvote"
    voter: int


@dataclass(frozen=True)
class Answer(Command):
    """A player's answer to a question the engine asked."""

    kind: ClassVar[str] = "answer"
    seat: int
    question: int
    answer: str


@dataclass(frozen=True)
class EndPhase(Command):
    """The deadline (or the host) ends the phase: it is resolved, the next begins."""

    kind: ClassVar[str] = "end_phase"


@dataclass(frozen=True)
class Remove(Command):
    """The master removes a player for breaking the rules."""

    kind: ClassVar[str] = "remove"
    seat: int
    reason: str = ""


@dataclass(frozen=True)
class Replace(Command):
    """A newcomer takes over a seat: role, items, history stay with the seat."""

    kind: ClassVar[str] = "replace"
    seat: int
    name: str
    # The newcomer's grammatical gender for texts, if chosen (core.gender); None: guessed.
    gender: str | None = None
    # False: texts show the newcomer's name as typed, never declined.
    declined: bool = True

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "seat": self.seat, "name": self.name}
        if self.gender is not None:
            data["gender"] = self.gender
        if not self.declined:
            data["declined"] = False
        return data


@dataclass(frozen=True)
class PostCounts(Command):
    """Posts counted outside the engine for this phase, by topic (``Variant.counted_posts``: day messages,
    late posts). Stored under its old kind, ``"report"``."""

    kind: ClassVar[str] = "report"
    topic: str
    values: tuple[tuple[int, int], ...]  # (seat, number)


@dataclass(frozen=True)
class Hold(Command):
    """A player's moves are provisional («предварительная заявка»): the phase may not
    end early, before its deadline, until he releases it (``hold=False``)."""

    kind: ClassVar[str] = "hold"
    seat: int
    hold: bool = True


@dataclass(frozen=True)
class Decide(Command):
    """The master decides an outcome of this phase that the book leaves to him or to chance
    (``Variant.decisions``: a coin between tied players, ...): ``value`` (a seat) is taken if it is
    among the outcomes the resolution weighs, else chance decides as without it."""

    kind: ClassVar[str] = "decide"
    topic: str
    value: int


@dataclass(frozen=True)
class Note(Command):
    """The master's note on this phase's results, published with them: under line ``line`` of the
    public summary (counted from 0), or under the private results of seat ``seat``; an empty text
    takes back the note at the same place."""

    kind: ClassVar[str] = "note"
    text: str
    line: int | None = None
    seat: int | None = None


NOTE_LIMIT = 300

COMMANDS: dict[str, type[Command]] = {
    cls.kind: cls for cls in (Act, Withdraw, Vote, Unvote, Answer, EndPhase, Remove, Replace, PostCounts, Hold,
                              Decide, Note)
}


def command_from_json(data: dict[str, Any]) -> Command:
    data = dict(data)
    kind = data.pop("kind")
    cls = COMMANDS[kind]
    if cls is Act:
        return Act(Action.from_json(data["action"]))
    if cls is PostCounts:
        return PostCounts(data["topic"], tuple(tuple(v) for v in data["values"]))
    return cls(**data)
