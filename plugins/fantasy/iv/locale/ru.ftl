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

# Told when the phase is over: «в эту фазу» would read as the next one, so the phase is named.
iv-jail_in = { $player_gender ->
        [masculine] { $player } отправлен в Темницу: в { $phase } лишён
        [feminine] { $player } отправлена в Темницу: в { $phase } лишена
       *[other] Игрок { $player } отправлен в Темницу: в { $phase } лишён
    } способностей ролей (кроме «Т»).

iv-jail_in-many = В Темницу отправлены (в { $phase } лишены способностей ролей, кроме «Т»): { NAME($players, case: "nom") }.

iv-result-grave = { $target } — { $role }. Способности, действовавшие на { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } в фазу смерти: { $abilities_count ->
        [0] никакие
       *[other] { $abilities }
    }.

iv-result-rumours = { $yourself ->
        [True] Слухи о себе: вас
       *[other] Слухи { NAME($target, case: "prep", with: "о") }: { $target_gender ->
            [masculine] выбирал целью — { $chose_count ->
                [0] никого
               *[other] { $chose }
            }; его
            [feminine] выбирала целью — { $chose_count ->
                [0] никого
               *[other] { $chose }
            }; её
           *[other] выбирал целью — { $chose_count ->
                [0] никого
               *[other] { $chose }
            }; его
        }
    } выбирали целью — { $chosen_by_count ->
        [0] никто
       *[other] { $chosen_by }
    }.

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

# When an ability may be used (the role card): «(в полнолуние)».

# key: phase.when.новолуние
phase-when-novolunie = в новолуние

# key: phase.when.полулуние
phase-when-polulunie = в полулуние

# key: phase.when.полнолуние
phase-when-polnolunie = в полнолуние

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

iv-blocked = Вас заблокировали в { $phase }: считается, что вы не объявляли в эту фазу никаких действий (кроме способностей «Б»).

iv-died = { $player } отправляется на Кладбище.

iv-died-many = На Кладбище отправляются: { NAME($players, case: "nom") }.

iv-infirmary_in = { $player } попадает в Лазарет.

# Many players in one line of the summary (Texts.grouped).
iv-infirmary_in-many = В Лазарет попадают: { NAME($players, case: "nom") }.

iv-infirmary_out = { $player } покидает Лазарет.

iv-infirmary_out-many = Лазарет покидают: { NAME($players, case: "nom") }.

iv-jail_out = { $player } выходит из Темницы.

iv-jail_out-many = Из Темницы выходят: { NAME($players, case: "nom") }.

iv-horseman = Судный день: { $player } — Всадник Апокалипсиса!

iv-plague_count = Заражено чумой: { $count } из { $alive } { $alive ->
        [one] живого
       *[other] живых
    }.

## Why a side won, for the final post (edition IV): «Нежить достигает победы, когда мертвы все Демоны
## и Закон…»; «Конец света — Нежить, Демоны и Закон не могут победить» (while the Всадник lives).

won-IV-Nezhit = мертвы все Демоны и весь Закон

won-IV-Demony = мертва вся Нежить и весь Закон

won-IV-Zakon = мертвы вся Нежить и все Демоны

won-Vsadnik_Apokalipsisa = «Чума на дом ваш»: Всадник Апокалипсиса остался единственным живым персонажем

won-Dyavol = «Час расплаты»: в победившей фракции жив продавший душу, и победа достаётся Дьяволу

won-IV-nichya = в живых не осталось никого, кто может победить

iv-nobody_died = В { $phase } никто не отправился на Кладбище.

# The offer, with every gift in the book's words: what it does and when (the buttons carry only the names).
iv-deal_offer = **Сделка:** Дьявол предлагает вам продать душу. Ответьте до конца фазы «{ $phase }»: выберите один дар или «отказ»; без ответа — отказ. Если по окончании этой фазы Дьявол жив, вы получаете дар (он становится способностью вашей тайной роли), а Дьявол узнаёт вашу тайную роль и выбранный дар.
    • **Могущество** (Л) — раз в неделю можете атаковать цель на 1 урона.
    • **Слава** (Л,Т) — выбираете явную роль, кроме своей, и получаете все её способности.
    • **Бессмертие** (Л,Т) — +2 ХП сверх максимума, и ХП сразу восстанавливаются до нового максимума; после смерти Дьявола падают до прежнего.
    • **Удача** (Л,Т) — каждую фазу не получаете урона от одной атаки (от самой сильной).
    • **Спасение** (Л,Т) — в фазу, когда дар принят, ХП восстанавливаются до начальных, вы выходите из Лазарета и Темницы; если по итогам этой фазы вы должны были попасть на Кладбище — остаётесь в живых.
    • **Знание** (Л,Т) — раз в неделю можете узнать тайную роль живой цели.

