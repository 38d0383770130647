"""Issue 32, items 9–12, on real processes (``mafia-bot`` as a fresh Python process, as an admin runs it):

* no secret in any line: a database's password and the bot's token never reach stderr, not even in
  DEBUG log lines;
* exit codes a supervisor can act on: no network or an unreachable database at start is 75 (restart
  later), a database that refuses the login or does not exist is 2 (a setting);
* no traceback: Ctrl-C in ``balance``, ``bench``, ``scenario run``, ``report`` (sent to the process
  group, as a terminal does, while the progress bar runs on a terminal) is one line and exit 130;
  a folder given as ``--html`` and an unwritable ``--out`` are one line and exit 2;
* read-only commands write nothing: ``games`` and ``report`` leave a database without the bot's
  tables as it was, and say it is empty or another program's.
"""

from __future__ import annotations

import fcntl
import os
import select
import signal
import socket
import sqlite3
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SECRET = "s3cretpw"
TOKEN = "MTIzNDU2Nzg5.token-SECRET-value"
LAUNCH = "import sys; from bot.cli import main; sys.exit(main())"  # what the mafia-bot script runs
# The same, with the machine's name lookups failing (no network): asyncio and aiohttp resolve through
# socket.getaddrinfo, so Discord's address is not found — the real client's path, without a network.
OFFLINE = ("import socket, sys\n"
           "def no_network(*args, **kwargs):\n"
           "    raise socket.gaierror(socket.EAI_AGAIN, 'Temporary failure in name resolution')\n"
           "socket.getaddrinfo = no_network\n"
           "from bot.cli import main\n"
           "sys.exit(main())\n")


def environment(**extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in ("MAFIA_DATABASE", "DISCORD_TOKEN")}
    return {**env, "PYTHONPATH": str(ROOT), **extra}


def mafia(argv: list[str], cwd: Path, *, code: str = LAUNCH, timeout: float = 240,
          **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code, *argv], cwd=cwd, env=environment(**env), text=True,
                          capture_output=True, timeout=timeout)


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    err = done.stderr.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err[-3000:]
    return err


def closed_port() -> int:
    """A local port nothing listens on (bound a moment ago, then let go): connecting is refused."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def with_password(url: str) -> tuple[str, str]:
    """The test server's URL with a password in it (its own if it has one; trust auth ignores ours)."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if parts.password:
        return url, parts.password
    user = parts.username or "postgres"
    return url.replace(f"{parts.scheme}://{user}@", f"{parts.scheme}://{user}:{SECRET}@", 1), SECRET


# --- items 9 and 10: the secret, the codes ----------------------------------------------------------


def test_an_unreachable_database_at_start_is_75_and_keeps_its_password(tmp_path):
    port = closed_port()
    url = f"postgres://mafia:{SECRET}@127.0.0.1:{port}/mafia"
    done = mafia(["run"], tmp_path, MAFIA_DATABASE=url, DISCORD_TOKEN=TOKEN)
    assert done.returncode == 75
    assert one_line(done) == (f"Не удалось открыть базу данных postgres://mafia:***@127.0.0.1:{port}/mafia: "
                              "сервер не принимает соединения (не запущен или указан не тот порт).")
    for argv in (["games"], ["report", "1"]):  # the same database through the read-only commands
        done = mafia(argv, tmp_path, MAFIA_DATABASE=url)
        assert done.returncode == 75 and SECRET not in done.stderr
        assert one_line(done).startswith("Не удалось открыть базу postgres://mafia:***@127.0.0.1:")


def test_no_network_at_start_is_75_in_russian_with_nothing_secret_in_the_debug_log(tmp_path):
    database = tmp_path / "games.sqlite3"
    done = mafia(["run", "--log-level", "DEBUG"], tmp_path, code=OFFLINE, DISCORD_TOKEN=TOKEN,
                 MAFIA_DATABASE=f"sqlite://{database}")
    assert done.returncode == 75, done.stderr[-3000:]
    assert TOKEN not in done.stderr and "Traceback" not in done.stderr
    said = [line for line in done.stderr.splitlines() if line.startswith("Нет связи")]  # among the log lines
    assert said == ["Нет связи с Discord: не удалось найти адрес сервера (DNS). Проверьте подключение к интернету "
                    "и запустите бота снова (служба systemd или Docker перезапустит его сама)."], said


