"""The engine's shortcuts on hot paths give what the long way gives: ``Variant.may_use``
against ``may_act``, the cached abilities of a set of roles, ``Player.in_game``, the copy of a
set-up, the folded choices, the cached step lists, ``Resolution.of``."""

from __future__ import annotations

import pytest

from core.commands import EndPhase
from core.model import Exit, PhaseKind, Player, PlayerSetup
from core.names import fold
from core.registry import Engine, StepRegistry
from core.resolution import Resolution
from core.rules import Ability, Action, Role
from tools.simulate import move_rng, new_random_game, play_phase
from tests.core.toy import ToyPlugin


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine([ToyPlugin()], entry_points=False)


def long_way(game, player) -> list[Ability]:
    """``Game.available`` as the rules say it: every check, with its refusal."""
    if not game.variant.can_act_now(game, player):
        return []
    return [a for a in game.abilities(player) if a.usable_in(game.phase.kind)
            and game.variant.may_act(game, player, a) is None and game._limits(player, a, None) is None]


@pytest.mark.parametrize("variant, players", [("hp", 17), ("romanian", 16)])
def test_available_is_may_act_as_a_yes_or_no(variant, players) -> None:
    engine = Engine()
    for seed in range(6):
        game = new_random_game(engine, variant, players, seed)
        rng = move_rng(seed)
        while not game.over and game.phase.index < 40:
            for player in game.players:
                assert game.available(player) == long_way(game, player)
                if game.variant.can_act_now(game, player):
                    for ability in game.abilities(player):
                        assert game.variant.may_use(game, player, ability) == (
                            game.variant.may_act(game, player, ability) is None)
            play_phase(game, rng)
            game.execute(EndPhase())


def test_in_game_follows_alive_and_out() -> None:
    player = Player(0, "Аня", "Житель", None, "Город")
    assert player.in_game and player.out is None
    player.alive = False
    assert not player.in_game
    player.alive = True
    player.out = Exit.JAILED
    assert not player.in_game and player.removed  # (out alive)
    player.out = None
    assert player.in_game and not player.removed
    assert not Player(1, "Борис", "Житель", None, "Город", alive=False).in_game
    assert not Player(2, "Вика", "Житель", None, "Город", out=Exit.EXILED).in_game


def test_a_player_leaves_through_one_method_that_says_why() -> None:
    """``Game.leave`` sets why (and whether he is alive), keeps the order; ``come_back`` undoes it; no
    module sets ``removed`` (it is read-only) or ``alive`` but these two."""
    import pathlib
    import re

    game = Engine().new_game("hp", [PlayerSetup(n, "Мирный житель") for n in ("Аня", "Борис", "Вика", "Глеб")])
    for seat, why in ((0, Exit.DIED), (1, Exit.JAILED), (2, Exit.EXILED), (3, Exit.REMOVED)):
        game.leave(game.players[seat], why)
        assert game.players[seat].out is why and game.players[seat].alive is why.alive
    assert [(d.name, d.why) for d in game.departures] == [("Аня", Exit.DIED), ("Борис", Exit.JAILED),
                                                          ("Вика", Exit.EXILED), ("Глеб", Exit.REMOVED)]
    game.come_back(game.players[1])
    assert game.players[1].in_game and game.players[1].out is None
    with pytest.raises(ValueError):
        game.leave(game.players[1], Exit.REPLACED)
    root = pathlib.Path(__file__).resolve().parents[2]
    setters = re.compile(r"\.(removed|alive|out)\s*=[^=]")
    found = [f"{path.relative_to(root)}:{number}" for folder in ("core", "plugins", "bot", "tools")
             for path in (root / folder).rglob("*.py")
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if setters.search(line) and not (path.name == "game.py" and path.parent.name == "core")]
    assert found == []


def test_setup_copy_shares_nothing() -> None:
    setup = PlayerSetup("Аня", "Житель", public="Медик", team=2, start={"items": ["нож"], "hp": 80})
    copy = setup.copy()
    assert copy == setup and copy == PlayerSetup.from_json(setup.to_json())
    copy.start["items"].append("яд")
    assert setup.start["items"] == ["нож"]


def test_abilities_of_a_set_of_roles(engine) -> None:
    roles = engine.book("toy").roles
    doctor, killer = roles.roles["Доктор"], roles.roles["Убийца"]
    found = roles.abilities_of([doctor, killer])
    assert list(found) == ["Лечение", "Вакцина", "Выстрел"]
    assert roles.abilities_of([doctor, killer]) is found  # worked out once
    assert list(roles.abilities_of([killer])) == ["Выстрел"]
    # Two roles sharing an ability's name: the first role's.
    other = Role("Знахарь", abilities=(Ability("Лечение", uses=2),))
    assert roles.abilities_of([doctor, other])["Лечение"] is doctor.abilities[0]


def test_choice_keys_are_folded() -> None:
    ability = Ability("Выбор", choices=("Ёлка", "Большой  Дом"))
    # (the key is the look-alikes' skeleton: «ёлка» and «елка», «большой дом» and «Большой  Дом» alike)
    assert ability.choice_keys == frozenset({fold("елка"), fold("большой дом")})
    assert fold("ёлка") == fold("ЕЛКА") and fold("Большой  Дом") == fold("большой дом")
    assert Ability("Без выбора").choice_keys == frozenset()


def test_steps_are_sorted_once_and_again_after_an_add() -> None:
    steps = StepRegistry()
    steps.add(2, "b", PhaseKind.NIGHT, lambda res: None)
    steps.add(1, "a", PhaseKind.NIGHT, lambda res: None)
    steps.add(1, "d", PhaseKind.DAY, lambda res: None)
    assert [s.name for s in steps.of(PhaseKind.NIGHT)] == ["a", "b"]
    assert steps.of(PhaseKind.NIGHT) is steps.of(PhaseKind.NIGHT)
    steps.add(0, "c", PhaseKind.NIGHT, lambda res: None)
    assert [s.name for s in steps.of(PhaseKind.NIGHT)] == ["c", "a", "b"]
    assert [s.name for s in steps.of(PhaseKind.DAY)] == ["d"]


def test_resolution_of_looks_up_in_seat_order(engine) -> None:
    game = engine.new_game("toy", [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор"),
                                   PlayerSetup("Вика", "Житель")])
    actions = [Action(0, "Выстрел", (2,)), Action(1, "Вакцина", (1,)), Action(1, "Лечение", (2,))]
    res = Resolution(game, game.phase, actions, None)
    assert res.of("Лечение") == [actions[2]]
    assert res.of("Лечение", "Выстрел") == [actions[0], actions[2]]
    assert res.of("Нет такой") == []
    res.cancel(actions[0])
    assert res.of("Выстрел") == [] and res.of("Выстрел", include_cancelled=True) == [actions[0]]
    assert res.of("Выстрел", "Вакцина") == [actions[1]]
    res.of("Лечение").clear()  # a copy: the next step sees the action
    assert res.of("Лечение") == [actions[2]]
