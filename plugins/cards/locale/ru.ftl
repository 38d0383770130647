reject-cards-sociopath = { $target } — Социопат: в первые сутки { $target_gender ->
        [masculine] его
        [feminine] её
       *[other] его
    } нельзя выбрать целью карты.

reject-cards-sociopath_vote = { $target } — Социопат: в первые сутки за { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } нельзя голосовать.

reject-cards-deck_not_empty = Новую колоду можно собрать, только когда старая пуста (в ней ещё { $count } { $count ->
        [one] карта
        [few] карты
        [many] карт
       *[other] карты
    }).

reject-cards-deck_small = В колоде { $count } { $count ->
        [one] карта
        [few] карты
        [many] карт
       *[other] карты
    }, а нужно не меньше { $min }.

cards-died = { $player_gender ->
        [masculine] { $player } умер
        [feminine] { $player } умерла
       *[other] Игрок { $player } умер
    }. Тайная роль: { $role }.

cards-died_hidden = { $player_gender ->
        [masculine] { $player } умер
        [feminine] { $player } умерла
       *[other] Игрок { $player } умер
    }.

# $earlier: phases of an earlier term still to serve (the new one is served after it).
cards-prison_in = { $player } садится в Тюрьму на { $phases } { $phases ->
        [one] фазу
        [few] фазы
        [many] фаз
       *[other] фазы
    }{ $earlier ->
        [0] .
       *[other] { " " }(с прежним сроком всего осталось: { $total }).
    }

cards-tapped = Прослушка: { $target_gender ->
        [masculine] { $target } получил
        [feminine] { $target } получила
       *[other] игрок { $target } получил
    } сообщение картой «{ $card }»: { $text }

cards-rebuilt = Вы собрали новую колоду ({ $count } { $count ->
        [one] карта
        [few] карты
        [many] карт
       *[other] карты
    }).

# $whom: nobody, self (only on himself), others, both (others and himself).
cards-result-track = Преследование: { $whom ->
        [nobody] { $target_gender ->
            [masculine] { $target } не сыграл
            [feminine] { $target } не сыграла
           *[other] игрок { $target } не сыграл
        } в эту фазу карт ни на кого.
        [self] { $target_gender ->
            [masculine] { $target } сыграл
            [feminine] { $target } сыграла
           *[other] игрок { $target } сыграл
        } карты только на себя.
        [both] { $target_gender ->
            [masculine] { $target } сыграл
            [feminine] { $target } сыграла
           *[other] игрок { $target } сыграл
        } карты на { NAME($players, case: "acc") } и на себя.
       *[others] { $target_gender ->
            [masculine] { $target } сыграл
            [feminine] { $target } сыграла
           *[other] игрок { $target } сыграл
        } карты на { NAME($players, case: "acc") }.
    }

phase-setup = Сбор колод

setup-cards-players = В этой игре ровно 12 персонажей (записалось: { $players }).

reject-not_self = Карту «{ $ability }» нельзя сыграть на себя.

reject-cards-in_prison = Вы в Тюрьме: играть карты нельзя.

reject-cards-in_prison_vote = Вы в Тюрьме: голосовать нельзя.

reject-cards-swap_two = Для обмена назовите две карты: карту из Руки и карту из Рукава.

# $pile: hand or sleeve, declined here.
reject-cards-not_in_pile = Карты «{ $card }» нет в { $pile ->
        [hand] Руке
       *[other] Рукаве
    }.

reject-cards-first_night = «{ $ability }» можно применить только в первую Ночь.

reject-cards-unknown_card = В коллекции нет таких карт: { $cards }.

reject-cards-cultist_cost = Культист может добавить только карту с Ценой 3 или больше, а у «{ $card }» Цена меньше.

reject-cards-bad_pile = Карту можно сыграть из Руки или из Рукава, а не из «{ $pile }».

reject-cards-pile_used = В эту фазу вы уже сыграли мгновенную карту из { $pile ->
        [hand] Руки
       *[other] Рукава
    }.

