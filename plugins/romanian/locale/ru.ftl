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

reject-romanian-will_written = В завещание уже вписано имя: { $target }. Имя нельзя менять до смерти или посадки вписанного.

# «Голосование — это покраска красным цветом ника участника игры» (l.10): no «мир».
reject-no_peace_vote = Голоса «за мир» в этих правилах нет: голос — это ник игрока красным. Голосовать можно за любого игрока в игре, и за себя тоже.

reject-romanian-in_prison = Вы в тюрьме и не можете действовать.

reject-romanian-card_used = Вы использовали визитку или диплом: этой ночью ход по роли сделать нельзя.

reject-romanian-drunk = Вы отсыпаетесь после банки спирта: сегодня голосовать нельзя.

# The head of a move's answer, as the book writes it: the move and whom it was sent to, as sent
# (a target changed by the Гадалка or «Безволие» is not named: l.196, l.220); a move without a target
# is named alone («Маскировка»: Удачно), never with a dash.
romanian-answer-head = «{ $ability }»{ $target_count ->
        [0] {""}
       *[other] { " (" }{ $target })
    }

romanian-answer-ok = { $head }: Удачно

romanian-answer-fail = { $head }: Неудачно

romanian-answer-ok_on = «{ $ability }» ({ $target }): Удачно

romanian-answer-fail_on = «{ $ability }» ({ $target }): Неудачно

romanian-answer-covered = { $head }: Удачно, прикрыл

romanian-answer-guarded = { $head }: Удачно, цель защитил

romanian-answer-hunt_killed = { $head }: Удачно. Убит

romanian-answer-not_detective = { $head }: Удачно, не следователь

romanian-answer-not_recruiter = { $head }: Удачно, не вербовщик

romanian-answer-reached = { $head }: Удачно. Дошёл

romanian-answer-recruited = { $head }: Удачно. { $player_gender ->
        [masculine] { $player } завербован. { $player } рядовой
        [feminine] { $player } завербована. { $player } рядовая
       *[other] Игрок { $player } завербован, теперь он рядовой
    } клана { $team }.

romanian-answer-not_recruitable = { $head }: Удачно. Игрок невербуем

romanian-answer-betrayed = { $head }: Удачно. { $player }

romanian-answer-healed_wound = { $head }: Удачно, клиент вылечен от ранения

romanian-answer-healed_poison = { $head }: Удачно, клиент вылечен от отравления(укуса)

romanian-answer-bandaged = «Перевязка» ({ $target }): Удачно, клиент перевязан

romanian-answer-sinner = { $head }: Удачно. Грешен

romanian-answer-not_sinner = { $head }: Удачно. Не грешен

romanian-answer-stayed_home = Удачно сидел дома

romanian-answer-stole_pistol = { $head }: Удачно. Своровал пистолет

romanian-answer-stole = { $head }: Удачно. Своровал { $item }

romanian-answer-axed = { $head }: Удачно. Зарубил.

romanian-answer-kidnap = { $head }: Удачно. Цель идёт к { NAME($whom, case: "dat") }

romanian-answer-witness_armed = { $head }: Удачно. Цель убита. Имеется оружие. Выбор

romanian-answer-witness_murder = { $head }: Удачно. Цель совершила убийство. { $victim }

romanian-answer-witness_attempt = { $head }: Удачно. Цель совершила покушение.

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

romanian-result-confessed_no_cross = Вы исповедовались у попа.

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

# The day's header (l.35): the minimum of messages, a count a player can meet.
romanian-day_minimum = Минимум сообщений за день: { $count }.

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

romanian-killed_in_prison = { $player_gender ->
        [masculine] { $player } убит
        [feminine] { $player } убита
       *[other] Игрок { $player } убит
    } в тюрьме этой ночью. Роль: { $role }.

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

# Many visitors in one line of the summary (Texts.grouped).
romanian-cabaret-many = Кабаре посетили: { NAME($players, case: "nom") }.

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

