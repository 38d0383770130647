"""Каратель (Закон): два действия — Кара (нельзя называть роль закона) и Револьвер (1 раз, 40)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import LAW, hit
from plugins.hp.roles._common import no_law_guess, punish

ROLE = Role(
    "Каратель",
    faction=LAW,
    abilities=(
        Ability("Кара", allow_self=False, needs=frozenset({"guess"}), check=no_law_guess, slot="punishment"),
        REVOLVER := Ability("Револьвер", allow_self=False, uses=1, value=40, slot="revolver",
                            tags=frozenset({"attack"})),
    ),
)


def revolver(res: Resolution) -> None:
    for action in res.of(REVOLVER.name):
        hit(res, action.actor, action.target, REVOLVER.value, REVOLVER.name)


def punishment(res: Resolution) -> None:
    """Both Кара: Каратель's and Псих's."""
    for action in res.of("Кара"):
        punish(res, action)
