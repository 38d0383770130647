"""Священник: Исповедь (раз за игру ночью: узнаёт тайную роль цели, цель — его);
Божественное благословление (раз за игру, попадая в Лазарет, исцеляется на 1 —
mechanics.settle)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.mechanics import seen_role
from plugins.fantasy.common.roles import INFO, NIGHT, not_self, tags
from plugins.fantasy.v01_i.night import answer, sc, targets

ROLE = Role("Священник", public=True, abilities=(
    Ability("Исповедь", phase=NIGHT, uses=1, check=not_self, tags=tags(INFO)),
))


def confession(res: Resolution) -> None:
    """Исповедь: the Священник learns the target's secret role, and the target his."""
    for action in res.of("Исповедь", include_cancelled=True):
        seat = targets(res, action)[0]
        res.tell(action.actor, "fantasy.result.confession", target=res.player(seat).name,
                 role=answer(res, action, seat))
        if action.actor not in sc(res).blocked:
            res.tell(seat, "fantasy.result.confessor", role=seen_role(res.game, res.player(action.actor)))
