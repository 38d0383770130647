"""Discord's global rate limit for the test Discord: 50 requests a second per bot, answered past it
with 429, ``Retry-After`` and ``"global": true`` as Discord does.

simcord answers every request at once (it models no rate limit; ``tests/bot/strict.py`` counts the
per-channel message rate without refusing) and its transport replaces discord.py's
``HTTPClient.request`` whole, so discord.py's own handling of a 429 (its global lock, the sleep of
``retry_after``, the retry) never runs. :func:`install` puts it back: each request goes through
discord.py's real ``HTTPClient.request`` with a session that answers from simcord's router — or
with a 429 when the bot has made ``rate`` requests within the last ``window`` seconds of the
backend's clock (the clock simcord moves and the bot's sleeps run on, so a test or a benchmark
measures time as Discord's limits allow it, not as this machine's speed does). Interactions'
answers and follow-ups (the webhook transport) are not counted, as on Discord.

Opt-in (``rate_limited`` fixture, ``install``): a bot paced by nothing would get 429 answers in
every test that starts a game, and a bot waiting out a 429 parks until the test moves the clock.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

import discord.http
from discord.http import HTTPClient
from simcord.backend.errors import BackendError
from simcord.http import client as simcord_client
from simcord.http import router

RATE, WINDOW = 50, 1.0  # Discord: 50 requests a second per bot

_call: contextvars.ContextVar[Callable[[], Any] | None] = contextvars.ContextVar("ratelimit_call", default=None)


class _Response:
    """What discord.py reads of an aiohttp response."""

    def __init__(self, status: int, data: Any, headers: dict[str, str] | None = None) -> None:
        self.status = status
        self.reason = {200: "OK", 429: "Too Many Requests"}.get(status, "Error")
        self.headers = {"content-type": "application/json", **(headers or {})}
        self.data = data

    async def __aenter__(self) -> "_Response":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        return None


@dataclass
class GlobalLimit:
    """The requests the bot made (``log``: backend time, method, path), the 429s answered."""

    backend: Any = None
    rate: int = RATE
    window: float = WINDOW
    times: deque = field(default_factory=deque)
    log: list[tuple[float, str, str]] = field(default_factory=list)
    refused: int = 0

    def now(self) -> float:
        return self.backend.clock.elapsed

    def answer(self, method: str, path: str, call: Callable[[], Any]) -> _Response:
        now = self.now()
        while self.times and self.times[0] <= now - self.window:
            self.times.popleft()
        if len(self.times) >= self.rate:
            self.refused += 1
            retry = round(self.times[0] + self.window - now, 3) or 0.001
            return _Response(429, {"message": "You are being rate limited.", "retry_after": retry, "global": True},
                             {"Retry-After": str(retry), "X-RateLimit-Global": "true", "X-RateLimit-Scope": "global",
                              "Via": "1.1 google"})
        self.times.append(now)
        self.log.append((now, method, path))
        try:
            return _Response(200, call())
        except (router.RouteNotImplemented, router.UnsupportedField):
            raise
        except BackendError as error:
            return _Response(error.status, error.to_json())

    def peak(self) -> int:
        """The most requests answered within any window (never above ``rate``)."""
        stamps = [t for t, _, _ in self.log]
        best, start = 0, 0
        for end, stamp in enumerate(stamps):
            while stamps[start] <= stamp - self.window:
                start += 1
            best = max(best, end - start + 1)
        return best


class _Over:
    """discord.py's global lock (``asyncio.Event``: cleared while a global 429 is slept out), waited
    for by sleeping: simcord moves its clock past sleeping tasks, not past ones awaiting an event."""

    def __init__(self) -> None:
        self.open = True

    def is_set(self) -> bool:
        return self.open

    def set(self) -> None:
        self.open = True

    def clear(self) -> None:
        self.open = False

    async def wait(self) -> bool:
        while not self.open:
            await asyncio.sleep(0.01)
        return True


class _Session:
    def __init__(self, limit: GlobalLimit) -> None:
        self.limit = limit

    def request(self, method: str, url: str, **_: Any) -> _Response:
        call = _call.get()
        assert call is not None, "a request outside the rate-limited transport"
        return self.limit.answer(method, simcord_client._path_of(url), call)


def install(monkeypatch, limit: GlobalLimit) -> GlobalLimit:
    """Every bot request through discord.py's ``HTTPClient.request`` under ``limit``."""
    session = _Session(limit)
    read = discord.http.json_or_text

    async def json_or_text(response: Any) -> Any:
        return response.data if isinstance(response, _Response) else await read(response)

    async def request(self, route, *, files=None, form=None, **kwargs):
        limit.backend = self.backend
        self._HTTPClient__session = session
        if not isinstance(self._global_over, _Over):  # (made by the login simcord replaces)
            self._global_over = _Over()

        def call() -> Any:  # what simcord's transport does, its refusals left as BackendError
            json, file_list = kwargs.get("json"), list(files or [])
            if form is not None:
                payload, file_list = router.parse_form(list(form), file_list)
                if payload is not None:
                    json = payload
            return router.dispatch(self.backend, route.method, simcord_client._path_of(route.url), json=json,
                                   params=kwargs.get("params"), files=file_list, reason=kwargs.get("reason"),
                                   message_content_access=self.message_content_access)

        token = _call.set(call)
        try:
            return await HTTPClient.request(self, route, files=files, form=form, **dict(kwargs))
        finally:
            _call.reset(token)

    monkeypatch.setattr(discord.http, "json_or_text", json_or_text)
    monkeypatch.setattr(simcord_client.FakeHTTPClient, "request", request)
    return limit
