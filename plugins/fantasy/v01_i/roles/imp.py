"""Бес (Демоны): Нападение — 1 урон; Загнанный в угол — 2 урона."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.roles import ATTACK, NIGHT, tags
from plugins.fantasy.common.mechanics import HOUND, SUCCUBUS, cornered
from plugins.fantasy.common.state import DEMONS, Hit
from plugins.fantasy.v01_i.night import act, targets

# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Загнанный в угол", ())]

ROLE = Role("Бес", faction=DEMONS, abilities=(
    Ability("Нападение", phase=NIGHT, value=5, allow_self=False, tags=tags(ATTACK)),
))


def assault_hits(res: Resolution, ability: str) -> list[Hit]:
    """Нападение: 1 damage; Загнанный в угол (the Суккуб and the Гончая Ада dead, or the Демонолог): 2, stronger."""
    hits = []
    for action in act(res, ability):
        if cornered(res.game, (SUCCUBUS, HOUND)):  # Загнанный в угол
            hits.append(Hit(action.actor, targets(res, action)[0], ability, 2, 3))
        else:
            hits.append(Hit(action.actor, targets(res, action)[0], ability, 1, 5))
    return hits
