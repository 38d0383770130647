"""What the master says: public announcements and private messages, and to whom.

Events carry a text key and parameters, not text, so the same game can be
told in another language; :class:`core.texts.Texts` renders them. Each event
has an :class:`Audience`: everyone (the town square), these seats, a
fellowship by id (:class:`Fellowship`, defined only by ``Variant.fellowships``)
or the host.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Literal


AudienceKind = Literal["everyone", "seats", "fellowship", "host"]


@dataclass(frozen=True)
class Fellowship:
    """A group of players who know each other (a mafia, a Romanian clan, the cops): the variant's
    ``fellowships`` is its only definition. ``id`` names it for the game's whole length (a clan stays
    «Мафия/1» while its members change); ``seats`` are its members in the game now, in seat order;
    ``talks``: the book lets them talk among themselves (a shared thread), else what the group is
    told goes to each member alone (cards: «вся коммуникация … с помощью эффектов карт»)."""

    id: str
    name: str
    seats: tuple[int, ...]
    team: int | None = None
    talks: bool = True


def fellowship_id(faction: str, team: int | None) -> str:
    """The id of the fellowship of a faction (and team: a Romanian clan)."""
    return faction if team is None else f"{faction}/{team}"


@dataclass(frozen=True)
class Audience:
    """Who is told an event. ``seats``: the readers among the players (for a fellowship, its members
    when it was told); ``fellowship``: its id; the host reads what is addressed to him (and, as the
    master, everything)."""

    kind: AudienceKind = "everyone"
    seats: tuple[int, ...] = ()
    fellowship: str | None = None

    def __post_init__(self) -> None:
        if self.kind == "everyone" and (self.seats or self.fellowship):
            raise ValueError("an audience of everyone names no seats")
        if self.kind == "seats" and (not self.seats or self.fellowship):
            raise ValueError("an audience of seats names at least one seat and no fellowship")
        if self.kind == "fellowship" and not self.fellowship:
            raise ValueError("a fellowship audience names its fellowship")
        if self.kind == "host" and (self.seats or self.fellowship):
            raise ValueError("the host's audience names no seats")

    @staticmethod
    def of(seats: "int | Iterable[int] | Fellowship | Audience | None") -> "Audience":
        """The audience of ``Game.tell``'s argument: a seat, seats, a fellowship, an audience;
        None is everyone."""
        if seats is None:
            return EVERYONE
        if isinstance(seats, Audience):
            return seats
        if isinstance(seats, Fellowship):
            return Audience("fellowship", tuple(seats.seats), seats.id)
        if isinstance(seats, int):
            return Audience("seats", (seats,))
        return Audience("seats", tuple(sorted(set(seats))))

    @property
    def public(self) -> bool:
        return self.kind == "everyone"

    @property
    def to(self) -> tuple[int, ...] | None:
        """The old shape: None for everyone, else the seats told (none for the host alone)."""
        return None if self.kind == "everyone" else self.seats

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.seats:
            data["seats"] = list(self.seats)
        if self.fellowship is not None:
            data["fellowship"] = self.fellowship
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Audience":
        """An audience as stored: ``{"kind": …}``, or the old ``to`` (None: public, a list of seats)."""
        if data is None:
            return EVERYONE
        if isinstance(data, (list, tuple)):
            return cls("seats", tuple(int(s) for s in data)) if data else HOST
        return cls(data.get("kind", "everyone"), tuple(int(s) for s in data.get("seats") or ()),
                   data.get("fellowship"))


EVERYONE = Audience()
HOST = Audience("host")


@dataclass(frozen=True, init=False)
class Event:
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    audience: Audience = EVERYONE
    phase: int = 0  # Phase.index the event belongs to

    def __init__(self, key: str, params: dict[str, Any] | None = None, audience: Audience = EVERYONE,
                 phase: int = 0) -> None:
        # Written straight into the instance (a frozen dataclass's __init__ goes through
        # object.__setattr__ for each field): every line the master says makes one. (Item by item,
        # cheaper to make than one update, though slower to read: an event is read a few times.)
        fields = self.__dict__
        fields["key"] = key
        fields["params"] = {} if params is None else params
        fields["audience"] = audience
        fields["phase"] = phase

    @property
    def public(self) -> bool:
        return self.audience.public

    @property
    def to(self) -> tuple[int, ...] | None:
        """None: public (the town square); otherwise the seats that are told (the host alone: none)."""
        return self.audience.to

    def __hash__(self) -> int:
        return hash((self.key, self.audience, self.phase))

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": self.params, "to": list(self.to) if self.to is not None else None,
                "audience": self.audience.to_json(), "phase": self.phase}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Event":
        """An event as stored, by this version (``audience``) or an older one (only ``to``)."""
        audience = Audience.from_json(data["audience"]) if "audience" in data else Audience.from_json(data.get("to"))
        return cls(data["key"], dict(data.get("params") or {}), audience, int(data.get("phase", 0)))
