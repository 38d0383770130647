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


def closing(out: list[str]) -> tuple[list[str], list[str]]:
    """A simulation's output split into the phases' posts and the closing «итоги» (after a blank line)."""
    at = out.index(next(line for line in out if line.startswith("Итоги игры: ")))
    assert out[at - 1] == ""
    return out[:at - 1], out[at:]


def test_simulate_prints_the_master_posts_then_the_winner(capsys) -> None:
    assert main(["simulate", "--variant", "hp", "--players", "17", "--seed", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "=== Ночь 1 ==="
    assert any(line.startswith("=== День 1 ===") for line in out)
    phases, post = closing(out)
    assert phases[-1].startswith("Игра окончена. Победитель: ")
    # The game ends with the master's «итоги»: the winner and why, the survivors, every role.
    assert post[1].startswith("Победитель — ") and "нет" not in post[1]
    assert any(line.startswith("Выжили") or line == "Выживших нет." for line in post)
    assert sum(line.startswith("• ") for line in post) == 17
    assert sum("Победитель" in line for line in out) == 2  # the closing line, the «итоги»
    # The same seed plays the same game.
    assert main(["simulate", "--variant", "hp", "--players", "17", "--seed", "1"]) == 0
    assert capsys.readouterr().out.splitlines() == out


@pytest.mark.parametrize("variant,seed", [("romanian", 2), ("romanian", 1), ("fantasy", 1), ("cards", 1)])
def test_simulate_says_the_winner_once(capsys, variant, seed) -> None:
    """One closing line names the winner."""
    assert main(["simulate", "--variant", variant, "--players", "12", "--seed", str(seed)]) == 0
    out = capsys.readouterr().out.splitlines()
    phases, post = closing(out)
    said = [line for line in out if re.search(r"Победи(л|тель)", line)]
    assert said == [phases[-1], post[1]] and phases[-1].startswith("Игра окончена. Победитель: ")
    assert post[1].startswith("Победитель — ")


def test_simulate_names_the_winning_clan_in_the_closing_line(capsys) -> None:
    """A Romanian clan's win names the clan's number in the one closing line, not in a line of
    its own (the first seed whose random game the mafia wins: which one depends on the rules)."""
    for seed in range(30):
        assert main(["simulate", "--variant", "romanian", "--players", "12", "--seed", str(seed)]) == 0
        out = capsys.readouterr().out.splitlines()
        phases, post = closing(out)
        if "Мафия" in phases[-1]:
            break
    else:
        pytest.fail("no random Romanian game of 30 won by the mafia")
    assert re.fullmatch(r"Игра окончена\. Победитель: Мафия \(клан [12]\)\.", phases[-1]), phases[-1]
    assert re.match(r"Победитель — Мафия \(клан [12]\): в живых остался один мафиозный клан", post[1]), post[1]
    said = [line for line in out if re.search(r"Победи(л|тель)|клан [12]\)", line) and not line.endswith(":")]
    assert said == [phases[-1], post[1]]
    # The roles by side: each clan a side of its own, only the winning one marked (issue 29, class 1).
    clan = re.search(r"клан ([12])", phases[-1]).group(1)
    headers = [line for line in post if re.fullmatch(r"Мафия \(клан [12]\)( — победа)?:", line)]
    assert f"Мафия (клан {clan}) — победа:" in headers
    assert all(h.startswith(f"Мафия (клан {clan})") or not h.endswith("победа:") for h in headers), headers


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
    assert re.fullmatch(r"Сценарии: пройдено 1, не пройдено 0 \(за \d+(,\d)? с\)\.", err.strip()), err


def test_scenario_run_over_a_folder(capsys, tmp_path) -> None:
    """A folder stands for every scenario file under it (``scenario run tests/scenarios``: all of
    the project's in one process); a folder without any is one line and exit code 2."""
    from pathlib import Path

    source = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "hp").glob("*.yaml"))[:2]
    (tmp_path / "deep").mkdir()
    for i, path in enumerate(source):
        (tmp_path / ("deep" if i else ".") / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["scenario", "run", str(tmp_path)]) == 0
    assert capsys.readouterr().err.startswith("Сценарии: пройдено 2, не пройдено 0 (за ")
    (tmp_path / "empty").mkdir()
    assert main(["scenario", "run", str(tmp_path / "empty")]) == 2
    assert capsys.readouterr().err.strip() == f"В папке {tmp_path / 'empty'} нет файлов сценариев (*.yaml)."