iv-holding-hp = ХП: { $hp } из { $most }.

iv-holding-gift = Дар Дьявола: { $gift }.

iv-cross-infected = Крест на двери: { $role } — заражен чумой.

iv-cross-clean = Крест на двери: { $role } — не заражен.

iv-cross-absent = Крест на двери: { $role } — такой явной роли в городе нет.

iv-result-autodafe_wrong = Аутодафе: тайная роль { NAME($target, case: "gen") } названа неверно.

iv-result-role = { $ability } — тайная роль { NAME($target, case: "gen") }: { $role }.

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

iv-result-infected = { $names_count ->
        [0] Чумой не заражён никто.
       *[other] Заражены чумой: { $names }.
    }

# key: iv.role_summary.Мэр
iv-role_summary-Mer = Власть: отправляет цель в Темницу.

# key: iv.role_summary.Дворянин
iv-role_summary-Dvoryanin = Влияние (Т): не попадает в Темницу.

# key: iv.role_summary.Цыганка
iv-role_summary-Tsyganka = Сглаз (Б): блокирует другого персонажа.

# key: iv.role_summary.Священник
iv-role_summary-Svyashchennik = Благословение (Т): +1 ХП цели. Исповедь (Т): −1 урона по себе.

# key: iv.role_summary.Могильщик
iv-role_summary-Mogilshchik = Раскопки (Т): тайная роль мёртвого и способности, действовавшие на него в фазу смерти.

# key: iv.role_summary.Бандит
iv-role_summary-Bandit = Поймать в подворотне (Т): атака на 1. Атас! (Т): −1 урона по себе.

# key: iv.role_summary.Кузнец
iv-role_summary-Kuznets = Закалка (Т): +1 ХП сверх максимума, Лазарет при 2 ХП.

# key: iv.role_summary.Воитель
iv-role_summary-Voitel = Железная воля (Т): все способности работают из Лазарета.

# key: iv.role_summary.Оборотень
iv-role_summary-Oboroten = Вой (Т,Б): блокирует до трёх целей.

# key: iv.role_summary.Прокаженный
iv-role_summary-Prokazhennyy = Неприкасаемый (Т): не цель способностей явных ролей.

# key: iv.role_summary.Лекарь
iv-role_summary-Lekar = Как мертвому припарки (Т): воскрешает персонажа с Кладбища.

# key: iv.role_summary.Мститель
iv-role_summary-Mstitel = Неупокоенный (Т,К): с Кладбища продолжает общение с живыми.

# key: iv.role_summary.Затворник
iv-role_summary-Zatvornik = Мужичок из робких (Т): не цель чужих способностей в новолуние и полулуние первой недели.

# key: iv.role_summary.Рыцарь
iv-role_summary-Rytsar = Башенный щит (Т): цель в эту фазу не получает урона от атак.

# key: iv.role_summary.Шут
iv-role_summary-Shut = Пантомима (Б): не получает урона от атак.

# key: iv.role_summary.Философ
iv-role_summary-Filosof = Гедонизм: каждое полнолуние +1 ХП себе.

# key: iv.role_summary.Мародер
iv-role_summary-Maroder = Черный копатель: способности явной роли мёртвого на следующую фазу.

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
iv-role_summary-Demonolog = Демоны. Hellfire, Защитный круг, Связи в адском мире; Аура тьмы; Давний роман.

# key: iv.role_summary.Суккуб
iv-role_summary-Sukkub = Демоны. Соблазнение (Б), Очарование (Б); своя атака, когда демоны пали.

# key: iv.role_summary.Гончая Ада
iv-role_summary-Gonchaya_Ada = Демоны. Укус; Гон — повторная атака, когда демоны пали.

