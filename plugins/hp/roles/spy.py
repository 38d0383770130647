"""Шпион (Закон): Разоблачение — цель навсегда получает 3 единицы разоблачения."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import LAW, SPY, st
from plugins.hp.roles.boss import no_paranoid
from plugins.hp.roles.civilian import EXPOSURE as CIVILIAN_EXPOSURE

ROLE = Role(
    SPY,
    faction=LAW,
    abilities=(EXPOSURE := Ability("Разоблачение", allow_self=False, check=no_paranoid, value=3),),
)


def expose(res: Resolution) -> None:
    """Both exposures: Шпион adds 3 units, Мирный житель 1."""
    for action in res.of(EXPOSURE.name):
        units = EXPOSURE.value if res.player(action.actor).role == SPY else CIVILIAN_EXPOSURE.value
        st(res.player(action.target)).exposure += units
        res.tell(action.actor, "hp.result.exposure", target=res.player(action.target).name, units=units)
