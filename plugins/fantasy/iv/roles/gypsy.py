"""Цыганка, a public role of edition IV: Сглаз.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import B, BLOCK, ab

ROLE = Role("Цыганка", public=True, abilities=(ab("Сглаз", B, per_cycle=1, allow_self=False, tags=(BLOCK,)),))
