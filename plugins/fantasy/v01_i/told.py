"""What is told to whom in fantasy v0.1 and I: one table per edition (see :mod:`core.told`).

The two editions share most of their words; each line gives both editions' places in the book
(v0.1 from l.4, I from l.187) and the scenarios of each. ``tools/told_table.py`` writes the tables
into ``docs/variants/fantasy.md``.
"""

from __future__ import annotations

from core.told import Hearer, Told, ToldTable

ALL, ACTOR, TARGET, PLAYER, NOBODY = Hearer.EVERYONE, Hearer.ACTOR, Hearer.TARGET, Hearer.PLAYER, Hearer.NOBODY
BOOK = "000_5d311da7629e3afc.txt"
S = "tests/scenarios/fantasy/"
WHOLE = "tests/bot/test_whole_game.py::test_whole_game_as_players_read_it"
TOWN = "What the town is told (every edition)"
INFO = "Information"

# (event, to, keys, v0.1 (line, quote, tests) or None, I (line, quote, tests) or None, reading, abilities)
LINES = [
    ("Своя Тайная роль", PLAYER, ("start.role",),
     (17, "либо в личном сообщении игроку (личная)", (WHOLE,)),
     (200, "либо в личном сообщении игроку (личная)", (WHOLE,)), "", ()),
    ("Кого знает со старта (Мистическая связь, Знакомства по ту сторону)", PLAYER, ("start.knows",),
     (77, "на старте игры Лич узнает у кого Тайные роли Зомби, Призрака и Некроманта",
      (S + "lich_dark_army_heals_the_living.yaml",)),
     (281, "в начале игры узнает, у кого есть Тайные роли Беса, Суккуба и Гончей Ада",
      (S + "demonologist_sacrifice_resummons.yaml",)), "", ()),
    ("Лазарет, Тюрьма: попал и вышел", ALL, ("fantasy.infirmary_in", "fantasy.infirmary_out", "fantasy.prison_in",
                                           "fantasy.prison_in_forever", "fantasy.prison_out"),
     (15, "Все случаи получения или потери любым персонажем любого их этих статусов объявляются публично",
      (S + "bandit_alley_leaves_one_life.yaml", S + "vote_for_a_prisoner_v01.yaml", S + "cards_swap_lives.yaml")),
     (198, "Все случаи получения или потери любым персонажем любого их этих статусов объявляются публично",
      (S + "infirmary_left_above_one.yaml", S + "prison_dungeon_half_moon_day_night_day.yaml")), "", ()),
    ("Кладбище: смерть и тайная роль", ALL, ("fantasy.died", "fantasy.executed", "fantasy.nobody_died"),
     (14, "Как только персонаж попадает на Кладбище, его тайная роль публично раскрывается",
      (S + "attack_guard_takes_the_blows.yaml", S + "vote_mayor_two_votes.yaml")),
     (197, "Как только персонаж попадает на Кладбище, его тайная роль публично раскрывается",
      (S + "attack_autodafe_nothing_saves.yaml", S + "demonologist_sacrifice_resummons.yaml")), "", ()),
    ("Армия тьмы: восстал", ALL, ("fantasy.risen",),
     (73, "Зомби, Призрак и Некромант возрождаются каждое Новолуние", (S + "mayor_former_keeps_abilities_v01.yaml",)),
     (264, "Зомби, Призрак и Некромант возрождаются каждое Новолуние",
      (S + "lich_dark_army_rises_each_new_moon.yaml",)), TOWN, ()),
    ("Вече: голоса и приговор", ALL, ("ballot.verdict", "fantasy.no_execution", "fantasy.tie"),
     (22, "может публично отдать голос против любого персонажа", (S + "vote_mayor_two_votes.yaml",)),
     (205, "может отдать голос за казнь какого-либо другого персонажа, написав об этом в комментарии к посту",
      (S + "vote_tie_nobody_dies.yaml",)), "", ()),
    ("Поймать в подворотне", ALL, ("fantasy.beaten",),
     (52, "может днем публично избить другого персонажа в подворотне", (S + "bandit_alley_leaves_one_life.yaml",)),
     (237, "может днем публично избить другого персонажа в подворотне", (S + "gossip_rumours_day_actions_too.yaml",)),
     "", ()),
    ("Митинг", ALL, ("fantasy.rally_self",),
     (54, "раз за цикл ночей получает три голоса против себя",
      (S + "rebel_rally_v01_three_against_self_votes_five.yaml",)), None, "", ()),
    ("Митинг", ALL, ("fantasy.rally",), None,
     (240, "раз за цикл ночей указывает публично цель и против нее на следующий день 4 голоса",
      (S + "rebel_rally_i_four_votes_next_day.yaml",)), "", ()),
    ("Смена пола", ALL, ("fantasy.sex_change",),
     (58, "в любой день публично может сменить пол любого персонажа", (S + "witch_no_heaven_seal_v01.yaml",)),
     None, "", ()),
    ("Дай погадаю на руке", ALL, ("fantasy.palm", "fantasy.immortal"), None,
     (226, "Его Тайная роль объявляется всему Городу", (S + "gypsy_palm_reading_i.yaml",
                                                       S + "gypsy_palm_reading_spares_from_the_vote_i.yaml")), "", ()),
    ("Божественное благословление", ALL, ("fantasy.blessed",),
     (46, "О том, что Священник попадал в Лазарет, наутро пишется", (S + "priest_blessing_once.yaml",)),
     None, "", ()),
    ("Расследование (публично)", ALL, ("fantasy.investigation",),
     (50, "может публично расследовать чужую смерть", (S + "detective_investigation_public.yaml",)),
     (234, "может публично расследовать чужую смерть", (S + "detective_only_the_night_of_death.yaml",)), "", ()),
    ("Расследование: способность, убившая персонажа", ACTOR, ("fantasy.result.investigation",),
     (50, "тайно узнавая способность, которая отправила персонажа на Кладбище",
      (S + "detective_investigation_public.yaml",)),
     (234, "тайно узнавая способность, которая отправила персонажа на Кладбище",
      (S + "detective_only_the_night_of_death.yaml",)), "", ()),
    ("Обвинение в ведьмовстве", ALL, ("fantasy.accused",),
     (116, "голос Инквизитора против этого персонажа считается за три",
      (S + "accusation_blocks_public_and_bribe_and_counts_three.yaml",)),
     (307, "голос Инквизитора против этого персонажа считается за три",
      (S + "accusation_takes_the_mayors_second_vote.yaml",)), TOWN, ()),
    ("Лицо толпы", ALL, ("fantasy.crowd_face",),
     (114, "о применении всех способностей Тайной роли Инквизитора публично объявляется следующим утром",
      (S + "accusation_blocks_public_and_bribe_and_counts_three.yaml",)),
     (305, "о применении всех способностей Тайной роли Инквизитора публично объявляется следующим утром",
      (S + "mask_inquisitor_falls_off_and_crowd_face.yaml",)), "", ()),
    ("Взятка: оправдан", ALL, ("fantasy.acquitted",),
     (70, "один раз за игру может оправдать того, кого приговорили на Дневном Вече",
      (S + "rich_bribe_acquits_once_v01.yaml",)), None, "", ()),
    ("Взятка: голосование сорвано", ALL, ("fantasy.vote_broken", "fantasy.vote_void"), None,
     (232, "раз за игру может сорвать голосование", (S + "noble_bribe_breaks_the_vote_i.yaml",)), "", ()),
    ("Преемственность: новый Мэр", ALL, ("fantasy.mayor_heir",),
     (37, "может передать свою Явную роль любому другому человеку", (S + "mayor_succession.yaml",)),
     (218, "может передать свою Явную роль любому другому человеку", (S + "mayor_former_keeps_abilities_I.yaml",)),
     "", ()),
    ("Преемственность: кому передать", PLAYER, ("fantasy.ask.heir", "fantasy.result.heir", "fantasy.result.heir_none"),
     (37, "умирая или отправляясь в тюрьму бессрочно, может передать свою Явную роль", (S + "mayor_succession.yaml",)),
     (218, "умирая или отправляясь в тюрьму бессрочно, может передать свою Явную роль",
      (S + "mayor_former_keeps_abilities_I.yaml",)), INFO, ()),
    ("Раскрыть карты", ALL, ("fantasy.cards_revealed", "fantasy.cards_right", "fantasy.cards_wrong"),
     (133, "публично выкладывает полный список соответствия Явных и Тайных ролей",
      (S + "cards_reveal_role_map_wins.yaml", S + "card_master_reveal_wrong_leaves.yaml")),
     (327, "публично выкладывает полный список соответствия Явных и Тайных ролей",
      (S + "card_master_reveal_right_wins_alone.yaml",)), "", ()),
    ("Король Пик (Кукла): Мастер карт раскрылся", ALL, ("fantasy.cards.puppet",),
     (137, "Мастер карт может публично раскрыть свою роль", (S + "cards_puppet_public_abilities.yaml",)),
     None, "Мастер карт's deck", ()),
    ("Тайная роль узнана (Пророчество, Факела, Пытка, Элементарно!, карты)", ACTOR,
     ("fantasy.result.role_of", "fantasy.cards.role"),
     (41, "в любой момент может узнать Тайную роль другого персонажа",
      (S + "oracle_prophecy_any_moment_once.yaml", S + "cards_sharper_saves_once.yaml")),
     (315, "узнает Тайную роль цель", (S + "civilian_torches_once_i.yaml", S + "detective_elementary_i.yaml")), "", ()),
    ("Гороскоп", ACTOR, ("fantasy.result.horoscope", "fantasy.result.horoscope_moves", "fantasy.result.horoscope_none"),
     (39, "Если ночью тот использовал способности Тайной роли, Астролог узнает его Тайную роль",
      (S + "astrologer_horoscope_v01_role_only.yaml",)),
     (220, "Астролог узнает его Тайную роль и все его действия", (S + "astrologer_horoscope.yaml",)), "", ()),
    ("Исповедь: роль исповедуемого", ACTOR, ("fantasy.result.confession",),
     (45, "может узнать Тайную роль другого персонажа", (S + "block_failed_information_answers_civilian.yaml",)),
     (228, "может узнать Тайную роль другого персонажа", (S + "priest_confession_both_ways.yaml",)), "", ()),
    ("Исповедь: роль священника", TARGET, ("fantasy.result.confessor",), None,
     (228, "Этот персонаж, в свою очередь, узнает Тайную роль священника", (S + "priest_confession_both_ways.yaml",)),
     "", ()),
    ("Дозор", ACTOR, ("fantasy.result.watch",),
     (105, "Утром Начальник стражи узнает, кто применял на этого персонажа какие-либо ночные способности",
      (S + "captain_one_ability_a_night.yaml",)),
     (296, "Утром Начальник стражи узнает, кто применял на этого персонажа какие-либо ночные способности",
      (S + "captain_watch_sees_visitors.yaml",)), "", ()),
    ("Дознание: на одной ли стороне", ACTOR, ("fantasy.result.same_side", "fantasy.result.other_side"),
     (118, "сравнить, на одной ли стороне они находятся", (S + "inquirer_two_neutrals_other_sides.yaml",)),
     (309, "сравнить, на одной ли стороне они находятся", (S + "inquirer_interrogation_and_torture.yaml",)), "", ()),
    ("Голубиная почта: отправлено", ACTOR, ("fantasy.result.mail_sent",),
     (23, "может через мастера передать анонимное сообщение любому другому персонажу",
      (S + "pigeon_mail_three_anonymous.yaml",)), None, INFO, ()),
    ("Голубиная почта: получено", TARGET, ("fantasy.result.mail",),
     (23, "может через мастера передать анонимное сообщение любому другому персонажу",
      (S + "pigeon_mail_three_anonymous.yaml",)), None, INFO, ()),
    ("Компромат: голос в копилке", ACTOR, ("fantasy.result.saved", "fantasy.result.spent"),
     (68, "вместо голосования может сохранить голос \"в копилку\"", (S + "gossip_compromat_saves_and_spends.yaml",)),
     (257, "вместо голосования может сохранить голос \"в копилку\"",
      (S + "gossip_compromat_spend_needs_savings.yaml",)), INFO, ()),
    ("Влияние: голос продиктован", TARGET, ("fantasy.result.vote_moved",),
     (48, "каждый ход может диктовать голоса другого персонажа", (S + "noble_influence_dictates_votes.yaml",)),
     (231, "каждый ход может диктовать голоса другого персонажа", (S + "noble_influence_told_to_the_puppet.yaml",)),
     TOWN, ()),
    ("Касание смерти: без Явной роли", TARGET, ("fantasy.result.touched",),
     (81, "иначе цель не может использовать способности Явной роли следующим днем (и знает об этом)",
      (S + "ghost_touch_keeps_the_vote.yaml",)),
     (272, "иначе цель не может использовать способности Явной роли следующим днем (и знает об этом)",
      (S + "ghost_touch_infirmary_damage_else_no_public.yaml",)), "", ()),
    ("Зомбирование: команда записана, не выполнена", ACTOR, ("fantasy.result.zombified", "fantasy.result.order_failed"),
     (75, "По сигналу Лича (через мастера) команда будет выполнена",
      (S + "zombie_order_valid_vote.yaml", S + "zombie_order_impossible_fails_lich_told.yaml")),
     (266, "По сигналу Лича (через мастера) команда будет выполнена",
      (S + "zombie_order_in_words_by_public_role.yaml",)), "Зомбирование in words", ()),
    ("Транс", ACTOR, ("fantasy.result.trance",), None,
     (223, "может получить действие указанной Тайной роли на эту ночь", (S + "oracle_trance_i.yaml",)), "", ()),
    ("Слухи", PLAYER, ("fantasy.result.rumours", "fantasy.result.rumour_target"), None,
     (258, "получает информацию обо всех действиях, применённых на цель, выбранную игроком в начале игры",
      (S + "gossip_rumours_i.yaml",)), INFO, ()),
    ("Карты Мастера карт: брошена карта", ACTOR, ("fantasy.cards.thrown",),
     (137, "Мастер карт может публично раскрыть свою роль", (S + "cards_joker_as_any_card.yaml",)),
     (331, "Мастер карт может публично раскрыть свою роль", (S + "cards_first_night_throw.yaml",)),
     "Мастер карт's deck", ()),
    ("Несработавшая способность", NOBODY, (),
     (179, "Если по какой-либо причине способность роли не сработала, то использующий эту способность не узнает "
      "об этом", (S + "block_failed_information_answers_civilian.yaml",)),
     (374, "Если по какой-либо причине способность роли не сработала, то использующий эту способность не узнает "
      "об этом", (S + "block_charm_gypsy_target_does_nothing.yaml",)), "", ()),
]


def _table(edition: str, index: int, first_line: int) -> ToldTable:
    entries = []
    for event, to, keys, v01, i, reading, abilities in LINES:
        place = (v01, i)[index]
        if place is not None:
            line, quote, tests = place
            entries.append(Told(event, to, keys, line, quote, tests, reading=reading, abilities=abilities))
    return ToldTable("fantasy", edition, BOOK, tuple(entries), first_line=first_line)


TABLES = [_table("v0.1", 0, 4), _table("I", 1, 187)]
