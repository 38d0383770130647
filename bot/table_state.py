"""What the bot keeps of a table beside the engine's game: typed, versioned, stored as JSON.

A table (a lobby or a game, :class:`bot.tables.Table`) is a stored :class:`core.store.GameRecord`;
the record's ``meta`` is this state as JSON (:meth:`TableState.to_json`), read back with
:meth:`TableState.from_json`. The docstrings here are the documentation of every field.

Why pydantic models (already the bot's dependency for its configuration): the state nests
(threads by purpose, the review, the clock ...) and is read back from JSON, so it needs a typed
converter; pydantic's is well kept, refuses an unknown field on load (``extra="forbid"``) and on
assignment (``table.meta.tallly = 1`` raises), and writes JSON as it reads it. Records the code
passes around and stores whole (a sign-up, a faction thread, an undo ...) are ``TypedDict`` s: typed,
checked on load the same way, still read as dicts.

``version`` 1 is the flat dict the bot kept before (no ``version`` key): :func:`upgrade` moves each of
its keys to its place here, so a table stored by an older bot loads unchanged in meaning; a key it does
not know is an error, never silently dropped.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, with_config
from typing_extensions import NotRequired, TypedDict

VERSION = 2

_STRICT = ConfigDict(extra="forbid")


class _Part(BaseModel):
    # An assignment is not validated: pydantic would store a validated copy of a record put in
    # whole, and the code that keeps it (``grace = table.meta.clock.grace = {...}``) would change
    # the copy it kept, not the table's. ``to_json`` checks everything at the save instead.
    model_config = ConfigDict(extra="forbid", validate_assignment=False)


# --- records stored whole ---------------------------------------------------------------------


@with_config(_STRICT)
class Signup(TypedDict):
    """One sign-up: the user, the name he plays under, the public role he chose (books that let
    him), his grammatical gender if he gave one."""

    user: int
    name: str
    public: NotRequired[str | None]
    gender: NotRequired[str | None]


@with_config(_STRICT)
class Faction(TypedDict):
    """A group thread: one per composition of a group that knows itself (``Variant.fellowships``).
    ``id`` is the fellowship's id (an entry stored before ids were kept has none: its ``name`` and
    ``team`` stand for it), ``seats`` its members, ``seq`` the number of the command after which the
    composition was reached."""

    id: NotRequired[str]
    name: str
    team: int | None
    seats: list[int]
    thread: int
    seq: NotRequired[int]


@with_config(_STRICT)
class Replacement(TypedDict):
    """A ``/host replace``: the ``Replace`` command's number, the seat, the old and the new user
    (what an undo of it gives back)."""

    seq: int
    seat: int
    old: int
    new: int


@with_config(_STRICT)
class Undone(TypedDict):
    """One ``/host undo``: what was taken back (as the host read it), by whom, when (ISO time), from
    which command on, and the commands taken back (as stored)."""

    what: str
    by: int
    when: str
    seq: int
    commands: list[dict[str, Any]]


@with_config(_STRICT)
class PendingRole(TypedDict):
    """A role change Discord refused (the bot's role below the game's): tried again later."""

    user: int
    role: Literal["host", "alive", "dead"]
    op: Literal["add", "remove"]


@with_config(_STRICT)
class AskKill(TypedDict):
    """A ``/host kill`` that would end the game, waiting for its confirmation button (which carries
    no text): the seat, the reason, the game's stamp when asked (``Table.stamp``)."""

    seat: int
    reason: str
    stamp: str


@with_config(_STRICT)
class PostCount(TypedDict):
    """The running count of one kind of town-square posts (``Variant.counted_posts``): the phase it
    counts, and a count per seat."""

    phase: int
    counts: list[int]


@with_config(_STRICT)
class DeckDraft(TypedDict, total=False):
    """A deck editor (:mod:`bot.decks`): the cards ``{name: count}`` in the order added, the colour
    and page shown, the chosen card, the editor's message, the ability it serves («Колода» or «Новая
    колода»), the deck last sent, and why it is closed (``replaced`` by a new one, the set-up ``ended``, an
    instant new deck ``done``; False: open)."""

    cards: dict[str, int]
    colour: str | None
    page: int
    card: str | None
    message: int | None
    ability: str
    sent: list[str] | None
    closed: Literal[False, "replaced", "ended", "done"]


@with_config(_STRICT)
class Grace(TypedDict):
    """One phase's extra time for some players (``/host extend player:``): the phase, each seat's
    seconds after the phase's deadline, ``closed`` once the phase's own deadline passed, and then
    ``phase_end``, that deadline (ISO time)."""

    phase: int
    seats: dict[str, float]
    closed: bool
    phase_end: NotRequired[str]


@with_config(_STRICT)
class StaleNote(TypedDict):
    """A stored game the rules refused at a start (:mod:`bot.stale`): the number of the refused
    command, and when its host was told (so he is not told again at every restart)."""

    command: int
    told: str


