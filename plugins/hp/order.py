"""The order of resolution of the HP book: one table, step by step.

Each line is ``(order, step name, phase kind, "module.function")``: the function (in a module of this
package: ``night``, ``day``, ``roles.<role>``) runs over the phase's :class:`core.resolution.Resolution`
at its place. The order is the book's step number (24 night steps; day steps after the vote, 10).
A new role's step is one line here.
"""

from __future__ import annotations

from core.model import PhaseKind

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY

ORDER = [
    (0, "Начало ночи", NIGHT, "night.dusk"),
    (1, "Маскировка", NIGHT, "roles.shinobi.mask"),
    (2, "Медитация", NIGHT, "roles.sensei.meditate"),
    (3, "Защита", NIGHT, "roles.civilian.protect"),
    (3.1, "Защита сэнсэя", NIGHT, "roles.sensei.protect"),
    (4, "Нападение", NIGHT, "roles.thug.assault"),
    (5, "Катана", NIGHT, "roles.ninja.katana"),
    (6, "Пистолет", NIGHT, "roles.boss.pistol"),
    (7, "Месть", NIGHT, "roles.sensei.revenge"),
    (8, "Снайперская винтовка", NIGHT, "roles.killer.sniper"),
    (9, "Парные пистолеты", NIGHT, "roles.killer.pair"),
    (10, "Нож", NIGHT, "roles.maniac.knife"),  # the Псих's Нож too
    (11, "Револьвер", NIGHT, "roles.punisher.revolver"),
    (12, "Сюрикен", NIGHT, "roles.shinobi.shuriken"),
    (13, "Ловушка", NIGHT, "roles.ninja.trap"),
    (14, "Послание", NIGHT, "roles.boss.message"),
    (15, "Слухи", NIGHT, "roles.civilian.rumours"),
    (16, "Слежка", NIGHT, "roles.civilian.tracking"),
    (17, "Шпионаж", NIGHT, "roles.shinobi.spying"),
    (18, "Связи", NIGHT, "roles.boss.connections"),
    (19, "Досье", NIGHT, "roles.commissar.dossier"),
    (20, "Разоблачение", NIGHT, "roles.spy.expose"),
    (21, "Лечение", NIGHT, "roles._common.heal_step"),  # every Лечение: Мирный житель, Псих
    (22, "Пассивное восстановление", NIGHT, "night.passive_regen"),  # hospital, Главврач, Монах
    (23, "Кара", NIGHT, "roles.punisher.punishment"),  # the Псих's Кара too
    (24, "Убийство", NIGHT, "roles.maniac.murder"),
    (25, "Утро", NIGHT, "night.morning"),  # the dead die; Гробовщик
    (25.5, "Накопление выстрелов", NIGHT, "roles.boss.save_shots"),

    (10, "Голосование", DAY, "day.execution"),
    (41, "Реаниматолог", DAY, "roles.resuscitator.inject"),
    (50, "Электрик", DAY, "roles.electrician.shock"),
    (51, "Гопник", DAY, "roles.gopnik.squeeze"),
    (52, "Культист", DAY, "roles.cultist.curse"),
    (55, "Медик", DAY, "roles.medic.treat"),
    (89, "Прокурор", DAY, "roles.prosecutor.reward"),
    (90, "Вечер", DAY, "day.evening"),
    (95, "Плагиатор", DAY, "roles.plagiarist.copy"),
]
