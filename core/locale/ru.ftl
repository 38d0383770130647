reject-game_over = Игра уже окончена.

reject-not_a_player = Вы не участвуете в этой игре.

reject-dead = Вы выбыли из игры и не можете действовать.

reject-removed = Вы выбыли из игры и не можете действовать.

reject-no_such_ability = У вас нет способности «{ $ability }».

reject-wrong_phase = Способность «{ $ability }» сейчас недоступна: не та фаза.

reject-no_such_player = Игрока «{ $name }» нет в этой игре.

reject-no_such_role = Роли «{ $role }» нет в правилах этой игры.

reject-target_dead = Игрок { $name } выбыл из игры: его нельзя выбрать целью.

reject-target_count = Для способности «{ $ability }» нужно выбрать от { $min } до { $max } { $max ->
        [one] цели
        [few] целей
        [many] целей
       *[other] цели
    }.

reject-same_target_twice = Для способности «{ $ability }» цели должны быть разными.

reject-not_self = Способность «{ $ability }» нельзя применить к себе.

reject-used_up = Способность «{ $ability }» уже использована ({ $uses } { $uses ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    } за игру).

reject-used_this_cycle = Способность «{ $ability }» в этом цикле уже использована.

reject-target_limit = Способность «{ $ability }» нельзя применить к игроку { $name } больше { $times } { $times ->
        [one] раза
        [few] раз
        [many] раз
       *[other] раза
    } за игру.

reject-repeat_target = Способность «{ $ability }» нельзя применить к игроку { $name } два раза подряд.

reject-needs_guess = Для способности «{ $ability }» нужно назвать роль цели.

reject-needs_role = Для способности «{ $ability }» нужно выбрать роль.

reject-needs_choice = Для способности «{ $ability }» нужно выбрать вариант.

reject-needs_card = Для способности «{ $ability }» нужно выбрать карту.

reject-needs_text = Для способности «{ $ability }» нужно написать текст.

reject-nothing_to_withdraw = Вы не отправляли такого хода в этой фазе.

reject-no_vote = Вы ещё не голосовали.

reject-vote_at_night = Голосовать можно только днём.

reject-no_vote_now = В эту фазу ({ $phase }) голосования нет.

reject-vote_changes_used = Голос можно менять не больше { $times } { $times ->
        [one] раза
        [few] раз
        [many] раз
       *[other] раза
    } за фазу.

reject-needs_cards = Для способности «{ $ability }» нужно назвать карты.

reject-needs_source = Для способности «{ $ability }» нужно сказать, откуда взята карта: из руки или из рукава.

reject-no_question = Вам не задавали такого вопроса, или на него уже поздно отвечать.

reject-bad_choice = Для способности «{ $ability }» выберите один из вариантов: { $options }.

reject-bad_answer = Ответ должен быть одним из: { $options }.

reject-bad_name = Имя не может быть пустым или длиннее 100 знаков.

reject-name_taken = Имя «{ $name }» уже занято другим игроком.

reject-unknown_command = Неизвестная команда.

reject-not_your_game = Вы не участвуете в этой игре.

setup-unknown_roles = Таких тайных ролей нет в правилах: { $roles }.

setup-players_range = Для этого варианта нужно от { $min } до { $max } { $max ->
        [one] игрока
        [few] игроков
        [many] игроков
       *[other] игрока
    } (записалось: { $players }).

setup-unknown_variant = Варианта «{ $variant }» нет. Установлены: { $installed }.

setup-too_few_players = Для этого варианта нужно минимум { $min } { $min ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    } (записалось: { $players }).

setup-unknown_public_role = Явной роли «{ $role }» нет в правилах этой игры.

setup-public_role_taken = Явную роль «{ $role }» уже занял другой игрок.

start-role = Ваша тайная роль: { $role }. Явная роль: { $public }. Фракция: { $faction }.

start-fellows = Ваша фракция ({ $faction }): { $members }.

start-knows = Вам известны: { $members }.

game-over = Игра окончена. Победитель: { $winner }.

host-removed = Ведущий удалил из игры игрока { $player } за нарушение правил. Его тайная роль: { $role }.

phase-night = Ночь { $number }

phase-day = День { $number }

phase-setup = Подготовка
