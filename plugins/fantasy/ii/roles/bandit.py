"""Бандит, a public role of edition II: Поймать в подворотне, Атас!.

Поймать в подворотне is resolved here (``mugging``: a line of the order table ``plugins/fantasy/ii/order.py``);
Атас! by the edition's defences."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, PUBLIC, ab
from plugins.fantasy.common.mechanics import hurt
from plugins.fantasy.ii.mechanics import done, st

ROLE = Role("Бандит", public=True, abilities=(
    ab("Поймать в подворотне", phase=DAY, uses=1, allow_self=False, tags=(PUBLIC,),
       aliases=("Поймать", "Подворотня")),
    ab("Атас!", per_cycle=1, targeted=False, min_targets=0, max_targets=0, aliases=("Атас",))))


def mugging(res: Resolution) -> None:
    """Поймать в подворотне (public, by day): the target is left with one life."""
    game = res.game
    for action in done(res, "Поймать в подворотне"):
        target = res.player(action.target)
        if not target.alive:
            continue
        res.announce("fantasy.beaten", actor=res.player(action.actor).name, player=target.name)
        if st(target).lives > 1:
            hurt(game, target, action.ability)
            st(target).lives = 1
