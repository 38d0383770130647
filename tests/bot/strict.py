"""A test Discord as strict as the real one.

simcord answers most calls real Discord would refuse; this module wraps its
request router so that every bot test fails on what real Discord refuses or
what misbehaves there:

* message content over 2000 characters, embeds and components over their
  limits, more than 25 select options or autocomplete choices, command names
  and descriptions Discord rejects (refused with 400, like Discord);
* a message whose ``allowed_mentions`` lets Discord parse mentions out of its
  text (a player-typed name such as ``<@123>`` would ping, and in a private
  thread add, that user): only explicitly listed users may be pinged;
* a permission overwrite allowing or denying a permission the bot does not
  hold (refused with 403, like Discord);
* an interaction not answered (or deferred) before the bot's other API calls
  and store calls (real Discord gives 3 s; a slow database or a rate-limited
  channel would make it late), or never answered at all.

What Discord does over weeks, not minutes (issue 16, item 12):

* **threads auto-archive** after ``auto_archive_duration`` minutes without a
  message (the backend's clock; checked before every request). An archived
  thread refuses, like Discord, with 400/50083 ("Thread is archived"): a member
  added or removed, a message edited or deleted, a reaction, any edit of the
  thread but its unarchiving. A message posted to it unarchives it (Discord
  does so for an unlocked thread); a locked one refuses it too.
* **at most 1,000 active threads** per server (``thread_cap``): one more is
  refused with 400/160006.
* **the per-channel message rate** (5 messages per 5 s): every message the bot
  posts is counted per channel (:meth:`Strict.peak`, :meth:`Strict.over_rate`)
  so a test asserts that, say, a phase change stays within it.
* **a member cache that learns role changes late**: ``GUILD_MEMBER_UPDATE``
  events are held (``late_members``) and reach the bot only when the next
  interaction starts or a test calls :meth:`Strict.deliver_members` — code
  that writes a member's whole role list from the cache loses updates.

These refusals are Discord's answers, not the bot's faults: they are raised
to the bot (and listed in ``refused``), not counted as violations.

Violations are collected on :class:`Strict`; the ``strict`` fixture fails the
test at teardown when any remain (a test that provokes one on purpose takes it
with :meth:`Strict.take`).
"""

from __future__ import annotations

import contextvars
import functools
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import discord
from discord import app_commands
from simcord import gateway
from simcord.backend.errors import BackendError
from simcord.http import router

from core.store import MemoryStore

# What the README's invite link grants (permissions integer 395405544464).
INVITE_PERMISSIONS = 395405544464

CONTENT_LIMIT = 2000
EMBED_LIMITS = {"title": 256, "description": 4096, "fields": 25, "field.name": 256, "field.value": 1024,
                "footer": 2048, "author": 256, "total": 6000, "count": 10}
OPTIONS_LIMIT = 25
THREAD_CAP = 1000  # active threads per server
RATE_LIMIT, RATE_WINDOW = 5, 5.0  # messages per channel per seconds
THREAD_ARCHIVED, TOO_MANY_THREADS = 50083, 160006
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")

# The interaction whose handler is running in this task (set by the patched discord.py entry points).
_current: contextvars.ContextVar[int | None] = contextvars.ContextVar("strict_interaction", default=None)

_MESSAGE_ROUTES = (
    ("POST", re.compile(r"^/channels/\d+/messages$")),
    ("PATCH", re.compile(r"^/channels/\d+/messages/\d+$")),
    ("POST", re.compile(r"^/webhooks/\d+/[^/]+$")),
    ("PATCH", re.compile(r"^/webhooks/\d+/[^/]+/messages/[^/]+$")),
)
_THREAD_ROUTES = (  # what an archived thread refuses (50083)
    ("PATCH", re.compile(r"^/channels/(\d+)/messages/\d+$")),
    ("DELETE", re.compile(r"^/channels/(\d+)/messages/\d+$")),
    ("PUT", re.compile(r"^/channels/(\d+)/thread-members/[^/]+$")),
    ("DELETE", re.compile(r"^/channels/(\d+)/thread-members/[^/]+$")),
    ("PUT", re.compile(r"^/channels/(\d+)/messages/\d+/reactions/.+$")),
    ("DELETE", re.compile(r"^/channels/(\d+)/messages/\d+/reactions/.+$")),
)
_POST = re.compile(r"^/channels/(\d+)/messages$")
_NEW_THREAD = re.compile(r"^/channels/(\d+)(/messages/\d+)?/threads$")
_CHANNEL = re.compile(r"^/channels/(\d+)$")
_CALLBACK = re.compile(r"^/interactions/(\d+)/[^/]+/callback$")
_COMMANDS = re.compile(r"^/applications/\d+(/guilds/\d+)?/commands$")


