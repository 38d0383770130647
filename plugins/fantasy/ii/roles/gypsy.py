"""Цыганка, a public role of edition II: Чары, Позолоти ручку.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import B, BLOCK, DAY, INFO, PUBLIC, ab

ROLE = Role("Цыганка", public=True, abilities=(
    ab("Чары", B, per_cycle=1, allow_self=False, tags=(BLOCK,)),
    ab("Позолоти ручку", phase=DAY, per_cycle=1, allow_self=False, tags=(INFO, PUBLIC),
       aliases=("Позолотить ручку",))))
