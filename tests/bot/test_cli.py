"""The command line: variants, simulate, errors without tracebacks."""

from __future__ import annotations

import re

import pytest

from bot.cli import main
from plugins import BUILTIN


def test_variants_lists_every_builtin(capsys) -> None:
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    for variant in BUILTIN:
        # A variant with editions is listed once per edition («fantasy --edition I\t...»).
        assert any(line.split("\t")[0].split(" ")[0] == variant for line in out.splitlines())


def test_simulate_prints_the_master_posts_then_the_winner(capsys) -> None:
    assert main(["simulate", "--variant", "hp", "--players", "17", "--seed", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "=== Ночь 1 ==="
    assert any(line.startswith("=== День 1 ===") for line in out)
    assert "Победитель: " in out[-1] and "нет" not in out[-1]
    assert sum("Победитель" in line for line in out) == 1  # the winner said once
    # The same seed plays the same game.
    assert main(["simulate", "--variant", "hp", "--players", "17", "--seed", "1"]) == 0
    assert capsys.readouterr().out.splitlines() == out


@pytest.mark.parametrize("variant,seed", [("romanian", 2), ("romanian", 1), ("fantasy", 1), ("cards", 1)])
def test_simulate_says_the_winner_once(capsys, variant, seed) -> None:
    """One closing line names the winner; the Romanian clan's number is in it, not in a line
    of its own (romanian seed 2 ends with clan 2 winning)."""
    assert main(["simulate", "--variant", variant, "--players", "12", "--seed", str(seed)]) == 0
    out = capsys.readouterr().out.splitlines()
    said = [line for line in out if re.search(r"Победи(л|тель)", line)]
    assert said == [out[-1]] and out[-1].startswith("Игра окончена. Победитель: ")
    if (variant, seed) == ("romanian", 2):
        assert out[-1] == "Игра окончена. Победитель: Мафия (клан 2)."


def test_simulate_private_shows_private_results(capsys) -> None:
    assert main(["simulate", "--players", "13", "--seed", "2", "--private"]) == 0
    private = [line for line in capsys.readouterr().out.splitlines() if line.startswith("  [лично")]
    assert private
    # Seats are shown by their players' names, not numbers.
    assert not any(line.split("]")[0][len("  [лично "):].replace(",", "").strip().isdigit() for line in private)


def test_simulate_refuses_a_town_too_small_or_an_unknown_variant(capsys) -> None:
    assert main(["simulate", "--variant", "hp", "--players", "5"]) == 2
    assert "минимум 13" in capsys.readouterr().err
    assert main(["simulate", "--variant", "шахматы"]) == 2
    assert "Варианта «шахматы» нет. Установлены: " in capsys.readouterr().err


def test_scenario_summary_is_russian(capsys) -> None:
    from pathlib import Path

    path = next((Path(__file__).resolve().parents[1] / "scenarios" / "hp").glob("*.yaml"))
    assert main(["scenario", "run", str(path)]) == 0
    err = capsys.readouterr().err
    assert err.strip() == "Сценарии: пройдено 1, не пройдено 0."


def test_simulate_fantasy_editions_within_the_books_town(capsys) -> None:
    """`simulate --variant fantasy --edition I` plays a whole game without --players (the default
    town fits the book's 8–16); a town too big is refused in one Russian line."""
    for edition in ("v0.1", "I"):
        assert main(["simulate", "--variant", "fantasy", "--edition", edition, "--seed", "3"]) == 0
        out = capsys.readouterr().out.splitlines()
        assert "Победитель" in out[-1] or "ничья" in out[-1].lower(), out[-1]
    assert main(["simulate", "--variant", "fantasy", "--players", "20"]) == 2
    assert "от 8 до 16" in capsys.readouterr().err
