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

ii-exiled = { $player_gender ->
        [masculine] { $player } отправлен на Каторгу пожизненно и выведен
        [feminine] { $player } отправлена на Каторгу пожизненно и выведена
       *[other] Игрок { $player } отправлен на Каторгу пожизненно и выведен
    } из игры.

ii-howl = Вой Оборотня: этой ночью заблокированы — { $players }.

ii-touched = Касание смерти: сегодня { $player } не может применять способности явной роли.

ii-gossip = { $actor } собирает слухи { NAME($player, case: "prep", with: "о") }.

ii-elementary = { $actor }: «Элементарно!» — смотрит на { NAME($player, case: "acc") }.

ii-prophecy = { $actor } пророчествует { NAME($player, case: "prep", with: "о") }.

ii-palm = { $actor }: «Позолоти ручку!» — гадает { NAME($player, case: "dat") }.

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

ii-risen_army = Армия тьмы: { $player } восстаёт со статусом «Воскрешён».

ii-risen_healer = Танатология: { $player } возвращается с Кладбища со статусом «Воскрешён».

ii-resummoned = Демонолог перепризвал { NAME($player, case: "acc") }: { $player_gender ->
        [masculine] он вернулся
        [feminine] она вернулась
       *[other] игрок вернулся
    } со статусом «Воскрешён».

ii-vabank = { $actor } идёт ва-банк: { $text }

ii-vabank_right = Список { NAME($actor, case: "gen") } верен: Демиург побеждает.

ii-host_removed = Ведущий удалил из игры { NAME($player, case: "gen") } за нарушение правил.

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

ii-result-persona = Личина { NAME($target, case: "gen") }: { $personas }.

ii-result-rumours = Слухи { NAME($target, case: "prep", with: "о") }: { $moves_count ->
        [0] ничего
       *[other] { $moves }
    }.

ii-result-watch = Дозор у { NAME($target, case: "gen") }: на { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } применяли ночные способности: { $visitors_count ->
        [0] никто
       *[other] { $visitors }
    }.

ii-result-investigation = Расследование: { NAME($target, case: "acc") } отправили на Кладбище способности: { $abilities }.

ii-result-autopsy = Вскрытие показало: { $target } — { $role }; на { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } действовали в ночь смерти: { $abilities }.

ii-result-trance = Транс: персонаж роли «{ $role }» этой ночью — { $moves }.
ii-result-trance_again = Транс (прошлой ночи): персонаж роли «{ $role }» — { $moves }.

ii-result-palm = Позолоти ручку: { $target_gender ->
        [masculine] { $target } воздействовал
        [feminine] { $target } воздействовала
       *[other] игрок { $target } воздействовал
    } на: { $on }; на { NAME($target, case: "acc") } воздействовали: { $by }.

ii-result-summon_ready = Жертва не дожила до дня: в Новолуние вы сможете перепризвать демона.

ii-result-sealed_saved = Печать Небес: вы остаётесь в живых и восстанавливаете все жизни.

ii-result-healed = Припарки: { $target_gender ->
        [masculine] { $target } получил
        [feminine] { $target } получила
       *[other] игрок { $target } получил
    } одну жизнь.

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
win-II-Zakon = никого из Нежити и Демонов нет в игре (в живых, не в Тюрьме), и Тварь мертва; побеждают и мёртвые Закона.

# key: win.II.Нежить
win-II-Nezhit = никого из Закона и Демонов нет в игре (в живых, не в Тюрьме), и Тварь мертва; побеждают и мёртвые Нежити.

# key: win.II.Демоны
win-II-Demony = никого из Закона и Нежити нет в игре (в живых, не в Тюрьме), и Тварь мертва; побеждают и мёртвые Демоны.

# key: win.II.Тварь
win-II-Tvar = вы побеждаете одна: в игре не осталось никого, кроме вас.

# key: win.II.Демиург
win-II-Demiurg = вы побеждаете один, Ва-банком: верно назвав тайную роль каждого.

# The role card: what each ability does, in one line written from the book (the card adds
# when, on whom, how often and the command from the ability's declaration). Looked up as
# does.<edition>.<role>.<ability>, does.<role>.<ability>, does.<ability> (role «-»: no role's own).

# key: does.II.Мэр.Преемственность
does-II-Mer-Preemstvennost = Умирая или отправляясь в тюрьму бессрочно, может передать свою Явную роль любому другому живому персонажу(тот теряет свою старую роль).

