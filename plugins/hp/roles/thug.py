"""Громила (Мафия): Нападение — урон, равный половине хп цели на начало ночи.
После смерти босса забирает его пистолет (см. boss.inherit_pistol)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import MAFIA, THUG, hit, st

ROLE = Role(
    THUG,
    faction=MAFIA,
    knows_fellows=True,
    abilities=(Ability("Нападение", allow_self=False, tags=frozenset({"attack", "mafia"})),),
)


def assault(res: Resolution) -> None:
    for action in res.of("Нападение"):
        start = res.scratch.start_hp.get(action.target, st(res.player(action.target)).hp)
        # Half is a multiplier like the others: rounded down only at the end (hit).
        hit(res, action.actor, action.target, max(start, 0) / 2, "Нападение", mafia=True)