def test_simulate_fantasy_editions_within_the_books_town(capsys) -> None:
    """`simulate --variant fantasy --edition I` plays a whole game without --players (the default
    town fits the book's 8–16); a town too big is refused in one Russian line."""
    for edition in ("v0.1", "I"):
        assert main(["simulate", "--variant", "fantasy", "--edition", edition, "--seed", "3"]) == 0
        out = capsys.readouterr().out.splitlines()
        phases, post = closing(out)
        assert post[0] == f"Итоги игры: Фэнтези {edition} «{'Резня в городе N' if edition == 'v0.1' else 'Резня'}»"
        assert post[1].startswith(("Победитель — ", "Ничья: ")), post[1]
    assert main(["simulate", "--variant", "fantasy", "--players", "20"]) == 2
    assert "от 8 до 16" in capsys.readouterr().err


def _books() -> list[tuple[str, str | None]]:
    from core.registry import Engine

    return [(v.id, e) for v in Engine().variants for e in (v.editions or (None,))]


def _edition(edition: str | None) -> list[str]:
    return ["--edition", edition] if edition else []


@pytest.mark.parametrize("variant,edition", _books())
def test_simulate_every_book_without_players_plays_a_whole_game(capsys, variant, edition) -> None:
    """Without --players every variant and edition plays in a town its book allows (cards:
    exactly 12) — no traceback — and ends with one closing line."""
    assert main(["simulate", "--variant", variant, *_edition(edition), "--seed", "4"]) == 0
    out, err = capsys.readouterr()
    phases, post = closing(out.splitlines())
    assert phases[-1].startswith("Игра окончена.") or post[1] == "Игра не окончена.", phases[-1]
    assert post[-1].startswith("• ")
    assert err == ""


@pytest.mark.parametrize("variant,edition", _books())
@pytest.mark.parametrize("command", ["simulate", "balance"])
def test_a_town_the_book_forbids_is_refused_in_one_line(capsys, variant, edition, command) -> None:
    """One town too small, one too big: exit code 2, one Russian line on stderr, nothing on
    stdout (no game, no progress bar)."""
    from core.registry import Engine

    book = Engine().variant(variant)
    for players in (book.min_players - 1, book.max_players + 1):
        extra = ["--games", "2", "--workers", "1"] if command == "balance" else []
        assert main([command, "--variant", variant, *_edition(edition), "--players", str(players), *extra]) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.strip().splitlines()) == 1, err
        name = variant if edition is None else f"{variant} {edition}"  # the variant named, the flag quoted
        assert err.startswith(f"Для варианта «{name}» нужно ")
        assert err.strip().endswith(f", а указано --players {players}.")
        if book.min_players == book.max_players:
            assert f"ровно {book.min_players} игроков" in err
        elif players < book.min_players:
            assert f"минимум {book.min_players} " in err
        else:
            assert f"от {book.min_players} до {book.max_players} игроков" in err


