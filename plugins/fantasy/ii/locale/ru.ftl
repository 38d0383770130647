setup-fantasy-unique_roles_ii = Эти роли в игре могут быть только у одного игрока: { $roles }.

reject-ii-after = «{ $ability }» нельзя применить сразу после «{ $other }»: проклятья чередуются.

reject-ii-exclusive_cycle = «{ $ability }» нельзя применить в цикл ночей, когда использовано «{ $other }».

reject-ii-persona = Личиной можно назвать только тайную роль (не Странника): { $role }.

reject-ii-persona_count = Нужно назвать личин: { $count }.

reject-ii-sacrifice_target = Sacrifice! в Полнолуние: укажите одну цель.

reject-ii-sacrifice_when = Sacrifice! применяется в Полнолуние; в Новолуние — перепризыв демона (назовите его тайную роль), если жертва прошлого Полнолуния не дожила до дня.

reject-ii-not_a_demon = Перепризвать можно только демона (Бес, Суккуба, Гончая Ада): { $role }.

reject-ii-joker_twice = Джокер: { NAME($name, case: "acc") } уже называли — одного персонажа дважды называть нельзя.

reject-ii-joker_role = Джокер: роль «{ $role }» уже называли — одну роль дважды называть нельзя.

reject-ii-no_cards = Ход: у вас нет карт.

reject-ii-pass_target = Пас: укажите одну живую цель, кроме себя.

reject-ii-no_target = «{ $ability }» применяется без цели.

reject-ii-vabank_list = Ва-банк: нужен полный список — role { "{" }игрок: тайная роль{ "}" } для каждого персонажа.

reject-ii-no_mayor = { $name } не может стать Мэром (Анархизм, Проходимец).

reject-ii-bribe_final = Дачу взятки отозвать нельзя.

reject-ii-risen_vote = Вы воскрешены и не можете голосовать.

reject-ii-instead_of_vote = Сегодня вы применили «{ $ability }» вместо голосования.

ii-died = { $player } отправляется на Кладбище.

# Many players in one line of the summary (Texts.grouped).
ii-died-many = На Кладбище отправляются: { NAME($players, case: "nom") }.

ii-exiled = { $player_gender ->
        [masculine] { $player } отправлен на Каторгу пожизненно и выведен
        [feminine] { $player } отправлена на Каторгу пожизненно и выведена
       *[other] Игрок { $player } отправлен на Каторгу пожизненно и выведен
    } из игры.

ii-howl = Вой Оборотня: этой ночью заблокированы — { $players }.

# Касание смерти «о чём заявляется публично»: what it does is told, not the secret ability.
ii-touched = Сегодня { $player } не может применять способности явной роли.

ii-gossip = { $actor } собирает слухи { NAME($player, case: "prep", with: "о") }.

ii-elementary = { $actor }: «Элементарно!» — смотрит на { NAME($player, case: "acc") }.

ii-prophecy = { $actor } пророчествует { NAME($player, case: "prep", with: "о") }.

ii-palm = { $actor }: «Позолоти ручку» — гадает { NAME($player, case: "dat") }.

ii-rally = { $actor } собирает митинг против { NAME($player, case: "gen") }: завтра против { $player_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } 3 голоса.

ii-watcher = { $actor } — Смотрящий: сегодня против { $actor_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } на 3 голоса меньше.

ii-thanatology = Танатология: { $actor } воскрешает { NAME($player, case: "acc") }.

# Армия тьмы, a demon summoned again: the status is told, not the secret ability that did it.
ii-risen = { $player } возвращается с Кладбища со статусом «Воскрешён».

ii-risen_healer = Танатология: { $player } возвращается с Кладбища со статусом «Воскрешён».

ii-vabank = { $actor } идёт ва-банк: { $text }

ii-vabank_right = Список { NAME($actor, case: "gen") } верен: Демиург побеждает.

ii-host_removed = Ведущий удалил из игры { NAME($player, case: "acc") }.

## Why a side won, for the final post (edition II): the factions and the Тварь as in the earlier
## editions (the shared catalog); «Ва-банк» is the Демиург's.

won-Demiurg = «Ва-банк»: Демиург верно назвал тайные роли всех персонажей и побеждает