@pytest.mark.parametrize("case", ["no such database", "the bot's own, offline"])
def test_postgres_with_a_password(tmp_path, case):
    """On the test server (tests/pg.py): a database that is not there is a setting (2); the bot's own
    database opened with a password and the DEBUG log on, then no network (75) — the password shows
    in no line."""
    import asyncio

    from tests.pg import postgres_schema

    async def schema_url():
        async with postgres_schema("faults") as (url, _admin):
            base, secret = with_password(url)
            if case == "no such database":
                from urllib.parse import urlsplit, urlunsplit

                base = urlunsplit(urlsplit(base)._replace(path="/no_such_database_here"))
                done = mafia(["run"], tmp_path, MAFIA_DATABASE=base, DISCORD_TOKEN=TOKEN)
                return done, secret, 2
            done = mafia(["run", "--log-level", "DEBUG"], tmp_path, code=OFFLINE, MAFIA_DATABASE=base,
                         DISCORD_TOKEN=TOKEN)
            return done, secret, 75

    done, secret, code = asyncio.run(schema_url())
    assert done.returncode == code, done.stderr[-3000:]
    assert secret not in done.stderr and TOKEN not in done.stderr and "Traceback" not in done.stderr
    if code == 2:
        assert one_line(done).endswith(("на сервере PostgreSQL нет такой базы.",
                                        "PostgreSQL не принял имя пользователя или пароль."))


def test_a_wrong_database_setting_shows_no_password(tmp_path):
    done = mafia(["games"], tmp_path, MAFIA_DATABASE=f"mysql://mafia:{SECRET}@db/mafia")
    assert done.returncode == 2
    assert one_line(done).startswith('Неверное значение переменной окружения MAFIA_DATABASE="mysql://mafia:***@db/mafia"')
    (tmp_path / "config.toml").write_text(f'database = "mysql://mafia:{SECRET}@db/mafia"\n', encoding="utf-8")
    done = mafia(["run"], tmp_path, DISCORD_TOKEN=TOKEN)
    assert done.returncode == 2 and SECRET not in done.stderr
    done = mafia(["report", "1", "--database", f"mysql://mafia:{SECRET}@db/mafia"], tmp_path)
    assert done.returncode == 2 and SECRET not in one_line(done)


# --- item 11: Ctrl-C and bad paths ------------------------------------------------------------------


def interrupted(argv: list[str], cwd: Path, bar: str) -> tuple[int, str]:
    """Run ``mafia-bot ARGV`` with its stderr on a terminal (so the progress bar shows), press Ctrl-C
    once the bar is drawn (SIGINT to the whole process group, as a terminal does): its exit code and
    what the terminal showed."""
    main, child = os.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    process = subprocess.Popen([sys.executable, "-c", LAUNCH, *argv], cwd=cwd, env=environment(),
                               stdout=subprocess.DEVNULL, stderr=child, stdin=subprocess.DEVNULL,
                               start_new_session=True)
    os.close(child)
    shown, sent = b"", False
    deadline = time.monotonic() + 240
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([main], [], [], 1)
            if ready:
                try:
                    data = os.read(main, 4096)
                except OSError:  # the terminal closed: the process is gone
                    break
                if not data:
                    break
                shown += data
            if not sent and f"{bar}:".encode() in shown:
                os.killpg(process.pid, signal.SIGINT)
                sent = True
            if process.poll() is not None and not ready:
                break
        assert sent, f"no progress bar «{bar}» in {shown.decode(errors='replace')[-2000:]}"
        return process.wait(timeout=60), shown.decode(errors="replace")
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
        os.close(main)


