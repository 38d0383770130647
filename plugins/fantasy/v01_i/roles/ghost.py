"""Призрак (Нежить): Касание смерти (атака: в Лазарете — урон, иначе цель без явной роли
следующим днём); Бестелесность (Л) — блок самой сильной атаки за ночь."""

from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.mechanics import in_infirmary, in_prison
from plugins.fantasy.common.roles import ATTACK, L, NIGHT, tags
from plugins.fantasy.common.state import UNDEAD, Hit
from plugins.fantasy.v01_i.night import act, gives_way, strongest, targets

# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Бестелесность", (L,))]

ROLE = Role("Призрак", faction=UNDEAD, abilities=(
    Ability("Касание смерти", phase=NIGHT, aliases=("Касание",), value=7, allow_self=False, tags=tags(ATTACK)),
))


def defend(res: Resolution, player: Player, hits: list[Hit]) -> None:
    """Бестелесность (Л): the strongest attack of the night on him is blocked (not in Тюрьма)."""
    if not in_prison(player):
        hit = strongest(hits)
        if hit is not None:
            hit.blocked = True


def touch_hits(res: Resolution, ability: str) -> list[Hit]:
    """Касание смерти: 1 damage to a target in Лазарет; elsewhere none (the next day without his public role:
    ``night.attacks``)."""
    hits = []
    for action in act(res, ability):
        seat = targets(res, action)[0]
        hits.append(Hit(action.actor, seat, ability, 1 if in_infirmary(res.player(seat)) else 0, 7))
    return hits


def touch_gives_way(res: Resolution) -> None:
    """Касание смерти «не может применяться на тех, кто этой ночью уже становился целью Нежити»."""
    gives_way(res, "Касание смерти", UNDEAD)
