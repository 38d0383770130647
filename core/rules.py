"""Declarative pieces of a rule book: factions, roles, abilities, actions.

A variant describes its roles with these classes; the engine validates
actions against them (phase, targets, limits) before the variant's own checks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Optional

from core.model import PhaseKind
from core.names import fold

#: object.__setattr__, held once: the small frozen classes made by the thousand set their fields with it
#: (a frozen dataclass's own __init__ looks it up for each field; written into self.__dict__ item by
#: item, the instance would be one every later read is ×3 slower on, CPython 3.11).
_set = object.__setattr__

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


@dataclass(frozen=True, init=False)
class Rejection:
    """Why a command was refused: a text key and its parameters (rendered in the
    player's language by :class:`core.texts.Texts`)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __init__(self, key: str, params: dict[str, Any] | None = None) -> None:
        # (set as Action's are: a refusal per refused move or vote)
        _set(self, "key", key)
        _set(self, "params", {} if params is None else params)

    def __hash__(self) -> int:  # params is a dict; identity of the reason is its key
        return hash(self.key)


def reject(key: str, **params: Any) -> Rejection:
    return Rejection(key, params)


class RuleError(ValueError):
    """A set-up the rule book forbids (too few players, a clan too big ...);
    carries the reason as a :class:`Rejection` to render in the player's language."""

    def __init__(self, rejection: Rejection) -> None:
        super().__init__(rejection.key)
        self.rejection = rejection


class StartError(ValueError):
    """A player's starting state names what the book does not have (an unknown card in a
    scenario's ``hand:``, an unknown item): the key and the value, and the seat once the game
    knows it, so that the scenario runner can name the file, the player and the key."""

    def __init__(self, key: str, value: Any) -> None:
        super().__init__(f"unknown {key} {value!r}")
        self.key = key
        self.value = value
        self.seat: int | None = None


#: An ability's phase that means "in any phase" ("в любой момент").
ANY_PHASE = "*"


# What an action names besides its targets.
#: The fields an ability may require (``Ability.needs``).
NEEDS_FIELDS = ("guess", "role", "choice", "card", "text", "cards", "source")
EXTRA_FIELDS = (*NEEDS_FIELDS, "via")

#: A role named by an action: one name, several, or a mapping seat -> role (kept as pairs,
#: so that an action stays hashable).
RoleNames = str | tuple[str, ...] | tuple[tuple[int, str], ...]


def _names_of(value: RoleNames | None) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(v[1] if isinstance(v, tuple) else v for v in value)


def _map_of(value: RoleNames | None) -> dict[int, str]:
    if value is None or isinstance(value, str):
        return {}
    return {v[0]: v[1] for v in value if isinstance(v, tuple)}


def _json_of(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_json_of(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


@dataclass(frozen=True, init=False)
class Action:
    """A move a player sends in a phase: an ability and what it is aimed at."""

    actor: int  # seat
    ability: str  # canonical ability name
    targets: tuple[int, ...] = ()
    guess: RoleNames | None = None  # the role(s) the actor guesses (canonical)
    role: RoleNames | None = None  # the role(s) the actor picks (masks, disguises)
    choice: str | None = None
    card: str | None = None
    text: str | None = None
    cards: tuple[str, ...] | None = None  # a list of cards (a deck, a swap)
    source: str | None = None  # where a played card is taken from (рука, рукав)
    # The role whose ability this is, where two of the actor's roles have one of this name.
    via: str | None = None

    def __init__(self, actor: int, ability: str, targets: tuple[int, ...] = (), guess: RoleNames | None = None,
                 role: RoleNames | None = None, choice: str | None = None, card: str | None = None,
                 text: str | None = None, cards: tuple[str, ...] | None = None, source: str | None = None,
                 via: str | None = None) -> None:
        # The fields written into the instance's dictionary at once: a frozen dataclass's own __init__
        # sets each through object.__setattr__, twice as slow, and moves are made by the thousand a
        # game. In one update, not item by item: a dictionary filled item by item before any attribute
        # is set is one every later read of the instance is ×3 slower on (CPython 3.11); one update is
        # not (and eleven object.__setattr__ calls cost twice the update).
        self.__dict__.update(actor=actor, ability=ability, targets=targets, guess=guess, role=role, choice=choice,
                             card=card, text=text, cards=cards, source=source, via=via)

    def __hash__(self) -> int:
        # Moves are hashed on every look-up of the cancelled ones: the fields that tell
        # two moves of a phase apart are enough (equal moves still hash alike).
        return hash((self.actor, self.ability, self.targets))

    @property
    def target(self) -> int | None:
        return self.targets[0] if self.targets else None

    def guesses(self) -> tuple[str, ...]:
        """Every role name ``guess`` gives (one, a list, or the values of a mapping)."""
        return _names_of(self.guess)

    def guess_map(self) -> dict[int, str]:
        """``guess`` as seat -> role where it is a mapping; empty otherwise."""
        return _map_of(self.guess)

    def roles(self) -> tuple[str, ...]:
        """Every role name ``role`` gives."""
        return _names_of(self.role)

    def role_map(self) -> dict[int, str]:
        """``role`` as seat -> role where it is a mapping; empty otherwise."""
        return _map_of(self.role)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"actor": self.actor, "ability": self.ability, "targets": list(self.targets)}
        for name in EXTRA_FIELDS:
            value = getattr(self, name)
            if value is not None:
                data[name] = _json_of(value)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Action":
        return cls(
            actor=data["actor"],
            ability=data["ability"],
            targets=tuple(data.get("targets", ())),
            **{name: _from_json(data.get(name)) for name in EXTRA_FIELDS},
        )


# A variant- or role-specific check run after the generic ones.
Check = Callable[["Game", "Player", Action], Optional[Rejection]]


@dataclass(frozen=True)
class Ability:
    """An ability of a role (or an item, a card, a granted weapon).

    Limits are the ones the books repeat: uses per game, per cycle, at most
    ``max_per_target`` times on one player, not the same target two phases of
    this kind in a row. Anything else goes into ``check``.
    """

    name: str
    #: The kind of phase it is used in, several kinds, or ANY_PHASE.
    phase: str | tuple[str, ...] = PhaseKind.NIGHT
    min_targets: int = 1
    max_targets: int | None = 1  # None: the check decides (e.g. saved shots)
    distinct_targets: bool = True
    allow_self: bool = True
    allow_dead_target: bool = False
    # One action per slot and phase: a new action in a taken slot replaces the old one.
    slot: str = "main"
    uses: int | None = None  # per game
    per_cycle: int | None = None
    max_per_target: int | None = None
    no_repeat_target: bool = False
    needs: frozenset[str] = frozenset()  # which of EXTRA_FIELDS the action must give
    # The options a ``choice`` may take (matched like names); empty: the check decides.
    choices: tuple[str, ...] = ()
    # "Targeted" abilities show up in spying and tracking; rumours and passives do not.
    targeted: bool = True
    aliases: tuple[str, ...] = ()
    check: Check | None = None
    # Whatever else the variant wants to know about the ability (damage, kind of attack...).
    tags: frozenset[str] = frozenset()
    value: int = 0
    #: Resolved the moment it is accepted (steps of the kind "instant"), in order of use:
    #: recorded at once, never withdrawn, told at once, the win checked after it.
    instant: bool = False
    #: The role that has it, stamped by the registry (None for items, cards, gifts).
    role: str | None = None
    #: The ability names several roles at once (a list or a mapping player -> role in ``guess`` or
    #: ``role``: fantasy's Догадка, Раскрыть карты, five personas); otherwise one role, and a list
    #: of several is refused.
    several_roles: bool = False
    #: «Если не применяет X»: the abilities this one excludes in a phase. A move of one of them that the
    #: player sent earlier in the phase is replaced by this one (and the player is told which).
    excludes: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        # Worked out with the ability (they were cached properties: the first read wrote into the
        # instance's dictionary, after which every read of every field of the ability was ×1.7 slower,
        # CPython 3.11; abilities are read on every move and every phase), not fields of it:
        #: ``kinds``: the phase kinds it is used in (``ANY_PHASE`` among them: any).
        _set(self, "kinds", frozenset((self.phase,) if isinstance(self.phase, str) else self.phase))
        #: ``name_keys``: the folded name and aliases: what a typed name is matched against.
        _set(self, "name_keys", frozenset(fold(n) for n in (self.name, *self.aliases)))
        #: ``choice_keys``: the folded ``choices``: what a typed choice is matched against.
        _set(self, "choice_keys", frozenset(fold(c) for c in self.choices))

    if TYPE_CHECKING:  # (set by __post_init__; not fields: not compared, shown or stored)
        kinds: frozenset[str]
        name_keys: frozenset[str]
        choice_keys: frozenset[str]

    def usable_in(self, kind: str) -> bool:
        """Whether the ability is used in phases of this kind."""
        kinds = self.kinds
        return kind in kinds or ANY_PHASE in kinds


@dataclass(frozen=True)
class Role:
    """A secret or public role as the book describes it."""

    name: str
    faction: str | None = None  # secret roles have one; public roles usually do not
    abilities: tuple[Ability, ...] = ()
    public: bool = False  # a public (day) role, chosen at signup
    aliases: tuple[str, ...] = ()
    # The faction learns its members at the start (mafia, yakuza, clans, cops).
    knows_fellows: bool = False
    tags: frozenset[str] = frozenset()
    #: A public role whose name the player invents at sign-up (the cards book's «(Другой)»).
    free_name: bool = False
    #: A public role several players may take (fantasy IV's Герой); others are one per game.
    shared: bool = False

    def ability(self, name: str) -> Ability | None:
        for ability in self.abilities:
            if ability.name == name:
                return ability
        return None


@dataclass(frozen=True)
class Faction:
    name: str
    aliases: tuple[str, ...] = ()
    # A neutral side: each neutral role wins on its own, named by the role.
    neutral: bool = False
    #: The side's colour in the pictures and on the replay page, by its name in the one palette
    #: (core/story/palette.py): a side keeps it in every book («Закон» is blue everywhere).
    colour: str | None = None


def qualified(ability: str, role: str) -> str:
    """How a player names the ability of one of two roles that share the name:
    «Лечение (Медик)»."""
    return f"{ability} ({role})"
