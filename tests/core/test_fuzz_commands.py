"""Fuzzing: any command, well-formed or not, never crashes the engine; a refused
one changes nothing; the accepted ones replay to the same game; the day vote agrees
with a reference model after every command (tests/core/vote_model.py)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.commands import Act, Answer, EndPhase, Hold, Remove, Replace, Unvote, Vote, Withdraw, command_from_json
from core.rules import Action
from tools.simulate import new_random_game
from plugins import BUILTIN
from tests.core.vote_model import VoteModel

JUNK = ["", "  ", "Дракон", "мир", "🙂", "x" * 300, "Лечение", "голос", "серебро", "да", "нет", "1", "-5"]


def names_of(engine, variant: str, options: dict | None = None) -> tuple[list[str], list[str]]:
    book = engine.book(variant, (options or {}).get("edition"))  # the edition's own names (fantasy II, IV)
    abilities = sorted({a.name for r in book.roles.roles.values() for a in r.abilities} |
                       set(book.roles.extra_abilities) | set(book.roles.roles))
    roles = sorted(book.roles.roles)
    return abilities, roles


@st.composite
def commands(draw, abilities: list[str], roles: list[str], seats: int):
    seat = st.integers(min_value=-2, max_value=seats + 2)
    text = st.sampled_from(JUNK + roles + abilities) | st.text(max_size=12)
    maybe = st.none() | text
    kind = draw(st.sampled_from(["act", "act", "act", "act", "vote", "vote", "withdraw", "unvote", "answer",
                                 "end", "end", "remove", "replace", "hold"]))
    if kind == "act":
        role = st.sampled_from(roles + JUNK)
        # A role may be named once, as a list, or as a seat -> role mapping (kept as pairs).
        named = st.none() | role | st.lists(role, max_size=3).map(tuple) | \
            st.lists(st.tuples(seat, role), max_size=3).map(tuple)
        return Act(Action(draw(seat), draw(st.sampled_from(abilities + JUNK)),
                          tuple(draw(st.lists(seat, max_size=5))),
                          guess=draw(named), role=draw(named),
                          choice=draw(maybe), card=draw(maybe), text=draw(maybe),
                          cards=draw(st.none() | st.lists(st.sampled_from(abilities + JUNK), max_size=16).map(tuple)),
                          source=draw(st.none() | st.sampled_from(["рука", "рукав", *JUNK]))))
    if kind == "hold":
        return Hold(draw(seat), draw(st.booleans()))
    if kind == "vote":
        return Vote(draw(seat), draw(st.none() | seat))
    if kind == "withdraw":
        return Withdraw(draw(seat), draw(st.sampled_from(abilities + JUNK)))
    if kind == "unvote":
        return Unvote(draw(seat))
    if kind == "answer":
        return Answer(draw(seat), draw(st.integers(min_value=-1, max_value=5)), draw(text))
    if kind == "remove":
        return Remove(draw(seat), draw(text))
    if kind == "replace":
        return Replace(draw(seat), draw(text))
    return EndPhase()


# Every variant with its default options, and the other editions of the books that have them.
CASES = [(v, None) for v in BUILTIN] + [("fantasy", {"edition": "v0.1"}), ("fantasy", {"edition": "II"}),
                                          ("fantasy", {"edition": "IV"})]


def check(engine, variant: str, players: int, seed: int, data, options: dict | None = None) -> None:
    game = new_random_game(engine, variant, players, seed, options=options)
    abilities, roles = names_of(engine, variant, options)
    model = VoteModel(game)
    for _ in range(40):
        command = data.draw(commands(abilities, roles, players))
        before = game.snapshot()
        outcome = model.execute(command)
        if not outcome.accepted:
            assert game.snapshot() == before, f"refused {command} changed the game"
            assert game.texts.rejection(outcome.rejection)
        if game.over:
            break
    again = new_random_game(engine, variant, players, seed, options=options)
    for stored in game.commands:
        assert again.execute(command_from_json(stored.to_json())).accepted
    assert again.snapshot() == game.snapshot()


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(case=st.sampled_from(CASES), seed=st.integers(min_value=0, max_value=10**6), data=st.data())
def test_any_command_is_handled(engine, case, seed: int, data) -> None:
    variant, options = case
    low = engine.variant(variant).min_players
    high = min(low + 6, engine.variant(variant).max_players)
    players = data.draw(st.integers(min_value=low, max_value=high), label="players")
    check(engine, variant, players, seed, data, options)


@settings(max_examples=15, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), data=st.data())
def test_any_command_is_handled_in_the_cards_book(engine, seed: int, data) -> None:
    """The cards book takes the most fields per move (cards from two piles, lists of cards,
    texts, instant moves): it gets its own share of the fuzzing, from its deck-building phase on."""
    check(engine, "cards", 12, seed, data)
