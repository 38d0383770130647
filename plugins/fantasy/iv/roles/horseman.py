"""Всадник Апокалипсиса, a secret role of edition IV: Нить судьбы; passive: Безликий, Пророчество, Конец
света, Чума на дом ваш.

Its moves of its own are resolved here (``thread_of_fate``: a line of the order table
``plugins/fantasy/iv/order.py``), the others by the edition's shared steps."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.iv.abilities import B, L, T, ab
from plugins.fantasy.iv.resolve import final
from plugins.fantasy.iv.state import HORSEMAN, NEUTRAL, sc

ROLE = Role(HORSEMAN, NEUTRAL, abilities=(ab("Нить судьбы", L, T, B, allow_self=False),),
            tags=frozenset({"transformed"}))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Безликий", (L, T)), ("Пророчество", (L, T)), ("Конец света", (L, T)), ("Чума на дом ваш", (L, T))]


def thread_of_fate(res: Resolution) -> None:
    """Нить судьбы: the target dies."""
    night = sc(res)
    for action in res.of("Нить судьбы"):
        (seat,) = final(res, action)
        night.kills.setdefault(seat, "Нить судьбы")
