"""What the cards variant keeps per player, per game and per phase."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

HAND, SLEEVE, DECK = "рука", "рукав", "колода"


class AddedCard(str):
    """One copy of a card told apart from the others of its name: the card a Культист added on the
    first night («Ее Цена для вас увеличена на 1»). It equals its name everywhere (piles, texts,
    checks); ``owner``, the Культист's seat, is whom it costs one more, wherever it goes."""

    owner: int

    def __new__(cls, name: str, owner: int) -> "AddedCard":
        copy = super().__new__(cls, name)
        copy.owner = owner
        return copy

    def __reduce__(self):
        return (AddedCard, (str(self), self.owner))
# Scenario and bot names of the piles (Variant.piles keys).
PILE_KEYS = {HAND: "hand", SLEEVE: "sleeve", DECK: "deck"}


@dataclass
class CardsPlayer:
    hand: list[str] = field(default_factory=list)
    sleeve: list[str] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)  # the draw pile, top first
    built: list[str] = field(default_factory=list)  # the deck as last built (told to the Mafia)
    prison: int = 0  # phases of Тюрьма still to serve, this one included
    # Политик: phases of the Вече's window («на следующие двое суток») still to serve, within
    # ``prison`` and served first; a new sentence starts a new window instead of adding one.
    veche_prison: int = 0
    dealt: int = 0  # Маньяк: damage dealt so far, counted before blocks
    rewarded: int = 0  # Маньяк: pairs of damage already turned into cards and blocks
    warrior: int = 2  # Воин: discards still turned into sleeve cards
    lucky: int = 2  # Везунчик: redraws left
    cult_card: str | None = None  # Культист: the name of the card added on the first night (an AddedCard)
    last_message: str | None = None  # the text of the last message a card brought (Пересылка copies it)
    played: dict[str, int] = field(default_factory=dict)  # pile -> phase index of an instant play
    refills: int = 0  # instant plays from the hand this phase: a draw each at its end
    died_phase: int | None = None


@dataclass
class CardsGame:
    marauded: bool = False  # Мародер's one copy has been taken
    decks_told: bool = False  # the Mafia learnt each other's decks


@dataclass
class Scratch:
    """The working notes of one phase's resolution."""

    blockaded: set[int] = field(default_factory=set)
    damage: dict[int, int] = field(default_factory=dict)
    pierce: dict[int, int] = field(default_factory=dict)
    blocks: dict[int, int] = field(default_factory=dict)
    prison: dict[int, list[int]] = field(default_factory=dict)  # new terms, by source
    veche_prison: dict[int, int] = field(default_factory=dict)  # a Политик's new window from the Вече
    accuse: dict[int, int] = field(default_factory=dict)
    muted: set[int] = field(default_factory=set)
    converted: set[int] = field(default_factory=set)
    # (seat, card, text, roster) in the order played
    messages: list[tuple[int, str, str, tuple[str, ...]]] = field(default_factory=list)
    message_order: list[int] = field(default_factory=list)  # each message's move, in the order sent
    town: list[tuple[str, str]] = field(default_factory=list)
    taps: list[tuple[int, int]] = field(default_factory=list)  # (listener, target)
    died: list[int] = field(default_factory=list)
    serving: set[int] = field(default_factory=set)  # in Тюрьма during this phase
    snap: dict[int, tuple[list[str], list[str]]] = field(default_factory=dict)  # piles the scouts see
    dealt: dict[int, int] = field(default_factory=dict)  # damage each player's cards dealt (Маньяк)
    results: list[tuple[int, str, dict]] = field(default_factory=list)  # what the scouts learnt
    sentenced: int | None = None


def st(player: "Player") -> CardsPlayer:
    """A player's cards state."""
    return player.state


def gs(game: "Game") -> CardsGame:
    """The game's cards state."""
    return game.state
