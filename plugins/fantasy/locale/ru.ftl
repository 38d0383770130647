reject-fantasy-target_alive = Способность «{ $ability }» применяется только к мёртвым, а { $name_gender ->
        [masculine] { $name } жив
        [feminine] { $name } жива
       *[other] игрок { $name } жив
    }.

reject-fantasy-target_in_infirmary = { $name } в Лазарете: способность «{ $ability }» на { $name_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } не сработает.

reject-fantasy-target_in_prison = { $name } в Тюрьме: способность «{ $ability }» на { $name_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } не сработает.

reject-fantasy-vote_prisoner = { $name } в Тюрьме: за { $name_gender ->
        [masculine] его
        [feminine] её
       *[other] его
    } казнь голосовать нельзя.

fantasy-accused = { $player_gender ->
        [masculine] { $player } обвинён в ведьмовстве: сегодня ему
        [feminine] { $player } обвинена в ведьмовстве: сегодня ей
       *[other] Игрок { $player } обвинён в ведьмовстве: сегодня ему
    } недоступны способности явной роли и оправдание.

fantasy-acquitted = Богач подкупил судей: { $player_gender ->
        [masculine] { $player } оправдан
        [feminine] { $player } оправдана
       *[other] игрок { $player } оправдан
    }.

fantasy-beaten = { $actor_gender ->
        [masculine] { $actor } поймал
        [feminine] { $actor } поймала
       *[other] Игрок { $actor } поймал
    } в подворотне { NAME($player, case: "acc") }: у { $player_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } осталась одна жизнь.

fantasy-blessed = Божественное благословление: { $player_gender ->
        [masculine] { $player } попадал в Лазарет, но исцелился
        [feminine] { $player } попадала в Лазарет, но исцелилась
       *[other] игрок { $player } попадал в Лазарет, но исцелился
    }.

fantasy-palm = Цыганка погадала по руке { NAME($player, case: "dat") }: тайная роль — { $role }. Двое суток { $player_gender ->
        [masculine] { $player } бессмертен
        [feminine] { $player } бессмертна
       *[other] игрок { $player } бессмертен
    }.

fantasy-rally = { $actor } собирает митинг против { NAME($player, case: "gen") }: завтра против { $player_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } 4 голоса.

fantasy-resummoned = Демонолог перепризвал { NAME($player, case: "acc") }: { $player_gender ->
        [masculine] он вернулся
        [feminine] она вернулась
       *[other] игрок вернулся
    } с полным здоровьем.

fantasy-sex_change = Проклятие! Ведьма сменила пол { NAME($player, case: "gen") }: сегодня { $player_gender ->
        [masculine] он
        [feminine] она
       *[other] этот игрок
    } не голосует.

fantasy-cards-sharper = Шулер: { $player_gender ->
        [masculine] { $player } должен был умереть, но у него
        [feminine] { $player } должна была умереть, но у неё
       *[other] игрок { $player } должен был умереть, но у него
    } осталась одна жизнь.

fantasy-result-bribe_refused = { $target_gender ->
        [masculine] { $target } обвинён в ведьмовстве: Богач не может его
        [feminine] { $target } обвинена в ведьмовстве: Богач не может её
       *[other] Игрок { $target } обвинён в ведьмовстве: Богач не может его
    } оправдать.

fantasy-result-healed = Операция: { $target_gender ->
        [masculine] { $target } получил
        [feminine] { $target } получила
       *[other] игрок { $target } получил
    } одну жизнь.

fantasy-result-horoscope = Гороскоп: { $target_gender ->
        [masculine] { $target } применял способности тайной роли; его
        [feminine] { $target } применяла способности тайной роли; её
       *[other] игрок { $target } применял способности тайной роли; его
    } тайная роль — { $role }.

fantasy-result-horoscope_none = Гороскоп: { $target_gender ->
        [masculine] { $target } этой ночью не применял
        [feminine] { $target } этой ночью не применяла
       *[other] игрок { $target } этой ночью не применял
    } способностей тайной роли.

fantasy-result-no_soul = Без души: { $target } — Лич, демоны не могут { $target_gender ->
        [masculine] его
        [feminine] её
       *[other] его
    } атаковать. Атака «{ $ability }» отменена.

fantasy-result-spent = Компромат: { $savings } { $savings ->
        [one] голос
        [few] голоса
        [many] голосов
       *[other] голоса
    } из копилки — против { NAME($target, case: "gen") }.