def stored_game(tmp_path: Path) -> str:
    url = f"sqlite://{tmp_path / 'games.sqlite3'}"
    done = mafia(["simulate", "--variant", "hp", "--seed", "3", "--database", url], tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    return url


@pytest.mark.parametrize("command", ["balance", "bench", "scenario run", "report"])
def test_ctrl_c_is_one_line_and_exit_130(tmp_path, command):
    argv, bar = {
        "balance": (["balance", "--variant", "hp", "--games", "100000", "--workers", "2"], "игры"),
        "bench": (["bench", "--quick"], "игры"),
        "scenario run": (["scenario", "run", str(ROOT / "tests" / "scenarios")], "сценарии"),
        "report": (["report", "1", "--out", str(tmp_path / "out")], "ночи"),
    }[command]
    if command == "report":
        argv += ["--database", stored_game(tmp_path)]
    code, shown = interrupted(argv, tmp_path, bar)
    assert code == 130, shown[-3000:]
    assert "Traceback" not in shown and "KeyboardInterrupt" not in shown, shown[-3000:]
    lines = [line.strip() for line in shown.replace("\x1b[K", "").replace("\r", "\n").splitlines() if line.strip()]
    assert lines[-1] == "Прервано (Ctrl-C).", lines[-5:]
    assert not [line for line in lines if not line.startswith(f"{bar}:")][:-1], lines  # the bar, then one line


def test_a_bad_output_path_is_one_line_and_exit_2(tmp_path):
    url = stored_game(tmp_path)
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    cases = {
        ("--html", "."): "--html .: это папка, а нужен файл страницы (например, ./game-1.html).",
        ("--out", "a-file"): "--out a-file: это файл, а нужна папка для истории игры.",
        ("--out", "a-file/story"): "Не удалось записать a-file/story: часть пути — файл, а не папка.",
        ("--html", "a-file/game.html"): "Не удалось записать a-file/game.html: часть пути — файл, а не папка.",
    }
    for (flag, path), said in cases.items():
        done = mafia(["report", "1", "--database", url, flag, path], tmp_path)
        assert done.returncode == 2, (flag, path, done.stderr[-2000:])
        assert one_line(done) == said
    assert not (tmp_path / "report-1").exists()


# --- item 12: the read-only commands write nothing --------------------------------------------------


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def test_games_and_report_write_nothing(tmp_path):
    folder = tmp_path / "dbs"
    folder.mkdir()
    (folder / "empty.sqlite3").write_bytes(b"")
    with sqlite3.connect(folder / "other.sqlite3") as other:  # another program's database
        other.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, item TEXT)")
    (folder / "notes.txt").write_text("not a database at all\n", encoding="utf-8")
    before = snapshot(folder)
    said = {
        "missing.sqlite3": (0, "В sqlite://{path} нет сохранённых игр: такого файла базы нет.", 1,
                            "Игры №1 нет в sqlite://{path}: такого файла базы нет."),
        "empty.sqlite3": (0, "В sqlite://{path} нет сохранённых игр: база пуста, таблиц бота в ней нет.", 1,
                          "Игры №1 нет в sqlite://{path}: база пуста, таблиц бота в ней нет."),
        "other.sqlite3": (2, "В базе sqlite://{path} нет таблиц бота (game и command): это база другой программы "
                             "или вовсе не база. Проверьте --database, MAFIA_DATABASE или database в config.toml.",
                          2, None),
        "notes.txt": (2, None, 2, None),
    }
    for name, (games_code, games_line, report_code, report_line) in said.items():
        path = folder / name
        games = mafia(["games", "--database", f"sqlite://{path}"], tmp_path)
        assert games.returncode == games_code, (name, games.stderr)
        line = (games.stdout if games_code == 0 else games.stderr).strip()
        assert line == (games_line or said["other.sqlite3"][1]).format(path=path), name
        report = mafia(["report", "1", "--database", f"sqlite://{path}"], tmp_path)
        assert report.returncode == report_code, (name, report.stderr)
        assert one_line(report) == (report_line or said["other.sqlite3"][1]).format(path=path), name
        archive = mafia(["report", "--all", "--html", str(tmp_path / f"archive-{name}"),
                         "--database", f"sqlite://{path}"], tmp_path)
        assert archive.returncode == games_code, (name, archive.stderr)  # no games, or refused like `games`
    assert snapshot(folder) == before  # not a byte changed, no file made (no -wal, no -journal)
    assert not (tmp_path / "report-1").exists()


def test_games_on_an_empty_postgres_schema_makes_no_table(tmp_path):
    import asyncio

    from tests.pg import postgres_schema

    async def check():
        async with postgres_schema("readonly") as (url, admin):
            schema = url.rsplit("schema=", 1)[1]
            done = mafia(["games", "--database", url], tmp_path)
            tables = await admin.fetch("SELECT table_name FROM information_schema.tables WHERE table_schema = $1",
                                       schema)
            return done, tables

    done, tables = asyncio.run(check())
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("нет сохранённых игр: база пуста, таблиц бота в ней нет.")
    assert tables == []
