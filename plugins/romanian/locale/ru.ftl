reject-romanian-not_trusted = Ход клана («{ $ability }») принимается только от босса/шерифа или доверенного лица.

reject-romanian-clan_once = Клан уже делает этой ночью ход «{ $ability }» ({ $player_gender ->
        [masculine] отправил { $player }
        [feminine] отправила { $player }
       *[other] отправил игрок { $player }
    }): не более одного хода каждого вида за ночь.

reject-romanian-no_silver = Серебряные пули есть только у кланов мафии.

reject-romanian-silver_used = Серебряные пули клана закончились (не более трёх раз за игру).

reject-romanian-own_clan = Нельзя стрелять в соклана (кроме посаженного в тюрьму и обращённого вампира).

reject-romanian-no_poison = У клана не осталось яда.

reject-romanian-silver_prison = Стрелять серебром в тюрьму нельзя.

reject-romanian-not_jailed_fellow = { $target } не ваш соклан в тюрьме.

reject-romanian-trust_fellow = Доверенным лицом можно назначить только члена своего клана ({ $target } — нет).

reject-romanian-not_recruiter = Вербовать может только вербовщик.

reject-romanian-cover_each_other = Копам разрешено прикрывать друг друга не более { $times } { $times ->
        [one] раза
       *[other] раз
    }.

reject-romanian-not_jailed = { $target } не в тюрьме.

reject-romanian-doctor_twice = Врач не может лечить и перевязывать { NAME($target, case: "acc") } более двух раз за партию.

reject-romanian-doctor_self = «{ $ability }» на себя можно применить только один раз за партию.

reject-romanian-mayor_once = Мэр делает только один ход: дневной или ночной.

reject-romanian-no_baron_victim = Сегодня у вас нет связанного игрока, чей голос можно подать.

reject-romanian-yellow_used = Жёлтую прессу можно выпустить только один раз за игру.

reject-romanian-no_weapon_choice = Сегодня у вас нет выбора «стать маньяком»: он бывает на следующий день после кражи пистолета (вор) или убийства цели с оружием (свидетель).

reject-romanian-letter_names = В письме укажите, кто стрелял (рубил) и против кого: два игрока (или ничего, если свидетель видел преступление).

reject-romanian-gift_gone = Подарка «{ $gift }» больше нет.

reject-romanian-gift_twice = Медведь не может дарить { NAME($target, case: "dat") } второй раз.

reject-romanian-antidote_once = Только одно противоядие может быть подарено за ночь (отзовите первое, чтобы подарить другому).

reject-romanian-gift_which = Какой подарок? Укажите choice: { $gifts }.

reject-romanian-gift_count = Этой ночью медведь дарит подарков: { $count }.

reject-romanian-curse_twice = Ведьма не может дважды проклинать { NAME($target, case: "acc") }.

reject-romanian-mask_role = Маскироваться можно только под роль, которая сейчас есть в партии (укажите role).

reject-romanian-gadzho_choice = Укажите ход гаджо (choice): ход, похищение или кабаре.

reject-romanian-cabaret_used = { $target_gender ->
        [masculine] { $target } уже дважды был
        [feminine] { $target } уже дважды была
       *[other] Игрок { $target } уже дважды был
    } в кабаре: больше нельзя.

reject-romanian-no_item = У вас нет вещи «{ $item }» (или она начнёт действовать позже).

reject-romanian-not_in_prison = Отмычкой пользуются только в тюрьме.

reject-romanian-self_only = «{ $ability }» принимают только сами.

reject-romanian-no_blood = Покрасить кровью может только убитый этой ночью (не молнией).
reject-romanian-bad_name_answer = «{ $name }» — не игрок в партии (или это вы сами). Назовите другого игрока или ответьте «отказ».
reject-romanian-no_blood_died = Кровью красит только убитый ночью (выстрел, топор, охота); умерший от укуса, яда, духов или раны красить не может.

reject-romanian-in_prison = Вы в тюрьме и не можете действовать.