# key: does.II.Астролог.Составить гороскоп
does-II-Astrolog-Sostavit_goroskop = Ночью раз за цикл ночей тайно указывает персонажа: если он этой ночью использовал способности тайной роли, Астролог узнаёт две его личины и на кого он воздействовал.

# key: does.II.Оракул.Пророчество
does-II-Orakul-Prorochestvo = Днём, вместо голосования может публично указать на явную роль.

# key: does.II.Оракул.Транс
does-II-Orakul-Trans = Ночью, если не использовал Пророчество предыдущим днём, может тайно назвать тайную роль.

# key: does.II.Цыганка.Чары
does-II-Tsyganka-Chary = Раз за цикл ночей ночью тайно может блокировать другого персонажа.

# key: does.II.Цыганка.Позолоти ручку
does-II-Tsyganka-Pozoloti_ruchku = Днём раз за цикл ночей публично называет цель (явную роль): следующим утром и Цыганка, и цель узнают, на кого воздействовала цель и кто воздействовал на неё ночью.

# key: does.II.Священник.Исповедь
does-II-Svyashchennik-Ispoved = Один раз за игру любой ночью может узнать Тайную роль другого персонажа.

# key: does.II.Дворянин.Влияние
does-II-Dvoryanin-Vliyanie = Каждый ход может диктовать голоса другого персонажа.

# key: does.II.Дворянин.Компромат
does-II-Dvoryanin-Kompromat = Раз за игру может публично сорвать голосование, но на следующий день получает против себя 3 голоса.

# key: does.II.Сыщик.Расследование
does-II-Syshchik-Rassledovanie = Ночью раз за цикл ночей может публично расследовать чужую смерть, тайно узнавая способность, которая отправила персонажа на Кладбище.

# key: does.II.Сыщик.Элементарно!
does-II-Syshchik-Elementarno_ = Ночью раз за цикл ночей, если не использовалось расследование, может публично выбрать цель (явная роль) и узнать личину цели.

# key: does.II.Бандит.Поймать в подворотне
does-II-Bandit-Poymat_v_podvorotne = Один раз за игру может днем публично избить другого персонажа в подворотне, отнимая у него все жизни кроме одной.

# key: does.II.Бандит.Атас!
does-II-Bandit-Atas_ = Раз за цикл ночей может защититься от 2 урона в эту ночь.

# key: does.II.Бунтарь.Митинг
does-II-Buntar-Miting = Днём раз за цикл ночей указывает публично цель (явная роль) и на следующий день на голосовании против нее появляется 3 голоса.

# key: does.II.Ведьма.Порча
does-II-Vedma-Porcha = Ночью раз за цикл ночей, если днём не использовалось другое проклятье, может тайно наложить на персонажа проклятье.

# key: does.II.Ведьма.Печать Небес
does-II-Vedma-Pechat_Nebes = Днём раз за цикл ночей, если ночью не использовалось другое проклятье, может тайно поставить на живого или мертвого персонажа (явная роль) Печать Небес.

# key: does.II.Вор.Кража
does-II-Vor-Krazha = Раз за цикл ночей может тайно обокрасть персонажа (явная роль).

# key: does.II.Вор.Смотрящий
does-II-Vor-Smotryashchiy = Раз за игру может получить против себя −3 голоса.

# key: does.II.Оборотень.Вой
does-II-Oboroten-Voy = В Полнолуние может публично блокировать до трёх персонажей (явная роль).

# key: does.II.Лекарь.Припарки
does-II-Lekar-Priparki = Один раз за цикл ночей в любой день может тайно вылечить (+1 жизнь) или убить любого, кто лежит в Лазарете.

# key: does.II.Лекарь.Танатология
does-II-Lekar-Tanatologiya = Один раз за игру может публично воскресить одного персонажа (явная роль).

# key: does.II.Сплетник.Грязные тайны
does-II-Spletnik-Gryaznye_tayny = Вместо голосования может сохранить голос "в копилку".

# key: does.II.Сплетник.Слухи
does-II-Spletnik-Slukhi = Раз в цикл ночей может публично собирать слухи. Сплетник получает информацию обо всех действиях, применённых на цель (явная роль) этой ночью.

# key: does.II.Богач.Взятка
does-II-Bogach-Vzyatka = 3 раза за игру может оправдать того, кого приговорили на Дневном Вече (в этот день можно казнить других).

