"""Гончая Ада, a secret role of edition II: Укус.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.roles import recharge
from plugins.fantasy.ii.abilities import ATTACK, ab
from plugins.fantasy.ii.state import DEMONS, HOUND

ROLE = Role(HOUND, DEMONS, abilities=(ab("Укус", check=recharge, tags=(ATTACK,), value=4),))
