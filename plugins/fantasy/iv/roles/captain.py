"""Начальник Стражи, a secret role of edition IV: Стража взять его!, Дозор; passive: Пивное пузо.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import B, BLOCK, L, SHIELD, T, ab
from plugins.fantasy.iv.state import LAW

ROLE = Role("Начальник Стражи", LAW, aliases=("Начальник стражи",), abilities=(
    ab("Стража взять его!", B, per_cycle=1, check=unless("Дозор"), tags=(BLOCK,),
       aliases=("Стража, взять его!", "Стража взять его")),
    ab("Дозор", max_per_target=1, check=unless("Стража взять его!"), tags=(SHIELD,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Пивное пузо", (L, T))]
EXTRA_HP = 1  # Пивное пузо
