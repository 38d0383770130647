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

fantasy-result-healed = Операция: { $gained ->
        [0] у { NAME($target, case: "gen") } и так наибольшее число жизней, ни одной не прибавилось.
       *[other] { $target_gender ->
            [masculine] { $target } получил
            [feminine] { $target } получила
           *[other] игрок { $target } получил
        } одну жизнь.
    }

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

fantasy-crowd_face = Лицо толпы: Инквизитор применил «{ $ability }»{ $targets_count ->
        [0] {""}
       *[other] { " " }(цель: { $targets })
    }.

fantasy-died = { $player } отправляется на Кладбище. Тайная роль: { $role }.

fantasy-executed = Вече приговорило { NAME($player, case: "acc") } к казни.

fantasy-immortal = Цыганка нагадала { NAME($player, case: "dat") } бессмертие: { $player_gender ->
        [masculine] он
        [feminine] она
       *[other] он
    } не умирает.

fantasy-infirmary_in = { $player } попадает в Лазарет.

# Many players in one line of the summary (Texts.grouped).
fantasy-infirmary_in-many = В Лазарет попадают: { NAME($players, case: "nom") }.

fantasy-infirmary_out = { $player } покидает Лазарет.

fantasy-infirmary_out-many = Лазарет покидают: { NAME($players, case: "nom") }.

fantasy-investigation = { $actor } расследует смерть { NAME($player, case: "gen") }.

fantasy-mayor_heir = Преемственность: { $player } — Мэр (бывший); новый Мэр — { $heir }{ $old ->
        [none] {""}
       *[other] {" "}(прежняя явная роль наследника, «{ $old }», теперь ничья)
    }.

fantasy-no_execution = Вече никого не приговорило.

# The night's name in the post that opens it (and in the story): the moon decides what may be used.
fantasy-night_title = Ночь { $number } ({ $moon })

fantasy-nobody_died = Этой ночью никто не отправился на Кладбище.

fantasy-prison_in = { $player } отправляется в Тюрьму.

fantasy-prison_in_forever = { $player } отправляется в Тюрьму пожизненно.

fantasy-prison_out = { $player } выходит из Тюрьмы.

fantasy-raised = Народная медицина: { $player } возвращается с Кладбища.

fantasy-reborn = Перерождение: Лич пал, и вы приняли его роль. Теперь вы — Лич.

# The dead back on their feet (Армия тьмы, a demon summoned again by Sacrifice!): the status is told, never
# the secret ability that did it («О "тайных" способностях не сообщается ничего»).
fantasy-risen = { $player } возвращается с Кладбища.

fantasy-risen-many = С Кладбища возвращаются: { NAME($players, case: "nom") }.

# The verdict (core's ballot-verdict, worded as the book's Вече).
ballot-verdict = Итоги Вече:
    { $lines }

fantasy-tie = На Вече ничья: { NAME($players, case: "nom") } набрали больше всех, по { $votes } { $votes ->
        [one] голосу
        [few] голоса
       *[many] голосов
        [other] голоса
    }, а когда таких больше одного, не умирает никто.

## The editions' titles, from the books (`mafia-bot variants`, the final post, the story).

title-v0-1 = Фэнтези v0.1 «Резня в городе N»

title-I = Фэнтези I «Резня»

title-II = Фэнтези II «Сатисфакция»

title-IV = Фэнтези IV «Темный Гримуар»

## Why a side won, for the final post (editions v0.1 and I; II and IV add their own):
## «Нежить достигает победы, когда уничтожает всех Демонов и Законников…»; Тюрьма «считается
## мертвым, если речь заходит об условиях победы»; «Раздражай — пока Тварь жива, Демоны, Нежить
## и Закон не могут победить».

won-Nezhit = уничтожены все Демоны и Законники (кто в Тюрьме, считается мёртвым), и Тварь не жива

won-Demony = уничтожены вся Нежить и все Законники (кто в Тюрьме, считается мёртвым), и Тварь не жива

