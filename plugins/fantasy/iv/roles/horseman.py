"""Всадник Апокалипсиса, a secret role of edition IV: Нить судьбы; passive: Безликий, Пророчество, Конец
света, Чума на дом ваш.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import B, L, T, ab
from plugins.fantasy.iv.state import HORSEMAN, NEUTRAL

ROLE = Role(HORSEMAN, NEUTRAL, abilities=(ab("Нить судьбы", L, T, B),), tags=frozenset({"transformed"}))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Безликий", (L, T)), ("Пророчество", (L, T)), ("Конец света", (L, T)), ("Чума на дом ваш", (L, T))]
