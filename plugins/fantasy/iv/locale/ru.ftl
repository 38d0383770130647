reject-iv-target_alive = Способность «{ $ability }» применяется только к персонажу на Кладбище, а { $name_gender ->
        [masculine] { $name } жив
        [feminine] { $name } жива
       *[other] игрок { $name } жив
    }.

reject-iv-not_in_infirmary = { $name } не в Лазарете: Касание смерти на { $name_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } не действует.

reject-iv-cannot_raise = { $name_gender ->
        [masculine] { $name } не может быть воскрешен
        [feminine] { $name } не может быть воскрешена
       *[other] Игрок { $name } не может быть воскрешен
    }.

reject-iv-already_sold = { $name_gender ->
        [masculine] { $name } уже продал душу: ему
        [feminine] { $name } уже продала душу: ей
       *[other] Игрок { $name } уже продал душу: ему
    } нельзя предложить Сделку.

reject-iv-dealt_with = { $name_gender ->
        [masculine] { $name } уже принимал или отвергал Сделку: эта атака на него
        [feminine] { $name } уже принимала или отвергала Сделку: эта атака на неё
       *[other] Игрок { $name } уже принимал или отвергал Сделку: эта атака на него
    } не применяется.

reject-iv-never_refused = { $name_gender ->
        [masculine] { $name } ни разу не отказывался
        [feminine] { $name } ни разу не отказывалась
       *[other] Игрок { $name } ни разу не отказывался
    } от Сделки.

reject-iv-not_sold = { $name_gender ->
        [masculine] { $name } не продавал
        [feminine] { $name } не продавала
       *[other] Игрок { $name } не продавал
    } душу.

reject-iv-untouchable = { $name } — Прокаженный: способности явных ролей на { $name_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } не действуют («{ $ability }»).

reject-iv-recluse = { $name } — Затворник: в новолуние и полулуние первой недели { $name_gender ->
        [masculine] он
        [feminine] она
       *[other] этот игрок
    } не может быть целью.

iv-risen = { $player_gender ->
        [masculine] { $player } воскрешен
        [feminine] { $player } воскрешена
       *[other] Игрок { $player } воскрешен
    } и покидает Кладбище.

iv-risen_out = { $player } больше не имеет статуса «Воскрешен».

iv-jail_in = { $player_gender ->
        [masculine] { $player } отправлен в Темницу: в эту фазу лишён
        [feminine] { $player } отправлена в Темницу: в эту фазу лишена
       *[other] Игрок { $player } отправлен в Темницу: в эту фазу лишён
    } способностей ролей (кроме «Т»).

iv-result-grave = { $target } — { $role }. Способности, действовавшие на { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } в фазу смерти: { $abilities }.

iv-result-rumours = Слухи { NAME($target, case: "prep", with: "о") }: { $target_gender ->
        [masculine] выбирал
        [feminine] выбирала
       *[other] выбирал
    } целью — { $chose }; { $target_gender ->
        [masculine] его
        [feminine] её
       *[other] его
    } выбирали целью — { $chosen_by }.

iv-result-deal_refused = { $target_gender ->
        [masculine] { $target } отказался
        [feminine] { $target } отказалась
       *[other] Игрок { $target } отказался
    } от Сделки.

iv-result-deal_done = { $target_gender ->
        [masculine] { $target } продал
        [feminine] { $target } продала
       *[other] Игрок { $target } продал
    } душу: тайная роль — { $role }, дар — { $gift }.

# key: phase.новолуние
phase-novolunie = Новолуние { $number }

# key: phase.полулуние
phase-polulunie = Полулуние { $number }

# key: phase.полнолуние
phase-polnolunie = Полнолуние { $number }

reject-iv-exclusive = «{ $ability }» нельзя применить в ту же фазу, что и «{ $other }».

reject-iv-not_cornered = Способность «{ $ability }» пока недоступна: нужные демоны ещё не на Кладбище.

reject-iv-no_hunt = Гон: цель — тот, кого вы укусили в прошлую фазу и кто не попал на Кладбище.

reject-iv-hellfire_no_raise = В новолуние Hellfire воскрешает, только если цель прошлого полнолуния умерла.

reject-iv-no_extra_deals = Свободных дополнительных Сделок: { $free }.

reject-iv-not_a_public_role = «{ $role }» — не явная роль, которую можно выбрать.

