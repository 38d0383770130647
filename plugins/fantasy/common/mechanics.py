"""Lives, statuses and moons: what every role of the fantasy book leans on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Optional

from core.model import Exit, Player
from core.rules import Action, Rejection, reject
from core.variant import DRAW

from plugins.fantasy.common.state import gs, st  # noqa: F401 (the accessors, for the modules that import them here)
from plugins.fantasy.common.state import (
    ED1, FOREVER, FULL_MOON, GRAVE, INFIRMARY, MOONS, PRISON, V01,
)

if TYPE_CHECKING:
    from core.ballot import Ballot
    from core.game import Game
    from core.resolution import Resolution

BEAST = "Тварь"
LICH = "Лич"
NECROMANCER = "Некромант"
DEMONOLOGIST = "Демонолог"
IMP = "Бес"
SUCCUBUS = "Суккуб"
HOUND = "Гончая Ада"
CIVILIAN = "Мирный житель"
INQUISITOR = "Инквизитор"
CAPTAIN = "Начальник стражи"
GUARD = "Стражник"
MAYOR = "Мэр"
PRIEST = "Священник"
CARD_MASTER = "Мастер карт"
SMITH = "Кузнец"
DOCTOR = "Чумной Доктор"  # IV's: the one the Всадник Апокалипсиса comes of
HORSEMAN = "Всадник Апокалипсиса"
# Public roles the steps name
GOSSIP = "Сплетник"
WEREWOLF = "Оборотень"
REBEL = "Бунтарь"
LEPER = "Прокаженный"
RECLUSE = "Затворник"
WARRIOR = "Воитель"
NOBLE = "Дворянин"
RICH = "Богач"
ARMY = ("Зомби", "Призрак", NECROMANCER)
DEMON_SERVANTS = (IMP, SUCCUBUS, HOUND)


def edition(game: "Game") -> str:
    return getattr(game.variant, "edition", None) or game.variant.options.get("edition", ED1)


def is_v01(game: "Game") -> bool:
    return edition(game) == V01


# --- phases and moons --------------------------------------------------------


def night_number(game: "Game", index: int) -> int:
    """The number of the night at this phase index, or of the last night before a day
    (0 for a day before the first night)."""
    first_is_night = game.start_kind == "night"
    return index // 2 + 1 if first_is_night else (index + 1) // 2


def moon(game: "Game", index: int | None = None) -> str:
    """Новолуние, Полулуние or Полнолуние: the night at this index (the game opens with Новолуние)."""
    number = night_number(game, game.phase.index if index is None else index)
    return MOONS[(max(number, 1) - 1) % 3]


def night_cycle(game: "Game", index: int) -> int:
    """The «цикл ночей» a phase belongs to: three nights and the days after them
    (a day before the first night belongs to the first cycle)."""
    return (max(night_number(game, index), 1) - 1) // 3


def is_full_moon(game: "Game") -> bool:
    return moon(game) == FULL_MOON


# --- statuses -----------------------------------------------------------------


def in_prison(player: Player) -> bool:
    return PRISON in player.statuses


def in_infirmary(player: Player) -> bool:
    return INFIRMARY in player.statuses


def standing(player: Player) -> bool:
    """Alive and not in Тюрьма: what counts for win conditions."""
    return player.alive and not in_prison(player)


def seen_role(game: "Game", player: Player) -> str:
    """The secret role a check shows (masks of Инквизитор and Тварь)."""
    return st(player).mask or player.role


def dead_roles(game: "Game") -> set[str]:
    return {p.role for p in game.players if not p.alive}


def cornered(game: "Game", other_two: tuple[str, str]) -> bool:
    """«Если на Кладбище находятся либо <the other two>, либо Демонолог»."""
    dead = dead_roles(game)
    return DEMONOLOGIST in dead or all(role in dead for role in other_two)


# --- lives ------------------------------------------------------------------------


def damage(game: "Game", seat: int, amount: int, ability: str) -> None:
    player = game.players[seat]
    if amount <= 0 or not player.alive:
        return
    s = st(player)
    if s.immortal_until is not None and s.immortal_until >= game.phase.index:
        return  # «Дай погадаю на руке...»: immortal for two days
    s.lives -= amount
    hurt(game, player, ability)


def hurt(game: "Game", player: Player, ability: str) -> None:
    """Note what hurt the player this phase (Расследование tells the phase of his death)."""
    s = st(player)
    if s.hurt_phase != game.phase.index:
        s.hurt_phase = game.phase.index
        s.killed_by = []
    if ability and ability not in s.killed_by:
        s.killed_by.append(ability)


def heal(game: "Game", seat: int, amount: int = 1) -> int:
    player = game.players[seat]
    if not player.alive:
        return 0
    s = st(player)
    before = s.lives
    s.lives = min(s.max_lives, s.lives + amount)
    return s.lives - before


def imprison(game: "Game", player: Player, until: int) -> None:
    if not player.alive:
        return
    s = st(player)
    if s.prison_until is not None and s.prison_until >= until:
        return
    s.prison_until = until
    if PRISON not in player.statuses:
        player.statuses.add(PRISON)
        game.announce("fantasy.prison_in_forever" if until >= FOREVER else "fantasy.prison_in",
                      player=player.name)
    if until >= FOREVER:
        game.variant.on_life_sentence(game, player)


def kill(game: "Game", player: Player, why: str) -> None:
    """To Кладбище now: the secret role (or the mask) is told to the town."""
    if not player.alive:
        return
    s = st(player)
    if why in ("Вече", "Операция") and s.immortal_until is not None and s.immortal_until >= game.phase.index:
        # «Дай погадаю на руке...»: immortal for two days — neither the Вече nor the knife kills him.
        game.announce("fantasy.immortal", player=player.name)
        return
    if s.sharper_until is not None and s.sharper_until >= game.phase.index:
        # Шулер: instead of dying he keeps one life (once).
        s.sharper_until = None
        s.lives = 1
        game.announce("fantasy.cards.sharper", player=player.name)
        return
    s.lives = min(s.lives, 0)
    if why and (s.hurt_phase != game.phase.index or why not in s.killed_by):
        hurt(game, player, why)
    game.leave(player, Exit.DIED)
    s.death_phase = game.phase.index
    player.statuses.discard(INFIRMARY)
    player.statuses.discard(PRISON)
    player.statuses.add(GRAVE)
    game.announce("fantasy.died", player=player.name, role=game.variant.shown_role(game, player))
    game.variant.on_death(game, player)


def settle(game: "Game") -> None:
    """The end of a phase: 0 lives → Кладбище, 1 → Лазарет, more → out of Лазарет;
    Тюрьма ends when its time is out. Every change is announced."""
    index = game.phase.index
    gs(game).settled = index
    for player in game.players:
        if not player.alive:
            continue
        s = st(player)
        if s.lives <= 0:
            kill(game, player, s.killed_by[-1] if s.killed_by else "")
            continue
    for player in game.players:
        if not player.alive:
            continue
        s = st(player)
        if s.lives == 1 and player.role != BEAST:  # Превзмогай: Тварь never goes to Лазарет
            if not in_infirmary(player):
                if player.public == PRIEST and not s.blessed and game.variant.has_public_ability(
                        game, player, "Божественное благословление"):
                    s.blessed = True
                    s.lives = min(s.max_lives, 2)
                    game.announce("fantasy.blessed", player=player.name)
                    continue
                player.statuses.add(INFIRMARY)
                game.announce("fantasy.infirmary_in", player=player.name)
        elif in_infirmary(player) and s.lives > 1:
            player.statuses.discard(INFIRMARY)
            game.announce("fantasy.infirmary_out", player=player.name)
        if in_prison(player) and s.prison_until is not None and s.prison_until <= index:
            player.statuses.discard(PRISON)
            s.prison_until = None
            game.announce("fantasy.prison_out", player=player.name)


__all__ = ["st", "gs", "edition", "is_v01", "moon", "night_cycle", "damage", "heal", "kill", "settle",
           "imprison", "seen_role", "standing", "in_prison", "in_infirmary", "FOREVER"]


# --- shared by the editions -----------------------------------------------------------------------

Check = Callable[["Game", Player, Action], Optional[Rejection]]


def all_of(*checks: Check | None) -> Check:
    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        for check in checks:
            if check is not None:
                rejection = check(game, player, action)
                if rejection is not None:
                    return rejection
        return None

    run.excludes = frozenset().union(*(getattr(c, "excludes", frozenset()) for c in checks))  # type: ignore[attr-defined]
    return run


def unless(*others: str) -> Check:
    """«Если не применяет X»: the two exclude each other. A move waiting for the phase's end is
    replaced by the later one («заявки можно изменять сколько угодно»; ``Ability.excludes``, which
    :func:`ab` takes from the check); an instant move beside a waiting one of X is refused."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        ability = game.ability_of(player, action.ability)
        if ability is None or not ability.instant:
            return None  # it replaces the other (core Game: Ability.excludes)
        for (seat, _), pending in game.pending.items():
            if seat == player.seat and pending.ability in others and pending.ability != action.ability:
                return reject("reject.iv.exclusive", ability=action.ability, other=pending.ability)
        return None

    run.excludes = frozenset(others)  # type: ignore[attr-defined]
    return run


def faction_winners(game: "Game", neutral: str) -> list[int]:
    """«Победы достигает вся выигравшая фракция, вне зависимости от статусов ее участников,
    за исключением нейтралов» (editions II and IV): a neutral winner only while alive."""
    if not game.over or game.winner is None or game.winner == DRAW:
        return []
    found = []
    for p in game.players:
        if p.faction == neutral:
            if p.role == game.winner and p.alive:
                found.append(p.seat)
        elif p.faction == game.winner:
            found.append(p.seat)
    return found


def tell_moved_votes(res: "Resolution", ballot: "Ballot", moved: dict[int, tuple[int, str]]) -> None:
    """A voter whose vote an effect cast elsewhere (``moved``: seat -> (target, the effect)) is told so
    at the Вече, where that vote counted."""
    for marks in ballot.rows.values():
        for mark in marks:
            if mark.voter in moved:
                target, why = moved[mark.voter]
                res.tell(mark.voter, "fantasy.result.vote_moved", target=res.player(target).name, why=why)