# key: iv.role_summary.Бес
iv-role_summary-Bes = Демоны. Нападение; Загнанный в угол — атака на 2, когда демоны пали.

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

# The role card: how the player's side wins (win.<faction>, or win.<role> for a neutral who wins
# alone; an edition's own as win.<edition>.<…>), after «Победа:».

# key: win.IV.Закон
win-IV-Zakon = мертвы вся Нежить и все Демоны (нейтралы не в счёт); побеждает вся фракция, мёртвые тоже.{ $horseman ->
        [yes] { " " }Пока жив Всадник Апокалипсиса, не побеждает никто.
       *[other] {""}
    }

# key: win.IV.Нежить
win-IV-Nezhit = мертвы все Демоны и весь Закон (нейтралы не в счёт); побеждает вся фракция, мёртвые тоже.{ $horseman ->
        [yes] { " " }Пока жив Всадник Апокалипсиса, не побеждает никто.
       *[other] {""}
    }

# key: win.IV.Демоны
win-IV-Demony = мертвы вся Нежить и весь Закон (нейтралы не в счёт); побеждает вся фракция, мёртвые тоже.{ $horseman ->
        [yes] { " " }Пока жив Всадник Апокалипсиса, не побеждает никто.
       *[other] {""}
    }

# key: win.IV.Чумной Доктор
win-IV-Chumnoy_Doktor = заразить чумой всех остальных живых: тогда вы станете Всадником Апокалипсиса, а Всадник побеждает, оставшись единственным живым.

# key: win.IV.Всадник Апокалипсиса
win-IV-Vsadnik_Apokalipsisa = остаться единственным живым; пока вы живы, не побеждает ни одна фракция.

# key: win.IV.Дьявол
win-IV-Dyavol = Час расплаты: если побеждает фракция, чей живой персонаж продал вам душу, вместо неё побеждаете вы (если живы).

# The role card: what each ability does, in one line written from the book (the card adds
# when, on whom, how often and the command from the ability's declaration). Looked up as
# does.<edition>.<role>.<ability>, does.<role>.<ability>, does.<ability> (role «-»: no role's own).

# key: does.IV.Мэр.Власть
does-IV-Mer-Vlast = Отправляет цель в темницу.

# key: does.IV.Цыганка.Сглаз
does-IV-Tsyganka-Sglaz = Блокирует персонажа; Сглаз нельзя заблокировать.

# key: does.IV.Священник.Благословение
does-IV-Svyashchennik-Blagoslovenie = Восстанавливает цели 1 ХП.

# key: does.IV.Священник.Исповедь
does-IV-Svyashchennik-Ispoved = В эту фазу предотвращает 1 урон по себе.

# key: does.IV.Могильщик.Раскопки
does-IV-Mogilshchik-Raskopki = Узнаёт тайную роль мёртвого и все способности, действовавшие на него в фазу смерти.

# key: does.IV.Бандит.Поймать в подворотне
does-IV-Bandit-Poymat_v_podvorotne = Атакует цель на 1 урона.

# key: does.IV.Бандит.Атас!
does-IV-Bandit-Atas_ = В эту фазу предотвращает 1 урон по себе.

# key: does.IV.Оборотень.Вой
does-IV-Oboroten-Voy = Блокирует выбранных; Вой нельзя заблокировать.

# key: does.IV.Лекарь.Как мертвому припарки
does-IV-Lekar-Kak_mertvomu_priparki = Воскрешает мёртвого: он встаёт с начальными ХП и статусом «Воскрешён».

# key: does.IV.Рыцарь.Башенный щит
does-IV-Rytsar-Bashennyy_shchit = Защищает цель: в эту фазу она не получает урона от атак.

# key: does.IV.Шут.Пантомима
does-IV-Shut-Pantomima = В эту фазу не получает урона от атак; Пантомиму нельзя заблокировать.

# key: does.IV.Мародер.Черный копатель
does-IV-Maroder-Chernyy_kopatel = Выбирает мёртвого: на следующую фазу получает все способности его явной роли.

# key: does.IV.Лич.Армия тьмы
does-IV-Lich-Armiya_tmy = Воскрешает выбранных мёртвых; Армию тьмы нельзя заблокировать.

# key: does.IV.Лич.Лик смерти
does-IV-Lich-Lik_smerti = Атакует цель на 1 урона.