reject-iv-risen = Вы воскрешены в эту фазу: способности тайной роли недоступны («{ $ability }»).

reject-iv-infirmary = Вы в Лазарете: способности тайной роли (кроме помеченных «Л») недоступны («{ $ability }»).

reject-iv-no_vote = В этой редакции нет голосования.

reject-iv-twice = «{ $ability }» уже заявлена в эту фазу: одну способность нельзя применить дважды (чтобы изменить заявку, отзовите её).

iv-blocked = Вас заблокировали: в эту фазу считается, что вы не объявляли никаких действий (кроме способностей «Б»).

iv-died = { $player } отправляется на Кладбище.

iv-infirmary_in = { $player } попадает в Лазарет.

iv-infirmary_out = { $player } покидает Лазарет.

iv-jail_out = { $player } выходит из Темницы.

iv-horseman = Судный день: { $player } — Всадник Апокалипсиса!

iv-plague_count = Заражено чумой: { $count }.

iv-nobody_died = В эту фазу никто не отправился на Кладбище.

iv-deal_offer = Сделка: Дьявол предлагает вам продать душу. Выберите дар ({ $gifts }) или «отказ».

iv-holding-hp = ХП: { $hp } из { $most }.

iv-holding-gift = Дар Дьявола: { $gift }.

iv-cross-infected = Крест на двери: { $role } — заражен чумой.

iv-cross-clean = Крест на двери: { $role } — не заражен.

iv-cross-absent = Крест на двери: { $role } — такой явной роли в городе нет.

iv-result-autodafe_wrong = Аутодафе: тайная роль { NAME($target, case: "gen") } названа неверно.

iv-result-role = Тайная роль { NAME($target, case: "gen") }: { $role }.

iv-result-devil_message = Сообщение от Дьявола: { $text }

iv-result-digger = Черный копатель: на следующую фазу у вас способности явной роли { NAME($target, case: "gen") } ({ $role }).

iv-result-torch = Факельное шествие: вы получили способность Факел (раз за игру атаковать цель на 1 урона).

iv-result-fame = Слава: вы получили способности явной роли { $role }.

iv-result-threshold = Теперь вы попадаете в Лазарет при { $hp } ХП.

iv-result-gift = Сделка заключена: вы получили дар { $gift }.

iv-result-reborn = Перерождение: Лич мертв, теперь вы — Лич.

iv-result-hellfire_raise = Цель Hellfire мертва: в новолуние вы можете воскресить одного персонажа на Кладбище (Hellfire).

iv-result-cornered = Демоны на Кладбище: теперь вам доступна особая атака.

iv-start-known = { $ability }: { $role } — игрок { $player }, явная роль { $public }.

iv-result-your_hp = Ваши ХП: { $hp }.

iv-result-infected = Заражены чумой: { $names }.

# key: iv.role_summary.Мэр
iv-role_summary-Mer = Власть: раз в неделю отправляет цель в Темницу.

# key: iv.role_summary.Дворянин
iv-role_summary-Dvoryanin = Влияние (Т): не попадает в Темницу.

# key: iv.role_summary.Цыганка
iv-role_summary-Tsyganka = Сглаз (Б): раз в неделю блокирует другого персонажа.

# key: iv.role_summary.Священник
iv-role_summary-Svyashchennik = Благословение (Т): раз за игру +1 ХП цели. Исповедь (Т): раз за игру −1 урона по себе.

# key: iv.role_summary.Могильщик
iv-role_summary-Mogilshchik = Раскопки (Т): раз за игру — тайная роль мёртвого и способности, действовавшие на него в фазу смерти.

# key: iv.role_summary.Бандит
iv-role_summary-Bandit = Поймать в подворотне (Т): раз за игру атака на 1. Атас! (Т): раз за игру −1 урона по себе.

# key: iv.role_summary.Кузнец
iv-role_summary-Kuznets = Закалка (Т): +1 ХП сверх максимума, Лазарет при 2 ХП.

# key: iv.role_summary.Воитель
iv-role_summary-Voitel = Железная воля (Т): все способности работают из Лазарета.

# key: iv.role_summary.Оборотень
iv-role_summary-Oboroten = Вой (Т,Б): раз за игру в полнолуние блокирует до трёх целей.

# key: iv.role_summary.Прокаженный
iv-role_summary-Prokazhennyy = Неприкасаемый (Т): не цель способностей явных ролей.

