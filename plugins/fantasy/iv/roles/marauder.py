"""Мародер, a public role of edition IV: Черный копатель.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import ab, dead_targets

ROLE = Role("Мародер", public=True, abilities=(
    ab("Черный копатель", per_cycle=1, allow_dead_target=True, check=dead_targets),), aliases=("Мародёр",))