fantasy-result-bribe = Взятка: если Вече приговорит { NAME($target, case: "acc") } сегодня, { $target_gender ->
        [masculine] его
        [feminine] её
       *[other] его
    } оправдают.

fantasy-result-watch = Дозор у { NAME($target, case: "gen") }: на { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } применяли ночные способности: { $visitors_count ->
        [0] никто
       *[other] { $visitors }
    }.

fantasy-rally_self = { $actor } собирает митинг: против { $actor_gender ->
        [masculine] него 3 голоса, но его
        [feminine] неё 3 голоса, но её
       *[other] этого игрока 3 голоса, но его
    } голос сегодня за пять.

fantasy-vote_broken = { $actor_gender ->
        [masculine] { $actor } сорвал
        [feminine] { $actor } сорвала
       *[other] Игрок { $actor } сорвал
    } голосование: сегодня казни не будет.

fantasy-result-horoscope_moves = Гороскоп: действия { NAME($target, case: "gen") } этой ночью: { $moves }.

fantasy-watcher = { $actor } — Смотрящий: сегодня против { $actor_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } на 3 голоса меньше.

phase-night = Ночь { $number }

phase-day = День { $number }

setup-fantasy-unique_roles = Эти роли в игре могут быть только у одного игрока (Мирный житель — у двух): { $roles }.

reject-fantasy-cards_four = Нужно выбрать ровно четыре разные карты колоды.

reject-fantasy-cards_not_in_deck = Этих карт нет в колоде: { $cards }.

reject-fantasy-cards_dealt = Карты уже сданы.

reject-fantasy-cards_by_day = Карты кидают днём (ночью — только в начале первой ночи).

reject-fantasy-cards_not_in_hand = Карты «{ $card }» нет у вас в руке.

reject-fantasy-cards_joker = Джокер: назовите (choice) карту колоды, которой он станет.

reject-fantasy-cards_no_puppet = Сначала нужно кинуть Короля Пик (Кукла).

reject-fantasy-cards_list = Нужен полный список ролей: role { "{" }игрок: тайная роль{ "}" } или текст «Имя: Явная/Тайная; ...».

reject-fantasy-recharge_full_moon = Способность «{ $ability }» перезарядится в Полнолуние.

reject-fantasy-bribe_accused = { $name_gender ->
        [masculine] { $name } обвинён в ведьмовстве: сегодня Богач не может его оправдать. Взятка не потрачена.
        [feminine] { $name } обвинена в ведьмовстве: сегодня Богач не может её оправдать. Взятка не потрачена.
       *[other] Игрок { $name } обвинён в ведьмовстве: сегодня Богач не может его оправдать. Взятка не потрачена.
    }

reject-fantasy-no_savings = В копилке нет голосов: «{ $ability }» с целью тратит сохранённые голоса, а их пока нет. Сохранить голос — «{ $ability }» без цели.

reject-fantasy-influence_no_vote = { $name_gender ->
        [masculine] У { NAME($name, case: "gen") } сегодня нет голоса, который засчитался бы: диктовать ему нечего. Влияние не потрачено.
        [feminine] У { NAME($name, case: "gen") } сегодня нет голоса, который засчитался бы: диктовать ей нечего. Влияние не потрачено.
       *[other] У { NAME($name, case: "gen") } сегодня нет голоса, который засчитался бы: диктовать ему нечего. Влияние не потрачено.
    }

reject-fantasy-accused = Вас обвинили в ведьмовстве: сегодня способности явной роли недоступны («{ $ability }»).

reject-fantasy-beast_no_paranoia = На вас не кидали Туз Крестей (Паранойя): подсовывать Мастеру карт нечего.

reject-fantasy-beast_paranoia_format = Паранойя: напишите ложное сообщение (текст; если нужно — отправителя и получателя, двух игроков) или выберите «скрыть».

reject-fantasy-anarchy = Анархизм: { $name } — Бунтарь и не может стать Мэром.

reject-fantasy-infirmary = Вы в Лазарете: способности тайной роли недоступны («{ $ability }»).

reject-fantasy-mask_role = Маской может быть только другая роль этой игры, а не «{ $role }».

reject-fantasy-moon = Способность «{ $ability }» применяется только в { $moon }.

reject-fantasy-mute = Немота: вы лишены права голоса на Вече до конца игры.

reject-fantasy-no_public = Сегодня способности вашей явной роли недоступны («{ $ability }»: { $why }).

