"""deploy/ as far as this machine can check it (it has no Docker daemon and no systemd to run
them): the compose file, the Dockerfile and the systemd unit parse, and the command, the
environment variables and the paths they use are the ones ``mafia-bot``'s parser and settings
loader accept."""

from __future__ import annotations

import configparser
import json
import re
import shlex
from pathlib import Path

import pytest
import yaml

from bot.cli import cmd_run, parser
from bot.config import ENVIRONMENT, load
from bot.faults import SETTING, TRANSIENT

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
# Variables that are not the bot's settings but are read by what runs it (Python, matplotlib).
RUNTIME = {"PYTHONUNBUFFERED", "PIP_NO_CACHE_DIR", "MPLCONFIGDIR"}


def run_args(command: list[str]):
    """The command, parsed by mafia-bot's own parser: it must be `mafia-bot run ...`."""
    assert command[0] == "mafia-bot", command
    args = parser().parse_args(command[1:])  # a wrong flag exits 2 here
    assert args.func is cmd_run, command
    return args


def interpolate(value: str, env: dict[str, str]) -> str:
    return re.sub(r"\$\{(\w+)(?::?[-?][^}]*)?\}", lambda m: env.get(m.group(1), ""), value)


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))


def dockerfile() -> list[tuple[str, str]]:
    lines, current = [], ""
    for raw in (DEPLOY / "Dockerfile").read_text(encoding="utf-8").splitlines():
        if not current and (not raw.strip() or raw.lstrip().startswith("#")):
            continue
        current += raw.rstrip("\\").strip() + " "
        if not raw.rstrip().endswith("\\"):
            word, _, rest = current.strip().partition(" ")
            lines.append((word.upper(), rest.strip()))
            current = ""
    return lines


def test_compose_runs_the_bot_with_postgres(compose, tmp_path):
    bot, db = compose["services"]["bot"], compose["services"]["db"]
    args = run_args(bot["command"])
    mounts = {volume.split(":")[1]: volume.split(":")[0] for volume in bot["volumes"]}
    assert args.config in mounts and (DEPLOY / mounts[args.config]).parent == DEPLOY  # the settings file, mounted
    assert any(target == "/var/lib/mafia-bot" for target in mounts)  # the bot's data on a volume
    # Environment: only variables the settings loader reads (the token comes from the env file).
    assert set(bot["environment"]) <= set(ENVIRONMENT) | RUNTIME
    env_file = DEPLOY / bot["env_file"]
    example = (DEPLOY / ".env.example").read_text(encoding="utf-8")
    assert env_file.name == ".env" and "DISCORD_TOKEN=" in example and "POSTGRES_PASSWORD=" in example
    assert ".env" in (ROOT / ".gitignore").read_text(encoding="utf-8")  # the token stays out of the repository
    secrets = {"POSTGRES_PASSWORD": "secret", "DISCORD_TOKEN": "token"}
    environ = {k: interpolate(str(v), secrets) for k, v in bot["environment"].items()} | secrets
    config = load(ROOT / "config.example.toml", environ=environ)  # what the container reads
    assert config.database == f"postgres://{db['environment']['POSTGRES_USER']}:secret@db:5432/" \
                              f"{db['environment']['POSTGRES_DB']}"
    assert config.token == "token"
    # PostgreSQL: a volume, a health check the bot waits for.
    assert any(v.endswith(":/var/lib/postgresql/data") for v in db["volumes"])
    assert "pg_isready" in " ".join(db["healthcheck"]["test"])
    assert bot["depends_on"]["db"]["condition"] == "service_healthy"
    assert bot["build"]["dockerfile"] == "deploy/Dockerfile" and (DEPLOY / bot["build"]["context"]).resolve() == ROOT
    assert int(bot["stop_grace_period"].rstrip("s")) >= 15  # time for the graceful stop


