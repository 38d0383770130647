"""The order of resolution of editions v0.1 and I of the fantasy book: one table.

Each line is ``(order, step name, phase kind, "module.function")``; the function (in a module of this
package: ``night``, ``day``, ``roles.<role>``) runs over the phase's :class:`core.resolution.Resolution`.
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

NIGHT, DAY = PhaseKind.NIGHT, PhaseKind.DAY

ORDER = [
    (4, "Сдать карты", NIGHT, "roles.card_master.cards_dealt"),
    (5, "masks", NIGHT, "night.masks"),
    (5.1, "Слухи", NIGHT, "roles.gossip.rumour_target"),
    (10, "Чары", NIGHT, "roles.gypsy.charms"),
    (10.1, "Вой", NIGHT, "roles.werewolf.howl"),
    (11, "blocks", NIGHT, "night.blocks"),
    (12, "cards", NIGHT, "roles.card_master.cards_tonight"),
    (15, "Очарование", NIGHT, "roles.succubus.charm"),
    (20, "aims", NIGHT, "night.aims"),
    (20.1, "Касание смерти", NIGHT, "roles.ghost.touch_gives_way"),
    (20.2, "Укус", NIGHT, "roles.hound.bite_gives_way"),
    (20.5, "moves", NIGHT, "night.moves"),
    (20.6, "Никто не ждал испанскую инквизицию!", NIGHT, "roles.inquisitor.unmask"),
    (28, "На страже", NIGHT, "night.guard_posts"),
    (29, "Порча", NIGHT, "roles.witch.curse"),
    (30, "attacks", NIGHT, "night.attacks"),
    (40, "Переливание жизни", NIGHT, "roles.necromancer.transfusion"),
    (40.1, "Регенерация", NIGHT, "roles.werewolf.regeneration"),
    (40.2, "Пытка", NIGHT, "roles.inquirer.torture"),
    (40.3, "Аутодафе", NIGHT, "roles.inquisitor.autodafe"),
    (40.4, "sudden death", NIGHT, "night.sudden_death"),
    (40.5, "Печать Небес", NIGHT, "roles.witch.heaven_seal"),
    (45, "Лицо толпы", NIGHT, "roles.inquisitor.crowd_face"),  # the cause first: before prisons, deaths
    (50, "Арест", NIGHT, "roles.captain.arrest"),
    (50.1, "Темница", NIGHT, "roles.guard.dungeon"),
    (50.2, "Кража", NIGHT, "roles.thief.theft"),
    (50.3, "Обвинение в ведьмовстве", NIGHT, "roles.inquisitor.accusation"),
    (55, "Зомбирование", NIGHT, "roles.lich.zombify"),
    (60, "Составить гороскоп", NIGHT, "roles.astrologer.horoscope"),
    (60.1, "Исповедь", NIGHT, "roles.priest.confession"),
    (60.2, "Факелы", NIGHT, "roles.civilian.torches"),
    (60.3, "Дозор", NIGHT, "roles.captain.watch"),
    (60.4, "Дознание", NIGHT, "roles.inquirer.inquiry"),
    (60.5, "Слухи", NIGHT, "roles.gossip.rumours"),
    (62, "Чутье, Догадка", NIGHT, "roles.card_master.card_information"),
    (69, "Паранойя: скрыть", NIGHT, "roles.beast.hide_letters"),
    (70, "mail", NIGHT, "night.mail"),
    (70.1, "Паранойя", NIGHT, "roles.beast.false_letters"),
    (95, "Пожирай: маска", NIGHT, "roles.beast.devour_mask"),
    (96, "cards at dawn", NIGHT, "roles.card_master.cards_at_dawn"),
    (97, "Сдвиг", NIGHT, "roles.card_master.shift_at_dawn"),
    (100, "morning", NIGHT, "night.morning"),
    (101, "Пожирай", NIGHT, "roles.beast.devour"),
    (102, "Sacrifice!", NIGHT, "roles.demonologist.summon_back"),
    (103, "Пытка: роль", NIGHT, "roles.inquirer.torture_told"),
    (104, "Гон", NIGHT, "roles.hound.hunt"),
    (104.9, "nobody died", NIGHT, "night.nobody_died"),
    (105, "last morning", NIGHT, "roles.card_master.shift"),
    (110, "first hand", NIGHT, "roles.card_master.first_hand"),

    (10, "instant", "instant", "day.instant"),
    (50, "Вече", DAY, "day.vote"),
    (100, "evening", DAY, "day.evening"),
    (100.1, "Армия тьмы", DAY, "roles.lich.rise"),
]

# The abilities a shared step resolves by their tag, not by name: tag -> that step (a line of ``ORDER``). An
# ability of a role is resolved by its role module (a step, ``INSTANT``, a hook), by a step that names it,
# or by its tag here: ``tests/plugins/fantasy/test_abilities_resolved.py`` checks every one is.
BY_TAG = {
    "mask": "night.masks",  # ``night.MASK``: a mask chosen at the start (Инквизитор, Тварь)
}

# The night's attacks (``night.attacks``), collected in this order, the book's table of strength (their
# damage is dealt, and told, in it): the ability and the function that makes its hits, ``(res, ability) ->
# list[Hit]`` (``night.hits_of``: 1 damage each at the ability's rank, ``Ability.value``). An attack of a new
# role (tag ``ATTACK``) that is not listed comes after these, as ``night.hits_of`` makes it.
ATTACKS = [
    ("Пожирай", "roles.beast.devour_hits"),
    ("Sacrifice!", "roles.demonologist.sacrifice_hits"),
    ("Нападение", "roles.imp.assault_hits"),
    ("Укус", "night.hits_of"),
    ("Гон", "roles.hound.hunt_hits"),
    ("Bra-a-a-ains", "night.hits_of"),
    ("Касание смерти", "roles.ghost.touch_hits"),
    ("Ревность", "night.hits_of"),
    ("Вилы", "night.hits_of"),
]
