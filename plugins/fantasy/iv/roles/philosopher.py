"""Философ, a public role of edition IV. Passive: Гедонизм.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role


ROLE = Role("Философ", public=True)  # Гедонизм: passive, every Полнолуние
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Гедонизм", ())]
