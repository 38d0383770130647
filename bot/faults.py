"""The service's own faults, said the way the two readers need them (issue 32, items 9–10 and 14):

* a person reads one Russian line: why a file, network or database call failed (:func:`reason`:
  no «[Errno 111] Connect call failed», no «(ClientConnectorDNSError)»), with every credential
  masked (:func:`masked`: ``postgres://u:***@host``; :class:`MaskingFormatter` does it for every
  log line);
* a supervisor reads the exit code (:data:`SETTING`, :data:`TRANSIENT`, :data:`INTERRUPTED`):
  systemd's unit and compose restart on :data:`TRANSIENT`, never on :data:`SETTING`
  (``deploy/``, ``tests/test_deploy.py``).

No discord.py, aiohttp or asyncpg is imported here: their errors are recognised only when their
module is already loaded (the command line stays quick, ``tests/bot/test_command_line_imports.py``).
"""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import socket
import sqlite3
import ssl
import sys
from typing import Iterable, Iterator

from core.masking import masked

#: A wrong setting, token or path: restarting would not help (systemd: RestartPreventExitStatus=2).
SETTING = 2
#: No network, Discord or the database not answering yet: try again later (EX_TEMPFAIL, sysexits.h).
TRANSIENT = getattr(os, "EX_TEMPFAIL", 75)
#: Stopped by Ctrl-C at the command line: 128 + SIGINT, as a shell reports it.
INTERRUPTED = 130

class MaskingFormatter(logging.Formatter):
    """A log line (its message, arguments, traceback) with every credential masked."""

    def __init__(self, fmt: str | None = None, secrets: Iterable[str | None] = ()) -> None:
        super().__init__(fmt)
        self.secrets = tuple(secret for secret in secrets if secret)

    def format(self, record: logging.LogRecord) -> str:
        return masked(super().format(record), self.secrets)


def chain(error: BaseException) -> Iterator[BaseException]:
    """The error and what caused it (``raise … from``, or raised while handling), outermost first."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def _loaded(module: str, name: str) -> type | None:
    """A class of a library, only if that library is already loaded (never imported for this)."""
    found = sys.modules.get(module)
    return getattr(found, name, None) if found is not None else None


def _is(error: BaseException, module: str, *names: str) -> bool:
    return any(isinstance(error, cls) for name in names if isinstance(cls := _loaded(module, name), type))


# errno → the reason's key (bot/locale/ru.ftl: fault-…). The network ones are transient.
_NETWORK = {errno.ECONNREFUSED: "refused", errno.ETIMEDOUT: "timeout", errno.ENETUNREACH: "no_network",
            errno.EHOSTUNREACH: "unreachable", errno.EHOSTDOWN: "unreachable", errno.ECONNRESET: "reset",
            errno.ECONNABORTED: "reset", errno.EPIPE: "reset", errno.ENETDOWN: "no_network"}
_FILES = {errno.ENOENT: "no_such_path", errno.EISDIR: "is_a_folder", errno.ENOTDIR: "not_a_folder",
          errno.EACCES: "no_permission", errno.EPERM: "no_permission", errno.EROFS: "read_only",
          errno.ENOSPC: "no_space", errno.EEXIST: "exists", errno.ENAMETOOLONG: "name_too_long"}
# PostgreSQL's own refusals (asyncpg's classes) → the reason's key; the first two pass with time.
_POSTGRES = {"CannotConnectNowError": "pg_starting", "TooManyConnectionsError": "pg_busy",
             "InvalidPasswordError": "pg_password", "InvalidAuthorizationSpecificationError": "pg_user",
             "InvalidCatalogNameError": "pg_no_database", "InsufficientPrivilegeError": "pg_privilege"}
_POSTGRES_TRANSIENT = {"pg_starting", "pg_busy"}


def _key(error: BaseException) -> str | None:
    """The catalog key of the first error of the chain that we can name, or None."""
    for cause in chain(error):
        for name, key in _POSTGRES.items():
            if _is(cause, "asyncpg", name) or _is(cause, "asyncpg.exceptions", name):
                return key
        if isinstance(cause, socket.gaierror) or "DNS" in type(cause).__name__:
            return "dns"
        if isinstance(cause, ssl.SSLError):
            return "tls"
        if isinstance(cause, (TimeoutError, asyncio.TimeoutError, socket.timeout)):
            return "timeout"
        if isinstance(cause, OSError) and cause.errno in _NETWORK:
            return _NETWORK[cause.errno]
        if isinstance(cause, OSError) and cause.errno in _FILES:
            return _FILES[cause.errno]
        if isinstance(cause, sqlite3.DatabaseError):
            text = str(cause).lower()
            if "not a database" in text or "malformed" in text:
                return "not_sqlite"
            if "unable to open" in text:
                return "sqlite_open"
            if "readonly" in text or "read-only" in text:
                return "read_only"
            if "locked" in text:
                return "sqlite_locked"
        if _is(cause, "aiohttp", "ClientConnectionError", "ServerDisconnectedError"):
            os_error = getattr(cause, "os_error", None)
            return _key(os_error) if isinstance(os_error, BaseException) and _key(os_error) else "no_connection"
    return None


def reason(error: BaseException) -> str:
    """Why the call failed, in Russian; an error we cannot name keeps its own words (masked)."""
    from bot.texts import t

    key = _key(error)
    if key is not None:
        return t(f"fault.{key}")
    words = str(error).strip() or type(error).__name__
    return masked(words)


def transient(error: BaseException) -> bool:
    """Would the same start succeed later by itself (the network back, the database up)? A wrong
    password, a missing database or file, a bad token would not."""
    key = _key(error)
    if key in _NETWORK.values() or key in ("dns", "timeout", "tls", "no_connection", "sqlite_locked"):
        return True
    if key in _POSTGRES_TRANSIENT:
        return True
    return any(_is(cause, "discord", "GatewayNotFound") or _is(cause, "discord.errors", "DiscordServerError")
               for cause in chain(error))
