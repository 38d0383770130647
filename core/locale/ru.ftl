reject-game_over = Игра уже окончена.

reject-not_a_player = Вы не участвуете в этой игре.

reject-dead = Вы выбыли из игры и не можете действовать.

reject-removed = Вы выбыли из игры и не можете действовать.

reject-no_such_ability = У вас нет способности «{ $ability }».

reject-wrong_phase = Способность «{ $ability }» сейчас недоступна: не та фаза.

reject-no_such_player = Игрока «{ $name }» нет в этой игре.

reject-no_such_role = Роли «{ $role }» нет в правилах этой игры.

reject-target_dead = { $name_gender ->
        [masculine] { $name } выбыл из игры: его
        [feminine] { $name } выбыла из игры: её
       *[other] Игрок { $name } выбыл из игры: его
    } нельзя выбрать целью.

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

reject-target_limit = Способность «{ $ability }» нельзя применить к { NAME($name, case: "dat") } больше { $times } { $times ->
        [one] раза
        [few] раз
        [many] раз
       *[other] раза
    } за игру.

reject-repeat_target = Способность «{ $ability }» нельзя применить к { NAME($name, case: "dat") } два раза подряд.

reject-needs_guess = Для способности «{ $ability }» нужно назвать роль цели.

reject-needs_role = Для способности «{ $ability }» нужно выбрать роль.

reject-needs_choice = Для способности «{ $ability }» нужно выбрать вариант.

reject-needs_card = Для способности «{ $ability }» нужно выбрать карту.

reject-needs_text = Для способности «{ $ability }» нужно написать текст.

reject-one_role = Способность «{ $ability }» называет одну роль, а не список.

reject-nothing_to_withdraw = Вы не отправляли такого хода в этой фазе.

reject-no_vote = Вы ещё не голосовали.

reject-vote_at_night = Голосовать можно только днём.

reject-no_peace_vote = Голоса «за мир» в этой игре нет: голосуйте за игрока.

reject-no_vote_now = В эту фазу ({ $phase }) голосования нет.

reject-vote_changes_used = Голос можно менять не больше { $times } { $times ->
        [one] раза
        [few] раз
        [many] раз
       *[other] раза
    } за фазу.

# The day's count (core/ballot.py), one line per target: the same in the live tally and in the
# verdict. A vote that weighs other than one, or was moved, shows its public reason.
ballot-peace = Мир (никого не казнить)

ballot-voter = { $name }

ballot-voter_why = { $name } ({ $why })

ballot-voter_weighted = { $name } ×{ $weight } ({ $why })

ballot-line = { $name } — { $total } { $count ->
        [one] голос
        [few] голоса
        [many] голосов
       *[other] голоса
    }: { $voters }

# A line with votes added or taken off by a rule: the voters, then each change in words.
ballot-line_modified = { $name } — { $total } { $count ->
        [one] голос
        [few] голоса
        [many] голосов
       *[other] голоса
    }: { $voters_count ->
        [0] { $changes }
       *[other] { $voters }; { $changes }
    }

ballot-part_modifier = { $added ->
        [yes] { $count ->
            [one] добавлен
           *[other] добавлено
        }
       *[no] { $count ->
            [one] снят
           *[other] снято
        }
    } { $amount } ({ $why })

# A book's verdict: every line of the count, then what the vote decided.
ballot-verdict = Итоги голосования:
    { $lines }

reject-needs_cards = Для способности «{ $ability }» нужно назвать карты.

reject-needs_source = Для способности «{ $ability }» нужно сказать, откуда взята карта: из руки или из рукава.

reject-no_question = Вам не задавали такого вопроса, или на него уже поздно отвечать.

reject-bad_choice = Для способности «{ $ability }» выберите один из вариантов: { $options }.

reject-bad_answer = Ответ должен быть одним из: { $options }.

reject-bad_name = Имя не может быть пустым или длиннее 100 знаков.

reject-name_taken = Имя «{ $name }» уже занято другим игроком.

reject-unknown_command = Неизвестная команда.

reject-no_decision = В этих правилах нет такого исхода, который решает ведущий.

reject-bad_note = Заметка ведущего — до 300 знаков, под строкой итогов или под личными итогами одного игрока.

reject-not_your_game = Вы не участвуете в этой игре.

setup-unknown_roles = Таких тайных ролей нет в правилах: { $roles }.

setup-players_range = Для этого варианта нужно от { $min } до { $max } { $max ->
        [one] игрока
        [few] игроков
        [many] игроков
       *[other] игрока
    } (записалось: { $players }).