romanian-coin = Ничья — { NAME($players, case: "nom") } набрали по { $votes } { $votes ->
        [one] голосу
        [few] голоса
       *[many] голосов
        [other] голоса
    }: при равенстве голосов севший определяется по монетке ({ $blood ->
        [yes] покрашенный кровью сел бы первым, но кровью они покрашены поровну
       *[no] покрашенный кровью сел бы первым, но кровью никто из них не покрашен
    }). { $by ->
        [master] Вместо монетки решил ведущий: садится { NAME($player, case: "nom") }.
       *[coin] Монетка выбрала { NAME($player, case: "acc") }.
    }

romanian-tie_blood = Ничья — { NAME($players, case: "nom") } набрали по { $votes } { $votes ->
        [one] голосу
        [few] голоса
       *[many] голосов
        [other] голоса
    }: при равенстве голосов садится покрашенный кровью, а больше всего крови на { NAME($player, case: "prep") }.

# The blood a dead player paints (l.16), told to all the moment it is painted.
romanian-blood_painted = { $player_gender ->
        [masculine] { $player } покрасил
        [feminine] { $player } покрасила
       *[other] Игрок { $player } покрасил
    } кровью { NAME($target, case: "acc") }.

# Under the verdict: the blood on each player in the game (it stays till he leaves, l.16).
romanian-blood_on = Покрашены кровью: { $marks }.

romanian-blood_mark = { $player } ({ $count })

romanian-jailed = { $player } садится в тюрьму. Роль будет вскрыта с открытием следующего дня.

romanian-newspaper = Газета: { $text }

romanian-newspaper_empty = Вышел номер газеты, но новостей в нём нет.

romanian-card_used = Использована визитка: { $card }.

romanian-lightning = Ведущий ударил молнией { NAME($player, case: "acc") }. Роль: { $role }.

romanian-neutral_winners = Условия победы выполнили также: { $winners }.

## Why a side won, for the final post: the book's «Условия победы», side by side.

won-Mafiya = в живых остался один мафиозный клан, а других кланов, мирных и вампиров нет

won-Mirnye = в живых остались мирные, а мафиозных кланов, вампиров и маньяка нет

won-Vampiry = в живых остались вампиры, а попа, мафии, медведя, копов и гаджо нет

won-Turoperator = Туроператор дожил до конца партии, и не меньше половины выживших побывали в путешествии

won-Manyak = Маньяк дожил до конца партии и убил как минимум двух представителей разноцветных ролей

won-Vor = Вор дожил до конца партии, а копов нет

won-Vedma = Ведьма дожила до конца партии, а попа и копов нет

won-Shut = Шут дожил до конца партии, а попа и вампиров нет

won-Gadalka = Гадалка дожила до конца партии, а мафии и копов нет

won-Gadzho = Гаджо дожил до конца партии, а копов, попа и вампиров нет

won-nichya = ни мафия, ни мирные, ни вампиры победить уже не могут, а это конец партии

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
role_summary-Sledovatel = Поиск вербовщика, выстрел, прикрытие, допрос посаженного. С начала партии носит бронежилет.

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
role_summary-Verbovshchik = Вербовка (в два этапа), выстрел, отравление, охота на медведя. С начала партии носит бронежилет.

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

# The role card: how the player's side wins (win.<faction>, or win.<role> for a neutral who wins
# alone; an edition's own as win.<edition>.<…>), after «Победа:».

# key: win.Мафия
win-Mafiya = в живых хоть один из вашего клана, и нет ни других кланов, ни мирных, ни вампира.

# key: win.Мирные
win-Mirnye = в живых хоть один мирный, и нет ни кланов мафии, ни вампира, ни маньяка.

# key: win.Вампиры
win-Vampiry = в живых хоть один вампир, и нет ни попа, ни мафии, ни медведя, ни копов, ни гаджо.

# key: win.Туроператор
win-Turoperator = дожить до конца партии, и не меньше половины выживших побывали в путешествии.

# key: win.Маньяк
win-Manyak = дожить до конца партии, убив хотя бы двоих из ролей разного цвета.

# key: win.Вор
win-Vor = дожить до конца партии, и копов нет.

# key: win.Ведьма
win-Vedma = дожить до конца партии, и нет ни попа, ни копов.

# key: win.Шут
win-Shut = дожить до конца партии, и нет ни попа, ни вампира.

