"""Matching of names typed by people against the names of the rule books."""

from __future__ import annotations

from functools import lru_cache
from typing import Generic, TypeVar

T = TypeVar("T")


@lru_cache(maxsize=8192)  # a hot path (every ability look-up); names repeat
def fold(name: str) -> str:
    """The key two names are compared by: case-insensitive, ё = е, spaces squeezed."""
    return " ".join(name.replace("ё", "е").replace("Ё", "Е").casefold().split())


class NameIndex(Generic[T]):
    """Looks up values by any of their names (canonical name and aliases)."""

    def __init__(self) -> None:
        self._by_key: dict[str, T] = {}

    def add(self, value: T, *names: str) -> None:
        for name in names:
            key = fold(name)
            existing = self._by_key.get(key)
            if existing is not None and existing is not value:
                raise ValueError(f"name {name!r} is already taken")
            self._by_key[key] = value

    def get(self, name: str) -> T | None:
        return self._by_key.get(fold(name))

    def __contains__(self, name: str) -> bool:
        return fold(name) in self._by_key