won-Zakon = уничтожены вся Нежить и все Демоны (кто в Тюрьме, считается мёртвым), и Тварь не жива

won-Tvar = «Уничтожай»: Тварь осталась единственной живой и не в Тюрьме

won-Master_kart = «Раскрыть карты»: Мастер карт выложил верный список явных и тайных ролей и единолично побеждает

won-nichya = в живых и на свободе не осталось никого

fantasy-vengeance = Праведная месть: вам открылись Вилы и Факелы.

fantasy-vote_void = Голосование сорвано: никто не казнён.

fantasy-holding-lives = Жизни: { $lives } из { $most }.

fantasy-holding-savings = Компромат: в копилке { $savings }.

fantasy-cards-hand = { $cards_count ->
        [0] Карт в руке нет.
       *[other] Карты в руке: { $cards }.
    }

fantasy-cards-thrown = Вы кинули карту «{ $card }» (на кого: { $targets }): она подействует ночью.

fantasy-cards-role = Карта «{ $card }» легла на свою роль: тайная роль { NAME($target, case: "gen") } — { $role }.

fantasy-cards-scent = Чутье: на { NAME($target, case: "acc") } этой ночью { $abilities_count ->
        [0] способностей не применяли
       *[other] применяли: { $abilities }
    }.

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

fantasy-result-investigation = Расследование: { $abilities_count ->
        [0] ни одна способность не отправляла { NAME($target, case: "acc") } на Кладбище
       *[other] { NAME($target, case: "acc") } отправили на Кладбище способности: { $abilities }
    }.

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

fantasy-result-influence = Влияние: сегодня вы диктуете голоса { NAME($target, case: "gen") } — { $targets_count ->
        [0] они идут туда же, куда ваш
       *[other] против { NAME($targets, case: "gen") }
    }.

# A voter whose vote an effect moved is told so at the Вече (his own vote, if any, did not count).
fantasy-result-vote_moved = { $why ->
        [puppet] Кукла: на Вече за вас голосовал Мастер карт
       *[other] Влияние: на Вече ваш голос продиктовал Дворянин
    } — ваш голос засчитан против { NAME($target, case: "gen") }.

fantasy-result-saved = Компромат: голос отложен в копилку (в копилке: { $savings }).

fantasy-result-sealed_saved = Печать Небес: вы остаётесь в живых и восстанавливаете все жизни.

fantasy-result-touched = Касание смерти: завтра вам недоступны способности явной роли.

fantasy-result-trance = Транс: этой ночью вам доступно действие роли «{ $role }».

fantasy-result-zombified = Вы зомбировали { NAME($target, case: "acc") }: приказ записан.

# key: role_summary.Мэр
role_summary-Mer = Деспотия: два голоса на Вече. Преемственность: передаёт явную роль наследнику.

# key: role_summary.Астролог
role_summary-Astrolog = Составить гороскоп: узнаёт тайную роль действовавшей цели.

# key: role_summary.Оракул
role_summary-Orakul = Пророчество: узнаёт тайную роль. Транс: действие тайной роли на ночь.

# key: role_summary.v0.1.Оракул
role_summary-v0-1-Orakul = Пророчество: узнаёт тайную роль.

# key: role_summary.Цыганка
role_summary-Tsyganka = Чары: цель ночью не действует. Дай погадаю на руке: раскрывает роль, дарит бессмертие.

# key: role_summary.v0.1.Цыганка
role_summary-v0-1-Tsyganka = Чары: цель ночью не действует.

# key: role_summary.Священник
role_summary-Svyashchennik = Исповедь: обмен тайными ролями. Благословление: выходит из Лазарета.

# key: role_summary.Дворянин
role_summary-Dvoryanin = Влияние: диктует чужой голос. Взятка: срывает голосование.

# key: role_summary.v0.1.Дворянин
role_summary-v0-1-Dvoryanin = Влияние: диктует чужой голос.

