story-title = История игры №{ $game }: { $variant }

story-cast = Состав:

story-cast_line = • { $name }{ $former } — { $role }{ $public }; сторона: { $side }

story-role_changed = { $first } (к концу игры: { $last })

story-public_role = , явная роль: { $public }

story-former_names = { " " }(раньше: { $names })

story-phase = === { $phase } ===

story-moves = Ходы:

story-no_moves = Ходов не было.

story-move = • { $actor }: «{ $ability }» → { $targets }{ $details }

story-move_instant = • { $actor }: «{ $ability }» (сразу) → { $targets }{ $details }

story-no_target = без цели

story-nobody = никто

story-votes = Голоса:

story-no_votes = Никто не голосовал.

story-vote = • { $voter } → { $target }

story-vote_peace = • { $voter } → мир

story-answer = { $name } отвечает: { $answer }

story-replaced = { $old_gender ->
        [masculine] { $old } заменён
        [feminine] { $old } заменена
       *[other] Игрок { $old } заменён
    } игроком { $new }.

story-removed = Ведущий удалил из игры игрока { $name }. Причина: { $reason }

story-public = Объявлено всем:

story-private = Лично:

story-private_line = • [{ $names }] { $text }

story-died = ✝ { $name_gender ->
        [masculine] { $name } погиб
        [feminine] { $name } погибла
       *[other] Игрок { $name } погиб
    }. Роль: { $role }.

story-left = ✝ { $name_gender ->
        [masculine] { $name } выбыл
        [feminine] { $name } выбыла
       *[other] Игрок { $name } выбыл
    } из игры. Роль: { $role }.

story-winner = Победитель: { $winner }. Победили: { $names }.

story-unfinished = Игра не окончена.

story-detail-guess = ; догадка: { $value }

story-detail-role = ; роль: { $value }

story-detail-choice = ; выбор: { $value }

story-detail-card = ; карта: { $value }

story-detail-cards = ; карты: { $value }

story-detail-text = ; текст: { $value }

story-detail-source = ; откуда: { $value }

story-picture-alive = в игре

# A legend of the picture: the players shown so (plural, no gender).
story-picture-out = выбыли раньше

story-picture-died = выбыли этой фазой

story-picture-legend_side = { $side }

story-cli-help = История игры из базы: полный лог (текст) и картинки ночей (PNG)

story-cli-help_database = Адрес базы данных (sqlite://… или postgres://…); по умолчанию MAFIA_DATABASE или data/mafia.sqlite3

story-cli-help_out = Папка для файлов истории (по умолчанию: report-<номер игры>)

story-cli-no_game = Игры №{ $game } нет в базе { $database }.

story-cli-written = История игры №{ $game }: { $text } и картинок: { $pictures } — в папке { $out }.

story-cli-bad_database = Не удалось открыть базу { $database }: { $error }
