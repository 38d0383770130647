"""``mafia-bot run``: read the settings, open the store, run the client.

Its exit code tells a supervisor what to do (``bot.faults``): 0 stopped on request, 2
(:data:`~bot.faults.SETTING`) a wrong setting or token — a restart would not help —, 75
(:data:`~bot.faults.TRANSIENT`) no network or the database not answering at start — restart
later; anything else is a crash (a traceback). ``deploy/`` restarts on all but 0 and 2."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from typing import Iterator

from bot.config import Config, ConfigError, load
from bot.faults import SETTING, TRANSIENT, MaskingFormatter, masked, reason, transient
from bot.texts import t

log = logging.getLogger("mafia-bot")


def _say(message: str) -> None:
    print(message, file=sys.stderr)


async def open_store(url: str):
    """The tortoise-orm store for ``sqlite://...`` or ``postgres://...`` (imported lazily)."""
    from core.store.orm import TortoiseStore

    return await TortoiseStore.open(url)


def shard_flags(shard_ids: str | None, shard_count: int | None) -> dict[str, tuple[str, object]]:
    """``--shard-ids 0,1 --shard-count 4`` as settings for :func:`bot.config.load`."""
    ids = None
    if shard_ids is not None:
        try:
            ids = [int(part) for part in shard_ids.split(",") if part.strip()]
        except ValueError:
            raise ConfigError(t("run.bad_shards", value=shard_ids)) from None
    return {"shard_ids": ("--shard-ids", ids), "shard_count": ("--shard-count", shard_count)}


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

    from bot.config import problem

    sources = {"shard_ids": "flag:--shard-ids", "shard_count": "flag:--shard-count"}
    try:
        return Config.model_validate(data)
    except ValidationError as error:
        raise ConfigError(problem(error, sources)) from None


def announce(bot) -> None:
    """Once logged in: who the bot is and the link that invites it (stdout, for the admin)."""
    from bot.client import invite_url

    if bot.application_id is not None:
        print(t("run.invite", name=bot.user or "?", url=invite_url(bot.application_id)), flush=True)


@contextlib.contextmanager
def stop_on_signals(bot) -> Iterator[None]:
    """SIGTERM (systemd stop, docker stop) and SIGINT (Ctrl-C) stop the bot gracefully:
    ``bot.close()`` lets the commands in hand finish, stops the timers and closes Discord."""
    loop = asyncio.get_running_loop()
    stopping: list[asyncio.Task] = []

    def stop(signame: str) -> None:
        if stopping:
            return  # a second signal while stopping changes nothing
        _say(t("run.stopping", signal=signame))
        stopping.append(loop.create_task(bot.close(), name="mafia-stop"))

    installed = []
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop, sig.name)
            installed.append(sig)
        except (NotImplementedError, RuntimeError, ValueError):  # not the main thread, or Windows
            pass
    try:
        yield
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)


def _store_failed(config: Config, error: BaseException) -> int:
    _say(t("run.store_failed", url=masked(config.database), error=reason(error)))
    return TRANSIENT if transient(error) else SETTING


async def run(config: Config) -> int:
    import aiohttp
    import discord

    from bot.client import make_bot
    from core.registry import Engine

    try:
        store = await open_store(config.database)
    except Exception as error:  # noqa: BLE001 - any driver error is reported, not traced
        return _store_failed(config, error)
    from core.store import open_stats

    try:
        stats = await open_stats(config.database)
    except Exception as error:  # noqa: BLE001 - any driver error is reported, not traced
        await store.close()
        return _store_failed(config, error)
    bot = make_bot(Engine(), store, config, stats=stats)
    bot.after_login = announce
    try:
        async with bot:
            with stop_on_signals(bot):
                await bot.start(config.token)
                if bot.is_closed():  # stopped by a signal: its graceful stop ends before the database closes
                    await bot.stopped.wait()
    except discord.LoginFailure:
        _say(t("run.bad_token"))
        return SETTING
    except discord.PrivilegedIntentsRequired:
        _say(t("run.intents"))
        return SETTING
    except (OSError, aiohttp.ClientError, asyncio.TimeoutError, discord.GatewayNotFound) as error:
        # No network, DNS failure, Discord unreachable: one line, not a traceback; try again later.
        _say(t("run.network", error=reason(error)))
        return TRANSIENT
    except discord.HTTPException as error:
        if error.status == 429 or error.status >= 500:  # Discord busy or down: it passes
            _say(t("run.discord_busy", status=error.status))
            return TRANSIENT
        _say(t("run.discord_error", status=error.status, error=masked(error.text or error, [config.token])))
        return SETTING
    finally:
        await stats.close()
        await store.close()
    return 0


def log_to_stderr(config: Config) -> None:
    """Warnings and errors (``log_level``) on stderr, every credential masked: the database's
    password, the token."""
    handler = logging.StreamHandler()
    handler.setFormatter(MaskingFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s",
                                          secrets=[config.token]))
    logging.basicConfig(level=config.log_level, handlers=[handler])


def main(config_path: str | None = None, *, shard_ids: str | None = None, shard_count: int | None = None,
         log_level: str | None = None) -> int:
    try:
        flags = shard_flags(shard_ids, shard_count)
        flags["log_level"] = ("--log-level", log_level)
        config = load(config_path, flags=flags)
    except ConfigError as error:
        _say(str(error))
        return SETTING
    if not config.token:
        _say(t("run.no_token"))
        return SETTING
    log_to_stderr(config)
    try:
        return asyncio.run(run(config))
    except KeyboardInterrupt:
        return 0