ii-vabank_wrong = Список { NAME($actor, case: "gen") } неверен: Демиург покидает игру навсегда.

ii-holding-cards = Карты в руке: { $cards }.

ii-holding-personas = Личины: { $personas }.

ii-result-personas_added = Вы получили личины: { $personas }.

ii-result-adapted = Приспосабливайся: ваши личины теперь — { $personas }.

ii-result-bite_cancelled = Укус не засчитан: { NAME($target, case: "acc") } этой ночью уже выбирали другие Демоны.

ii-result-no_soul = Без души: { $target } — Лич, демоны не могут { $target_gender ->
        [masculine] его
        [feminine] её
       *[other] его
    } атаковать. Атака «{ $ability }» отменена.

ii-result-aura = Aura of darkness: вы почувствовали зло в { NAME($target, case: "prep") } и отменили атаку («{ $ability }»).

ii-result-circle_up = Protective circle призван: он отразит самую сильную атаку на вас.

ii-result-circle_gone = Protective circle исчез: он отразил атаку.

ii-result-horoscope = Гороскоп: { $target_gender ->
        [masculine] { $target } применял
        [feminine] { $target } применяла
       *[other] игрок { $target } применял
    } способности тайной роли. Личины: { $personas }. { $count ->
        [0] { $target_gender ->
            [masculine] Ни на кого он не воздействовал.
            [feminine] Ни на кого она не воздействовала.
           *[other] Ни на кого этот игрок не воздействовал.
        }
       *[other] { $target_gender ->
            [masculine] Он воздействовал
            [feminine] Она воздействовала
           *[other] Этот игрок воздействовал
        } на { NAME($players, case: "acc") }.
    }

ii-result-horoscope_none = Гороскоп: { $target_gender ->
        [masculine] { $target } этой ночью не применял
        [feminine] { $target } этой ночью не применяла
       *[other] игрок { $target } этой ночью не применял
    } способностей тайной роли.

ii-result-role = Тайная роль { NAME($target, case: "gen") } — { $role }.

ii-result-confessor = Вас исповедовали: тайная роль Священника — { $role }.

# A check's answer names the check made (a player may make several).
ii-result-persona = { $ability } — личина { NAME($target, case: "gen") }: { $personas }.

ii-result-rumours = Слухи { $yourself ->
        [True] о себе
       *[other] { NAME($target, case: "prep", with: "о") }
    }: { $moves_count ->
        [0] ничего
       *[other] { $moves }
    }.

ii-result-watch = { $yourself ->
        [True] Дозор у себя: на вас
       *[other] Дозор у { NAME($target, case: "gen") }: на { $target_gender ->
            [masculine] него
            [feminine] неё
           *[other] него
        }
    } применяли ночные способности: { $visitors_count ->
        [0] никто
       *[other] { $visitors }
    }.

ii-result-investigation = Расследование: { $abilities_count ->
        [0] ни одна способность не отправляла { NAME($target, case: "acc") } на Кладбище
       *[other] { NAME($target, case: "acc") } отправили на Кладбище способности: { $abilities }
    }.

ii-result-autopsy = Вскрытие показало: { $target } — { $role }; на { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } действовали в ночь смерти: { $abilities_count ->
        [0] никакие способности
       *[other] { $abilities }
    }.

ii-result-trance = Транс: персонаж роли «{ $role }» этой ночью — { $moves_count ->
        [0] ни с кем не взаимодействовал
       *[other] { $moves }
    }.
ii-result-trance_again = Транс (прошлой ночи): персонаж роли «{ $role }» — { $moves_count ->
        [0] ни с кем не взаимодействовал
       *[other] { $moves }
    }.

ii-result-palm = Позолоти ручку: { $target_gender ->
        [masculine] { $target } воздействовал
        [feminine] { $target } воздействовала
       *[other] игрок { $target } воздействовал
    } на: { $on_count ->
        [0] никого
       *[other] { $on }
    }; на { NAME($target, case: "acc") } воздействовали: { $by_count ->
        [0] никто
       *[other] { $by }
    }.

ii-result-summon_ready = Жертва не дожила до дня: в Новолуние вы сможете перепризвать демона.

