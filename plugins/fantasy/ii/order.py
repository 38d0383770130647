"""The end of a phase in edition II («Сатисфакция»).

«Все способности, применяемые в фазу, резолвятся в конце фазы одновременно. Способности, играемые
"в любой момент", резолвятся сразу в том порядке, в котором были применены.» Night and day moves
wait for the phase's end (and may be taken back until then); Приспосабливайся and Ва-банк act at
once and cannot be taken back.

The night: the start's choices; blocks (they void every move of the blocked but those marked Б);
Очарование; the moves that happen; the cards played (Ход); attacks with their cancellations, guards,
Порча and the target's defences; what is not an attack; the cards handed over and Хит; Лицо толпы
(the cause told before what it does); Тюрьма, Каторга and the next day's marks; information (personas
drawn at random); the morning
(Банк, Баст, deaths, raises, statuses, Крупье, +1 persona).
The day: its moves, the Вече, Поймать в подворотне and Припарки, the evening's statuses.

This module is the order table, one line a step: ``(order, step name, phase kind, "module.function")``, the
function in a module of this package (``night``, ``day``, ``instant``, ``roles.<role>``); the steps live
along the seams of the base edition: ``personas.py``, ``night.py``, ``statuses.py``, ``day.py``,
``instant.py``, on ``mechanics.py``. A role whose move is resolved at a place of its own adds one line."""

from __future__ import annotations

from core.model import PhaseKind

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY

ORDER = [
    (5, "ii start", NIGHT, "night.start_choices"),
    (10, "ii blocks", NIGHT, "night.blocks"),
    (15, "ii Очарование", NIGHT, "night.charm"),
    (20, "ii moves", NIGHT, "night.moves"),
    (25, "ii Ход", NIGHT, "night.cards_played"),
    (27, "ii Джокер", NIGHT, "night.joker"),
    (30, "ii attacks", NIGHT, "night.attacks"),
    (40, "ii other harm", NIGHT, "night.other_harm"),
    (45, "ii cards", NIGHT, "night.card_gifts"),
    (47, "ii Лицо толпы", NIGHT, "night.crowd_face"),  # the cause told before what it does (accusations, deaths)
    (50, "ii prisons", NIGHT, "night.prisons_and_marks"),
    (60, "ii information", NIGHT, "night.information"),
    (100, "ii morning", NIGHT, "night.morning"),

    (10, "ii day moves", DAY, "day.day_moves"),
    (50, "ii Вече", DAY, "day.vote"),
    (60, "ii day harm", DAY, "day.day_harm"),
    (100, "ii evening", DAY, "day.evening"),

    (10, "ii instant", "instant", "instant.instant"),
]
