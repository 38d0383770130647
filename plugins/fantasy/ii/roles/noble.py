"""Дворянин, a public role of edition II: Влияние, Компромат.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import puppet_votes
from plugins.fantasy.ii.abilities import DAY, PUBLIC, ab

ROLE = Role("Дворянин", public=True, abilities=(
    ab("Влияние", phase=DAY, min_targets=1, max_targets=2, allow_self=False, no_repeat_target=True,
       check=puppet_votes),
    ab("Компромат", phase=DAY, uses=1, targeted=False, min_targets=0, max_targets=0, tags=(PUBLIC,))))