ii-result-sealed_saved = Печать Небес: вы остаётесь в живых и восстанавливаете все жизни.

ii-result-healed = Припарки: { $gained ->
        [0] у { NAME($target, case: "gen") } и так наибольшее число жизней, ни одной не прибавилось.
       *[other] { $target_gender ->
            [masculine] { $target } получил
            [feminine] { $target } получила
           *[other] игрок { $target } получил
        } одну жизнь.
    }

ii-result-beast_lives = Ваши жизни: { $lives }.

ii-result-croupier_cards = Крупье: карты — { $counts }.

ii-result-croupier_personas = Крупье: личины — { $personas }.

ii-result-croupier_roles = Крупье: тайные роли — { $roles }.

ii-result-saved = Грязные тайны: голос отложен в копилку (в копилке: { $savings }).

ii-result-spent = Грязные тайны: голосов из копилки против { NAME($target, case: "gen") }: { $savings }.

# key: ii.role_summary.Мэр
ii-role_summary-Mer = Деспотия: два голоса на Вече. Преемственность: передаёт явную роль наследнику.

# key: ii.role_summary.Астролог
ii-role_summary-Astrolog = Составить гороскоп: две личины действовавшей цели и на кого она воздействовала.

# key: ii.role_summary.Оракул
ii-role_summary-Orakul = Пророчество: личина цели вместо голоса. Транс: взаимодействия тайной роли.

# key: ii.role_summary.Цыганка
ii-role_summary-Tsyganka = Чары (Б): блок. Позолоти ручку: кто на кого воздействовал ночью.

# key: ii.role_summary.Священник
ii-role_summary-Svyashchennik = Исповедь: обмен тайными ролями. Божественное благословление.

# key: ii.role_summary.Дворянин
ii-role_summary-Dvoryanin = Влияние: диктует чужие голоса. Компромат: срывает голосование.

# key: ii.role_summary.Сыщик
ii-role_summary-Syshchik = Расследование: чем убит мёртвый. Элементарно!: личина цели.

# key: ii.role_summary.Бандит
ii-role_summary-Bandit = Поймать в подворотне: одна жизнь цели. Атас!: защита от 2 урона.

# key: ii.role_summary.Бунтарь
ii-role_summary-Buntar = Митинг: завтра 3 голоса против цели. Анархизм.

# key: ii.role_summary.Ведьма
ii-role_summary-Vedma = Порча: атаковавший проклятого умирает. Печать Небес.

# key: ii.role_summary.Кузнец
ii-role_summary-Kuznets = Закалка (Т): +2 жизни.

# key: ii.role_summary.Вор
ii-role_summary-Vor = Кража: завтра цель без явной роли и голоса. Смотрящий: −3 голоса.

# key: ii.role_summary.Оборотень
ii-role_summary-Oboroten = Регенерация каждое Полнолуние; Вой: блокирует до трёх.

# key: ii.role_summary.Лекарь
ii-role_summary-Lekar = Припарки: лечит или убивает лежащего в Лазарете. Танатология: воскрешает.

# key: ii.role_summary.Сплетник
ii-role_summary-Spletnik = Грязные тайны: копилка голосов. Слухи: все действия на цель.

# key: ii.role_summary.Богач
ii-role_summary-Bogach = Взятка: трижды оправдывает приговорённого.

# key: ii.role_summary.Странник
ii-role_summary-Strannik = Незнакомец: единственная личина — Странник. Не может стать Мэром.

# key: ii.role_summary.Лич
ii-role_summary-Lich = Армия тьмы, Щит душ, Зомбирование, Без души.

# key: ii.role_summary.Зомби
ii-role_summary-Zombi = Bra-a-a-ains: 1 урон. No-o Bra-a-a-ains: личина цели.

# key: ii.role_summary.Призрак
ii-role_summary-Prizrak = Касание смерти, Полтергейст, Бестелесность.

# key: ii.role_summary.Некромант
ii-role_summary-Nekromant = Перерождение, Переливание жизни, Тёмные знания.

# key: ii.role_summary.Демонолог
ii-role_summary-Demonolog = Sacrifice!, Protective circle, Арканная магия, Aura of darkness. Не демон.

# key: ii.role_summary.Бес
ii-role_summary-Bes = Нападение: 1 урон (2, если загнан в угол).

