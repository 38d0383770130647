"""The end of a phase in edition II («Сатисфакция»).

«Все способности, применяемые в фазу, резолвятся в конце фазы одновременно. Способности, играемые
"в любой момент", резолвятся сразу в том порядке, в котором были применены.» Night and day moves
wait for the phase's end (and may be taken back until then); Приспосабливайся and Ва-банк act at
once and cannot be taken back.

The night: the start's choices; blocks (they void every move of the blocked but those marked Б);
Очарование; the moves that happen; the cards played (Ход); attacks with their cancellations, guards,
Порча and the target's defences; what is not an attack; the cards handed over and Хит; Тюрьма,
Каторга and the next day's marks; information (personas drawn at random); Лицо толпы; the morning
(Банк, Баст, deaths, raises, statuses, Крупье, +1 persona).
The day: its moves, the Вече, Поймать в подворотне and Припарки, the evening's statuses.

This module is the order table; the steps live along the seams of the base edition: ``personas.py``,
``night.py``, ``statuses.py``, ``day.py``, ``instant.py``, on ``mechanics.py``."""

from __future__ import annotations

from core.model import PhaseKind

from plugins.fantasy.ii.night import (
    attacks, blocks, card_gifts, cards_played, charm, crowd_face, information, joker, morning, moves, other_harm,
    prisons_and_marks, start_choices,
)
from plugins.fantasy.ii.day import day_harm, day_moves, evening, vote
from plugins.fantasy.ii.instant import instant

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY


NIGHT_STEPS = [
    (5, "ii start", start_choices),
    (10, "ii blocks", blocks),
    (15, "ii Очарование", charm),
    (20, "ii moves", moves),
    (25, "ii Ход", cards_played),
    (27, "ii Джокер", joker),
    (30, "ii attacks", attacks),
    (40, "ii other harm", other_harm),
    (45, "ii cards", card_gifts),
    (47, "ii Лицо толпы", crowd_face),  # the cause told before what it does (accusations, deaths)
    (50, "ii prisons", prisons_and_marks),
    (60, "ii information", information),
    (100, "ii morning", morning),
]
DAY_STEPS = [
    (10, "ii day moves", day_moves),
    (50, "ii Вече", vote),
    (60, "ii day harm", day_harm),
    (100, "ii evening", evening),
]


def steps():
    for order, name, run in NIGHT_STEPS:
        yield order, name, NIGHT, run
    for order, name, run in DAY_STEPS:
        yield order, name, DAY, run
    yield 10, "ii instant", "instant", instant
