"""Мститель, a public role of edition IV. Passive: Неупокоенный.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import K, T

ROLE = Role("Мститель", public=True)  # Неупокоенный (Т,К): talks from Кладбище (the bot's part)
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Неупокоенный", (T, K))]
