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

This module is the order table, one line a step: ``(order, step name, phase kind, function)``, the function
of a module of this package (``night``, ``day``, ``instant``, ``roles.<role>``, imported here); the steps live
along the seams of the base edition: ``personas.py``, ``night.py``, ``statuses.py``, ``day.py``,
``instant.py``, on ``mechanics.py``. A role whose move is resolved at a place of its own adds one line."""

from __future__ import annotations

from core.model import PhaseKind

from plugins.fantasy.ii import day, instant, night
from plugins.fantasy.ii.roles import (
    astrologer, bandit, captain, demiurge, demonologist, detective, gossip, gypsy, healer, inquirer, inquisitor,
    mayor, necromancer, noble, oracle, peasant, priest, rebel, succubus, thief, werewolf, witch,
)

from plugins.fantasy.ii.abilities import ATTACK, BLOCK

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY

ORDER = [
    (5, "ii Преемственность", NIGHT, mayor.heir),  # named tonight: it holds for this night's death
    (5.1, "ii Никто не ждал испанскую инквизицию!", NIGHT, inquisitor.masks),
    (10, "ii blocks", NIGHT, night.blocks),
    (15, "ii Очарование", NIGHT, succubus.charm),
    (20, "ii moves", NIGHT, night.moves),
    (20.1, "ii Protective circle", NIGHT, demonologist.circle),
    (20.2, "ii Лицо толпы: cause", NIGHT, inquisitor.crowd_noted),
    (25, "ii Ход", NIGHT, night.cards_played),
    (27, "ii Джокер", NIGHT, demiurge.joker_played),
    (30, "ii attacks", NIGHT, night.attacks),
    (40, "ii Аутодафе", NIGHT, inquisitor.autodafe),
    (40.1, "ii Переливание жизни", NIGHT, necromancer.transfusion),
    (40.2, "ii Регенерация", NIGHT, werewolf.regeneration),
    (45, "ii Хит", NIGHT, demiurge.hit),
    # the cause told before what it does (accusations, deaths)
    (47, "ii Лицо толпы", NIGHT, inquisitor.crowd_face),
    (50, "ii Темница", NIGHT, inquirer.dungeon),
    (50.1, "ii Каторга", NIGHT, captain.penal_servitude),
    (50.2, "ii Кража", NIGHT, thief.theft),
    (50.3, "ii Обвинение в ведьмовстве", NIGHT, inquisitor.accusation),
    # information, in the order the book's roles are told
    (60, "ii Составить гороскоп", NIGHT, astrologer.horoscope),
    (60.1, "ii Исповедь", NIGHT, priest.confession),
    (60.2, "ii persona checks", NIGHT, night.persona_checks),
    (60.3, "ii Слухи", NIGHT, night.rumours),
    (60.4, "ii Тёмные знания", NIGHT, necromancer.dark_knowledge),
    (60.5, "ii Дозор", NIGHT, captain.watch),
    (60.6, "ii Расследование", NIGHT, detective.investigation),
    (60.7, "ii Вскрытие показало", NIGHT, inquirer.autopsy),
    (60.8, "ii Транс", NIGHT, oracle.trance),
    (60.9, "ii due answers", NIGHT, night.due_answers),
    (100, "ii morning", NIGHT, night.morning),

    # the day's moves, resolved together at its end (before the Вече they weigh on)
    (9, "ii Преемственность", DAY, mayor.heir),
    (10, "ii Пророчество", DAY, oracle.prophecy),
    (10.1, "ii Позолоти ручку", DAY, gypsy.palm),
    (10.2, "ii Компромат", DAY, noble.compromise),
    (10.3, "ii Митинг", DAY, rebel.rally),
    (10.4, "ii Смотрящий", DAY, thief.overseer),
    (10.5, "ii Наговор", DAY, peasant.slander),
    (10.6, "ii Печать Небес", DAY, witch.heaven_seal),
    (10.7, "ii Грязные тайны", DAY, gossip.savings),
    (10.8, "ii Танатология", DAY, healer.thanatology_told),
    (50, "ii Вече", DAY, day.vote),
    (60, "ii Поймать в подворотне", DAY, bandit.mugging),
    (60.1, "ii Припарки", DAY, healer.poultice),
    (60.2, "ii raises", DAY, night.raises),  # Танатология
    (100, "ii evening", DAY, day.evening),

    (10, "ii instant", "instant", instant.instant),
]

# The abilities a shared step resolves by their tag, not by name: tag -> that step (a line of ``ORDER``). An
# ability of a role is resolved by its role module (``INSTANT``, a step of its own), by a step that names it,
# or by its tag here: ``tests/plugins/fantasy/test_abilities_resolved.py`` checks every one is.
BY_TAG = {
    BLOCK: night.blocks,  # Чары, Зомбирование, Вой, Полтергейст…: the blocked one's moves are void
    ATTACK: night.attacks,  # 1 damage at the ability's rank (``Ability.value``) unless the step says more
}
