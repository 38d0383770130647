"""Matching of names typed by people against the names of the rule books and of the players.

Two names are the same when people could not tell them apart on screen. Unicode's own data
decides what that means, not a hand list: the Default_Ignorable_Code_Point property (what
shows nothing: zero-width characters, joiners, variation selectors, fillers, tags) and the
TR39 confusables (what looks alike across scripts: Greek «Γ» and Cyrillic «Г», Latin «a»
and Cyrillic «а», full-width and mathematical letters), from the ``confusable-homoglyphs``
package's copy of Unicode's ``confusables.txt``."""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Generic, TypeVar

import regex
from confusable_homoglyphs import confusables as _homoglyphs

T = TypeVar("T")

# What shows nothing of its own: Unicode's Default_Ignorable_Code_Point (zero-width space and
# joiners, bidi marks, the soft hyphen, variation selectors, Hangul fillers, Mongolian free
# variation selectors, tags), and the characters no name can show: controls, format
# characters, surrogates, private use, unassigned, line and paragraph separators.
_IGNORABLE = regex.compile(r"[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]")
# A blank that Unicode files as a symbol (the braille pattern blank): it shows as a space.
_BLANK = "\u2800"
# «ё» is written «е» as often as not: after the skeleton a diaeresis over «е» is dropped (so
# Cyrillic «ё» and Latin «ë» are «е» too).
_E_DIAERESIS = regex.compile("(?<=е)\u0308")


def visible(text: str) -> str:
    """The text as people see it: NFKC (full-width, ligatures and styled letters made plain),
    without what shows nothing (:data:`_IGNORABLE`), spaces squeezed."""
    text = unicodedata.normalize("NFKC", text).replace(_BLANK, " ")
    return " ".join(_IGNORABLE.sub("", text).split())


RUSSIAN = frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def _script(char: str) -> str:
    return unicodedata.name(char, "").split(" ", 1)[0]


@lru_cache(maxsize=1)
def _classes() -> list[list[str]]:
    """Unicode's classes of look-alikes: the data lists, for each character (or sequence), what it
    may be confused with; a class is everything so linked. A Cyrillic letter and its other case
    are one class too: «Б» looks like «b̄», so «б» must read as «b̄» as well, or case would part
    what looks alike. (Not Latin: «B» and «b» would then make «В» and «ь» one.)"""
    parent: dict[str, str] = {}

    def root(x: str) -> str:
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def join(a: str, b: str) -> None:
        if a and b and root(a) != root(b):
            parent[max(root(a), root(b))] = min(root(a), root(b))

    for key, entries in _homoglyphs.confusables_data.items():
        for entry in entries:  # (the data marks some right-to-left sequences with invisible direction marks)
            join(_IGNORABLE.sub("", key), _IGNORABLE.sub("", entry["c"]))
    for member in list(parent):
        if len(member) == 1 and _script(member) == "CYRILLIC" and len(member.casefold()) == 1:
            join(member, member.casefold())
    classes: dict[str, list[str]] = {}
    for member in parent:
        classes.setdefault(root(member), []).append(member)
    return list(classes.values())


def _rank(member: str) -> tuple:
    """Which member a class is read as: a small Cyrillic letter first (so a Russian name's key is
    the name in small letters), then a capital one, then a sequence of several characters
    (Unicode's own prototype for such a class, «m» → «rn»), then a Latin letter, then the first
    character by code point."""
    single = len(member) == 1
    cyrillic = single and _script(member) == "CYRILLIC"
    return (not cyrillic, not (cyrillic and member.islower()), single,
            not (single and _script(member) == "LATIN"), [ord(c) for c in member])


@lru_cache(maxsize=1)
def _prototypes() -> tuple[dict[str, str], regex.Pattern | None, dict[str, str]]:
    """Each character that looks like another, mapped to its class's prototype (:func:`_rank`);
    and the sequences of several characters that read as one letter («bl» as «ы», «b̄» as «б»),
    as they look once their characters are mapped, with the prototype each reads as."""
    mapped: dict[str, str] = {}
    prototype_of: dict[str, str] = {}
    for members in _classes():
        prototype = min(members, key=_rank)
        for member in members:
            prototype_of[member] = prototype
            if len(member) == 1 and member != prototype:
                mapped[member] = prototype
    # A prototype of several characters is read through the map too (its «r» as the «r» class's).
    chars = {char: "".join(mapped.get(c, c) for c in target) for char, target in mapped.items()}

    def per_char(text: str) -> str:
        return "".join(chars.get(c, c) for c in unicodedata.normalize("NFD", text))

    sequences = {}
    for member, prototype in prototype_of.items():
        shown, read = per_char(member), per_char(prototype)
        # (not two Russian letters — «ае», «оо» read as «ӕ», «ꚙ» — which is how Russian is
        # written, not a disguise: «Раиса» must stay «ра…» for a name typed in part)
        if len(member) > 1 and len(shown) > 1 and shown != read and not set(shown) <= RUSSIAN:
            sequences.setdefault(shown, read)
    pattern = regex.compile("|".join(regex.escape(s) for s in sorted(sequences, key=len, reverse=True))) \
        if sequences else None
    return chars, pattern, sequences


def skeleton(text: str) -> str:
    """TR39's skeleton of a text: decomposed (NFD), each character replaced by the prototype of
    its look-alikes, and a sequence that reads as one letter by that letter; two texts with one
    skeleton look alike."""
    chars, pattern, sequences = _prototypes()
    # (first composed: the data also lists composed letters, «Й» beside «Ѝ»)
    once = "".join(chars.get(c, c) for c in unicodedata.normalize("NFC", text))
    mapped = "".join(chars.get(c, c) for c in unicodedata.normalize("NFD", once))
    return pattern.sub(lambda m: sequences[m[0]], mapped) if pattern is not None else mapped


@lru_cache(maxsize=8192)  # a hot path (every ability look-up); names repeat
def fold(name: str) -> str:
    """The key two names are compared by: what people see (:func:`visible`), read through the
    look-alikes' skeleton, case-insensitive (the skeleton of the lower case of the skeleton:
    Greek «Γ» is Cyrillic «Г», so «г»), ё = е, spaces squeezed — two names with one key cannot
    be told apart on screen. A Russian name's key is the name in small letters, «ё» as «е»."""
    key = skeleton(skeleton(visible(name)).casefold())
    return " ".join(unicodedata.normalize("NFC", _E_DIAERESIS.sub("", key)).split())


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