@dataclass
class Strict:
    backend: Any = None
    violations: list[str] = field(default_factory=list)
    # What Discord refused as it would (an archived thread, the threads' cap): not faults.
    refused: list[str] = field(default_factory=list)
    thread_cap: int = THREAD_CAP
    # channel id -> backend clock (seconds) of each message the bot posted there, in order
    sent: dict[int, list[float]] = field(default_factory=dict)
    # thread id -> the clock of its last unarchiving or bot message (auto-archive counts from it)
    activity: dict[int, float] = field(default_factory=dict)
    late_members: bool = True
    held: list[tuple[Any, str, Any]] = field(default_factory=list)

    def take(self, pattern: str = "") -> list[str]:
        """The violations matching ``pattern`` (removed from the list)."""
        found = [v for v in self.violations if re.search(pattern, v)]
        self.violations = [v for v in self.violations if v not in found]
        return found

    def flag(self, text: str) -> None:
        self.violations.append(text)

    # --- Discord over weeks: archiving, the threads' cap, rates, a late member cache --

    def now(self) -> float:
        clock = getattr(self.backend, "clock", None)
        return clock.elapsed if clock is not None else 0.0

    @property
    def _simcord(self) -> bool:
        """A simcord backend (a test may route a stand-in with no clock or channels)."""
        return hasattr(self.backend, "clock") and hasattr(self.backend, "channels")

    def _elapsed(self, iso: str) -> float:
        if not iso:
            return 0.0
        return (datetime.fromisoformat(iso) - self.backend.clock._epoch).total_seconds()

    def archive_idle(self) -> list[int]:
        """Archive every thread idle for its ``auto_archive_duration`` (as Discord does in
        the background); returns the ids archived now."""
        if not self._simcord:
            return []
        now, done = self.now(), []
        for channel in list(self.backend.channels.values()):
            meta = channel.thread_metadata
            if meta is None or meta.archived:
                continue
            last = channel.last_message_id  # anyone's message (a snowflake holds its time)
            said = self._elapsed(discord.utils.snowflake_time(last).isoformat()) if last else 0.0
            since = max(self._elapsed(meta.archive_timestamp), said, self.activity.get(channel.id, 0.0))
            if now - since >= meta.auto_archive_duration * 60:
                self.backend.edit_channel(channel.id, {}, thread_metadata={
                    "archived": True, "archive_timestamp": self.backend.now_iso()})
                done.append(channel.id)
        return done

    def _thread(self, channel_id: int) -> Any:
        channel = self.backend.channels.get(channel_id) if self._simcord else None
        return channel if channel is not None and channel.thread_metadata is not None else None

    def _discord_refuses(self, text: str, status: int, code: int) -> None:
        self.refused.append(text)
        raise BackendError(status, code, text)

    def _check_threads(self, method: str, path: str, json: Any) -> None:
        if not self._simcord:
            return
        for m, pattern in _THREAD_ROUTES:
            found = pattern.match(path)
            if method == m and found:
                thread = self._thread(int(found[1]))
                if thread is not None and thread.thread_metadata.archived:
                    self._discord_refuses(f"{method} {path}: thread is archived", 400, THREAD_ARCHIVED)
        found = _CHANNEL.match(path)
        if method == "PATCH" and found and (thread := self._thread(int(found[1]))) is not None:
            if thread.thread_metadata.archived and (json or {}).get("archived") is not False:
                self._discord_refuses(f"PATCH {path}: thread is archived", 400, THREAD_ARCHIVED)
            if (json or {}).get("archived") is False:
                self.activity[thread.id] = self.now()
        found = _POST.match(path)
        if method == "POST" and found:
            channel_id = int(found[1])
            thread = self._thread(channel_id)
            if thread is not None:
                if thread.thread_metadata.archived:
                    if thread.thread_metadata.locked:
                        self._discord_refuses(f"POST {path}: thread is archived and locked", 400, THREAD_ARCHIVED)
                    self.backend.edit_channel(channel_id, {}, thread_metadata={
                        "archived": False, "archive_timestamp": self.backend.now_iso()})
                self.activity[channel_id] = self.now()
            self.sent.setdefault(channel_id, []).append(self.now())
        found = _NEW_THREAD.match(path)
        if method == "POST" and found:
            guild_id = self.backend.get_channel(int(found[1])).guild_id
            if len(self.backend.active_threads(guild_id)) >= self.thread_cap:
                self._discord_refuses(f"POST {path}: maximum number of active threads reached", 400,
                                      TOO_MANY_THREADS)

    def mark(self) -> dict[int, int]:
        """Where each channel's count of messages stands now (for :meth:`peak` ``since``)."""
        return {channel: len(times) for channel, times in self.sent.items()}

    def peak(self, channel_id: int, since: dict[int, int] | None = None) -> int:
        """The most messages the bot posted to a channel within any 5 seconds (after ``since``)."""
        times = self.sent.get(channel_id, [])[(since or {}).get(channel_id, 0):]
        best = 0
        for i, start in enumerate(times):
            best = max(best, sum(1 for x in times[i:] if x - start < RATE_WINDOW))
        return best

    def over_rate(self, since: dict[int, int] | None = None) -> dict[int, int]:
        """The channels that got more than 5 messages within 5 seconds (after ``since``)."""
        peaks = {channel: self.peak(channel, since) for channel in self.sent}
        return {channel: count for channel, count in peaks.items() if count > RATE_LIMIT}

    def deliver_members(self) -> int:
        """Hand the held member updates to the bot's cache (late, in order); returns how many."""
        held, self.held = self.held, []
        for gate, event, payload in held:
            _original_feed(gate, event, payload)
        return len(held)

    # --- interactions ---------------------------------------------------------

    def pending(self) -> Any:
        """The interaction this task handles, if it is not answered yet."""
        interaction_id = _current.get()
        if interaction_id is None or self.backend is None:
            return None
        record = self.backend.interactions.get(interaction_id)
        if record is None or record.responded:
            return None
        return record

    def before_call(self, what: str) -> None:
        record = self.pending()
        if record is not None:
            self.flag(f"interaction {record.command_name or record.type} not answered before {what}")

    def unanswered(self) -> list[str]:
        if self.backend is None:
            return []
        return [f"interaction {r.command_name or r.type} never answered"
                for r in self.backend.interactions.values() if not r.responded]

    # --- requests -------------------------------------------------------------

    def check(self, method: str, path: str, json: Any) -> None:
        self.archive_idle()
        callback = _CALLBACK.match(path)
        if callback:
            record = self.backend.interactions.get(int(callback[1]))
            if record is not None and not record.responded and _current.get() not in (None, record.id):
                self.flag(f"interaction {record.id} answered from another handler")
            self._check_callback(json or {})
            return
        self.before_call(f"{method} {path}")
        self._check_threads(method, path, json)
        if any(method == m and pattern.match(path) for m, pattern in _MESSAGE_ROUTES):
            self._check_message(f"{method} {path}", json or {}, new=method == "POST")
        if _COMMANDS.match(path) and method == "PUT":
            for command in json or []:
                self._check_command(command)
        self._check_overwrites(method, path, json)

    def _refuse(self, text: str, status: int = 400, code: int = 50035) -> None:
        self.flag(text)
        raise BackendError(status, code, text)

    def _check_callback(self, body: dict[str, Any]) -> None:
        kind, data = body.get("type"), body.get("data") or {}
        if kind in (4, 7):
            self._check_message(f"interaction response {kind}", data, new=kind == 4)
        elif kind == 8:
            choices = data.get("choices") or []
            if len(choices) > OPTIONS_LIMIT:
                self._refuse(f"autocomplete: {len(choices)} choices > {OPTIONS_LIMIT}")
            for choice in choices:
                if not 1 <= len(choice["name"]) <= 100 or len(str(choice["value"])) > 100:
                    self._refuse(f"autocomplete choice too long: {choice['name'][:40]}")

    def _check_message(self, where: str, body: dict[str, Any], *, new: bool) -> None:
        content = body.get("content") or ""
        if len(content) > CONTENT_LIMIT:
            self._refuse(f"{where}: content of {len(content)} characters > {CONTENT_LIMIT}")
        embeds = body.get("embeds") or []
        if len(embeds) > EMBED_LIMITS["count"]:
            self._refuse(f"{where}: {len(embeds)} embeds")
        for embed in embeds:
            self._check_embed(where, embed)
        self._check_components(where, body.get("components") or [])
        if content:
            mentions = body.get("allowed_mentions")
            parse = set(mentions.get("parse", [])) if mentions is not None else {"users", "roles", "everyone"}
            if parse & {"users", "roles", "everyone"}:
                self.flag(f"{where}: allowed_mentions parses {sorted(parse)} — a typed name could ping: "
                          f"{content[:60]!r}")

    def _check_embed(self, where: str, embed: dict[str, Any]) -> None:
        total = 0
        for key in ("title", "description"):
            value = embed.get(key) or ""
            total += len(value)
            if len(value) > EMBED_LIMITS[key]:
                self._refuse(f"{where}: embed {key} of {len(value)} characters")
        fields = embed.get("fields") or []
        if len(fields) > EMBED_LIMITS["fields"]:
            self._refuse(f"{where}: {len(fields)} embed fields")
        for item in fields:
            total += len(item.get("name", "")) + len(item.get("value", ""))
            if len(item.get("name", "")) > EMBED_LIMITS["field.name"] or \
                    len(item.get("value", "")) > EMBED_LIMITS["field.value"]:
                self._refuse(f"{where}: embed field too long")
        for key, limit in (("footer", "footer"), ("author", "author")):
            part = embed.get(key) or {}
            text = part.get("text" if key == "footer" else "name") or ""
            total += len(text)
            if len(text) > EMBED_LIMITS[limit]:
                self._refuse(f"{where}: embed {key} too long")
        if total > EMBED_LIMITS["total"]:
            self._refuse(f"{where}: embed of {total} characters > 6000")

    def _check_components(self, where: str, rows: list[dict[str, Any]]) -> None:
        if len(rows) > 5:
            self._refuse(f"{where}: {len(rows)} component rows > 5")
        for row in rows:
            children = row.get("components") or []
            if len(children) > 5:
                self._refuse(f"{where}: {len(children)} components in a row > 5")
            for item in children:
                if len(item.get("custom_id") or "") > 100:
                    self._refuse(f"{where}: custom_id over 100 characters")
                if item.get("type") == 2 and len(item.get("label") or "") > 80:
                    self._refuse(f"{where}: button label over 80 characters")
                options = item.get("options")
                if options is not None:
                    if not 1 <= len(options) <= OPTIONS_LIMIT:
                        self._refuse(f"{where}: select with {len(options)} options")
                    if int(item.get("max_values", 1)) > len(options):
                        self._refuse(f"{where}: select max_values over its options")
                    for option in options:
                        if len(option.get("label", "")) > 100 or len(option.get("value", "")) > 100:
                            self._refuse(f"{where}: select option over 100 characters")
                if len(item.get("placeholder") or "") > 150:
                    self._refuse(f"{where}: placeholder over 150 characters")

    def _check_command(self, command: dict[str, Any], depth: int = 0) -> None:
        names = [command["name"], *(command.get("name_localizations") or {}).values()]
        descriptions = [command.get("description", ""), *(command.get("description_localizations") or {}).values()]
        for name in names:
            if not COMMAND_NAME.match(name) or name != name.lower():
                self._refuse(f"command name {name!r} is not a valid Discord name")
        for text in descriptions:
            if command.get("type", 1) == 1 and not 1 <= len(text) <= 100:
                self._refuse(f"command {command['name']}: description of {len(text)} characters")
        options = command.get("options") or []
        if len(options) > OPTIONS_LIMIT:
            self._refuse(f"command {command['name']}: {len(options)} options")
        for option in options:
            if len(option.get("choices") or []) > OPTIONS_LIMIT:
                self._refuse(f"option {option['name']}: more than 25 choices")
            self._check_command(option, depth + 1)

    def _check_overwrites(self, method: str, path: str, json: Any) -> None:
        overwrites: list[dict[str, Any]] = []
        guild_id = channel_id = None
        if method == "POST" and (m := re.match(r"^/guilds/(\d+)/channels$", path)):
            guild_id = int(m[1])
            overwrites = (json or {}).get("permission_overwrites") or []
        elif method == "PATCH" and (m := re.match(r"^/channels/(\d+)$", path)):
            channel_id = int(m[1])
            overwrites = (json or {}).get("permission_overwrites") or []
        elif method == "PUT" and (m := re.match(r"^/channels/(\d+)/permissions/\d+$", path)):
            channel_id = int(m[1])
            overwrites = [json or {}]
        if not overwrites:
            return
        if channel_id is not None:
            guild_id = self.backend.get_channel(channel_id).guild_id
        bot_id = self.backend.bot_user.id
        held = self.backend.compute_permissions(guild_id, bot_id, None)
        if channel_id is not None:
            held |= self.backend.compute_permissions(guild_id, bot_id, channel_id)
        if discord.Permissions(held).administrator:
            return
        for overwrite in overwrites:
            bits = int(overwrite.get("allow") or 0) | int(overwrite.get("deny") or 0)
            lacking = discord.Permissions(bits & ~held)
            if lacking.value:
                names = [name for name, value in lacking if value]
                self._refuse(f"{method} {path}: overwrite touches permissions the bot lacks: {names}",
                             status=403, code=50013)