reject-cards-cost = Цена карты «{ $card }» — { $cost }: в Руке не хватает других карт, чтобы её оплатить.

reject-cards-cost_cards = Чтобы оплатить «{ $card }», назовите ровно { $cost } { $cost ->
        [one] другую карту
        [few] другие карты
        [many] других карт
       *[other] другой карты
    } из Руки.

reject-cards-no_swap_effect = Заменить эффект карты «{ $card }» нельзя: это умеет только Юрист и только для карт «Лоббирование…».

reject-cards-not_lobbying = «{ $card }» — не карта «Лоббирование…».

reject-cards-link = Сообщение не должно содержать ссылок.

reject-cards-nothing_to_copy = Вам ещё не приходило сообщений: копировать нечего.

reject-cards-deck_copies = Больше двух копий можно брать только Нейтральные карты, а здесь: { $cards }.

reject-cards-deck_colours = Карт чужих цветов в колоде { $count }, а можно не больше { $max } (ваши цвета: { $colours }, Нейтральный).

# A card in a list of a deck: «Бронежилет ×2» for two copies.
cards-counted = { $card }{ $count ->
        [1] {""}
       *[other] { " " }×{ $count }
    }

cards-mafia_deck = Колода соратника { NAME($player, case: "gen") }: { $cards }.

cards-mafia_piles = Начало ночи. { $player }: в Руке — { $hand_count ->
        [0] пусто
       *[other] { $hand }
    }; в Рукаве — { $sleeve_count ->
        [0] пусто
       *[other] { $sleeve }
    }.

cards-monk = Монах: у вас мало карт, вы тянете карту из Колоды в Руку.

cards-default_deck = Вы не прислали колоду: вам собрана колода по умолчанию.

cards-hand_sizes = Карт в Руке: { $sizes }.

cards-hand_size = { $player } — { $count }

cards-prosecutor = Прокурор { $player } усиливает свой голос на сегодня (+2 голоса на Вече).

cards-no_votes = На Вече никто не голосовал: казни нет.

# The verdict (core's ballot-verdict, worded as the book's Вече).
ballot-verdict = Итоги Вече:
    { $lines }

cards-peace = Вече решило: мир. Казни нет.

# «Если строгое большинство голосов "за мир", то казни не происходит» (l.302): «мир» led but had no majority.
cards-peace_short = За мир — { $votes } из { $total } { $total ->
        [one] голоса
        [few] голосов
        [many] голосов
       *[other] голоса
    }: { $lead ->
        [tie] столько же, сколько у лидера,
       *[most] больше, чем у любого игрока,
    } но мир наступает, только когда за него больше половины голосов. Казнь состоится.

cards-tie = Ничья — { NAME($players, case: "nom") } набрали по { $votes } { $votes ->
        [one] голосу
        [few] голоса
       *[many] голосов
        [other] голоса
    }: { $why ->
        [listed] в приоритете тот, чья явная роль выше по списку, — { $player } ({ $public }).
        [invented] ни у кого из них нет явной роли из списка книги, а придуманные роли идут за ним по алфавиту, — { $player } ({ $public }).
       *[none] ни у кого из них нет явной роли, и приговор получает первый по порядку мест — { $player }.
    }

## Why a side won, for the final post: «Игра заканчивается, если живы только члены одной фракции
## (Мафия, Закон или Маньяк). Эта фракция побеждает. В случае ситуации "умерли все" не выигрывает никто.»

won-Mafiya = живы только члены Мафии

won-Zakon = живы только члены Закона

won-Manyak = жив только Маньяк

won-nichya = умерли все, а тогда по правилам не выигрывает никто

cards-sentenced = Вече приговорило { NAME($player, case: "acc") }: урон — { $damage }.

# The term follows in its own line (cards-prison_in): said once.
cards-politician = Вече приговорило { NAME($player, case: "acc") }, но { $player } — Политик: приговор отменён.