def test_balance_with_an_edition_and_its_numbers_agree(capsys) -> None:
    """`balance --edition` plays that edition's book (fantasy II has its own side list); the
    counts agree with their nouns."""
    assert main(["balance", "--variant", "fantasy", "--edition", "II", "--games", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Баланс «fantasy», редакция II: 2 игры по 8 игроков (эвристические игроки)."
    wins = [int(found.group(1)) for line in out[1:] if (found := re.search(r"; (\d+) игр", line))]
    unfinished = [int(line.rsplit(": ", 1)[1].split()[0]) for line in out if line.startswith("Не закончено")]
    assert sum(wins) + sum(unfinished) == 2  # every game is someone's win, a draw, or unfinished
    assert "Итого: 2 игры." in out and any("Уилсона" in line for line in out)
    assert out[-1].startswith("Средняя длина игры в фазах: ")
    assert main(["balance", "--variant", "fantasy", "--edition", "V", "--games", "2"]) == 2
    assert capsys.readouterr().err.strip() == "У варианта «fantasy» нет такой редакции. Есть: v0.1, I, II, IV."
    assert main(["balance", "--games", "0"]) == 2
    assert capsys.readouterr().err.strip() == "Число игр должно быть не меньше одной (указано: 0)."


@pytest.mark.parametrize("count,games,players", [(1, "1 игра", "по 1 игроку"), (2, "2 игры", "по 2 игрока"),
                                                 (5, "5 игр", "по 5 игроков"), (21, "21 игра", "по 21 игроку"),
                                                 (12, "12 игр", "по 12 игроков"), (24, "24 игры", "по 24 игрока")])
def test_balance_texts_agree_in_number(count, games, players) -> None:
    from bot.texts import t

    title = t("cli.balance.title", variant="cards", games=count, players=count)
    assert f": {games} {players} (" in title
    side = t("cli.balance.side", side="Закон", share=1.0, low=0.0, high=2.0, wins=count)
    assert side.startswith("Закон: 1,0 % побед (95 % интервал 0,0–2,0 %; ")  # decimal commas, as the texts
    assert side.endswith(f"; {games})")
    draws = t("cli.balance.draws", share=1.0, low=0.0, high=2.0, count=count)
    assert draws.endswith(f"; {games})")
    unfinished = t("cli.balance.unfinished", phases=count, count=count)
    phases = games.replace("игра", "фазу").replace("игры", "фазы").replace("игр", "фаз")
    assert unfinished == f"Не закончено за {phases}: {games}"


@pytest.mark.parametrize("name,variant", [("HP", "hp"), ("ХП", "hp"), ("Hp", "hp"), ("Fantasy", "fantasy"),
                                          ("ROMANIAN", "romanian"), ("Карточная", "cards")])
def test_a_variant_is_named_in_any_case(name, variant) -> None:
    """Issue 32, item 13: «HP» is «hp» as «ХП» is (a capital Latin H is no Cyrillic Н here)."""
    from core.registry import Engine

    assert Engine().variant(name).id == variant


def test_variants_in_the_readmes_order_with_the_default_edition(capsys) -> None:
    """Issue 32, item 14: `variants` lists the books in the order README names them, and marks
    fantasy's default edition (I)."""
    from pathlib import Path

    assert main(["variants"]) == 0
    lines = capsys.readouterr().out.splitlines()
    listed = list(dict.fromkeys(line.split("\t")[0].split(" ")[0] for line in lines))
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    sentence = readme[readme.index("Rule books ship as plugins:"):readme.index("`mafia-bot variants` lists")]
    assert listed == re.findall(r"`(\w+)` \(", sentence) == sorted(BUILTIN)
    defaults = [line.split("\t")[0] for line in lines if line.endswith("; редакция по умолчанию)")]
    assert defaults == ["fantasy --edition I"]


@pytest.mark.parametrize("name,title", [("Резня в городе N", "Фэнтези v0.1 «Резня в городе N»"),
                                        ("резня", "Фэнтези I «Резня»"), ("fantasy", "Фэнтези I «Резня»"),
                                        ("Мечом и Магией", "Фэнтези I «Резня»")])
def test_an_editions_own_title_plays_that_edition(capsys, name, title) -> None:
    """v0.1's book is titled «Резня в городе N», I's «Резня»: the title names the edition; the
    variant's own names play the default edition (I)."""
    assert main(["simulate", "--variant", name, "--seed", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert f"Итоги игры: {title}" in out
    assert main(["balance", "--variant", name, "--games", "1", "--workers", "1"]) == 0
    edition = title.split(" ")[1]
    assert capsys.readouterr().out.startswith(f"Баланс «fantasy», редакция {edition}: 1 игра")


def test_balance_and_bench_write_decimal_commas() -> None:
    """Issue 32, item 14: «50,0 %» as the texts write numbers, not «50.0%»; bench says what it
    measures in Russian (no «GameSession.execute»)."""
    from collections import Counter

    from bot.texts import t
    from tools.balance import BalanceResult, report_lines
    from tools.bench import Results, _say, growth_line

    result = BalanceResult(8, Counter({"Закон": 4, "Мафия": 3, "ничья": 1}), 100)
    lines = [t(key, **params) for key, params in report_lines(result, ["Закон", "Мафия"])]
    assert lines[0] == "Закон: 50,0 % побед (95 % интервал 21,5–78,5 %; 4 игры)"
    assert lines[-1] == "Средняя длина игры в фазах: 12,5"
    assert not any(re.search(r"\d\.\d", line) for line in lines), lines
    results = Results(nights={100: (2.0, 3.0, 10), 1000: (25.0, 30.0, 5)})
    assert "стал дольше в 12,5 раза" in growth_line(results)
    assert not re.search(r"[A-Za-z]{4,}", _say("bench.stored", games=2))


def test_report_help_names_the_default_database_with_config_toml(capsys) -> None:
    assert main(["report", "--help"]) == 0
    help = " ".join(capsys.readouterr().out.split())
    assert "MAFIA_DATABASE, database из config.toml, иначе sqlite://data/mafia.sqlite3" in help


def test_a_default_in_help_shows_no_password(capsys) -> None:
    from bot.cliparse import Parser

    parser = Parser(prog="x")
    parser.add_argument("--database", default="postgres://mafia:s3cretpw@db:5432/mafia", help="база")
    help = parser.format_help()
    assert "s3cretpw" not in help and "postgres://mafia:***@db:5432/mafia" in help


def test_gitignore_keeps_what_report_writes_out() -> None:
    from pathlib import Path

    ignored = (Path(__file__).resolve().parents[2] / ".gitignore").read_text(encoding="utf-8").split()
    assert "report-*/" in ignored and "game-*.html" in ignored
