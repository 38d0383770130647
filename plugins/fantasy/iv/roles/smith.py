"""Кузнец, a public role of edition IV. Passive: Закалка.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import T

ROLE = Role("Кузнец", public=True)  # Закалка (Т): passive
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Закалка", (T,))]
EXTRA_HP = 1  # Закалка
INFIRMARY_AT_TWO = True
