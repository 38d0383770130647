"""Per-server settings an admin chooses in Discord: which variants (and editions)
the server plays (``/mafia variants``), who may open a game (``/mafia openers``),
the server's named tables (``/mafia setup name``) and each member's grammatical gender
for the game's texts (``/profile gender``).

They live in the store's own settings table (``server_settings``: one JSON
object per server, :meth:`core.store.base.GameStore.save_settings`). Older
databases kept them as a game record with ``variant = "@server"``; such a record
is moved into the settings table when the bot loads (and closed), once.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from core.store.base import GameRecord, GameStore

log = logging.getLogger(__name__)

KIND = "@server"  # the variant of the legacy settings records


@dataclass
class ServerSettings:
    guild: int
    # None: every installed variant; else the ids (``variant`` or ``variant:edition``) the server plays.
    variants: list[str] | None = None
    # Besides Manage Server, members with this role may open games.
    opener_role: int | None = None
    # The grammatical gender each member chose for game texts («/профиль род»), by user id
    # (as a string: JSON keys); absent: guessed from the name (core.gender).
    genders: dict[str, str] = field(default_factory=dict)
    # The members who asked texts to keep their name as typed, never declined
    # («/профиль склонение»), by user id as a string.
    undeclined: list[str] = field(default_factory=list)
    # The named tables /mafia setup made (the unnamed first table is not listed).
    tables: list[str] = field(default_factory=list)
    # Role changes Discord refused at a game's end, tried again as during play (bot.permissions):
    # {"table", "user", "role" (the role's id), "op" ("add"/"remove"), "game"}.
    pending_roles: list[dict[str, Any]] = field(default_factory=list)

    def allows(self, variant: str, edition: str | None = None) -> bool:
        if self.variants is None:
            return True
        return variant in self.variants or (edition is not None and f"{variant}:{edition}" in self.variants)

    def to_json(self) -> dict[str, Any]:
        return {"variants": self.variants, "opener_role": self.opener_role, "tables": list(self.tables),
                "genders": dict(self.genders), "undeclined": list(self.undeclined),
                "pending_roles": [dict(p) for p in self.pending_roles]}

    @classmethod
    def from_json(cls, guild: int, data: dict[str, Any]) -> "ServerSettings":
        return cls(int(guild), data.get("variants"), data.get("opener_role"),
                   genders=dict(data.get("genders") or {}), tables=list(data.get("tables") or []),
                   undeclined=list(data.get("undeclined") or []),
                   pending_roles=[dict(p) for p in data.get("pending_roles") or []])


class Settings:
    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.by_guild: dict[int, ServerSettings] = {}

    async def load_all(self) -> None:
        self.by_guild = {guild: ServerSettings.from_json(guild, data)
                         for guild, data in (await self.store.load_settings()).items()}

    async def adopt(self, record: GameRecord) -> bool:
        """A legacy settings record met while loading games: moved into the settings table
        (unless the server already has settings there) and closed. True if it was one."""
        if not record.meta.get("server_settings"):
            return False
        guild = int(record.meta["guild"])
        if guild not in self.by_guild:
            await self.save(ServerSettings.from_json(guild, record.meta))
            log.info("settings of server %s moved to the settings table", guild)
        record.status = "over"
        record.meta["migrated"] = True
        await self.store.update(record)
        return True

    def of(self, guild_id: int) -> ServerSettings:
        return self.by_guild.get(guild_id) or ServerSettings(guild_id)

    async def save(self, settings: ServerSettings) -> None:
        await self.store.save_settings(settings.guild, settings.to_json())
        self.by_guild[settings.guild] = settings
