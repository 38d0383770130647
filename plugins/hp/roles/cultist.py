"""Культист: днём наносит цели треть своего недостающего на начало дня хп (не больше 33)."""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.hp.mechanics import hit, st
from plugins.hp.roles.authority import immune

ROLE = Role("Культист", public=True, abilities=(Ability("Культист", phase=PhaseKind.DAY, allow_self=False),))


def curse(res: Resolution) -> None:
    for action in res.of("Культист"):
        if not res.player(action.target).in_game or immune(res.game, action.target):
            continue
        actor = st(res.player(action.actor))
        missing = max(actor.max_hp - actor.day_start_hp, 0)
        hit(res, action.actor, action.target, min(missing // 3, 33), "Культист", attack=False)
