"""Прокурор: мгновенно +30 хп, если после дневной казни объявлено, что убит хотя бы 1 не законник.

Counted are the deaths the town hears of this day: the executed player and those whom the day
abilities (Электрик, Гопник, Культист) kill, each by the role announced (a mask's fake role; a
Параноик's role is not announced, so he does not count). The Прокурор must live through the day.
"""

from core.resolution import Resolution
from core.rules import Role

from plugins.hp.mechanics import PARANOID, PROSECUTOR, has_public, heal, is_law_role, seen_role, st

ROLE = Role("Прокурор", public=True)


def announced_roles(res: Resolution) -> list[str]:
    """The roles the town is told of this day's dead (the executed and those about to die)."""
    game = res.game
    roles = [res.scratch.executed_shown] if res.scratch.executed_shown is not None else []
    for player in game.players:
        if player.in_game and player.state.hp <= 0 and not has_public(game, player, PARANOID):
            roles.append(seen_role(player))
    return roles


def reward(res: Resolution) -> None:
    game = res.game
    if not any(not is_law_role(game, role) for role in announced_roles(res)):
        return
    for player in game.living():
        if has_public(game, player, PROSECUTOR) and st(player).hp > 0:
            heal(res, player.seat, 30, targeted=False)