# key: ii.role_summary.Суккуба
ii-role_summary-Sukkuba = Очарование, Соблазнение, Ревность. Знает Демонолога.

# key: ii.role_summary.Гончая Ада
ii-role_summary-Gonchaya_Ada = Укус: 1 урон, перезарядка ночь. Гон.

# key: ii.role_summary.Начальник стражи
ii-role_summary-Nachalnik_strazhi = Пивное пузо; Каторга, Дозор или На страже.

# key: ii.role_summary.Инквизитор
ii-role_summary-Inkvizitor = +5 личин; Лицо толпы; Аутодафе; Обвинение в ведьмовстве.

# key: ii.role_summary.Дознаватель
ii-role_summary-Doznavatel = Темница, Вскрытие показало, Дознание.

# key: ii.role_summary.Крестьянин 1
ii-role_summary-Krestyanin_1 = Пивное пузо; Вилы; Слухи; На страже; Наговор.

# key: ii.role_summary.Крестьянин 2
ii-role_summary-Krestyanin_2 = Как Крестьянин, но Вилы сильнее.

# key: ii.role_summary.Тварь
ii-role_summary-Tvar = Приспосабливайся, Пожирай, Превозмогай, Подавляй; побеждает одна.

# key: ii.role_summary.Демиург
ii-role_summary-Demiurg = Карты: Раздача, Джокер, Хит, Баст, Крупье; Ва-банк.

# The role card: how the player's side wins (win.<faction>, or win.<role> for a neutral who wins
# alone; an edition's own as win.<edition>.<…>), after «Победа:».

# key: win.II.Закон
win-II-Zakon = не осталось ни Нежити, ни Демонов (живых и не в Тюрьме){ $beast ->
        [yes] , и Тварь мертва
       *[other] {""}
    }; побеждает вся фракция, мёртвые тоже.

# key: win.II.Нежить
win-II-Nezhit = не осталось ни Закона, ни Демонов (живых и не в Тюрьме){ $beast ->
        [yes] , и Тварь мертва
       *[other] {""}
    }; побеждает вся фракция, мёртвые тоже.

# key: win.II.Демоны
win-II-Demony = не осталось ни Закона, ни Нежити (живых и не в Тюрьме){ $beast ->
        [yes] , и Тварь мертва
       *[other] {""}
    }; побеждает вся фракция, мёртвые тоже.

# key: win.II.Тварь
win-II-Tvar = остаться единственным живым персонажем не в Тюрьме; пока вы живы, не побеждает ни одна фракция.

# key: win.II.Демиург
win-II-Demiurg = Ва-банк: верно назвать тайную роль каждого — и победа сразу; ошибка — вы навсегда покидаете игру.

# The role card: what each ability does, in one line written from the book (the card adds
# when, on whom, how often and the command from the ability's declaration). Looked up as
# does.<edition>.<role>.<ability>, does.<role>.<ability>, does.<ability> (role «-»: no role's own).

# key: does.II.Мэр.Преемственность
does-II-Mer-Preemstvennost = Умирая или уходя в Тюрьму бессрочно, передаёт свою явную роль другому живому персонажу (тот теряет прежнюю); бывший Мэр сохраняет свои способности.

# key: does.II.Астролог.Составить гороскоп
does-II-Astrolog-Sostavit_goroskop = Тайно указывает персонажа: если он этой ночью применял способности тайной роли, узнаёт две его личины и всех, на кого (но не чем) он воздействовал.

# key: does.II.Оракул.Пророчество
does-II-Orakul-Prorochestvo = Вместо голоса публично указывает на персонажа; следующим утром узнаёт его личину.

# key: does.II.Оракул.Транс
does-II-Orakul-Trans = Если прошлым днём не было Пророчества, тайно называет тайную роль; следующей ночью узнаёт, с кем и как взаимодействовал её носитель, но не кто он.

# key: does.II.Цыганка.Чары
does-II-Tsyganka-Chary = Тайно блокирует персонажа; Чары нельзя заблокировать.

