"""Per-server settings an admin chooses in Discord: which variants (and editions)
the server plays (``/mafia variants``) and who may open a game (``/mafia openers``);
and each member's grammatical gender for the game's texts (``/profile gender``).

They are kept in the game store as one record per server (``variant = "@server"``,
``meta["server_settings"] = True``), so they survive restarts and need no other
database; :class:`bot.tables.Tables` skips those records when it loads games.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from core.store.base import GameRecord, GameStore

KIND = "@server"


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
    record: GameRecord | None = field(default=None, repr=False)

    def allows(self, variant: str, edition: str | None = None) -> bool:
        if self.variants is None:
            return True
        return variant in self.variants or (edition is not None and f"{variant}:{edition}" in self.variants)


class Settings:
    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.by_guild: dict[int, ServerSettings] = {}

    def adopt(self, record: GameRecord) -> bool:
        """Take a stored record if it is a server's settings (called while loading)."""
        if not record.meta.get("server_settings"):
            return False
        meta = record.meta
        self.by_guild[int(meta["guild"])] = ServerSettings(int(meta["guild"]), meta.get("variants"),
                                                           meta.get("opener_role"), dict(meta.get("genders") or {}),
                                                           record)
        return True

    def of(self, guild_id: int) -> ServerSettings:
        return self.by_guild.get(guild_id) or ServerSettings(guild_id)

    async def save(self, settings: ServerSettings) -> None:
        meta = {"server_settings": True, "guild": settings.guild, "variants": settings.variants,
                "opener_role": settings.opener_role, "genders": settings.genders}
        if settings.record is None:
            settings.record = GameRecord(variant=KIND, seed=0, setups=[], options={}, meta=meta)
            await self.store.create(settings.record)
        else:
            settings.record.meta = meta
            await self.store.update(settings.record)
        self.by_guild[settings.guild] = settings
