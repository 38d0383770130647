"""Рыцарь, a public role of edition IV: Башенный щит.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import SHIELD, T, ab

ROLE = Role("Рыцарь", public=True, abilities=(ab("Башенный щит", T, uses=1, tags=(SHIELD,)),))
