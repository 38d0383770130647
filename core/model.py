"""The pieces of a game: phases, players, and the state a variant hangs on them."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class PhaseKind(StrEnum):
    """The phase kinds most books share. A variant may declare others (fantasy IV's
    moon phases) as plain strings: a phase kind is any string, and these members are
    equal to (and hash like) their values."""

    NIGHT = "night"
    DAY = "day"
    #: The set-up before the first phase of the cycle (the cards book's deck building).
    SETUP = "setup"

    @property
    def other(self) -> "PhaseKind":
        return PhaseKind.DAY if self is PhaseKind.NIGHT else PhaseKind.NIGHT


#: The pseudo-kind of the resolution steps that run when an instant ability is used.
INSTANT = "instant"


def phase_kind(name: str) -> str:
    """The canonical form of a phase kind: the :class:`PhaseKind` member where one has
    this value (so ``kind is PhaseKind.NIGHT`` keeps working), else the string itself."""
    try:
        return PhaseKind(name)
    except ValueError:
        return str(name)


@dataclass(frozen=True, order=True)
class Phase:
    """One phase of a game. ``index`` counts phases from 0; ``number`` counts phases
    of this kind from 1 (Ночь 1, День 1, Ночь 2, ...); ``cycle`` counts how many times
    the variant's cycle of phase kinds began (0 for the first, -1 for the set-up)."""

    index: int
    kind: str
    number: int
    cycle: int = 0

    def next(self, order: tuple[str, ...], first: str) -> "Phase":
        """The phase after this one in the cycle ``order`` of a game whose cycle
        opens with the kind ``first``."""
        if self.kind not in order:  # the set-up is over: the cycle begins
            return Phase(self.index + 1, phase_kind(first), 1, 0)
        kind = phase_kind(order[(order.index(self.kind) + 1) % len(order)])
        cycle = self.cycle + 1 if kind == first else self.cycle
        # Every kind comes once a cycle: its number is the cycle's, counted from 1.
        return Phase(self.index + 1, kind, cycle + 1, cycle)


@dataclass(frozen=True)
class PhaseSpec:
    """A kind of phase a variant's cycle has: whether it has a vote (an execution
    at its end) and whether the town may talk in the square during it. Its name for
    people is the text ``phase.<kind>`` of the variant's catalog."""

    kind: str
    vote: bool = False
    talk: bool = True
    aliases: tuple[str, ...] = ()


#: The cycle most books have: a night without a vote (the square closed), a day with one.
NIGHT_AND_DAY = (PhaseSpec(PhaseKind.NIGHT, vote=False, talk=False), PhaseSpec(PhaseKind.DAY, vote=True, talk=True))
#: The set-up phase (deck building under radio silence).
SETUP_SPEC = PhaseSpec(PhaseKind.SETUP, vote=False, talk=False)


class Exit(StrEnum):
    """Why a player is out of the game: each is told in its own words (the player's thread, the square,
    the closing post, the story, the replay page). Set only through :meth:`core.game.Game.leave`."""

    #: Killed in play: a shot, a poison, the day's execution.
    DIED = "died"
    #: In prison, alive, out of the game (the Romanian prison: a release may bring him back).
    JAILED = "jailed"
    #: Sent out of the game alive by the rules, for good (fantasy II's Каторга, a lost Ва-банк).
    EXILED = "exiled"
    #: The host removed him (``/ведущий удалить``, the Romanian «молния»): out as the dead are.
    REMOVED = "removed"
    #: Another player took his seat (``/ведущий замена``): the person left, the seat plays on.
    REPLACED = "replaced"

    @property
    def alive(self) -> bool:
        """Whether a player out of the game this way is still alive (the prisoner, the exile)."""
        return self in (Exit.JAILED, Exit.EXILED)


@dataclass
class PlayerSetup:
    """How a player enters a game: name, roles and optional starting state."""

    name: str
    role: str
    public: str | None = None
    team: int | None = None
    # Variant-specific starting values (hp, lives, hand, items ...), as given.
    start: dict[str, Any] = field(default_factory=dict)
    # The grammatical gender the player chose for texts ("masculine", "feminine", "other");
    # None: guessed from the name (core.gender).
    gender: str | None = None
    # False: texts show the name as typed, never declined (the bot's «/профиль склонение»).
    declined: bool = True

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        if self.declined:
            del data["declined"]  # the default: records stay as they were
        return data

    def copy(self) -> "PlayerSetup":
        """An equal set-up that shares nothing with this one (``start`` is copied deeply)."""
        # (an empty ``start``, the commonest, copied without deepcopy's machinery: every player of every game)
        return PlayerSetup(self.name, self.role, self.public, self.team,
                           copy.deepcopy(self.start) if self.start else {}, self.gender, self.declined)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "PlayerSetup":
        return cls(**data)