# key: win.Гадалка
win-Gadalka = дожить до конца партии, и нет ни мафии, ни копов.

# key: win.Гаджо
win-Gadzho = дожить до конца партии, и нет ни копов, ни попа, ни вампира.

# key: win.Бляцкий конь
win-Blyatskiy_kon = не побеждает никогда.

# The role card: what each ability does, in one line written from the book (the card adds
# when, on whom, how often and the command from the ability's declaration). Looked up as
# does.<edition>.<role>.<ability>, does.<role>.<ability>, does.<ability> (role «-»: no role's own).

# key: does.Поиск следователя
does-Poisk_sledovatelya = Клан ищет следователя: если цель — следователь, сразу стреляет в неё («удачно»); иначе ответ «удачно, не следователь».

# key: does.Выстрел
does-Vystrel = Выстрел в цель: убивает, если не спасут бронежилет, врач или прикрытие; вампира обычная пуля не берёт.

# key: does.Серебряная пуля
does-Serebryanaya_pulya = Выстрел серебром: убивает вампира (сквозь бронежилет), на обычных персонажей не действует; не больше трёх за игру на клан.

# key: does.Отравление
does-Otravlenie = Отравляет цель ядом (у клана два яда на игру); медведя, барона и вампира яд не берёт.

# key: does.Охота на медведя
does-Okhota_na_medvedya = Весь клан с копьями идёт на охоту на цель: удачна, только если дошли все.

# key: does.Выстрел в тюрьму
does-Vystrel_v_tyurmu = Выстрел в посаженного соклана, чтобы он не сдал клан на допросе.

# key: does.Доверие
does-Doverie = Называет члена клана, которому доверяет: после этого ходы клана шлют только глава и он.

# key: does.Следователь.Доверие
does-Sledovatel-Doverie = Называет копа, которому доверяет: после этого ходы копов шлют только следователь и он.

# key: does.Вербовка
does-Verbovka = Вербует цель в клан (барона, вора, свидетеля, мэра, цыганку, журналиста, шута, гаджо, телохранителя): согласившийся становится рядовым.

# key: does.Поиск вербовщика
does-Poisk_verbovshchika = Копы ищут вербовщика: если цель — вербовщик, сразу стреляют («удачно»); иначе «удачно, не вербовщик».

# key: does.Прикрытие
does-Prikrytie = Коп защищает цель от выстрела, топора, яда и укуса этой ночью; друг друга копы прикрывают не больше трёх раз.

# key: does.Допрос
does-Dopros = Допрос посаженного: мафиози, если его не убьют в тюрьме, сдаёт одного соклана.

# key: does.Лечение
does-Lechenie = Лечит цель от ранения или отравления этой ночью; одного — не больше двух раз за партию (лечение и перевязка вместе), себя — один раз.

# key: does.Перевязка
does-Perevyazka = Перевязывает раненых выстрелом или топором: перевязанный доживает до следующей ночи, если его там вылечат.

# key: does.Двойной голос
does-Dvoynoy_golos = Днём голосует двойным голосом.

# key: does.Лишение голоса
does-Lishenie_golosa = Ночью лишает цель голоса на следующем голосовании (она об этом не знает).

# key: does.Выпуск из тюрьмы
does-Vypusk_iz_tyurmy = Выпускает посаженного из тюрьмы.

# key: does.Цыганка
does-Tsyganka = Проводит ночь с целью: та теряет ход и защиту на эту ночь.

# key: does.Исповедь
does-Ispoved = Исповедует цель: этой ночью её никто не тронет, а поп узнаёт, грешна ли она.

# key: does.Барон
does-Baron = Связывает цель: блокирует её ход, а её голос на следующем голосовании отдаёт барон.

# key: does.Голос барона
does-Golos_barona = Отдаёт голос связанного игрока за того, кого назовёт барон.

# key: does.Журналист
does-Zhurnalist = Следит за целью ночью и узнаёт, что она делала или что делали с ней.

# key: does.Газета
does-Gazeta = Днём выпускает газету о том, что видел ночью (лгать нельзя).

# key: does.Жёлтая пресса
does-Zhyoltaya_pressa = Раз за игру газета с выдумкой.

