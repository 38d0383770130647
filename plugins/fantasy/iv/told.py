"""What is told to whom in fantasy IV «Темный Гримуар»: one table (see :mod:`core.told`).

``tools/told_table.py`` writes it into ``docs/variants/fantasy.md``. Several roles share one long line
of the book (l.531): the quotes are its sentences.
"""

from __future__ import annotations

from core.told import Hearer, Told, ToldTable

ALL, ACTOR, TARGET, PLAYER, NOBODY = Hearer.EVERYONE, Hearer.ACTOR, Hearer.TARGET, Hearer.PLAYER, Hearer.NOBODY
S = "tests/scenarios/fantasy/"
STATUSES = ("Все случаи получения или потери любым персонажем любого их этих статусов объявляются публично "
            "в посте мастера")
DEAL = "а Дьявол узнает ее тайную роль и выбранный дар"

TABLE = ToldTable("fantasy", "IV", "000_5d311da7629e3afc.txt", (
    Told("Своя Тайная роль", PLAYER, ("start.role",), 474,
         "либо в личном сообщении игроку (личная)",
         ("tests/bot/test_whole_game.py::test_whole_game_as_players_read_it",)),
    Told("Некрономикон, Давний роман: чью явную роль знает", PLAYER, ("iv.start.known",), 524,
         "Некрономикон — в начале игры узнает явную роль Некроманта", (S + "iv_start_knows_public_role.yaml",)),
    Told("Лазарет, Темница, Воскрешён: попал и вышел", ALL, (
        "iv.infirmary_in", "iv.infirmary_out", "iv.jail_in", "iv.jail_out", "iv.risen", "iv.risen_out"), 469, STATUSES,
         (S + "iv_infirmary_left_when_healed.yaml", S + "iv_jail_this_phase.yaml", S + "iv_lich_army_of_darkness.yaml",
          S + "iv_risen_no_secret_abilities.yaml"), reading="ХП and statuses"),
    Told("Кладбище", ALL, ("iv.died", "iv.nobody_died"), 469, STATUSES, (S + "iv_autodafe_names_one_role.yaml",)),
    Told("Победа", ALL, ("game.over",), 480, "Закон достигает победы, если мертва вся Нежить и Демоны.",
         (S + "iv_win_faction_with_its_dead.yaml", S + "iv_nobody_wins_when_all_dead.yaml")),
    Told("Мёртвому — ничего", NOBODY, (), 467, "не может получать игровых сообщений от мастера",
         (S + "iv_graveyard_no_abilities_no_messages.yaml",)),
    Told("Блокировка", TARGET, ("iv.blocked",), 471, "Персонаж узнает об этом.",
         (S + "iv_block_voids_moves_and_limits.yaml",)),
    Told("Своё здоровье и порог Лазарета", PLAYER, ("iv.result.your_hp", "iv.result.threshold"), 464,
         "у каждого персонажа есть две \"жизни\" или \"ХП\"", (S + "iv_block_spares_b_abilities.yaml",
                                                            S + "iv_strain_books_words.yaml"),
         reading="ХП and statuses"),
    Told("Очарование: жертва не знает", NOBODY, (), 525, "Персонаж не узнает, что его очаровали.",
         (S + "iv_succubus_charm_redirects.yaml",)),
    Told("Тайная роль мёртвого (Раскопки, Погребальная урна, Анатомический театр, Список зараженных)", ACTOR,
         ("iv.result.grave",), 496, "может узнать тайную роль персонажа на кладбище",
         (S + "iv_gravedigger_excavation.yaml", S + "iv_graveyard_looks.yaml")),
    Told("Тайная роль живого (Знание, Дознание)", ACTOR, ("iv.result.role",), 537,
         "Знание (Л,Т) — раз в неделю может узнать тайную роль живой цели",
         (S + "iv_inquirer_torture_and_theatre.yaml",)),
    Told("Аутодафе: роль названа неверно", ACTOR, ("iv.result.autodafe_wrong",), 531,
         "Аутодафе (Л,Т) — называет тайную роль цели.", (S + "iv_inquisitor_autodafe.yaml",),
         reading="Attacks and defences"),
    Told("Слухи Крестьянина", ACTOR, ("iv.result.rumours",), 531,
         "Узнает, кого выбирала цель в эту фазу, и кто выбирал целью ее.",
         (S + "iv_peasant_rumours_and_torches.yaml",)),
    Told("Факельное шествие: получен Факел", TARGET, ("iv.result.torch",), 531,
         "Цели получают способность Факел и узнают о получении данной способности.",
         (S + "iv_peasant_rumours_and_torches.yaml",)),
    Told("Чума: сколько заражено", ALL, ("iv.plague_count",), 531,
         "В новолуние становится публично известно, сколько персонажей заражено чумой.",
         (S + "iv_autodafe_names_one_role.yaml",)),
    Told("Чума: кто заражён", PLAYER, ("iv.result.infected",), 531, "Чумной Доктор знает, кто заражен чумой.",
         (S + "iv_doctor_infirmary_default_two.yaml",), reading="The plague"),
    Told("Крест на двери", ALL, ("iv.cross.clean", "iv.cross.infected", "iv.cross.absent"), 531,
         "Наутро город узнает статус заражения всех названных ролей.", (S + "iv_plague_cross_on_the_door.yaml",)),
    Told("Всадник Апокалипсиса", ALL, ("iv.horseman",), 531,
         "О превращении Чумного Доктора во Всадника Апокалипсиса объявляется публично.",
         (S + "iv_doomsday_horseman.yaml",)),
    Told("Сделка: предложение, дар", TARGET, ("iv.deal_offer", "iv.result.gift", "iv.result.devil_message"), 531,
         "предложить ему продать душу. В следующую фазу цель может принять это предложение и выбрать один из Даров.",
         (S + "iv_deal_accept_gift_immortality.yaml", S + "iv_devil_whispers_and_messages.yaml"),
         reading="The Дьявол's deals"),
    Told("Сделка: ответ Дьяволу", ACTOR, ("iv.result.deal_done", "iv.result.deal_refused"), 531, DEAL,
         (S + "iv_deal_accept_gift_immortality.yaml", S + "iv_deal_refused_cauldron.yaml"),
         reading="The Дьявол's deals", later=2),
    Told("Свои новые способности (Слава, Черный копатель, Перерождение, Загнанный в угол, Hellfire)", PLAYER, (
        "iv.result.fame", "iv.result.digger", "iv.result.reborn", "iv.result.cornered", "iv.result.hellfire_raise"),
         533,
         "Слава (Л,Т) — продавший душу выбирает явную роль, кроме своей собственной, и получает все ее способности",
         (S + "iv_deal_fame.yaml", S + "iv_marauder_black_digger.yaml",
          S + "iv_necromancer_rebirth_and_transfusion.yaml",
          S + "iv_demons_cornered_attacks.yaml", S + "iv_demonologist_hellfire_kill_raises.yaml")),
), first_line=451)
