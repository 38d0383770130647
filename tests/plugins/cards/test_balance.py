"""`mafia-bot balance`: whole games by heuristic players, reproducible by seed, on one
core or many, for every variant; win rates with 95% intervals."""

from __future__ import annotations

import pytest

from bot.cli import main
from core.variant import DRAW
from plugins import BUILTIN
from tools.balance import UNFINISHED, report_lines, run, wilson


def test_wilson_interval() -> None:
    share, low, high = wilson(50, 100)
    assert share == 0.5 and 0.40 < low < 0.41 and 0.59 < high < 0.60
    assert wilson(0, 10)[1] == 0.0 and wilson(10, 10)[2] == 1.0
    assert wilson(0, 0) == (0.0, 0.0, 0.0)


def test_cards_balance_is_reproducible_on_any_number_of_cores() -> None:
    done = []
    one = run("cards", 24, players=12, seed=3, workers=1, progress=done.append)
    two = run("cards", 24, players=12, seed=3, workers=2)
    assert one.wins == two.wins and one.phases == two.phases
    assert sum(done) == 24 and sum(one.wins.values()) == 24
    assert set(one.wins) <= {"Мафия", "Закон", "Маньяк", DRAW, UNFINISHED}
    lines = report_lines(one, ["Мафия", "Закон", "Маньяк"])
    assert [key for key, _ in lines][:4] == ["cli.balance.side"] * 3 + ["cli.balance.draws"]


@pytest.mark.parametrize("variant", BUILTIN)
def test_balance_runs_for_every_variant(engine, variant: str) -> None:
    players = engine.variant(variant).min_players
    result = run(variant, 4, players=players, workers=1)
    assert sum(result.wins.values()) == 4 and result.phases > 0


def test_balance_command(capsys, monkeypatch) -> None:
    import sys

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)  # a terminal: the bar is drawn
    assert main(["balance", "--variant", "cards", "--games", "6", "--workers", "1"]) == 0
    out, err = capsys.readouterr()
    assert "Мафия" in out and "Закон" in out and "Маньяк" in out and "95 %" in out
    assert "6/6" in err  # the progress bar (tqdm)
    monkeypatch.undo()  # not a terminal (a pipe, a log file): no bar
    assert main(["balance", "--variant", "cards", "--games", "6", "--workers", "1"]) == 0
    assert "6/6" not in capsys.readouterr().err
