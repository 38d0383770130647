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

iv-jail_in = { $player_gender ->
        [masculine] { $player } отправлен в Темницу: в эту фазу лишён
        [feminine] { $player } отправлена в Темницу: в эту фазу лишена
       *[other] Игрок { $player } отправлен в Темницу: в эту фазу лишён
    } способностей ролей (кроме «Т»).

iv-result-grave = { $target } — { $role }. Способности, действовавшие на { $target_gender ->
        [masculine] него
        [feminine] неё
       *[other] него
    } в фазу смерти: { $abilities }.

iv-result-rumours = Слухи об игроке { $target }: { $target_gender ->
        [masculine] выбирал
        [feminine] выбирала
       *[other] выбирал
    } целью — { $chose }; { $target_gender ->
        [masculine] его
        [feminine] её
       *[other] его
    } выбирали целью — { $chosen_by }.

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