"""One module per secret role of the cards book. Each defines ``ROLE`` and
``COLOURS`` (the role's colours besides Нейтральный)."""

from __future__ import annotations

from importlib import import_module

SECRET = ("boss", "bandit", "spy", "officer", "policeman", "commissar", "vigilante", "judge", "operator", "maniac")


def modules():
    return [import_module(f"{__name__}.{name}") for name in SECRET]


def colours() -> dict[str, tuple[str, ...]]:
    """Each secret role's own colours, by role name."""
    return {m.ROLE.name: m.COLOURS for m in modules()}
