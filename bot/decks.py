"""The deck editor's service side: what a player may build (what the variant declares), the
draft kept in ``meta.decks`` per seat, and the editor's text. Pure functions of a table's
state: no Discord calls (the menus and buttons are ``bot.views.deck_view``; the phase
driver posts and closes the editor messages).

A variant offers a deck editor when its ``deck_spec(player)`` names one (the cards variant): the
collection, the colours and the book's limits (:class:`core.variant.DeckSpec`); the verdict on a
draft is the variant's own ``check_deck`` (the same check the engine runs when the deck is sent),
so the editor never disagrees with the rules. The bot imports no book."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot import render
from bot.texts import t
from core.model import PhaseKind
from core.variant import DeckCard

if TYPE_CHECKING:
    from bot.tables import Table
    from core.game import Game
    from core.model import Player

PAGE = 25  # Discord's options per select menu
MAX_COPIES = 20  # the editor's own cap per card (the book's limit is checked, and told, separately)
DECK_TAG = "deck"


@dataclass(frozen=True)
class EditorCard:
    name: str
    colour: str
    cost: int
    when: str  # «ночью», «днём», «в любую фазу», with «мгновенная»
    text: str


@dataclass(frozen=True)
class DeckBook:
    """What one player builds from: the collection by colour, his colours and the limits."""

    cards: tuple[EditorCard, ...]
    colours: tuple[str, ...]  # every colour, in the book's order
    own: tuple[str, ...]  # the role's colours (Нейтральный not included)
    neutral: str
    minimum: int
    copies: int
    off_colour: int
    player: Any  # the core Player whose book this is (the variant's check_deck takes him)

    def of_colour(self, colour: str) -> list[EditorCard]:
        return [c for c in self.cards if c.colour == colour]

    def card(self, name: str) -> EditorCard | None:
        return next((c for c in self.cards if c.name == name), None)

    def is_own(self, colour: str) -> bool:
        return colour in self.own or colour == self.neutral


def _when(entry: DeckCard) -> str:
    word = {PhaseKind.NIGHT: t("deck.when.night"), PhaseKind.DAY: t("deck.when.day")}.get(entry.phase,
                                                                                        t("deck.when.any"))
    return f"{word}, {t('deck.when.instant')}" if entry.instant else word


def deck_book(game: "Game", player: "Player") -> DeckBook | None:
    """The deck-building book for this player, or None when the variant builds no decks."""
    spec = game.variant.deck_spec(player)
    if spec is None:
        return None
    entries = tuple(EditorCard(c.name, c.colour, c.cost, _when(c), c.text) for c in spec.cards)
    return DeckBook(cards=entries, colours=spec.colours, own=spec.own, neutral=spec.neutral,
                    minimum=spec.minimum, copies=spec.copies, off_colour=spec.off_colour, player=player)


def verdicts(game: "Game", book: DeckBook, deck: list[str]) -> list[str]:
    """Every reason the book forbids this deck (Russian, the plugin's words); none when it is
    legal. The variant's check names the first fault; to name the others too, the draft is checked
    again with that fault mended (topped up with Нейтральные, copies cut to the limit)."""
    reasons: list[str] = []
    current = list(deck)
    neutral = next((c.name for c in book.cards if c.colour == book.neutral), None)
    for _ in range(4):
        rejection = game.variant.check_deck(book.player, current)
        if rejection is None:
            break
        reasons.append(game.texts.rejection(rejection))
        if rejection.key.endswith("deck_small") and neutral is not None:
            current += [neutral] * (book.minimum - len(current))
        elif rejection.key.endswith("deck_copies"):
            seen: Counter[str] = Counter()
            capped = []
            for name in current:
                seen[name] += 1
                card = book.card(name)
                if card is None or card.colour == book.neutral or seen[name] <= book.copies:
                    capped.append(name)
            current = capped
        else:
            break
    return reasons


def verdict(game: "Game", book: DeckBook, deck: list[str]) -> str | None:
    """Why the book forbids this deck, every reason on one line, or None."""
    reasons = verdicts(game, book, deck)
    return " ".join(reasons) if reasons else None


def default_deck(game: "Game", player: "Player", seed: int) -> list[str]:
    """The deck the rules give a player who sends none (the variant's builder)."""
    return game.variant.default_deck(player, random.Random(seed))


def deck_ability(game: "Game", player: "Player") -> str | None:
    """The move that sends a deck now: the set-up's «Колода», later the rebuild of an empty deck."""
    for ability in game.available(player):
        if DECK_TAG in ability.tags:
            return ability.name
    return None


# --- the draft -----------------------------------------------------------------------------


def drafts(table: "Table") -> dict[str, dict[str, Any]]:
    return table.meta.decks


def draft(table: "Table", seat: int) -> dict[str, Any] | None:
    return drafts(table).get(str(seat))


def new_draft(table: "Table", seat: int, ability: str, book: DeckBook) -> dict[str, Any]:
    old = draft(table, seat) or {}
    entry = {"cards": dict(old.get("cards") or {}), "colour": (book.own or book.colours)[0], "page": 0,
             "card": None, "message": None, "ability": ability, "sent": None, "closed": False}
    drafts(table)[str(seat)] = entry
    return entry


def deck_list(entry: dict[str, Any]) -> list[str]:
    """The draft as a deck: each card as many times as counted, in the order chosen."""
    return [name for name, count in entry["cards"].items() for _ in range(count)]


def change(entry: dict[str, Any], name: str, delta: int) -> int:
    counts = entry["cards"]
    count = max(0, min(MAX_COPIES, counts.get(name, 0) + delta))
    if count:
        counts[name] = count
    else:
        counts.pop(name, None)
    return count


def pages(book: DeckBook, colour: str) -> int:
    return max(1, -(-len(book.of_colour(colour)) // PAGE))


def page_cards(book: DeckBook, entry: dict[str, Any]) -> list[EditorCard]:
    found = book.of_colour(entry["colour"])
    page = min(entry.get("page", 0), pages(book, entry["colour"]) - 1)
    return found[page * PAGE:(page + 1) * PAGE]


# --- the editor's text -------------------------------------------------------------------------


def editor_text(table: "Table", seat: int) -> str:
    game = table.game
    player = game.players[seat]
    book = deck_book(game, player)
    entry = draft(table, seat)
    assert book is not None and entry is not None
    deck = deck_list(entry)
    counts = Counter(deck)
    lines = [t("deck.title", ability=entry["ability"]),
             t("deck.role", role=player.role, colours=", ".join(book.own) or "—", neutral=book.neutral)]
    closed = entry.get("closed")
    if closed:
        if closed == "replaced":
            lines.append(t("deck.closed_replaced"))
        else:
            sent = entry.get("sent")
            lines.append(t("deck.closed_sent", count=len(sent)) if sent else t("deck.closed_unsent"))
            # The deck as built (the plugin keeps it for the Mafia's knowledge); else what is in play of it.
            piles = game.variant.piles(player)
            built = sorted(getattr(player.state, "built", None) or [*piles.get("hand", ()), *piles.get("deck", ())])
            if closed == "ended" and built:
                lines.append(t("deck.yours", count=len(built), cards=", ".join(
                    f"{n} ×{k}" for n, k in Counter(built).items())))
        return render.fit("\n".join(lines))
    lines.append(t("deck.rules", minimum=book.minimum, copies=book.copies, neutral=book.neutral,
                   off=book.off_colour))
    if str(game.phase.kind) == "setup":
        lines.append(t("deck.deadline", deadline=render.deadline_text(table)))
    other = sum(n for name, n in counts.items() if (c := book.card(name)) and not book.is_own(c.colour))
    lines.append(t("deck.total", total=len(deck), minimum=book.minimum, other=other, off=book.off_colour))
    for colour in book.colours:
        held = [f"{c.name} ×{counts[c.name]}" for c in book.of_colour(colour) if counts[c.name]]
        if held:
            mark = "" if book.is_own(colour) else t("deck.foreign")
            lines.append(t("deck.colour_line", colour=colour, mark=mark, cards=", ".join(held)))
    chosen = book.card(entry["card"]) if entry.get("card") else None
    if chosen is not None:
        lines.append(t("deck.chosen", card=chosen.name, colour=chosen.colour, cost=chosen.cost, when=chosen.when,
                       text=chosen.text, count=counts[chosen.name]))
    else:
        lines.append(t("deck.pick_hint"))
    reason = verdict(game, book, deck)
    lines.append(t("deck.bad", reason=reason) if reason else t("deck.good"))
    if entry.get("sent") is not None:
        sent = entry["sent"]
        lines.append(t("deck.sent_line", count=len(sent)) if sorted(sent) == sorted(deck)
                     else t("deck.sent_changed", count=len(sent)))
    return render.fit("\n".join(lines))


def colour_options(book: DeckBook, entry: dict[str, Any]) -> list[tuple[str, str, bool]]:
    """(label, value, default) for the colour menu: each colour with how many of its cards the
    draft holds, own colours marked."""
    counts = Counter(deck_list(entry))
    out = []
    for colour in book.colours:
        n = sum(counts[c.name] for c in book.of_colour(colour))
        key = "deck.colour_own" if book.is_own(colour) else "deck.colour_other"
        out.append((t(key, colour=colour, count=n)[:100], colour, colour == entry["colour"]))
    return out


def card_options(book: DeckBook, entry: dict[str, Any]) -> list[tuple[str, str, str, bool]]:
    """(label, value, description, default) for the card menu of the chosen colour's page."""
    counts = entry["cards"]
    return [(t("deck.card_option", card=c.name, cost=c.cost, count=counts.get(c.name, 0))[:100], c.name[:100],
             c.text[:100], c.name == entry.get("card")) for c in page_cards(book, entry)]
