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

cards-prison_in = { $player } садится в Тюрьму на { $phases } { $phases ->
        [one] фазу
        [few] фазы
        [many] фаз
       *[other] фазы
    } (всего осталось: { $total }).

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

cards-result-track = Преследование: { $target_gender ->
        [masculine] { $target } сыграл
        [feminine] { $target } сыграла
       *[other] игрок { $target } сыграл
    } карты на — { $players }.