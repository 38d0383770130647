"""Герой, a public role of edition IV.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role


ROLE = Role("Герой", public=True, shared=True)  # Амбициозный (Т): nothing but an achievement