# key: does.II.Цыганка.Позолоти ручку
does-II-Tsyganka-Pozoloti_ruchku = Публично называет цель; следующим утром Цыганка и цель узнают, на кого (явные роли) цель воздействовала ночью и кто (тайные роли) воздействовал на неё. Способности явных ролей не в счёт.

# key: does.II.Священник.Исповедь
does-II-Svyashchennik-Ispoved = Узнаёт тайную роль персонажа, а тот — тайную роль Священника.

# key: does.II.Дворянин.Влияние
does-II-Dvoryanin-Vliyanie = Диктует голос цели (цель2 — против кого); у Мэра забирает оба голоса.

# key: does.II.Дворянин.Компромат
does-II-Dvoryanin-Kompromat = Публично срывает сегодняшнее голосование, но на следующий день против Дворянина сразу 3 голоса.

# key: does.II.Сыщик.Расследование
does-II-Syshchik-Rassledovanie = Публично расследует смерть персонажа на Кладбище и тайно узнаёт способность, которая его убила (все, если урон наносили несколько).

# key: does.II.Сыщик.Элементарно!
does-II-Syshchik-Elementarno_ = Если в этот цикл не было Расследования, публично выбирает цель и узнаёт её личину.

# key: does.II.Бандит.Поймать в подворотне
does-II-Bandit-Poymat_v_podvorotne = Публично избивает персонажа в подворотне: у того остаётся одна жизнь.

# key: does.II.Бандит.Атас!
does-II-Bandit-Atas_ = Защищает себя от 2 урона в эту ночь.

# key: does.II.Бунтарь.Митинг
does-II-Buntar-Miting = Публично указывает цель: на голосовании следующего дня против неё сразу 3 голоса.

# key: does.II.Ведьма.Порча
does-II-Vedma-Porcha = Тайно проклинает персонажа на ночь: кто ударит его самой сильной атакой, умирает сразу, даже если цель отбила атаку (но не если её отбил или перенаправил кто-то другой). Нельзя, если прошлым днём ставили Печать Небес.

# key: does.II.Ведьма.Печать Небес
does-II-Vedma-Pechat_Nebes = Тайно ставит на персонажа Печать Небес на ночь: если Ведьма и он погибнут в одну ночь, Ведьма остаётся в живых и восстанавливает все жизни. Нельзя, если прошлой ночью наводили Порчу.

# key: does.II.Вор.Кража
does-II-Vor-Krazha = Тайно обкрадывает персонажа: следующим днём тот не голосует и не применяет способности явной роли.

# key: does.II.Вор.Смотрящий
does-II-Vor-Smotryashchiy = В этот день против Вора на 3 голоса меньше.

# key: does.II.Оборотень.Вой
does-II-Oboroten-Voy = В Полнолуние публично блокирует выбранных; действует из Тюрьмы, Вой нельзя заблокировать.

# key: does.II.Лекарь.Припарки
does-II-Lekar-Priparki = Тайно лечит (+1 жизнь) или добивает персонажа, лежащего в Лазарете.

# key: does.II.Лекарь.Танатология
does-II-Lekar-Tanatologiya = Публично воскрешает мёртвого: он возвращается с полным здоровьем и статусом «Воскрешён» и не действует в ночь воскрешения.

# key: does.II.Сплетник.Грязные тайны
does-II-Spletnik-Gryaznye_tayny = Без цели — вместо голоса откладывает его в копилку; с целью — отдаёт против неё голоса из копилки вдобавок к обычному.

# key: does.II.Сплетник.Слухи
does-II-Spletnik-Slukhi = Публично собирает слухи о цели: узнаёт все действия, применённые к ней этой ночью.

# key: does.II.Богач.Взятка
does-II-Bogach-Vzyatka = Оправдывает приговорённого на Вече (в этот день можно казнить другого); взятку не отозвать.

# key: does.II.Лич.Армия тьмы
does-II-Lich-Armiya_tmy = В Новолуние воскрешает выбранных мёртвых (кроме демонов и Лича): они встают с полным здоровьем и статусом «Воскрешён» и в эту ночь не действуют.

# key: does.II.Лич.Зомбирование
does-II-Lich-Zombirovanie = Блокирует цель; Зомбирование нельзя заблокировать.

# key: does.II.Зомби.Bra-a-a-ains
does-II-Zombi-Bra_a_a_ains = Наносит цели 1 урон.

