"""The bot's own pace under Discord's global rate limit (50 requests a second per bot): every REST
call but an interaction's answer (which Discord does not count) takes its turn here, so a busy second
— a hundred games changing phase at once — queues in the bot instead of meeting 429 answers, and
when it queues, a phase's results go before everything else (:func:`first`) and reminders and the
live tally after everything else (:func:`later`).

Time is ``time.monotonic`` and waiting is ``asyncio.sleep``: the test Discord runs both on its own
clock, so its global limit (``tests/bot/ratelimit.py``) and this pace meet exactly."""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import contextvars
import itertools
import time
from collections import deque
from typing import Any, Awaitable, Callable, Iterator

RESULTS, NORMAL, LATER = 0, 1, 2

_priority: contextvars.ContextVar[int] = contextvars.ContextVar("outgoing_priority", default=NORMAL)


@contextlib.contextmanager
def _at(priority: int) -> Iterator[None]:
    token = _priority.set(priority)
    try:
        yield
    finally:
        _priority.reset(token)


def first() -> contextlib.AbstractContextManager[None]:
    """The calls made within go before any waiting call of lower rank (a phase's results)."""
    return _at(RESULTS)


def later() -> contextlib.AbstractContextManager[None]:
    """The calls made within go after every other waiting call (reminders, the live tally)."""
    return _at(LATER)


class Pace:
    """At most ``rate`` calls within any ``window`` seconds; the waiting ones by rank, then in
    the order they came, one every ``window / rate`` seconds. ``rate`` 0: no pace. Each waiting call
    sleeps until its turn may come and goes when it heads the waiting ones (a sleep, not a future
    another task resolves: the test Discord's clock moves past sleeps)."""

    def __init__(self, rate: float, window: float = 1.0) -> None:
        self.rate = int(rate)
        self.window = window
        self.times: deque[float] = deque()  # when each call of the window went
        self.waiting: list[tuple[int, int]] = []  # (rank, arrival), sorted
        self.order = itertools.count()
        self.waited = 0  # calls that had to wait
        self.released = float("-inf")  # when the last waiting call went

    def _room(self) -> float:
        """Seconds until one more call may go (0: now)."""
        now = time.monotonic()
        while self.times and self.times[0] <= now - self.window:
            self.times.popleft()
        if len(self.times) < self.rate:
            return 0.0
        return max(self.times[0] + self.window - now, 1e-6)

    async def turn(self) -> None:
        if self.rate <= 0:
            return
        if not self.waiting and self._room() == 0:
            self.times.append(time.monotonic())
            return
        self.waited += 1
        entry = (_priority.get(), next(self.order))
        bisect.insort(self.waiting, entry)
        try:
            while True:
                # Once calls wait, they go one at a time, 1/rate apart: a caller whose next call
                # follows at once (a phase's results, message after message) is waiting again
                # before the next turn, so its rank counts at every turn.
                now = time.monotonic()
                wait = max(self._room(), self.released + self.window / self.rate - now)
                if wait <= 0 and self.waiting[0] == entry:
                    self.times.append(now)
                    self.released = now
                    return
                await asyncio.sleep(max(wait, 0))  # (0: the head goes first, then this one looks again)
        finally:
            self.waiting.remove(entry)

    def paced(self, request: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        """``HTTPClient.request`` taking its turn first."""
        async def request_in_turn(*args: Any, **kwargs: Any) -> Any:
            await self.turn()
            return await request(*args, **kwargs)

        request_in_turn.__wrapped__ = request  # type: ignore[attr-defined]
        return request_in_turn
