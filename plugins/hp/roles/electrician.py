"""Электрик: днём бьёт цель током на 10 урона после казни; может убить."""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import hit
from plugins.hp.roles.authority import immune

ROLE = Role("Электрик", public=True,
            abilities=(Ability("Электрик", phase=PhaseKind.DAY, allow_self=False, aliases=("Удар током", "Ток")),))


def shock(res: Resolution) -> None:
    for action in res.of("Электрик"):
        if res.player(action.target).in_game and not immune(res.game, action.target):
            hit(res, action.actor, action.target, 10, "Электрик", attack=False)