reject-romanian-card_used = Вы использовали визитку или диплом: этой ночью ход по роли сделать нельзя.

reject-romanian-drunk = Вы отсыпаетесь после банки спирта: сегодня голосовать нельзя.

romanian-answer-ok = «{ $ability }» ({ $target }): Удачно

romanian-answer-fail = «{ $ability }» ({ $target }): Неудачно

romanian-answer-ok_on = «{ $ability }» ({ $target }): Удачно

romanian-answer-fail_on = «{ $ability }» ({ $target }): Неудачно

romanian-answer-covered = «{ $ability }» ({ $target }): Удачно, прикрыл

romanian-answer-guarded = «{ $ability }» ({ $target }): Удачно, цель защитил

romanian-answer-hunt_killed = «{ $ability }» ({ $target }): Удачно. Убит

romanian-answer-not_detective = «{ $ability }» ({ $target }): Удачно, не следователь

romanian-answer-not_recruiter = «{ $ability }» ({ $target }): Удачно, не вербовщик

romanian-answer-reached = «{ $ability }» ({ $target }): Удачно. Дошёл

romanian-answer-recruited = «{ $ability }» ({ $target }): Удачно. { $player_gender ->
        [masculine] { $player } завербован. { $player } рядовой
        [feminine] { $player } завербована. { $player } рядовая
       *[other] Игрок { $player } завербован, теперь он рядовой
    } клана { $team }.

romanian-answer-not_recruitable = «{ $ability }» ({ $target }): Удачно. Игрок невербуем

romanian-answer-betrayed = «{ $ability }» ({ $target }): Удачно. { $player }

romanian-answer-healed_wound = «{ $ability }» ({ $target }): Удачно, клиент вылечен от ранения

romanian-answer-healed_poison = «{ $ability }» ({ $target }): Удачно, клиент вылечен от отравления(укуса)

romanian-answer-bandaged = «Перевязка» ({ $target }): Удачно, клиент перевязан

romanian-answer-sinner = «{ $ability }» ({ $target }): Удачно. Грешен

romanian-answer-not_sinner = «{ $ability }» ({ $target }): Удачно. Не грешен

romanian-answer-stayed_home = Удачно сидел дома

romanian-answer-stole_pistol = «{ $ability }» ({ $target }): Удачно. Своровал пистолет

romanian-answer-stole = «{ $ability }» ({ $target }): Удачно. Своровал { $item }

romanian-answer-axed = «{ $ability }» ({ $target }): Удачно. Зарубил.

romanian-answer-kidnap = «{ $ability }» ({ $target }): Удачно. Цель идёт к { NAME($whom, case: "dat") }

romanian-answer-witness_armed = «{ $ability }» ({ $target }): Удачно. Цель убита. Имеется оружие. Выбор

romanian-answer-witness_murder = «{ $ability }» ({ $target }): Удачно. Цель совершила убийство. { $victim }

romanian-answer-witness_attempt = «{ $ability }» ({ $target }): Удачно. Цель совершила покушение.

romanian-answer-press-1 = Журналист: Удачно. Его цель в кого-то стреляла ({ $target }).

romanian-answer-press-2 = Журналист: Удачно. Его цель за кем-то следила ({ $target }).

romanian-answer-press-3 = Журналист: Удачно. Его цель кого-то спаивала ({ $target }).

romanian-answer-press-4 = Журналист: Удачно. Его цель долгое время находилась вместе с кем-то ({ $target }).

romanian-answer-press-5 = Журналист: Удачно. Его цели что-то помешало ({ $target }).

romanian-answer-press-6 = Журналист: Удачно. Его цель сидела дома ({ $target }).

romanian-answer-press-7 = Журналист: Удачно. Его цель посетила кабаре ({ $target }).

romanian-answer-press_in-1 = Журналист: Удачно. Кто-то стрелял в его цель ({ $target }).

romanian-answer-press_in-2 = Журналист: Удачно. Кто-то следил за его целью ({ $target }).

romanian-answer-press_in-3 = Журналист: Удачно. Кто-то спаивал его цель ({ $target }).