# Воин: «Первые две карты за игру, которые сбрасывает из Руки, вместо этого переносит их в Рукав».
cards-warrior = Воин: { $cards_count ->
        [one] эта карта ушла
       *[other] эти карты ушли
    } не в сброс, а в ваш Рукав — { $cards }{ $left ->
        [0] ; больше так не будет.
       *[other] ; так будет ещё с одной картой.
    }

cards-maniac_reward = Маньяк: за нанесённый урон вы тянете в Рукав { $cards } { $cards ->
        [one] карту
        [few] карты
       *[many] карт
    } и получаете { $cards } { $cards ->
        [one] блок
        [few] блока
       *[many] блоков
    }.

cards-blockaded = На вас наложена Блокировка.

cards-blockaded_cards = На вас наложена Блокировка: ваши карты этой фазы не подействовали ({ $cards }).

cards-damaged = Урон по вам: { $damage }{ $blocks ->
        [0] {""}
       *[other] { " " }(блок: { $blocks })
    }. { $cards_count ->
        [0] Карт вы не потеряли.
        [one] Сброшена карта: { $cards }.
       *[other] Сброшены карты: { $cards }.
    }

cards-marauder = Мародер: { $cards_count ->
        [0] в Рукаве { NAME($player, case: "gen") } не было карт, копировать нечего (способность использована).
       *[other] вы получили в Рукав копии карт из Рукава { NAME($player, case: "gen") }: { $cards }.
    }

cards-prison_out = { $player } выходит из Тюрьмы.

cards-message = Вам пришло сообщение картой «{ $card }»: { $text }

cards-roster = Сообщение картой «{ $card }» пришло также: { $players }.

cards-town = Сообщение городу (карта «{ $card }»): { $text }

cards-instant_played = Карта «{ $card }» сыграна{ $paid_count ->
        [0] {""}
        [one] { " " }(Цена: сброшена карта { $paid })
       *[other] { " " }(Цена: сброшены карты { $paid })
    }{ $drawn_count ->
        [0] .
        [one] ; в Руку пришла карта: { $drawn }.
       *[other] ; в Руку пришли карты: { $drawn }.
    }

# A card's Цена, paid at the end of the phase with cards of the Hand: the player learns which.
cards-paid = Цена карты «{ $card }»: { $cards_count ->
        [one] сброшена карта
       *[other] сброшены карты:
    } { $cards }.

cards-swapped = Обмен: «{ $hand }» теперь в Руке, «{ $sleeve }» — в Рукаве.

cards-lucky = Везунчик: новая Рука — { $cards }. Пересдач осталось: { $left }.

cards-cultist = Культист: «{ $card }» у вас в Рукаве; её Цена для вас — { $cost }.

cards-hold-hand = Рука: { $cards_count ->
        [0] пусто
       *[other] { $cards }
    }.

cards-hold-sleeve = Рукав: { $cards_count ->
        [0] пусто
       *[other] { $cards }
    }.

# The card the Культист added: its Цена for him.
cards-hold-added = { $card } (ваша Цена — { $cost })

# Before the decks are built: nothing is held yet.
cards-hold-no_deck = Колоды ещё не собраны: пять карт в Руку вы возьмёте, когда закончится сбор колод.

cards-hold-deck = В Колоде карт: { $count }.

# Beside a name in the list of players: «Аня (Политик, в Тюрьме)».
cards-mark-prison = в Тюрьме

cards-hold-prison = Вы в Тюрьме; осталось фаз: { $phases }.

cards-result-seized = Конфискация: вы забрали у { NAME($target, case: "gen") } карту «{ $card }».

cards-result-lost = Из вашего Рукава забрали карту «{ $card }».

cards-result-hand = Обыск: в Руке { NAME($target, case: "gen") } — { $cards_count ->
        [0] пусто
       *[other] { $cards }
    }.

