"""A reference model of the day vote, independent of the game's vote code (issue 23, item 4).

It follows the commands alone: who voted for whom (``Vote`` sets, ``Unvote`` takes back, the end
of a phase clears), how often each voter changed the vote (a withdrawal and a vote cast again
after it are changes; the same vote again is not), and the books' caps on changes (fantasy I:
three; the others none). After every command it checks the game against itself:

* ``game.votes`` and ``game.vote_changes`` are the model's (the rules may void or dictate votes
  through other commands, a status or a zombie's order: the model takes those over, and only
  from commands that are not votes);
* a vote refused for the cap is refused exactly when the model's count has reached it;
* the live tally (``variant.tally``) moves, for an accepted vote or withdrawal, by exactly the
  voter's weight as the book gives it (HP: Политик 2.5; fantasy: Мэр 2; cards: Авторитет 2,
  Прокурор +2; else 1), from the old target to the new one («мир» counted only where the
  book counts it), unless something the model does not weigh touches this voter or these
  targets (a pull, a dictated vote, an accusation...): then the move is not compared, and
  ``skipped`` counts it;
* in the books whose tally is the plain count (the default), the whole tally is the model's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import random
from typing import Iterator

from core.commands import Command, EndPhase, Unvote, Vote
from core.game import Game, Outcome, PhaseReport
from core.model import PhaseKind
from core.moves import phase_moves, run_moves
from core.variant import Variant

#: Vote changes a book caps (its id and edition): «Цель можно менять максимум 3 раза» (fantasy I).
CAPS = {("fantasy", "I"): 3}
#: Books whose count leaves «мир» out (the Romanian book, the fantasy Вече).
PEACE_UNCOUNTED = {"romanian", "fantasy"}


@dataclass
class VoteModel:
    game: Game
    votes: dict[int, int | None] = field(default_factory=dict)
    cast: set[int] = field(default_factory=set)
    changes: dict[int, int] = field(default_factory=dict)
    compared: int = 0  # tally moves compared with the model
    skipped: int = 0  # tally moves the model does not weigh (a modifier in play)
    phase: int = -1

    def __post_init__(self) -> None:
        self.phase = self.game.phase.index

    @property
    def book(self) -> str:
        return self.game.variant.id

    @property
    def cap(self) -> int | None:
        return CAPS.get((self.book, self.game.variant.options.get("edition")))

    # --- the model ---------------------------------------------------------------------------

    def weight(self, voter: int) -> float:
        game, player = self.game, self.game.players[voter]
        if self.book == "hp":
            return 2.5 if player.public == "Политик" else 1.0
        if self.book == "fantasy":
            return 2.0 if player.public == "Мэр" else 1.0
        if self.book == "cards":
            boosted = any(a.actor == voter and a.ability == "Прокурор" for a in game.pending.values())
            return (2.0 if player.public == "Авторитет" else 1.0) + (2.0 if boosted else 0.0)
        return 1.0

    def counted(self, target: int | None) -> bool:
        return target is not None or self.book not in PEACE_UNCOUNTED

    def expected_move(self, voter: int, old: int | None, new: int | None, had: bool, has: bool) -> dict:
        """How the tally moves when the voter's vote goes from ``old`` (if ``had``) to ``new``."""
        weight = self.weight(voter)
        move: dict[Any, float] = {}
        if had and self.counted(old):
            move[old] = move.get(old, 0.0) - weight
        if has and self.counted(new):
            move[new] = move.get(new, 0.0) + weight
        return move

    # --- what the model does not weigh ---------------------------------------------------------

    def plain(self, voter: int, targets: set[int | None]) -> bool:
        """Whether nothing but the voter's weight decides this move (see the module's doc)."""
        game = self.game
        player = game.players[voter]
        if game.variant.may_vote(game, player) is not None:
            return False  # a vote kept but not counted (a status since): the book decides
        pending = list(game.pending.values())
        if self.book == "hp":
            if any(getattr(game.players[seat].state, "plagiarized", None) is not None
                   for seat in {voter, *targets} if seat is not None):
                return False  # the Плагиатор's copied public role (a Политик's weight, a VIP's shield)
            if player.public == "Политик" and any(t is not None and game.players[t].public == "VIP"
                                                  for t in targets):
                return False
            return not any(a.ability == "Авторитет" and (a.actor == voter or voter in a.targets)
                           for a in pending)
        if self.book == "romanian":
            s = player.state
            day = game.phase.index
            if not game.votes or len(game.votes) == 1 and voter in game.votes:
                return False  # no votes at all means no vote (penalties appear with the first)
            if getattr(s, "baron_day", None) == day or getattr(s, "no_vote_day", None) == day:
                return False
            if any(getattr(p.state, "baron_by", None) == voter for p in game.players):
                return False
            return not any(a.actor == voter and a.ability in ("Двойной голос", "Диплом", "Голос барона")
                           for a in pending)
        if self.book == "fantasy":
            return self._plain_fantasy(voter, targets)
        return True

    def _plain_fantasy(self, voter: int, targets: set[int | None]) -> bool:
        game = self.game
        day = game.phase.index
        player = game.players[voter]
        s = player.state
        state = game.state
        if s.former_mayor or s.mute or getattr(s, "no_public_day", None) == day or \
                getattr(s, "accused_day", None) == day:
            return False
        forced = getattr(s, "forced_vote", None)
        if forced is not None and forced[0] == day:
            return False
        for target in targets:
            if target is None:
                continue
            t = game.players[target].state
            if t.accused_day == day and t.accused_by == voter:
                return False
        if game.variant.options.get("edition") == "II":
            if any(a.actor == voter and a.ability in ("Пророчество", "Грязные тайны") for a in game.pending.values()):
                return False
            if any(a.ability == "Влияние" and voter in a.targets[:1] or a.ability == "Влияние" and a.actor == voter
                   for a in game.pending.values()):
                return False
            dead = sum(1 for o in game.players if not o.alive)
            if dead and any(t is not None and game.players[t].role == "Тварь" and game.players[t].alive
                            for t in targets):
                return False  # Подавляй: −0.5 per dead once the Тварь is in the count
            return True
        if (day, voter) in getattr(state, "rallies", set()) or (day, voter) in getattr(state, "saving", set()):
            return False
        puppets = getattr(state, "puppets", {})
        if voter in puppets or voter in puppets.values():
            return False
        for (when, seat), (noble, _) in getattr(state, "influence", {}).items():
            if when == day and voter in (seat, noble):
                return False
        return True

    # --- checking ------------------------------------------------------------------------------

    def tally(self) -> dict[Any, float]:
        return {k: v for k, v in self.game.variant.tally(self.game).items() if v}

    def execute(self, command: Command) -> Outcome:
        """Execute the command on the game, and check the game against the model."""
        game = self.game
        before_tally = self.tally() if isinstance(command, (Vote, Unvote)) else None
        voter = command.voter if isinstance(command, (Vote, Unvote)) else None
        had = voter in self.votes
        old = self.votes.get(voter) if voter is not None else None
        changing = voter is not None and (isinstance(command, Unvote) or (
            voter in self.cast and (not had or old != command.target)))
        outcome = game.execute(command)
        if isinstance(command, (Vote, Unvote)):
            key = None if outcome.accepted else outcome.rejection.key
            if key == "reject.vote_changes_used":
                assert self.cap is not None, f"{self.book} has no cap on vote changes, yet {command} was refused"
                assert changing and self.changes.get(voter, 0) >= self.cap, \
                    f"{command} refused after {self.changes.get(voter, 0)} changes (cap {self.cap})"
            elif changing and outcome.accepted and self.cap is not None:
                assert self.changes.get(voter, 0) < self.cap, \
                    f"{command} accepted after {self.changes.get(voter, 0)} changes (cap {self.cap})"
            if isinstance(command, Unvote) and not had:
                assert key == "reject.no_vote", f"{command} of a voter without a vote: {key}"
        if outcome.accepted:
            self._apply(command)
        self._check()
        if outcome.accepted and before_tally is not None and game.phase.index == self.phase:
            self._check_move(command, voter, old, had, before_tally)
        return outcome

    def _apply(self, command: Command) -> None:
        game = self.game
        match command:
            case Vote(voter, target):
                if voter in self.cast and (voter not in self.votes or self.votes[voter] != target):
                    self.changes[voter] = self.changes.get(voter, 0) + 1
                self.cast.add(voter)
                self.votes[voter] = target
            case Unvote(voter):
                self.changes[voter] = self.changes.get(voter, 0) + 1
                del self.votes[voter]
            case _:
                if isinstance(command, EndPhase) or game.phase.index != self.phase:
                    self.votes.clear()
                    self.cast.clear()
                    self.changes.clear()
                    self.phase = game.phase.index
                # The rules may void or dictate votes (a status, a bribe, a zombie's order): taken over.
                self.votes = dict(game.votes)

    def _check(self) -> None:
        game = self.game
        assert game.votes == self.votes, f"votes {game.votes} != model {self.votes}"
        assert {k: v for k, v in game.vote_changes.items() if v} == {k: v for k, v in self.changes.items() if v}, \
            f"changes {game.vote_changes} != model {self.changes}"
        if game.phase.kind is PhaseKind.NIGHT:
            assert not self.votes
        if type(game.variant).ballot is Variant.ballot:  # the plain count: the whole tally is the model's
            counts: dict[Any, float] = {}
            for voter, target in self.votes.items():
                if game.variant.may_vote(game, game.players[voter]) is None:
                    counts[target] = counts.get(target, 0.0) + 1.0
            assert self.tally() == counts, f"tally {self.tally()} != model {counts}"

    def _check_move(self, command: Command, voter: int, old: int | None, had: bool, before: dict) -> None:
        has = isinstance(command, Vote)
        new = command.target if has else None
        if not self.plain(voter, {old if had else None, new}):
            self.skipped += 1
            return
        after = self.tally()
        expected = self.expected_move(voter, old, new, had, has)
        keys = set(before) | set(after) | set(expected)
        moved = {k: after.get(k, 0.0) - before.get(k, 0.0) for k in keys}
        want = {k: expected.get(k, 0.0) for k in keys}
        assert all(abs(moved[k] - want[k]) < 1e-9 for k in keys), \
            f"{command}: the tally moved {moved}, the model says {want} (before {before}, after {after}; " \
            f"{self.game.players[voter]}; {self.game.players[new] if new is not None else None})"
        self.compared += 1


