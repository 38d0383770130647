"""Лекарь, a public role of edition II: Припарки, Танатология.

Припарки and Танатология are resolved here (``poultice``, ``thanatology_told``: lines of the order table
``plugins/fantasy/ii/order.py``); the raise of Танатология is the edition's (``night.raises``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.roles import target_dead, target_in_infirmary
from plugins.fantasy.ii.abilities import DAY, NIGHT, PUBLIC, SECRETLY, ab
from plugins.fantasy.common.mechanics import hurt
from plugins.fantasy.ii.mechanics import done, heal, st

ROLE = Role("Лекарь", public=True, abilities=(
    ab("Припарки", phase=DAY, per_cycle=1, choices=("вылечить", "убить"), needs=frozenset({"choice"}),
       check=target_in_infirmary, tags=(SECRETLY,)),
    ab("Танатология", phase=(NIGHT, DAY), uses=1, allow_dead_target=True, check=target_dead,
       tags=(PUBLIC,))))


def thanatology_told(res: Resolution) -> None:
    """Танатология by day: announced; the dead one rises after the Вече (``night.raises``)."""
    for action in done(res, "Танатология"):
        res.announce("ii.thanatology", actor=res.player(action.actor).name, player=res.player(action.target).name)


def poultice(res: Resolution) -> None:
    """Припарки: one life back, or death («убить»)."""
    game = res.game
    for action in done(res, "Припарки"):
        target = res.player(action.target)
        if not target.alive:
            continue
        if (action.choice or "").lower() == "убить":
            st(target).lives = min(st(target).lives, 0)
            hurt(game, target, "Припарки")
        else:
            gained = heal(game, target.seat, 1)  # a heal of nothing is not told as a heal
            res.tell(action.actor, "ii.result.healed", target=target.name, gained=gained)