reject-fantasy-no_vote = Сегодня вы не можете голосовать.

reject-fantasy-no_zombie = Вы ещё никого не зомбировали: подавать сигнал некому.

reject-fantasy-not_a_demon = { $name } — не демон: перепризвать можно только демона.

reject-fantasy-not_cornered = Способность «{ $ability }» откроется, когда вы будете загнаны в угол.

reject-fantasy-not_in_infirmary = { $name } не лежит в Лазарете.

reject-fantasy-prison = Вы в Тюрьме: способности ролей недоступны («{ $ability }»).

reject-fantasy-prison_vote = Вы в Тюрьме и не можете голосовать.

reject-fantasy-rally_self = В этой редакции Митинг собирают против себя: цель указывать не нужно («{ $ability }»).

reject-fantasy-once_a_phase = Способность «{ $ability }» в эту фазу уже применена (раз в день).

reject-fantasy-recharge = Способность «{ $ability }» перезаряжается: её нельзя применять две ночи подряд.

reject-fantasy-saving = Сегодня вы отложили голос в копилку (Компромат) и не голосуете.

reject-fantasy-risen = Вы восстали этой ночью и не можете действовать до следующей фазы.

reject-fantasy-start_only = Способность «{ $ability }» выбирается только в начале игры (первой ночью).

reject-fantasy-vote_changes = Голос можно менять не больше { $changes } { $changes ->
        [one] раза
        [few] раз
        [many] раз
       *[other] раз
    } за день.

reject-fantasy-vote_self = Голосовать за собственную казнь нельзя.

reject-fantasy-zombie_format = Нет приказа: напишите его в поле «выбор» как «[публичное действие явной роли], [цель]». Пример: /ход способность:Зомбирование цель:{ $name } выбор:{ $example }

reject-fantasy-zombie_invalid = Приказ «{ $order }»: неверно действие — первым словом нужно публичное действие явной роли { NAME($name, case: "gen") } или голос ({ $actions }). Пример: /ход способность:Зомбирование цель:{ $name } выбор:{ $example }

reject-fantasy-zombie_target = Приказ «{ $order }»: неверна цель — назовите её в приказе по имени или явной роли, или второй целью (цель2). Пример: /ход способность:Зомбирование цель:{ $name } выбор:{ $example }

fantasy-cards_revealed = { $actor } раскрывает карты: { $text }

fantasy-cards_right = Список { NAME($actor, case: "gen") } верен: Мастер карт побеждает единолично.

fantasy-cards_wrong = Список { NAME($actor, case: "gen") } неверен: Мастер карт покидает игру навсегда.

fantasy-crowd_face = Лицо толпы: Инквизитор применил «{ $ability }» (цель: { $target }).

fantasy-died = { $player } отправляется на Кладбище. Тайная роль: { $role }.

fantasy-executed = Вече приговорило { NAME($player, case: "acc") } к казни.

fantasy-immortal = Цыганка нагадала { NAME($player, case: "dat") } бессмертие: { $player_gender ->
        [masculine] он
        [feminine] она
       *[other] он
    } не умирает.

fantasy-infirmary_in = { $player } попадает в Лазарет.

fantasy-infirmary_out = { $player } покидает Лазарет.

fantasy-investigation = { $actor } расследует смерть { NAME($player, case: "gen") }.

fantasy-mayor_heir = Преемственность: { $player } — Мэр (бывший); новый Мэр — { $heir }.

fantasy-no_execution = Вече никого не приговорило.

fantasy-moon = Ночь { $number }: { $moon }.

fantasy-nobody_died = Этой ночью никто не отправился на Кладбище.

fantasy-prison_in = { $player } отправляется в Тюрьму.

fantasy-prison_in_forever = { $player } отправляется в Тюрьму пожизненно.

fantasy-prison_out = { $player } выходит из Тюрьмы.

fantasy-raised = Народная медицина: { $player } возвращается с Кладбища.

fantasy-reborn = Перерождение: Лич пал, и вы приняли его роль. Теперь вы — Лич.

fantasy-risen = Армия тьмы: { $player } восстаёт с полным здоровьем.

# The verdict (core's ballot-verdict, worded as the book's Вече).
ballot-verdict = Итоги Вече:
    { $lines }

fantasy-tie = На Вече ничья: никто не казнён.

fantasy-vengeance = Праведная месть: вам открылись Вилы и Факелы.

fantasy-vote_void = Голосование сорвано: никто не казнён.

fantasy-holding-lives = Жизни: { $lives } из { $most }.