# key: does.II.Зомби.No-o Bra-a-a-ains
does-II-Zombi-No_o_Bra_a_a_ains = Если не применяет Bra-a-a-ains, узнаёт личину цели.

# key: does.II.Призрак.Касание смерти
does-II-Prizrak-Kasanie_smerti = Цель в Лазарете получает 1 урон; цель не в Лазарете следующим днём не применяет способности явной роли (объявляется публично). Не на того, кого этой ночью уже выбирала Нежить; всегда считается атакой.

# key: does.II.Призрак.Полтергейст
does-II-Prizrak-Poltergeyst = Блокирует цель; действует из Лазарета, Полтергейст нельзя заблокировать.

# key: does.II.Некромант.Переливание жизни
does-II-Nekromant-Perelivanie_zhizni = Наносит 1 урон себе и восстанавливает цели 1 жизнь (не выше её максимума); не перенаправляется.

# key: does.II.Некромант.Тёмные знания
does-II-Nekromant-Tyomnye_znaniya = Узнаёт две личины цели.

# key: does.II.Демонолог.Sacrifice!
does-II-Demonolog-Sacrifice_ = В Полнолуние наносит цели столько урона, сколько Демонов на Кладбище. Если цель не доживёт до дня, в Новолуние возвращает демона: без цели, назвав его тайную роль в поле «роль»; демон встаёт с полным здоровьем и статусом «Воскрешён».

# key: does.II.Демонолог.Protective circle
does-II-Demonolog-Protective_circle = Призывает защитный круг: он держится до первой атаки и блокирует самую сильную атаку ночи; Демонолог узнаёт, когда круг исчезает.

# key: does.II.Демонолог.Арканная магия
does-II-Demonolog-Arkannaya_magiya = Если этой ночью не было Sacrifice! или Protective circle, узнаёт личину цели.

# key: does.II.Бес.Нападение
does-II-Bes-Napadenie = Наносит цели 1 урон (2, если на Кладбище Суккуба и Гончая Ада или Демонолог).

# key: does.II.Суккуба.Очарование
does-II-Sukkuba-Ocharovanie = Очаровывает цель: все её действия этой ночи уходят на цель2. Жертва не знает, что её очаровали, а Суккуба не узнаёт, какие действия ушли.

# key: does.II.Суккуба.Ревность
does-II-Sukkuba-Revnost = Если на Кладбище Бес и Гончая Ада или Демонолог: вместо Очарования наносит цели 1 урон.

# key: does.II.Суккуба.Соблазнение
does-II-Sukkuba-Soblaznenie = Если не применяет Очарование, узнаёт личину цели.

# key: does.II.Гончая Ада.Укус
does-II-Gonchaya_Ada-Ukus = Наносит цели 1 урон; не на цель, которую этой ночью выбрали другие Демоны (тогда атака не засчитывается). Следующая ночь — перезарядка.

# key: does.II.Начальник стражи.Каторга
does-II-Nachalnik_strazhi-Katorga = Пожизненно ссылает персонажа на Каторгу: тот выходит из игры.

# key: does.II.Начальник стражи.Дозор
does-II-Nachalnik_strazhi-Dozor = Утром узнаёт, кто применял к цели ночные способности (но не какие).

# key: does.II.Начальник стражи.На страже
does-II-Nachalnik_strazhi-Na_strazhe = Охраняет цель всю ночь: все нападения на неё достаются охраннику (охраняют несколько — урон получает каждый); этот урон не перенаправить.

# key: does.II.Инквизитор.Никто не ждал испанскую инквизицию!
does-II-Inkvizitor-Nikto_ne_zhdal_ispanskuyu_inkvizitsiyu_ = В начале игры получает 5 личин на выбор (пять тайных ролей в поле «роль»); они остаются до конца игры.

# key: does.II.Инквизитор.Аутодафе
does-II-Inkvizitor-Autodafe = Убивает цель; это не атака, от неё ничто не спасает.

# key: does.II.Инквизитор.Обвинение в ведьмовстве
does-II-Inkvizitor-Obvinenie_v_vedmovstve = Следующим днём цель не применяет способности явной роли, Богач не может её оправдать, а голос Инквизитора против неё считается за три. Не в ту же ночь, что Аутодафе.

