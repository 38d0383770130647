"""Сыщик, a public role of edition II: Расследование, Элементарно!.

Расследование is resolved here (``investigation``: a line of the order table
``plugins/fantasy/ii/order.py``); Элементарно! by the edition's persona checks."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.roles import target_dead
from plugins.fantasy.ii.abilities import INFO, PUBLIC, ab, not_in_cycle
from plugins.fantasy.ii.mechanics import done, st

ROLE = Role("Сыщик", public=True, abilities=(
    ab("Расследование", per_cycle=1, allow_dead_target=True, check=target_dead, tags=(INFO, PUBLIC)),
    ab("Элементарно!", per_cycle=1, allow_self=False, check=not_in_cycle("Расследование"),
       tags=(INFO, PUBLIC), aliases=("Элементарно",))))


def investigation(res: Resolution) -> None:
    """Расследование (public): the abilities that killed the dead target."""
    for action in done(res, "Расследование"):
        seat = action.targets[0]
        res.announce("fantasy.investigation", actor=res.player(action.actor).name, player=res.player(seat).name)
        res.tell(action.actor, "ii.result.investigation", target=res.player(seat).name,
                 abilities=list(st(res.player(seat)).killed_by))
