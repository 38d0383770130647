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
