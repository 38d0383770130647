"""Цыганка: Чары (раз за игру ночью: цель не действует и не знает об этом); в издании I
«Дай погадаю на руке...» (раз за игру, публично: тайная роль цели объявляется, цель
бессмертна двое суток)."""

from core.resolution import Resolution
from core.rules import Ability, Action, Role

from plugins.fantasy.common.roles import DAY, NIGHT, ONLY_I, PUBLIC, not_self, tags
from plugins.fantasy.v01_i.night import block
from plugins.fantasy.common.mechanics import seen_role, st

ROLE = Role("Цыганка", public=True, abilities=(
    Ability("Чары", phase=NIGHT, uses=1, check=not_self),
    Ability("Дай погадаю на руке...", phase=DAY, instant=True, uses=1,
            aliases=("Дай погадаю на руке", "Дай погадаю", "Гадание"),
            tags=tags(ONLY_I, PUBLIC)),
))


def charms(res: Resolution) -> None:
    """Чары: the target does not act tonight (the night's ``blocks`` cancels his moves)."""
    block(res, "Чары")


def palm(res: Resolution, action: Action) -> None:
    """Дай погадаю на руке...: the target's secret role to the town, immortal for two days."""
    target = res.player(action.target)
    st(target).immortal_until = res.phase.index + 3
    res.announce("fantasy.palm", player=target.name, role=seen_role(res.game, target))


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Дай погадаю на руке...": palm,
}