def test_dockerfile_installs_the_wheel_and_runs_without_root(compose):
    steps = dockerfile()
    runs = " ".join(rest for word, rest in steps if word == "RUN")
    assert "pip wheel" in runs and "mafia_bot-*.whl" in runs  # the wheel of `pip wheel .`, nothing editable
    users = [rest for word, rest in steps if word == "USER"]
    assert users and users[-1] not in ("root", "0")
    [cmd] = [rest for word, rest in steps if word == "CMD"]
    args = run_args(json.loads(cmd))
    assert args.config == "/etc/mafia-bot/config.toml" and json.loads(cmd) == compose["services"]["bot"]["command"]
    copied = [rest.split() for word, rest in steps if word == "COPY" and rest.endswith(args.config)]
    assert copied and (ROOT / copied[0][0]).is_file()  # a settings file is there even without the mount
    workdir = [rest for word, rest in steps if word == "WORKDIR"][-1]
    assert workdir == "/var/lib/mafia-bot" and f"VOLUME [\"{workdir}\"]" in [f"{w} {r}" for w, r in steps]
    envs = {rest.split("=")[0] for word, rest in steps if word == "ENV" for rest in rest.split()}
    assert envs <= RUNTIME
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    assert {".venv", ".git", "deploy/.env", "config.toml"} <= set(ignored)


def test_systemd_unit(tmp_path):
    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.optionxform = str  # type: ignore[assignment,method-assign]
    unit.read(DEPLOY / "mafia-bot.service", encoding="utf-8")
    service = unit["Service"]
    command = shlex.split(service["ExecStart"])
    assert Path(command[0]).name == "mafia-bot"
    args = run_args(["mafia-bot", *command[1:]])
    assert args.config.startswith("/etc/mafia-bot/")
    assert service["User"] not in ("root", "0")
    assert service["KillSignal"] == "SIGTERM" and int(service["TimeoutStopSec"]) >= 15
    assert service["WorkingDirectory"] == f"/var/lib/{service['StateDirectory']}"
    assert service["WorkingDirectory"] in service["ReadWritePaths"].split()
    assert service["EnvironmentFile"].startswith("/etc/mafia-bot/")
    variables = dict(line.split("=", 1) for line in service.get("Environment", "").split())
    assert set(variables) <= set(ENVIRONMENT) | RUNTIME
    assert unit["Install"]["WantedBy"] == "multi-user.target"


def systemd_restarts(service, code: int) -> bool:
    """Whether systemd restarts the service after its process exits with ``code`` (systemd.service(5):
    RestartPreventExitStatus= and RestartForceExitStatus= first, then Restart= over clean and unclean
    exits; a clean one is 0 or a SuccessExitStatus= code)."""
    if str(code) in service.get("RestartPreventExitStatus", "").split():
        return False
    if str(code) in service.get("RestartForceExitStatus", "").split():
        return True
    clean = code == 0 or str(code) in service.get("SuccessExitStatus", "").split()
    return {"no": False, "always": True, "on-success": clean, "on-failure": not clean,
            "on-abnormal": False, "on-abort": False, "on-watchdog": False}[service.get("Restart", "no")]


def test_exit_codes_against_the_units_policy():
    """Issue 32, item 10: the codes the bot exits with (bot/faults.py) against what systemd does with
    them: a wrong setting or token (2) is not retried; no network or database at start (75) and a
    crash (1) are, with a growing wait, for ever; a stop (0) is not."""
    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.optionxform = str  # type: ignore[assignment,method-assign]
    unit.read(DEPLOY / "mafia-bot.service", encoding="utf-8")
    service = unit["Service"]
    assert (SETTING, TRANSIENT) == (2, 75)
    assert [systemd_restarts(service, code) for code in (0, SETTING, TRANSIENT, 1)] == [False, False, True, True]
    first, most = float(service["RestartSec"]), float(service["RestartMaxDelaySec"])
    assert 0 < first < most and int(service["RestartSteps"]) > 1  # back-off: a longer wait each time
    assert unit["Unit"]["StartLimitIntervalSec"] == "0"  # a long outage does not stop the retries


def test_exit_codes_against_composes_policy(compose):
    """Docker restarts after any exit (it cannot spare code 2), doubling its wait up to a minute."""
    policy = compose["services"]["bot"]["restart"]
    assert policy in ("unless-stopped", "always", "on-failure")  # each restarts after 75 and a crash
    assert compose["services"]["db"]["restart"] == "unless-stopped"


def test_the_deploy_page_says_what_was_not_run():
    page = (ROOT / "docs" / "deploy.md").read_text(encoding="utf-8")
    for name in ("deploy/compose.yaml", "deploy/Dockerfile", "deploy/mafia-bot.service", "pg_dump", "systemctl",
                 "journalctl", "docker compose", ".backup"):
        assert name in page, name
    assert "не запускал" in page or "не запускались" in page
