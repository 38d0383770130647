"""Оракул: Пророчество (раз за игру, в любой момент: тайная роль цели); в издании I
Транс (раз за цикл ночей: действие названной тайной роли на ночь)."""

from core.rules import Ability, Role, Action
from core.model import PhaseKind
from core.resolution import Resolution

from plugins.fantasy.common.roles import ANY, DAY, INFO, ONLY_I, not_self, tags
from plugins.fantasy.common.mechanics import seen_role

ROLE = Role("Оракул", public=True, abilities=(
    # «В любой момент»: by day it answers at once; by night with the night's information.
    Ability("Пророчество", phase=ANY, instant=True, uses=1, check=not_self, tags=tags(INFO)),
    # Named by day, the role's action is the Оракул's for the next night.
    Ability("Транс", phase=DAY, instant=True, per_cycle=1, min_targets=0, max_targets=0, needs=frozenset({"role"}),
            targeted=False, tags=tags(ONLY_I)),
))


def prophecy(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    res.tell(action.actor, "fantasy.result.role_of", target=target.name, role=seen_role(res.game, target))


def trance(res: Resolution, action: Action) -> None:
    """Транс (I): the named secret role's night actions, for the next night."""
    role = res.game.variant.roles.roles.get(action.role or "")
    if role is None or role.public:
        return
    player = res.player(action.actor)
    for ability in role.abilities:
        if ability.phase == PhaseKind.NIGHT:
            player.granted[ability.name] = res.phase.index + 1
    res.tell(action.actor, "fantasy.result.trance", role=role.name)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Пророчество": prophecy,
    "Транс": trance,
}
