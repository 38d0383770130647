"""Мэр, a public role of edition II: Преемственность.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, NIGHT, ab

ROLE = Role("Мэр", public=True, abilities=(
    # «Умирая ... может передать»: the heir is named by day or by night (the night he dies too).
    ab("Преемственность", phase=(NIGHT, DAY), allow_self=False),))