romanian-answer-press_in-4 = Журналист: Удачно. Кто-то долгое время находился вместе с его целью ({ $target }).

romanian-answer-press_in-5 = Журналист: Удачно. Его цели что-то помешало ({ $target }).

romanian-answer-press_in-6 = Журналист: Удачно. Его цель сидела дома ({ $target }).

romanian-answer-press_in-7 = Журналист: Удачно. Его цель посетила кабаре ({ $target }).

romanian-paper-out-1 = Газета: цель журналиста ({ $target }) в кого-то стреляла.

romanian-paper-out-2 = Газета: цель журналиста ({ $target }) за кем-то следила.

romanian-paper-out-3 = Газета: цель журналиста ({ $target }) кого-то спаивала.

romanian-paper-out-4 = Газета: цель журналиста ({ $target }) долгое время находилась вместе с кем-то.

romanian-paper-out-5 = Газета: цели журналиста ({ $target }) что-то помешало.

romanian-paper-out-6 = Газета: цель журналиста ({ $target }) сидела дома.

romanian-paper-out-7 = Газета: цель журналиста ({ $target }) посетила кабаре.

romanian-paper-in-1 = Газета: кто-то стрелял в цель журналиста ({ $target }).

romanian-paper-in-2 = Газета: кто-то следил за целью журналиста ({ $target }).

romanian-paper-in-3 = Газета: кто-то спаивал цель журналиста ({ $target }).

romanian-paper-in-4 = Газета: кто-то долгое время находился вместе с целью журналиста ({ $target }).

romanian-paper-in-5 = Газета: цели журналиста ({ $target }) что-то помешало.

romanian-paper-in-6 = Газета: цель журналиста ({ $target }) сидела дома.

romanian-paper-in-7 = Газета: цель журналиста ({ $target }) посетила кабаре.

romanian-result-covered = Об удачном прикрытии: вас прикрыли копы.

romanian-result-poisoned = Вы отравлены.

romanian-result-recruit_notice = Вас пытается завербовать клан мафии.

romanian-result-healed = Врач успешно вас вылечил.

romanian-result-confessed = Вы исповедовались у попа и получили крестик.

romanian-result-silence = На вас проклятие «Молчанка»: завтра вы можете только проголосовать.

romanian-result-klepto = На вас проклятие «Клептомания»: вы ходили к { NAME($target, case: "dat") } и украли: { $item }.

romanian-result-berserk = На вас проклятие «Берсерк»: вы применили оружие против своей цели.

romanian-result-robbed = Вас обокрали.

romanian-result-tour = Вас отправили в путешествие: эту ночь вы провели в туре.

romanian-result-bitten = Вас укусили: вы истекаете кровью.

romanian-result-turned = Вас обратили: вы теперь обращённый вампир.

romanian-result-bandaged = Вас перевязал врач: без лечения рана убьёт вас следующей ночью.

romanian-result-card_sent = Вы идёте по визитке («{ $card }») к { NAME($target, case: "dat") }.

romanian-result-letter = Письмо свидетеля: { $shooter } { $shooter_gender ->
        [masculine] совершил
        [feminine] совершила
       *[other] совершил
    } преступление против { NAME($victim, case: "gen") }.

romanian-result-joined = Вы завербованы: теперь вы рядовой клана { $team }.

romanian-result-clan_joined = Удачно. { $player_gender ->
        [masculine] { $player } завербован. { $player } рядовой
        [feminine] { $player } завербована. { $player } рядовая
       *[other] Игрок { $player } завербован, теперь он рядовой
    } клана { $team }.

romanian-result-now_maniac = Вы взяли оружие: теперь вы маньяк.

romanian-result-new_boss = Вы стали боссом клана { $team }.

romanian-result-new_detective = Вы стали следователем.

romanian-result-late_warning = Вы написали в теме после закрытия дня: устное предупреждение.

romanian-result-late_penalty = Вы писали в теме после закрытия дня: +1 голос в лог на следующий день.