# key: iv.role_summary.Лекарь
iv-role_summary-Lekar = Как мертвому припарки (Т): раз за игру в полнолуние воскрешает персонажа с Кладбища.

# key: iv.role_summary.Мститель
iv-role_summary-Mstitel = Неупокоенный (Т,К): с Кладбища продолжает общение с живыми.

# key: iv.role_summary.Затворник
iv-role_summary-Zatvornik = Мужичок из робких (Т): не цель чужих способностей в новолуние и полулуние первой недели.

# key: iv.role_summary.Рыцарь
iv-role_summary-Rytsar = Башенный щит (Т): раз за игру цель в эту фазу не получает урона от атак.

# key: iv.role_summary.Шут
iv-role_summary-Shut = Пантомима (Б): в полнолуние не получает урона от атак.

# key: iv.role_summary.Философ
iv-role_summary-Filosof = Гедонизм: каждое полнолуние +1 ХП себе.

# key: iv.role_summary.Мародер
iv-role_summary-Maroder = Черный копатель: раз в неделю — способности явной роли мёртвого на следующую фазу.

# key: iv.role_summary.Герой
iv-role_summary-Geroy = Амбициозный (Т): без особых способностей; явную роль могут взять несколько игроков.

# key: iv.role_summary.Лич
iv-role_summary-Lich = Нежить. Армия тьмы, Лик смерти, Морок, Погребальная урна; Костяной щит, Без души; знает Некроманта.

# key: iv.role_summary.Некромант
iv-role_summary-Nekromant = Нежить. Щит душ, Переливание жизни; Перерождение: после смерти Лича становится Личем.

# key: iv.role_summary.Призрак
iv-role_summary-Prizrak = Нежить. Касание смерти (цель в Лазарете), Полтергейст (Б); Бестелесность.

# key: iv.role_summary.Зомби
iv-role_summary-Zombi = Нежить. Bra-a-a-ains: атака на 1; No-o Bra-a-a-ains: если не атакует, одна атака по нему не проходит.

# key: iv.role_summary.Демонолог
iv-role_summary-Demonolog = Демоны. Hellfire (полнолуние), Защитный круг, Связи в адском мире; Аура тьмы; знает Суккуба.

# key: iv.role_summary.Суккуб
iv-role_summary-Sukkub = Демоны. Соблазнение (Б), Очарование (Б); атака, когда Бес и Гончая (или Демонолог) на Кладбище.

# key: iv.role_summary.Гончая Ада
iv-role_summary-Gonchaya_Ada = Демоны. Укус; Гон — повторная атака, когда Суккуб и Бес (или Демонолог) на Кладбище.

# key: iv.role_summary.Бес
iv-role_summary-Bes = Демоны. Нападение; Загнанный в угол — атака на 2, когда Суккуб и Гончая (или Демонолог) на Кладбище.

# key: iv.role_summary.Инквизитор
iv-role_summary-Inkvizitor = Закон. Аутодафе: угадал тайную роль — цель на Кладбище; Обвинение в ведьмовстве; знает Начальника Стражи.

# key: iv.role_summary.Начальник Стражи
iv-role_summary-Nachalnik_Strazhi = Закон. Стража взять его! (Б), Дозор; Пивное пузо: +1 ХП.

# key: iv.role_summary.Дознаватель
iv-role_summary-Doznavatel = Закон. Пыточная, Анатомический театр, Дознание.

# key: iv.role_summary.Крестьянин
iv-role_summary-Krestyanin = Закон. Вилы, Слухи, Факельное шествие; Увалень: +1 ХП.

# key: iv.role_summary.Чумной Доктор
iv-role_summary-Chumnoy_Doktor = Нейтрал. Чума, Таинственный отвар, Зелье каменной кожи, Штамм, Крест на двери, Дезинфекция; Судный день.

# key: iv.role_summary.Всадник Апокалипсиса
iv-role_summary-Vsadnik_Apokalipsisa = Нейтрал. Нить судьбы; Безликий, Пророчество, +3 ХП; Конец света; последний живой — побеждает.

# key: iv.role_summary.Дьявол
iv-role_summary-Dyavol = Нейтрал. Сделка и дары, атака, Котел грешников, Незримое присутствие, Дьявольский шепот; Час расплаты.
