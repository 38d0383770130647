"""The bot's settings: ``config.toml`` (see ``config.example.toml``), with the
token also taken from the ``DISCORD_TOKEN`` environment variable.

The file is checked against a schema (pydantic, strict: TOML has types, so ``members_intent = 1``
or ``sync_commands = "no"`` is refused, not guessed): an unknown key, a wrong type or a bad value
is refused with one Russian line naming the key and the file; so is a file that is not TOML (the
line and column, in Russian), not UTF-8, a folder or unreadable. Without ``--config`` the bot
reads ``config.toml`` from the working folder when there is one (a folder of that name is refused,
not skipped). No line shows a password (``core.masking``)."""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path
from typing import Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator

from bot import timing
from bot.texts import t
from core.masking import masked

DEFAULT_FILE = "config.toml"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
# The environment variables the bot reads, and the setting each one overrides.
ENVIRONMENT = {"DISCORD_TOKEN": "token", "MAFIA_DATABASE": "database"}


class ConfigError(Exception):
    """A bad or missing setting; the message is for the person running the bot."""


class Names(BaseModel):
    """Names of what ``/mafia setup`` creates or adopts on a server (defaults: ``[names]`` of the catalog)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    category: str = Field(default_factory=lambda: t("names.category"), min_length=1, max_length=100)
    town_square: str = Field(default_factory=lambda: t("names.town_square"), min_length=1, max_length=100)
    graveyard: str = Field(default_factory=lambda: t("names.graveyard"), min_length=1, max_length=100)
    game_channel: str = Field(default_factory=lambda: t("names.game_channel"), min_length=1, max_length=100)
    host_role: str = Field(default_factory=lambda: t("names.host_role"), min_length=1, max_length=100)
    alive_role: str = Field(default_factory=lambda: t("names.alive_role"), min_length=1, max_length=100)
    dead_role: str = Field(default_factory=lambda: t("names.dead_role"), min_length=1, max_length=100)


class Config(BaseModel):
    # strict: a TOML value of the wrong type is refused (1 is not true, "no" is not false, "5" not 5).
    model_config = ConfigDict(extra="forbid", strict=True)

    token: str | None = None
    database: str = "sqlite://data/mafia.sqlite3"
    locale: str = "ru"
    timezone: str = "Europe/Moscow"
    # Register slash commands with Discord at start (globally, or in dev_guild only).
    sync_commands: bool = True
    dev_guild: int | None = Field(default=None, gt=0)
    # Default phase lengths: minutes ("90") or a clock time ("20:00", "20:00 МСК").
    night: str = "720"
    day: str = "1440"
    # Reminders to players who have not acted, in minutes before the deadline.
    reminders: list[int] = Field(default_factory=lambda: [60, 10])
    # Minutes a phase's results may wait for the host's review before he is reminded (0: never).
    review_reminder: int = Field(default=60, ge=0, le=10080)
    # End a phase early once every player has acted (night) or voted (day).
    early_end: bool = True
    # The bot's own pace under Discord's global rate limit (requests a second; 0: none): a busy
    # second queues in the bot, a phase's results first (bot/outgoing.py).
    requests_per_second: float = Field(default=50, ge=0, le=50)
    # Ask for the privileged "Server Members" intent (enable it on the developer portal too):
    # with the member cache a death costs one role call instead of two.
    members_intent: bool = False
    # At a game's end, post its story in the town square: "full" (the log and a picture of
    # each night), "text" (the log only) or "off".
    story: Literal["full", "text", "off"] = "full"
    names: Names = Field(default_factory=Names)
    # How many tables (/mafia setup NAME) a server may have, the first one included.
    max_tables: int = Field(default=5, ge=1, le=50)
    # /рейтинг ranks a player once he has finished this many games on the server (core/rating.py).
    rating_min_games: int = Field(default=5, ge=1, le=1000)
    # Gateway sharding (several processes on one PostgreSQL): this process runs shard_ids of
    # shard_count; None: one process, no sharding. `mafia-bot run --shard-ids 0,1 --shard-count 4`.
    shard_count: int | None = Field(default=None, ge=1)
    shard_ids: list[int] | None = None
    # How often (seconds) a process checks its shards' locks and tries to take the ones it waits for.
    shard_retry: float = Field(default=30.0, gt=0)
    # How much the bot logs (stderr): DEBUG, INFO, WARNING (the default: problems only), ERROR, CRITICAL.
    # `mafia-bot run --log-level INFO` overrides it.
    log_level: str = "WARNING"

    @field_validator("shard_ids")
    @classmethod
    def _shard_ids(cls, value: list[int] | None, info: ValidationInfo) -> list[int] | None:
        if value is not None:
            count = info.data.get("shard_count")
            if count is None or not value or len(set(value)) != len(value) or any(not 0 <= i < count for i in value):
                raise ValueError("shard_ids")
        return value

    @field_validator("night", "day", mode="before")
    @classmethod
    def _phase_length(cls, value: Any) -> str:
        if isinstance(value, bool) or not isinstance(value, (int, str)) or not timing.valid(str(value)):
            raise ValueError("phase")
        return str(value)

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        if value.lower() in timing.MOSCOW_NAMES:
            return "Europe/Moscow"
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError("timezone") from None
        return value

    @field_validator("database")
    @classmethod
    def _database(cls, value: str) -> str:
        if not value.startswith(("sqlite://", "postgres://", "postgresql://")):
            raise ValueError("database")
        return value

    @field_validator("locale")
    @classmethod
    def _locale(cls, value: str) -> str:
        if value != "ru":
            raise ValueError("locale")
        return value

    @field_validator("log_level")
    @classmethod
    def _log_level(cls, value: str) -> str:
        if value.upper() not in LOG_LEVELS:
            raise ValueError("log_level")
        return value.upper()

    @field_validator("reminders")
    @classmethod
    def _reminders(cls, value: list[int]) -> list[int]:
        if any(m <= 0 for m in value):
            raise ValueError("reminders")
        return sorted(set(value), reverse=True)


def problem(error: ValidationError, sources: dict[str, str] | None = None, file: Any = None) -> str:
    """The first problem as one line naming the key and where it came from: the settings
    file (named), an environment variable (``env:NAME``) or a command-line flag (``flag:--name``)."""
    first = error.errors()[0]
    key = ".".join(str(part) for part in first["loc"])
    render = _texts().render
    top = str(first["loc"][0]) if first["loc"] and first["loc"][0] != "names" else "other"
    hint = render(f"config.expect.{top}", {}) if _texts().has(f"config.expect.{top}") else \
        render("config.expect.other", {})
    source = (sources or {}).get(str(first["loc"][0]) if first["loc"] else "", "")
    value = _shown(first.get("input"))
    if source.startswith("env:"):
        return render("config.bad_env", {"name": source[4:], "value": value, "expected": hint})
    if source.startswith("flag:"):
        return render("config.bad_flag", {"flag": source[5:], "value": value, "expected": hint})
    where = str(file or DEFAULT_FILE)
    if first["type"] == "extra_forbidden":
        return render("config.unknown", {"key": key, "file": where})
    return render("config.bad_value", {"key": key, "value": value, "expected": hint, "file": where})


def _shown(value: Any) -> str:
    text = masked(repr(value) if not isinstance(value, str) else f"\"{value}\"")
    return text if len(text) <= 60 else text[:57] + "…"


# tomllib's messages (Python 3.11–3.13) → the catalog's (config-toml-…); a quoted part is $detail.
_TOML = [(re.compile(pattern), key) for pattern, key in (
    (r"^Cannot declare (.+) twice$", "twice"), (r"^Cannot redefine namespace (.+)$", "twice"),
    (r"^Cannot mutate immutable namespace (.+)$", "immutable"), (r"^Cannot overwrite a value$", "overwrite"),
    (r"^Duplicate inline table key (.+)$", "duplicate_key"),
    (r"^Expected '=' after a key in a key/value pair$", "equals"),
    (r"^Expected '\]' at the end of a table declaration$", "table_end"),
    (r"^Expected '\]\]' at the end of an array declaration$", "array_table_end"),
    (r"^Expected newline or end of document after a statement$", "one_per_line"), (r"^Expected (.+)$", "expected"),
    (r"^(?:Found invalid|Illegal) character (.+)$", "character"),
    (r"^Invalid date or datetime$", "date"), (r"^Invalid initial character for a key part$", "key_start"),
    (r"^Invalid statement$", "statement"), (r"^Invalid value$", "value"), (r"^Unclosed array$", "array"),
    (r"^Unclosed inline table$", "inline_table"), (r"^Unterminated string$", "string"),
    (r"^Unescaped '\\' in a string$", "backslash"), (r"^(?:Invalid hex value|Escaped character .*)$", "escape"),
)]
_TOML_WHERE = re.compile(r"^(?P<message>.*?)\s*\(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)$",
                         re.DOTALL)


def toml_problem(error: tomllib.TOMLDecodeError, file: Any) -> str:
    """A TOML syntax error in Russian: what is wrong, at which line and column (no English tail)."""
    found = _TOML_WHERE.match(str(error))
    message = found["message"] if found else str(error)
    if found and found["line"]:
        where = t("config.toml.at", line=int(found["line"]), column=int(found["column"]))
    else:
        where = t("config.toml.at_end")
    for pattern, key in _TOML:
        if matched := pattern.match(message):
            detail = _detail(matched.group(1)) if pattern.groups else ""
            what = t("config.toml.newline") if key == "character" and detail == "«\n»" else \
                t(f"config.toml.{key}", detail=detail)
            break
    else:
        what = t("config.toml.other")
    return t("config.bad_toml", file=str(file), where=where, error=what)


def _detail(quoted: str) -> str:
    """What tomllib quotes (a key as a tuple, a character by repr) as a reader would: «names.x», «;»."""
    import ast

    try:
        value = ast.literal_eval(quoted)
    except (ValueError, SyntaxError):
        return quoted
    if isinstance(value, tuple):
        value = ".".join(map(str, value))
    text = str(value)
    return f"«{text}»" if text.isprintable() or text == "\n" else f"U+{ord(text[0]):04X}"


def read(file: Path) -> dict[str, Any]:
    """The settings file's table, or ConfigError saying in Russian why it cannot be read."""
    if file.is_dir():
        raise ConfigError(t("config.folder", file=str(file)))
    if not file.exists():
        raise ConfigError(t("config.not_found", file=str(file)))
    try:
        raw = file.read_bytes()
    except OSError as error:
        from bot.faults import reason

        raise ConfigError(t("config.unreadable", file=str(file), error=reason(error))) from None
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (Windows' Notepad) is not an error
    except UnicodeDecodeError as error:
        line = raw[:error.start].count(b"\n") + 1
        raise ConfigError(t("config.not_utf8", file=str(file), line=line,
                            byte=f"0x{raw[error.start]:02x}")) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(toml_problem(error, file)) from None


def _texts():
    from bot.texts import texts

    return texts()


def load(path: str | os.PathLike[str] | None = None, *, environ: dict[str, str] | None = None,
         cwd: str | os.PathLike[str] | None = None, flags: dict[str, tuple[str, Any]] | None = None,
         read_file: bool = True) -> Config:
    """The settings from ``path`` (or ``config.toml`` in the working folder, if there is one)
    with ``DISCORD_TOKEN`` and ``MAFIA_DATABASE`` from the environment taking precedence, and
    command-line ``flags`` (setting -> (flag, value)) over both. A bad value is refused naming
    where it came from; shards on SQLite are refused (one process owns an SQLite file)."""
    environ = dict(os.environ if environ is None else environ)
    data: dict[str, Any] = {}
    sources: dict[str, str] = {}
    if path is None and read_file:
        local = Path(cwd or ".") / DEFAULT_FILE
        if local.is_dir():  # not skipped: the admin meant a settings file there (Docker makes such folders)
            raise ConfigError(t("config.local_folder", file=DEFAULT_FILE))
        path = local if local.exists() else None  # «config.toml» when run from the working folder
    if path is not None:
        data = read(Path(path))
    for name, key in ENVIRONMENT.items():
        if environ.get(name):
            data[key] = environ[name]
            sources[key] = f"env:{name}"
    for key, (flag, value) in (flags or {}).items():
        if value is not None:
            data[key] = value
            sources[key] = f"flag:{flag}"
    if "shard_ids" in data and sources.get("shard_ids", "").startswith("flag:") and data.get("shard_count") is None:
        raise ConfigError(t("config.shard_ids_alone"))
    try:
        config = Config.model_validate(data)
    except ValidationError as error:
        raise ConfigError(problem(error, sources, path)) from None
    if config.token is not None:
        config.token = config.token.strip() or None
    if config.shard_count is not None and config.database.startswith("sqlite"):
        flag = sources.get("shard_count", sources.get("shard_ids", ""))
        where = t("config.source.flag", flag=flag[5:]) if flag.startswith("flag:") else \
            t("config.source.file", file=path or DEFAULT_FILE)
        raise ConfigError(t("config.shards_sqlite", source=where))
    return config