cards-result-piles = Досмотр: у { NAME($target, case: "gen") } в Руке — { $hand_count ->
        [0] пусто
       *[other] { $hand }
    }; в Рукаве — { $sleeve_count ->
        [0] пусто
       *[other] { $sleeve }
    }.

cards-result-role = Досье: Тайная роль { NAME($target, case: "gen") } — { $role }.

cards-result-watch = Камера наблюдения: { $itself ->
        [yes] { $cards_count ->
            [0] на вас в эту фазу не сыграли ни одной карты.
           *[other] на вас сыграли карты: { $cards }.
        }
       *[no] { $cards_count ->
            [0] на { NAME($target, case: "acc") } в эту фазу не сыграли ни одной карты.
           *[other] на { NAME($target, case: "acc") } сыграли карты: { $cards }.
        }
    }

# key: role_summary.Босс
role_summary-Boss = Мафия. Цвета: Поддержка, Связь, Нейтральный.

# key: role_summary.Бандит
role_summary-Bandit = Мафия. Цвета: Урон, Защита, Нейтральный.

# key: role_summary.Шпион
role_summary-Shpion = Мафия. Цвета: Разведка, Контроль, Нейтральный.

# key: role_summary.Офицер
role_summary-Ofitser = Закон. Цвета: Урон, Нейтральный.

# key: role_summary.Полицейский
role_summary-Politseyskiy = Закон. Цвета: Контроль, Нейтральный.

# key: role_summary.Комиссар
role_summary-Komissar = Закон. Цвета: Разведка, Нейтральный.

# key: role_summary.Вигиланте
role_summary-Vigilante = Закон. Цвета: Защита, Нейтральный.

# key: role_summary.Судья
role_summary-Sudya = Закон. Цвета: Поддержка, Нейтральный.

# key: role_summary.Оператор
role_summary-Operator = Закон. Цвета: Связь, Нейтральный.

# key: role_summary.Маньяк
role_summary-Manyak = Один против всех. Все цвета. За каждые 2 нанесённого урона (даже заблокированного) вы тянете карту из Колоды в Рукав и получаете 1 блок.

# key: role_summary.Прокурор
# A public role that is its one ability: the card says it once, with the ability's terms (bot/render.py).
role_summary-Prokuror = { does-Prokuror-Prokuror }

# key: role_summary.Авторитет
role_summary-Avtoritet = На Вече ваш голос считается за 2.

# key: role_summary.Монах
role_summary-Monakh = Если в начале дня у вас в Руке 1 или 2 карты, вы тянете карту из Колоды в Руку.

# key: role_summary.Пират
role_summary-Pirat = В начале игры вы получаете 1 карту «Черная метка» в Рукав.

# key: role_summary.Шулер
role_summary-Shuler = В начале игры вы тянете 1 карту из колоды в Рукав.

# key: role_summary.Вор
role_summary-Vor = В начале игры вы получаете 1 карту «Конфискация» в Рукав.

# key: role_summary.Охранник
role_summary-Okhrannik = В начале игры вы получаете 1 карту «Камера наблюдения» в Рукав.

# key: role_summary.Проститутка
role_summary-Prostitutka = В начале игры вы получаете 1 карту «Оглушение» в Рукав.

# key: role_summary.Сыщик
role_summary-Syshchik = В начале игры вы получаете 1 карту «Преследование» в Рукав.

# key: role_summary.Гений
role_summary-Geniy = Минимальный размер своей колоды — 10 карт, вместо 15.

# key: role_summary.Ученый
role_summary-Uchenyy = По итогам каждого нечётного дня вы получаете карту «Пустышка» в Рукав.

# key: role_summary.Везунчик
role_summary-Vezunchik = { does-Vezunchik-Vezunchik }

# key: role_summary.Секретарша
role_summary-Sekretarsha = В начале игры вы получаете 1 карту «Кофе» в Рукав.

# key: role_summary.Крупье
role_summary-Krupe = Лимит карт не своего цвета в колоде — 6, вместо 4.

