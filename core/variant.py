"""The base class of every variant: a small declarative class plus a few
documented template methods, in the manner of python-chess's variants.

A plugin subclasses :class:`Variant`, sets the class attributes and overrides
what its book does differently. The engine calls only these methods.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Mapping

from core.ballot import Ballot
from core.events import Fellowship, fellowship_id
from core.model import (INSTANT, NIGHT_AND_DAY, SETUP_SPEC, Exit, NoState, Phase, PhaseKind, PhaseSpec, Player,
                        PlayerSetup, phase_kind)
from core.names import fold
from core.rules import Ability, Action, Rejection, Role, reject
from core.texts import Text

if TYPE_CHECKING:
    from core.game import Game, Question
    from core.texts import Texts
    from core.registry import Book
    from core.resolution import Resolution

DRAW = "ничья"


@dataclass(frozen=True)
class DeckCard:
    """A card of a deck-building collection, as a player chooses it."""

    name: str
    colour: str
    cost: int
    phase: str  # the phase kind it is played in, or ``ANY_PHASE``
    instant: bool
    text: str


@dataclass(frozen=True)
class DeckSpec:
    """What one player builds a deck from: the collection, his colours and the book's limits."""

    cards: tuple[DeckCard, ...]
    colours: tuple[str, ...]  # every colour, in the book's order
    own: tuple[str, ...]  # the player's colours (the neutral one not included)
    neutral: str  # the colour everyone may take
    minimum: int  # cards at least
    copies: int  # copies of one non-neutral card at most
    off_colour: int  # cards of other colours at most


