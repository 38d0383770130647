"""Гончая Ада (Демоны): Укус — 1 урон, не по цели других демонов этой ночью, перезарядка
ночь; Гон (Л) — загнанной в угол: выжившую после Укуса жертву атакует следующей ночью сама."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.roles import ATTACK, L, NIGHT, recharge, tags
from plugins.fantasy.common.mechanics import IMP, SUCCUBUS, cornered, in_prison, st
from plugins.fantasy.common.state import DEMONS, Hit
from plugins.fantasy.v01_i.night import act, gives_way, sc, targets

# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Гон", (L,))]

ROLE = Role("Гончая Ада", faction=DEMONS, aliases=("Гончая",), abilities=(
    Ability("Укус", phase=NIGHT, value=4, allow_self=False, check=recharge, tags=tags(ATTACK)),
))


def hunt(res: Resolution) -> None:
    """Гон (Л), in the morning: cornered, a bitten victim alive by then is attacked again the next night
    (the night's attacks)."""
    if cornered(res.game, (SUCCUBUS, IMP)):
        for action in act(res, "Укус"):
            seat = targets(res, action)[0]
            if res.player(seat).alive and any(h.source == action.actor and h.target == seat and not h.blocked
                                              for h in sc(res).hits):
                s = st(res.player(action.actor))
                s.hunt_night, s.hunt_target = res.phase.index + 2, seat


def hunt_hits(res: Resolution, ability: str) -> list[Hit]:
    """Гон (Л): the automatic second attack, the night after next, on the bitten one (``hunt``)."""
    hits = []
    index = res.phase.index
    for player in res.game.players:
        s = st(player)
        if s.hunt_night == index and s.hunt_target is not None:
            if player.alive and not in_prison(player) and player.seat not in sc(res).blocked:
                hits.append(Hit(player.seat, s.hunt_target, ability, 1, 4))
            s.hunt_night = s.hunt_target = None
    return hits


def bite_gives_way(res: Resolution) -> None:
    """Укус «не может применяться на цель, которую выбирали другие Демоны»."""
    gives_way(res, "Укус", DEMONS)
