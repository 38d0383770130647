"""What is told to whom in the cards book: one table (see :mod:`core.told`).

Each line: the book's event, who learns it, the text keys that tell it, the book's line and words,
the tests that check it. ``tools/told_table.py`` writes it into ``docs/variants/cards.md``. The cards'
own texts (what a check answers) are the collection's (``cards.toml``): the book's line is the rule
that cards act at the phase's end (l.282).
"""

from __future__ import annotations

from core.told import Hearer, Told, ToldTable

ALL, ACTOR, TARGET, PLAYER, FELLOWS = Hearer.EVERYONE, Hearer.ACTOR, Hearer.TARGET, Hearer.PLAYER, Hearer.FELLOWSHIP
S = "tests/scenarios/cards/"
SILENT = "Told to whom: the readings"
READS = "Told to whom: the readings"
EFFECTS = "Эффекты карт вступают в силу одновременно, по окончании фазы, в которую были сыграны"

TABLE = ToldTable("cards", None, "001_07968ec191016dad.txt", (
    Told("Своя Тайная роль", PLAYER, ("start.role",), 270, "узнав свою Тайную роль",
         ("tests/bot/test_whole_game.py::test_whole_game_as_players_read_it",)),
    Told("Члены Мафии друг о друге", FELLOWS, ("start.fellows",), 367,
         "В начале игры члены Мафии узнают личности друг друга", (S + "rule_mafia_know_each_other.yaml",)),
    Told("Колоды Мафии", FELLOWS, ("cards.mafia_deck",), 368, "После сбора колоды члены Мафии узнают колоды друг друга",
         (S + "rule_mafia_learn_new_deck.yaml",)),
    Told("Рука и Рукав Мафии", FELLOWS, ("cards.mafia_piles",), 369,
         "В начале каждой ночи члены Мафии узнают полный состав Руки и Рукава друг друга",
         (S + "rule_mafia_know_piles.yaml", S + "rule_mafia_know_piles_living_only.yaml")),
    Told("Число карт в Руке", ALL, ("cards.hand_sizes",), 284,
         "Количество карт в Руке каждого игрока все узнают в конце каждой фазы", (S + "card_bronezhilet.yaml",)),
    Told("Колода по умолчанию, новая колода", PLAYER, ("cards.default_deck", "cards.rebuilt"), 285,
         "персонаж может в любой момент собрать новую колоду из коллекции", (S + "public_geniy.yaml",
                                                                            S + "rule_rebuild_empty_deck.yaml"),
         reading=SILENT),
    Told("Цена сыгранной карты; мгновенная карта", ACTOR, ("cards.paid", "cards.instant_played"), 283,
         "Они ресолвятся сразу в момент заявки", (S + "card_ukol_stimulyatora.yaml", S + "card_dosye.yaml"),
         reading=READS),
    Told("Урон и блок", TARGET, ("cards.damaged",), 294,
         "по окончанию фазы он сбрасывает столько случайных карт из Руки, сколько получил урона",
         (S + "card_granata.yaml",), reading=READS),
    Told("Блокировка", TARGET, ("cards.blockaded", "cards.blockaded_cards"), 282, EFFECTS,
         (S + "card_oglushenie_target_told.yaml",), reading=SILENT),
    Told("Сообщение картой", TARGET, ("cards.message", "cards.roster"), 289,
         "Цель узнает, какой картой было отправлено сообщение",
         (S + "card_zapiska.yaml", S + "card_obschiy_sbor.yaml")),
    Told("Сообщение городу", ALL, ("cards.town",), 292,
         "текст сообщения становится виден публично по итогам фазы", (S + "card_vozzvanie.yaml",)),
    Told("Ответ проверки (Обыск, Досмотр, Досье, Преследование, Камера, Прослушка, Конфискация)", ACTOR, (
        "cards.result.hand", "cards.result.piles", "cards.result.role", "cards.result.track", "cards.result.watch",
        "cards.result.seized", "cards.tapped", "cards.swapped"), 282, EFFECTS,
         (S + "card_obysk.yaml", S + "card_dosmotr.yaml", S + "card_dosye.yaml", S + "card_presledovanie.yaml",
          S + "card_kamera_nablyudeniya.yaml", S + "card_proslushka.yaml", S + "card_konfiskaciya.yaml")),
    Told("Конфискация: что забрали", TARGET, ("cards.result.lost",), 282, EFFECTS, (S + "card_konfiskaciya.yaml",),
         reading=READS),
    Told("Смерть (0 карт в Руке)", ALL, ("cards.died",), 296,
         "Если у персонажа по итогам фазы становится 0 карт в Руке, то он умирает",
         (S + "card_vzryvchatka.yaml",), reading=SILENT),
    Told("Смерть Мстителя: роль не раскрывается", ALL, ("cards.died_hidden",), 358,
         "Ваша Тайная роль после смерти не раскрывается", (S + "public_mstitel.yaml",)),
    Told("Тюрьма: посажен, вышел", ALL, ("cards.prison_in", "cards.prison_out"), 298,
         "Некоторые эффекты могут посадить цель в Тюрьму", (S + "card_arest.yaml",), reading=READS),
    Told("Вече: приговор, мир, ничья", ALL, ("ballot.verdict", "cards.sentenced", "cards.no_votes", "cards.peace",
                                             "cards.peace_short", "cards.tie"), 301,
         "По оконачнии дня персонаж, набравший больше всего голосов, получает 5 урона",
         (S + "rule_veche_peace_strict_majority.yaml", S + "rule_veche_peace_half_is_not_majority.yaml",
          S + "rule_veche_tie_politik.yaml")),
    Told("Прокурор усиливает голос", ALL, ("cards.prosecutor",), 306, "может публично получить +2 к силе голоса",
         (S + "public_prokuror.yaml",)),
    Told("Политик: приговор отменён", ALL, ("cards.politician",), 344,
         "Если приговорен на Вече, приговор отменяется", (S + "public_politik.yaml",)),
    Told("Победа", ALL, ("game.over",), 278,
         "Игра заканчивается, если живы только члены одной фракции (Мафия, Закон или Маньяк)",
         (S + "rule_law_win.yaml", S + "rule_all_dead_nobody_wins.yaml")),
    Told("Свойства Явных ролей (Везунчик, Культист, Мародер, Монах, Воин) и награда Маньяка", PLAYER, (
        "cards.lucky", "cards.cultist", "cards.marauder", "cards.monk", "cards.warrior", "cards.maniac_reward"), 304,
         "Каждая Явная роль получает особое игровое преимущество",
         (S + "public_vezunchik.yaml", S + "public_kultist.yaml", S + "public_marauder.yaml", S + "public_monah.yaml",
          S + "public_voin.yaml", S + "maniac_reward.yaml"), reading=READS),
))