# key: role_summary.Сыщик
role_summary-Syshchik = Расследование: чем убит мёртвый. Элементарно!: случайная тайная роль.

# key: role_summary.v0.1.Сыщик
role_summary-v0-1-Syshchik = Расследование: чем убит мёртвый.

# key: role_summary.Бандит
role_summary-Bandit = Поймать в подворотне: оставляет цели одну жизнь. Атас!: защита от 2 урона.

# key: role_summary.v0.1.Бандит
role_summary-v0-1-Bandit = Поймать в подворотне: оставляет цели одну жизнь.

# key: role_summary.Бунтарь
role_summary-Buntar = Митинг: голоса на Вече. Анархизм: не может стать Мэром.

# key: role_summary.Ведьма
role_summary-Vedma = Порча: атакованный проклятый умирает. Печать Небес.

# key: role_summary.v0.1.Ведьма
role_summary-v0-1-Vedma = Порча: атакованный проклятый умирает. Смена пола.

# key: role_summary.Кузнец
role_summary-Kuznets = Закалка: +2 жизни.

# key: role_summary.v0.1.Кузнец
role_summary-v0-1-Kuznets = Закалка: +1 жизнь.

# key: role_summary.Вор
role_summary-Vor = Кража: цель завтра без явной роли и голоса. Смотрящий: −3 голоса против себя.

# key: role_summary.v0.1.Вор
role_summary-v0-1-Vor = Кража: цель завтра без явной роли и голоса.

# key: role_summary.Оборотень
role_summary-Oboroten = Регенерация: +1 жизнь каждое Полнолуние. Вой: трое не действуют в Полнолуние.

# key: role_summary.v0.1.Оборотень
role_summary-v0-1-Oboroten = Регенерация: +1 жизнь каждое Полнолуние.

# key: role_summary.Лекарь
role_summary-Lekar = Операция: лечит или убивает лежащего в Лазарете. Народная медицина: воскрешает.

# key: role_summary.v0.1.Лекарь
role_summary-v0-1-Lekar = Операция: лечит или убивает лежащего в Лазарете.

# key: role_summary.Сплетник
role_summary-Spletnik = Компромат: копит голоса. Слухи: все действия на выбранную цель.

# key: role_summary.v0.1.Сплетник
role_summary-v0-1-Spletnik = Компромат: копит голоса.

# key: role_summary.Богач
role_summary-Bogach = Взятка: оправдывает приговорённого (три раза за игру).

# key: role_summary.v0.1.Богач
role_summary-v0-1-Bogach = Взятка: оправдывает приговорённого.

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
role_summary-Mirnyy_zhitel = Просто горожанин. Праведная месть: когда погибнет стражник, начальник стражи или инквизитор, получает вилы (1 урон) и факелы (тайная роль цели).

# key: role_summary.v0.1.Мирный житель
role_summary-v0-1-Mirnyy_zhitel = Просто горожанин.

# key: role_summary.Тварь
role_summary-Tvar = Маска; Пожирай: 2 урона; не попадает в Лазарет; побеждает одна.

# key: role_summary.Мастер карт
role_summary-Master_kart = Карты; Раскрыть карты: верный список ролей — единоличная победа.

# The role card: how the player's side wins (win.<faction>, or win.<role> for a neutral who wins
# alone; an edition's own as win.<edition>.<…>), after «Победа:».

# key: win.Закон
win-Zakon = никого из Нежити и Демонов нет в игре (в живых и на свободе){ $beast ->
        [yes] , и Твари тоже
       *[other] {""}
    }.

# key: win.Нежить
win-Nezhit = никого из Закона и Демонов нет в игре (в живых и на свободе){ $beast ->
        [yes] , и Твари тоже
       *[other] {""}
    }.

# key: win.Демоны
win-Demony = никого из Закона и Нежити нет в игре (в живых и на свободе){ $beast ->
        [yes] , и Твари тоже
       *[other] {""}
    }.

