"""The pieces of a game: phases, players, and the state a variant hangs on them."""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class PhaseKind(StrEnum):
    NIGHT = "night"
    DAY = "day"

    @property
    def other(self) -> "PhaseKind":
        return PhaseKind.DAY if self is PhaseKind.NIGHT else PhaseKind.NIGHT


@dataclass(frozen=True, order=True)
class Phase:
    """One night or one day. ``index`` counts phases from 0; ``number`` counts
    phases of this kind from 1 (Ночь 1, День 1, Ночь 2, ...)."""

    index: int
    kind: PhaseKind
    number: int

    def next(self) -> "Phase":
        kind = self.kind.other
        # The second kind's numbers start with the first kind's: N1 D1 N2 or D1 N1 D2.
        first_kind = self.kind if self.index % 2 == 0 else kind
        number = self.number if kind is not first_kind else self.number + 1
        return Phase(self.index + 1, kind, number)


@dataclass
class PlayerSetup:
    """How a player enters a game: name, roles and optional starting state."""

    name: str
    role: str
    public: str | None = None
    team: int | None = None
    # Variant-specific starting values (hp, lives, hand, items ...), as given.
    start: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def copy(self) -> "PlayerSetup":
        """An equal set-up that shares nothing with this one (``start`` is copied deeply)."""
        return PlayerSetup(self.name, self.role, self.public, self.team, copy.deepcopy(self.start))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "PlayerSetup":
        return cls(**data)


@dataclass(frozen=True)
class Use:
    """One use of an ability that was resolved: the history limits look at."""

    phase: int  # Phase.index
    ability: str
    targets: tuple[int, ...]


@dataclass
class Player:
    seat: int
    name: str
    role: str  # current secret role, canonical name
    public: str | None  # public (day) role, canonical name
    faction: str
    team: int | None = None
    alive: bool = True
    # Out of the game without being dead (the Romanian prison, the master's removal).
    removed: bool = False
    statuses: set[str] = field(default_factory=set)
    # Abilities given for a while by other players or items: name -> last phase index usable.
    granted: dict[str, int] = field(default_factory=dict)
    history: list[Use] = field(default_factory=list)
    # The variant's own per-player record (a dataclass the variant declares).
    state: Any = None
    # Alive and not removed: kept up to date by __setattr__ (asked far more often than changed).
    in_game: bool = field(init=False, repr=False, compare=False, default=True)

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name == "alive" or name == "removed":
            object.__setattr__(self, "in_game", self.__dict__.get("alive", True)
                               and not self.__dict__.get("removed", False))

    def uses_of(self, ability: str) -> list[Use]:
        return [use for use in self.history if use.ability == ability]

    def snapshot(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "role": self.role,
            "public": self.public,
            "faction": self.faction,
            "team": self.team,
            "alive": self.alive,
            "removed": self.removed,
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
