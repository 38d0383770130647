reject-hp-coma = Вы в коме: вам недоступны никакие действия.

reject-hp-coma_vote = Вы в коме и не можете голосовать.

reject-hp-hospital = Вы в больнице: ночные способности недоступны («{ $ability }»).

reject-hp-no_auto_meditation = Медитация включается сама только после смерти ниндзя, когда у вас его катана.

reject-hp-self_only = Способность «{ $ability }» применяется только к себе.

reject-hp-no_civilian_guess = Для способности «{ $ability }» нельзя называть мирного жителя.

reject-hp-secret_guess = Для способности «{ $ability }» нужно назвать тайную роль, а «{ $role }» — явная роль.

reject-hp-psycho_guess = Для способности «{ $ability }» можно назвать только роль закона, кроме мирного жителя.

reject-hp-punisher_guess = Для способности «{ $ability }» нельзя называть роль закона.

reject-hp-no_mask = { NAME($target, case: "acc", capital: "yes") } нельзя замаскировать.

reject-hp-secret_mask = Замаскировать можно только под тайную роль, а «{ $role }» — явная роль.

reject-hp-saved_shots = У вас недостаточно накопленных выстрелов (накоплено: { $saved }).

reject-hp-paranoid = { $target_gender ->
        [masculine] { $target } — параноик: он
        [feminine] { $target } — параноик: она
       *[other] Игрок { $target } — параноик: его
    } не может быть целью способности «{ $ability }».

reject-hp-message_twice = Нельзя присылать пистолет { NAME($target, case: "dat") } две ночи подряд.

reject-hp-knife_amount = Укажите урон ножа целым числом больше нуля (choice).

reject-hp-authority_self_vote = Нельзя заставить { NAME($target, case: "acc") } голосовать за самого себя.

reject-hp-not_in_hospital = Игрок { $target } не в больнице: укол делают только больным.

reject-hp-not_copyable = Способности явной роли «{ $role }» { NAME($target, case: "gen") } скопировать нельзя.

hp-nobody_died = Этой ночью никто не погиб.

## Why a side won, for the final post: «Любая фракция побеждает, как только в игре не остаётся
## живых персонажей других фракций. В ситуации "все умерли" объявляется ничья.»

won-Zakon = в игре не осталось живых персонажей других фракций — ни мафии, ни якудза, ни нейтралов

won-Mafiya = в игре не осталось живых персонажей других фракций — ни закона, ни якудза, ни нейтралов

won-Yakudza = в игре не осталось живых персонажей других фракций — ни закона, ни мафии, ни нейтралов

won-Manyak = в игре не осталось живых персонажей других фракций — в живых только Маньяк

won-Psikh = в игре не осталось живых персонажей других фракций — в живых только Псих

won-nichya = все умерли, а в этой ситуации по правилам объявляется ничья

hp-died = { $player_gender ->
        [masculine] { $player } погиб
        [feminine] { $player } погибла
       *[other] Игрок { $player } погиб
    }. Тайная роль: { $role }.

hp-died_hidden = { $player_gender ->
        [masculine] { $player } погиб. Его
        [feminine] { $player } погибла. Её
       *[other] Игрок { $player } погиб. Его
    } тайная роль станет известна после следующего голосования.

hp-executed = По итогам голосования { $player_gender ->
        [masculine] казнён { $player }
        [feminine] казнена { $player }
       *[other] казнён игрок { $player }
    }. Тайная роль: { $role }.

hp-executed_hidden = По итогам голосования { $player_gender ->
        [masculine] казнён { $player }. Его
        [feminine] казнена { $player }. Её
       *[other] казнён игрок { $player }. Его
    } тайная роль станет известна после следующего голосования.

hp-revealed = Тайная роль { NAME($player, case: "gen") }: { $role }.

# A masked player's true role, after the mask's: the town is told why the roles differ.
hp-revealed_unmasked = Настоящая тайная роль { NAME($player, case: "gen") }: { $role }. Объявленная раньше роль «{ $mask }» была маскировкой: маскировка спала.

hp-no_execution = По итогам голосования никто не казнён{ $why ->
        [tie] : ничья — { NAME($leaders, case: "nom") } набрали по { $votes } { $votes ->
            [one] голосу
            [few] голоса
           *[many] голосов
            [other] голоса
        }, а при равенстве голосов никого не казнят
        [peace] : за «мир» { $peace } { $peace ->
            [one] голос
            [few] голоса
           *[many] голосов
            [other] голоса
        }, у лидера { $votes }, а казнят, только если лидер набрал больше, чем «мир»
       *[none] {""}
    }.

