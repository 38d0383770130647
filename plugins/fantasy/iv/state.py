"""What edition IV («Темный Гримуар») keeps about players, the game and a phase."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

# The book's common words, shared with the other editions (re-exported for IV's modules).
from plugins.fantasy.common.mechanics import DOCTOR as DOCTOR
from plugins.fantasy.common.mechanics import HORSEMAN as HORSEMAN
from plugins.fantasy.common.state import DEMONS as DEMONS
from plugins.fantasy.common.state import GRAVE as GRAVE
from plugins.fantasy.common.state import INFIRMARY as INFIRMARY
from plugins.fantasy.common.state import LAW as LAW
from plugins.fantasy.common.state import NEUTRAL as NEUTRAL
from plugins.fantasy.common.state import UNDEAD as UNDEAD

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player
    from core.resolution import Resolution

# The week: three phases, the game opens with Новолуние (kinds as the scenario files name them).
NEW, HALF, FULL = "новолуние", "полулуние", "полнолуние"
MOONS = (NEW, HALF, FULL)
EDITION = "IV"

# Statuses, in the book's words.
JAIL = "Темница"
RISEN = "Воскрешен"
PLAGUE = "Чума"
SOLD = "Продал душу"

DEVIL = "Дьявол"
LICH = "Лич"
NECROMANCER = "Некромант"
DEMONOLOGIST = "Демонолог"
SUCCUBUS, HOUND, IMP = "Суккуб", "Гончая Ада", "Бес"


@dataclass
class IVPlayer:
    hp: int = 2
    start_hp: int = 2  # «первоначальное значение»: what he started with (gifts may raise it)
    max_hp: int = 2
    infirmary_at: int = 1  # enters Лазарет at this many ХП or fewer (Кузнец, Иммунитет: 2)
    infirmary_since: int | None = None  # the phase index after which he entered Лазарет
    jail_phase: int | None = None  # the phase index he spends in Темница
    risen_phase: int | None = None  # the phase index he spends as Воскрешен
    infected: bool = False
    death_phase: int | None = None
    # Abilities that acted on him, by phase index (for Раскопки and the other graveyard looks).
    acted_on: dict[int, list[str]] = field(default_factory=dict)
    sold: bool = False  # продал душу
    refused: bool = False  # отказался от Сделки хоть раз
    gift: str | None = None
    deal_via_extra: int | None = None  # the Дьявол's extra-deal slot this soul was bought with
    fame_role: str | None = None  # Слава: the public role whose abilities he has
    torch: bool = False  # Факел from Факельное шествие
    digger_role: str | None = None  # Черный копатель: the dead's public role ...
    digger_phase: int | None = None  # ... usable in this phase
    faceless_used: bool = False  # Безликий
    bite_target: int | None = None  # Укус: whom (for Гон next phase)
    bite_phase: int | None = None
    hellfire_kill: int | None = None  # the Полнолуние index whose Hellfire killed (raise in the next Новолуние)


@dataclass
class Offer:
    """A Сделка offered at the end of one phase, answered in the next."""

    devil: int
    target: int
    phase: int  # the phase index the answer is given in
    extra: int | None = None  # which of the three extra deals (None: the main one)
    question: int | None = None


@dataclass
class IVGame:
    offers: list[Offer] = field(default_factory=list)
    # The Дьявол's three extra deals: None free, -1 spent, a seat: bought that soul (back on its death).
    extra_deals: list[int | None] = field(default_factory=lambda: [None, None, None])
    settled: int | None = None
    announced_plague: int | None = None


@dataclass
class Hit:
    source: int
    target: int
    ability: str
    amount: int
    negated: bool = False


@dataclass
class IVPhase:
    """Working notes of one phase's resolution."""

    blocked: set[int] = field(default_factory=set)
    jailed: list[int] = field(default_factory=list)  # sent to Темница this phase (the jails that stand)
    redirect: dict[int, int] = field(default_factory=dict)  # charmed -> new target
    hits: list[Hit] = field(default_factory=list)
    shielded: set[int] = field(default_factory=set)  # no damage from attacks this phase
    prevent: dict[int, int] = field(default_factory=dict)  # seat -> damage prevented (Исповедь, Атас!)
    moves: list[tuple[int, int, str]] = field(default_factory=list)  # (actor, final target, ability)
    kills: dict[int, str] = field(default_factory=dict)  # straight to Кладбище (not an attack)
    died: list[int] = field(default_factory=list)
    hellfire: tuple[int, int] | None = None  # (Демонолог, target) of this Полнолуние

# --- accessors --------------------------------------------------------------------------------------


def st(player: "Player") -> IVPlayer:
    """A player's edition IV state."""
    return player.state


def gs(game: "Game") -> IVGame:
    """The game's edition IV state."""
    return game.state


def sc(res: "Resolution") -> IVPhase:
    """The working notes of the phase being resolved."""
    return res.scratch
