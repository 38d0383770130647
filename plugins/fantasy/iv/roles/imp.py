"""Бес, a secret role of edition IV: Нападение, Загнанный в угол.

Its attacks are the edition's (``resolve.attacks``); the damage of Загнанный в угол is declared here (``AMOUNTS``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Action, Role

from plugins.fantasy.iv.abilities import ATTACK, L, ab, cornered_by
from plugins.fantasy.iv.state import DEMONS, HOUND, IMP, SUCCUBUS

ROLE = Role(IMP, DEMONS, abilities=(
    ab("Нападение", tags=(ATTACK,)),
    ab("Загнанный в угол", L, check=cornered_by((SUCCUBUS, HOUND)), tags=(ATTACK,))))


def cornered_amount(res: Resolution, action: Action) -> int | None:
    """Загнанный в угол: two damage."""
    return 2


# The damage of its attacks, by ability: ``(res, action) -> amount`` (None: no attack this phase).
AMOUNTS = {
    "Загнанный в угол": cornered_amount,
}
