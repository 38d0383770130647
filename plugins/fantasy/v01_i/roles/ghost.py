"""Призрак (Нежить): Касание смерти (атака: в Лазарете — урон, иначе цель без явной роли
следующим днём); Бестелесность (Л) — блок самой сильной атаки за ночь."""

from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.mechanics import in_prison
from plugins.fantasy.common.roles import ATTACK, NIGHT, tags
from plugins.fantasy.common.state import UNDEAD, Hit
from plugins.fantasy.v01_i.night import strongest

ROLE = Role("Призрак", faction=UNDEAD, abilities=(
    Ability("Касание смерти", phase=NIGHT, aliases=("Касание",), value=7, tags=tags(ATTACK)),
))


def defend(res: Resolution, player: Player, hits: list[Hit]) -> None:
    """Бестелесность (Л): the strongest attack of the night on him is blocked (not in Тюрьма)."""
    if not in_prison(player):
        hit = strongest(hits)
        if hit is not None:
            hit.blocked = True