# key: does.II.Лич.Армия тьмы
does-II-Lich-Armiya_tmy = Каждое новолуние Лич может выбрать трёх мёртвых персонажей.

# key: does.II.Лич.Зомбирование
does-II-Lich-Zombirovanie = Раз в цикл ночей может блокировать цель.

# key: does.II.Зомби.Bra-a-a-ains
does-II-Zombi-Bra_a_a_ains = Может выбрать цель. Цель получает единицу урона.

# key: does.II.Зомби.No-o Bra-a-a-ains
does-II-Zombi-No_o_Bra_a_a_ains = Если не использует Bra-a-a-ains, может выбрать цель и узнать личину цели (явная роль)

# key: does.II.Призрак.Касание смерти
does-II-Prizrak-Kasanie_smerti = В любую ночь может выбрать цель (явная роль) в Лазарете.

# key: does.II.Призрак.Полтергейст
does-II-Prizrak-Poltergeyst = Раз в цикл ночей может блокировать цель (явная роль).

# key: does.II.Некромант.Переливание жизни
does-II-Nekromant-Perelivanie_zhizni = В любую ночь наносит единицу урона Некроманту и восстанавливает единицу здоровья цели (явная роль).

# key: does.II.Некромант.Тёмные знания
does-II-Nekromant-Tyomnye_znaniya = Раз в цикл ночей может узнать две личины цели (явная роль).

# key: does.II.Демонолог.Sacrifice!
does-II-Demonolog-Sacrifice_ = В Полнолуние может выбрать цель. Цель получает количество урона, равное числу Демонов на Кладбище.

# key: does.II.Демонолог.Protective circle
does-II-Demonolog-Protective_circle = Может призвать защитный круг, который блокирует самую сильную атаку ночью, но после этого исчезает (Демонолог знает, когда круг исчезает).

# key: does.II.Демонолог.Арканная магия
does-II-Demonolog-Arkannaya_magiya = Если не использует ночью Sacrifice! или Protective circle, то может узнать личину цели.

# key: does.II.Бес.Нападение
does-II-Bes-Napadenie = В любую ночь может выбрать цель. Цель получает единицу урона.

# key: does.II.Суккуба.Очарование
does-II-Sukkuba-Ocharovanie = Раз в цикл ночей может очаровать жертву (явная роль), из-за чего все его действия жертвы перенаправляются на указанную Суккубой цель (явная роль).

# key: does.II.Суккуба.Ревность
does-II-Sukkuba-Revnost = Если на Кладбище находятся либо Бес и Гончая Ада, либо Демонолог, Очарование вместо перенаправления действия цели (явная роль) может нанести единицу урона цели.

# key: does.II.Суккуба.Соблазнение
does-II-Sukkuba-Soblaznenie = В любую ночь, если не использует очарование, может соблазнить цель (явная роль) и узнать её личину.

# key: does.II.Гончая Ада.Укус
does-II-Gonchaya_Ada-Ukus = Наносит единицу урона цели; не на цель, которую этой ночью выбрали другие Демоны.

# key: does.II.Начальник стражи.Каторга
does-II-Nachalnik_strazhi-Katorga = Один раз за игру может отправить любого персонажа в ссылку пожизненно.

# key: does.II.Начальник стражи.Дозор
does-II-Nachalnik_strazhi-Dozor = Может выбрать любого жителя города. Утром Начальник стражи узнает, кто применял на этого персонажа какие-либо ночные способности, но не узнает, какие именно.

# key: does.II.Начальник стражи.На страже
does-II-Nachalnik_strazhi-Na_strazhe = Может выбрать цель (явная роль) и охранять его всю ночь, перенаправляя на себя все нападения на цель (получая урон весь вместо цели).

# key: does.II.Инквизитор.Никто не ждал испанскую инквизицию!
does-II-Inkvizitor-Nikto_ne_zhdal_ispanskuyu_inkvizitsiyu_ = В начале игры получает +5 личин на выбор. Личины сохраняются до конца игры.

# key: does.II.Инквизитор.Аутодафе
does-II-Inkvizitor-Autodafe = Раз за цикл ночей убивает выбранную цель (явная роль).

