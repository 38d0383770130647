"""Phase lengths and clock-time deadlines: "90", "90m", "12h", "1d", "90 минут", "1 день", "1,5 ч",
"20:00", "до 20:00", "20:00 МСК"."""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

MOSCOW_NAMES = {"мск", "msk"}
# A clock time, «до» before it allowed: «20:00», «до 20:00», «20.00 МСК».
_CLOCK = re.compile(r"^\s*(?:до\s+)?(\d{1,2})[:.](\d{2})\s*([^\d\s]*)\s*$", re.IGNORECASE)
# A length as people write it: «90», «90m», «12ч», «90 минут», «1 день», «1,5 ч», «2 часа», «1.5h».
_LENGTH = re.compile(r"^\s*(\d+(?:[.,]\d+)?)\s*([^\d\s.,]*)\.?\s*$", re.IGNORECASE)
# Every unit word (folded to lower case) and its minutes. Russian forms by number: «1 минута», «2 минуты»,
# «5 минут», «1 час», «2 часа», «5 часов», «1 день», «2 дня», «5 дней», «сутки»/«суток».
_UNITS: dict[str, int] = {
    **dict.fromkeys(["", "m", "min", "mins", "minute", "minutes", "м", "мин", "минута", "минуты", "минут",
                     "минуту"], 1),
    **dict.fromkeys(["h", "hr", "hour", "hours", "ч", "час", "часа", "часов"], 60),
    **dict.fromkeys(["d", "day", "days", "д", "дн", "день", "дня", "дней", "сут", "сутки", "суток"], 1440),
}


def _minutes(spec: str) -> int | None:
    """A length's whole minutes (a fraction is taken from the unit: «1,5 ч» → 90), or None."""
    length = _LENGTH.match(spec)
    if not length:
        return None
    unit = _UNITS.get(length[2].lower())
    if unit is None:
        return None
    minutes = round(float(length[1].replace(",", ".")) * unit)
    return minutes if minutes > 0 else None


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
    return _minutes(spec) is not None


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
    minutes = _minutes(spec)
    if minutes is None:
        raise ValueError(spec)
    return now + timedelta(minutes=minutes)


def minutes_of(spec: str) -> int | None:
    """A length's minutes («12h» → 720), or None for a clock time or a bad spec."""
    if _CLOCK.match(spec):
        return None
    return _minutes(spec)


def clock_words(spec: str) -> str:
    """A clock time as typed, without its «до» («до 20:00» → «20:00»)."""
    return re.sub(r"^\s*до\s+", "", spec.strip(), flags=re.IGNORECASE)


def is_clock(spec: str) -> bool:
    return bool(_CLOCK.match(spec))


def stamp(moment: datetime) -> str:
    """A Discord timestamp: each reader sees it in their own time zone."""
    ts = int(moment.timestamp())
    return f"<t:{ts}:f> (<t:{ts}:R>)"
