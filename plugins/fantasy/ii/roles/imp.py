"""Бес, a secret role of edition II: Нападение.

Нападение's hits are made here (``HITS``: Загнанный в угол), the night's attacks deal them (``night.attacks``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Action, Role

from plugins.fantasy.ii.abilities import ATTACK, ab
from plugins.fantasy.ii.state import DEMONS, IMP
from plugins.fantasy.common.mechanics import cornered
from plugins.fantasy.ii.mechanics import final
from plugins.fantasy.ii.state import HOUND, SUCCUBUS, Hit

ROLE = Role(IMP, DEMONS, abilities=(ab("Нападение", tags=(ATTACK,), value=5),))


def assault_hits(res: Resolution, action: Action, rank: int) -> list[Hit]:
    """Нападение: one damage; two at rank 3 when the Бес is cornered (Загнанный в угол)."""
    amount = 1
    if cornered(res.game, (SUCCUBUS, HOUND)):
        amount, rank = 2, 3
    return [Hit(action.actor, seat, action.ability, amount, rank) for seat in final(res, action)]


# The hits of its attacks, by ability: ``(res, action, rank) -> list[Hit]`` (``night.attacks``).
HITS = {
    "Нападение": assault_hits,
}