# key: win.Тварь
win-Tvar = вы побеждаете одна: в игре не осталось никого, кроме вас.

# key: win.Мастер карт
win-Master_kart = вы побеждаете один: раскрыв карты — верно назвав явную и тайную роль каждого.

# The role card: what each ability does, in one line written from the book (the card adds
# when, on whom, how often and the command from the ability's declaration). Looked up as
# does.<edition>.<role>.<ability>, does.<role>.<ability>, does.<ability> (role «-»: no role's own).

# key: does.Мэр.Преемственность
does-Mer-Preemstvennost = Умирая или отправляясь в тюрьму бессрочно, может передать свою Явную роль любому другому человеку (тот теряет свою старую роль).

# key: does.Астролог.Составить гороскоп
does-Astrolog-Sostavit_goroskop = Может тайно указать персонажа. Если ночью тот использовал способности Тайной роли, Астролог узнает его Тайную роль и все его действия.

# key: does.Оракул.Пророчество
does-Orakul-Prorochestvo = Может узнать Тайную роль другого персонажа.

# key: does.Цыганка.Чары
does-Tsyganka-Chary = Может очаровать другого человека.

# key: does.Священник.Исповедь
does-Svyashchennik-Ispoved = Может узнать Тайную роль другого персонажа.

# key: does.Дворянин.Влияние
does-Dvoryanin-Vliyanie = Каждый ход может диктовать голоса другого персонажа.

# key: does.Сыщик.Расследование
does-Syshchik-Rassledovanie = Может публично расследовать чужую смерть, тайно узнавая способность, которая отправила персонажа на Кладбище.

# key: does.Бандит.Поймать в подворотне
does-Bandit-Poymat_v_podvorotne = Может днем публично избить другого персонажа в подворотне, отнимая у него все жизни кроме одной.

# key: does.Бунтарь.Митинг
does-Buntar-Miting = Указывает публично цель и против нее на следующий день 4 голоса.

# key: does.Ведьма.Порча
does-Vedma-Porcha = Может тайно наложить на персонажа проклятье.

# key: does.Ведьма.Смена пола
does-Vedma-Smena_pola = В любой день публично может сменить пол любого персонажа.

# key: does.Вор.Кража
does-Vor-Krazha = Может обокрасть цель. Следующим днем она не может применять способности Явной роли и голосовать.

# key: does.Лекарь.Операция
does-Lekar-Operatsiya = Может вылечить (+1 жизнь) или убить любого, кто лежит в Лазарете.

# key: does.Сплетник.Компромат
does-Spletnik-Kompromat = Вместо голосования может сохранить голос "в копилку".

# key: does.Богач.Взятка
does-Bogach-Vzyatka = 3 раза за игру может оправдать того, кого приговорили на Дневном Вече.

# key: does.Лич.Зомбирование
does-Lich-Zombirovanie = Лич может зомбировать человека, чтобы записать ему в мозг желаемую команду (см. приложение).

# key: does.Лич.Сигнал
does-Lich-Signal = Подаёт зомбированному сигнал: тот выполняет записанный ему приказ.

# key: does.Зомби.Bra-a-a-ains
does-Zombi-Bra_a_a_ains = Наносит единицу урона цели.

# key: does.Призрак.Касание смерти
does-Prizrak-Kasanie_smerti = В любую ночь если цель в Лазарете, наносит единицу урона, иначе цель не может использовать способности Явной роли следующим днем (и знает об этом).

# key: does.Некромант.Переливание жизни
does-Nekromant-Perelivanie_zhizni = В любую ночь наносит единицу урона Некроманту и восстанавливает единицу здоровья цели.

# key: does.Демонолог.Sacrifice!
does-Demonolog-Sacrifice_ = В Полнолуние наносит цели количество урона, равное числу Демонов на Кладбище.

# key: does.Бес.Нападение
does-Bes-Napadenie = В любую ночь атакует цель, нанося единицу урона.

