"""Гопник: днём отжимает у цели 5 хп и восстанавливает их себе; может убить."""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import heal, hit
from plugins.hp.roles.authority import immune

ROLE = Role("Гопник", public=True, abilities=(Ability("Гопник", phase=PhaseKind.DAY, allow_self=False,
                                                      aliases=("Отжать",)),))


def squeeze(res: Resolution) -> None:
    for action in res.of("Гопник"):
        if not res.player(action.target).in_game or immune(res.game, action.target):
            continue  # VIP: takes nothing from him and gains nothing
        hit(res, action.actor, action.target, 5, "Гопник", attack=False)
        heal(res, action.actor, 5, targeted=False)
