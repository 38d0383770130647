"""What edition II («Сатисфакция») keeps about players, the game and a phase: lives and the
statuses of edition I, plus Личины (personas), the Демиург's cards and the marks of II's roles."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from plugins.fantasy.common.state import DEMONS, LAW, NEUTRAL, UNDEAD, FantasyPlayer
from plugins.fantasy.common.state import Hit as BaseHit

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player
    from core.resolution import Resolution
    from core.registry import RoleRegistry

EDITION = "II"
__all__ = ["DEMONS", "LAW", "NEUTRAL", "UNDEAD"]

RISEN = "Воскрешён"
EXILE = "Каторга"

LICH, NECROMANCER, DEMONOLOGIST = "Лич", "Некромант", "Демонолог"
IMP, SUCCUBUS, HOUND = "Бес", "Суккуба", "Гончая Ада"
CAPTAIN, INQUISITOR = "Начальник стражи", "Инквизитор"
PEASANT1, PEASANT2 = "Крестьянин 1", "Крестьянин 2"
PEASANT = "Крестьянин"  # the persona of both
BEAST, DEMIURGE = "Тварь", "Демиург"
STRANGER = "Странник"
DEMON_ROLES = (IMP, SUCCUBUS, HOUND)  # «Плоть слаба»: the Демонолог is not a demon

# «Таблица личин на первую ночь»: the personas each secret role starts with, one of each.
_ALL = ("Лич", "Зомби", "Призрак", "Некромант", "Демонолог", "Бес", "Суккуба", "Гончая Ада",
        "Начальник стражи", "Инквизитор", "Дознаватель", "Крестьянин", "Тварь", "Демиург")
START_PERSONAS = {
    LICH: ("Лич", "Суккуба", "Гончая Ада", "Начальник стражи", "Крестьянин", "Демиург"),
    "Зомби": ("Зомби", "Бес", "Инквизитор", "Дознаватель", "Крестьянин", "Тварь"),
    "Призрак": ("Призрак", "Демонолог", "Бес", "Гончая Ада", "Дознаватель", "Крестьянин"),
    NECROMANCER: ("Некромант", "Лич", "Суккуба", "Начальник стражи", "Крестьянин", "Демиург"),
    DEMONOLOGIST: ("Демонолог", "Лич", "Некромант", "Начальник стражи", "Крестьянин", "Демиург"),
    IMP: ("Бес", "Зомби", "Призрак", "Инквизитор", "Дознаватель", "Крестьянин"),
    SUCCUBUS: ("Суккуба", "Призрак", "Демонолог", "Начальник стражи", "Крестьянин", "Тварь"),
    HOUND: ("Гончая Ада", "Лич", "Зомби", "Инквизитор", "Крестьянин", "Тварь"),
    CAPTAIN: ("Начальник стражи", "Призрак", "Демонолог", "Гончая Ада", "Инквизитор", "Крестьянин"),
    INQUISITOR: ("Инквизитор", "Лич", "Демонолог", "Бес", "Крестьянин", "Тварь"),
    "Дознаватель": ("Дознаватель", "Зомби", "Некромант", "Бес", "Крестьянин", "Демиург"),
    PEASANT1: _ALL,
    PEASANT2: _ALL,
    BEAST: ("Тварь",),
    DEMIURGE: ("Демиург", "Некромант", "Суккуба", "Гончая Ада", "Инквизитор", "Дознаватель", "Крестьянин"),
}


def persona_of(role: str) -> str:
    """The persona a secret role shows: both Крестьянин are «Крестьянин»."""
    return PEASANT if role in (PEASANT1, PEASANT2) else role


def persona_names(roles: "RoleRegistry | None" = None) -> frozenset[str]:
    """Every persona that may be named: the secret roles' (never Странник)."""
    return frozenset(_ALL)


def canonical_persona(roles: "RoleRegistry", name: str) -> str | None:
    """A persona named by a player (any case, «Суккуб», «Крестьянин 2»), or None."""
    role = roles.role(name)
    if role is None or role.public:
        return None
    return persona_of(role.name)


@dataclass
class IIPlayer(FantasyPlayer):
    personas: dict[str, int] = field(default_factory=dict)
    cards: int = 0  # Рука судьбы
    infirmary_nights: int = 0  # nights spent in Лазарет (three: +1 life)
    risen: bool = False  # Воскрешён: no vote
    exiled: bool = False  # Каторга
    bluff: tuple[int, tuple[str, ...]] | None = None  # Блеф: (night index, five personas)
    vist_day: int | None = None  # Вист: the day index with 2 votes off
    misere_night: int | None = None  # Мизер: the night index his abilities work from Лазарет and Тюрьма
    circle_up: bool = False  # Protective circle summoned and not yet used
    summon_ready: int | None = None  # Sacrifice!: the Новолуние index he may summon a demon back
    joker_roles: list[str] = field(default_factory=list)  # Джокер: roles named
    joker_night: int | None = None  # Джокер right: attacks on him cancelled this night
    # Abilities that acted on him, by phase index (Вскрытие показало: «все способности, действовавшие на
    # убитого в ночь смерти»).
    acted_on: dict[int, list[str]] = field(default_factory=dict)


@dataclass
class DueAnswer:
    """A day's check answered on a later night (Пророчество, Позолоти ручку)."""

    night: int  # the night index at whose end it is told
    ability: str
    actor: int
    target: int


@dataclass
class IIGame:
    extra_votes: list = field(default_factory=list)  # plugins.fantasy.common.state.Vote
    void_vote_day: int | None = None  # Компромат: the day whose vote is broken
    settled: int | None = None
    demiurge_won: int | None = None  # Ва-банк: the right list was laid out
    due_answers: list[DueAnswer] = field(default_factory=list)
    influence: dict[tuple[int, int], tuple[int, int | None]] = field(default_factory=dict)
    saving: set[tuple[int, int]] = field(default_factory=set)  # Грязные тайны: (day, seat) saved today
    seals: dict[int, tuple[int, int]] = field(default_factory=dict)  # Печать Небес: Ведьма -> (night, sealed)
    # Транс: «следующей ночью узнаёт» — (night index, Оракул, role, moves) told again when that night begins.
    trances: list[tuple[int, int, str, tuple[str, ...]]] = field(default_factory=list)


@dataclass
class Hit(BaseHit):
    """One attack of a night (``redirected_by``: the guard who took it); Раздача and Пас hand a card."""

    cards: int = 0


@dataclass
class IINight:
    redirect: dict[int, int] = field(default_factory=dict)
    moves: list[tuple[int, int, str]] = field(default_factory=list)  # (actor, final target, ability)
    secret: set[tuple[int, int, str]] = field(default_factory=set)  # the moves of secret-role abilities (and Ход)
    blocked: set[int] = field(default_factory=set)
    hits: list[Hit] = field(default_factory=list)
    sudden: dict[int, str] = field(default_factory=dict)  # seat -> why (Порча, Аутодафе, Баст)
    start_cards: dict[int, int] = field(default_factory=dict)
    hod: dict[int, str] = field(default_factory=dict)  # seat -> the card played
    crowd: list[tuple[str, int]] = field(default_factory=list)  # Лицо толпы
    bust_dead: list[int] = field(default_factory=list)

# --- accessors --------------------------------------------------------------------------------------


def st(player: "Player") -> IIPlayer:
    """A player's edition II state."""
    return player.state


def gs(game: "Game") -> IIGame:
    """The game's edition II state."""
    return game.state


def sc(res: "Resolution") -> IINight:
    """The working notes of the phase being resolved."""
    return res.scratch