# key: does.Свидетель
does-Svidetel = Следит за целью: видит убийство или покушение и может рассказать о нём следователю.

# key: does.Стать маньяком
does-Stat_manyakom = Если у вас оказалось оружие (вор украл пистолет, свидетель подобрал оружие убитого), можно стать маньяком: своя роль теряется.

# key: does.Письмо
does-Pismo = Пишет следователю, кто в кого стрелял, раз увидел это ночью.

# key: does.Подарок
does-Podarok = Дарит подарок (нечётной ночью одному, чётной двоим; одному — раз за игру).

# key: does.Медведь.Бронежилет
does-Medved-Bronezhilet = Дарит цели «Бронежилет»: защищает от всех выстрелов в один момент.

# key: does.Медведь.Зеркало
does-Medved-Zerkalo = Дарит цели «Зеркало»: перенаправляет одно воздействие на названного.

# key: does.Медведь.Справка о болезни
does-Medved-Spravka_o_bolezni = Дарит цели «Справка о болезни»: позволяет не ехать в тур.

# key: does.Медведь.Аптечка
does-Medved-Aptechka = Дарит цели «Аптечка»: один раз лечит себя или другого.

# key: does.Медведь.Банка спирта
does-Medved-Banka_spirta = Дарит цели «Банка спирта»: лишает ночного хода и голоса на следующий день.

# key: does.Медведь.Отмычка
does-Medved-Otmychka = Дарит цели «Отмычка»: один раз выводит из тюрьмы.

# key: does.Медведь.Диплом
does-Medved-Diplom = Дарит цели «Диплом»: один раз — двойной голос.

# key: does.Медведь.Ядовитые духи
does-Medved-Yadovitye_dukhi = Дарит цели «Ядовитые духи»: отравляют того, кто в него выстрелит.

# key: does.Медведь.Черная метка
does-Medved-Chernaya_metka = Дарит цели «Черная метка»: его голос не засчитается на ближайшем голосовании.

# key: does.Медведь.Кляп
does-Medved-Klyap = Дарит цели «Кляп»: на день лишает речи.

# key: does.Медведь.Самопал
does-Medved-Samopal = Дарит цели «Самопал»: один выстрел вместо хода роли.

# key: does.Медведь.Противоядие
does-Medved-Protivoyadie = Дарит цели «Противоядие»: излечивает от отравления.

# key: does.Медведь.Визитка министра печати
does-Medved-Vizitka_ministra_pechati = Дарит цели «Визитка министра печати»: заставляет журналиста написать статью.

# key: does.Медведь.Завещание
does-Medved-Zaveshchanie = Дарит цели «Завещание»: если его убьют, названный сядет в тюрьму.

# key: does.Медведь.Визитка министра МВД
does-Medved-Vizitka_ministra_MVD = Дарит цели «Визитка министра МВД»: вызывает прикрытие копами.

# key: does.Медведь.Визитка министра здравоохранения
does-Medved-Vizitka_ministra_zdravookhraneniya = Дарит цели «Визитка министра здравоохранения»: вызывает врача.

# key: does.Телохранитель
does-Telokhranitel = Охраняет цель: выстрел или топор в неё блокирует и стреляет в нападающего.

# key: does.Гадалка
does-Gadalka = Перехватывает первого у его порога и направляет его ход на вторую цель.

# key: does.Вор
does-Vor = Обкрадывает цель: первым — пистолет, иначе последнюю вещь; себе оставляет не больше двух вещей за игру.

# key: does.Маньяк
does-Manyak = Называет цель и её роль: угадал — зарубает топором, сквозь бронежилет.

# key: does.Туроператор
does-Turoperator = Отправляет цель на ночь в путешествие: там её никто не тронет, но и ход она теряет.

# key: does.Проклятие
does-Proklyatie = Накладывает на цель проклятие на выбор; каждое — раз за игру, на одного — не дважды; на попа проклятия не действуют.

# key: does.Паника
does-Panika = Цель чувствует отравление, но не умирает.

# key: does.Клептомания
does-Kleptomaniya = Цель идёт ко второму названному и берёт у него вещь.

# key: does.Молчанка
does-Molchanka = Цель на следующий день не может писать в теме, только голосовать.

