"""The engine's hot classes have initializers written by hand (docs/performance.md: a frozen dataclass's
generated one is twice as slow, and one that fills ``__dict__`` item by item leaves instances that are
slower to read). A hand-written initializer must take exactly the dataclass's fields, with their
defaults, and leave an instance equal to the one the generated initializer would make."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from core.ballot import Mark
from core.commands import Act, Vote
from core.events import Event
from core.model import Exit, Player
from core.rules import Ability, Action, Rejection

HAND_WRITTEN = [Player, Action, Mark, Act, Vote, Rejection, Event]


@pytest.mark.parametrize("cls", HAND_WRITTEN, ids=lambda c: c.__name__)
def test_takes_the_fields_with_their_defaults(cls: type) -> None:
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    fields = [f for f in dataclasses.fields(cls) if f.init]
    assert [p.name for p in params] == [f.name for f in fields]
    for param, field in zip(params, fields):
        if field.default is not dataclasses.MISSING:
            assert param.default == field.default, field.name
        elif field.default_factory is dataclasses.MISSING:
            assert param.default is inspect.Parameter.empty, field.name


def generated(cls: type) -> type:
    """The same fields as a plain dataclass with its generated initializer."""
    return dataclasses.make_dataclass("Generated" + cls.__name__,
                                      [(f.name, f.type, f) for f in dataclasses.fields(cls)])


@pytest.mark.parametrize("cls,args,kwargs", [
    (Player, (3, "Аня", "Мафия", None, "Мафия"), {}),
    (Player, (3, "Аня", "Мафия", "VIP", "Мафия"), {"alive": False, "out": Exit.DIED, "team": 2}),
    (Player, (0, "Борис", "Маньяк", None, "Маньяк"), {"statuses": {"кома"}, "history": [], "state": 5}),
    (Action, (1, "Выстрел", (2,)), {"guess": "Шериф", "via": "Медик"}),
    (Mark, (2.5, 4, "Политик"), {}),
    (Vote, (1, None), {}),
    (Rejection, ("reject.dead",), {"params": {"player": "Аня"}}),
    (Event, ("game.over",), {"phase": 3}),
])
def test_makes_what_the_generated_initializer_makes(cls: type, args: tuple, kwargs: dict) -> None:
    made = cls(*args, **kwargs)
    expected = generated(cls)(*args, **kwargs)
    for field in dataclasses.fields(cls):
        if field.init:  # (Player.in_game, derived, is checked below)
            assert getattr(made, field.name) == getattr(expected, field.name), field.name
    assert made == cls(*args, **kwargs) and made == dataclasses.replace(made)


def test_fresh_mutable_defaults_and_in_game() -> None:
    one, two = Player(0, "Аня", "Мафия", None, "Мафия"), Player(1, "Вика", "Мафия", None, "Мафия")
    assert one.statuses is not two.statuses and one.granted is not two.granted and one.history is not two.history
    assert one.in_game and not Player(2, "Глеб", "Мафия", None, "Мафия", alive=False).in_game
    assert not Player(2, "Глеб", "Мафия", None, "Мафия", out=Exit.JAILED).in_game
    one.out = Exit.EXILED
    assert not one.in_game
    one.out = None
    assert one.in_game


def test_ability_worked_out_values_are_not_fields() -> None:
    ability = Ability("Лечение", aliases=("Хил",), choices=("да",))
    assert ability.kinds == frozenset({ability.phase}) and "лечение" in ability.name_keys
    assert ability.choice_keys == frozenset({"да"})
    names = {f.name for f in dataclasses.fields(Ability)}
    assert not names & {"kinds", "name_keys", "choice_keys"}
    assert ability == dataclasses.replace(ability) and hash(ability) == hash(dataclasses.replace(ability))
