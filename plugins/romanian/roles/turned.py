"""Обращённый вампир (Вампиры): кусает, не обращает; не кусает медведя, попа и
вампиров. Убить его может только серебро. Ход в клане, если он был в клане,
ему уже не доступен."""

from core.rules import Ability, Role

from plugins.romanian.mechanics import TURNED, VAMPIRES
from plugins.romanian.roles.vampire import BITE

ROLE = Role(
    TURNED,
    faction=VAMPIRES,
    aliases=("Обращенный вампир", "Обращённый"),
    abilities=(Ability(BITE, allow_self=False, tags=frozenset({"attack"})),),
)
