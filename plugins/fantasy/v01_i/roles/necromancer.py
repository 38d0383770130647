"""Некромант (Нежить): Перерождение (Л,Т) — принимает роль Лича при его смерти или
пожизненной Тюрьме; Переливание жизни — урон себе, +1 жизнь цели."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.mechanics import damage, heal
from plugins.fantasy.common.roles import L, NIGHT, not_self, T
from plugins.fantasy.common.state import UNDEAD
from plugins.fantasy.v01_i.night import act, targets

# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Перерождение", (L, T))]

ROLE = Role("Некромант", faction=UNDEAD, abilities=(
    Ability("Переливание жизни", phase=NIGHT, aliases=("Переливание",), check=not_self),
))


def transfusion(res: Resolution) -> None:
    """Переливание жизни: one damage to himself, +1 life to the target."""
    for action in act(res, "Переливание жизни"):
        damage(res.game, action.actor, 1, "Переливание жизни")
        heal(res.game, targets(res, action)[0], 1)
