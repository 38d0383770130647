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
    } в подворотне игрока { $player }: у { $player_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } осталась одна жизнь.

fantasy-blessed = Божественное благословление: { $player_gender ->
        [masculine] { $player } попадал в Лазарет, но исцелился
        [feminine] { $player } попадала в Лазарет, но исцелилась
       *[other] игрок { $player } попадал в Лазарет, но исцелился
    }.

fantasy-palm = Цыганка погадала по руке игроку { $player }: тайная роль — { $role }. Двое суток { $player_gender ->
        [masculine] { $player } бессмертен
        [feminine] { $player } бессмертна
       *[other] игрок { $player } бессмертен
    }.

fantasy-rally = { $actor } собирает митинг против игрока { $player }: завтра против { $player_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } 4 голоса.

fantasy-resummoned = Демонолог перепризвал игрока { $player }: { $player_gender ->
        [masculine] он вернулся
        [feminine] она вернулась
       *[other] игрок вернулся
    } с полным здоровьем.

fantasy-sex_change = Проклятие! Ведьма сменила пол игрока { $player }: сегодня { $player_gender ->
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
    } из копилки — против игрока { $target }.

fantasy-result-bribe = Взятка: если Вече приговорит игрока { $target } сегодня, { $target_gender ->
        [masculine] его
        [feminine] её
       *[other] его
    } оправдают.

fantasy-result-watch = Дозор у игрока { $target }: на { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } применяли ночные способности: { $visitors }.

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

fantasy-result-horoscope_moves = Гороскоп: действия игрока { $target } этой ночью: { $moves }.

fantasy-watcher = { $actor } — Смотрящий: сегодня против { $actor_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } на 3 голоса меньше.