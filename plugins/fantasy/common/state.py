"""What the fantasy book («Резня в городе N», «Резня I») keeps about players, the game and a phase."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

DEFAULT_LIVES = 2
FOREVER = 10**9  # a life sentence: the prison's last phase index

# Statuses, in the book's words.
INFIRMARY = "Лазарет"
PRISON = "Тюрьма"
GRAVE = "Кладбище"

# Factions.
UNDEAD = "Нежить"
DEMONS = "Демоны"
LAW = "Закон"
NEUTRAL = "Нейтралы"
CIVILIAN_ROLE = "Мирный житель"

# The nights of a cycle, in order; the game opens with Новолуние.
NEW_MOON, HALF_MOON, FULL_MOON = "Новолуние", "Полулуние", "Полнолуние"
MOONS = (NEW_MOON, HALF_MOON, FULL_MOON)

# Editions of the book.
V01, ED1 = "v0.1", "I"


@dataclass
class FantasyPlayer:
    lives: int = DEFAULT_LIVES
    max_lives: int = DEFAULT_LIVES
    prison_until: int | None = None  # last phase index in Тюрьма (FOREVER: for life)
    mask: str | None = None  # the secret role checks show (Инквизитор, Тварь)
    rumour_target: int | None = None  # Сплетник's Слухи (edition I), chosen at the start
    savings: int = 0  # Сплетник's Компромат
    no_public_day: int | None = None  # the day index without public-role abilities
    no_public_why: str | None = None
    no_vote_day: int | None = None  # the day index without the vote (Кража, Смена пола)
    accused_day: int | None = None  # Обвинение в ведьмовстве: the day it holds
    accused_by: int | None = None
    mute: bool = False  # Немота: no vote for the rest of the game (one of the Мэр's two)
    immortal_until: int | None = None  # «Дай погадаю на руке...»: last phase index
    circle_back: int | None = None  # Protective circle: the night index it returns (None: up)
    blessed: bool = False  # Священник's blessing used
    hunt_night: int | None = None  # Гон: the night index of the automatic attack
    hunt_target: int | None = None
    risen_night: int | None = None  # Армия тьмы: rose this night, cannot act in it
    killed_by: list[str] = field(default_factory=list)  # abilities that hurt him in hurt_phase
    hurt_phase: int | None = None
    death_phase: int | None = None
    heir: int | None = None  # Мэр's Преемственность: who takes the public role
    former_mayor: bool = False
    zombie_order: tuple[str, int] | None = None  # Зомбирование: (public ability, target seat)
    zombified_by: int | None = None
    forced_vote: tuple[int, int] | None = None  # (day index, target): a zombie's vote, fixed
    # Мастер карт: the hand, the deck (None until dealt), the cards thrown.
    hand: list[str] = field(default_factory=list)
    deck: list[str] | None = None
    used_cards: list[str] = field(default_factory=list)
    sharper_until: int | None = None  # Шулер: a death until this phase index leaves one life
    shift_back: tuple | None = None  # Сдвиг: (lives, Лазарет, Тюрьма, killed_by, prison_until) to return to
    shift_night: int | None = None  # the night index whose morning returns it
    last_morning: tuple | None = None  # the same at the last morning


@dataclass
class Vote:
    """A vote's weight added to (or taken from) a target for one day, and why."""

    day: int  # phase index
    target: int
    amount: int
    why: str


