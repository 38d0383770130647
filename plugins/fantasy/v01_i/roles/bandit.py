"""Бандит: Поймать в подворотне (раз за игру днём, публично: у цели остаётся одна жизнь);
в издании I Атас! (раз за цикл ночей защищается от 2 урона в эту ночь)."""

from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Role

from plugins.fantasy.common.roles import DAY, NIGHT, ONLY_I, PUBLIC, not_self, tags
from plugins.fantasy.common.state import Hit
from plugins.fantasy.v01_i.night import act, soak
from plugins.fantasy.common.mechanics import damage, st

ROLE = Role("Бандит", public=True, abilities=(
    Ability("Поймать в подворотне", phase=DAY, instant=True, uses=1, aliases=("Подворотня",), check=not_self,
            tags=tags(PUBLIC)),
    Ability("Атас!", phase=NIGHT, per_cycle=1, min_targets=0, max_targets=0, targeted=False,
            aliases=("Атас",), slot="атас", tags=tags(ONLY_I)),
))


def defend(res: Resolution, player: Player, hits: list[Hit]) -> None:
    """Атас! (I): tonight 2 damage of the attacks on him are taken off."""
    if any(a.actor == player.seat for a in act(res, "Атас!")):
        soak(hits, 2)


def beat(res: Resolution, action: Action) -> None:
    """Поймать в подворотне: all lives but one."""
    target = res.player(action.target)
    res.announce("fantasy.beaten", actor=res.player(action.actor).name, player=target.name)
    if st(target).lives > 1:
        damage(res.game, target.seat, st(target).lives - 1, action.ability)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Поймать в подворотне": beat,
}