@with_config(_STRICT)
class ReviewUnderWay(TypedDict):
    """The review of a phase's results (:mod:`bot.review`): the phase's index, the host's line
    (``flavour``), the host's thread (None: the review went by direct message) and the review
    message, when the results began to wait (ISO time), and whether the host was reminded of it."""

    phase: int
    flavour: str | None
    thread: int | None
    message: int
    since: NotRequired[str]
    reminded: NotRequired[bool]


# --- the parts of a table ------------------------------------------------------------------------


class Channels(_Part):
    """Where the table plays: its category, the town square, the graveyard and the channel of the
    private threads (what ``/mafia setup`` made; moved when one is found deleted)."""

    category: int | None = None
    square: int
    graveyard: int
    channel: int


class Roles(_Part):
    """The table's Discord roles: the host's, the living's and the dead's."""

    host: int
    alive: int
    dead: int

    def of(self, which: str) -> int:
        """The role named ``host``, ``alive`` or ``dead``."""
        return {"host": self.host, "alive": self.alive, "dead": self.dead}[which]


class LobbyState(_Part):
    """A sign-up (a table with a lobby and no game yet): who signed up, the sign-up message, the
    host's role list (names, comma-separated; None: the book deals) and whether it is shown, and
    once the game started, the game's id (the lobby's record is then closed)."""

    signups: list[Signup] = Field(default_factory=list)
    signup: int | None = None
    role_list: str | None = None
    role_list_public: bool = True
    started: int | None = None


class Seats(_Part):
    """Who sits where in a game: ``users[seat]`` (a replacement changes it), the lobby it came from,
    the replacements made (what an undo gives back), and the seats told they left the game (None: a
    game stored before it was kept; then the graveyard's greeting tells who arrived)."""

    users: list[int] = Field(default_factory=list)
    lobby: int | None = None
    replaced: list[Replacement] = Field(default_factory=list)
    gone: list[int] | None = None


class Threads(_Part):
    """The threads of a game by purpose: each seat's own (``seats[seat]``), the group threads
    (``factions``: every composition, newest last), those an undo left behind (``void``;
    ``void_members``: by thread id, the seats that still read one), the spectators' (``watch``), the
    host's (``host``: opened at the start, ``Delivery.host_thread``), and the channels and threads
    found deleted (``lost``)."""

    seats: list[int] = Field(default_factory=list)
    factions: list[Faction] = Field(default_factory=list)
    void: list[int] = Field(default_factory=list)
    void_members: dict[str, list[int]] = Field(default_factory=dict)
    watch: int | None = None
    host: int | None = None
    lost: list[int] = Field(default_factory=list)

    def all(self) -> list[int]:
        """Every thread of the game (the spectators' and the host's when opened)."""
        return [t for t in [*self.seats, *(f["thread"] for f in self.factions), self.watch, self.host, *self.void]
                if t is not None]


class Review(_Part):
    """The host's review of each phase's end (:mod:`bot.review`): whether it is on (``/host review``),
    the review under way (``current``), the square's notice of it (``notice``: [phase index, message
    id]), and the index of a phase that ended because everyone acted (``ended_early``: its results
    say «досрочно» once published)."""

    on: bool = False
    current: ReviewUnderWay | None = None
    notice: list[int] | None = None
    ended_early: int | None = None


class Clock(_Part):
    """The phase's clock beside ``record.deadline``: when the phase began (ISO time: a post older than
    that belongs to the phase before), the reminders sent (minutes before the end), the seconds left
    while paused, and one phase's extra time for some players (``grace``)."""

    phase_started: str | None = None
    reminded: list[int] = Field(default_factory=list)
    left: float | None = None
    grace: Grace | None = None


class Holdings(_Part):
    """What each seat holds, as last shown (``shown``: seat → its lines), and each seat's holdings
    message of the phase (``posts``: seat → [phase index, message id], edited in place)."""

    shown: dict[str, list[str]] = Field(default_factory=dict)
    posts: dict[str, list[int]] = Field(default_factory=dict)