# key: does.Суккуб.Очарование
does-Sukkub-Ocharovanie = В Полнолуние может очаровать персонажа, из-за чего все его действия в эту ночь перенаправляются на выбранного Суккубом человека (включая проверки роли и анонимные сообщения).

# key: does.Суккуб.Ревность
does-Sukkub-Revnost = Если на Кладбище находятся либо Бес и Гончая Ада, либо Демонолог, вместо Очарования можно нанести единицу урона цели.

# key: does.Гончая Ада.Укус
does-Gonchaya_Ada-Ukus = Наносит единицу урона цели; не на цель, которую этой ночью выбрали другие Демоны.

# key: does.Начальник стражи.Арест
does-Nachalnik_strazhi-Arest = Может отправить любого персонажа в Тюрьму пожизненно.

# key: does.Начальник стражи.Дозор
does-Nachalnik_strazhi-Dozor = Может выбрать любого жителя города. Утром Начальник стражи узнает, кто применял на этого персонажа какие-либо ночные способности, но не узнает, какие именно.

# key: does.Начальник стражи.На страже
does-Nachalnik_strazhi-Na_strazhe = Может выбрать человека и охранять его всю ночь, принимая на себя все нападения на человека (получая урон весь вместо него).

# key: does.Стражник.На страже
does-Strazhnik-Na_strazhe = В любую ночь может выбрать человека и охранять его всю ночь, принимая на себя все нападения на человека (получая урон весь вместо него).

# key: does.Стражник.Темница
does-Strazhnik-Temnitsa = Отправляет человека в Тюрьму на полтора дня (день, ночь, день).

# key: does.Инквизитор.Никто не ждал испанскую инквизицию!
does-Inkvizitor-Nikto_ne_zhdal_ispanskuyu_inkvizitsiyu_ = В начале игры может выбрать любую другую роль. Все проверки роли будут показывать выбранную роль.

# key: does.Инквизитор.Аутодафе
does-Inkvizitor-Autodafe = Убивает выбранную цель. Не спасает ничего.