@dataclass
class FantasyGame:
    extra_votes: list[Vote] = field(default_factory=list)
    void_vote_day: int | None = None  # Дворянин's Взятка (I): the day's vote is broken
    seals: dict[int, list[int]] = field(default_factory=dict)  # Ведьма -> sealed (Печать Небес)
    settled: int | None = None  # the phase index whose end was settled (wins are counted then)
    # Мастер карт's throws: (night index, thrower, card acting, targets, guesses).
    throws: list[tuple[int, int, str, tuple[int, ...], tuple[str, ...]]] = field(default_factory=list)
    puppets: dict[int, int] = field(default_factory=dict)  # Кукла: puppet -> Мастер карт
    puppet_master_shown: list[int] = field(default_factory=list)  # who revealed himself (Кукла)
    paranoia: dict[int, list[int]] = field(default_factory=dict)  # Паранойя: Мастер карт -> whose mail he reads
    card_master_won: int | None = None  # Раскрыть карты: the right list was laid out
    # Влияние: (day index, puppet) -> whom the puppet's votes go to (None: as the Дворянин votes).
    influence: dict[tuple[int, int], tuple[int, int | None]] = field(default_factory=dict)
    saving: set[tuple[int, int]] = field(default_factory=set)  # Компромат: (day, seat) who saved today
    bribes: list[tuple[int, int, int]] = field(default_factory=list)  # Взятка (Богач): (day, target, who gave it)
    rallies: set[tuple[int, int]] = field(default_factory=set)  # Митинг v0.1: (day, seat) whose vote is 5
    # Преемственность / Перерождение asked when it happens: (kind, seat asked) raised while a
    # phase was being resolved, asked when the next one begins; question id -> (kind, seat asked)
    # still open (the default applies when the phase ends unanswered).
    to_ask: list[tuple[str, int]] = field(default_factory=list)
    asked: dict[int, tuple[str, int]] = field(default_factory=dict)
    resolving: bool = False


@dataclass
class Hit:
    """One attack (or damage) of a night."""

    source: int
    target: int
    ability: str
    amount: int
    strength: int  # the book's order of attack strength: 1 strongest; 99: not an attack
    blocked: bool = False
    redirected_by: int | None = None  # a guard who took it


@dataclass
class Night:
    """Working notes of one night's resolution."""

    redirect: dict[int, int] = field(default_factory=dict)  # charmed seat -> new target (Очарование)
    hits: list[Hit] = field(default_factory=list)
    # Every targeted move after redirection: (actor, target, ability), for Дозор, Слухи, Астролог.
    moves: list[tuple[int, int, str]] = field(default_factory=list)
    blocked: set[int] = field(default_factory=set)  # players whose moves did not happen
    secret_aims: dict[int, list[int]] = field(default_factory=dict)  # target -> who used a secret ability on him
    start_lives: dict[int, int] = field(default_factory=dict)
    damaged_by: dict[int, list[str]] = field(default_factory=dict)
    cursed: dict[int, int] = field(default_factory=dict)  # target -> Ведьма (Порча)
    guards: dict[int, int] = field(default_factory=dict)  # target -> his guard (На страже)
    sudden_death: set[int] = field(default_factory=set)  # Порча, Аутодафе: dies, nothing saves
    burned: set[int] = field(default_factory=set)  # Аутодафе's targets (the reason of their sudden death)
    # Паранойя (Тварь): the Тварь's seat -> the Мастера карт its true letters are hidden from tonight
    mail_hidden: dict[int, set[int]] = field(default_factory=dict)
    devour_masks: dict[int, str] = field(default_factory=dict)  # Пожирай: the Тварь -> the victim's role
    died: set[int] = field(default_factory=set)  # who died this morning (after the statuses)
    crowd_news: list[tuple[str, int]] = field(default_factory=list)  # Лицо толпы: (ability, target)
    mirage: dict[int, int] = field(default_factory=dict)  # Мираж: target -> Мастер карт
    shrouded: set[int] = field(default_factory=set)  # Покров: the target's attacks are blocked
    aegis: dict[int, int] = field(default_factory=dict)  # Эгида: target -> Мастер карт
    shield: dict[int, int] = field(default_factory=dict)  # Щит: target -> Мастер карт


@dataclass
class Day:
    """Working notes of one day's resolution."""

    executed: int | None = None
    acquitted: bool = False

# --- accessors --------------------------------------------------------------------------------------


def st(player: "Player") -> FantasyPlayer:
    """A player's fantasy state."""
    return player.state


def gs(game: "Game") -> FantasyGame:
    """The game's fantasy state."""
    return game.state
