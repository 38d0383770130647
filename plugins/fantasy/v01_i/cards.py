"""Мастер карт: the sixteen-card deck, a hand of four, throws by day that act at night (and
the first night's throw, «минус первый день»), shuffling, and Раскрыть карты.

A card is named by its suit name («Четверка Крестей»); its nickname («Грызня») and the
book's full «Четверка Крестей (Грызня)» are accepted too."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.names import fold
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.common.mechanics import (
    BEAST, CAPTAIN, CARD_MASTER, CIVILIAN, DEMONOLOGIST, GUARD, HOUND, IMP, INQUISITOR, LICH, NECROMANCER, SUCCUBUS, gs,
    kill, st,
)

if TYPE_CHECKING:
    from core.game import Game


@dataclass(frozen=True)
class Card:
    name: str
    nick: str
    reveals: str  # the secret role the card tells the Мастер карт when thrown on it
    targets: int = 1
    not_self: bool = False


DECK = (
    Card("Король Пик", "Кукла", LICH),
    Card("Четверка Крестей", "Грызня", "Зомби"),
    Card("Валет Крестей", "Покров", "Призрак"),
    Card("Валет Пик", "Подмена", NECROMANCER, targets=2),
    Card("Король Червей", "Сдвиг", DEMONOLOGIST, not_self=True),
    Card("Двойка Червей", "Рок", IMP),
    Card("Дама Червей", "Мираж", SUCCUBUS),
    Card("Тройка Бубен", "Чутье", HOUND),
    Card("Валет Бубен", "Эгида", CAPTAIN, not_self=True),
    Card("Шестерка Бубен", "Щит", GUARD),
    Card("Туз Бубен", "Немота", INQUISITOR),
    Card("Четверка Бубен", "Догадка", "Дознаватель"),
    Card("Пятерка Бубен", "Шулер", CIVILIAN),
    Card("Пятерка Крестей", "Шулер", CIVILIAN),
    Card("Туз Крестей", "Паранойя", BEAST, not_self=True),
    Card("Джокер", "Козырь", ""),
)
BY_NAME = {c.name: c for c in DECK}
JOKER = "Джокер"


def card_named(name: str | None) -> Card | None:
    """The card a player names: suit name, nickname (the first of two Шулер), or both."""
    if not name:
        return None
    key = fold(name.split("(")[0].strip())
    nick = fold(name.split("(")[1].rstrip(") ")) if "(" in name else None
    for card in DECK:
        if key == fold(card.name) or (nick is None and key == fold(card.nick)):
            return card
    return None


def canonical(names: list[str]) -> list[str]:
    found = []
    for name in names:
        card = card_named(name)
        found.append(card.name if card is not None else name)
    return found


def in_hand(player, name: str | None) -> Card | None:
    """The card of that name in the player's hand (for a nickname two cards share, the one held)."""
    if not name:
        return None
    key = fold(name.split("(")[0].strip())
    for held in st(player).hand:
        card = BY_NAME[held]
        if key in (fold(card.name), fold(card.nick)):
            return card
    return None


# --- what the Мастер карт does with his cards ------------------------------------------


def deal(res: Resolution, action: Action) -> None:
    """Сдать карты: four cards of the deck into the hand."""
    s = st(res.player(action.actor))
    chosen = canonical(list(action.cards or ()))
    s.hand = chosen
    s.deck = [c.name for c in DECK if c.name not in chosen and c.name not in s.used_cards]
    res.tell(action.actor, "fantasy.cards.hand", cards=s.hand)


def deal_by_default(game: "Game") -> None:
    """A Мастер карт who chose no cards by the end of the first night is dealt four at random."""
    for player in game.players:
        s = st(player)
        if player.role == CARD_MASTER and s.deck is None:
            cards = [c.name for c in DECK]
            s.hand = sorted(game.rng.sample(cards, 4), key=cards.index)
            s.deck = [c for c in cards if c not in s.hand]
            game.tell(player.seat, "fantasy.cards.hand", cards=s.hand)