# key: role_summary.Воин
role_summary-Voin = Первые две карты, которые вы за игру сбрасываете из Руки, уходят не в сброс, а в Рукав.

# key: role_summary.Берсерк
role_summary-Berserk = Вы игнорируете Блокировку и эффекты чужих карт, запрещающие вам играть карты (кроме Тюрьмы).

# key: role_summary.Здоровяк
role_summary-Zdorovyak = Если ночью вы получаете хотя бы 1 блок, вы получаете ещё 1 блок.

# key: role_summary.Врач
role_summary-Vrach = В начале игры вы получаете 1 карту «Первая помощь» в Рукав.

# key: role_summary.Наркоман
role_summary-Narkoman = В начале игры вы получаете 1 карту «Укол стимулятора» в Рукав.

# key: role_summary.Политик
role_summary-Politik = Если Вече вас приговорило, приговор отменяется, а вы садитесь в Тюрьму на двое суток (ночь, день, ночь, день).

# key: role_summary.Мародер
role_summary-Maroder = Один раз за игру, как только другой персонаж умирает, вы получаете в Рукав копии всех карт из Рукава мертвеца.

# key: role_summary.Адвокат
role_summary-Advokat = От Вече вы получаете на 2 урона меньше.

# key: role_summary.Солдат
role_summary-Soldat = В начале игры вы получаете 1 карту «Время действовать» в Рукав.

# key: role_summary.Социопат
role_summary-Sotsiopat = Вы не можете быть целью карт других персонажей и голосования в первые сутки.

# key: role_summary.Культист
role_summary-Kultist = { does-Kultist-Kultist }

# key: role_summary.Юрист
role_summary-Yurist = Играя карту «Лоббирование…», вы можете заменить её эффект эффектом любой другой карты «Лоббирование…»: назовите ту карту в поле «выбор» команды /ход.

# key: role_summary.Мститель
role_summary-Mstitel = Мёртвым вы можете продолжать публичное обсуждение; ваша тайная роль после смерти не раскрывается.

# key: role_summary.(Другой)
role_summary-_Drugoy_ = Роль с названием, которое вы вписали сами. Дополнительных способностей нет; приоритет на Вече — после ролей списка, по алфавиту.

# The role card: how the player's side wins (win.<faction>, or win.<role> for a neutral who wins
# alone; an edition's own as win.<edition>.<…>), after «Победа:».

# key: win.Мафия
win-Mafiya = в живых остались только члены Мафии; побеждает вся Мафия, мёртвые тоже.

# key: win.Закон
win-Zakon = в живых остались только члены Закона; побеждает весь Закон, мёртвые тоже.

# key: win.Маньяк
win-Manyak = в живых не осталось никого, кроме Маньяка.

# The role card: what each ability does, in one line written from the book (the card adds
# when, on whom, how often and the command from the ability's declaration). Looked up as
# does.<edition>.<role>.<ability>, does.<role>.<ability>, does.<ability> (role «-»: no role's own).

# key: does.Маньяк.Обмен
does-Manyak-Obmen = Меняет местами карту из Руки и карту из Рукава (обе — в поле «карты»).

# key: does.Прокурор.Прокурор
does-Prokuror-Prokuror = Голосуя, публично получает +2 к силе своего голоса на этот день.

# key: does.Везунчик.Везунчик
does-Vezunchik-Vezunchik = В первую ночь, до двух раз: сбрасывает все карты из Руки в колоду и набирает 5 новых.

# key: does.Культист.Культист
does-Kultist-Kultist = В первую ночь добавляет себе в Рукав 1 любую карту с Ценой 3 или больше; её Цена для вас увеличена на 1.

# key: does.-.Колода
does-_-Koloda = Собирает колоду из коллекции (редактор колоды — в вашей ветке).

# key: does.-.Новая колода
does-_-Novaya_koloda = Когда колода кончилась, собирает новую из коллекции, как в начале игры.