# key: does.II.Инквизитор.Обвинение в ведьмовстве
does-II-Inkvizitor-Obvinenie_v_vedmovstve = Следующим днем персонаж не может применять способности Явной роли и быть оправдан Богачом, а голос Инквизитора против этого персонажа считается за три (в любом случае за три.

# key: does.II.Дознаватель.Темница
does-II-Doznavatel-Temnitsa = Раз в цикл ночей отправляет персонажа (явная роль) в Тюрьму на полтора дня (день, ночь, день).

# key: does.II.Дознаватель.Вскрытие показало
does-II-Doznavatel-Vskrytie_pokazalo = Ночью, если не использует Темницу, может узнать Тайную роль мёртвого персонажа (явная роль), а также все способности, действовавшие на убитого в ночь смерти.

# key: does.II.Дознаватель.Дознание
does-II-Doznavatel-Doznanie = Ночью, если не использует Темницу или Вскрытие показало, может узнать личину цели (явная роль)

# key: does.II.Крестьянин 1.Вилы
does-II-Krestyanin_1-Vily = Раз за цикл ночей может выбрать цель. Цель получает единицу урона.

# key: does.II.Крестьянин 1.Слухи
does-II-Krestyanin_1-Slukhi = Если не использует Вилы этой ночью, может узнать личину цели (явная роль).

# key: does.II.Крестьянин 1.На страже
does-II-Krestyanin_1-Na_strazhe = Может выбрать цель (явная роль) и охранять её всю ночь, перенаправляя на себя все нападения на цель (получая урон весь вместо цели).

# key: does.II.Крестьянин 1.Наговор
does-II-Krestyanin_1-Nagovor = Днём может тайно наложить на цель (явная роль)+3 личины её роли.

# key: does.II.Крестьянин 2.Вилы
does-II-Krestyanin_2-Vily = Раз за цикл ночей может выбрать цель. Цель получает единицу урона.

# key: does.II.Крестьянин 2.Слухи
does-II-Krestyanin_2-Slukhi = Если не использует Вилы этой ночью, может узнать личину цели (явная роль).

# key: does.II.Крестьянин 2.На страже
does-II-Krestyanin_2-Na_strazhe = Может выбрать цель (явная роль) и охранять её всю ночь, перенаправляя на себя все нападения на цель (получая урон весь вместо цели).

# key: does.II.Крестьянин 2.Наговор
does-II-Krestyanin_2-Nagovor = Днём может тайно наложить на цель (явная роль)+3 личины её роли.

# key: does.II.Тварь.Приспосабливайся
does-II-Tvar-Prisposablivaysya = В любой момент может сменить свои личины на любые другие.

# key: does.II.Тварь.Пожирай
does-II-Tvar-Pozhiray = Ночью может выбрать цель. Цель получает две единицы урона.

# key: does.II.Демиург.Раздача
does-II-Demiurg-Razdacha = Ночью может выбрать до трёх разных целей (явная роль): каждая получает +1 карту.

# key: does.II.Демиург.Джокер
does-II-Demiurg-Dzhoker = Ночью, раз в цикл ночей может указать на цель (явная роль) и назвать Тайную роль.

# key: does.II.Демиург.Хит
does-II-Demiurg-Khit = Ночью может объявить Хит. Тогда персонажи, не делающие Ход, получают столько карт, сколько у них было на начало ночи.

# key: does.II.Демиург.Баст
does-II-Demiurg-Bast = Ночью, если не объявляет Хит, может объявить Баст.

# key: does.II.Демиург.Ва-банк
does-II-Demiurg-Va_bank = В любой момент, пока жив, публично выкладывает полный список соответствия Явных и Тайных ролей.

# key: does.II.-.Ход
does-II-_-Khod = Если есть хотя бы одна карта, ночью играет одну из способностей карт (Пас, Банк, Блеф, Вист, Мизер) и теряет карту.

# key: does.II.-.Пас
does-II-_-Pas = Выбирает живую цель, кроме себя. Цель получает карту.

# key: does.II.-.Банк
does-II-_-Bank = Блокирует весь урон, полученный этой ночью. Если урона не было, наутро получает 1 урона.

# key: does.II.-.Блеф
does-II-_-Blef = Получает +5 любых Личин, на выбор, только на эту ночь.

# key: does.II.-.Вист
does-II-_-Vist = На следующий день с него тайно снимаются 2 голоса.

# key: does.II.-.Мизер
does-II-_-Mizer = Следующей ночью все свои способности работают из Лазарета и Тюрьмы.
