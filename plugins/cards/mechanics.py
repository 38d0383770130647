"""Rules of the cards book that several cards, the variant and the heuristic players share: a card as an
ability, its cost for a player, the pile a card comes from, the phase."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from core.model import PhaseKind, Player
from core.rules import ANY_PHASE, Ability, Action

from plugins.cards.collection import DAY, NIGHT, Card, collection
from plugins.cards.state import HAND, SLEEVE, st

if TYPE_CHECKING:
    from core.game import Game

HAND_START = 5
CARD_TAG = "card"
# «ссылок (в т.ч. и косвенных …)»: the indirect ones are for the master; these are refused.
LINK = re.compile(r"https?://|www\.|discord(?:app)?\.(?:com|gg)|t\.me/|<[#@][!&]?\d+>|"
                  r"\b[\w-]+\.(?:ru|com|org|net|gg|io|me|su|рф|info|ly)\b", re.IGNORECASE)
PILE_NAMES = {"рука": HAND, "руки": HAND, "hand": HAND, "рукав": SLEEVE, "рукава": SLEEVE, "sleeve": SLEEVE}

PHASES = {NIGHT: PhaseKind.NIGHT, DAY: PhaseKind.DAY, "любая": ANY_PHASE}  # a card's phase → the engine's kind


def card_ability(c: Card) -> Ability:
    """The move of playing this card (from the Hand or the Sleeve)."""
    needs = set()
    if c.effect.get("message") or c.effect.get("town"):
        needs.add("text")
    tags = {CARD_TAG}
    return Ability(
        c.name, phase=PHASES[c.phase], instant=c.instant, min_targets=c.min_targets, max_targets=c.max_targets,
        allow_self=not c.other, slot=HAND, needs=frozenset(needs), targeted=not c.self_only,
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


def cost_for(player: Player, c: Card) -> int:
    """A card's Цена for this player (Культист: his first-night card costs 1 more)."""
    return c.cost + (1 if st(player).cult_card == c.name else 0)
