"""Зомби, a secret role of edition II: Bra-a-a-ains, No-o Bra-a-a-ains.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.ii.abilities import ATTACK, INFO, ab
from plugins.fantasy.ii.state import UNDEAD

ROLE = Role("Зомби", UNDEAD, abilities=(
    ab("Bra-a-a-ains", check=unless("No-o Bra-a-a-ains"), tags=(ATTACK,), value=6, aliases=("Brains", "Мозги")),
    ab("No-o Bra-a-a-ains", allow_self=False, check=unless("Bra-a-a-ains"), tags=(INFO,), aliases=("No-o Brains",))))
