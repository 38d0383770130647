"""The order of resolution of editions v0.1 and I of the fantasy book: one table.

Each line is ``(order, step name, phase kind, "module.function")``; the function (in a module of this
package: ``night``, ``day``, ``roles.<role>``) runs over the phase's :class:`core.resolution.Resolution`.
The night goes in the book's blocks (cards, blocks, moves, attacks, other harm, prisons, information,
mail, morning); a role whose move is resolved at a place of its own adds one line here (the information
block is one line per role, in the order the roles are told). Editions II and IV keep their own tables
(``plugins/fantasy/ii/resolve.py``, ``plugins/fantasy/iv/resolve.py``).
"""

from __future__ import annotations

from core.model import PhaseKind

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY

ORDER = [
    (4, "Сдать карты", NIGHT, "night.cards_dealt"),
    (5, "start", NIGHT, "night.start_choices"),
    (10, "blocks", NIGHT, "night.blocks"),
    (12, "cards", NIGHT, "night.cards_tonight"),
    (15, "Очарование", NIGHT, "roles.succubus.charm"),
    (20, "moves", NIGHT, "night.moves"),
    (30, "attacks", NIGHT, "night.attacks"),
    (40, "other harm", NIGHT, "night.other_harm"),
    (50, "prisons", NIGHT, "night.prisons_and_marks"),
    (55, "Зомбирование", NIGHT, "roles.lich.zombify"),
    (60, "Составить гороскоп", NIGHT, "roles.astrologer.horoscope"),
    (60.1, "Исповедь", NIGHT, "roles.priest.confession"),
    (60.2, "Факелы", NIGHT, "roles.civilian.torches"),
    (60.3, "Дозор", NIGHT, "roles.captain.watch"),
    (60.4, "Дознание", NIGHT, "roles.inquirer.inquiry"),
    (60.5, "Слухи", NIGHT, "roles.gossip.rumours"),
    (62, "Чутье, Догадка", NIGHT, "night.card_information"),
    (70, "mail", NIGHT, "night.mail"),
    (80, "Лицо толпы", NIGHT, "roles.inquisitor.crowd_face"),
    (100, "morning", NIGHT, "night.morning"),
    (105, "last morning", NIGHT, "night.shift"),
    (110, "first hand", NIGHT, "night.first_hand"),

    (10, "instant", "instant", "day.instant"),
    (50, "Вече", DAY, "day.vote"),
    (100, "evening", DAY, "day.evening"),
]