# key: does.II.Дознаватель.Темница
does-II-Doznavatel-Temnitsa = Отправляет цель в Тюрьму на полтора дня (день, ночь, день).

# key: does.II.Дознаватель.Вскрытие показало
does-II-Doznavatel-Vskrytie_pokazalo = Если не применяет Темницу, узнаёт тайную роль мёртвого и все способности, действовавшие на него в ночь смерти.

# key: does.II.Дознаватель.Дознание
does-II-Doznavatel-Doznanie = Если не применяет Темницу или Вскрытие, узнаёт личину цели.

# key: does.II.Крестьянин 1.Вилы
does-II-Krestyanin_1-Vily = Наносит цели 1 урон.

# key: does.II.Крестьянин 1.Слухи
does-II-Krestyanin_1-Slukhi = Если этой ночью не было Вил, узнаёт личину цели.

# key: does.II.Крестьянин 1.На страже
does-II-Krestyanin_1-Na_strazhe = Охраняет цель всю ночь: все нападения на неё достаются охраннику (охраняют несколько — урон получает каждый); этот урон не перенаправить.

# key: does.II.Крестьянин 1.Наговор
does-II-Krestyanin_1-Nagovor = Тайно добавляет цели 3 личины её тайной роли.

# key: does.II.Крестьянин 2.Вилы
does-II-Krestyanin_2-Vily = Наносит цели 1 урон (атака сильнее, чем Вилы Крестьянина 1).

# key: does.II.Крестьянин 2.Слухи
does-II-Krestyanin_2-Slukhi = Если этой ночью не было Вил, узнаёт личину цели.

# key: does.II.Крестьянин 2.На страже
does-II-Krestyanin_2-Na_strazhe = Охраняет цель всю ночь: все нападения на неё достаются охраннику (охраняют несколько — урон получает каждый); этот урон не перенаправить.

# key: does.II.Крестьянин 2.Наговор
does-II-Krestyanin_2-Nagovor = Тайно добавляет цели 3 личины её тайной роли.

# key: does.II.Тварь.Приспосабливайся
does-II-Tvar-Prisposablivaysya = Меняет свои личины на названные роли: одна роль — все личины станут ею, или столько ролей, сколько личин.

# key: does.II.Тварь.Пожирай
does-II-Tvar-Pozhiray = Наносит цели 2 урона; если цель умрёт, Тварь получает +1 жизнь. Следующая ночь — перезарядка.

# key: does.II.Демиург.Раздача
does-II-Demiurg-Razdacha = Каждая цель получает по карте.

# key: does.II.Демиург.Джокер
does-II-Demiurg-Dzhoker = Называет тайную роль цели: если верно, все атаки на Демиурга отменяются. Одного персонажа и одну роль — не дважды за игру.

# key: does.II.Демиург.Хит
does-II-Demiurg-Khit = Объявляет Хит: кто не делает Ход, получает столько карт, сколько у него было в начале ночи.

# key: does.II.Демиург.Баст
does-II-Demiurg-Bast = Если не объявляет Хит, объявляет Баст: утром все, у кого 3 карты и больше, умирают и теряют карты.

# key: does.II.Демиург.Ва-банк
does-II-Demiurg-Va_bank = Публично выкладывает полный список: чья явная роль — какая тайная. Если всё верно, Демиург сразу побеждает, иначе навсегда покидает игру.

# key: does.II.-.Ход
does-II-_-Khod = Играет одну карту (выбор: Пас, Банк, Блеф, Вист или Мизер) и теряет её.

# key: does.II.-.Пас
does-II-_-Pas = Отдаёт карту живой цели.

# key: does.II.-.Банк
does-II-_-Bank = Блокирует весь урон за эту ночь; если урона не было, утром получает 1 урон.

# key: does.II.-.Блеф
does-II-_-Blef = На эту ночь получает 5 личин на выбор.

# key: does.II.-.Вист
does-II-_-Vist = Следующим днём с него тайно снимаются 2 голоса.

# key: does.II.-.Мизер
does-II-_-Mizer = Следующей ночью все его способности действуют из Лазарета и Тюрьмы.
