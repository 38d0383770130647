"""Credentials never shown (issue 32, item 9): a database URL's password, a ``password=`` pair, a
token — masked in every message and log line the service and its tools write (``bot.faults``
uses it for the bot's messages and log lines, ``tools/bench.py`` for the URL it reports)."""

from __future__ import annotations

import re
from typing import Iterable

# scheme://user:password@host — the password runs to the last «@» before the host (a raw «@» in a
# password is common enough); user:password pairs of a DSN's other spellings too.
_URL_PASSWORD = re.compile(r"(?P<head>\b[a-z][a-z0-9+.\-]*://[^:/@\s]*):(?P<password>\S*)@(?=[^@\s]*(?:[/?\s\"'»]|$))",
                           re.IGNORECASE)
_KEY_PASSWORD = re.compile(r"(?P<head>\bpassword\s*=\s*)(?P<password>'[^']*'|\"[^\"]*\"|\S+)", re.IGNORECASE)
HIDDEN = "***"


def masked(text: object, secrets: Iterable[str | None] = ()) -> str:
    """``text`` with every credential hidden: the password of a database URL (``postgres://u:***@h``),
    a ``password=…`` pair, and each of ``secrets`` (the bot's token) wherever it appears."""
    shown = _URL_PASSWORD.sub(lambda m: f"{m['head']}:{HIDDEN}@", str(text))
    shown = _KEY_PASSWORD.sub(lambda m: f"{m['head']}{HIDDEN}", shown)
    for secret in secrets:
        if secret and len(secret) >= 4:  # a short one would mask ordinary words
            shown = shown.replace(secret, HIDDEN)
    return shown
