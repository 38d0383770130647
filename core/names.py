"""Matching of names typed by people against the names of the rule books."""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Generic, TypeVar

T = TypeVar("T")

# Characters that show nothing (or nothing of their own) but make two names differ: format
# characters (Cf: zero-width space and joiners, bidi overrides and isolates, the BOM, soft
# hyphen), controls (Cc), line/paragraph separators, and the blank letters Unicode files as
# letters or symbols (Hangul fillers, the braille blank, the combining grapheme joiner,
# variation selectors).
_INVISIBLE_CATEGORIES = {"Cf", "Cc", "Cs", "Co", "Cn", "Zl", "Zp"}
_BLANKS = {"\u034f", "\u115f", "\u1160", "\u17b4", "\u17b5", "\u180e", "\u2800", "\u3164", "\uffa0",
           *(chr(c) for c in range(0xFE00, 0xFE10))}

# Latin and Greek letters that look like Cyrillic ones (upper case, and lower case where they
# look alike too), folded to the Cyrillic letter when names are compared.
_CONFUSABLES = str.maketrans({
    "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р",
    "T": "Т", "X": "Х", "Y": "У", "a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х",
    "y": "у", "k": "к", "i": "і", "I": "І", "j": "ј", "s": "ѕ", "S": "Ѕ",
    "Α": "А", "Β": "В", "Ε": "Е", "Η": "Н", "Κ": "К", "Μ": "М", "Ο": "О", "Ρ": "Р", "Τ": "Т",
    "Χ": "Х", "Υ": "У", "ο": "о", "α": "а", "ρ": "р", "κ": "к", "χ": "х", "ε": "е",
    "Ё": "Е", "ё": "е",
})


def visible(text: str) -> str:
    """The text as people see it: NFKC (full-width, ligatures and styled letters made plain),
    without invisible, control and bidi characters, spaces squeezed."""
    text = unicodedata.normalize("NFKC", text)
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in _INVISIBLE_CATEGORIES
                   and ch not in _BLANKS)
    return " ".join(kept.split())


@lru_cache(maxsize=8192)  # a hot path (every ability look-up); names repeat
def fold(name: str) -> str:
    """The key two names are compared by: what people see (:func:`visible`), case-insensitive,
    ё = е, Latin and Greek look-alikes read as the Cyrillic letters they look like, spaces
    squeezed — two names with one key cannot be told apart on screen."""
    return " ".join(visible(name).translate(_CONFUSABLES).casefold().translate(_CONFUSABLES).split())


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
