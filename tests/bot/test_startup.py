"""Issue 12, class 11: a bad token or no network is one clear line, exit code 2 (a setting) or 75 (try
again later: issue 32, item 10); piping
``simulate`` into ``head`` does not crash; discord.py's voice warnings do not greet the user."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import discord
import pytest

from bot import runner
from bot.client import MafiaBot
from core.store import MemoryStore


@pytest.fixture
def offline(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")

    async def store(url):
        return MemoryStore()

    monkeypatch.setattr(runner, "open_store", store)
    return monkeypatch


class Response:
    def __init__(self, status: int) -> None:
        self.status, self.reason = status, "x"


@pytest.mark.parametrize("error,words,code", [
    (discord.LoginFailure("Improper token has been passed."), "не принял токен", 2),
    (discord.PrivilegedIntentsRequired(None), "интентов", 2),
    (OSError(101, "Network is unreachable"), "Нет связи с Discord: нет сети.", 75),
    (discord.GatewayNotFound(), "Нет связи с Discord", 75),
    (discord.HTTPException(Response(503), "down"), "HTTP 503", 75),
    (discord.HTTPException(Response(403), "forbidden"), "HTTP 403", 2),
])
def test_start_failures_are_one_line_and_their_code(offline, capsys, error, words, code):
    async def start(self, token, *, reconnect=True):
        raise error

    offline.setattr(MafiaBot, "start", start)
    assert runner.main(None) == code
    err = capsys.readouterr().err.strip()
    assert words in err and "\n" not in err and "Traceback" not in err
    assert "Error" not in err and "Errno" not in err  # no English class or errno tail


def test_client_connector_error_is_a_network_line(offline, capsys):
    import aiohttp

    async def start(self, token, *, reconnect=True):
        raise aiohttp.ClientConnectionError("Cannot connect to host discord.com:443")

    offline.setattr(MafiaBot, "start", start)
    assert runner.main(None) == 75
    assert capsys.readouterr().err.startswith("Нет связи с Discord: нет соединения с сервером.")


def test_no_voice_warning(caplog):
    with caplog.at_level(logging.WARNING, logger="discord"):
        from bot.config import Config
        from core.registry import Engine

        MafiaBot(Engine(), MemoryStore(), Config(token="x"))
    assert not [r for r in caplog.records if "voice" in r.getMessage().lower()]


def test_simulate_into_head_does_not_crash():
    exe = Path(sys.executable).with_name("mafia-bot")
    command = [str(exe)] if exe.exists() else [sys.executable, "-m", "bot.cli"]
    if shutil.which("head") is None:
        pytest.skip("no head(1) on this machine")
    mafia = subprocess.Popen([*command, "simulate", "--players", "17", "--seed", "3", "--private"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ})
    head = subprocess.run(["head", "-n", "2"], stdin=mafia.stdout, capture_output=True, text=True)
    mafia.stdout.close()
    _, err = mafia.communicate(timeout=120)
    assert len(head.stdout.splitlines()) == 2
    assert mafia.returncode == 0, err
    assert b"Traceback" not in err and b"BrokenPipe" not in err
