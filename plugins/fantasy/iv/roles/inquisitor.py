"""Инквизитор, a secret role of edition IV: Аутодафе, Обвинение в ведьмовстве.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import JAILS, L, T, ab
from plugins.fantasy.iv.state import LAW

ROLE = Role("Инквизитор", LAW, abilities=(
    ab("Аутодафе", L, T, needs=frozenset({"guess"}), check=unless("Обвинение в ведьмовстве")),
    ab("Обвинение в ведьмовстве", per_cycle=1, check=unless("Аутодафе"), tags=(JAILS,))))
KNOWS = "Начальник Стражи"  # «Никто не ждал испанскую инквизицию!»: knows him from the start
