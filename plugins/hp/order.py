"""The order of resolution of the HP book: one table, step by step.

Each line is ``(order, step name, phase kind, function)``: the function (of a module of this package:
``night``, ``day``, ``roles.<role>``, imported here) runs over the phase's :class:`core.resolution.Resolution`
at its place. The order is the book's step number (24 night steps; day steps after the vote, 10).
A new role's step is one line here (and its module in the import of ``roles``).
"""

from __future__ import annotations

from core.model import PhaseKind

from plugins.hp import day, night
from plugins.hp.roles import (
    boss, civilian, commissar, cultist, electrician, gopnik, killer, maniac, medic, ninja, plagiarist,
    prosecutor, punisher, resuscitator, sensei, shinobi, spy, thug,
)
from plugins.hp.roles._common import heal_step

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY

ORDER = [
    (0, "Начало ночи", NIGHT, night.dusk),
    (1, "Маскировка", NIGHT, shinobi.mask),
    (2, "Медитация", NIGHT, sensei.meditate),
    (3, "Защита", NIGHT, civilian.protect),
    (3.1, "Защита сэнсэя", NIGHT, sensei.protect),
    (4, "Нападение", NIGHT, thug.assault),
    (5, "Катана", NIGHT, ninja.katana),
    (6, "Пистолет", NIGHT, boss.pistol),
    (7, "Месть", NIGHT, sensei.revenge),
    (8, "Снайперская винтовка", NIGHT, killer.sniper),
    (9, "Парные пистолеты", NIGHT, killer.pair),
    (10, "Нож", NIGHT, maniac.knife),  # the Псих's Нож too
    (11, "Револьвер", NIGHT, punisher.revolver),
    (12, "Сюрикен", NIGHT, shinobi.shuriken),
    (13, "Ловушка", NIGHT, ninja.trap),
    (14, "Послание", NIGHT, boss.message),
    (15, "Слухи", NIGHT, civilian.rumours),
    (16, "Слежка", NIGHT, civilian.tracking),
    (17, "Шпионаж", NIGHT, shinobi.spying),
    (18, "Связи", NIGHT, boss.connections),
    (19, "Досье", NIGHT, commissar.dossier),
    (20, "Разоблачение", NIGHT, spy.expose),
    (21, "Лечение", NIGHT, heal_step),  # every Лечение: Мирный житель, Псих
    (22, "Пассивное восстановление", NIGHT, night.passive_regen),  # hospital, Главврач, Монах
    (23, "Кара", NIGHT, punisher.punishment),  # the Псих's Кара too
    (24, "Убийство", NIGHT, maniac.murder),
    (25, "Утро", NIGHT, night.morning),  # the dead die; Гробовщик
    (25.5, "Накопление выстрелов", NIGHT, boss.save_shots),

    (10, "Голосование", DAY, day.execution),
    (41, "Реаниматолог", DAY, resuscitator.inject),
    (50, "Электрик", DAY, electrician.shock),
    (51, "Гопник", DAY, gopnik.squeeze),
    (52, "Культист", DAY, cultist.curse),
    (55, "Медик", DAY, medic.treat),
    (89, "Прокурор", DAY, prosecutor.reward),
    (90, "Вечер", DAY, day.evening),
    (95, "Плагиатор", DAY, plagiarist.copy),
]