# key: does.Безволие
does-Bezvolie = Цель идёт не туда, а ко второму названному.

# key: does.Берсерк
does-Berserk = Цель идёт убивать или травить, если у неё есть оружие или яд.

# key: does.Неуязвимость
does-Neuyazvimost = Этой ночью все, кто идёт к цели, ничего не могут ей сделать.

# key: does.Бессилие
does-Bessilie = Цель не может стрелять, рубить, травить, кусать и охотиться этой ночью.

# key: does.Суицид
does-Suitsid = Цель пытается покончить с собой любым оружием, какое у неё есть.

# key: does.Шут
does-Shut = Меняет местами ходы и цели двух персонажей.

# key: does.Маска
does-Maska = Притворяется другой ролью из партии и ходит её ходом.

# key: does.Гаджо
does-Gadzho = Идёт к цели с действием на выбор: украсть её ход, похитить (узнать, к кому она идёт) или отвести в кабаре.

# key: does.Укус
does-Ukus = Кусает цель: укушенный умирает следующей ночью, если его не вылечат; медведя и попа не кусает.

# key: does.Маскировка
does-Maskirovka = Защищает вампира от раскрытия: все воздействия на него этой ночью неудачны.

# key: does.Бляцкий конь
does-Blyatskiy_kon = Уносит цель на луг: если её не вылечат, утром следующего дня она умирает.

# key: does.Кабаре
does-Kabare = Провести ночь в кабаре: там никто вас не тронет; о посещении объявят утром.

# key: does.Согласие
does-Soglasie = Заранее согласиться на вербовку этой ночью.

# key: does.Песня
does-Pesnya = Спеть песню от коня («Только мы с конём по полю идём»): конь этой ночью вас не унесёт.

# key: does.Кровь
does-Krov = Убитый ночью красит кровью того, кого обвиняет, у всех на виду: при равенстве голосов садится покрашенный кровью.

# key: does.Аптечка
does-Aptechka = Один раз лечит вас или цель от выстрела, топора, яда или укуса.

# key: does.Противоядие
does-Protivoyadie = Один раз излечивает от отравления.

# key: does.Отмычка
does-Otmychka = Один раз выводит из тюрьмы.

# key: does.Самопал
does-Samopal = Один выстрел вместо хода роли.

# key: does.Диплом
does-Diplom = Один раз голосует двойным голосом (ночного хода роли в эту ночь нет).

# key: does.Визитка министра печати
does-Vizitka_ministra_pechati = Один раз заставляет журналиста написать о цели.

# key: does.Визитка министра МВД
does-Vizitka_ministra_MVD = Один раз вызывает копов прикрыть цель.

# key: does.Визитка министра здравоохранения
does-Vizitka_ministra_zdravookhraneniya = Один раз вызывает врача к цели.

# key: does.Зеркало
does-Zerkalo = Перенаправляет одно воздействие на вас на названного персонажа.

# key: does.Завещание
does-Zaveshchanie = Вписывает имя: если вас убьют, с новым днём он сядет в тюрьму.

# key: does.Справка о болезни
does-Spravka_o_bolezni = Позволяет не ехать в тур (путешествие туроператора).

# The start: this book has no public roles (one role per player), so no «Явная роль: —».
start-role = Ваша тайная роль: { $role }. Фракция: { $faction }.

# The card's terms: in this book a move «on the dead» is one on a prisoner (the dead are refused, variant.may_target).
rules-dead_ok = можно на посаженного

# key: rules.dead_ok.Выстрел
rules-dead_ok-Vystrel = в тюрьме — только посаженного соклана (это выстрел в тюрьму)

# key: rules.dead_ok.Выстрел в тюрьму
rules-dead_ok-Vystrel_v_tyurmu = только посаженного соклана

# key: rules.dead_ok.Допрос
rules-dead_ok-Dopros = только посаженного

# key: rules.dead_ok.Выпуск из тюрьмы
rules-dead_ok-Vypusk_iz_tyurmy = только посаженного

# key: rules.dead_ok.Письмо
rules-dead_ok-Pismo = можно назвать и выбывших (убитых, посаженных)

romanian-clan_title = { $faction } (клан { $team })