romanian-result-dry = Вы сухарь: сообщений меньше минимума ({ $minimum }); +1 голос в лог.

romanian-item-mirror_used = Ваше зеркало было использовано.

romanian-item-cross_used = Ваш крестик отпугнул вампира и потерян.

romanian-item-bottle = Вам подарили банку спирта: вы бухаете всю ночь, без хода, а завтра без голоса.

romanian-item-sick_note_how = Со справкой о болезни вы не поедете в тур, если вас туда отправят. Решаете вы, на каждую ночь: чтобы поехать, отправьте ночью «Справка о болезни» с выбором «еду» (это не ход, свой ход вы сохраняете).

romanian-item-sick_note = Вас хотели отправить в тур, но вы предъявили справку о болезни и остались.

romanian-item-vest_used = Бронежилет спас вас от выстрела и больше не защищает.

romanian-item-gag = Вам подарили кляп: завтра вы не можете писать в теме, только голосовать.

romanian-item-got = Медведь подарил вам: { $item }.

romanian-ask-recruit = Вас вербует клан мафии ({ $team }). Согласны стать рядовым? (да / нет)

romanian-ask-two_clans = Вас вербуют одновременно два клана мафии ({ $first } и { $second }). Ваш выбор: { $first } / { $second }{ $none }

romanian-ask-thief = Вы украли пистолет. Станете маньяком? (маньяк / вор)

romanian-ask-witness = Цель убита, имеется оружие. Взять его и стать маньяком? (маньяк / свидетель)

romanian-ask-mirror = Назовите игрока, на которого зеркало перенаправит воздействие.

romanian-ask-will = Впишите в завещание имя игрока.

romanian-ask-betray = Вы в тюрьме. Кого из сокланов вы сдадите копам на допросе?

romanian-morning = Открыт день { $number }.

romanian-jailed_role = Роль { $player_gender ->
        [masculine] посаженного
        [feminine] посаженной
       *[other] посаженного
    } вчера в тюрьму { NAME($player, case: "gen") }: { $role }.

romanian-killed = { $player_gender ->
        [masculine] { $player } убит
        [feminine] { $player } убита
       *[other] Игрок { $player } убит
    } этой ночью. Роль: { $role }.

romanian-died = { $player_gender ->
        [masculine] { $player } умер
        [feminine] { $player } умерла
       *[other] Игрок { $player } умер
    } этой ночью. Роль: { $role }.

romanian-will_jailed = По завещанию { $dead_gender ->
        [masculine] убитого { NAME($dead, case: "gen") }
        [feminine] убитой { NAME($dead, case: "gen") }
       *[other] убитого { NAME($dead, case: "gen") }
    } в тюрьму { $player_gender ->
        [masculine] посажен { $player }
        [feminine] посажена { $player }
       *[other] посажен игрок { $player }
    }.

romanian-nobody_died = Этой ночью никто не погиб.

romanian-cabaret = { $player_gender ->
        [masculine] { $player } посетил
        [feminine] { $player } посетила
       *[other] Игрок { $player } посетил
    } кабаре.

romanian-released = { $player_gender ->
        [masculine] { $player } вышел
        [feminine] { $player } вышла
       *[other] Игрок { $player } вышел
    } из тюрьмы.

romanian-no_vote = Голосования не было: никто не сел в тюрьму.

# The verdict (core's ballot-verdict, worded as the book's «лог»).
ballot-verdict = Итоги голосования (лог):
    { $lines }

romanian-no_prison = Никто не сел в тюрьму.

romanian-coin = При равенстве голосов монетка выбрала: { $player }.

romanian-jailed = { $player } садится в тюрьму. Роль будет вскрыта с открытием следующего дня.

romanian-newspaper = Газета: { $text }

romanian-card_used = Использована визитка: { $card }.

romanian-lightning = Ведущий ударил молнией { NAME($player, case: "acc") }. Роль: { $role }.

romanian-neutral_winners = Условия победы выполнили также: { $winners }.

reject-romanian-roles-no_boss = В клане мафии должен быть босс.