def random_votes(game: Game, rng: random.Random) -> Iterator[Command]:
    """Random votes, changes and withdrawals of the living (and a few of anyone), by day."""
    if not game.variant.spec(game.phase.kind).vote:
        return
    seats = list(range(len(game.players)))
    living = [p.seat for p in game.players if p.in_game] or seats
    for _ in range(rng.randint(0, 2 * len(living))):
        voter = rng.choice(living) if rng.random() < 0.9 else rng.choice(seats)
        if rng.random() < 0.3:
            yield Unvote(voter)
        else:
            yield Vote(voter, rng.choice(living + [None]))


def play_checked(game: Game, rng: random.Random, model: VoteModel, *, max_phases: int) -> Iterator[PhaseReport]:
    """:func:`tools.simulate.play` through the model: every command checked, and by day random
    votes, changes and withdrawals before and after the random moves."""
    for _ in range(max_phases):
        if game.over:
            return
        start, phase = len(game.log), game.phase
        for command in random_votes(game, rng):
            model.execute(command)
        if not game.over:
            run_moves(phase_moves(game, rng), model.execute)
        if not game.over:
            for command in random_votes(game, rng):
                model.execute(command)
        if not game.over:
            assert model.execute(EndPhase()).accepted
        yield PhaseReport(phase, game.log[start:], game.winner)