# key: does.Инквизитор.Обвинение в ведьмовстве
does-Inkvizitor-Obvinenie_v_vedmovstve = Следующим днем персонаж не может применять способности Явной роли и быть оправдан Богачом, а голос Инквизитора против этого персонажа считается за три (в любом случае за три.

# key: does.Дознаватель.Дознание
does-Doznavatel-Doznanie = Может выбрать двух живых персонажей не в Тюрьме и сравнить, на одной ли стороне они находятся.

# key: does.Дознаватель.Пытка
does-Doznavatel-Pytka = Наносит цели единицу урона, и если наутро она не умирает, узнает её Тайную роль.

# key: does.Тварь.Приспосабливайся
does-Tvar-Prisposablivaysya = В начале игры может выбрать любую Тайную роль. При любых попытках узнать его роль будет показываться выбранная.

# key: does.Тварь.Пожирай
does-Tvar-Pozhiray = Наносит две единицы урона цели. Если та умирает, Тварь восстанавливает себе единицу здоровья и может сменить маску от Приспосабливайся на Тайную роль своей жертвы (наутро объявится, что жертва была той роли, которая ранее была маской Твари).

# key: does.Тварь.Паранойя
does-Tvar-Paranoyya = Пока на Твари Паранойя живого Мастера карт: подбрасывает ему ложное письмо или прячет свои письма этой ночи.

# key: does.Мастер карт.Сдать карты
does-Master_kart-Sdat_karty = В начале игры выбирает четыре карты из колоды (см. приложение) и кладет себе в руку.

# key: does.Мастер карт.Тасовать карты
does-Master_kart-Tasovat_karty = Один раз ночью складывает находящиеся в руке карты в колоду и выбирает любые четыре из оставшихся в колоде (может взять и те же самые).

# key: does.Мастер карт.Кинуть карты
does-Master_kart-Kinut_karty = Днем может выбрать карту из руки, которую будет использовать, и цель, на кого он эту карту кинет.

# key: does.Мастер карт.Кукла
does-Master_kart-Kukla = Король Пик: в любой день после броска этой карты может публично раскрыть свою роль и управлять целью.

# key: does.Мастер карт.Раскрыть карты
does-Master_kart-Raskryt_karty = В любой момент игры публично выкладывает полный список соответствия Явных и Тайных ролей (см. приложение).

# key: does.-.Голубиная почта
does-_-Golubinaya_pochta = Три раза за игру может через мастера передать анонимное сообщение любому другому персонажу.

# key: does.v0.1.Астролог.Составить гороскоп
does-v0-1-Astrolog-Sostavit_goroskop = Может тайно указать персонажа. Если ночью тот использовал способности Тайной роли, Астролог узнает его Тайную роль.

# key: does.Оракул.Транс
does-Orakul-Trans = Может получить действие указанной Тайной роли на эту ночь.

# key: does.Цыганка.Дай погадаю на руке...
does-Tsyganka-Day_pogadayu_na_ruke--- = Публично указывает на игрока. Его Тайная роль объявляется всему Городу, но на следующие 2 суток становится бессмертным.

# key: does.Дворянин.Взятка
does-Dvoryanin-Vzyatka = Может сорвать голосование, но на следующий день получает против себя 2 голоса.

# key: does.Сыщик.Элементарно!
does-Syshchik-Elementarno_ = Может узнать случайную Тайную роль.

# key: does.Бандит.Атас!
does-Bandit-Atas_ = Может защититься от 2 урона в эту ночь.

# key: does.v0.1.Бунтарь.Митинг
does-v0-1-Buntar-Miting = Получает три голоса против себя, но этим днем голос Бунтаря считается за пять.

# key: does.Ведьма.Печать Небес
does-Vedma-Pechat_Nebes = 4 раза за игру может поставить на живого или мертвого игрока Печать Небес.

# key: does.Вор.Смотрящий
does-Vor-Smotryashchiy = Получает против себя −3 голоса.

# key: does.Оборотень.Вой
does-Oboroten-Voy = В Полнолуние может указать 3 игроков. Этой ночью они не действуют.

# key: does.Лекарь.Народная медицина
does-Lekar-Narodnaya_meditsina = Называет мертвого игрока и воскрешает его.

# key: does.Сплетник.Слухи
does-Spletnik-Slukhi = Получает информацию обо всех действиях, применённых на цель, выбранную игроком в начале игры.

# key: does.v0.1.Богач.Взятка
does-v0-1-Bogach-Vzyatka = Один раз за игру может оправдать того, кого приговорили на Дневном Вече.

# key: does.Мирный житель.Вилы
does-Mirnyy_zhitel-Vily = Наносит цели 1 урон; не две ночи подряд.

# key: does.Мирный житель.Факелы
does-Mirnyy_zhitel-Fakely = Узнаёт тайную роль цели; одного игрока — не дважды.

# Преемственность и Перерождение: вопросы в момент смерти или пожизненной Тюрьмы.
fantasy-ask-heir = Преемственность: вы можете передать Явную роль «Мэр» любому другому живому игроку — ответьте его именем или словом «отказ». Если ответа не будет до конца фазы, роль никому не перейдёт.

fantasy-ask-rebirth = Перерождение: Лич выбыл, и вы можете сейчас же принять его роль. Ответьте «да» или «нет»; если ответа не будет до конца фазы, вы примете роль Лича.

fantasy-result-heir_none = Преемственность: Явная роль «Мэр» никому не передана.

fantasy-result-rebirth_declined = Перерождение: вы отказались от роли Лича и остаётесь Некромантом.

reject-fantasy-heir_unknown = Игрока «{ $answer }» нет: ответьте именем того, кому передать роль Мэра, или словом «отказ».

reject-fantasy-heir_self = Передать роль Мэра самому себе нельзя: назовите другого живого игрока.
