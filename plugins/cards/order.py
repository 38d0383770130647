"""The order of resolution of the cards book: one table. Night and day resolve alike: all the cards
played go on the table, then blocks, effects, refills, the Вече, damage, deaths, prison, messages.

Each line is ``(order, step name, phase kind, function)``, the function of a module of this package
(``resolve``). Cards are data (``cards.toml``), not steps: a new card needs no line here.
"""

from __future__ import annotations

from core.model import PhaseKind

from plugins.cards import resolve

PHASE_STEPS = [
    (10, "Карты на стол", resolve.table),
    (20, "Блокировка", resolve.blockade),
    (30, "Эффекты карт", resolve.effects),
    (40, "Добор", resolve.refills),
    (50, "Вече", resolve.veche),
    (55, "Урон", resolve.damage),
    (60, "Смерть", resolve.deaths),
    (70, "Тюрьма", resolve.prison),
    (80, "Сообщения", resolve.deliver),
    (90, "Итоги фазы", resolve.phase_end),
]

ORDER = [
    *((order, name, kind, where) for kind in (PhaseKind.NIGHT, PhaseKind.DAY) for order, name, where in PHASE_STEPS),
    (10, "Сбор колод", "setup", resolve.setup_end),
    (10, "Мгновенно", "instant", resolve.run_instant),
]