class Variant:
    #: The plugin id (``hp``, ``romanian``, ...).
    id: ClassVar[str] = ""
    #: The variant's name for people.
    title: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    #: Editions: different books under one name (the same role name may carry other
    #: rules). Where there are any, the option ``edition`` picks one (default
    #: ``default_edition``, else the first); roles, steps and texts are built per edition.
    editions: ClassVar[tuple[str, ...]] = ()
    default_edition: ClassVar[str | None] = None
    #: Editions as equals: the class that plays each edition (a sibling subclass per edition), from the
    #: plugin's table (``VariantRegistry.add(variant, editions=...)``); an edition not in it is this class's.
    edition_classes: ClassVar[Mapping[str, type["Variant"]]] = MappingProxyType({})
    #: The cycle of phase kinds, in order (night and day by default).
    phases: ClassVar[tuple[PhaseSpec, ...]] = NIGHT_AND_DAY
    #: The kind of the cycle a game opens with unless told otherwise.
    first_phase: ClassVar[str] = PhaseKind.NIGHT
    #: A set-up phase (kind ``"setup"``) before the first phase of the cycle, with its
    #: own deadline: players send structured answers (the cards book's decks) as moves
    #: of abilities whose phase is "setup"; its steps fill in defaults.
    setup_phase: ClassVar[bool] = False
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 100
    #: The options a game of this variant takes: name -> (default, allowed values or None).
    option_specs: ClassVar[dict[str, tuple[Any, tuple[Any, ...] | None]]] = {}
    #: Dataclasses the variant keeps per player, per game and per resolution.
    PlayerState: ClassVar[type] = NoState
    GameState: ClassVar[type] = NoState
    Scratch: ClassVar[type] = NoState
    #: Outcomes the book leaves to chance or to the master, by topic (``Game.decide``): the master
    #: may decide them before the phase's results are published (the ``Decide`` command).
    decisions: ClassVar[tuple[str, ...]] = ()
    #: Facts from outside the engine the variant's rules use, by topic, each reported
    #: for a phase with the ``PostCounts`` command: ``"messages"`` (day posts per player in
    #: the town square), ``"late_posts"`` (posts after the day closed).
    counted_posts: ClassVar[tuple[str, ...]] = ()
    #: Whether dead players' roles are announced on death (the variant's texts say how).
    reveal_on_death: ClassVar[bool] = True
    #: Whether the dead may come back into the game (so the bot never lets a dead player
    #: watch the whole game as a spectator: he might return knowing it).
    raises_dead: ClassVar[bool] = False
    #: Whether a vote may be cast for nobody («мир»); a book whose vote always names a player
    #: refuses it (``reject.no_peace_vote``, which the variant's catalog may word in the book's terms).
    peace_vote: ClassVar[bool] = True

    def __init__(self, book: "Book", options: Mapping[str, Any]) -> None:
        self.book = book
        self.roles = book.roles
        self.options = self.check_options(options)
        #: The edition this game plays (None for a variant without editions).
        self.edition: str | None = self.options.get("edition")
        specs = self.cycle(self.edition)
        self._specs = {spec.kind: spec for spec in (*specs, SETUP_SPEC)}
        #: The kinds of the cycle in order, the kind that opens it, and whether a set-up comes first.
        self.phase_order: tuple[str, ...] = tuple(phase_kind(spec.kind) for spec in specs)
        self.opening_kind: str = phase_kind(self.first_phase_of(self.edition))
        self.has_setup: bool = self.setup_of(self.edition)

    # --- set-up -----------------------------------------------------------

    @classmethod
    def all_option_specs(cls) -> dict[str, tuple[Any, tuple[Any, ...] | None]]:
        """``option_specs`` with ``edition`` where the variant has editions."""
        if not cls.editions:
            return dict(cls.option_specs)
        return {"edition": (cls.default_edition or cls.editions[0], cls.editions), **cls.option_specs}

    @classmethod
    def edition_of(cls, options: Mapping[str, Any]) -> str | None:
        """The edition these options pick (matched case-insensitively), or None
        without editions; raises ValueError on an unknown one."""
        if not cls.editions:
            return None
        wanted = options.get("edition")
        if wanted is None:
            return cls.default_edition or cls.editions[0]
        for edition in cls.editions:
            if fold(str(edition)) == fold(str(wanted)):
                return edition
        raise ValueError(f"option 'edition' must be one of {cls.editions}")

    @classmethod
    def check_options(cls, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options with defaults filled in; raises ValueError on a bad one."""
        specs = cls.all_option_specs()
        result = {name: default for name, (default, _) in specs.items()}
        for name, value in options.items():
            if name not in specs:
                raise ValueError(f"unknown option {name!r}")
            if name == "edition":
                value = cls.edition_of(options)
            allowed = specs[name][1]
            if allowed is not None and value not in allowed:
                raise ValueError(f"option {name!r} must be one of {allowed}")
            result[name] = value
        return result

    # --- phases -----------------------------------------------------------

    def spec(self, kind: str) -> PhaseSpec:
        """The declared kind of phase (whether it votes, whether the town talks)."""
        spec = self._specs.get(kind)
        if spec is None:
            raise KeyError(f"the variant {self.id} has no phase kind {kind!r}")
        return spec

    @classmethod
    def class_of(cls, edition: str | None) -> type["Variant"]:
        """The class that plays an edition (``edition_classes``; this class where it names none)."""
        return cls.edition_classes.get(edition, cls) if edition is not None else cls

    @classmethod
    def cycle(cls, edition: str | None) -> tuple[PhaseSpec, ...]:
        """The cycle of phase kinds of an edition (its class's ``phases``)."""
        return cls.class_of(edition).phases

    @classmethod
    def first_phase_of(cls, edition: str | None) -> str:
        """The kind that opens the cycle in an edition (its class's ``first_phase``)."""
        return cls.class_of(edition).first_phase

    @classmethod
    def setup_of(cls, edition: str | None) -> bool:
        """Whether an edition has a set-up phase (its class's ``setup_phase``)."""
        return cls.class_of(edition).setup_phase

    @classmethod
    def phase_kind(cls, name: str, edition: str | None = None) -> str | None:
        """The kind of phase called ``name`` in an edition (its id or an alias, matched
        like names; ``setup`` where there is a set-up phase), or None."""
        key = fold(str(name))
        specs = cls.cycle(edition)
        if cls.setup_of(edition):
            specs = (*specs, SETUP_SPEC)
        for spec in specs:
            if key == fold(spec.kind) or key in {fold(a) for a in spec.aliases}:
                return phase_kind(spec.kind)
        return None

    @classmethod
    def phase_kinds(cls, edition: str | None = None) -> tuple[str, ...]:
        """Every kind of phase a game of this edition may be in, in order."""
        kinds = tuple(phase_kind(spec.kind) for spec in cls.cycle(edition))
        return (PhaseKind.SETUP, *kinds) if cls.setup_of(edition) else kinds

    def opening_phase(self, start: str | None = None) -> Phase:
        """Phase 0 of a game: the set-up where the variant has one and no other
        start is named, else the named (or first) kind of the cycle."""
        if start is None:
            start = PhaseKind.SETUP if self.has_setup else self.opening_kind
        start = phase_kind(start)
        if start == PhaseKind.SETUP:
            return Phase(0, start, 1, -1)
        return Phase(0, start, 1, 0)

    def next_phase(self, game: "Game", phase: Phase) -> Phase:
        """The phase after ``phase`` in the variant's cycle."""
        first = game.phases[0].kind if game.phases[0].kind in self.phase_order else self.opening_kind
        return phase.next(self.phase_order, first)

    def limit_cycle(self, game: "Game", phase: Phase) -> int:
        """The cycle ``Ability.per_cycle`` counts uses in (default: the phase's cycle;
        fantasy counts three nights with their days as one «цикл ночей»)."""
        return phase.cycle

    def deal(self, names: list[str], public_roles: list[str | None], rng: random.Random) -> list[PlayerSetup]:
        """Deal secret roles to a signed-up town by the book's mix for its size
        (:meth:`role_mix`, shuffled with the game's seed) and public roles as
        :meth:`deal_public_roles` does. Raises ValueError (with a text key) when the
        book forbids that size."""
        roles = self.role_mix(len(names))
        rng.shuffle(roles)
        publics = self.deal_public_roles(public_roles, rng) if self.roles.public_roles() else [None] * len(names)
        return [PlayerSetup(name=name, role=role, public=public) for name, role, public in zip(names, roles, publics)]

    def deal_public_roles(self, wanted: list[str | None], rng: random.Random,
                          free: list[str] | None = None) -> list[str | None]:
        """The public roles players asked for at sign-up, as the books deal them: «кто не
        успел — тот опоздал» — a role asked twice goes to the first (unless it is
        ``shared``); an invented name stays (a ``free_name`` role); whoever asked for
        nothing or too late gets a free role at random (from ``free``: by default every
        public role but the free-named ones), while any is left."""
        taken: list[str | None] = []
        for name in wanted:
            found = self.public_role(name) if name is not None else None
            if found is None:
                taken.append(None)
                continue
            role, title = found
            if title is not None or self.roles.roles[role].shared or role not in taken:
                taken.append(title if title is not None else role)
            else:
                taken.append(None)
        if free is None:
            free = [r.name for r in self.roles.public_roles() if not r.free_name]
        left = [name for name in free if name not in taken or self.roles.roles[name].shared]
        rng.shuffle(left)
        return [name if name is not None else (left.pop() if left else None) for name in taken]

    def role_mix(self, players: int) -> list[str]:
        """The secret roles the book deals to this many players."""
        raise NotImplementedError

    def check_roles(self, roles: list[str]) -> Rejection | None:
        """Why a host's list of secret roles breaks the book, or None. By
        default every name must be a secret role of the variant."""
        unknown = [r for r in roles if (found := self.roles.role(r)) is None or found.public]
        if unknown:
            return reject("setup.unknown_roles", roles=unknown)
        return None

    def new_player_state(self, game: "Game", player: Player, setup: PlayerSetup) -> Any:
        """The variant's state of a player entering the game (hp, items ...)."""
        return self.PlayerState()

    def new_game_state(self, game: "Game") -> Any:
        return self.GameState()

    def faction_of(self, role: Role, setup: PlayerSetup) -> str:
        return role.faction or ""

    def public_role(self, name: str) -> tuple[str, str | None] | None:
        """The public role a player signs up with: ``(role, invented title)``, or None
        when the variant has no such public role. A name that is not a listed public
        role is taken as the invented name of a free-named one (the cards book's
        «(Другой)»), where the variant has one."""
        role = self.roles.role(name)
        if role is not None:
            return (role.name, None) if role.public else None
        free = next((r for r in self.roles.public_roles() if r.free_name), None)
        if free is None or not name.strip():
            return None
        return free.name, name.strip()

    def check_public_roles(self, names: list[str]) -> Rejection | None:
        """Why the public roles chosen at sign-up break the book, or None: each must
        be a public role (or an invented name, where a free-named one exists), and a
        role that is not ``shared`` is taken by one player at most."""
        taken: set[str] = set()
        for name in names:
            found = self.public_role(name)
            if found is None:
                return reject("setup.unknown_public_role", role=name)
            role, title = found
            if title is None and not self.roles.roles[role].shared:
                if role in taken:
                    return reject("setup.public_role_taken", role=role)
                taken.add(role)
        return None

    #: The book lets a fellowship talk among itself (a shared thread); False: what it is told goes to
    #: each member alone (``Fellowship.talks``).
    fellows_talk = True

    def fellowships(self, game: "Game") -> list[Fellowship]:
        """The groups of players who know each other, as they are now: the only definition of a group
        (the start tells them, the engine tells them by id, the bot gives each that talks a thread). By
        default the members in the game of a ``knows_fellows`` role's faction (and team), in seat order;
        a group whose members all left is gone."""
        groups: list[Fellowship] = []
        for faction in dict.fromkeys(p.faction for p in game.players):  # seat order, not hash order
            by_team: dict[int | None, list[int]] = {}
            for p in game.players:
                if p.faction == faction and p.in_game and self.roles.roles[p.role].knows_fellows:
                    by_team.setdefault(p.team, []).append(p.seat)
            groups.extend(Fellowship(fellowship_id(faction, team), faction, tuple(seats), team, self.fellows_talk)
                          for team, seats in by_team.items())
        return groups

    def fellowship(self, game: "Game", id: str) -> Fellowship | None:
        """The fellowship with this id now, or None (nobody of it is left)."""
        return next((f for f in self.fellowships(game) if f.id == id), None)

    def known_to(self, game: "Game", player: Player) -> list[Player]:
        """Everyone this player learns at the start, besides himself: by default his
        fellowship. A variant with one-way knowledge (fantasy) adds others here."""
        for group in self.fellowships(game):
            if player.seat in group.seats:
                return [game.players[s] for s in group.seats if s != player.seat]
        return []

    def start(self, game: "Game") -> None:
        """The game has its players and opening phase: tell each player its roles,
        each fellowship who its members are, and each player whom else he knows."""
        for p in game.players:
            game.tell(p.seat, "start.role", role=p.role, public=p.public_title or p.public or "—", faction=p.faction)
        fellows: dict[int, set[int]] = {}
        for group in self.fellowships(game):
            names = [f"{game.players[s].name} ({game.players[s].role})" for s in group.seats]
            game.tell(group, "start.fellows", faction=group.name, members=names)
            for seat in group.seats:
                fellows[seat] = set(group.seats)
        self.tell_known(game, fellows)

    def tell_known(self, game: "Game", fellows: dict[int, set[int]]) -> None:
        """Tell each player whom else he knows at the start (:meth:`known_to`, beyond his fellowship
        ``fellows``), once: a book that words it its own way says it here instead."""
        if type(self).known_to is Variant.known_to:
            return  # everyone knows just his fellowship, told by the start
        for p in game.players:
            extra = [o for o in self.known_to(game, p) if o.seat not in fellows.get(p.seat, ())]
            if extra:
                game.tell(p.seat, "start.knows", members=[f"{o.name} ({o.role})" for o in extra])

    # --- what a player can do ----------------------------------------------

    def player_roles(self, game: "Game", player: Player) -> list[Role]:
        roles = [self.roles.roles[player.role]]
        if player.public and player.public in self.roles.roles:
            roles.append(self.roles.roles[player.public])
        return roles

    def abilities(self, game: "Game", player: Player) -> list[Ability]:
        """Every ability the player has now, in any phase: its roles' and the granted ones."""
        own = self.roles.abilities_of(self.player_roles(game, player))
        if not player.granted:
            return list(own.values())
        found = dict(own)
        for name, until in player.granted.items():
            if until >= game.phase.index:
                ability = self.find_ability(name)
                if ability is not None:
                    found.setdefault(name, ability)
        return list(found.values())

    def find_ability(self, name: str) -> Ability | None:
        for role in self.roles.roles.values():
            ability = role.ability(name)
            if ability is not None:
                return ability
        return self.roles.extra_abilities.get(name)

    def phase_title(self, game: "Game", phase: Phase) -> str:
        """The phase as the post opening it names it: its name and number («Ночь 2»), and what the book
        says of it there (fantasy: its moon, «Ночь 2 (Полулуние)»)."""
        return game.texts.render(f"phase.{phase.kind}", {"number": phase.number})

    def kept_secret(self, game: "Game", ability: Ability) -> bool:
        """Whether the book keeps the use of this ability from the town, so that no public line names
        it (tests/core/test_secret_abilities.py). Default: the abilities of a secret role; a book whose
        rules make some of them public, or keep some of a public role's secret, says so here."""
        role = self.roles.roles.get(ability.role or "")
        return role is not None and not role.public

    def kept_secret_passives(self, game: "Game", player: Player) -> tuple[str, ...]:
        """The passive abilities (not moves: a shield, an aura) of the player's roles that the book keeps
        from the town as :meth:`kept_secret` keeps moves. None by default."""
        return ()

    def can_act_now(self, game: "Game", player: Player) -> bool:
        """A quick test before :meth:`may_act`: False when nothing at all is
        usable by this player now (menus and simulations skip it)."""
        return player.in_game

    def may_act(self, game: "Game", player: Player, ability: Ability) -> Rejection | None:
        """Whether the player's state lets it use the ability now (statuses)."""
        if not player.in_game:
            return reject("reject.dead", player=player.name)
        return None

    def may_use(self, game: "Game", player: Player, ability: Ability) -> bool:
        """:meth:`may_act` as a yes or no, asked only where :meth:`can_act_now` holds
        (``game.available``: menus and simulations ask it of every ability, every phase).
        A variant whose :meth:`may_act` is costly may answer it without building refusals."""
        return self.may_act(game, player, ability) is None

    #: Optional: a book may define ``usable(game, player) -> list[Ability]`` answering :meth:`can_act_now`
    #: and :meth:`may_use` for all of a player's abilities at once: none where :meth:`can_act_now` says
    #: no, else those of ``game.abilities(player)``, in its order, of the current phase's kind (or any
    #: phase) that :meth:`may_use` lets him use — what ``Game.available`` otherwise works out with a call
    #: for every ability every phase (tests/core/test_usable.py: both answer alike in seeded games). Left
    #: undefined (None), the game asks :meth:`can_act_now` and :meth:`may_use` as before.
    usable: Any = None

    def expects(self, game: "Game", player: Player, ability: Ability) -> bool:
        """Whether an available ability is a move the master waits for (reminds of, ends the phase
        early without): by default every one; a book's option that is never owed (the cards book's
        «Новая колода») says no."""
        return True

    def may_target(self, game: "Game", player: Player, ability: Ability, target: Player) -> Rejection | None:
        """Whether this target may be chosen (beyond alive/self checks)."""
        return None

    def check_answer(self, game: "Game", question: "Question", answer: str) -> Rejection | None:
        """Why an answer to one of the variant's questions is refused (a free-text answer that
        names nobody who may be named), or None. Options are checked before."""
        return None

    def on_answer(self, game: "Game", question: "Question") -> None:
        """A question was just answered (``question.answer``): a variant that acts on the answer
        at once does it here (what it announces is delivered with the answer)."""

    def controller(self, game: "Game", player: Player, ability: Ability) -> int | None:
        """The seat of whoever uses the player's ability in the player's name now (a puppet's
        master: fantasy's Кукла), or None: the player himself. While someone controls it, the
        player's own use is refused; the controller sends it by its name (or «name (role)»),
        and the move is the player's (its limits, its results, its history)."""
        return None

    def check_action(self, game: "Game", player: Player, action: Action, ability: Ability) -> Rejection | None:
        """The last, variant-wide check of an action (e.g. one action per night)."""
        return None

    def slot_of(self, game: "Game", player: Player, ability: Ability, action: Action) -> str:
        """The slot a move takes (a new move in a taken slot replaces the old one):
        by default the ability's; the cards book's slot is the pile a card comes from."""
        return ability.slot

    def may_withdraw(self, game: "Game", player: Player, action: Action) -> Rejection | None:
        """Whether the player may take back a move sent this phase (default: yes;
        instant moves never wait to be withdrawn)."""
        return None

    def max_vote_changes(self, game: "Game", player: Player) -> int | None:
        """How many times a voter may change a vote cast this phase (None: no limit)."""
        return None

    def may_vote(self, game: "Game", player: Player) -> Rejection | None:
        if not player.in_game:
            return reject("reject.dead", player=player.name)
        return None

    def can_vote_now(self, game: "Game", player: Player) -> bool:
        """A quick test before :meth:`may_vote`, as :meth:`can_act_now` is before :meth:`may_act`: False
        only where :meth:`may_vote` refuses the player whatever his vote. The move generator
        (``core.moves.phase_moves``) does not send a vote it says no to (the dead, most of a game): a
        refused command changes nothing. A book whose :meth:`may_vote` is costly or makes refusals may
        answer it cheaper; it is asked only of those out of the game."""
        return player.in_game or self.may_vote(game, player) is None

    def may_be_voted(self, game: "Game", voter: Player, target: Player) -> Rejection | None:
        return None

    def ballot(self, game: "Game") -> Ballot:
        """The current count vote by vote (:class:`core.ballot.Ballot`), as the day would count it
        if it ended now: what the bot's live tally and the day's verdict both show. Variants that
        weigh votes override it with the counting code their day resolution uses. Default: one per
        vote of each player who :meth:`may_vote`."""
        ballot = Ballot()
        for voter, target in sorted(game.votes.items()):
            if self.may_vote(game, game.players[voter]) is None:
                ballot.vote(target, voter)
        return ballot

    def tally(self, game: "Game") -> dict[int | None, float]:
        """The current count per target (None: «мир»): the sum of :meth:`ballot`'s marks."""
        return self.ballot(game).counts()

    # --- resolution ---------------------------------------------------------

    def new_scratch(self, game: "Game", phase: "Phase") -> Any:
        """The working notes of one phase's resolution."""
        return self.Scratch()

    def resolve(self, game: "Game", resolution: "Resolution") -> None:
        """Resolve the phase: by default, run the registered steps in order."""
        for step in self.book.steps.of(resolution.phase.kind):
            step.run(resolution)

    def resolve_instant(self, game: "Game", resolution: "Resolution") -> None:
        """Resolve one instant ability the moment it is accepted (``resolution.actions``
        holds it alone): by default, run the steps registered for the kind "instant"."""
        for step in self.book.steps.of(INSTANT):
            step.run(resolution)

    def begin_phase(self, game: "Game") -> None:
        """A new phase has begun (after the previous one was resolved)."""

    def remove(self, game: "Game", player: Player, reason: str) -> None:
        """The master removes a player for breaking the rules: he is out (``Game.leave``, :class:`Exit`
        ``REMOVED``) and the town is told (without the reason: that is the host's own note)."""
        game.leave(player, Exit.REMOVED)
        game.announce("host.removed", player=player.name, role=player.role)

    def in_contention(self, game: "Game", player: Player) -> bool:
        """Whether the player counts for the win checks (default: in the game;
        fantasy's prisoners count as dead)."""
        return player.in_game

    def winner(self, game: "Game") -> str | None:
        """The side that has won (faction name, neutral role name or DRAW), or
        None while the game goes on. Default: the last faction standing."""
        side: str | None = None
        default = type(self).in_contention is Variant.in_contention  # then: in the game (a hot path)
        for player in game.players:
            if player.in_game if default else self.in_contention(game, player):
                own = self.side_of(game, player)
                if side is None:
                    side = own
                elif own != side:
                    return None  # two sides still stand (asked after every phase: stop here)
        return DRAW if side is None else side

    def winner_title(self, game: "Game", winner: str) -> str:
        """How the closing announcement («Игра окончена. Победитель: …») names the winner, said
        once: the side's name by default; a variant may add what the side's name leaves out
        (the Romanian clan's number)."""
        return winner

    def win_reason(self, game: "Game", side: str | None = None) -> Text | None:
        """Why ``side`` (default: the winner) won, in the book's words, for the final post: the
        catalog's ``won.<edition>.<side>``, else ``won.<side>`` (a draw: ``won.ничья``), else the
        core's ``won.default``; None while nobody has won (the role card's goal is ``win.<side>``,
        :meth:`win_text`). A variant whose reason depends on more
        than the side says so here."""
        side = game.winner if side is None else side
        if side is None:
            return None
        keys = ([f"won.{self.edition}.{side}"] if self.edition else []) + [f"won.{side}", "won.default"]
        key = next(k for k in keys if game.texts.has(k) or k == "won.default")
        return Text(key, {"side": side})

    def co_winners(self, game: "Game") -> tuple[str, ...]:
        """Sides that won together with ``game.winner`` (neutral roles whose own
        conditions held when the game ended); none by default."""
        return ()

    def winning_sides(self, game: "Game") -> list[str]:
        """The sides that won, once the game is over, as :meth:`side_of` names them: the winner (its
        :meth:`winner_title` where that names a side the winner's name leaves open, the Romanian clan)
        and the co-winners; none while the game goes on or when the host ended it. A draw names only
        the co-winners (nobody else won). The closing post marks these sides, the statistics count
        their seats (:meth:`winning_seats`)."""
        if not game.over or game.winner is None:
            return []
        main = [] if game.winner == DRAW else [self.winner_side(game, game.winner)]
        return main + [s for s in self.co_winners(game) if s not in main]

    def winner_side(self, game: "Game", winner: str) -> str:
        """The side (as :meth:`side_of` names it) that ``winner`` means: the winner itself by default;
        the Romanian book's «Мафия» is the one clan left, «Мафия (клан 1)»."""
        return winner

    def winning_seats(self, game: "Game") -> list[int]:
        """The players who won, once the game is over: by default everyone whose side
        is one of :meth:`winning_sides` (dead or alive). A variant where the dead do not
        win (fantasy v0.1) says so here."""
        sides = set(self.winning_sides(game))
        return [p.seat for p in game.players if self.side_of(game, p) in sides]

    def side_of(self, game: "Game", player: Player) -> str:
        """The side the player wins with: its faction, or its role for a neutral."""
        faction = self.roles.factions.get(player.faction)
        if faction is not None and faction.neutral:
            return player.role
        return player.faction

    # --- what the scenario files and the bot read ----------------------------

    def hit_points(self, player: Player) -> int | None:
        """Hit points (or lives) where the variant counts them."""
        return None

    def max_hit_points(self, player: Player) -> int | None:
        """The most hit points (or lives) the player can have, where counted."""
        return None

    def hand_size(self, player: Player) -> int | None:
        """Cards in hand, where the variant counts them (default: the "hand" pile)."""
        hand = self.piles(player).get("hand")
        return len(hand) if hand is not None else None

    def piles(self, player: Player) -> dict[str, list[str]]:
        """The player's cards by pile ("hand", "sleeve", "deck", ...), where the
        variant has cards; scenario files and the bot read these."""
        return {}

    def phase_notes(self, game: "Game") -> list[tuple[str, dict[str, Any]]]:
        """What a master writes in the header of the phase that has begun, besides its name and
        deadline (the Romanian day's minimum of messages), as text lines (key, params) of the
        variant's catalog: the bot adds them to the post that opens the phase. Default: nothing."""
        return []

    def public_marks(self, game: "Game", player: Player) -> list[tuple[str, dict[str, Any]]]:
        """What the town sees of a player's state beside his name in the list of players (key,
        params of the variant's catalog): a status the book makes public («в Тюрьме»). Default:
        nothing."""
        return []

    def card_cost(self, player: Player, card: str, pile: str) -> int | None:
        """What playing this card from this pile ("hand", "sleeve") costs the player, where the variant
        prices cards and the price is the player's own (the bot's card menu); None: the card's
        price in the collection (``deck_spec``). Default: None."""
        return None

    #: What :meth:`holdings` are: ``"hand"`` — cards held (the header «На руках»), ``"state"`` — lives,
    #: ХП, личины («Ваше состояние»).
    holdings_kind: ClassVar[str] = "state"

    def holdings(self, game: "Game", player: Player) -> list[tuple[str, dict[str, Any]]]:
        """What the player privately holds, as text lines (key, params) of the
        variant's catalog: shown by /role and /status and in the player's thread
        after every change. Default: nothing."""
        return []

    # --- decks a player builds (the bot's deck editor reads these) ------------------------

    def deck_spec(self, player: Player) -> "DeckSpec | None":
        """What this player builds a deck from (the collection, the colours, the limits), where the
        variant has players build decks. Default: None (no decks)."""
        return None

    def check_deck(self, player: Player, deck: list[str]) -> Rejection | None:
        """Why the book forbids this player's deck (the first fault), or None: the same check the
        variant runs when the deck is sent."""
        return None

    def default_deck(self, player: Player, rng: random.Random) -> list[str]:
        """The deck the rules give a player who sends none."""
        return []

    def legal_moves(self, game: "Game", player: Player, rng: random.Random) -> list[Action] | None:
        """Candidate moves of this player now, for simulations and property tests,
        where random targets are not enough (cards from a hand, lists of roles).
        None: the generic random moves. They are validated before use."""
        return None

    # The catalog prefix of the role cards' short texts (an edition whose roles share names
    # with another edition's but not their rules keeps its own, e.g. ``iv.role_summary``).
    role_summary_key: ClassVar[str] = "role_summary"

    def role_summary(self, texts: "Texts", role: str) -> str | None:
        """The role card's short text (``<role_summary_key>.<edition>.<role>``, else
        ``<role_summary_key>.<role>`` in the variant's catalog), or None where the catalog has none."""
        keys = [f"{self.role_summary_key}.{role}"]
        if self.edition:  # an edition's own words first, where editions share a catalog
            keys.insert(0, f"{self.role_summary_key}.{self.edition}.{role}")
        key = next((k for k in keys if texts.has(k)), None)
        return texts.render(key) if key is not None else None

    #: The catalog's prefix for what an ability does, one line for the role card: the first of
    #: ``<prefix>.<edition>.<role>.<ability>``, ``<prefix>.<role>.<ability>``, ``<prefix>.<ability>``
    #: that the catalog has (the role part is ``-`` for an ability no role starts with).
    ability_about_key: ClassVar[str] = "does"
    #: The catalog's prefix for a side's win condition: ``<prefix>.<role>`` for a neutral role that
    #: wins alone, else ``<prefix>.<faction>`` (``<prefix>.<edition>.<…>`` first, in an edition).
    win_key: ClassVar[str] = "win"
    #: The variant's :meth:`holdings` already count the hit points (lives): the role card shows
    #: no second counter of its own.
    hit_points_in_holdings: ClassVar[bool] = False

    def ability_about(self, texts: "Texts", ability: Ability) -> str | None:
        """What the ability does, in one line of the catalog (see :attr:`ability_about_key`)."""
        role = ability.role or "-"
        keys = [f"{self.ability_about_key}.{role}.{ability.name}", f"{self.ability_about_key}.{ability.name}"]
        if self.edition:
            keys.insert(0, f"{self.ability_about_key}.{self.edition}.{role}.{ability.name}")
        key = next((k for k in keys if texts.has(k)), None)
        return texts.render(key) if key is not None else None

    def win_text(self, texts: "Texts", game: "Game", player: Player) -> str | None:
        """The player's side's win condition, from the catalog (see :attr:`win_key`), or None."""
        for name in (self.side_of(game, player), player.faction):
            keys = [f"{self.win_key}.{self.edition}.{name}"] if self.edition else []
            for key in (*keys, f"{self.win_key}.{name}"):
                if texts.has(key):
                    return texts.render(key, self.win_params(game))
        return None

    def win_params(self, game: "Game") -> dict[str, Any]:
        """What the win conditions' texts may depend on in this game (a role that stops every side's win
        is named only where it is dealt)."""
        return {}

    def statuses(self, player: Player) -> set[str]:
        return set(player.statuses)

    def shown_role(self, game: "Game", player: Player) -> str:
        """The secret role the town is told a dead player had."""
        return player.role

    def may_talk_dead(self, game: "Game", player: Player) -> bool:
        """Whether this dead player may go on talking in public (the cards book's Мститель):
        the bot keeps the square open to him. By default the dead are silent."""
        return False
