"""Names, sides and small helpers of the Romanian book, shared by every role.

The night machinery (moves, reaching a target, hostile effects) is in
``night.py``; the day (votes, prison) in ``day.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from core.events import Audience, fellowship_id
from core.model import Player
from core.names import fold
from plugins.romanian.state import ST_PRISON, Clan, gs, st

if TYPE_CHECKING:
    from core.game import Game

# Factions.
MAFIA = "Мафия"
TOWN = "Мирные"
VAMPIRES = "Вампиры"
NEUTRAL = "Нейтралы"

# Roles, to keep the spelling in one place.
BOSS = "Босс"
RECRUITER = "Вербовщик"
SOLDIER = "Рядовой"
DETECTIVE = "Следователь"
ASSISTANT = "Помощник следователя"
DOCTOR = "Врач"
MAYOR = "Мэр"
GYPSY = "Цыганка"
PRIEST = "Поп"
BARON = "Барон"
JOURNALIST = "Журналист"
WITNESS = "Свидетель"
BEAR = "Медведь"
BODYGUARD = "Телохранитель"
FORTUNE = "Гадалка"
THIEF = "Вор"
MANIAC = "Маньяк"
TOUR = "Туроператор"
WITCH = "Ведьма"
JESTER = "Шут"
GADZHO = "Гаджо"
VAMPIRE = "Вампир"
TURNED = "Обращённый вампир"
HORSE = "Бляцкий конь"
CIVILIAN = "Мирный житель"

CLAN_ROLES = (BOSS, RECRUITER, SOLDIER)
COP_ROLES = (DETECTIVE, ASSISTANT)
VAMPIRE_ROLES = (VAMPIRE, TURNED)
# Who carries a pistol (Вор steals it first); the owner of a Самопал too.
PISTOL_ROLES = (BOSS, SOLDIER, RECRUITER, DETECTIVE, ASSISTANT, BODYGUARD)
RECRUITABLE = (BARON, THIEF, WITNESS, MAYOR, GYPSY, JOURNALIST, JESTER, GADZHO, BODYGUARD)
MAX_CLAN = 5

# The colours of the Маньяк's collection (the book names four colours but not
# which roles have them: docs/variants/romanian.md).
COLOURS = {MAFIA: "красный", TOWN: "зелёный", VAMPIRES: "оранжевый", NEUTRAL: "оранжевый"}
COP_COLOUR = "синий"

FOREVER = 10**9

# «Убит(топор,выстрел,охота,молния). Умер(укус,яд,духи, смерть от раны)» (l.25–26): the causes of a
# death that make it a killing (the prison shot is a shot, the horse's hoof a blow); the others
# (poison, perfume, bite, a wound left unhealed, the meadow) make it a death.
KILLED_CAUSES = ("shot", "silver", "axe", "hunt", "prison", "kick")


SILVER_WORDS = ("серебр", "silver")


def is_silver(choice: str | None) -> bool:
    """A shot's choice that means a silver bullet («серебро», «серебряной»...)."""
    return choice is not None and any(fold(choice).startswith(w) for w in SILVER_WORDS)


def clan(game: "Game", team: int) -> Clan:
    clans = gs(game).clans
    if team not in clans:
        clans[team] = Clan(team)
    return clans[team]


def jailed(player: Player) -> bool:
    return player.alive and player.removed and ST_PRISON in player.statuses


def is_clan(player: Player) -> bool:
    return player.role in CLAN_ROLES and player.faction == MAFIA


def clan_members(game: "Game", team: int | None, *, in_game: bool = True) -> list[Player]:
    """The members of a clan (not the turned vampires among them), senior first."""
    if team is None:
        return []
    members = [p for p in game.players if p.team == team and is_clan(p) and (p.in_game or not in_game)]
    return sorted(members, key=lambda p: (st(p).joined, p.seat))


def clan_hearers(game: "Game", team: int | None) -> list[int]:
    """Who hears a clan move's answer: the clan in the game, turned members included."""
    if team is None:
        return []
    return [p.seat for p in game.players if p.team == team and p.in_game
            and (is_clan(p) or st(p).turned_from in CLAN_ROLES)]


def clan_id(team: int) -> str:
    """The fellowship id of a clan (``RomanianVariant.fellowships``)."""
    return fellowship_id(MAFIA, team)


#: The fellowship id of the cops (Шериф and Помощник).
COPS = fellowship_id(TOWN, None)


def fellowship_now(game: "Game", id: str) -> "Audience | None":
    """A fellowship (a clan: ``clan_id``; the cops: ``COPS``) as an audience: its members now, told
    in its thread; None when none of it is left."""
    found = game.variant.fellowship(game, id)
    return Audience.of(found) if found is not None else None


def boss_of(game: "Game", team: int | None) -> Player | None:
    for p in clan_members(game, team):
        if p.role == BOSS:
            return p
    return None


def cops(game: "Game") -> list[Player]:
    return [p for p in game.players if p.role in COP_ROLES and p.in_game]


def sheriff(game: "Game") -> Player | None:
    for p in cops(game):
        if p.role == DETECTIVE:
            return p
    return None


def has_pistol(player: Player) -> bool:
    return player.role in PISTOL_ROLES or "Самопал" in st(player).items or st(player).pistol


def has_item(game: "Game", player: Player, item: str) -> bool:
    """The player has the item and it already works (gifts work from the next phase)."""
    s = st(player)
    return item in s.items and s.item_from.get(item, 0) <= game.phase.index


def give_item(game: "Game", player: Player, item: str, *, from_phase: int | None = None) -> None:
    s = st(player)
    s.items.append(item)
    s.item_from[item] = game.phase.index + 1 if from_phase is None else from_phase


def take_item(player: Player, item: str) -> bool:
    s = st(player)
    if item not in s.items:
        return False
    s.items.remove(item)
    if item not in s.items:
        s.item_from.pop(item, None)
    return True


def side_colour(player: Player) -> str:
    if player.role in COP_ROLES:
        return COP_COLOUR
    return COLOURS.get(player.faction, "оранжевый")


def names(game: "Game", seats: Iterable[int]) -> list[str]:
    return [game.players[s].name for s in seats]


def previous_night(game: "Game") -> int:
    """The index of the night before the current phase's night (nights are two apart)."""
    return game.phase.index - 2


def jail(game: "Game", player: Player, phase: int) -> None:
    """Prison: out of the game, alive; the town learns the role after the next vote."""
    player.removed = True
    player.statuses.add(ST_PRISON)
    s = st(player)
    s.jailed_phase = phase
    s.blood = 0
    gs(game).jailed_reveal.append(player.seat)
