"""The order of resolution of the Romanian book: one table.

``NIGHT`` is the book's «Очередность ходов» (step number → name; 21.5 is the Бляцкий конь, between
the Маньяк and the search by the bosses). Each step performs, in seat order, the moves of the kinds
``MOVES`` gives it: ``(kind of move, step, handler, what the Журналист sees of it)``, read into the book's
``StepRegistry.moves``; the handler (a function of a module of this package, imported here) takes the
:class:`core.resolution.Resolution` and the :class:`plugins.romanian.state.Move`. ``ORDER`` holds the steps
that are no one's move: ``(order, name, phase kind, function)``. A new role's move is one line of ``MOVES``
(and its module in the import of ``roles``); a plugin of its own adds it with ``steps.add_move``.
"""

from __future__ import annotations

from core.model import INSTANT, PhaseKind

from plugins.romanian import day, flow, items
from plugins.romanian.night import CABARET, COMPANY, POISONING, SHOOTING, WATCHING
from plugins.romanian.roles import (
    baron, bear, bodyguard, boss, detective, doctor, fortune, gadzho, gypsy, horse, jester, journalist, maniac,
    mayor, priest, recruiter, thief, tour, vampire, witch, witness,
)
from plugins.romanian.roles._clan import hunt, poison, prison_shot, shot
from plugins.romanian.roles._cops import cover, questioning

NIGHT = {
    1: "Молния", 2: "Мэр (двойной голос)", 3: "Визитки", 4: "Диплом", 5: "Кабаре", 6: "Мэр (ход)",
    7: "Вампир (маскировка)", 8: "Ведьма", 9: "Гаджо", 10: "Шут", 11: "Телохранитель", 12: "Гадалка",
    13: "Медведь", 14: "Туроператор", 15: "Прикрытие копами", 16: "Поп", 17: "Цыганка", 18: "Барон",
    19: "Выстрел мафии", 20: "Выстрел копа", 21: "Маньяк", 21.5: "Бляцкий конь", 22: "Поиск следователя боссами",
    23: "Поиск вербовщика следователем", 24: "Отравление ядом", 25: "Свидетель", 26: "Вор", 27: "Врач",
    28: "Приём противоядия/использование аптечки", 29: "Вампир", 30: "Обращённый вампир",
    31: "Выход из тюрьмы", 32: "Выстрел в тюрьму", 33: "Допрос копами", 34: "Вербовка",
    35: "Охота на медведя", 36: "Журналист",
}

MOVES = [
    ("Кабаре", 5, flow.cabaret, CABARET),
    ("Лишение голоса", 6, mayor.mute, COMPANY),
    ("Маскировка", 7, vampire.disguise, COMPANY),
    ("Паника", 8, witch.curse, COMPANY),
    ("Клептомания", 8, witch.curse, COMPANY),
    ("Молчанка", 8, witch.curse, COMPANY),
    ("Безволие", 8, witch.curse, COMPANY),
    ("Берсерк", 8, witch.curse, COMPANY),
    ("Неуязвимость", 8, witch.curse, COMPANY),
    ("Бессилие", 8, witch.curse, COMPANY),
    ("Суицид", 8, witch.curse, COMPANY),
    ("Гаджо", 9, gadzho.act, COMPANY),
    ("Шут", 10, jester.swap, COMPANY),
    ("Телохранитель", 11, bodyguard.guard, COMPANY),
    ("Гадалка", 12, fortune.charm, COMPANY),
    ("Подарок", 13, bear.gift, COMPANY),
    ("Туроператор", 14, tour.send, COMPANY),
    ("Прикрытие", 15, cover, COMPANY),
    ("Исповедь", 16, priest.confess, COMPANY),
    ("Цыганка", 17, gypsy.visit, COMPANY),
    ("Барон", 18, baron.bind, COMPANY),
    ("Выстрел", 19, shot, SHOOTING),
    ("Самопал", 20, items.gun, SHOOTING),
    ("Маньяк", 21, maniac.axe, SHOOTING),
    ("Бляцкий конь", 21.5, horse.meadow, COMPANY),
    ("Поиск следователя", 22, boss.search, WATCHING),
    ("Поиск вербовщика", 23, detective.search_recruiter, WATCHING),
    ("Отравление", 24, poison, POISONING),
    ("Свидетель", 25, witness.watch, WATCHING),
    ("Письмо", 25, witness.letter, COMPANY),
    ("Вор", 26, thief.steal, COMPANY),
    ("Лечение", 27, doctor.heal, COMPANY),
    ("Перевязка", 27, doctor.bandage, COMPANY),
    ("Аптечка", 28, items.kit, COMPANY),
    ("Противоядие", 28, items.antidote, COMPANY),
    ("Укус", 29, vampire.bite, COMPANY),
    ("Выпуск из тюрьмы", 31, mayor.release, COMPANY),
    ("Отмычка", 31, items.lockpick, COMPANY),
    ("Выстрел в тюрьму", 32, prison_shot, SHOOTING),
    ("Допрос", 33, questioning, COMPANY),
    ("Вербовка", 34, recruiter.recruit, COMPANY),
    ("Охота на медведя", 35, hunt, SHOOTING),
    ("Журналист", 36, journalist.watch, COMPANY),
]

NIGHT_KIND, DAY = PhaseKind.NIGHT, PhaseKind.DAY

ORDER = [
    (0, "Сумерки", NIGHT_KIND, flow.dusk),
    (39, "Посты после закрытия дня", NIGHT_KIND, flow.late_posts),
    (40, "Утро", NIGHT_KIND, flow.morning),

    (1, "Ответы на вопросы", DAY, day.answers),
    (2, "Кровь", INSTANT, day.blood),  # painted openly, at once (l.16)
    (2.5, "Зеркало и завещание", DAY, day.names_written),
    (3, "Визитки и диплом", DAY, day.cards),
    (5, "Сухарь", DAY, day.dry),
    (10, "Голосование", DAY, day.vote),
    (20, "Газета", DAY, day.newspaper),
]
