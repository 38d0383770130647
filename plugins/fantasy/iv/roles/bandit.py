"""Бандит, a public role of edition IV: Поймать в подворотне, Атас!.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.iv.abilities import ATTACK, T, ab

ROLE = Role("Бандит", public=True, abilities=(
    ab("Поймать в подворотне", T, uses=1, tags=(ATTACK,)),
    ab("Атас!", T, uses=1, targeted=False, min_targets=0, max_targets=0, aliases=("Атас",))))
