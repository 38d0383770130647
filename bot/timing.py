"""Phase lengths and clock-time deadlines: "90", "90m", "12h", "1d", "20:00", "20:00 МСК"."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

MOSCOW_NAMES = {"мск", "msk"}
_CLOCK = re.compile(r"^\s*(\d{1,2})[:.](\d{2})\s*([^\d\s]*)\s*$")
_LENGTH = re.compile(r"^\s*(\d+)\s*(m|min|м|мин|h|ч|d|д)?\s*$", re.IGNORECASE)
_UNITS = {None: 1, "m": 1, "min": 1, "м": 1, "мин": 1, "h": 60, "ч": 60, "d": 1440, "д": 1440}


def zone(name: str) -> tzinfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return timezone(timedelta(hours=3)) if name.lower() in MOSCOW_NAMES | {"europe/moscow"} else timezone.utc


def valid(spec: str) -> bool:
    clock = _CLOCK.match(spec)
    if clock:
        hour, minute, tz = int(clock[1]), int(clock[2]), clock[3].lower()
        return hour < 24 and minute < 60 and (not tz or tz in MOSCOW_NAMES or tz in {"utc"})
    length = _LENGTH.match(spec)
    return bool(length) and int(length[1]) > 0


def deadline(spec: str, now: datetime, default_zone: str = "Europe/Moscow") -> datetime:
    """When a phase that starts ``now`` ends (aware, UTC). Raises ValueError on a bad spec."""
    clock = _CLOCK.match(spec)
    if clock:
        hour, minute, tz = int(clock[1]), int(clock[2]), clock[3].lower()
        if hour >= 24 or minute >= 60:
            raise ValueError(spec)
        where = zone("Europe/Moscow") if tz in MOSCOW_NAMES else timezone.utc if tz == "utc" else zone(default_zone)
        if tz and tz not in MOSCOW_NAMES and tz != "utc":
            raise ValueError(spec)
        local = now.astimezone(where)
        end = local.replace(hour=hour, minute=minute, second=0, microsecond=0)
        if end <= local + timedelta(minutes=1):
            end += timedelta(days=1)
        return end.astimezone(timezone.utc)
    length = _LENGTH.match(spec)
    if not length or int(length[1]) <= 0:
        raise ValueError(spec)
    minutes = int(length[1]) * _UNITS[(length[2] or "").lower() or None]
    return now + timedelta(minutes=minutes)


def minutes_of(spec: str) -> int | None:
    """A length's minutes («12h» → 720), or None for a clock time or a bad spec."""
    if _CLOCK.match(spec):
        return None
    length = _LENGTH.match(spec)
    if not length or int(length[1]) <= 0:
        return None
    return int(length[1]) * _UNITS[(length[2] or "").lower() or None]


_ZERO = re.compile(r"^\s*[-+]?0*[.,]?0*\s*[^\d\s:.]*\s*$")


def bad_key(spec: str) -> str:
    """The refusal's catalog key for a spec :func:`valid` refuses: a zero (or negative) length
    is understood, only too short (``timing.zero``); anything else is not understood."""
    stripped = spec.strip()
    if re.match(r"^-\s*\d", stripped) or (_ZERO.match(stripped) and any(c == "0" for c in stripped)):
        return "timing.zero"
    return "timing.bad"


def stamp(moment: datetime) -> str:
    """A Discord timestamp: each reader sees it in their own time zone."""
    ts = int(moment.timestamp())
    return f"<t:{ts}:f> (<t:{ts}:R>)"
