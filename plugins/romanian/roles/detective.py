"""Следователь (Мирные): бронежилет с начала; поиск вербовщика (нашёл — сразу
стреляет), выстрел, прикрытие, допрос посаженного; отправляет ходы копов."""

from core.rules import Ability, Role
from core.resolution import Resolution

from plugins.romanian.mechanics import DETECTIVE, RECRUITER, TOWN
from plugins.romanian.roles._clan import TRUST, clan_move, clan_slot
from plugins.romanian.roles._cops import COP_ABILITIES
from plugins.romanian.roles.boss import search
from plugins.romanian.state import Move

SEARCH = "Поиск вербовщика"

ROLE = Role(
    DETECTIVE,
    faction=TOWN,
    knows_fellows=True,
    abilities=(Ability(SEARCH, check=clan_move, aliases=("Поиск",), slot=clan_slot(SEARCH)), *COP_ABILITIES, TRUST),
)


def search_recruiter(res: Resolution, move: Move) -> None:
    search(res, move, RECRUITER, "romanian.answer.not_recruiter")
