"""Building a legal deck for a role: the default for those who send none and
the heuristic players' choice (plugins/cards/heuristics.py)."""

from __future__ import annotations

import random

from plugins.cards.collection import (
    DECK_MIN, DECK_MIN_GENIUS, NEUTRAL, OFF_COLOUR, OFF_COLOUR_CROUPIER, DeckRules, collection,
)
from plugins.cards.public import CROUPIER, GENIUS
from plugins.cards.roles import colours

# Off-colour cards a role takes first: the Mafia's fighters want a channel to the
# others («вся коммуникация … с помощью эффектов карт»); everyone likes blocks.
OFF_WISH = {
    "Бандит": ("Шифровка", "Шифровка", "Записка", "Обыск"),
    "Шпион": ("Шифровка", "Шифровка", "Записка", "Выстрел"),
    "Босс": ("Выстрел", "Выстрел", "Бронежилет", "Бронежилет"),
}
DEFAULT_WISH = ("Бронежилет", "Бронежилет", "Выстрел", "Выстрел")
# Own cards a role takes first: the Маньяк, who has every colour, wants to fight and to last.
OWN_FIRST = {"Маньяк": ("Выстрел", "Нож", "Черная метка", "Бронежилет", "Припасы", "Оглушение")}
# Нейтральные taken in every deck (Цена 0: they keep a small Hand moving).
NEUTRALS = 2
# Cards the builder leaves out unless nothing else fits (too costly or too narrow).
LAST = ("Пустышка", "Пожизненное", "Общий сбор", "Крепость", "Граната", "Воззвание", "Пересылка")


def deck_rules(role: str, public: str | None) -> DeckRules:
    return DeckRules(
        colours=colours().get(role, ()),
        minimum=DECK_MIN_GENIUS if public == GENIUS else DECK_MIN,
        off_colour=OFF_COLOUR_CROUPIER if public == CROUPIER else OFF_COLOUR,
    )


def build_deck(role: str, public: str | None, rng: random.Random, size: int | None = None) -> list[str]:
    """A legal deck: two copies of the role's own cards (the costly ones last),
    the wished off-colour cards, topped up with Нейтральные."""
    rules = deck_rules(role, public)
    size = size or max(rules.minimum, 15)
    own = [c.name for c in collection().values() if c.colour in rules.colours]
    rng.shuffle(own)
    # the cheap ones first: a card the Hand cannot pay for is a dead card (see docs, «Balance»)
    first = OWN_FIRST.get(role, ())
    own.sort(key=lambda n: (first.index(n) if n in first else len(first), n in LAST, collection()[n].cost))
    deck: list[str] = []
    for name in own:
        deck.extend([name, name])
    deck = deck[: max(0, size - rules.off_colour - NEUTRALS)]
    wish = OFF_WISH.get(role, DEFAULT_WISH)
    off = [n for n in wish if collection()[n].colour not in rules.colours and collection()[n].colour != NEUTRAL]
    deck.extend(off[: rules.off_colour])
    fillers = ["Передышка", "Осторожность", "Запас"]
    i = 0
    while len(deck) < size:
        deck.append(fillers[i % len(fillers)])
        i += 1
    return deck[:size] if len(deck) > size else deck