setup-players_exactly = Для этого варианта нужно ровно { $min } { $min ->
        [one] игрок
        [few] игрока
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

## A player's name in a case: { NAME($player, case: "acc") } (core/texts.py, docs/architecture.md «Texts»).
## An ordinary first name is declined by pymorphy3 («Иру»); any other name (a nickname, Latin,
## several words, a name the player asked not to decline) takes this safe form: «игрок» in the case,
## the name as typed.

name-undeclined = { $case ->
        [gen] игрока { $name }
        [dat] игроку { $name }
        [acc] игрока { $name }
        [ins] игроком { $name }
        [prep] игроке { $name }
        [loc] игроке { $name }
       *[nom] { $name }
    }

## NAME($players, case: ...) of a list: every name in the case, the last joined by «и».

names-joined = { $head } и { $last }

start-role = Ваша тайная роль: { $role }. Явная роль: { $public }. Фракция: { $faction }.

start-fellows = Ваша фракция ({ $faction }): { $members }.

start-knows = Вам известны: { $members }.

move-replaced = Ход «{ $ability }» принят вместо прежнего хода этой фазы «{ $old }»{ $old_count ->
    [0] {""}
   *[other] { " → " }{ $old_targets }
}: в одну фазу действует только один из них.

# The same move sent again in its phase: the player's new aim replaces the old one.
move-retargeted = Цель хода «{ $ability }» изменена: { $targets_count ->
        [0] теперь без цели
       *[other] теперь { $targets }
    }{ $old_targets_count ->
        [0] {""}
       *[other] { " " }(прежде: { $old_targets })
    }.

move-changed = Ход «{ $ability }» изменён: в силе последний.

game-over = Игра окончена. Победитель: { $winner }.

## The closing post, «итоги» (core/final.py): the winner and why, the survivors, every player's roles.

final-header = Итоги игры: { $title }

final-winner = Победитель — { $winner }: { $reason }.

final-draw = Ничья: { $reason }.

final-no_winner = Победителя нет: игру завершил ведущий.

final-unfinished = Игра не окончена.

final-co_winner = Условие победы выполнено также для стороны «{ $side }»: { $reason }.

final-survivors = Выжили ({ $count } из { $total }): { NAME($names, case: "nom") }.

final-no_survivors = Выживших нет.

final-roles = Роли:

final-side = { $won ->
        [yes] { $side } — победа:
       *[no] { $side }:
    }

final-player = • { $name } — { $role }{ $public }; { $state ->
        [alive] { $name_gender ->
            [masculine] жив
            [feminine] жива
           *[other] в игре
        }
        [dead] { $name_gender ->
            [masculine] погиб
            [feminine] погибла
           *[other] вне игры
        }
        [jailed] в тюрьме
       *[out] { $name_gender ->
            [masculine] выбыл из игры
            [feminine] выбыла из игры
           *[other] вне игры
        }
    }{ $won ->
        [yes] , в числе победителей
       *[no] {""}
    }

final-public = , явная роль: { $public }

final-role_changed = { $first } (к концу игры: { $last })

## Why a side won (Variant.win_reason): a book's catalog says it as `won-<side>` (or per edition,
## `won-<edition>-<side>`); these are the fallbacks. (`win-<side>` is the role card's goal.)

won-default = в игре не осталось никого из других сторон

won-nichya = в живых никого не осталось

host-removed = Ведущий удалил из игры { NAME($player, case: "gen") } за нарушение правил. { $player_gender ->
        [masculine] Его
        [feminine] Её
       *[other] Его
    } тайная роль: { $role }.

phase-night = Ночь { $number }

phase-day = День { $number }

phase-setup = Подготовка

scenario-step = step { $number }

scenario-step_in = step { $number }: { $phase }

scenario-end = конец игры

scenario-key = ключ «{ $key }»

scenario-or = { " " }или{ " " }

scenario-nothing = ничего

scenario-none = нет

scenario-empty = пусто

scenario-yes = да

scenario-no = нет

scenario-outcome = победитель — { $winner }

scenario-draw = ничья

scenario-error-not_a_mapping = файл должен быть словарём с ключами «variant», «players» и «steps»

scenario-error-unreadable = не удалось прочитать файл: { $reason }

scenario-error-no_file = такого файла нет

scenario-error-a_folder = это папка, а не файл

scenario-error-no_permission = нет прав на чтение

scenario-error-not_utf8 = файл не в кодировке UTF-8

scenario-error-other = ошибка чтения

scenario-error-not_yaml = это не YAML

scenario-error-not_yaml_at = это не YAML: ошибка в строке { $line }, столбец { $column }

scenario-error-unknown_key = неизвестный ключ

scenario-error-missing = не указан

scenario-error-no_variant = варианта «{ $variant }» нет; установлены: { $installed }

scenario-error-mapping = должен быть словарём

scenario-error-bad_edition = у варианта { $variant } нет редакции «{ $edition }»; есть: { $editions }

scenario-error-unknown_option = у варианта { $variant } нет такой настройки

scenario-error-bad_option = недопустимое значение «{ $value }»; допустимы: { $allowed }

scenario-error-bad_game = с такими игроками и настройками игру не начать: { $reason }

scenario-error-bad_game_plain = с такими игроками и настройками игру не начать

scenario-error-players = должен быть непустым списком игроков

scenario-error-player = должен быть словарём с ключами «name» и «role»

scenario-error-same_name = два игрока с именем «{ $name }»

scenario-error-no_secret_role = в варианте { $variant } нет тайной роли «{ $role }»

scenario-error-no_public_role = в варианте { $variant } нет явной роли «{ $role }»

scenario-error-no_role = в варианте { $variant } нет роли «{ $role }»

scenario-error-number = должен быть числом

scenario-error-whole_number = должен быть целым числом

scenario-error-cards = должен быть списком названий карт

scenario-error-start = должен быть одной из фаз варианта { $variant }: { $kinds }

scenario-error-steps = должен быть списком шагов

scenario-error-step = шаг должен быть словарём с одной фазой ({ $kinds }) и, если нужно, «expect»

scenario-error-step_key = неизвестный ключ (в шаге одна фаза, { $kinds }, и «expect»)

scenario-error-one_phase = в шаге должна быть ровно одна фаза ({ $kinds })

scenario-error-phase = должен быть словарём: имя игрока — действия

scenario-error-no_player = игрока «{ $name }» нет

scenario-error-votes_list = в списке голосов должны быть словари «кто голосует: за кого»

scenario-error-votes = должен быть словарём «кто голосует: за кого» (или «мир») либо списком таких словарей

scenario-error-messages = должен быть словарём: имя игрока — число сообщений

scenario-error-no_messages = вариант { $variant } не считает сообщения игроков

scenario-error-action = действие должно быть словарём с ключом «use»

scenario-error-withdraw_key = неизвестный ключ (в отмене хода есть только «withdraw» и «rejected»)

scenario-error-withdraw = не указано, какой ход отменить

scenario-error-flag = должно быть true или false, а не «{ $value }»

scenario-error-public_taken = явная роль «{ $role }» уже у другого игрока, а по правилам она у одного

scenario-error-unknown_start = в правилах нет «{ $value }»

scenario-error-no_winner = в варианте { $variant } нет стороны «{ $winner }»: победитель — фракция, роль, «ничья» или null

scenario-error-targets = должен быть списком имён игроков

scenario-error-one_target = у голоса одна цель

scenario-error-answer = не указан ответ на «{ $use }»

scenario-error-expectation = неизвестное ожидание

scenario-error-names = должен быть списком имён игроков

scenario-error-per_player = должен быть словарём с именами игроков

scenario-fail-game_over = игра уже окончена ({ $outcome }), а шаги ещё есть

scenario-fail-wrong_phase = игра в фазе «{ $actual }», а шаг написан для «{ $written }»

scenario-fail-ended_before = игра окончилась ({ $outcome }) раньше, чем дошло до «{ $key }»

scenario-fail-vote_rejected = голос { NAME($name, case: "gen") } не принят: { $reason }

scenario-fail-accepted = { $name }: действие «{ $use }» принято, а ожидался отказ

scenario-fail-rejected = { $name }: действие «{ $use }» не принято: { $reason }

scenario-fail-withdrawal_accepted = { $name }: отмена «{ $use }» принята, а ожидался отказ

scenario-fail-withdrawal_rejected = { $name }: отмена «{ $use }» не принята: { $reason }

scenario-fail-alive = в игре { $actual }, а ожидались { $wanted }

scenario-fail-dead = { $name }: ожидалась смерть, а игрок жив

scenario-fail-living = { $name }: игрок мёртв, а ожидалось, что жив

scenario-fail-hp = { $name }: здоровье { $actual }, ожидалось { $wanted }

scenario-fail-hand = { $name }: карт в руке { $actual }, ожидалось { $wanted }

scenario-fail-sleeve = { $name }: карт в рукаве { $actual }, ожидалось { $wanted }

scenario-fail-deck = { $name }: карт в колоде { $actual }, ожидалось { $wanted }

scenario-fail-uncounted = { $name }: этот вариант не ведёт такого счёта («{ $key }»), а ожидалось { $wanted }

scenario-fail-holds = { $name }: нет карт { $missing } ({ $where }: { $held })

scenario-fail-in_hand_and_sleeve = в руке и рукаве

scenario-fail-in_hand = в руке

scenario-fail-in_sleeve = в рукаве

scenario-fail-status = { $name }: нет статуса «{ $status }» (статусы: { $statuses })

scenario-fail-no_status = { $name }: есть статус «{ $status }», а ожидалось, что его нет (статусы: { $statuses })

scenario-fail-told = { $name }: в личных сообщениях нет «{ $text }» (сказано: { $said })

scenario-fail-not_told = { $name }: в личных сообщениях есть «{ $text }», а ожидалось, что нет (сказано: { $said })

scenario-fail-public = в общих объявлениях нет «{ $text }» (сказано: { $said })

scenario-fail-not_public = в общих объявлениях есть «{ $text }», а ожидалось, что нет (сказано: { $said })

scenario-fail-role = { $name }: роль «{ $actual }», ожидалась «{ $wanted }»

scenario-fail-goes_on = игра продолжается, а ожидался победитель «{ $wanted }»

scenario-fail-ended = игра окончена ({ $outcome }), а ожидалось, что она продолжится

scenario-fail-winner = { $outcome }, а ожидался победитель «{ $wanted }»

reject-controlled = Способностью «{ $ability }» сейчас распоряжается за вас { $name }.

## mafia-bot bench: what it prints as it measures (the Markdown it writes for docs/performance.md stays English).

bench-games = 1. Целые игры по { $players } игроков в «{ $variant }» ({ $games } { $games -> 
        [one] игра
        [few] игры
       *[many] игр
    })…
bench-games_result = {"   "}{ $rate } игр/с (за игру в среднем: фаз { $phases }, команд { $commands })
bench-nights = 2. Разбор одной ночи:
bench-night = {"   "}{ $players } игроков: в среднем { $mean } мс, p95 { $p95 } мс ({ $count } { $count -> 
        [one] ночь
        [few] ночи
       *[many] ночей
    })
bench-stored = 3. Команды с записью в базу, как их принимает бот: проверка, запись, применение ({ $games } { $games -> 
        [one] игра
        [few] игры
       *[many] игр
    } на базу):
bench-stored_result = {"   "}{ $backend }: { $rate } команд/с ({ $count } { $count -> 
        [one] команда
        [few] команды
       *[many] команд
    })
bench-stored_skipped = {"   "}{ $backend }: не замерено — сервер { $reason } недоступен
bench-growth = {"   "}Разбор ночи от { $small } до { $large } игроков (×{ $times }) стал дольше в { $factor } раза ({ $verdict }).
bench-verdict-linear = растёт линейно
bench-verdict-almost = растёт почти линейно
bench-verdict-faster = растёт быстрее линейного
bench-verdict-much = растёт много быстрее линейного (квадратичная часть?)
bench-written = Результаты дописаны в { $file }.
bench-progress-games = игры
bench-progress-nights = ночи ({ $players } игроков)
bench-progress-stored = игры в { $backend }

## /правила (core/rulebook.py): the answer around the book's words

rules-head-role = **{ $name }** — роль ({ $variant })
rules-head-ability = **{ $name }** — способность ({ $variant })
rules-head-card = **{ $name }** — карта ({ $variant })
rules-head-faction = **{ $name }** — сторона ({ $variant })
rules-head-status = **{ $name }** — состояние ({ $variant })
rules-head-phase = **{ $name }** — фаза ({ $variant })
rules-source-book = Из книги:
rules-source-edition = Из книги, издание { $edition }:
rules-source-collection = Из коллекции карт (в книге её нет: «см. приложение»):
rules-faction = Сторона: { $faction }.
rules-abilities = Способности: { $names }.
rules-no_abilities = Своих способностей нет.
rules-ability_line = • { $name }: { $how }.
rules-how = Как бот это проверяет: { $how }.
rules-reading = Где книга молчит или неясна, бот играет так:
rules-when = когда: { $phases }
rules-when_any = когда: в любую фазу
rules-instant = действует сразу, отменить нельзя
rules-no_target = без цели
rules-targets = { $count ->
        [one] { $count } цель
        [few] { $count } цели
       *[many] { $count } целей
    }
rules-targets_range = целей: от { $min } до { $max }
rules-targets_open = целей: от { $min }, сколько позволяют правила
rules-not_self = не на себя
rules-dead_ok = можно на мёртвого
rules-no_repeat = не на одну цель две фазы подряд
rules-per_target = { $count ->
        [one] на одного игрока не больше { $count } раза
       *[other] на одного игрока не больше { $count } раз
    }
rules-uses = { $count ->
        [one] { $count } раз за игру
        [few] { $count } раза за игру
       *[many] { $count } раз за игру
    }
rules-per_cycle = { $count ->
        [one] { $count } раз за цикл
        [few] { $count } раза за цикл
       *[many] { $count } раз за цикл
    }
