"""The bot's settings: ``config.toml`` (see ``config.example.toml``), with the
token also taken from the ``DISCORD_TOKEN`` environment variable."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from bot.texts import t


class ConfigError(Exception):
    """A bad or missing setting; the message is for the person running the bot."""


@dataclass
class Names:
    """Names of what ``/mafia setup`` creates or adopts on a server (defaults: ``[names]`` of the catalog)."""

    category: str = field(default_factory=lambda: t("names.category"))
    town_square: str = field(default_factory=lambda: t("names.town_square"))
    graveyard: str = field(default_factory=lambda: t("names.graveyard"))
    game_channel: str = field(default_factory=lambda: t("names.game_channel"))
    host_role: str = field(default_factory=lambda: t("names.host_role"))
    alive_role: str = field(default_factory=lambda: t("names.alive_role"))
    dead_role: str = field(default_factory=lambda: t("names.dead_role"))


@dataclass
class Config:
    token: str | None = None
    database: str = "sqlite://data/mafia.sqlite3"
    locale: str = "ru"
    timezone: str = "Europe/Moscow"
    # Register slash commands with Discord at start (globally, or in dev_guild only).
    sync_commands: bool = True
    dev_guild: int | None = None
    # Default phase lengths: minutes ("90") or a clock time ("20:00", "20:00 МСК").
    night: str = "720"
    day: str = "1440"
    # Reminders to players who have not acted, in minutes before the deadline.
    reminders: list[int] = field(default_factory=lambda: [60, 10])
    # End a phase early once every player has acted (night) or voted (day).
    early_end: bool = True
    # Ask for the privileged "Server Members" intent (enable it on the developer portal too):
    # with the member cache a death costs one role call instead of two.
    members_intent: bool = False
    names: Names = field(default_factory=Names)


def load(path: str | os.PathLike[str] | None = None, *, environ: dict[str, str] | None = None) -> Config:
    """The settings from ``path`` (optional) with ``DISCORD_TOKEN`` and
    ``MAFIA_DATABASE`` from the environment taking precedence."""
    environ = dict(os.environ if environ is None else environ)
    data: dict[str, Any] = {}
    if path is not None:
        file = Path(path)
        if not file.is_file():
            raise ConfigError(t("config.not_found", file=file))
        try:
            data = tomllib.loads(file.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as error:
            raise ConfigError(t("config.bad_toml", file=file, error=error)) from None
    config = Config()
    known = {f.name for f in fields(Config)}
    for key, value in data.items():
        if key not in known:
            raise ConfigError(t("config.unknown", key=key))
        if key == "names":
            if not isinstance(value, dict):
                raise ConfigError(t("config.names_table"))
            name_fields = {f.name for f in fields(Names)}
            for name in value:
                if name not in name_fields:
                    raise ConfigError(t("config.unknown", key=f"names.{name}"))
            config.names = Names(**{k: str(v) for k, v in value.items()})
            continue
        setattr(config, key, value)
    if environ.get("DISCORD_TOKEN"):
        config.token = environ["DISCORD_TOKEN"]
    if environ.get("MAFIA_DATABASE"):
        config.database = environ["MAFIA_DATABASE"]
    if config.token is not None:
        config.token = str(config.token).strip() or None
    if config.dev_guild is not None:
        config.dev_guild = int(config.dev_guild)
    config.night, config.day = str(config.night), str(config.day)
    config.reminders = sorted({int(m) for m in config.reminders}, reverse=True)
    return config
