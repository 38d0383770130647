"""Random games of the Romanian variant play to the end without exceptions."""

from __future__ import annotations

import pytest

from core.commands import Remove
from tools.simulate import simulate



@pytest.mark.parametrize("players", range(8, 31))
def test_random_games(engine, players: int) -> None:
    for seed in range(6):
        reports = list(simulate(engine, "romanian", players, seed))
        assert reports, "the game played no phase"


def test_sixteen_players_seed_one_ends(engine) -> None:
    reports = list(simulate(engine, "romanian", 16, 1))
    assert reports[-1].winner is not None


def test_role_mix_and_check(engine) -> None:
    variant = engine.make_variant("romanian")
    for n in range(8, 31):
        mix = variant.role_mix(n)
        assert len(mix) == n
        assert variant.check_roles(mix) is None
    texts = engine.book("romanian").texts()
    reason = variant.check_roles(["Босс"] + ["Рядовой"] * 5)
    assert reason is not None and "пяти" in texts.rejection(reason)
    assert "Дракон" in texts.rejection(variant.check_roles(["Босс", "Дракон"]))
    assert variant.check_roles(["Босс", "Босс", "Босс"]).key == "reject.romanian.roles.two_clans"


def test_lightning_and_bad_input(engine) -> None:
    from tools.simulate import new_random_game

    game = new_random_game(engine, "romanian", 12, 3)
    outcome = game.execute(Remove(0, "вскрытие"))
    assert outcome.accepted and not game.players[0].alive
    assert not game.execute(Remove(0, "")).accepted
