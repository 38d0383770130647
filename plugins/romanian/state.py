"""What the Romanian book keeps about players, the game, one night and one day."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.events import Audience
    from core.game import Game
    from core.model import Player

# Statuses, in the book's words (what `status:` in scenario files reads).
ST_PRISON = "тюрьма"
ST_LIGHTNING = "молния"
ST_SINNER = "грешен"
ST_BITTEN = "укушен"
ST_BANDAGED = "перевязан"
ST_DRUNK = "спирт"
ST_GAG = "кляп"
ST_SILENCE = "молчанка"
ST_NO_VOTE = "без голоса"
ST_TRAVELLED = "путешествовал"


@dataclass
class RoPlayer:
    # Items in the order they were got (Вор steals the last one): names from items.ITEMS.
    items: list[str] = field(default_factory=list)
    # The night index from which each newly given item works (gifts work from the next phase).
    item_from: dict[str, int] = field(default_factory=dict)
    cabaret: int = 0  # visits to the cabaret, own and forced
    sinner: bool = False
    joined: int = 0  # order of joining the clan (succession by seniority)
    recruiter: bool = False  # Вербовщик, also after becoming the boss
    trusted: bool = False  # named trusted by the boss / the sheriff
    jailed_phase: int | None = None  # day index of the jailing
    died_phase: int | None = None
    died_at_night: bool = False
    died_cause: str | None = None  # shot, silver, axe, hunt, prison, kick (killed); poison, bite, wound... (died)
    lightning: bool = False
    mirror_name: int | None = None  # seat the mirror sends to
    will_name: int | None = None  # seat named in the will
    crime_seen: tuple[int, int] | None = None  # Свидетель: (who shot or struck, whom) last seen
    blood: int = 0  # blood votes against this player (kept until he leaves the game)
    dry: int = 0  # «сухарь» votes accumulated
    active_days: int = 0  # consecutive active days since the last dry one
    missed_vote: bool = False  # did not vote the last day: +1 the next day
    late_day: int | None = None  # posted twice or more after the day closed: +1 on this day
    no_vote_day: int | None = None  # day index whose vote does not count (мэр, метка)
    drunk_day: int | None = None  # day index without a vote (банка спирта)
    gag_day: int | None = None
    silence_day: int | None = None
    bitten_by: int | None = None  # bleeding from a bite: dies next night unless healed
    bitten_night: int | None = None
    bitten_turning: bool = False  # the bite came from the original vampire (a second turns)
    bandaged_wound: int | None = None  # night index: a bandaged wound, dies next night unless healed
    meadow: bool = False
    travelled: bool = False
    kills: list[str] = field(default_factory=list)  # roles killed (Маньяк's collection)
    stolen_kept: int = 0  # Вор: things kept
    pistol: bool = False  # a stolen pistol (Вор)
    turned_from: str | None = None
    card_day: int | None = None  # a card/diploma was used this day index: no role move next night
    forced_cover: int | None = None  # Визитка МВД: cover this seat next night
    forced_doctor: int | None = None
    forced_press: int | None = None
    baron_day: int | None = None  # day index whose vote the Барон casts
    baron_by: int | None = None
    gadzho_kinds: dict[str, str] = field(default_factory=dict)  # phase index -> Гаджо's kind of move
    curse: str | None = None  # the curse on the player
    curses_cast: list[tuple[str, int]] = field(default_factory=list)  # Ведьма: (curse, target) via «Проклятие»
    curse_night: int | None = None


@dataclass
class Clan:
    team: int
    silver: int = 3
    poisons: int = 2
    # The last recruitment target and night (the second notice in a row).
    recruit_target: int | None = None
    recruit_night: int | None = None


@dataclass
class Pending:
    """A question to ask when the next phase opens (see variant.begin_phase)."""

    seat: int
    key: str
    kind: str
    options: tuple[str, ...] = ()
    default: str | None = None
    params: dict[str, Any] = field(default_factory=dict)
    data: dict[str, Any] = field(default_factory=dict)
    # The book's word for the question: a scenario answers it with ``{use: <name>, choice: ...}``.
    name: str | None = None


# The questions' names (docs/variants/romanian.md, «Questions and their defaults»).
Q_RECRUIT = "Вербовка"  # «даёт ответ ведущему по вербовке» (l.93); also the two clans' «выбор» (l.87)
Q_BETRAY = "Сдать соклана"  # «он сдаёт соклана копу(кого посчитает нужным)» (l.97)
Q_MIRROR = "Зеркало"
Q_WILL = "Завещание"
#: The answer that refuses (SCENARIOS.md: ``choice: отказ``); a free-text question accepts it too.
REFUSE = "отказ"


@dataclass
class Asked:
    question: int  # id in game.questions
    kind: str
    seat: int
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class RoGame:
    clans: dict[int, Clan] = field(default_factory=dict)
    cabaret_announce: list[str] = field(default_factory=list)
    jailed_reveal: list[int] = field(default_factory=list)  # jailed yesterday: roles told next morning
    to_ask: list[Pending] = field(default_factory=list)
    asked: list[Asked] = field(default_factory=list)
    antidotes_given: int = 0
    gifts_given: list[str] = field(default_factory=list)
    yellow_used: bool = False
    # Журналист seat -> (night index, [(category key, target name)]): what the paper may print.
    press_seen: dict[int, tuple[int, list[tuple[str, str]]]] = field(default_factory=dict)
    co_winners: list[str] = field(default_factory=list)  # neutrals who won with the main side
    cover_each_other: int = 0
    join_counter: int = 100
    cards_used: list[tuple[int, str, int]] = field(default_factory=list)  # (seat, card, target) of the day
    lightning_pending: list[int] = field(default_factory=list)


@dataclass
class Move:
    """One move of a night, as the master handles it."""

    id: int
    actor: int  # who performs it
    kind: str  # ability name
    targets: list[int]
    step: float
    # The targets as the player sent them (the answer names these: a Гадалка or «Безволие» changes
    # ``targets`` without the player learning of it, l.196, l.220).
    sent: list[int] = field(default_factory=list)
    choice: str | None = None
    guess: str | None = None
    role: str | None = None
    text: str | None = None
    team: int | None = None  # a clan move: the clan
    cops: bool = False  # a cops' move
    # Who hears the answer: the fellowship that made the move (the clan, the cops), as it was when
    # the night's moves were taken (a member shot this night still hears it, in its thread); None: the actor.
    answer_to: "Audience | None" = None
    # The actor agreed to be recruited this night: «Результат хода не получает».
    muted: bool = False
    result: str | None = None  # text key of the answer
    params: dict[str, Any] = field(default_factory=dict)
    done: bool = False
    failed: bool = False
    forced_fail: bool = False  # Гадалка, шут: the answer is «Неудачно» whatever happens
    spent: bool = False  # the Самопал's one shot or a silver bullet is used up (night.spend)
    silent: bool = False  # no answer (the cabaret, consent)
    via: str | None = None  # "card", "gadzho", "swap", "mask"
    reached: int | None = None  # the seat actually reached
    swapped_from: int | None = None  # Шут: the player whose move this was, when he moves first


@dataclass
class Night:
    moves: list[Move] = field(default_factory=list)
    held: dict[int, str] = field(default_factory=dict)  # seat -> why it cannot act from now on
    untouchable: set[int] = field(default_factory=set)
    cabaret: set[int] = field(default_factory=set)
    tour: set[int] = field(default_factory=set)
    tour_willing: set[int] = field(default_factory=set)  # holders of a Справка who said «еду» tonight
    confessed: dict[int, int] = field(default_factory=dict)  # target -> Поп
    invulnerable: set[int] = field(default_factory=set)
    masked_vampires: set[int] = field(default_factory=set)
    covered: dict[int, int] = field(default_factory=dict)  # target -> cop move id
    guarded: dict[int, int] = field(default_factory=dict)  # target -> bodyguard move id
    fortune: set[int] = field(default_factory=set)  # protected by Гадалка
    unprotected: set[int] = field(default_factory=set)  # Цыганка: protection off tonight
    healed: set[int] = field(default_factory=set)  # doctor's clients
    cured: set[int] = field(default_factory=set)  # antidote / kit
    kit: set[int] = field(default_factory=set)
    bandaged: set[int] = field(default_factory=set)
    wounds: dict[int, list[tuple[int | None, str]]] = field(default_factory=dict)  # shot, axe, meadow
    poisons: dict[int, list[tuple[int | None, str]]] = field(default_factory=dict)
    bites: dict[int, list[int]] = field(default_factory=dict)
    kills: dict[int, tuple[int | None, str]] = field(default_factory=dict)  # instant: hunt, prison, kick
    vest_hit: set[int] = field(default_factory=set)
    mirror_used: set[int] = field(default_factory=set)
    attempts: dict[int, list[tuple[int, str]]] = field(default_factory=dict)  # attacker -> (victim, kind)
    seen: dict[int, set[int]] = field(default_factory=dict)  # journalist categories per seat
    powerless: set[int] = field(default_factory=set)
    suicidal: set[int] = field(default_factory=set)
    berserk: set[int] = field(default_factory=set)
    gifts: list[tuple[int, str]] = field(default_factory=list)
    released: set[int] = field(default_factory=set)
    recruited: list[tuple[int, int]] = field(default_factory=list)  # (seat, team)
    recruit_tries: dict[int, list] = field(default_factory=dict)  # seat: [(team, complete, move)]
    turned: set[int] = field(default_factory=set)
    letters: list[tuple[int, int, int]] = field(default_factory=list)
    witness_choice: dict[int, int] = field(default_factory=dict)
    thief_choice: set[int] = field(default_factory=set)
    consent: set[int] = field(default_factory=set)
    singers: set[int] = field(default_factory=set)  # sang «Только мы с конём по полю идём»
    witness: dict[int, int] = field(default_factory=dict)  # witness move id -> watched seat
    masks: dict[int, str] = field(default_factory=dict)  # Шут's mask tonight
    thief_steals: list[tuple[int, int, str]] = field(default_factory=list)  # (thief, victim, thing)
    told: set[tuple[int, str]] = field(default_factory=set)  # (seat, key) told once a night (night.tell_once)
    next_id: int = 0


@dataclass
class Day:
    jailed: int | None = None


def st(player: "Player") -> RoPlayer:
    """A player's Romanian state."""
    return player.state


def gs(game: "Game") -> RoGame:
    """The game's Romanian state."""
    return game.state