reject-romanian-roles-two_clans = Кланов мафии не больше двух: боссов не может быть больше двух.

reject-romanian-roles-one_recruiter = В каждом клане не больше одного вербовщика.

reject-romanian-roles-clan_too_big = Более пяти человек в клане быть не может (в списке { $total } на { $clans } { $clans ->
        [one] клан
        [few] клана
       *[other] кланов
    }).

reject-romanian-roles-two_cops = Копов двое: один следователь и один помощник.

reject-romanian-roles-assistant_alone = Помощник следователя бывает только при следователе.

reject-romanian-roles-turned_not_dealt = Обращённый вампир не раздаётся: им становятся после укуса.

reject-romanian-roles-unique = Эти роли могут быть только у одного игрока: { $roles }.

# key: role_summary.Помощник следователя
role_summary-Pomoshchnik_sledovatelya = Выстрел, прикрытие, допрос посаженного; наследует роль следователя.

# key: role_summary.Барон
role_summary-Baron = Связывает игрока: блокирует ход, забирает и подаёт его голос.

# key: role_summary.Медведь
role_summary-Medved = Дарит подарки: в нечётную ночь одному, в чётную двоим.

# key: role_summary.Телохранитель
role_summary-Telokhranitel = Защищает цель от выстрела и топора, стреляет в нападающего.

# key: role_summary.Босс
role_summary-Boss = Поиск следователя, выстрел, охота на медведя, отравление; отправляет ходы клана.

# key: role_summary.Мирный житель
role_summary-Mirnyy_zhitel = Без ночного хода.

# key: role_summary.Следователь
role_summary-Sledovatel = Поиск вербовщика, выстрел, прикрытие, допрос посаженного. Бронежилет с начала.

# key: role_summary.Врач
role_summary-Vrach = Лечит одного или перевязывает двоих.

# key: role_summary.Гадалка
role_summary-Gadalka = Внушает цели другую цель хода и защищает её.

# key: role_summary.Гаджо
role_summary-Gadzho = Ворует ход, похищает, отводит в кабаре.

# key: role_summary.Цыганка
role_summary-Tsyganka = Лишает цель хода и на ночь снимает её защиту.

# key: role_summary.Бляцкий конь
role_summary-Blyatskiy_kon = Увозит цель на луг: без лечения она умирает.

# key: role_summary.Шут
role_summary-Shut = Меняет ходы двух игроков; раз за игру ходит под маской другой роли.

# key: role_summary.Журналист
role_summary-Zhurnalist = Следит за целью; днём может выпустить газету (раз за игру — жёлтую прессу).

# key: role_summary.Маньяк
role_summary-Manyak = Угадал роль цели — зарубил.

# key: role_summary.Мэр
role_summary-Mer = Днём двойной голос или ночью лишение голоса; раз за игру выпуск из тюрьмы.

# key: role_summary.Поп
role_summary-Pop = Исповедь: защищает цель на ночь, узнаёт, грешна ли она, дарит крестик.

# key: role_summary.Вербовщик
role_summary-Verbovshchik = Вербовка (в два этапа), выстрел, отравление, охота на медведя. Бронежилет с начала.

# key: role_summary.Рядовой
role_summary-Ryadovoy = Выстрел (в т.ч. серебром), отравление, охота на медведя.

# key: role_summary.Вор
role_summary-Vor = Крадёт пистолет или последнюю вещь; может стать маньяком.

# key: role_summary.Туроператор
role_summary-Turoperator = Отправляет игрока в путешествие на ночь.

# key: role_summary.Обращённый вампир
role_summary-Obrashchyonnyy_vampir = Кусает, не обращает.

# key: role_summary.Вампир
role_summary-Vampir = Кусает; второй укус обращает; маскировка один раз.

# key: role_summary.Ведьма
role_summary-Vedma = Восемь проклятий, каждое раз за игру.

# key: role_summary.Свидетель
role_summary-Svidetel = Следит за целью; может стать маньяком; письма следователю.

romanian-clan_title = { $faction } (клан { $team })