fantasy-holding-savings = Компромат: в копилке { $savings }.

fantasy-cards-hand = Карты в руке: { $cards }.

fantasy-cards-thrown = Вы кинули карту «{ $card }» (на кого: { $targets }): она подействует ночью.

fantasy-cards-role = Карта «{ $card }» легла на свою роль: тайная роль { NAME($target, case: "gen") } — { $role }.

fantasy-cards-scent = Чутье: на { NAME($target, case: "acc") } этой ночью применяли: { $abilities }.

fantasy-cards-guess_yes = Догадка { NAME($target, case: "prep", with: "о") }: да.

fantasy-cards-guess_no = Догадка { NAME($target, case: "prep", with: "о") }: нет.

fantasy-cards-paranoia = Паранойя: { $sender } → { $recipient }: { $text }

fantasy-cards-paranoia_beast = На вас кинули Туз Крестей (Паранойя): явная роль Мастера карт — { $role }. Вы можете подсовывать ему ложную информацию или скрывать истинную (способность «Паранойя»).

fantasy-cards-paranoia_note = Паранойя: { $text }

fantasy-cards-puppet = { $actor } раскрывает роль: { $role }. Отныне дневные действия { $actor_gender ->
        [masculine] его куклы — в его
        [feminine] её куклы — в её
       *[other] его куклы — в его
    } руках.

fantasy-result-aura = Aura of darkness: вы почувствовали зло в { NAME($target, case: "prep") } и отменили атаку («{ $ability }»).

fantasy-result-circle_gone = Protective circle исчез: он отразил атаку и восстановится через цикл ночей.

fantasy-result-confession = Исповедь: тайная роль { NAME($target, case: "gen") } — { $role }.

fantasy-result-confessor = Вас исповедовали: тайная роль Священника — { $role }.

fantasy-result-heir = Преемственность: ваш наследник — { $target }.

fantasy-result-investigation = Расследование: { NAME($target, case: "acc") } отправили на Кладбище способности: { $abilities }.

fantasy-result-mail = Голубиная почта (аноним): { $text }

fantasy-result-mail_sent = Ваше письмо отправлено { NAME($target, case: "dat") }.

fantasy-result-masked = Ваша маска: { $role }.

fantasy-result-order_failed = Приказ зомбированному не выполнен.

fantasy-result-other_side = Дознание: { $first } и { $second } на разных сторонах.

fantasy-result-role_of = Тайная роль { NAME($target, case: "gen") } — { $role }.

fantasy-result-rumour_target = Слухи: вы будете узнавать обо всех действиях на { NAME($target, case: "acc") }.

fantasy-result-rumours = Слухи { NAME($target, case: "prep", with: "о") }: { $moves_count ->
        [0] ничего
       *[other] { $moves }
    }.

fantasy-result-same_side = Дознание: { $first } и { $second } на одной стороне.

fantasy-result-influence = Влияние: сегодня вы диктуете голоса { NAME($target, case: "gen") }.

fantasy-result-saved = Компромат: голос отложен в копилку (в копилке: { $savings }).

fantasy-result-sealed_saved = Печать Небес: вы остаётесь в живых и восстанавливаете все жизни.

fantasy-result-touched = Касание смерти: завтра вам недоступны способности явной роли.

fantasy-result-trance = Транс: этой ночью вам доступно действие роли «{ $role }».

fantasy-result-zombified = Вы зомбировали { NAME($target, case: "acc") }: приказ записан.

# key: role_summary.Мэр
role_summary-Mer = Деспотия: два голоса на Вече. Преемственность: передаёт явную роль наследнику.

# key: role_summary.Астролог
role_summary-Astrolog = Составить гороскоп: раз за цикл ночей узнаёт тайную роль действовавшей цели.

# key: role_summary.Оракул
role_summary-Orakul = Пророчество: раз за игру узнаёт тайную роль. (I) Транс: действие тайной роли на ночь.

# key: role_summary.Цыганка
role_summary-Tsyganka = Чары: раз за игру цель ночью не действует. (I) Дай погадаю на руке: раскрывает роль, дарит бессмертие.

# key: role_summary.Священник
role_summary-Svyashchennik = Исповедь: обмен тайными ролями. Благословление: раз за игру выходит из Лазарета.

# key: role_summary.Дворянин
role_summary-Dvoryanin = Влияние: диктует чужой голос. (I) Взятка: срывает голосование.

