"""Rules of the cards book that several cards, the variant and the heuristic players share: a card as an
ability, its cost for a player, the pile a card comes from, the phase."""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from core.model import PhaseKind, Player
from core.rules import ANY_PHASE, Ability, Action
from core.texts import Text

from plugins.cards.collection import DAY, NIGHT, Card, collection
from plugins.cards.state import HAND, SLEEVE, AddedCard, st

if TYPE_CHECKING:
    from core.game import Game

HAND_START = 5
CARD_TAG = "card"
# «ссылок (в т.ч. и косвенных …)»: the indirect ones are for the master; these are refused.
LINK = re.compile(r"https?://|www\.|discord(?:app)?\.(?:com|gg)|t\.me/|<[#@][!&]?\d+>|"
                  r"\b[\w-]+\.(?:ru|com|org|net|gg|io|me|su|рф|info|ly)\b", re.IGNORECASE)
PILE_NAMES = {"рука": HAND, "руки": HAND, "hand": HAND, "рукав": SLEEVE, "рукава": SLEEVE, "sleeve": SLEEVE}

PHASES = {NIGHT: PhaseKind.NIGHT, DAY: PhaseKind.DAY, "любая": ANY_PHASE}  # a card's phase → the engine's kind


# What a card does against its target: a master bounces it when aimed at its own player (damage to oneself
# would feed the Маньяк's reward and the Воин's Sleeve; Блокировка, Тюрьма, Подкуп, an accusation or a seizure
# of one's own cards is no move at all). docs/variants/cards.md, «Attacks on oneself».
HARMFUL = frozenset({"damage", "pierce", "blockade", "prison", "mute", "accuse", "seize"})


def harms(c: Card) -> bool:
    return bool(HARMFUL & set(c.effect))


def card_ability(c: Card) -> Ability:
    """The move of playing this card (from the Hand or the Sleeve)."""
    needs = set()
    if c.effect.get("message") or c.effect.get("town"):
        needs.add("text")
    tags = {CARD_TAG}
    return Ability(
        c.name, phase=PHASES[c.phase], instant=c.instant, min_targets=c.min_targets, max_targets=c.max_targets,
        allow_self=not (c.other or harms(c)), slot=HAND, needs=frozenset(needs), targeted=not c.self_only,
        tags=frozenset(tags),
    )


CARD_ABILITIES = {name: card_ability(c) for name, c in collection().items()}
BUILD = Ability("Колода", phase=PhaseKind.SETUP, min_targets=0, max_targets=0, needs=frozenset({"cards"}),
                slot="колода", targeted=False, aliases=("Собрать колоду", "Колода карт"), tags=frozenset({"deck"}))
REBUILD = Ability("Новая колода", phase=ANY_PHASE, instant=True, min_targets=0, max_targets=0,
                  needs=frozenset({"cards"}), slot="новая колода", targeted=False,
                  aliases=("Колода", "Собрать новую колоду", "Пересобрать колоду"),
                  tags=frozenset({"deck", "instant"}))


def source_of(action: Action) -> str:
    """The pile a card is played from (``from`` in scenarios): the Hand unless told."""
    raw = getattr(action, "source", None)
    if raw is None:
        return HAND
    return PILE_NAMES.get(str(raw).strip().casefold(), str(raw))


def action_cards(action: Action) -> tuple[str, ...]:
    return tuple(getattr(action, "cards", None) or ())


def kind_of(game: "Game") -> str:
    return str(game.phase.kind)


def first_day_and_night(game: "Game") -> bool:
    """«первые сутки»: the first Night and the first Day."""
    return kind_of(game) in (PhaseKind.NIGHT, PhaseKind.DAY) and game.phase.number == 1


def counted(cards: list[str]) -> list:
    """A list of cards as the deck editor shows it: each name once, «Бронежилет ×2» for copies."""
    return [Text("cards.counted", {"card": name, "count": n}) for name, n in sorted(Counter(map(str, cards)).items())]


def surcharged(player: Player, copy: str) -> bool:
    """Whether this copy costs the player one more: the card he added as Культист (not another
    copy of its name, not that copy in another player's hands)."""
    return isinstance(copy, AddedCard) and copy.owner == player.seat


def pile_of(player: Player, source: str) -> list[str]:
    s = st(player)
    return s.hand if source == HAND else s.sleeve


def copy_to_play(player: Player, pile: list[str], name: str) -> str | None:
    """The copy of a card a play named ``name`` takes from the pile: one of the player's own where he
    holds one (the player pays the lower Цена), the copy he added as Культист only when it is the
    only one there."""
    copies = [c for c in pile if c == name]
    plain = [c for c in copies if not surcharged(player, c)]
    return (plain or copies or [None])[0]


def copy_to_pay(player: Player, pile: list[str], name: str) -> str | None:
    """The copy of a card named as payment: the added one first (the player keeps the cheaper)."""
    copies = [c for c in pile if c == name]
    added = [c for c in copies if surcharged(player, c)]
    return (added or copies or [None])[0]


def take(pile: list[str], copy: str) -> None:
    """Take this very copy out of the pile (not merely one of its name)."""
    for i, held in enumerate(pile):
        if held is copy:
            del pile[i]
            return
    pile.remove(copy)


def cost_for(player: Player, c: Card, source: str = HAND) -> int:
    """A card's Цена for this player played from ``source``: one more for the card he added as
    Культист, when that is the copy the play takes (:func:`copy_to_play`)."""
    copy = copy_to_play(player, pile_of(player, source), c.name)
    return c.cost + (1 if copy is not None and surcharged(player, copy) else 0)