@dataclass(frozen=True)
class Use:
    """One use of an ability that was resolved: the history limits look at."""

    phase: int  # Phase.index
    ability: str
    targets: tuple[int, ...]
    # The role whose ability it was, where two of the player's roles share the name.
    via: str | None = None


@dataclass(frozen=True)
class Departure:
    """One person leaving the game (:meth:`core.game.Game.leave`, or a replacement): who (his seat and
    the name he played under), why, and in which phase (``Phase.index``)."""

    seat: int
    name: str
    why: Exit
    phase: int


_FACTORY: Any = object()  # (Player's fields made fresh for each player when not given)


@dataclass(init=False)
class Player:
    seat: int
    name: str
    role: str  # current secret role, canonical name
    public: str | None  # public (day) role, canonical name
    faction: str
    # The name the player invented for a free-named public role (the cards book's «(Другой)»).
    public_title: str | None = None
    team: int | None = None
    alive: bool = True
    #: Why the player is out of the game (:class:`Exit`), None while he is in it. Only
    #: :meth:`core.game.Game.leave` and :meth:`core.game.Game.come_back` change it (and ``alive``).
    out: Exit | None = None
    statuses: set[str] = field(default_factory=set)
    # Abilities given for a while by other players or items: name -> last phase index usable.
    granted: dict[str, int] = field(default_factory=dict)
    history: list[Use] = field(default_factory=list)
    # The variant's own per-player record (a dataclass the variant declares).
    state: Any = None
    # Alive and not out: kept up to date by __setattr__ (asked far more often than changed).
    in_game: bool = field(init=False, repr=False, compare=False, default=True)

    def __init__(self, seat: int, name: str, role: str, public: str | None, faction: str,
                 public_title: str | None = None, team: int | None = None, alive: bool = True,
                 out: Exit | None = None, statuses: set[str] = _FACTORY, granted: dict[str, int] = _FACTORY,
                 history: list[Use] = _FACTORY, state: Any = None) -> None:
        # The dataclass's own __init__, written into the instance at once: it went through __setattr__
        # (below) for each of the fourteen fields, for every player of every new game.
        # In one update of the dictionary (as core.rules.Action's): the reads of a player's fields, the
        # commonest of the engine, were ×3 slower on the instances the generated __init__ left.
        self.__dict__.update(
            seat=seat, name=name, role=role, public=public, faction=faction, public_title=public_title,
            team=team, alive=alive, in_game=alive and out is None, out=out,
            statuses=set() if statuses is _FACTORY else statuses,
            granted={} if granted is _FACTORY else granted,
            history=[] if history is _FACTORY else history, state=state)

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name == "alive" or name == "out":
            # (read as attributes, not through self.__dict__: see __init__)
            object.__setattr__(self, "in_game", self.alive and self.out is None)

    @property
    def removed(self) -> bool:
        """Out of the game alive (a prisoner, an exile): read-only, :attr:`out` says why."""
        return self.alive and self.out is not None

    def uses_of(self, ability: str, via: str | None = None) -> list[Use]:
        return [use for use in self.history if use.ability == ability and use.via == via]

    def snapshot(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "role": self.role,
            "public": self.public,
            "public_title": self.public_title,
            "faction": self.faction,
            "team": self.team,
            "alive": self.alive,
            "removed": self.removed,
            "out": self.out.value if self.out is not None else None,
            "statuses": sorted(self.statuses),
            "granted": dict(sorted(self.granted.items())),
            "history": [dataclasses.astuple(u) for u in self.history],
            "state": _plain(self.state),
        }


def _plain(value: Any) -> Any:
    """A JSON-able copy of a variant's state dataclass (sets become sorted lists)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (set, frozenset)):
        return sorted(_plain(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


plain = _plain


@dataclass
class NoState:
    """The state of a variant that keeps nothing beyond the core's fields."""
