"""Прокурор: +30 хп, если после дневной казни объявлено, что убит не законник."""

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Role

from plugins.hp.mechanics import PROSECUTOR, has_public, heal, is_law_role

ROLE = Role("Прокурор", public=True, summary="+30 хп, если казнён не законник.")


def reward(res: Resolution) -> None:
    shown = res.scratch.executed_shown
    if shown is None or is_law_role(res.game, shown):
        return
    for player in res.game.living():
        if has_public(res.game, player, PROSECUTOR):
            heal(res, player.seat, 30, targeted=False)


STEPS = [(30, "Прокурор", PhaseKind.DAY, reward)]
