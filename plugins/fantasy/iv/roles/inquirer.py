"""Дознаватель, a secret role of edition IV: Пыточная, Анатомический театр, Дознание.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.iv.abilities import GRAVE_LOOK, JAILS, L, T, ab, dead_targets
from plugins.fantasy.iv.state import LAW


_inquirer_group = ("Пыточная", "Анатомический театр", "Дознание")

ROLE = Role("Дознаватель", LAW, abilities=(
    ab("Пыточная", per_cycle=1, check=unless(*_inquirer_group), tags=(JAILS,)),
    ab("Анатомический театр", T, allow_dead_target=True, check=all_of(dead_targets, unless(*_inquirer_group)),
       tags=(GRAVE_LOOK,)),
    ab("Дознание", L, per_cycle=1, allow_self=False, check=unless(*_inquirer_group))))