hp-coma_in = { $player_gender ->
        [masculine] { $player } впал в кому (кома: пока он в коме, ему
        [feminine] { $player } впала в кому (кома: пока она в коме, ей
       *[other] Игрок { $player } впал в кому (кома: пока он в коме, ему
    } недоступны действия и голос).

hp-coma_out = { $player_gender ->
        [masculine] { $player } вышел
        [feminine] { $player } вышла
       *[other] Игрок { $player } вышел
    } из комы.

hp-hospital_in = { $player_gender ->
        [masculine] { $player } тяжело ранен и попал
        [feminine] { $player } тяжело ранена и попала
       *[other] Игрок { $player } тяжело ранен и попал
    } в больницу (в больнице ночные способности недоступны).

hp-hospital_in-many = Тяжело ранены и попали в больницу (в больнице ночные способности недоступны): { NAME($players, case: "nom") }.

hp-hospital_out = { $player_gender ->
        [masculine] { $player } выписан
        [feminine] { $player } выписана
       *[other] Игрок { $player } выписан
    } из больницы.

hp-hospital_out-many = Выписаны из больницы: { NAME($players, case: "nom") }.

hp-wounded = { $player_gender ->
        [masculine] { $player } легко ранен
        [feminine] { $player } легко ранена
       *[other] Игрок { $player } легко ранен
    }.

# Many players in one line of the summary (Texts.grouped).
hp-wounded-many = Легко ранены: { NAME($players, case: "nom") }.

hp-exposed = { $player_gender ->
        [masculine] { $player } разоблачён! Его
        [feminine] { $player } разоблачена! Её
       *[other] Игрок { $player } разоблачён! Его
    } тайная роль: { $role }.

# A heal that added nothing (full health, or a target the rules keep from healing) is not told as a heal.
hp-result-healed = { $amount ->
        [0] Вы лечили { $yourself ->
            [True] себя
           *[other] { NAME($target, case: "acc") }
        }, но здоровья не прибавилось.
       *[other] Вы вылечили { $yourself ->
            [True] себя
           *[other] { NAME($target, case: "acc") }
        } (+{ $amount } хп).
    }

hp-result-punish_hit = Кара: вы угадали, { $target } — { $role }.

hp-result-punish_miss = Кара: вы не угадали роль { NAME($target, case: "gen") } ({ $role }) — кара обрушилась на вас.

hp-result-murder_hit = Убийство: вы угадали, { $target } — { $role }.

hp-result-murder_miss = Убийство: вы не угадали роль { NAME($target, case: "gen") } ({ $role }). Ничего не произошло.

hp-result-revenge = Месть: все метки активированы.

hp-result-trap_set = Вы установили ловушку для { NAME($target, case: "gen") }.

hp-result-trap_fired = Ваша ловушка сработала: { $target_gender ->
        [masculine] { $target } попался
        [feminine] { $target } попалась
       *[other] игрок { $target } попался
    }.

hp-result-masked = Вы замаскировали { $yourself ->
        [True] себя
       *[other] { NAME($target, case: "acc") }
    } под роль «{ $role }».

hp-result-spying = { $yourself ->
        [True] Шпионаж за собой. { $went_count ->
            [0] Вы ни на кого не применяли способностей.
           *[other] Вы применяли способности на { NAME($went, case: "acc") }.
        } { $came_count ->
            [0] На вас никто не применял способностей.
           *[other] На вас применяли способности: { $came }.
        }
       *[other] Шпионаж за { NAME($target, case: "ins") }. { $went_count ->
            [0] Цель ни на кого не применяла способностей.
           *[other] Цель применяла способности на { NAME($went, case: "acc") }.
        } { $came_count ->
            [0] На цель никто не применял способностей.
           *[other] На цель применяли способности: { $came }.
        }
    }

hp-result-connections = { $yourself ->
        [True] Связи на себя: ваша тайная роль
       *[other] Связи: тайная роль { NAME($target, case: "gen") }
    } — { $role }.

hp-result-message_got = Утром вы обнаружили у себя пистолет (30 урона, только следующей ночью) и записку: явная роль жертвы — { $role }.

hp-result-message_sent = Послание отправлено: пистолет у { NAME($player, case: "gen") }, жертва — { $target }.

hp-result-message_shot = Получатель пистолета { $player } { $player_gender ->
        [masculine] выстрелил
        [feminine] выстрелила
       *[other] выстрелил
    } в { NAME($target, case: "acc") }.

hp-result-message_no_shot = Получатель пистолета { $player } не { $player_gender ->
        [masculine] выстрелил
        [feminine] выстрелила
       *[other] выстрелил
    }.

hp-result-pistol_inherited = Босс погиб: вы забрали его пистолет (накоплено выстрелов: { $shots }).

hp-result-katana_inherited = Ниндзя погиб: вы забрали его катану, медитация теперь включается сама каждую ночь.

hp-result-dossier_peaceful = { $yourself ->
        [True] Досье на себя: вы — мирный персонаж
       *[other] Досье: { $target } является мирным персонажем
    } (законник или нейтрал).

hp-result-dossier_not_peaceful = { $yourself ->
        [True] Досье на себя: вы — не мирный персонаж
       *[other] Досье: { $target } не является мирным персонажем
    } (мафия или якудза).

hp-result-exposure = Вы разоблачаете { NAME($target, case: "acc") }: +{ $units } { $units ->
        [one] единица
        [few] единицы
       *[many] единиц
    } разоблачения (при 7 у цели её тайная роль объявляется городу).

hp-result-rumours = Слухи о роли «{ $role }»: этой ночью { $abilities_count ->
        [0] её способности не применялись
       *[other] применялись способности: { $abilities }
    }.

hp-result-tracking = { $yourself ->
        [True] Слежка за собой: этой ночью { $count ->
            [0] с вами никто не взаимодействовал
           *[other] вы взаимодействовали с { NAME($met, case: "ins") }
        }
       *[other] Слежка за { NAME($target, case: "ins") }: этой ночью { $count ->
        [0] { $target_gender ->
            [masculine] он ни с кем не взаимодействовал
            [feminine] она ни с кем не взаимодействовала
           *[other] этот игрок ни с кем не взаимодействовал
        }
       *[other] { $target_gender ->
            [masculine] он взаимодействовал
            [feminine] она взаимодействовала
           *[other] этот игрок взаимодействовал
        } с { NAME($met, case: "ins") }
    }
    }.

hp-result-injected = Вам сделали укол: следующей ночью вы можете действовать.

hp-result-copied = Вы скопировали способности явной роли «{ $role }» { NAME($target, case: "gen") } на следующую ночь и день.

# key: role_summary.Авторитет
role_summary-Avtoritet = Каждый день заставляет игрока голосовать вместе с собой (не одного и того же 2 дня подряд).

# key: role_summary.Мститель
role_summary-Mstitel = После смерти может действовать ещё одну фазу.

# key: role_summary.Босс
role_summary-Boss = Одно действие на выбор: Связи, Пистолет, Послание.

# key: role_summary.Главврач
role_summary-Glavvrach = В больнице: вдвое меньше урона, восстановление 20 хп.

# key: role_summary.Мирный житель
role_summary-Mirnyy_zhitel = Одно действие на выбор: Лечение, Защита, Слежка, Слухи или Разоблачение.

# key: role_summary.Комиссар
role_summary-Komissar = { does-Komissar-Dose }

# key: role_summary.Культист
role_summary-Kultist = Каждый день наносит цели треть своего недостающего хп (не больше 33).

# key: role_summary.Электрик
role_summary-Elektrik = Каждый день наносит цели 10 урона током.

# key: role_summary.Гопник
role_summary-Gopnik = Каждый день отнимает у цели 5 хп и берёт их себе.

# key: role_summary.Амбал
role_summary-Ambal = Максимальное здоровье — 180 хп, начинает со 100 хп.

# key: role_summary.Киллер
role_summary-Killer = Одно действие на выбор: Снайперская винтовка или Парные пистолеты.

# key: role_summary.Маньяк
role_summary-Manyak = Одно действие на выбор: Нож или Убийство.

# key: role_summary.Медик
role_summary-Medik = Каждый день лечит цель на 10 хп (15, если она в больнице).

# key: role_summary.Монах
role_summary-Monakh = Каждую ночь восстанавливает себе 10 хп.

# key: role_summary.Ниндзя
role_summary-Nindzya = Одно действие на выбор: Катана или Ловушка.

# key: role_summary.Параноик
role_summary-Paranoik = Его нельзя выбрать целью связей босса, досье комиссара и разоблачения; роль после смерти — после голосования.

# key: role_summary.ВДВшник
role_summary-VDVshnik = Ночью контратакует каждого нападающего на 20 урона (не в коме).

# key: role_summary.Плагиатор
role_summary-Plagiator = Копирует способности явной роли цели на следующую ночь и день.

# key: role_summary.Политик
role_summary-Politik = Имеет 2,5 голоса.

# key: role_summary.Прокурор
role_summary-Prokuror = +30 хп, если днём убит не законник.

# key: role_summary.Псих
role_summary-Psikh = Одно действие на выбор: Нож, Лечение или Кара.

# key: role_summary.Каратель
role_summary-Karatel = Два действия за ночь: Кара и Револьвер, цели могут быть разными.

# key: role_summary.Реаниматолог
role_summary-Reanimatolog = Днём делает укол больному: следующей ночью тот может действовать.

# key: role_summary.Сэнсэй
role_summary-Sensey = Одно действие на выбор: Защита, Медитация или Лечение; Месть — вместе с любым из них.

# key: role_summary.Синоби
role_summary-Sinobi = Одно действие на выбор: Шпионаж, Маскировка или Сюрикен.

# key: role_summary.Шпион
role_summary-Shpion = Разоблачение: +3 единицы разоблачения цели; от 7 её тайная роль объявляется городу.

# key: role_summary.Здоровяк
role_summary-Zdorovyak = Стартовое и максимальное здоровье — 130 хп.

# key: role_summary.Студент
role_summary-Student = Целевое лечение действует вдвое сильнее.

# key: role_summary.Каскадёр
role_summary-Kaskadyor = Ран не видно; в больницу — ниже 30 хп; не впадает в кому.

# key: role_summary.Громила
role_summary-Gromila = { does-Gromila-Napadenie }

# key: role_summary.Гробовщик
role_summary-Grobovshchik = Утром +15 хп за каждого погибшего ночью.

role_summary-VIP = Иммунитет к дневным способностям и контратакам ВДВ.

# The role card: how the player's side wins (win.<faction>, or win.<role> for a neutral who wins
# alone; an edition's own as win.<edition>.<…>), after «Победа:».

# key: win.Закон
win-Zakon = в живых не осталось никого из других сторон (Мафии, Якудзы, нейтралов).

# key: win.Мафия
win-Mafiya = в живых не осталось никого из других сторон (Закона, Якудзы, нейтралов).

# key: win.Якудза
win-Yakudza = в живых не осталось никого из других сторон (Закона, Мафии, нейтралов).

# key: win.Маньяк
win-Manyak = вы сами за себя: в живых не осталось никого из других сторон.

# key: win.Псих
win-Psikh = вы сами за себя: в живых не осталось никого из других сторон.

# The role card: what each ability does, in one line written from the book (the card adds
# when, on whom, how often and the command from the ability's declaration). Looked up as
# does.<edition>.<role>.<ability>, does.<role>.<ability>, does.<ability> (role «-»: no role's own).

# key: does.Сэнсэй.Защита
does-Sensey-Zashchita = Сэнсэй получает только 25% урона от атак.

# key: does.Сэнсэй.Медитация
does-Sensey-Meditatsiya = Каждый игрок, атакующий сэнсэя, получает метку (по 1 за каждую атаку).

# key: does.Сэнсэй.Лечение
does-Sensey-Lechenie = Лечит цель на 40 хп.

# key: does.Сэнсэй.Месть
does-Sensey-Mest = Активирует все метки в игре. Каждая метка наносит 45 урона.

# key: does.Сэнсэй.Без медитации
does-Sensey-Bez_meditatsii = Выключает на эту ночь медитацию (после смерти ниндзя она включается сама каждую ночь).

# key: does.Ниндзя.Катана
does-Nindzya-Katana = Наносит 65 урона цели.

# key: does.Ниндзя.Ловушка
does-Nindzya-Lovushka = Ставит цели ловушку: если следующей ночью цель будет действовать, получит 95 урона.

# key: does.Синоби.Шпионаж
does-Sinobi-Shpionazh = Узнаёт, на кого цель применяла целевые ночные способности этой ночью и кто применял их на неё.

# key: does.Синоби.Маскировка
does-Sinobi-Maskirovka = Маскирует цель под любую тайную роль (любая проверка цели будет просчитываться для этой роли).

# key: does.Синоби.Сюрикен
does-Sinobi-Syuriken = Наносит цели 10 урона.

# key: does.Босс.Связи
does-Boss-Svyazi = Узнаёт тайную роль любого игрока.

# key: does.Босс.Пистолет
does-Boss-Pistolet = Наносит цели 20 урона; за каждую ночь без выстрела (и не в больнице) копится ещё выстрел.

# key: does.Босс.Послание
does-Boss-Poslanie = Отдаёт цели пистолет и явную роль жертвы: следующей ночью она может выстрелить им.

# key: does.Громила.Нападение
does-Gromila-Napadenie = Наносит цели урон, равный половине её хп на момент начала ночи.

# key: does.Киллер.Снайперская винтовка
does-Killer-Snayperskaya_vintovka = Наносит цели 75 урона.

# key: does.Киллер.Парные пистолеты
does-Killer-Parnye_pistolety = Наносит по 35 урона двум разным целям.

# key: does.Маньяк.Нож
does-Manyak-Nozh = Наносит цели 95 урона. Может использовать из больницы (если не в коме), нанося 45 урона.

# key: does.Маньяк.Убийство
does-Manyak-Ubiystvo = Называет тайную роль цели. Если угадывает, цель теряет все свои хп и не получает никакого лечения.

# key: does.Псих.Нож
does-Psikh-Nozh = Наносит цели любое количество урона и получает половину этого урона сам.

# key: does.Псих.Лечение
does-Psikh-Lechenie = Лечит цель на 40 хп.

# key: does.Псих.Кара
does-Psikh-Kara = Называет тайную роль цели. Если угадывает, цель теряет все свои хп и не получает никакого лечения.

# key: does.Комиссар.Досье
does-Komissar-Dose = Узнаёт, является ли персонаж мирным (мирными считаются законники и нейтралы).

# key: does.Шпион.Разоблачение
does-Shpion-Razoblachenie = Цель навсегда получает 3 единицы разоблачения (суммируется с разоблачением от мирных жителей).

# key: does.Каратель.Кара
does-Karatel-Kara = Называет тайную роль цели. Если угадывает, цель теряет все свои хп и не получает никакого лечения.

# key: does.Каратель.Револьвер
does-Karatel-Revolver = Наносит цели 40 урона.

# key: does.Мирный житель.Лечение
does-Mirnyy_zhitel-Lechenie = Лечит цель на 40 хп.

# key: does.Мирный житель.Защита
does-Mirnyy_zhitel-Zashchita = Цель получает только 25% урона от атак этой ночью (не складывается с другими защитами).

# key: does.Мирный житель.Слежка
does-Mirnyy_zhitel-Slezhka = Узнаёт, с кем взаимодействовала цель этой ночью (на кого действовала и кто действовал на неё).

# key: does.Мирный житель.Слухи
does-Mirnyy_zhitel-Slukhi = Называет тайную роль и узнаёт, какие способности применял её владелец этой ночью (не мирного жителя).

# key: does.Мирный житель.Разоблачение
does-Mirnyy_zhitel-Razoblachenie = Цель навсегда получает 1 единицу разоблачения (суммируется от разных мирных жителей, суммируется с разоблачением шпиона).

# key: does.Медик.Медик
does-Medik-Medik = Каждый день лечит цель на 10 хп (15, если она в больнице).

# key: does.Электрик.Электрик
does-Elektrik-Elektrik = Каждый день наносит цели 10 урона током.

# key: does.Авторитет.Авторитет
does-Avtoritet-Avtoritet = Каждый день заставляет игрока голосовать вместе с собой (не одного и того же 2 дня подряд).

# key: does.Реаниматолог.Реаниматолог
does-Reanimatolog-Reanimatolog = Днём делает укол больному: следующей ночью тот может действовать.

# key: does.Плагиатор.Плагиатор
does-Plagiator-Plagiator = Копирует способности явной роли цели на следующую ночь и день.

# key: does.Гопник.Гопник
does-Gopnik-Gopnik = Каждый день отнимает у цели 5 хп и берёт их себе.

# key: does.Культист.Культист
does-Kultist-Kultist = Каждый день наносит цели треть своего недостающего хп (не больше 33).

# key: does.-.Пистолет (послание)
does-_-Pistolet__poslanie_ = Пистолет из послания босса: наносит цели 20 урона (только в следующую ночь).
