"""Дознаватель, a secret role of edition II: Темница, Вскрытие показало, Дознание.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.common.roles import target_dead
from plugins.fantasy.ii.abilities import INFO, ab
from plugins.fantasy.ii.state import LAW


_inquirer = ("Темница", "Вскрытие показало", "Дознание")

ROLE = Role("Дознаватель", LAW, abilities=(
    ab("Темница", per_cycle=1, check=unless(*_inquirer)),
    ab("Вскрытие показало", allow_dead_target=True, check=all_of(target_dead, unless(*_inquirer)),
       tags=(INFO,), aliases=("Вскрытие",)),
    ab("Дознание", check=unless(*_inquirer), tags=(INFO,))))
