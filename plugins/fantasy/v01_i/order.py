"""The order of resolution of editions v0.1 and I of the fantasy book: one table.

Each line is ``(order, step name, phase kind, function)``; the function (of a module of this package:
``night``, ``day``, ``roles.<role>``, imported here) runs over the phase's :class:`core.resolution.Resolution`.
The night goes in the book's blocks (cards, blocks, moves, attacks, other harm, prisons, information,
mail, morning); a role whose move is resolved at a place of its own adds one line here: the blocks, the
other harm, the prisons and marks, the information and what follows a death in the morning are one line per
role, in the book's order within the block (the information: the order the roles are told), each block
closed where need be by a shared step of ``night`` (``blocks`` cancels the blocked moves, ``sudden_death``,
``morning`` settles the statuses). Editions II and IV keep their own tables
(``plugins/fantasy/ii/order.py``, ``plugins/fantasy/iv/order.py``).
"""

from __future__ import annotations

from core.model import PhaseKind
from core.resolution import Resolution

from plugins.fantasy.v01_i import day, night
from plugins.fantasy.v01_i.roles import (
    astrologer, beast, captain, card_master, civilian, demonologist, ghost, gossip, guard, gypsy, hound, imp,
    inquirer, inquisitor, lich, necromancer, priest, succubus, thief, werewolf, witch,
)

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY


def attacks(res: Resolution) -> None:
    """The night's attacks (``night.attacks``) in the order of the table of strength, ``ATTACKS`` below."""
    night.attacks(res, ATTACKS)


ORDER = [
    (4, "Сдать карты", NIGHT, card_master.cards_dealt),
    (5, "masks", NIGHT, night.masks),
    (5.1, "Слухи", NIGHT, gossip.rumour_target),
    (10, "Чары", NIGHT, gypsy.charms),
    (10.1, "Вой", NIGHT, werewolf.howl),
    (11, "blocks", NIGHT, night.blocks),
    (12, "cards", NIGHT, card_master.cards_tonight),
    (15, "Очарование", NIGHT, succubus.charm),
    (20, "aims", NIGHT, night.aims),
    (20.1, "Касание смерти", NIGHT, ghost.touch_gives_way),
    (20.2, "Укус", NIGHT, hound.bite_gives_way),
    (20.5, "moves", NIGHT, night.moves),
    (20.6, "Никто не ждал испанскую инквизицию!", NIGHT, inquisitor.unmask),
    (28, "На страже", NIGHT, night.guard_posts),
    (29, "Порча", NIGHT, witch.curse),
    (30, "attacks", NIGHT, attacks),
    (40, "Переливание жизни", NIGHT, necromancer.transfusion),
    (40.1, "Регенерация", NIGHT, werewolf.regeneration),
    (40.2, "Пытка", NIGHT, inquirer.torture),
    (40.3, "Аутодафе", NIGHT, inquisitor.autodafe),
    (40.4, "sudden death", NIGHT, night.sudden_death),
    (40.5, "Печать Небес", NIGHT, witch.heaven_seal),
    (45, "Лицо толпы", NIGHT, inquisitor.crowd_face),  # the cause first: before prisons, deaths
    (50, "Арест", NIGHT, captain.arrest),
    (50.1, "Темница", NIGHT, guard.dungeon),
    (50.2, "Кража", NIGHT, thief.theft),
    (50.3, "Обвинение в ведьмовстве", NIGHT, inquisitor.accusation),
    (55, "Зомбирование", NIGHT, lich.zombify),
    (60, "Составить гороскоп", NIGHT, astrologer.horoscope),
    (60.1, "Исповедь", NIGHT, priest.confession),
    (60.2, "Факелы", NIGHT, civilian.torches),
    (60.3, "Дозор", NIGHT, captain.watch),
    (60.4, "Дознание", NIGHT, inquirer.inquiry),
    (60.5, "Слухи", NIGHT, gossip.rumours),
    (62, "Чутье, Догадка", NIGHT, card_master.card_information),
    (69, "Паранойя: скрыть", NIGHT, beast.hide_letters),
    (70, "mail", NIGHT, night.mail),
    (70.1, "Паранойя", NIGHT, beast.false_letters),
    (95, "Пожирай: маска", NIGHT, beast.devour_mask),
    (96, "cards at dawn", NIGHT, card_master.cards_at_dawn),
    (97, "Сдвиг", NIGHT, card_master.shift_at_dawn),
    (100, "morning", NIGHT, night.morning),
    (101, "Пожирай", NIGHT, beast.devour),
    (102, "Sacrifice!", NIGHT, demonologist.summon_back),
    (103, "Пытка: роль", NIGHT, inquirer.torture_told),
    (104, "Гон", NIGHT, hound.hunt),
    (104.9, "nobody died", NIGHT, night.nobody_died),
    (105, "last morning", NIGHT, card_master.shift),
    (110, "first hand", NIGHT, card_master.first_hand),

    (10, "instant", "instant", day.instant),
    (50, "Вече", DAY, day.vote),
    (100, "evening", DAY, day.evening),
    (100.1, "Армия тьмы", DAY, lich.rise),
]

# The abilities a shared step resolves by their tag, not by name: tag -> that step (a line of ``ORDER``). An
# ability of a role is resolved by its role module (a step, ``INSTANT``, a hook), by a step that names it,
# or by its tag here: ``tests/plugins/fantasy/test_abilities_resolved.py`` checks every one is.
BY_TAG = {
    "mask": night.masks,  # ``night.MASK``: a mask chosen at the start (Инквизитор, Тварь)
}

# The night's attacks (``night.attacks``), collected in this order, the book's table of strength (their
# damage is dealt, and told, in it): the ability and the function that makes its hits, ``(res, ability) ->
# list[Hit]`` (``night.hits_of``: 1 damage each at the ability's rank, ``Ability.value``). An attack of a new
# role (tag ``ATTACK``) that is not listed comes after these, as ``night.hits_of`` makes it.
ATTACKS = [
    ("Пожирай", beast.devour_hits),
    ("Sacrifice!", demonologist.sacrifice_hits),
    ("Нападение", imp.assault_hits),
    ("Укус", night.hits_of),
    ("Гон", hound.hunt_hits),
    ("Bra-a-a-ains", night.hits_of),
    ("Касание смерти", ghost.touch_hits),
    ("Ревность", night.hits_of),
    ("Вилы", night.hits_of),
]
