"""What the HP book keeps about players, the game and one night."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

HEALTHY = 75
LIGHT = 50  # 50-74: lightly wounded, the town sees it
HOSPITAL = 20  # 20-49: hospital
COMA = 1  # 1-19: coma
DEFAULT_HP = 100

# Statuses, in the book's words.
ST_HOSPITAL = "больница"
ST_COMA = "кома"
ST_WOUNDED = "легко ранен"
ST_EXPOSED = "разоблачён"
ST_PROTECTED = "защита"


@dataclass
class HpPlayer:
    hp: int = DEFAULT_HP
    max_hp: int = DEFAULT_HP
    exposure: int = 0
    mask: str | None = None  # the secret role checks see (Маскировка)
    marks: int = 0  # Медитация marks, activated by Месть
    mafia_double: bool = False  # failed a Послание: double damage from the mafia
    saved_shots: int = 0  # Босс's saved pistol shots (Громила inherits them)
    pistol_victim: int | None = None  # Послание: the victim named for this player's shot
    pistol_night: int | None = None  # the night index the sent pistol may be used
    pistol_from: int | None = None  # the boss who sent it
    trap_night: int | None = None  # the night index a Ловушка on this player is armed
    trap_by: int | None = None
    reanimated_night: int | None = None  # Реаниматолог: may act this night from hospital/coma
    died_phase: int | None = None
    died_at_night: bool = False
    plagiarized: str | None = None  # Плагиатор: the public role copied
    plagiarized_from: int | None = None
    plagiarized_until: int | None = None
    hospital_at_day_start: bool = False
    day_start_hp: int = DEFAULT_HP


@dataclass
class Reveal:
    """A role the town learns after a later vote (masked or paranoid dead)."""

    seat: int
    role: str
    after_vote: int  # announced once this many day votes have been held
    masked_as: str | None = None  # the true role after a mask: the role announced before (said why)


@dataclass
class HpGame:
    votes_held: int = 0
    reveals: list[Reveal] = field(default_factory=list)
    # Сэнсэи who died: their Месть fires by itself at this night index.
    auto_revenge: dict[int, int] = field(default_factory=dict)
    boss_dead: bool = False


@dataclass
class Hit:
    """One blow of a night or day, as the book counts them."""

    source: int | None
    target: int
    ability: str
    amount: int
    attack: bool


@dataclass
class Day:
    """Working notes of one day's resolution."""

    executed: int | None = None
    executed_shown: str | None = None  # the role the town was told


@dataclass
class Night:
    """Working notes of one night's resolution."""

    start_hp: dict[int, int] = field(default_factory=dict)
    # Who sat in hospital (or coma) when the night began and regains there.
    in_hospital: set[int] = field(default_factory=set)
    protected: set[int] = field(default_factory=set)
    meditating: set[int] = field(default_factory=set)
    no_heal: set[int] = field(default_factory=set)
    hits: list[Hit] = field(default_factory=list)
    # Targeted night moves: (actor, target, ability), for spying and tracking.
    moves: list[tuple[int, int, str]] = field(default_factory=list)
    acted: set[int] = field(default_factory=set)
    # ВДВшник's counter-attacks dealt tonight: (paratrooper, attacker), 20 once per attacker.
    countered: set[tuple[int, int]] = field(default_factory=set)


def st(player: "Player") -> HpPlayer:
    """A player's HP state."""
    return player.state


def gs(game: "Game") -> HpGame:
    """The game's HP state."""
    return game.state
