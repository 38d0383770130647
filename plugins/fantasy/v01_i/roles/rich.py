"""Богач: Взятка — оправдывает приговорённого Вечем (v0.1: раз за игру, I: 3 раза)."""

from core.rules import Ability, Role, Action
from core.resolution import Resolution

from plugins.fantasy.common.roles import DAY, all_of, not_accused_target, uses_by_edition
from plugins.fantasy.common.mechanics import gs, RICH
from plugins.fantasy.v01_i.day import user_of

ROLE = Role(RICH, public=True, abilities=(
    Ability("Взятка", phase=DAY, instant=True, aliases=("Оправдать",),
            check=all_of(not_accused_target, uses_by_edition({"v0.1": 1, "I": 3}))),
))


def bribe(res: Resolution, action: Action) -> None:
    """Взятка (Богач): the named player, if the Вече condemns him today, is acquitted (the
    one told at the verdict that it failed: who gave it, the Мастер карт through his puppet)."""
    gs(res.game).bribes.append((res.phase.index, action.target, user_of(res.game, action)))
    res.tell(action.actor, "fantasy.result.bribe", target=res.player(action.target).name)

