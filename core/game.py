"""A game in progress: players, the phase, the moves sent, the master's log.

All change goes through :meth:`Game.execute` with a :class:`core.commands.Command`;
:meth:`Game.validate` says, without changing anything, whether a command would
be accepted. Randomness comes only from ``game.rng``, seeded with the game.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, Iterable

from core.commands import (NOTE_LIMIT, Act, Answer, Command, Decide, EndPhase, Hold, Note, PostCounts, Remove,
                           Replace, Unvote, Vote, Withdraw)
from core.events import EVERYONE, Audience, Event, Fellowship
from core.model import Departure, Exit, Phase, PhaseKind, Player, PlayerSetup, Use, plain
from core.names import fold
from core.resolution import Resolution
from core.rules import ANY_PHASE, Ability, Action, Rejection, StartError, qualified, reject
from core.gender import gender_of
from core.texts import DEFAULT_LOCALE, Name
from core.variant import Variant


@dataclass
class Question:
    """Something the engine asks one player, answered until the phase ends;
    ``default`` applies when no answer comes."""

    id: int
    seat: int
    key: str
    params: dict[str, Any]
    options: tuple[str, ...]  # empty: any text (a player's name, say)
    default: str | None
    phase: int
    answer: str | None = None
    # The book's name of the question or offer («Сделка»): a scenario answers it as a move.
    name: str | None = None

    @property
    def result(self) -> str | None:
        return self.answer if self.answer is not None else self.default


@dataclass
class PhaseReport:
    """What the master posts when a phase ends."""

    phase: Phase
    events: list[Event]
    winner: str | None

    @property
    def public(self) -> list[Event]:
        return [e for e in self.events if e.public]

    def private(self, seat: int) -> list[Event]:
        return [e for e in self.events if e.to is not None and seat in e.to]


@dataclass(frozen=True)
class Chance:
    """An outcome left to chance or to the master (``Game.decide``): in phase ``phase``, ``topic``
    among ``options`` (seats), ``chosen``, and whether the master chose it."""

    phase: int
    topic: str
    options: tuple[int, ...]
    chosen: int
    by_master: bool


@dataclass(init=False)
class Outcome:
    accepted: bool
    rejection: Rejection | None = None
    report: PhaseReport | None = None
    question: Question | None = None
    #: The moves this one replaced: of its slot, or excluded by it (told to the player, in ``told``).
    replaced: tuple[Action, ...] = ()
    #: What the command told at once without resolving anything (a replaced move).
    told: list[Event] = dataclasses.field(default_factory=list)

    def __init__(self, accepted: bool, rejection: Rejection | None = None, report: PhaseReport | None = None,
                 question: Question | None = None, replaced: tuple[Action, ...] = (),
                 told: list[Event] | None = None) -> None:
        # (by hand: the generated __init__ with a default factory costs twice this, once a command)
        self.accepted = accepted
        self.rejection = rejection
        self.report = report
        self.question = question
        self.replaced = replaced
        self.told = [] if told is None else told


class Game:
    def __init__(self, variant: Variant, setups: list[PlayerSetup], *, seed: int = 0,
                 start: str | None = None, locale: str = DEFAULT_LOCALE, hooks: Any = None) -> None:
        self.variant = variant
        self.setups = [s.copy() for s in setups]
        self.seed = seed
        self.locale = locale
        self.texts = variant.book.texts(locale)
        self.rng = random.Random(seed)
        self.hooks = hooks
        self.phase = variant.opening_phase(start)
        self.start_kind = self.phase.kind
        #: Every phase so far, by index (limits look up the phases of past uses).
        self.phases: list[Phase] = [self.phase]
        # Whether this phase has a vote (asked for every vote).
        self._vote_now = variant.spec(self.phase.kind).vote
        self.players: list[Player] = []
        self.log: list[Event] = []
        self.commands: list[Command] = []
        self.pending: dict[tuple[int, str], Action] = {}
        self.votes: dict[int, int | None] = {}
        # Voters who cast a vote this phase, and how often each changed it since.
        self.voted: set[int] = set()
        self.vote_changes: dict[int, int] = {}
        self.post_counts: dict[str, dict[int, int]] = {}
        # Players whose moves this phase are provisional: the phase may not end early.
        self.holding: set[int] = set()
        # The master's say this phase (Decide: topic -> seat), what chance or he decided, his notes.
        self.decisions: dict[str, int] = {}
        self.chances: list[Chance] = []
        self.notes: list[tuple[int, Note]] = []
        self.questions: list[Question] = []
        #: Everyone who left the game, in order, and why (:meth:`leave`; a replaced player too).
        self.departures: list[Departure] = []
        self.winner: str | None = None
        self.over = False
        self._event_phase: int | None = None
        self._abilities: dict[int, list[Ability]] = {}
        # The ability names two of a player's roles share (see _via), kept with _abilities.
        self._shared_names: dict[int, frozenset[str]] = {}
        # Whether the variant's slots depend on the move (asked for every move otherwise).
        self._slot_by_move = type(variant).slot_of is not Variant.slot_of
        # The hooks of every move and vote that the book leaves as the engine's (always None) are not
        # asked: a call each saved on the hottest paths.
        book = type(variant)
        self._asks_controller = book.controller is not Variant.controller
        self._asks_target = book.may_target is not Variant.may_target
        self._asks_voted = book.may_be_voted is not Variant.may_be_voted
        self._asks_check = book.check_action is not Variant.check_action
        # The book's answer for all of a player's abilities at once (Variant.usable), where it gives one.
        self._usable = variant.usable
        # The last action validated, its ability and its normalized form (execute() reuses them).
        self._checked: tuple[Action | None, Ability | None, Action | None] = (None, None, None)
        self._seat_by_name: dict[str, int] = {}
        self._audience_of_seat: dict[int, Audience] = {}
        #: Each player's name as a text parameter (a Name, which knows its gender), by name.
        self.names: dict[str, Name] = {}
        roles = variant.roles
        for seat, setup in enumerate(self.setups):
            role = roles.role(setup.role)
            if role is None or role.public:
                raise ValueError(f"unknown secret role {setup.role!r}")
            public = title = None
            if setup.public is not None:
                found = variant.public_role(setup.public)
                if found is None:
                    raise ValueError(f"unknown public role {setup.public!r}")
                public, title = found
            if fold(setup.name) in self._seat_by_name:
                raise ValueError(f"two players are called {setup.name!r}")
            player = Player(seat=seat, name=setup.name, role=role.name, public=public, public_title=title,
                            faction=variant.faction_of(role, setup), team=setup.team)
            self.players.append(player)
            self._seat_by_name[fold(setup.name)] = seat
            self.names[setup.name] = Name(setup.name, gender_of(setup.name, setup.gender), setup.declined)
        self.state = variant.new_game_state(self)
        for player, setup in zip(self.players, self.setups):
            try:
                player.state = variant.new_player_state(self, player, setup)
            except StartError as error:
                error.seat = player.seat  # whose starting state it is
                raise
        variant.start(self)
        variant.begin_phase(self)
        if hooks is not None:
            hooks.mafia_game_started(game=self)

    # --- looking things up ---------------------------------------------------

    def find(self, name: str) -> Player | None:
        seat = self._seat_by_name.get(fold(name))
        return self.players[seat] if seat is not None else None

    def living(self) -> list[Player]:
        return [p for p in self.players if p.in_game]

    def ability_of(self, player: Player, name: str) -> Ability | None:
        """The player's ability called ``name`` (or one of its aliases, or the
        name of the role whose unnamed ability it is, or «ability (role)» where two of
        the player's roles have an ability of that name), or None."""
        key = fold(name)
        abilities = self._abilities.get(player.seat)  # (self.abilities(player), its cache read here)
        if abilities is None:
            abilities = self.abilities(player)
        # The current phase's abilities first: a name two abilities share (a day and a
        # night «Лечение») means the one usable now.
        other_phase: Ability | None = None
        kind = self.phase.kind
        for ability in abilities:
            if key in ability.name_keys:
                if kind in ability.kinds or ANY_PHASE in ability.kinds:
                    return ability
                if other_phase is None:
                    other_phase = ability
        if other_phase is not None:
            return other_phase
        for ability in abilities:  # «Лечение (Медик)»: the ability of that one of two roles
            if ability.role is not None and key == fold(qualified(ability.name, ability.role)):
                return ability
        role = self.variant.roles.role(name)
        if role is not None:
            for ability in abilities:
                if ability.role == role.name or ability in role.abilities:
                    return ability
        return None

    def _via(self, player: Player, ability: Ability) -> str | None:
        """The role to record with a use of the ability: its role where another of the
        player's roles has an ability of the same name, else None."""
        shared = self._shared_names.get(player.seat)
        if shared is None:
            abilities = self.abilities(player)
            if len({a.name for a in abilities}) == len(abilities):  # no two of one name (nearly everyone)
                self._shared_names[player.seat] = frozenset()
                return None
            seen: dict[str, str | None] = {}
            found = set()
            for a in abilities:  # (the first role seen with each name; one look-up an ability)
                if seen.setdefault(a.name, a.role) != a.role:
                    found.add(a.name)
            shared = self._shared_names[player.seat] = frozenset(found)
        return ability.role if shared and ability.name in shared else None

    def normalized(self, action: Action, ability: Ability) -> Action:
        """The action with canonical names: the ability's, and the roles it names.
        A role named in ``role`` where the ability wants a ``guess`` (or the other
        way round) is taken for what the ability wants."""
        shared = self._shared_names.get(action.actor)
        via = None if shared is not None and not shared else self._via(self.players[action.actor], ability)
        if action.guess is None and action.role is None and action.via == via:  # only the ability's name
            return action if action.ability == ability.name else dataclasses.replace(action, ability=ability.name)
        changes: dict[str, Any] = {}
        if action.ability != ability.name:
            changes["ability"] = ability.name
        if action.via != via:
            changes["via"] = via
        guess, role = action.guess, action.role
        if "guess" in ability.needs and guess is None and role is not None and "role" not in ability.needs:
            guess, role = role, None
        elif "role" in ability.needs and role is None and guess is not None and "guess" not in ability.needs:
            guess, role = None, guess
        for name, value in (("guess", guess), ("role", role)):
            value = self._canonical_roles(value)
            if not ability.several_roles and isinstance(value, tuple) and len(value) == 1 \
                    and isinstance(value[0], str):
                value = value[0]  # a list of one role names that one role
            if value != getattr(action, name):
                changes[name] = value
        return dataclasses.replace(action, **changes) if changes else action

    def _canonical_roles(self, value: Any) -> Any:
        """A role name, list of names or seat -> role pairs with the book's spelling."""
        if value is None:
            return None
        if isinstance(value, str):
            known = self.variant.roles.role(value)
            return known.name if known is not None else value
        return tuple((v[0], self._canonical_roles(v[1])) if isinstance(v, tuple) else self._canonical_roles(v)
                     for v in value)

    def abilities(self, player: Player) -> list[Ability]:
        """The variant's abilities of the player, computed once per phase: they
        change only when a phase is resolved or the master steps in."""
        cached = self._abilities.get(player.seat)
        if cached is None:
            cached = self._abilities[player.seat] = self.variant.abilities(self, player)
        return cached

    def _forget_abilities(self) -> None:
        """Abilities change when a phase is resolved or the master steps in."""
        self._abilities.clear()
        self._shared_names.clear()

    def available(self, player: Player) -> list[Ability]:
        """The abilities the player could use right now (for menus and simulation)."""
        usable = self._usable
        if usable is not None:  # the book answers can_act_now and may_use for all of them at once
            found = usable(self, player)
            for a in found:
                if a.uses is not None or a.per_cycle is not None:  # limited: those within their limits
                    within = self._within_limits
                    return [a for a in found if (a.uses is None and a.per_cycle is None) or within(player, a)]
            return found
        if not self.variant.can_act_now(self, player):
            return []
        kind = self.phase.kind
        may_use, within = self.variant.may_use, self._within_limits
        abilities = self._abilities.get(player.seat)  # (self.abilities(player), its cache read here)
        if abilities is None:
            abilities = self.abilities(player)
        # (an ability without limits passes _limits at once: the call is skipped, a hot path)
        return [a for a in abilities if (kind in a.kinds or ANY_PHASE in a.kinds)
                and may_use(self, player, a)
                and ((a.uses is None and a.per_cycle is None) or within(player, a))]

    def expected(self, player: Player) -> list[Ability]:
        """The abilities a move is expected of now: the :meth:`available` ones the variant waits for
        (``Variant.expects``: not a cards deck rebuilt at will). What the bot waits for, reminds of
        and tells a player who left he may still do."""
        return [a for a in self.available(player) if self.variant.expects(self, player, a)]

    def may_use_now(self, player: Player, ability: Ability) -> Rejection | None:
        """Why the player cannot use the ability now whatever its targets (the phase, his state,
        its uses), or None: what a menu checks before it offers targets. The same checks, in the
        same order, as a move of it meets (:meth:`_validate_action`)."""
        if self.over:
            return reject("reject.game_over")
        if self.phase.kind not in ability.kinds and ANY_PHASE not in ability.kinds:
            return reject("reject.wrong_phase", ability=ability.name)
        rejection = self.variant.may_act(self, player, ability)
        if rejection is not None:
            return rejection
        return self._limits(player, ability, None)

    def controllable(self, player: Player) -> list[tuple[Player, Ability]]:
        """Others' abilities the player could use right now in their name, each with its
        owner (``Variant.controller``: fantasy's Кукла), for menus."""
        return [(other, ability) for other in self.players if other.seat != player.seat and other.in_game
                for ability in self.available(other)
                if self.variant.controller(self, other, ability) == player.seat]

    def actions_of(self, seat: int) -> list[Action]:
        return [a for (s, _), a in self.pending.items() if s == seat]

    # --- leaving the game -------------------------------------------------------

    def leave(self, player: Player, why: Exit) -> None:
        """The one way a player goes out of the game, and why (:class:`core.model.Exit`): dead, in
        prison, sent away, removed by the host. Every notice, the closing post, the story and the
        statistics read ``player.out``; ``departures`` keeps the order. (A replacement is not this:
        the seat plays on, :class:`Replace` notes the departure of the person.)"""
        if why is Exit.REPLACED:
            raise ValueError("a replaced player's seat stays in the game")
        player.out = why
        player.alive = why.alive
        self.departures.append(Departure(player.seat, player.name, why, self._current_event_phase()))

    def come_back(self, player: Player) -> None:
        """A player out of the game is in it again (raised from the dead, released from prison)."""
        player.out = None
        player.alive = True

    # --- the master's voice -------------------------------------------------

    def tell(self, seats: int | Iterable[int] | Fellowship | Audience, key: str, **params: Any) -> None:
        """Tell a seat, seats, a fellowship (its members now, routed by its id) or an audience;
        an empty audience (no seats, a fellowship with nobody left) is told nothing."""
        if type(seats) is int:  # the commonest: one player (his audience made once a game)
            audience = self._audience_of_seat.get(seats)
            if audience is None:
                audience = self._audience_of_seat[seats] = Audience.of(seats)
        else:
            if not isinstance(seats, (int, Fellowship, Audience)):
                seats = tuple(seats)
                if not seats:
                    return
            audience = Audience.of(seats)
        if audience.seats or audience.kind == "host":
            phase = self._event_phase  # (_current_event_phase(), inlined: every line told)
            self.log.append(Event(key, self._named(params), audience, phase if phase is not None else self.phase.index))

    def tell_host(self, key: str, **params: Any) -> None:
        """Tell the host alone (what the master keeps to himself)."""
        self.tell(Audience("host"), key, **params)

    def announce(self, key: str, **params: Any) -> None:
        phase = self._event_phase  # (_current_event_phase(), inlined: every line told)
        self.log.append(Event(key, self._named(params), EVERYONE, phase if phase is not None else self.phase.index))

    def _named(self, params: dict[str, Any]) -> dict[str, Any]:
        """The parameters with every player's name as a :class:`Name`, so that texts
        can agree with its gender (``{ $player_gender -> ... }``)."""
        names = self.names
        for key, value in params.items():
            if type(value) is str and value in names:
                params[key] = names[value]
            elif type(value) in (list, tuple) and value and all(type(v) is str and v in names for v in value):
                params[key] = [names[v] for v in value]  # NAME($list, case: ...) declines each
        return params

    def _current_event_phase(self) -> int:
        return self._event_phase if self._event_phase is not None else self.phase.index

    def render(self, event: Event) -> str:
        return self.texts.event(event)

    def ask(self, seat: int, key: str, *, options: Iterable[str] = (), default: str | None = None,
            name: str | None = None, **params: Any) -> Question:
        """Ask one player a question (or make an offer, ``name`` being the book's word
        for it), answered with :class:`Answer` until the phase ends."""
        question = Question(len(self.questions), seat, key, self._named(params), tuple(options), default,
                            self.phase.index, name=name)
        self.questions.append(question)
        self.tell(seat, key, **params)
        return question

    def open_questions(self, seat: int) -> list[Question]:
        return [q for q in self.questions if q.seat == seat and q.phase == self.phase.index and q.answer is None]

    # --- commands -------------------------------------------------------------

    def validate(self, command: Command) -> Rejection | None:
        """Why the command would be refused, or None. Changes nothing."""
        rejection = self._validate(command)
        if rejection is not None and rejection.params:
            self._named(rejection.params)  # «{ $name_gender -> ...}» in refusals too
        return rejection

    def _validate(self, command: Command) -> Rejection | None:
        if self.over and not isinstance(command, Replace):
            return reject("reject.game_over")
        kind = type(command)  # the two commands of every phase first (a hot path), then the rest
        if kind is Act:
            return self._validate_action(command.action)
        if kind is Vote:
            return self._validate_vote(command.voter, command.target)
        match command:
            case Act(action):
                return self._validate_action(action)
            case Withdraw(actor, ability):
                sent = [a for (s, _), a in self.pending.items() if s == actor and a.ability == ability]
                if not sent:
                    return reject("reject.nothing_to_withdraw")
                for action in sent:  # the book may forbid taking a move back (a bribe given)
                    rejection = self.variant.may_withdraw(self, self.players[actor], action)
                    if rejection is not None:
                        return rejection
                return None
            case Vote(voter, target):
                return self._validate_vote(voter, target)
            case Unvote(voter):
                if voter not in self.votes:
                    return reject("reject.no_vote")
                return self._vote_change_limit(voter)
            case Answer(seat, qid, answer):
                if not 0 <= qid < len(self.questions):
                    return reject("reject.no_question")
                q = self.questions[qid]
                if q.seat != seat or q.phase != self.phase.index:
                    return reject("reject.no_question")
                if q.options and fold(answer) not in {fold(o) for o in q.options}:
                    return reject("reject.bad_answer", options=list(q.options))
                return self.variant.check_answer(self, q, answer)
            case EndPhase():
                return None
            case Remove(seat, _):
                if not 0 <= seat < len(self.players):
                    return reject("reject.no_such_player", name=str(seat))
                if not self.players[seat].in_game:
                    return reject("reject.target_dead", name=self.players[seat].name)
                return None
            case Replace(seat, name):
                if not 0 <= seat < len(self.players):
                    return reject("reject.no_such_player", name=str(seat))
                if not name.strip() or len(name) > 100:
                    return reject("reject.bad_name")
                other = self.find(name)
                if other is not None and other.seat != seat:
                    return reject("reject.name_taken", name=name)
                return None
            case PostCounts():
                return None
            case Hold(seat, _):
                if not 0 <= seat < len(self.players):
                    return reject("reject.not_a_player")
                if not self.players[seat].in_game:
                    return reject("reject.dead", player=self.players[seat].name)
                return None
            case Decide(topic, value):
                if topic not in self.variant.decisions:
                    return reject("reject.no_decision")
                if not 0 <= value < len(self.players):
                    return reject("reject.not_a_player")
                return None
            case Note(text, line, seat):
                if len(text) > NOTE_LIMIT or (line is None) == (seat is None):
                    return reject("reject.bad_note")
                if seat is not None and not 0 <= seat < len(self.players):
                    return reject("reject.not_a_player")
                if line is not None and not 0 <= line < 1000:
                    return reject("reject.bad_note")
                return None
        return reject("reject.unknown_command")

    def execute(self, command: Command) -> Outcome:
        """Validate and apply a command; a refused command changes nothing."""
        if type(command) is Vote and not self.over:
            # The commonest command, checked and applied at once (as validate() and the match below would).
            voter, target = command.voter, command.target
            rejection = self._validate_vote(voter, target)
            if rejection is not None:
                if rejection.params:
                    self._named(rejection.params)
                return Outcome(False, rejection)
            self.commands.append(command)
            if voter in self.voted and self.votes.get(voter, -1) != target:
                self.vote_changes[voter] = self.vote_changes.get(voter, 0) + 1
            self.voted.add(voter)
            self.votes[voter] = target
            return Outcome(True)
        if type(command) is Act and not self.over:
            # The other command of every phase: checked and applied at once (as below, without the match).
            action = command.action
            rejection = self._validate_action(action)
            if rejection is not None:
                if rejection.params:
                    self._named(rejection.params)
                return Outcome(False, rejection)
            self.commands.append(command)
            return self._apply_act(action)
        rejection = self.validate(command)
        if rejection is not None:
            return Outcome(False, rejection)
        self.commands.append(command)
        # Moves change nobody's abilities; the resolution of a phase starts from the phase
        # as it was played (``_end_phase`` forgets them once it is resolved).
        if not isinstance(command, (Act, Withdraw, Vote, Unvote, EndPhase, Hold, Decide, Note)):
            self._forget_abilities()
        match command:
            case Act(action):
                return self._apply_act(action)
            case Withdraw(actor, ability):
                for key, action in list(self.pending.items()):
                    if key[0] == actor and action.ability == ability:
                        del self.pending[key]
            case Vote(voter, target):
                if voter in self.voted and self.votes.get(voter, -1) != target:
                    self.vote_changes[voter] = self.vote_changes.get(voter, 0) + 1
                self.voted.add(voter)
                self.votes[voter] = target
            case Unvote(voter):
                self.vote_changes[voter] = self.vote_changes.get(voter, 0) + 1
                self.votes.pop(voter, None)
            case Answer(_, qid, answer):
                q = self.questions[qid]
                q.answer = next((o for o in q.options if fold(o) == fold(answer)), answer)
                start = len(self.log)
                self.variant.on_answer(self, q)
                self._forget_abilities()
                if len(self.log) > start:  # the answer changed something the game tells at once
                    self._check_winner()
                    return Outcome(True, report=PhaseReport(self.phase, self.log[start:], self.winner))
            case EndPhase():
                return Outcome(True, report=self._end_phase())
            case Remove(seat, reason):
                start = len(self.log)
                self.variant.remove(self, self.players[seat], reason)
                # A removed player's moves and vote do not stand (the Romanian «молния»: «действия на него
                # не срабатывают»; every book: what he sent before the removal does not resolve).
                for key in [k for k in self.pending if k[0] == seat]:
                    del self.pending[key]
                self.votes.pop(seat, None)
                self.holding.discard(seat)
                self._check_winner()
                return Outcome(True, report=PhaseReport(self.phase, self.log[start:], self.winner))
            case Replace(seat, name, gender, declined):
                old = self.players[seat].name
                self.departures.append(Departure(seat, old, Exit.REPLACED, self.phase.index))
                del self._seat_by_name[fold(old)]
                self.players[seat].name = name
                self._seat_by_name[fold(name)] = seat
                self.names[name] = Name(name, gender_of(name, gender), declined)
            case PostCounts(topic, values):
                self.post_counts[topic] = dict(values)
            case Hold(seat, hold):
                if hold:
                    self.holding.add(seat)
                else:
                    self.holding.discard(seat)
            case Decide(topic, value):
                self.decisions[topic] = value
            case Note(text, line, seat):
                index = self.phase.index
                self.notes = [n for n in self.notes if (n[0], n[1].line, n[1].seat) != (index, line, seat)]
                if text.strip():
                    self.notes.append((index, command))
        return Outcome(True)

    def _apply_act(self, action: Action) -> Outcome:
        """Apply a move just validated (``_validate_action``): an instant one is resolved at once, any
        other waits in ``pending`` for the phase's end, replacing the move it takes the place of."""
        checked, ability, normalized = self._checked
        if checked is not action or ability is None or normalized is None:
            self._validate_action(action)  # validated just now: only its look-up is redone
            checked, ability, normalized = self._checked
            assert ability is not None and normalized is not None
        if ability.instant:
            return Outcome(True, report=self._resolve_instant(normalized))
        slot = ability.slot if not self._slot_by_move else self.variant.slot_of(
            self, self.players[normalized.actor], ability, normalized)
        key = (normalized.actor, slot)
        earlier = self.pending.get(key)
        replaced = [earlier] if earlier is not None and earlier != normalized else []
        for other_key, other in list(self.pending.items()):  # «если не применяет X»
            if other_key[0] == normalized.actor and other_key != key and \
                    self._excludes(self.players[normalized.actor], ability, other):
                del self.pending[other_key]
                replaced.append(other)
        # A move sent again goes to the end: ``pending`` keeps the order moves were sent in
        # (what must not follow the seats, e.g. anonymous letters, is told in that order).
        self.pending.pop(key, None)
        self.pending[key] = normalized
        if replaced:
            # One slot (or one of two moves that exclude each other), one move: the player is
            # told which move the new one replaced.
            start = len(self.log)
            for old in replaced:
                old_targets = [self.players[seat].name for seat in old.targets]
                if old.ability == normalized.ability:  # the same move sent again: re-aimed or changed
                    self.tell(normalized.actor, "move.retargeted" if old.targets != normalized.targets
                              else "move.changed", ability=normalized.ability,
                              targets=[self.players[seat].name for seat in normalized.targets],
                              old_targets=old_targets)
                    continue
                self.tell(normalized.actor, "move.replaced", ability=normalized.ability, old=old.ability,
                          old_targets=old_targets, old_count=len(old.targets))
            return Outcome(True, replaced=tuple(replaced), told=self.log[start:])
        return Outcome(True)

    # --- the master's say -----------------------------------------------------

    def decide(self, topic: str, options: list[int]) -> int:
        """An outcome the book leaves to chance or to the master (a coin between tied players): the
        master's decision for this phase (``Decide``) where it is one of ``options``, else chance.
        Chance is drawn either way, so the game's later chances stay as they were. Each is kept in
        ``chances`` (phase index, topic, options, chosen, by the master) for the master's review."""
        drawn = self.rng.choice(options)
        wanted = self.decisions.get(topic)
        chosen = wanted if wanted in options else drawn
        self.chances.append(Chance(self.phase.index, topic, tuple(options), chosen, chosen == wanted))
        return chosen

    def notes_of(self, phase: int) -> list[Note]:
        """The master's notes on a phase's results, in the order written."""
        return [note for index, note in self.notes if index == phase]

    # --- validation ----------------------------------------------------------

    def _validate_action(self, action: Action) -> Rejection | None:
        if not 0 <= action.actor < len(self.players):
            return reject("reject.not_a_player")
        player = self.players[action.actor]
        ability = self.ability_of(player, action.ability)
        sent = action
        if ability is None:
            found = self.controlled(action)
            if found is None:
                self._checked = (action, None, None)
                if not player.in_game:
                    return reject("reject.dead", player=player.name)
                return reject("reject.no_such_ability", ability=action.ability)
            player, ability = found  # a move in the name of a player the sender controls
            action = dataclasses.replace(action, actor=player.seat)
        elif self._asks_controller:
            controller = self.variant.controller(self, player, ability)
            if controller is not None and controller != player.seat:
                self._checked = (action, None, None)
                return reject("reject.controlled", ability=ability.name, name=self.players[controller].name)
        shared = self._shared_names.get(action.actor)
        if shared is None or shared or action.guess is not None or action.role is not None \
                or action.via is not None or action.ability != ability.name:
            action = self.normalized(action, ability)
        # (else the move is already in normalized form: no role shares the ability's name, none named)
        self._checked = (sent, ability, action)  # execute() reuses the look-up it just validated
        # The variant decides whether the dead may act (Мститель acts once after death).
        if self.phase.kind not in ability.kinds and ANY_PHASE not in ability.kinds:
            return reject("reject.wrong_phase", ability=ability.name)
        rejection = self.variant.may_act(self, player, ability)
        if rejection is not None:
            return rejection
        if ability.needs:
            for name in sorted(ability.needs):
                if getattr(action, name) is None:
                    return reject(f"reject.needs_{name}", ability=ability.name)
        if action.choice is not None and ability.choices and fold(action.choice) not in ability.choice_keys:
            return reject("reject.bad_choice", ability=ability.name, options=list(ability.choices))
        if action.guess is not None or action.role is not None:
            if not ability.several_roles and (isinstance(action.guess, tuple) or isinstance(action.role, tuple)):
                return reject("reject.one_role", ability=ability.name)
            for guess in action.guesses():
                if guess not in self.variant.roles.roles:
                    return reject("reject.no_such_role", role=guess)
            for seat in sorted(action.guess_map().keys() | action.role_map().keys()):
                if not 0 <= seat < len(self.players):
                    return reject("reject.no_such_player", name=str(seat))
        count = len(action.targets)
        if count < ability.min_targets or (ability.max_targets is not None and count > ability.max_targets):
            return reject("reject.target_count", ability=ability.name, min=ability.min_targets,
                          max=ability.max_targets if ability.max_targets is not None else "∞")
        if count > 1 and ability.distinct_targets and len(set(action.targets)) != count:
            return reject("reject.same_target_twice", ability=ability.name)
        players, may_target = self.players, self.variant.may_target if self._asks_target else None
        for seat in action.targets:
            if not 0 <= seat < len(players):
                return reject("reject.no_such_player", name=str(seat))
            target = players[seat]
            if not target.in_game and not ability.allow_dead_target:
                return reject("reject.target_dead", name=target.name)
            if seat == player.seat and not ability.allow_self:
                return reject("reject.not_self", ability=ability.name)
            if may_target is not None:
                rejection = may_target(self, player, ability, target)
                if rejection is not None:
                    return rejection
        if ability.uses is not None or ability.per_cycle is not None or ability.max_per_target is not None \
                or ability.no_repeat_target:  # (else _limits finds nothing: skipped on a hot path)
            rejection = self._limits(player, ability, action)
            if rejection is not None:
                return rejection
        if ability.check is not None:
            rejection = ability.check(self, player, action)
            if rejection is not None:
                return rejection
        return self.variant.check_action(self, player, action, ability) if self._asks_check else None

    def _excludes(self, player: Player, ability: Ability, other: Action) -> bool:
        """Whether a pending move ``other`` of the player and a move of ``ability`` exclude each
        other («если не применяет X», either way round)."""
        if other.ability == ability.name:
            return False
        if other.ability in ability.excludes:
            return True
        found = self.ability_of(player, other.ability)
        return found is not None and ability.name in found.excludes

    def ability_in_use(self, action: Action) -> tuple[Player, Ability] | None:
        """Whose ability a move uses, and which: the sender's own of that name, else another's used
        in his name (fantasy's Кукла: :meth:`controlled`); None when he has no such ability."""
        player = self.players[action.actor]
        own = self.ability_of(player, action.ability)
        return (player, own) if own is not None else self.controlled(action)

    def controlled(self, action: Action) -> tuple[Player, Ability] | None:
        """The player (and his ability of that name) in whose name the sender may use it:
        one whose ability the variant says the sender controls now (``Variant.controller``)."""
        for other in self.players:
            if other.seat == action.actor or not other.in_game:
                continue
            ability = self.ability_of(other, action.ability)
            if ability is not None and self.variant.controller(self, other, ability) == action.actor:
                return other, ability
        return None

    def _within_limits(self, player: Player, ability: Ability) -> bool:
        """``_limits(player, ability, None) is None`` without making the refusal (``available`` asks it of
        every limited ability of every player every phase, and most are used up: a refusal made and
        dropped each time). The same tests in the same order (tests/core/test_limits.py)."""
        if not player.history and (ability.uses is None or ability.uses > 0) and (
                ability.per_cycle is None or ability.per_cycle > 0):
            return True
        shared = self._shared_names.get(player.seat)
        via = None if shared is not None and not shared else self._via(player, ability)
        limit = ability.uses
        if ability.per_cycle is None and limit is not None:
            # Uses alone (most limited abilities): counted in his history until the limit is reached
            # (player.uses_of's test, inlined; its list not made).
            if limit <= 0:
                return False
            name, count = ability.name, 0
            for use in player.history:
                if use.ability == name and use.via == via:
                    count += 1
                    if count >= limit:
                        return False
            return True
        uses = player.uses_of(ability.name, via)
        if ability.uses is not None and len(uses) >= ability.uses:
            return False
        if ability.per_cycle is not None and (uses or ability.per_cycle <= 0):
            cycle = self.cycle_of(self.phase.index)
            if sum(1 for u in uses if self.cycle_of(u.phase) == cycle) >= ability.per_cycle:
                return False
        return True

    def _limits(self, player: Player, ability: Ability, action: Action | None) -> Rejection | None:
        if ability.uses is None and ability.per_cycle is None and (
                action is None or (ability.max_per_target is None and not ability.no_repeat_target)):
            return None  # no limits (the common case, on a hot path)
        if not player.history and (ability.uses is None or ability.uses > 0) and (
                ability.per_cycle is None or ability.per_cycle > 0) and (
                action is None or ability.max_per_target is None or ability.max_per_target > 0):
            return None  # nothing used yet: no limit reached (every count below is 0)
        if ability.per_cycle is None and ability.uses is not None and (
                action is None or (ability.max_per_target is None and not ability.no_repeat_target)):
            # Uses alone: _within_limits counts them without making the list
            return None if self._within_limits(player, ability) else reject(
                "reject.used_up", ability=ability.name, uses=ability.uses)
        shared = self._shared_names.get(player.seat)
        via = None if shared is not None and not shared else self._via(player, ability)
        uses = player.uses_of(ability.name, via)
        if ability.uses is not None and len(uses) >= ability.uses:
            return reject("reject.used_up", ability=ability.name, uses=ability.uses)
        if ability.per_cycle is not None and (uses or ability.per_cycle <= 0):  # (no use: none this cycle)
            cycle = self.cycle_of(self.phase.index)
            if sum(1 for u in uses if self.cycle_of(u.phase) == cycle) >= ability.per_cycle:
                return reject("reject.used_this_cycle", ability=ability.name)
        if action is None:
            return None
        for seat in action.targets:
            if ability.max_per_target is not None:
                times = sum(1 for u in uses if seat in u.targets)
                if times >= ability.max_per_target:
                    return reject("reject.target_limit", ability=ability.name, name=self.players[seat].name,
                                  times=ability.max_per_target)
            if ability.no_repeat_target:
                last = self._previous_of_kind()
                if last is not None and any(u.phase == last and seat in u.targets for u in uses):
                    return reject("reject.repeat_target", ability=ability.name, name=self.players[seat].name)
        return None

    def cycle_of(self, phase_index: int) -> int:
        """The cycle of that phase that per-cycle limits count in (``Variant.limit_cycle``)."""
        return self.variant.limit_cycle(self, self.phases[phase_index])

    def _previous_of_kind(self) -> int | None:
        """The index of the last phase of the current kind before this one."""
        kind = self.phase.kind
        for phase in reversed(self.phases[:-1]):
            if phase.kind == kind:
                return phase.index
        return None

    def _validate_vote(self, voter: int, target: int | None) -> Rejection | None:
        if not self._vote_now:
            if self.phase.kind == PhaseKind.NIGHT:
                return reject("reject.vote_at_night")
            return reject("reject.no_vote_now", phase=self.texts.render(f"phase.{self.phase.kind}",
                                                                        {"number": self.phase.number}))
        if not 0 <= voter < len(self.players):
            return reject("reject.not_a_player")
        player = self.players[voter]
        rejection = self.variant.may_vote(self, player)
        if rejection is not None:
            return rejection
        if voter in self.voted and self.votes.get(voter, -1) != target:
            rejection = self._vote_change_limit(voter)
            if rejection is not None:
                return rejection
        if target is None:
            return None if self.variant.peace_vote else reject("reject.no_peace_vote")
        if not 0 <= target < len(self.players):
            return reject("reject.no_such_player", name=str(target))
        if not self.players[target].in_game:
            return reject("reject.target_dead", name=self.players[target].name)
        return self.variant.may_be_voted(self, player, self.players[target]) if self._asks_voted else None

    def _vote_change_limit(self, voter: int) -> Rejection | None:
        limit = self.variant.max_vote_changes(self, self.players[voter])
        if limit is not None and self.vote_changes.get(voter, 0) >= limit:
            return reject("reject.vote_changes_used", times=limit)
        return None

    def void_vote(self, seat: int) -> None:
        """The voter lost the vote (a status, a bribe): it no longer counts."""
        self.votes.pop(seat, None)

    # --- instant abilities ------------------------------------------------------

    def _resolve_instant(self, action: Action) -> PhaseReport:
        """Resolve an instant ability at once: its steps run over it alone, its use
        is recorded, its results are told, and the win is checked."""
        start = len(self.log)
        resolution = Resolution(self, self.phase, [action], self.variant.new_scratch(self, self.phase), instant=True)
        self.variant.resolve_instant(self, resolution)
        if action not in resolution.voided:
            self.players[action.actor].history.append(Use(self.phase.index, action.ability, action.targets,
                                                          action.via))
        self._forget_abilities()
        self._check_winner()
        report = PhaseReport(self.phase, self.log[start:], self.winner)
        if self.hooks is not None:
            self.hooks.mafia_instant_resolved(game=self, action=action, report=report)
        return report

    # --- the end of a phase ----------------------------------------------------

    def _end_phase(self) -> PhaseReport:
        phase = self.phase
        start = len(self.log)
        self._event_phase = phase.index
        actions = sorted(self.pending.values(), key=lambda a: (a.actor, a.ability))
        resolution = Resolution(self, phase, actions, self.variant.new_scratch(self, phase))
        self.variant.resolve(self, resolution)
        self._forget_abilities()
        for action in actions:
            if not resolution.voided or action not in resolution.voided:  # a voided move uses no limit
                self.players[action.actor].history.append(Use(phase.index, action.ability, action.targets,
                                                              action.via))
        self._check_winner()
        self.pending.clear()
        self.votes.clear()
        self.voted.clear()
        self.vote_changes.clear()
        self.post_counts.clear()
        self.holding.clear()
        self.decisions.clear()
        if not self.over:
            self.phase = self.variant.next_phase(self, phase)
            self.phases.append(self.phase)
            self._vote_now = self.variant.spec(self.phase.kind).vote
            index = self.phase.index
            for player in self.players:
                if player.granted and any(until < index for until in player.granted.values()):  # one ran out
                    player.granted = {k: v for k, v in player.granted.items() if v >= index}
            # What the new phase's beginning tells belongs to it, not to the phase just resolved.
            self._event_phase = None
            self.variant.begin_phase(self)
        self._forget_abilities()
        self._event_phase = None
        report = PhaseReport(phase, self.log[start:], self.winner)
        if self.hooks is not None:
            self.hooks.mafia_phase_resolved(game=self, report=report)
        return report

    def _check_winner(self) -> None:
        if self.over:
            return
        winner = self.variant.winner(self)
        if winner is not None:
            self.winner = winner
            self.over = True
            self.announce("game.over", winner=self.variant.winner_title(self, winner))

    # --- snapshots ----------------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain data: two games in the same state give equal snapshots."""
        return {
            "variant": self.variant.id,
            "options": self.variant.options,
            "seed": self.seed,
            "phase": [self.phase.index, str(self.phase.kind), self.phase.number],
            "players": [p.snapshot() for p in self.players],
            "state": plain(self.state),
            "pending": sorted((a.to_json() for a in self.pending.values()), key=repr),
            "votes": sorted(self.votes.items(), key=repr),
            "holding": sorted(self.holding),
            "decisions": sorted(self.decisions.items()),
            "notes": [[index, note.to_json()] for index, note in self.notes],
            "questions": [plain(q) for q in self.questions],
            "log": [e.to_json() for e in self.log],
            "winner": self.winner,
            "over": self.over,
            "rng": repr(self.rng.getstate()),
        }
