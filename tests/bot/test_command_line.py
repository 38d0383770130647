"""The command line tells the truth: every wrong argument, variable or setting is one Russian
line and exit code 2, naming where it came from; every argument has help and its default;
argparse speaks Russian; ``balance`` counts every winner; ``simulate --database`` → ``games`` →
``report`` works as README says; ``run`` prints the invite link once logged in."""

from __future__ import annotations

import argparse
import re

import pytest

from bot.cli import main, parser
from bot.config import ConfigError, load
from core.registry import Engine

ENGLISH = ("usage:", "options:", "positional arguments", "show this help", "the following arguments",
           "invalid choice", "unrecognized arguments", "expected one argument", "error:", "default:")


def one_line_2(capsys, argv: list[str]) -> str:
    assert main(argv) == 2, argv
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, f"{argv}: {err}"
    assert "Traceback" not in err and not any(word in err for word in ENGLISH), err
    assert re.search("[а-яА-ЯёЁ]", err), err
    return lines[0]


@pytest.mark.parametrize("argv", [
    ["simulate", "--variant", "hp", "--edition", "I"],
    ["balance", "--variant", "romanian", "--edition", "II"],
    ["balance", "--variant", "fantasy", "--edition", "V"],
    ["simulate", "--variant", "нет-такого"],
    ["simulate", "--players", "x"],
    ["simulate", "--players", "0"],
    ["simulate", "--seed", "1.5"],
    ["simulate", "--database", "mysql://x"],
    ["balance", "--games", "0"],
    ["balance", "--games", "many"],
    ["balance", "--workers", "0"],
    ["balance", "--players", "2", "--variant", "hp"],
    ["games", "--running", "--finished"],
    ["games", "--server", "abc"],
    ["games", "--database", "nonsense://x"],
    ["report"],
    ["report", "x"],
    ["report", "1", "--database", "mysql://x"],
    ["bench", "--fast"],
    ["variants", "--all"],
    ["scenario"],
    ["scenario", "run"],
    ["run", "--shard-count", "zero"],
    ["run", "--log-level", "LOUD"],
    ["frobnicate"],
    [],
])
def test_every_wrong_argument_is_one_russian_line_and_exit_2(capsys, argv, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MAFIA_DATABASE", raising=False)
    line = one_line_2(capsys, argv)
    if argv[:2] == ["simulate", "--variant"] and argv[2:] == ["hp", "--edition", "I"]:
        assert line == "У варианта «hp» нет редакций: --edition к нему не относится."


def test_errors_name_their_source(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MAFIA_DATABASE", "foo://x")
    monkeypatch.setenv("DISCORD_TOKEN", "token")
    line = one_line_2(capsys, ["games"])
    assert line.startswith("Неверное значение переменной окружения MAFIA_DATABASE=\"foo://x\"")
    assert one_line_2(capsys, ["run"]).startswith("Неверное значение переменной окружения MAFIA_DATABASE")
    monkeypatch.delenv("MAFIA_DATABASE")
    assert one_line_2(capsys, ["run", "--shard-ids", "0,1"]) == \
        "Флаг --shard-ids нужен вместе с --shard-count (или shard_count в файле настроек)."
    line = one_line_2(capsys, ["run", "--shard-ids", "0", "--shard-count", "2"])  # the default SQLite file
    assert line.startswith("Шарды (флаг --shard-count) работают только с PostgreSQL")
    (tmp_path / "config.toml").write_text("shard_count = 2\nshard_ids = [0]\n", encoding="utf-8")
    assert one_line_2(capsys, ["run"]).startswith("Шарды (файл настроек config.toml) работают только с PostgreSQL")
    (tmp_path / "config.toml").write_text('log_level = "loud"\n', encoding="utf-8")
    assert one_line_2(capsys, ["run"]).startswith("В файле настроек config.toml неверное значение «log_level»")
    assert one_line_2(capsys, ["run", "--config", "nowhere.toml"]) == "Файл настроек nowhere.toml не найден."
    assert one_line_2(capsys, ["run", "--config", "."]) == ". — это папка, а не файл настроек."


def test_log_level_from_the_file_and_the_flag(tmp_path):
    (tmp_path / "config.toml").write_text('log_level = "info"\n', encoding="utf-8")
    assert load(None, environ={}, cwd=tmp_path).log_level == "INFO"
    assert load(None, environ={}, cwd=tmp_path, flags={"log_level": ("--log-level", "ERROR")}).log_level == "ERROR"
    assert load(None, environ={}, cwd=tmp_path / "none").log_level == "WARNING"  # the default: problems only
    with pytest.raises(ConfigError, match="--database"):
        load(None, environ={}, read_file=False, flags={"database": ("--database", "x")})


def _actions(p: argparse.ArgumentParser):
    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from ((f"{name} {where}".strip(), a) for where, a in _actions(sub))
        else:
            yield "", action


def test_every_argument_has_russian_help_and_its_default(capsys):
    for where, action in _actions(parser()):
        assert action.help and re.search("[а-яА-ЯёЁ]", action.help), (where, action.option_strings or action.dest)
    for argv in (["--help"], ["simulate", "--help"], ["balance", "--help"], ["run", "--help"], ["games", "--help"],
                 ["report", "--help"], ["bench", "--help"], ["scenario", "run", "--help"], ["variants", "--help"]):
        assert main(argv) == 0
        out = capsys.readouterr().out
        assert out.startswith("использование: mafia-bot") and "параметры:" in out, argv
        assert not any(word in out for word in ENGLISH if word != "error:"), (argv, out)
    main(["simulate", "--help"])
    help = " ".join(capsys.readouterr().out.split())
    assert "(по умолчанию: hp)" in help and "(по умолчанию: 1)" in help  # --variant, --seed
    main(["balance", "--help"])
    help = " ".join(capsys.readouterr().out.split())
    assert "(по умолчанию: cards)" in help and "(по умолчанию: 1000)" in help  # --variant, --games
    main(["run", "--help"])
    assert "DISCORD_TOKEN" in capsys.readouterr().out
    main(["report", "--help"])
    assert "GAME_ID" in capsys.readouterr().out


def test_version(capsys):
    from importlib.metadata import version

    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"mafia-bot {version('mafia-bot')}"


@pytest.mark.slow
def test_balance_lines_add_up_for_every_variant_and_edition(capsys):
    engine = Engine()
    for variant in engine.variants:
        for edition in variant.editions or (None,):
            argv = ["balance", "--variant", variant.id, "--games", "6", "--workers", "1", "--seed", "5"]
            if edition:
                argv += ["--edition", edition]
            assert main(argv) == 0
            out = capsys.readouterr().out.splitlines()
            counted = sum(int(m.group(1)) for line in out if (m := re.search(r"; (\d+) игр[аы]?\)$", line)))
            counted += sum(int(line.rsplit(": ", 1)[1].split()[0]) for line in out if line.startswith("Не закончено"))
            assert counted == 6, (variant.id, edition, out)
            assert "Итого: 6 игр." in out and any(line.startswith("95 % интервал") for line in out)
            roles = engine.book(variant.id, edition).roles
            for faction in roles.factions.values():  # a neutral side wins by its roles, never as «Нейтралы»
                assert any(line.startswith(f"{faction.name}:") for line in out) != faction.neutral, faction.name


def test_balance_counts_a_solo_winner():
    from collections import Counter

    from tools.balance import BalanceResult, declared_sides, report_lines

    roles = Engine().book("fantasy", "IV").roles
    sides = declared_sides(roles)
    assert ("Всадник Апокалипсиса", True) in sides and all(name != "Нейтралы" for name, _ in sides)
    result = BalanceResult(100, Counter({"Нежить": 30, "Демоны": 20, "Всадник Апокалипсиса": 22, "ничья": 27,
                                         "Кто-то ещё": 1}), 1000)
    lines = report_lines(result, sides)
    wins = {p["side"]: p["wins"] for key, p in lines if key == "cli.balance.side"}
    assert wins["Всадник Апокалипсиса"] == 22 and wins["Кто-то ещё"] == 1  # even a winner the book does not list
    draws = next(p["count"] for key, p in lines if key == "cli.balance.draws")
    assert sum(wins.values()) + draws == 100


@pytest.mark.slow
def test_simulate_games_report_in_three_commands(capsys, tmp_path, monkeypatch):
    """README's path: simulate --database, games, report — on the default database."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MAFIA_DATABASE", raising=False)
    assert main(["simulate", "--variant", "hp", "--seed", "3", "--database"]) == 0
    out = capsys.readouterr().out
    stored = re.search(r"Игра сохранена под номером (\d+) в sqlite://data/mafia.sqlite3\. "
                       r"Её рассказ: mafia-bot report (\d+)$", out.strip().splitlines()[-1])
    assert stored and stored.group(1) == stored.group(2)
    assert main(["simulate", "--variant", "cards", "--seed", "4", "--database"]) == 0
    capsys.readouterr()
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].split() == ["номер", "сервер", "вариант", "игроков", "начало", "состояние"]
    assert lines[1].split()[:4] == [stored.group(1), "—", "hp", "17"] and lines[2].split()[2:4] == ["cards", "12"]
    assert lines[-1] == "Всего: 2."
    assert main(["games", "--server", "5"]) == 0
    assert "нет сохранённых игр, подходящих под условия" in capsys.readouterr().out
    assert main(["report", stored.group(1), "--out", str(tmp_path / "r")]) == 0
    assert "story.txt" in capsys.readouterr().out
    assert "Победитель" in (tmp_path / "r" / "story.txt").read_text(encoding="utf-8")


async def test_games_lists_a_bot_game_with_its_server(tmp_path):
    """A game the bot started (meta.guild) shows its server; its sign-up record is not a game."""
    from core.store.base import GameRecord, MemoryStore
    from core.store.orm import TortoiseStore

    for store in (MemoryStore(), await TortoiseStore.open(f"sqlite://{tmp_path / 'g.sqlite3'}")):
        try:
            await store.create(GameRecord(variant="hp", seed=1, setups=[], meta={"lobby": True, "guild": 7}))
            await store.create(GameRecord(variant="fantasy", seed=1, setups=[{}] * 8, options={"edition": "II"},
                                          meta={"guild": 7}))
            [game] = await store.games()
            assert (game.id, game.server, game.variant, game.options, game.players, game.status) == \
                (2, 7, "fantasy", {"edition": "II"}, 8, "running")
            assert game.started is not None
        finally:
            await store.close()


async def test_run_prints_the_invite_once_logged_in(capsys, monkeypatch):
    import discord
    from discord.ext import commands

    from bot import runner
    from bot.client import MafiaBot
    from core.store import MemoryStore
    from tests.bot.conftest import make_config
    from tests.bot.strict import INVITE_PERMISSIONS

    async def login(self, token):
        self._connection.application_id = 1234567890

    monkeypatch.setattr(commands.Bot, "login", login)
    bot = MafiaBot(Engine(), MemoryStore(), make_config())
    bot.after_login = runner.announce
    await bot.login("token")
    out = capsys.readouterr().out.strip()
    assert out.endswith("https://discord.com/oauth2/authorize?client_id=1234567890"
                        f"&scope=bot+applications.commands&permissions={INVITE_PERMISSIONS}")
    assert isinstance(discord.Permissions(INVITE_PERMISSIONS), discord.Permissions)
