"""A PostgreSQL schema of a test's own, for the storage, statistics and shard tests.

The server is the one ``MAFIA_BOT_TEST_POSTGRES`` names (default
``postgres://postgres@127.0.0.1:5432/test``). If the variable is set (or ``CI``
is) and the server cannot be reached, the test fails; otherwise it is skipped
with the reason shown. The schema is dropped afterwards.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from typing import Any, AsyncIterator

import pytest

DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test"


def postgres_base() -> tuple[str, bool]:
    """The server's URL, and whether its absence is a failure."""
    url = os.environ.get("MAFIA_BOT_TEST_POSTGRES")
    required = url is not None or bool(os.environ.get("CI"))
    return url or DEFAULT_POSTGRES, required


def with_schema(url: str, schema: str) -> str:
    return f"{url}{'&' if '?' in url else '?'}schema={schema}"


@contextlib.asynccontextmanager
async def postgres_schema(prefix: str = "test") -> AsyncIterator[tuple[str, Any]]:
    """(a URL whose tables go to a new empty schema, an admin connection to the server)."""
    import asyncpg

    base, required = postgres_base()
    try:
        admin = await asyncpg.connect(base, timeout=5)
    except (OSError, asyncpg.PostgresError) as error:
        message = f"PostgreSQL at {base} is unreachable: {error!r}"
        if required:
            pytest.fail(message)
        pytest.skip(message + " (set MAFIA_BOT_TEST_POSTGRES to make this a failure)")
    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    await admin.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield with_schema(base, schema), admin
    finally:
        await admin.execute(f'DROP SCHEMA "{schema}" CASCADE')
        await admin.close()