class StrictStore(MemoryStore):
    """The memory store, checking that no interaction waits on the database unanswered."""

    def __init__(self, strict: Strict) -> None:
        super().__init__()
        self._strict = strict

    async def create(self, record):
        self._strict.before_call("store.create")
        return await super().create(record)

    async def append(self, game_id, seq, command):
        self._strict.before_call("store.append")
        return await super().append(game_id, seq, command)

    async def load(self, game_id):
        self._strict.before_call("store.load")
        return await super().load(game_id)

    async def update(self, record):
        self._strict.before_call("store.update")
        return await super().update(record)


_active: Strict | None = None
_original_feed = gateway.FakeGateway.feed


def _late_feed(self, event, payload):
    """The gateway with a member cache that learns role changes late (``Strict.late_members``)."""
    if event == "GUILD_MEMBER_UPDATE" and _active is not None and _active.late_members:
        _active.held.append((self, event, payload))
        return None
    return _original_feed(self, event, payload)


def _handling(func, position: int):
    """Wrap an async discord.py entry point so the task knows which interaction it handles
    (the member updates held so far reach the cache before it: late, not never)."""

    @functools.wraps(func)
    async def wrapper(*args, **kwargs):
        interaction = args[position] if len(args) > position else kwargs.get("interaction")
        if _active is not None:
            _active.deliver_members()
        token = _current.set(getattr(interaction, "id", None))
        try:
            return await func(*args, **kwargs)
        finally:
            _current.reset(token)

    return wrapper


def install(monkeypatch, strict: Strict) -> None:
    original = router.dispatch
    monkeypatch.setattr(f"{__name__}._active", strict)
    monkeypatch.setattr(gateway.FakeGateway, "feed", _late_feed)

    def dispatch(backend, method, path, *, json=None, **kwargs):
        strict.backend = backend
        strict.check(method, path, json)
        return original(backend, method, path, json=json, **kwargs)

    monkeypatch.setattr(router, "dispatch", dispatch)
    monkeypatch.setattr(app_commands.CommandTree, "_call", _handling(app_commands.CommandTree._call, 1))
    monkeypatch.setattr(discord.ui.View, "_scheduled_task", _handling(discord.ui.View._scheduled_task, 2))
    monkeypatch.setattr(discord.ui.Modal, "_scheduled_task", _handling(discord.ui.Modal._scheduled_task, 1))
    store = discord.ui.view.ViewStore
    monkeypatch.setattr(store, "schedule_dynamic_item_call",
                        _handling(store.schedule_dynamic_item_call, 3))
