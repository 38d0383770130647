"""The move generator draws its numbers straight from ``random.Random._randbelow`` (skipping the
public methods' checks, a hot path of every simulated game): the numbers, and so every seeded
simulated game, must be those the public methods give."""

from __future__ import annotations

import random

import pytest

from core.moves import phase_moves, random_actions
from core.registry import Engine
from core.rules import Ability, Action
from core.variant import Variant
from tools.simulate import move_rng, new_random_game


def old_random_actions(rng: random.Random, seat: int, ability: Ability, living: list[int], secret: list[str]):
    """The generator as it was written with the public methods (randint, sample, choice)."""
    for _ in range(6):
        count = rng.randint(ability.min_targets, max(ability.min_targets, ability.max_targets
                                                    if ability.max_targets is not None else ability.min_targets + 1))
        if ability.distinct_targets:
            if count > len(living):
                return
            targets = tuple(rng.sample(living, count))
        else:
            targets = tuple(rng.choice(living) for _ in range(count))
        extras = {}
        if "guess" in ability.needs:
            extras["guess"] = rng.choice(secret)
        if "role" in ability.needs:
            extras["role"] = rng.choice(secret)
        if ability.choices:
            extras["choice"] = rng.choice(ability.choices)
        elif "choice" in ability.needs:
            extras["choice"] = str(rng.randint(10, 100))
        if "card" in ability.needs:
            extras["card"] = ""
        if "text" in ability.needs:
            extras["text"] = "…"
        if "cards" in ability.needs:
            extras["cards"] = ()
        yield Action(seat, ability.name, targets, **extras)


ABILITIES = [
    Ability("Выстрел"),
    Ability("Пара", min_targets=2, max_targets=2),
    Ability("Сколько угодно", min_targets=0, max_targets=None),
    Ability("Три", min_targets=1, max_targets=3, distinct_targets=False),
    Ability("Догадка", needs=frozenset({"guess", "choice"})),
    Ability("Роль", needs=frozenset({"role"}), choices=("а", "б", "в")),
    Ability("Никого", min_targets=0, max_targets=0),
]


@pytest.mark.parametrize("ability", ABILITIES, ids=lambda a: a.name)
@pytest.mark.parametrize("living", [[], [4], [0, 3], list(range(17)), list(range(0, 1000, 3))], ids=len)
def test_random_actions_draw_as_the_public_methods(ability: Ability, living: list[int]) -> None:
    secret = ["Мафия", "Маньяк", "Комиссар"]
    engine = Engine()
    game = new_random_game(engine, "hp", 13, 0)
    for seed in range(60):
        new_rng, old_rng = random.Random(seed), random.Random(seed)
        try:
            expected = list(old_random_actions(old_rng, 3, ability, living, secret))
        except IndexError:  # a choice among nobody: the new generator fails alike
            with pytest.raises(IndexError):
                list(random_actions(game, new_rng, 3, ability, living=living, secret=secret))
            continue
        assert list(random_actions(game, new_rng, 3, ability, living=living, secret=secret)) == expected
        assert new_rng.getstate() == old_rng.getstate()


def old_phase_moves(game, rng: random.Random, act_chance: float = 0.8):
    """phase_moves as it was written with the public methods (shuffle, random, choice)."""
    living = [p.seat for p in game.living()]
    secret = [r.name for r in game.variant.roles.secret_roles()]
    knows_moves = type(game.variant).legal_moves is not Variant.legal_moves
    from core.commands import Act, Vote

    for player in game.players:
        candidates = game.variant.legal_moves(game, player, rng) if knows_moves and player.in_game else None
        if candidates is not None:
            for action in candidates:
                if rng.random() <= act_chance:
                    yield Act(action)
            continue
        abilities = game.available(player)
        if not abilities:
            continue
        rng.shuffle(abilities)
        used_slots: set[str] = set()
        for ability in abilities:
            if ability.slot in used_slots or rng.random() > act_chance:
                continue
            for action in old_random_actions(rng, player.seat, ability, living, secret):
                outcome = yield Act(action)
                if outcome.accepted:
                    used_slots.add(ability.slot)
                    break
    if game.variant.spec(game.phase.kind).vote:
        for player in game.players:
            target = rng.choice(living + [None]) if living else None
            yield Vote(player.seat, target)


def play(game, moves) -> list[tuple]:
    """Send a generator's commands of one phase to the game, each answered with its outcome:
    the commands sent, each with whether it was accepted."""
    sent = []
    try:
        command = next(moves)
        while True:
            outcome = game.execute(command)
            sent.append((command, outcome.accepted))
            command = moves.send(outcome)
    except StopIteration:
        pass
    return sent


@pytest.mark.parametrize("variant,players", [("hp", 17), ("romanian", 16), ("cards", 12)])
def test_whole_games_send_the_same_moves(variant: str, players: int) -> None:
    """Two copies of each seeded game, one played by each generator: the same commands, the same
    outcomes, the same random state after every phase, the same end. The one difference: a vote
    the book refuses whatever it is (``Variant.can_vote_now``: the dead's) is not sent, its draw made."""
    from core.commands import Vote

    engine = Engine()
    unsent = 0
    for seed in range(4):
        games = [new_random_game(engine, variant, players, seed) for _ in range(2)]
        rngs = [move_rng(seed), move_rng(seed)]
        for _ in range(60):
            if games[0].over:
                break
            sent = [play(games[0], phase_moves(games[0], rngs[0])), play(games[1], old_phase_moves(games[1], rngs[1]))]
            # The old generator's commands but the refused votes of those out of the game.
            kept = [(c, ok) for c, ok in sent[1]
                    if not (type(c) is Vote and not ok and not games[1].players[c.voter].in_game)]
            unsent += len(sent[1]) - len(kept)
            assert sent[0] == kept and sent[0]
            assert rngs[0].getstate() == rngs[1].getstate()
            if not games[0].over:
                from core.commands import EndPhase

                games[0].execute(EndPhase())
                games[1].execute(EndPhase())
        assert games[0].snapshot() == games[1].snapshot()
    assert unsent > 0  # (the dead's votes were tried by the old one: the difference was met)


class _OwnRandbelow(random.Random):
    """A generator whose ``_randbelow`` is not CPython's (the same numbers): the draws go through it."""

    calls = 0

    def _randbelow(self, n: int) -> int:
        _OwnRandbelow.calls += 1
        return super()._randbelow(n)


def test_a_generator_of_its_own_draws_through_its_randbelow() -> None:
    """phase_moves and random_actions draw inline only from CPython's _randbelow; any other is called,
    and the same numbers give the same moves."""
    engine = Engine()
    for seed in range(2):
        games = [new_random_game(engine, "hp", 17, seed) for _ in range(2)]
        own = _OwnRandbelow()
        own.setstate(move_rng(seed).getstate())
        rngs = [move_rng(seed), own]
        for _ in range(8):
            sent = [play(game, phase_moves(game, rng)) for game, rng in zip(games, rngs)]
            assert sent[0] == sent[1] and sent[0]
            assert rngs[0].getstate() == rngs[1].getstate()
            if games[0].over:
                break
            from core.commands import EndPhase

            games[0].execute(EndPhase())
            games[1].execute(EndPhase())
    assert _OwnRandbelow.calls > 100