class TableState(_Part):
    """A table's state beside the engine's game: a lobby (``lobby`` set) or a game (``lobby`` None).

    Where it sits (``guild``, the table's ``name``: "" for a server's first), the game's ``number`` on
    its server, the ``host``, its ``channels`` and ``roles``; the phase lengths (``timing``: by phase
    kind) and whether a phase ends early once everyone acted (``early_end``); the ``spectators`` (user
    ids: noted in the lobby, carried into the game); the live ``tally``'s message id; the engine's
    questions already posted (``asked``); the graveyard's one greeting (``graveyard_post``: message id
    and its arrivals [[phase name, [seats]], …]); the host's one status message of the phase in his
    thread (``host_status``: [phase index, message id, its text], and a fourth, the text before it, when the
    status ends the phase change's message to the thread); the running post counts (``posts``: by topic); the
    deck editors (``decks``: by seat); the undos (``undone``); a removal waiting for confirmation
    (``ask_kill``); role changes Discord refused (``pending_roles``, the host told once:
    ``roles_told``); a game the rules no longer replay (``stale``, ``stale_ended``) and a start that
    failed half-way (``aborted``).
    """

    version: int = VERSION
    guild: int
    name: str = ""
    number: int | None = None
    host: int | None = None
    channels: Channels
    roles: Roles
    timing: dict[str, Any] = Field(default_factory=dict)
    early_end: bool = False
    lobby: LobbyState | None = None
    seats: Seats = Field(default_factory=Seats)
    spectators: list[int] = Field(default_factory=list)
    threads: Threads = Field(default_factory=Threads)
    tally: int | None = None
    review: Review = Field(default_factory=Review)
    clock: Clock = Field(default_factory=Clock)
    holdings: Holdings = Field(default_factory=Holdings)
    posts: dict[str, PostCount] = Field(default_factory=dict)
    decks: dict[str, DeckDraft] = Field(default_factory=dict)
    asked: list[int] = Field(default_factory=list)
    graveyard_post: list[Any] | None = None
    host_status: list[Any] | None = None
    undone: list[Undone] = Field(default_factory=list)
    ask_kill: AskKill | None = None
    pending_roles: list[PendingRole] = Field(default_factory=list)
    roles_told: bool = False
    stale: StaleNote | None = None
    stale_ended: bool = False
    aborted: bool = False

    def to_json(self) -> dict[str, Any]:
        """The state as the store keeps it (``GameRecord.meta``). Checked as it will be read back:
        a record put in whole with a misspelled or unknown key (``table.meta.ask_kill = {...}``) is
        refused here, at its first save, not at the next restart."""
        data = self.model_dump(mode="json", serialize_as_any=True)  # (an unknown key kept, to be refused)
        TableState.model_validate(data)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "TableState":
        """A stored state of any version; an unknown field is an error (``pydantic.ValidationError``)."""
        return cls.model_validate(upgrade(data))


# --- older versions ---------------------------------------------------------------------------

# Version 1 (a flat dict, no "version"): each key's place now. A key not here is refused.
_V1_PLACES: dict[str, tuple[str, ...]] = {
    "guild": ("guild",), "table": ("name",), "number": ("number",), "host": ("host",),
    "category": ("channels", "category"), "square": ("channels", "square"),
    "graveyard": ("channels", "graveyard"), "channel": ("channels", "channel"),
    "roles": ("roles",), "timing": ("timing",), "early_end": ("early_end",),
    "signups": ("lobby", "signups"), "signup": ("lobby", "signup"), "role_list": ("lobby", "role_list"),
    "role_list_public": ("lobby", "role_list_public"), "started": ("lobby", "started"),
    "users": ("seats", "users"), "lobby_id": ("seats", "lobby"), "replaced": ("seats", "replaced"),
    "gone": ("seats", "gone"), "spectators": ("spectators",),
    "threads": ("threads", "seats"), "factions": ("threads", "factions"), "void_threads": ("threads", "void"),
    "void_members": ("threads", "void_members"), "watch": ("threads", "watch"),
    "host_thread": ("threads", "host"), "lost": ("threads", "lost"), "tally": ("tally",),
    "review_mode": ("review", "on"), "review": ("review", "current"), "review_wait": ("review", "notice"),
    "ended_early": ("review", "ended_early"), "phase_started": ("clock", "phase_started"),
    "reminded": ("clock", "reminded"), "left": ("clock", "left"), "grace": ("clock", "grace"),
    "holdings": ("holdings", "shown"), "holdings_posts": ("holdings", "posts"), "posts": ("posts",),
    "decks": ("decks",), "asked": ("asked",), "graveyard_post": ("graveyard_post",), "undone": ("undone",),
    "host_status": ("host_status",),
    "ask_kill": ("ask_kill",), "pending_roles": ("pending_roles",), "roles_told": ("roles_told",),
    "stale": ("stale",), "stale_ended": ("stale_ended",), "aborted": ("aborted",),
}


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """A stored state of an older version as the current version's JSON (the current one as it is)."""
    version = data.get("version", 1)
    if version == VERSION:
        return data
    if version != 1:
        raise ValueError(f"table state of unknown version {version!r}")
    out: dict[str, Any] = {}
    lobby = bool(data.get("lobby"))
    for key, value in data.items():
        if key == "lobby":
            continue
        if key not in _V1_PLACES:
            raise ValueError(f"unknown key {key!r} in a stored table")
        place = _V1_PLACES[key]
        if place[0] == "lobby" and not lobby:
            # What a game kept of its lobby (carried over at the start) means nothing to it.
            continue
        here = out
        for part in place[:-1]:
            here = here.setdefault(part, {})
        here[place[-1]] = value
    if lobby:
        out.setdefault("lobby", {})
    out["version"] = VERSION
    return out
