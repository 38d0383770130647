"""The order of resolution of the cards book: one table. Night and day resolve alike: all the cards
played go on the table, then blocks, effects, refills, the Вече, damage, deaths, prison, messages.

Each line is ``(order, step name, phase kind or kinds, function)``, the function of a module of this
package (``resolve``); ``PHASES``, night and day, where a step runs in both. Cards are data
(``cards.toml``), not steps: a new card needs no line here.
"""

from __future__ import annotations

from core.model import PhaseKind

from plugins.cards import resolve

PHASES = (PhaseKind.NIGHT, PhaseKind.DAY)

ORDER = [
    (10, "Карты на стол", PHASES, resolve.table),
    (20, "Блокировка", PHASES, resolve.blockade),
    (30, "Эффекты карт", PHASES, resolve.effects),
    (40, "Добор", PHASES, resolve.refills),
    (50, "Вече", PHASES, resolve.veche),
    (55, "Урон", PHASES, resolve.damage),
    (60, "Смерть", PHASES, resolve.deaths),
    (70, "Тюрьма", PHASES, resolve.prison),
    (80, "Сообщения", PHASES, resolve.deliver),
    (90, "Итоги фазы", PHASES, resolve.phase_end),
    (10, "Сбор колод", "setup", resolve.setup_end),
    (10, "Мгновенно", "instant", resolve.run_instant),
]
