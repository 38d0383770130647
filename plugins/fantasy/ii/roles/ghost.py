"""Призрак, a secret role of edition II: Касание смерти, Полтергейст; passive: Бестелесность.

Касание смерти's hits are made here (``HITS``), Бестелесность is its ``defend``; Полтергейст is the edition's
blocks (its tag)."""

from __future__ import annotations

from core.model import Player
from core.resolution import Resolution
from core.rules import Action, Role

from plugins.fantasy.common.roles import L
from plugins.fantasy.ii.abilities import ATTACK, B, BLOCK, ab
from plugins.fantasy.ii.state import UNDEAD
from plugins.fantasy.common.mechanics import in_infirmary, in_prison
from plugins.fantasy.ii.mechanics import done, final, misere, strongest
from plugins.fantasy.ii.state import Hit

ROLE = Role("Призрак", UNDEAD, abilities=(
    ab("Касание смерти", tags=(ATTACK,), value=7, aliases=("Касание",)),
    ab("Полтергейст", L, B, per_cycle=1, tags=(BLOCK,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Бестелесность", (L,))]


def touch_hits(res: Resolution, action: Action, rank: int) -> list[Hit]:
    """Касание смерти: one damage to a target in Лазарет, else none (the next day without public abilities)."""
    amount = 1 if in_infirmary(res.player(final(res, action)[0])) else 0
    return [Hit(action.actor, seat, action.ability, amount, rank) for seat in final(res, action)]


# The hits of its attacks, by ability: ``(res, action, rank) -> list[Hit]`` (``night.attacks``).
HITS = {
    "Касание смерти": touch_hits,
}


def defend(res: Resolution, player: Player, hits: list[Hit]) -> None:
    """Бестелесность (Л): out of Тюрьма and not haunting (Полтергейст), the strongest attack is blocked."""
    free = not in_prison(player) or misere(res.game, player)
    if free and player.seat not in {a.actor for a in done(res, "Полтергейст")}:
        hit = strongest(hits)
        if hit is not None:
            hit.blocked = True
