"""Комиссар (Закон): Досье — узнаёт, мирный ли персонаж (законники и нейтралы)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import LAW, MAFIA, YAKUZA, faction_of_role, seen_role
from plugins.hp.roles.boss import no_paranoid

ROLE = Role(
    "Комиссар",
    faction=LAW,
    abilities=(Ability("Досье", check=no_paranoid),),
)


def dossier(res: Resolution) -> None:
    for action in res.of("Досье"):
        target = res.player(action.target)
        peaceful = faction_of_role(res.game, seen_role(target)) not in (MAFIA, YAKUZA)
        res.tell(action.actor, "hp.result.dossier_peaceful" if peaceful else "hp.result.dossier_not_peaceful",
                 target=target.name, yourself=target.seat == action.actor)