# key: does.IV.Лич.Морок
does-IV-Lich-Morok = Если не применяет Лик смерти, отправляет цель в темницу.

# key: does.IV.Лич.Погребальная урна
does-IV-Lich-Pogrebalnaya_urna = Если не применяет Лик смерти или Морок, узнаёт тайную роль мёртвого и все способности, действовавшие на него в фазу смерти.

# key: does.IV.Некромант.Щит душ
does-IV-Nekromant-Shchit_dush = Защищает цель: в эту фазу она не получает урона от атак.

# key: does.IV.Некромант.Переливание жизни
does-IV-Nekromant-Perelivanie_zhizni = Если не применяет Щит душ, получает 1 урон и восстанавливает по 1 ХП остальной Нежити.

# key: does.IV.Призрак.Касание смерти
does-IV-Prizrak-Kasanie_smerti = Атакует цель в лазарете на 1 урона.

# key: does.IV.Призрак.Полтергейст
does-IV-Prizrak-Poltergeyst = Блокирует цель; Полтергейст нельзя заблокировать.

# key: does.IV.Зомби.Bra-a-a-ains
does-IV-Zombi-Bra_a_a_ains = Атакует цель на 1 урона.

# key: does.IV.Демонолог.Hellfire
does-IV-Demonolog-Hellfire = В полнолуние наносит цели столько урона, сколько Демонов на кладбище; если цель умрёт к концу фазы, в новолуние воскрешает одного мёртвого.

# key: does.IV.Демонолог.Защитный круг
does-IV-Demonolog-Zashchitnyy_krug = Если не применяет Hellfire, защищает цель: в эту фазу она не получает урона от атак.

# key: does.IV.Демонолог.Связи в адском мире
does-IV-Demonolog-Svyazi_v_adskom_mire = Если не применяет Hellfire или Защитный круг, узнаёт тайную роль мёртвого и все способности, действовавшие на него в фазу смерти.

# key: does.IV.Суккуб.Соблазнение
does-IV-Sukkub-Soblaznenie = Блокирует цель; Соблазнение нельзя заблокировать.

# key: does.IV.Суккуб.Очарование
does-IV-Sukkub-Ocharovanie = Очаровывает цель: способности её тайной роли в эту фазу уходят на цель2 (кроме неблокируемых и ещё нескольких — см. `/правила`). Очарованный об этом не знает, Суккуб не узнаёт, что ушло.

# key: does.IV.Суккуб.Суккуб
does-IV-Sukkub-Sukkub = Если не применяет Очарование, атакует цель на 1 урона; действует, когда на кладбище Бес и Гончая Ада или Демонолог.

# key: does.IV.Гончая Ада.Укус
does-IV-Gonchaya_Ada-Ukus = Атакует цель на 1 урона.

# key: does.IV.Гончая Ада.Гон
does-IV-Gonchaya_Ada-Gon = Если цель Укуса не попала на кладбище, в следующую фазу атакует её на 1 урона; действует, когда на кладбище Суккуб и Бес или Демонолог.

# key: does.IV.Бес.Нападение
does-IV-Bes-Napadenie = Атакует цель на 1 урона.

# key: does.IV.Бес.Загнанный в угол
does-IV-Bes-Zagnannyy_v_ugol = Атакует цель на 2 урона; действует, когда на кладбище Суккуб и Гончая Ада или Демонолог.

# key: does.IV.Инквизитор.Аутодафе
does-IV-Inkvizitor-Autodafe = Называет тайную роль цели: если угадал, цель отправляется на кладбище (это не атака).

# key: does.IV.Инквизитор.Обвинение в ведьмовстве
does-IV-Inkvizitor-Obvinenie_v_vedmovstve = Если не применяет Аутодафе, отправляет цель в темницу.

# key: does.IV.Начальник Стражи.Стража взять его!
does-IV-Nachalnik_Strazhi-Strazha_vzyat_ego_ = Блокирует цель; эту способность нельзя заблокировать.

# key: does.IV.Начальник Стражи.Дозор
does-IV-Nachalnik_Strazhi-Dozor = Если не применяет «Стража взять его!», защищает цель: в эту фазу она не получает урона от атак.

