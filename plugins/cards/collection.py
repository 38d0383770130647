"""The card collection (cards.toml) and the book's deck-building rules."""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, Iterable

from core.names import fold
from core.rules import Rejection, reject

NEUTRAL = "Нейтральный"
COLOURS = ("Нейтральный", "Урон", "Контроль", "Разведка", "Защита", "Поддержка", "Связь")
NIGHT, DAY, ANY = "ночь", "день", "любая"
BLANK = "Пустышка"

DECK_MIN = 15
DECK_MIN_GENIUS = 10
COPIES = 2
OFF_COLOUR = 4
OFF_COLOUR_CROUPIER = 6


@dataclass(frozen=True)
class Card:
    name: str
    colour: str
    cost: int
    phase: str = NIGHT
    instant: bool = False
    self_only: bool = False  # "себя": no target, acts on the player
    min_targets: int = 1
    max_targets: int = 1
    other: bool = False  # the target may not be the player itself
    effect: dict[str, Any] = field(default_factory=dict)
    text: str = ""

    def __hash__(self) -> int:
        return hash(self.name)

    @property
    def lobbying(self) -> bool:
        return self.name.startswith("Лоббирование")


def _card(entry: dict[str, Any]) -> Card:
    targets = entry.get("targets", 1)
    self_only = targets == "себя"
    if entry["colour"] not in COLOURS:
        raise ValueError(f"card {entry['name']!r}: unknown colour {entry['colour']!r}")
    phase = entry.get("phase", NIGHT)
    if phase not in (NIGHT, DAY, ANY):
        raise ValueError(f"card {entry['name']!r}: unknown phase {phase!r}")
    return Card(
        name=entry["name"], colour=entry["colour"], cost=int(entry["cost"]), phase=phase,
        instant=bool(entry.get("instant", False)), self_only=self_only,
        min_targets=0 if self_only else int(entry.get("min_targets", 1)),
        max_targets=0 if self_only else int(targets),
        other=bool(entry.get("other", False)), effect=dict(entry.get("effect", {})), text=entry.get("text", ""),
    )


@lru_cache(maxsize=1)
def collection() -> dict[str, Card]:
    """Every card of the collection by its name, in the file's order."""
    source = resources.files("plugins.cards").joinpath("cards.toml").read_text(encoding="utf-8")
    cards = [_card(entry) for entry in tomllib.loads(source)["card"]]
    found = {c.name: c for c in cards}
    if len(found) != len(cards):
        raise ValueError("cards.toml names a card twice")
    return found


@lru_cache(maxsize=1)
def _by_fold() -> dict[str, str]:
    return {fold(name): name for name in collection()}


def card_name(name: str) -> str | None:
    """The canonical name of a card (matched like every name: case, ё/е), or None."""
    return _by_fold().get(fold(str(name)))


def card(name: str) -> Card:
    return collection()[name]


def cards_of(colour: str) -> list[Card]:
    return [c for c in collection().values() if c.colour == colour]


@dataclass(frozen=True)
class DeckRules:
    """What one player's deck must satisfy: its own colours, the minimum size and
    the limit of cards of other colours (Гений: 10 cards; Крупье: 6 others)."""

    colours: tuple[str, ...]
    minimum: int = DECK_MIN
    off_colour: int = OFF_COLOUR


def check_deck(names: Iterable[str], rules: DeckRules) -> tuple[list[str], Rejection | None]:
    """The deck in canonical names, or why the book forbids it."""
    deck: list[str] = []
    unknown = []
    for name in names:
        found = card_name(name)
        if found is None:
            unknown.append(str(name))
        else:
            deck.append(found)
    if unknown:
        return deck, reject("reject.cards.unknown_card", cards=unknown)
    if len(deck) < rules.minimum:
        return deck, reject("reject.cards.deck_small", count=len(deck), min=rules.minimum)
    counts = Counter(deck)
    many = [n for n in dict.fromkeys(deck) if counts[n] > COPIES and card(n).colour != NEUTRAL]
    if many:
        return deck, reject("reject.cards.deck_copies", cards=many, copies=COPIES)
    own = set(rules.colours) | {NEUTRAL}
    others = sum(1 for n in deck if card(n).colour not in own)
    if others > rules.off_colour:
        return deck, reject("reject.cards.deck_colours", count=others, max=rules.off_colour,
                            colours=", ".join(rules.colours))
    return deck, None
