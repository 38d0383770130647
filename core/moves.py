"""Random legal moves: the engine's move generator for simulated games (``tools.simulate``, the
property tests, the benchmarks) and for variants whose own ``legal_moves`` draw some moves at random.

Every draw comes from the generator passed in (seeded by the caller), never from the game's own.
"""

from __future__ import annotations

import random
from typing import Awaitable, Callable, Generator, Iterator, Sequence

from core.commands import Act, Command, Vote
from core.game import Game, Outcome
from core.rules import Ability, Action
from core.variant import Variant

#: What ``Random._randbelow`` is in CPython (3.11, 3.12): ``getrandbits(n.bit_length())`` drawn again until
#: below n. Where the generator's is that one, the hottest draws below are made inline (a call saved a draw).
_RANDBELOW = getattr(random.Random, "_randbelow_with_getrandbits", object())


def random_actions(game: Game, rng: random.Random, seat: int, ability: Ability, *,
                   living: list[int] | None = None, secret: Sequence[str] | None = None) -> Iterator[Action]:
    """Up to six random attempts at an action of this ability (not validated).
    ``living`` (the seats in the game) and ``secret`` (the secret role names)
    may be passed in when the caller knows them."""
    if secret is None:
        secret = game.variant.roles.secret_names()
    if living is None:
        living = [p.seat for p in game.living()]
    # What does not change between the attempts is looked up once. The draws are those of
    # randint(low, high) (= randrange(low, high + 1) = low + _randbelow(width)), of sample(living, 1)
    # (= [living[_randbelow(len(living))]]) and of choice(living) (= living[_randbelow(len(living))]),
    # made straight from the generator's _randbelow, which those methods call after their checks:
    # the same numbers (tests/core/test_moves_draws.py), a third of the cost.
    low = ability.min_targets
    high = ability.max_targets if ability.max_targets is not None else low + 1
    width = max(low, high) + 1 - low  # (at least 1)
    name, distinct, needs, choices = ability.name, ability.distinct_targets, ability.needs, ability.choices
    randbelow, choice = rng._randbelow, rng.choice
    size = len(living)
    # randbelow(width) and randbelow(size) inline (as _RANDBELOW makes them), where they are that one
    inline, getrandbits = type(rng)._randbelow is _RANDBELOW, rng.getrandbits
    width_bits, size_bits = width.bit_length(), size.bit_length()
    for _ in range(6):
        if inline:
            r = getrandbits(width_bits)
            while r >= width:
                r = getrandbits(width_bits)
            count = low + r
        else:
            count = low + randbelow(width)
        if count == 1 and size:
            if inline:
                r = getrandbits(size_bits)
                while r >= size:
                    r = getrandbits(size_bits)
                targets = (living[r],)
            else:
                targets = (living[randbelow(size)],)
        elif distinct:
            if count > size:
                return
            targets = tuple(rng.sample(living, count))
        else:
            targets = tuple([choice(living) for _ in range(count)])
        if not needs and not choices:
            yield Action(seat, name, targets)
            continue
        extras = {}
        if "guess" in needs:
            extras["guess"] = choice(secret)
        if "role" in needs:
            extras["role"] = choice(secret)
        if choices:
            extras["choice"] = choice(choices)
        elif "choice" in needs:
            extras["choice"] = str(10 + randbelow(91))  # randrange(10, 101)
        if "card" in needs:
            extras["card"] = ""
        if "text" in needs:
            extras["text"] = "…"
        if "cards" in needs:
            extras["cards"] = ()
        yield Action(seat, name, targets, **extras)


def random_action(game: Game, rng: random.Random, seat: int, ability: Ability, *,
                  living: list[int] | None = None, secret: Sequence[str] | None = None) -> Action | None:
    """A random action of this ability that the game accepts, or None."""
    for action in random_actions(game, rng, seat, ability, living=living, secret=secret):
        if game.validate(Act(action)) is None:
            return action
    return None


Moves = Generator[Command, Outcome, None]


def phase_moves(game: Game, rng: random.Random, act_chance: float = 0.8) -> Moves:
    """Random legal moves (and votes by day) for everyone in this phase, as
    commands. Send each command's outcome back into the generator (the next
    moves depend on it): see :func:`run_moves` and :func:`run_moves_async`."""
    # Moves and votes change nobody's life: who is in the game holds for the phase.
    living = [p.seat for p in game.players if p.in_game]  # (game.living()'s seats, in one comprehension)
    secret = game.variant.roles.secret_names()
    knows_moves = type(game.variant).legal_moves is not Variant.legal_moves
    randbelow, draw = rng._randbelow, rng.random  # (rng.shuffle's and rng.choice's draws, below)
    inline, getrandbits = type(rng)._randbelow is _RANDBELOW, rng.getrandbits  # (as in random_actions)
    for player in game.players:
        candidates = game.variant.legal_moves(game, player, rng) if knows_moves and player.in_game else None
        if candidates is not None:
            # The variant knows its moves (cards, lists of roles): try each, as a player might.
            for action in candidates:
                if draw() <= act_chance:
                    yield Act(action)
            continue
        abilities = game.available(player)
        if not abilities:
            continue  # (shuffling no abilities would draw no random number either)
        if len(abilities) > 1:  # (rng.shuffle's own draws: none for one ability)
            for i in range(len(abilities) - 1, 0, -1):
                if inline:  # randbelow(i + 1), inline
                    n = i + 1
                    bits = n.bit_length()
                    j = getrandbits(bits)
                    while j >= n:
                        j = getrandbits(bits)
                else:
                    j = randbelow(i + 1)
                abilities[i], abilities[j] = abilities[j], abilities[i]
        used_slots: set[str] = set()
        for ability in abilities:
            if ability.slot in used_slots or draw() > act_chance:
                continue
            # The attempts go to the game as they are: a refused one changes nothing
            # (and is not stored), and the accepted one is validated once, not twice.
            for action in random_actions(game, rng, player.seat, ability, living=living, secret=secret):
                outcome = yield Act(action)
                if outcome.accepted:
                    used_slots.add(ability.slot)
                    break
    if game.variant.spec(game.phase.kind).vote:
        targets: list[int | None] = living + [None]  # rng.choice(living + [None]), drawn as choice draws
        size = len(targets)
        can_vote, bits = game.variant.can_vote_now, size.bit_length()
        for player in game.players:
            if not living:
                target = None
            elif inline:  # (randbelow(size), inline as in random_actions)
                r = getrandbits(bits)
                while r >= size:
                    r = getrandbits(bits)
                target = targets[r]
            else:
                target = targets[randbelow(size)]
            # A vote the book refuses whatever it is (the dead's) is not sent: it would change nothing. Its
            # draw is made all the same, so the later draws stay those of every vote sent.
            if player.in_game or can_vote(game, player):
                yield Vote(player.seat, target)


def run_moves(moves: Moves, execute: Callable[[Command], Outcome]) -> int:
    """Execute each command the generator yields; returns how many were accepted."""
    accepted = 0
    try:
        command = next(moves)
        while True:
            outcome = execute(command)
            accepted += outcome.accepted
            command = moves.send(outcome)
    except StopIteration:
        return accepted


async def run_moves_async(moves: Moves, execute: Callable[[Command], Awaitable[Outcome]]) -> int:
    """:func:`run_moves` with an async executor (``GameSession.execute``)."""
    accepted = 0
    try:
        command = next(moves)
        while True:
            outcome = await execute(command)
            accepted += outcome.accepted
            command = moves.send(outcome)
    except StopIteration:
        return accepted