# key: does.IV.Дознаватель.Пыточная
does-IV-Doznavatel-Pytochnaya = Отправляет цель в темницу.

# key: does.IV.Дознаватель.Анатомический театр
does-IV-Doznavatel-Anatomicheskiy_teatr = Если не применяет Пыточную, узнаёт тайную роль мёртвого и все способности, действовавшие на него в фазу смерти.

# key: does.IV.Дознаватель.Дознание
does-IV-Doznavatel-Doznanie = Если не применяет Пыточную или Анатомический театр, узнаёт тайную роль живой цели.

# key: does.IV.Крестьянин.Вилы
does-IV-Krestyanin-Vily = Атакует цель на 1 урона.

# key: does.IV.Крестьянин.Слухи
does-IV-Krestyanin-Slukhi = Если не применяет Вилы, узнаёт, кого цель выбирала в эту фазу и кто выбирал её.

# key: does.IV.Крестьянин.Факельное шествие
does-IV-Krestyanin-Fakelnoe_shestvie = Цели получают способность Факел (одна атака на 1 урона за игру) и узнают об этом.

# key: does.IV.Чумной Доктор.Таинственный отвар
does-IV-Chumnoy_Doktor-Tainstvennyy_otvar = Заражает цель чумой или излечивает её (поле «выбор»; без него — заражает).

# key: does.IV.Чумной Доктор.Зелье каменной кожи
does-IV-Chumnoy_Doktor-Zele_kamennoy_kozhi = Если не применяет Таинственный отвар, защищает цель: в эту фазу она не получает урона от атак; зелье нельзя заблокировать.

# key: does.IV.Чумной Доктор.Штамм
does-IV-Chumnoy_Doktor-Shtamm = Заражает себя чумой или излечивается (выбор).

# key: does.IV.Чумной Доктор.Крест на двери
does-IV-Chumnoy_Doktor-Krest_na_dveri = Называет любые явные роли; наутро город узнаёт, заражены ли их носители.

# key: does.IV.Чумной Доктор.Дезинфекция
does-IV-Chumnoy_Doktor-Dezinfektsiya = Отправляет цель в темницу.

# key: does.IV.Чумной Доктор.Список зараженных
does-IV-Chumnoy_Doktor-Spisok_zarazhennykh = Узнаёт тайную роль мёртвого и все способности, действовавшие на него в фазу смерти.

# key: does.IV.Чумной Доктор.Иммунитет
does-IV-Chumnoy_Doktor-Immunitet = Выбирает, при скольких ХП попадать в лазарет: 1 или 2 (по умолчанию 2). Лишний 1 ХП сверх максимума даётся и без хода.

# key: does.IV.Всадник Апокалипсиса.Нить судьбы
does-IV-Vsadnik_Apokalipsisa-Nit_sudby = Отправляет цель на кладбище; это не атака.

# key: does.IV.Дьявол.Сделка
does-IV-Dyavol-Sdelka = Предлагает цели продать душу (ещё до трёх целей — дополнительные Сделки, каждая раз за игру). В следующую фазу цель может принять и выбрать дар; если Дьявол доживёт до конца той фазы, она получает дар, а Дьявол узнаёт её тайную роль и дар.

# key: does.IV.Дьявол.Дьявол
does-IV-Dyavol-Dyavol = Атакует цель на 1 урона; не на тех, кто принял или отклонил Сделку. Нельзя заблокировать.

# key: does.IV.Дьявол.Котел грешников
does-IV-Dyavol-Kotel_greshnikov = Наносит 1 урон цели, хоть раз отказавшейся от Сделки, и восстанавливает себе 1 ХП; это не атака.

# key: does.IV.Дьявол.Незримое присутствие
does-IV-Dyavol-Nezrimoe_prisutstvie = Шлёт анонимные сообщения «от Дьявола» продавшим душу (в поле «текст»).

# key: does.IV.Дьявол.Дьявольский шепот
does-IV-Dyavol-Dyavolskiy_shepot = Блокирует цель; Дьявольский шёпот нельзя заблокировать.

# key: does.IV.Дьявол.Потусторонняя сила
does-IV-Dyavol-Potustoronnyaya_sila = Выбирает, при скольких ХП попадать в лазарет: 1 или 2 (по умолчанию 2). Лишний 1 ХП сверх максимума даётся и без хода.