def shuffle(res: Resolution, action: Action) -> None:
    """Тасовать карты: the hand back into the deck, four of the deck into the hand."""
    s = st(res.player(action.actor))
    pool = (s.deck or []) + s.hand
    chosen = canonical(list(action.cards or ()))
    s.hand = chosen
    s.deck = [c for c in pool if c not in chosen]
    res.tell(action.actor, "fantasy.cards.hand", cards=s.hand)


def throw(res: Resolution, action: Action) -> None:
    """Кинуть карты: the card leaves the hand now and acts the next night (on the first
    night, that night)."""
    game = res.game
    player = res.player(action.actor)
    s = st(player)
    card = in_hand(player, action.card)
    if card is None:
        return
    s.hand.remove(card.name)
    s.used_cards.append(card.name)
    effect = card
    if card.name == JOKER:
        effect = card_named(action.choice) or card
    night = res.phase.index if res.phase.kind == "night" else res.phase.index + 1
    gs(game).throws.append((night, action.actor, effect.name, action.targets, action.guesses()))
    res.tell(action.actor, "fantasy.cards.thrown", card=card.name,
             targets=[res.player(t).name for t in action.targets])
    if effect.name == "Король Пик":
        gs(game).puppets[action.target] = action.actor
    if effect.name == "Туз Крестей":
        gs(game).paranoia.setdefault(action.actor, []).append(action.target)
        target = res.player(action.target)
        if target.role == BEAST:  # «позволяет Твари (sic!) узнать Явную роль Мастера карт»
            res.tell(target.seat, "fantasy.cards.paranoia_beast", role=player.public or "—")


def puppet_reveal(res: Resolution, action: Action) -> None:
    """Кукла: the Мастер карт shows his role; from now on the puppet's day moves are his."""
    gs(res.game).puppet_master_shown.append(action.actor)
    res.announce("fantasy.cards.puppet", actor=res.player(action.actor).name,
                 role=res.player(action.actor).role)


def tonight(game: "Game", index: int) -> list[tuple[int, int, str, tuple[int, ...], tuple[str, ...]]]:
    return [t for t in gs(game).throws if t[0] == index]


def parse(res: Resolution, text: str) -> dict[int, tuple[str, str]] | None:
    game = res.game
    found: dict[int, tuple[str, str]] = {}
    for part in text.replace("\n", ";").split(";"):
        if not part.strip():
            continue
        if ":" not in part or "/" not in part:
            return None
        name, roles = part.split(":", 1)
        public, secret = roles.split("/", 1)
        player = game.find(name.strip())
        pr, sr = game.variant.roles.role(public.strip()), game.variant.roles.role(secret.strip())
        if player is None or pr is None or sr is None:
            return None
        found[player.seat] = (pr.name, sr.name)
    return found


def reveal(res: Resolution, action: Action) -> None:
    """Раскрыть карты: a right full list wins alone, a wrong one leaves the game for good.
    The list: ``role: {player: secret role}`` (and public roles are the town's knowledge),
    or a text «Имя: Явная/Тайная; ...»."""
    game = res.game
    actor = res.player(action.actor)
    mapping = action.role_map() or action.guess_map()
    if mapping:
        right = len(mapping) >= len(game.players) - 1 and all(
            mapping.get(p.seat) == p.role for p in game.players if p.seat != actor.seat or p.seat in mapping)
        shown = [f"{res.player(seat).name}: {role}" for seat, role in sorted(mapping.items())]
    else:
        listed = parse(res, action.text or "") or {}
        right = len(listed) == len(game.players) and all(
            listed.get(p.seat) == (p.public, p.role) for p in game.players)
        shown = [action.text or ""]
    res.announce("fantasy.cards_revealed", actor=actor.name, text=shown)
    if right:
        gs(game).card_master_won = actor.seat
        res.announce("fantasy.cards_right", actor=actor.name)
    else:
        res.announce("fantasy.cards_wrong", actor=actor.name)
        kill(game, actor, "Раскрыть карты")
