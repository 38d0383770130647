"""``mafia-bot run``: read the settings, open the store, run the client."""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.config import Config, ConfigError, load
from bot.texts import t

log = logging.getLogger("mafia-bot")


def _say(message: str) -> None:
    print(message, file=sys.stderr)


async def open_store(url: str):
    """The tortoise-orm store for ``sqlite://...`` or ``postgres://...`` (imported lazily)."""
    from core.store.orm import TortoiseStore

    return await TortoiseStore.open(url)


def with_shards(config: Config, shard_ids: str | None, shard_count: int | None) -> Config:
    """``--shard-ids 0,1 --shard-count 4`` laid over the settings file (checked like it)."""
    data = config.model_dump()
    if shard_count is not None:
        data["shard_count"] = shard_count
    if shard_ids is not None:
        try:
            data["shard_ids"] = [int(part) for part in shard_ids.split(",") if part.strip()]
        except ValueError:
            raise ConfigError(t("run.bad_shards", value=shard_ids)) from None
    if data == config.model_dump():
        return config
    from pydantic import ValidationError

    from bot.config import _problem

    try:
        return Config.model_validate(data)
    except ValidationError as error:
        raise ConfigError(_problem(error)) from None


async def run(config: Config) -> int:
    import aiohttp
    import discord

    from bot.client import make_bot
    from core.registry import Engine

    try:
        store = await open_store(config.database)
    except Exception as error:  # noqa: BLE001 - any driver error is reported, not traced
        _say(t("run.store_failed", url=config.database, error=error))
        return 2
    from core.store import open_stats

    try:
        stats = await open_stats(config.database)
    except Exception as error:  # noqa: BLE001 - any driver error is reported, not traced
        await store.close()
        _say(t("run.store_failed", url=config.database, error=error))
        return 2
    bot = make_bot(Engine(), store, config, stats=stats)
    try:
        async with bot:
            await bot.start(config.token)
    except discord.LoginFailure:
        _say(t("run.bad_token"))
        return 2
    except discord.PrivilegedIntentsRequired:
        _say(t("run.intents"))
        return 2
    except (OSError, aiohttp.ClientError, asyncio.TimeoutError, discord.GatewayNotFound) as error:
        # No network, DNS failure, Discord unreachable: one line, not a traceback.
        _say(t("run.network", error=type(error).__name__))
        return 2
    except discord.HTTPException as error:
        _say(t("run.discord_error", status=error.status, error=error.text or error))
        return 2
    finally:
        await stats.close()
        await store.close()
    return 0


def main(config_path: str | None = None, *, shard_ids: str | None = None, shard_count: int | None = None) -> int:
    try:
        config = load(config_path)
        config = with_shards(config, shard_ids, shard_count)
    except ConfigError as error:
        _say(str(error))
        return 2
    if not config.token:
        _say(t("run.no_token"))
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        return asyncio.run(run(config))
    except KeyboardInterrupt:
        return 0
