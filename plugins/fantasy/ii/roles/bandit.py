"""Бандит, a public role of edition II: Поймать в подворотне, Атас!.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, PUBLIC, ab

ROLE = Role("Бандит", public=True, abilities=(
    ab("Поймать в подворотне", phase=DAY, uses=1, allow_self=False, tags=(PUBLIC,),
       aliases=("Поймать", "Подворотня")),
    ab("Атас!", per_cycle=1, targeted=False, min_targets=0, max_targets=0, aliases=("Атас",))))
