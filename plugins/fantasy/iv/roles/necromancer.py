"""Некромант, a secret role of edition IV: Щит душ, Переливание жизни; passive: Перерождение.

Its moves of its own are resolved here (``transfusion``: a line of the order table
``plugins/fantasy/iv/order.py``), the others by the edition's shared steps."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import L, SHIELD, T, ab
from plugins.fantasy.iv.resolve import damage, heal
from plugins.fantasy.iv.state import NECROMANCER, UNDEAD

ROLE = Role(NECROMANCER, UNDEAD, abilities=(
    ab("Щит душ", max_per_target=1, check=unless("Переливание жизни"), tags=(SHIELD,)),
    ab("Переливание жизни", L, per_cycle=1, targeted=False, min_targets=0, max_targets=0,
       check=unless("Щит душ"))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Перерождение", (L, T))]


def transfusion(res: Resolution) -> None:
    """Переливание жизни: one of his ХП to every other undead."""
    game = res.game
    for action in res.of("Переливание жизни"):
        damage(res, action.actor, 1)
        for p in game.players:
            if p.faction == UNDEAD and p.seat != action.actor:
                heal(game, p.seat, 1)
