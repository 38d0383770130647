story-title = История игры №{ $game }: { $variant }

story-cast = Состав:

story-cast_line = • { $name }{ $former } — { $role }{ $public }; сторона: { $side }

story-role_changed = { $first } (к концу игры: { $last })

story-public_role = , явная роль: { $public }

story-former_names = { " " }(раньше: { $names })

story-phase = === { $phase } ===

story-moves = Ходы:

story-no_moves = Ходов не было.

story-unresolved = Игра окончена ведущим до конца этой фазы: её ходы и голоса отправлены, но не подведены.

story-move = • { $actor }: «{ $ability }» → { $targets }{ $details }

story-move_instant = • { $actor }: «{ $ability }» (сразу) → { $targets }{ $details }

story-move_untargeted = • { $actor }: «{ $ability }»{ $details }

story-move_instant_untargeted = • { $actor }: «{ $ability }» (сразу){ $details }

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
    } { NAME($new, case: "ins") }.

story-public = Объявлено всем:

story-private = Лично:

story-private_line = • [{ $names }] { $text }

## Why a player left the game (core.model.Exit), one text each: story-left-<why>.

story-left-died = ✝ { $name_gender ->
        [masculine] { $name } погиб
        [feminine] { $name } погибла
       *[other] Игрок { $name } погиб
    }. Роль: { $role }.

story-left-jailed = ⛓ { $name_gender ->
        [masculine] { $name } сел
        [feminine] { $name } села
       *[other] Игрок { $name } сел
    } в тюрьму. Роль: { $role }.

story-left-exiled = ⛓ { $name_gender ->
        [masculine] { $name } выведен
        [feminine] { $name } выведена
       *[other] Игрок { $name } выведен
    } из игры до её конца. Роль: { $role }.

story-left-removed = ✖ { $name_gender ->
        [masculine] { $name } удалён
        [feminine] { $name } удалена
       *[other] Игрок { $name } удалён
    } из игры ведущим. Роль: { $role }.

story-left-out = ✝ { $name_gender ->
        [masculine] { $name } выбыл
        [feminine] { $name } выбыла
       *[other] Игрок { $name } выбыл
    } из игры. Роль: { $role }.

story-winner = Победитель: { $winner }. Победили: { $names }.

story-unfinished = Игра не окончена.

story-detail-guess = ; роль: { $value }

story-detail-role = ; выбранная роль: { $value }

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

## The archive's index (core/story/report.py)

story-archive-title = Архив игр

story-archive-count = { $count ->
        [0] Оконченных игр нет.
        [one] { $count } оконченная игра.
        [few] { $count } оконченные игры.
       *[other] { $count } оконченных игр.
    }

story-archive-empty = Здесь появятся оконченные игры.

story-archive-column-game = Игра

story-archive-column-date = Начало

story-archive-column-book = Правила

story-archive-column-players = Игроки

story-archive-column-winner = Победитель

story-archive-winner = { $winner }: { $names }

story-archive-draw = ничья

## The replay page (core/story/page.py)

story-page-attached = Разбор игры: откройте файл в браузере — таблица игроков, все фазы, графы ночей, голосования и фильтр по игроку.

story-page-cast = Участники

story-page-column-name = Игрок

story-page-column-role = Тайная роль

story-page-column-public = Явная роль

story-page-column-side = Сторона

story-page-column-left = Как ушёл из игры

story-page-died = { $name_gender ->
        [masculine] погиб
        [feminine] погибла
       *[other] погиб
    }: { $phase }

story-page-jailed = { $name_gender ->
        [masculine] сел
        [feminine] села
       *[other] сел
    } в тюрьму: { $phase }

story-page-exiled = { $name_gender ->
        [masculine] выведен
        [feminine] выведена
       *[other] выведен
    } из игры: { $phase }

story-page-out = { $name_gender ->
        [masculine] выбыл
        [feminine] выбыла
       *[other] выбыл
    }: { $phase }

story-page-removed = { $name_gender ->
        [masculine] удалён
        [feminine] удалена
       *[other] удалён
    } ведущим: { $phase }

story-page-stayed = в игре до конца

story-page-filter = Игрок:

story-page-everyone = все игроки

story-page-prev = Предыдущая фаза

story-page-next = Следующая фаза

story-page-phases = Фазы игры

story-page-zoom = ⤢ Во весь экран

story-page-unzoom = ✕ Закрыть

story-page-nothing_public = Ничего не объявлено.

story-page-ballots = Голоса по порядку:

story-page-vote = { $voter } → { $target }

story-page-revote = { $voter } меняет голос → { $target }

story-page-unvote = { $voter } снимает голос

story-page-peace = мир

story-page-told = [{ $names }] { $text }