# key: role_summary.Сыщик
role_summary-Syshchik = Расследование: чем убит мёртвый. (I) Элементарно!: случайная тайная роль.

# key: role_summary.Бандит
role_summary-Bandit = Поймать в подворотне: оставляет цели одну жизнь. (I) Атас!: защита от 2 урона.

# key: role_summary.Бунтарь
role_summary-Buntar = Митинг: голоса на Вече. Анархизм: не может стать Мэром.

# key: role_summary.Ведьма
role_summary-Vedma = Порча: атакованный проклятый умирает. v0.1 Смена пола, I Печать Небес.

# key: role_summary.Кузнец
role_summary-Kuznets = Закалка: +1 (v0.1) или +2 (I) жизни.

# key: role_summary.Вор
role_summary-Vor = Кража: цель завтра без явной роли и голоса. (I) Смотрящий: −3 голоса против себя.

# key: role_summary.Оборотень
role_summary-Oboroten = Регенерация: +1 жизнь каждое Полнолуние. (I) Вой: трое не действуют в Полнолуние.

# key: role_summary.Лекарь
role_summary-Lekar = Операция: лечит или убивает лежащего в Лазарете. (I) Народная медицина: воскрешает.

# key: role_summary.Сплетник
role_summary-Spletnik = Компромат: копит голоса. (I) Слухи: все действия на выбранную цель.

# key: role_summary.Богач
role_summary-Bogach = Взятка: оправдывает приговорённого (v0.1 — раз, I — три раза).

# key: role_summary.Лич
role_summary-Lich = Армия тьмы, Щит душ, Зомбирование, Без души, Мистическая связь.

# key: role_summary.Зомби
role_summary-Zombi = Bra-a-a-ains: единица урона цели.

# key: role_summary.Призрак
role_summary-Prizrak = Касание смерти; Бестелесность: блок самой сильной атаки.

# key: role_summary.Некромант
role_summary-Nekromant = Переливание жизни; Перерождение: наследует роль Лича.

# key: role_summary.Демонолог
role_summary-Demonolog = Sacrifice! в Полнолуние; Protective circle; Aura of darkness.

# key: role_summary.Бес
role_summary-Bes = Нападение: 1 урон (2, если загнан в угол).

# key: role_summary.Суккуб
role_summary-Sukkub = Очарование в Полнолуние: действия цели уходят на другого. Ревность.

# key: role_summary.Гончая Ада
role_summary-Gonchaya_Ada = Укус: 1 урон, перезарядка ночь. Гон.

# key: role_summary.Начальник стражи
role_summary-Nachalnik_strazhi = Пивное пузо; Арест, Дозор или На страже.

# key: role_summary.Стражник
role_summary-Strazhnik = Пивное пузо; На страже; в Полулуние Темница.

# key: role_summary.Инквизитор
role_summary-Inkvizitor = Маска; Лицо толпы; Аутодафе; Обвинение в ведьмовстве.

# key: role_summary.Дознаватель
role_summary-Doznavatel = Дознание: одна ли сторона; в Полулуние Пытка.

# key: role_summary.Мирный житель
role_summary-Mirnyy_zhitel = Просто горожанин. (I) Праведная месть: Вилы и Факелы.

# key: role_summary.Тварь
role_summary-Tvar = Маска; Пожирай: 2 урона; не попадает в Лазарет; побеждает одна.

# key: role_summary.Мастер карт
role_summary-Master_kart = Карты; Раскрыть карты: верный список ролей — единоличная победа.

# Преемственность и Перерождение: вопросы в момент смерти или пожизненной Тюрьмы.
fantasy-ask-heir = Преемственность: вы можете передать Явную роль «Мэр» любому другому живому игроку — ответьте его именем или словом «отказ». Если ответа не будет до конца фазы, роль никому не перейдёт.

fantasy-ask-rebirth = Перерождение: Лич выбыл, и вы можете сейчас же принять его роль. Ответьте «да» или «нет»; если ответа не будет до конца фазы, вы примете роль Лича.

fantasy-result-heir_none = Преемственность: Явная роль «Мэр» никому не передана.

fantasy-result-rebirth_declined = Перерождение: вы отказались от роли Лича и остаётесь Некромантом.

reject-fantasy-heir_unknown = Игрока «{ $answer }» нет: ответьте именем того, кому передать роль Мэра, или словом «отказ».

reject-fantasy-heir_self = Передать роль Мэра самому себе нельзя: назовите другого живого игрока.
