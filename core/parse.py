"""A move as a player types it (``/act`` and the like): the ability's name with the pile a card comes
from, a list of cards, roles named alone, as a list or by player, a card named in a choice. Turned
here into the fields of a :class:`core.rules.Action`, so every face parses alike; the engine then
validates the action as any other."""

from __future__ import annotations

from typing import Callable

from core.names import fold
from core.registry import RoleRegistry
from core.rules import Ability

# Where a played card comes from, by the variant's pile name (Variant.piles) -> the move's ``source``.
SOURCES = {"hand": "рука", "sleeve": "рукав"}
CARD_TAG = "card"  # an ability that is playing a card (the cards book's moves)


def split_pile(text: str) -> tuple[str, str | None]:
    """«рукав: Нож» (a card from a pile, as the ability menu offers it) -> ("Нож", "рукав");
    anything else is the ability's name alone."""
    pile, sep, rest = text.partition(":")
    if sep and fold(pile.strip()) in {fold(s) for s in SOURCES.values()}:
        return rest.strip(), pile.strip().lower()
    return text.strip(), None


def parse_cards(text: str, ability: str) -> dict:
    """``cards`` of a move: «рукав: Удар» (a card played from a pile), or a list «Удар, Щит, Пустышка»
    (a deck). A played card that is the ability itself only says where it comes from."""
    items = [p.strip() for p in text.split(",") if p.strip()]
    source = None
    names = []
    for item in items:
        pile, sep, card = item.partition(":")
        if sep:
            source = source or pile.strip()
            names.append(card.strip())
        else:
            names.append(item)
    if len(names) == 1 and names[0] == ability and source:
        return {"source": source}
    out: dict = {"cards": tuple(names)}
    if source:
        out["source"] = source
    return out


def parse_roles(book: RoleRegistry, value: str, seat_of: Callable[[str], int]):
    """A role, a list of roles («Доктор, Шериф») or roles by player («Аня=Доктор, Борис=Шериф»);
    ``seat_of`` finds a player by name (refusing an unknown one)."""

    def canonical(name: str) -> str:
        known = book.role(name.strip())
        return known.name if known is not None else name.strip()

    parts = [p for p in value.split(",") if p.strip()]
    if any("=" in p for p in parts):
        pairs = []
        for part in parts:
            who, _, what = part.partition("=")
            pairs.append((seat_of(who.strip()), canonical(what)))
        return tuple(pairs)
    if len(parts) > 1:
        return tuple(canonical(p) for p in parts)
    return canonical(value)


def move_fields(book: RoleRegistry, found: Ability | None, name: str, source: str | None, *,
                cards: str | None, guess: str | None, role: str | None, choice: str | None, text: str | None,
                seat_of: Callable[[str], int]) -> dict:
    """The fields of an action (``choice``, ``text``, ``source``, ``guess``, ``role``, ``cards``,
    ``card``) from what the player typed, for the ability ``found`` (named ``name``)."""
    extras: dict = {k: v for k, v in (("choice", choice), ("text", text)) if v is not None}
    if source is not None:
        extras["source"] = source
    for key, value in (("guess", guess), ("role", role)):
        if value is not None:
            extras[key] = parse_roles(book, value, seat_of)
    if cards:
        extras.update(parse_cards(cards, name))
        if source is not None:
            extras["source"] = source  # the pile named with the card wins
        if found is not None and "card" in found.needs and "cards" not in found.needs \
                and len(extras.get("cards") or ()) == 1:
            extras["card"] = extras.pop("cards")[0]  # one card named (the Культист's pick)
    if found is not None and CARD_TAG in found.tags and "choice" not in found.needs and choice is not None:
        # A card's other effect (the Юрист's «Лоббирование…»): the card named in «выбор».
        extras["card"] = extras.pop("choice")
    return extras
