"""A move as a player types it (``/act`` and the like): the ability's name with the pile a card comes
from, a list of cards, roles named alone, as a list or by player, a card named in a choice. Turned
here into the fields of a :class:`core.rules.Action`, so every face parses alike; the engine then
validates the action as any other."""

from __future__ import annotations

from typing import Callable, TypeVar

from core.names import fold
from core.registry import RoleRegistry
from core.rules import Ability

T = TypeVar("T")


class Unknown(LookupError):
    """A part of a typed list that names nothing (``part``: as typed)."""

    def __init__(self, part: str) -> None:
        super().__init__(part)
        self.part = part


class Ambiguous(ValueError):
    """A typed list that reads in more than one way (``readings``: two of them, each a list of the
    parts as typed): a name with the separator in it beside names that make it up."""

    def __init__(self, readings: list[list[str]]) -> None:
        super().__init__(readings)
        self.readings = readings


def split_list(text: str, resolve: Callable[[str], T | None], sep: str = ",") -> list[T]:
    """A list typed with a separator («Аня, Борис»), each part resolved (``resolve``: None for
    nothing). Split only where the parts it leaves all resolve — a separator inside a name stays
    (a player «Борис, Вика») — and refused with :class:`Ambiguous` when the list reads in two
    ways, with :class:`Unknown` (the first part that names nothing, as plainly split) when it
    reads in none. Empty parts (``,,``) are skipped."""
    cuts = [i for i, char in enumerate(text) if char == sep]
    bounds = [-1, *cuts, len(text)]
    found: dict[int, list[list[tuple[str, T]]]] = {}

    def readings(start: int) -> list[list[tuple[str, T]]]:
        """The readings (at most two) of the text after bound ``start``."""
        if start in found:
            return found[start]
        out: list[list[tuple[str, T]]] = []
        for end in range(start + 1, len(bounds)):
            part = text[bounds[start] + 1:bounds[end]].strip()
            rest = readings(end) if end < len(bounds) - 1 else [[]]
            if not part:
                if end == start + 1:
                    out += rest  # an empty part: skipped
                continue
            value = resolve(part)
            if value is not None:
                out += [[(part, value), *r] for r in rest]
            if len(out) > 1:
                break
        found[start] = out[:2]
        return found[start]

    result = readings(0)
    if len(result) > 1:
        raise Ambiguous([[part for part, _ in reading] for reading in result])
    if not result:
        plain = [p.strip() for p in text.split(sep) if p.strip()]
        raise Unknown(next((p for p in plain if resolve(p) is None), text.strip()))
    return [value for _, value in result[0]]


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
    ``seat_of`` finds a player by name (refusing an unknown one). A list by player that reads two
    ways (a name with a comma beside the names that make it up) raises :class:`Ambiguous`."""

    def canonical(name: str) -> str:
        known = book.role(name.strip())
        return known.name if known is not None else name.strip()

    if "=" in value:
        def pair(part: str) -> tuple[int, str] | None:
            who, sep, what = part.rpartition("=")
            try:
                return (seat_of(who.strip()), canonical(what)) if sep else None
            except Exception:  # noqa: BLE001 - the finder's refusal; its own words are raised below
                return None

        try:  # split only where no seated name holds the comma (a player «Борис, Вика»)
            return tuple(split_list(value, pair))
        except Unknown as unknown:
            seat_of(unknown.part.rpartition("=")[0].strip())  # refused in the finder's own words
            raise
    parts = [p for p in value.split(",") if p.strip()]
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
