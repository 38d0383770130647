"""Кузнец, a public role of edition II. Passive: Закалка.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import T

ROLE = Role("Кузнец", public=True)  # Закалка (Т): +2 to the most lives
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Закалка", (T,))]
