"""Крестьянин, a secret role of edition IV: Вилы, Слухи, Факельное шествие (its Факел: ``TORCH``); passive: Увалень.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import ATTACK, L, T, ab
from plugins.fantasy.iv.state import FULL, LAW

ROLE = Role("Крестьянин", LAW, abilities=(
    ab("Вилы", tags=(ATTACK,), check=unless("Слухи")),
    ab("Слухи", per_cycle=1, check=unless("Вилы")),
    ab("Факельное шествие", L, phase=FULL, uses=1, min_targets=1, max_targets=3, allow_self=False)))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Увалень", (L, T))]

# Факел: the attack Факельное шествие hands to each of its targets, once.
TORCH = ab("Факел", uses=1, tags=(ATTACK, "torch"))
EXTRA_HP = 1  # Увалень
