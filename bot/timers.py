"""Deadline tasks: one per running game, re-armed whenever its deadline moves.
The deadline itself lives in the store (``GameRecord.deadline``), so a restart
re-arms from there; a deadline that passed while the bot was down resolves at once."""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Awaitable, Callable, Protocol

import discord

if TYPE_CHECKING:
    from bot.config import Config
    from bot.tables import Table

log = logging.getLogger(__name__)


class Reminder(Protocol):
    """What the timers need of the review desk (``bot.review.ReviewDesk``): the host's reminder."""

    async def remind(self, table: "Table", index: int) -> None: ...


class Reminders(Protocol):
    """What the timers need of the delivery (``bot.delivery.Delivery``): the players' reminders."""

    async def remind(self, table: "Table", minutes: int) -> None: ...


class Timers:
    """Built by the client with what it needs: whether this process owns a server (its shard), the
    settings (reminders), what ends a phase at its deadline (``end_phase``: the phase driver's, which
    arms the timers, so the client hands its own method in), the players' reminders (the delivery)
    and the host's (the review desk)."""

    def __init__(self, owns_guild: Callable[[int], bool], config: "Config",
                 end_phase: Callable[["Table", int], Awaitable[object]], reminders: Reminders,
                 review: Reminder) -> None:
        self.owns_guild = owns_guild
        self.config = config
        self.end_phase = end_phase
        self.reminders = reminders
        self.review = review
        self.tasks: dict[int, asyncio.Task[None]] = {}

    def arm(self, table: "Table") -> None:
        self.cancel(table)
        if not self.owns_guild(table.guild_id):
            return  # only the owner of the server's shard arms its deadlines
        review = table.meta.review.current if not table.lobby and table.session is not None else None
        if review is not None:  # the phase's results wait for the host: his reminder, not a deadline
            if self.config.review_reminder and review.get("since") and not review.get("reminded") \
                    and table.record.status == "running":
                self.tasks[table.id] = asyncio.get_running_loop().create_task(
                    self._remind_review(table, review), name=f"mafia-review-{table.id}")
            return
        if table.lobby or table.session is None or table.record.paused or table.record.deadline is None \
                or table.record.status != "running":  # (a stale game holding its table has no timer)
            return
        self.tasks[table.id] = asyncio.get_running_loop().create_task(self._run(table),
                                                                      name=f"mafia-deadline-{table.id}")

    def cancel(self, table: "Table") -> None:
        task = self.tasks.pop(table.id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def cancel_all(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        self.tasks.clear()

    async def _remind_review(self, table: "Table", review: dict) -> None:
        """The host is reminded ``review_reminder`` minutes after the results began to wait (from the
        stored time: a restart re-arms it, a reminder due while the bot was down comes at once)."""
        due = datetime.fromisoformat(review["since"]) + timedelta(minutes=self.config.review_reminder)
        try:
            await asyncio.sleep(max(0.0, (due - discord.utils.utcnow()).total_seconds()))
            if self.tasks.get(table.id) is asyncio.current_task():
                self.tasks.pop(table.id, None)
            await self.review.remind(table, review["phase"])
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a failed reminder is logged; the review itself stands
            log.exception("the review reminder of game %s failed", table.id)

    async def _run(self, table: "Table") -> None:
        reminders = self.config.reminders
        try:
            while True:
                deadline = table.record.deadline
                if deadline is None or table.record.paused or table.record.status != "running":
                    return
                index = table.game.phase.index
                now = discord.utils.utcnow()
                left = (deadline - now).total_seconds()
                if left <= 0:
                    self.tasks.pop(table.id, None)
                    await self.end_phase(table, index)
                    return
                sent = table.meta.clock.reminded
                due = [m for m in reminders if m * 60 >= left and m not in sent]
                if due:
                    await self.reminders.remind(table, min(due))
                    for m in due:
                        if m not in table.meta.clock.reminded:
                            table.meta.clock.reminded.append(m)
                    continue
                upcoming = [left - m * 60 for m in reminders if m * 60 < left and m not in sent]
                await asyncio.sleep(min([left, *upcoming]))
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a failed phase end is logged; the host can end it by hand
            log.exception("deadline of game %s failed", table.id)
