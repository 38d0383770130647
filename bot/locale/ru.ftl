# A reminder names what is missing and the command for it.
reminder-move = { $user }, до конца фазы «{ $phase }» осталось { $minutes } мин., а от вас ещё нет хода: его отправляют командой /ход.

reminder-vote = { $user }, до конца фазы «{ $phase }» осталось { $minutes } мин., а вы ещё не проголосовали: голос — командой /голос.

reminder-both = { $user }, до конца фазы «{ $phase }» осталось { $minutes } мин., а от вас ещё нет ни хода (/ход), ни голоса (/голос).

run-no_token = Не задан токен бота. Укажите его в переменной окружения DISCORD_TOKEN или в config.toml (token = "..."); пример — config.example.toml.

run-bad_token = Discord не принял токен бота: проверьте DISCORD_TOKEN или token в config.toml.

run-intents = Боту не хватает привилегированных интентов: включите их на портале разработчика Discord.

run-store_failed = Не удалось открыть базу данных { $url }: { $error }.

run-network = Нет связи с Discord: { $error }. Проверьте подключение к интернету и запустите бота снова (служба systemd или Docker перезапустит его сама).

run-discord_error = Discord отказал боту при запуске (HTTP { $status }): { $error }

run-discord_busy = Discord сейчас не отвечает как надо (HTTP { $status }): запустите бота позже (служба systemd или Docker перезапустит его сама).

## Why a file, network or database call failed (bot/faults.py: reason), after «…: ».
fault-refused = сервер не принимает соединения (не запущен или указан не тот порт)
fault-timeout = сервер не ответил вовремя
fault-no_network = нет сети
fault-unreachable = сервер недоступен (нет маршрута до него)
fault-reset = соединение оборвалось
fault-dns = не удалось найти адрес сервера (DNS)
fault-tls = не удалось установить защищённое соединение (TLS)
fault-no_connection = нет соединения с сервером
fault-no_such_path = такого файла или папки нет
fault-is_a_folder = это папка, а не файл
fault-not_a_folder = часть пути — файл, а не папка
fault-no_permission = нет прав доступа
fault-read_only = файловая система или база только для чтения
fault-no_space = нет места на диске
fault-exists = такой файл уже есть
fault-name_too_long = слишком длинное имя файла
fault-not_sqlite = это не файл базы SQLite (или он повреждён)
fault-sqlite_open = не удалось открыть файл базы (нет папки или прав)
fault-sqlite_locked = база занята другим процессом
fault-pg_starting = сервер PostgreSQL ещё запускается
fault-pg_busy = у сервера PostgreSQL кончились свободные соединения
fault-pg_password = PostgreSQL не принял имя пользователя или пароль
fault-pg_user = PostgreSQL не пускает этого пользователя (его нет или ему нельзя входить)
fault-pg_no_database = на сервере PostgreSQL нет такой базы
fault-pg_privilege = у пользователя базы не хватает прав

config-not_found = Файл настроек { $file } не найден.

config-folder = { $file } — это папка, а не файл настроек.

config-local_folder = { $file } в текущей папке — это папка, а не файл настроек: уберите её или укажите файл флагом --config.

config-unreadable = Не удалось прочитать файл настроек { $file }: { $error }.

config-not_utf8 = Файл настроек { $file } не в кодировке UTF-8 (строка { $line }, байт { $byte }): сохраните его в UTF-8.

config-bad_toml = Ошибка в файле настроек { $file }, { $where }: { $error }.

config-unknown = Неизвестная настройка «{ $key }» в файле настроек { $file }.

config-bad_value = В файле настроек { $file } неверное значение «{ $key }» = { $value }: { $expected }

## A TOML syntax error (bot/config.py: toml_problem); $detail is the key or character TOML quotes.
config-toml-at = строка { $line }, столбец { $column }
config-toml-at_end = в конце файла
config-toml-twice = { $detail } объявлено дважды
config-toml-immutable = таблицу { $detail } уже задали целиком, дополнить её нельзя
config-toml-overwrite = значение уже задано выше
config-toml-duplicate_key = ключ { $detail } повторяется во встроенной таблице
config-toml-equals = после названия настройки нужен знак = и значение
config-toml-table_end = заголовок таблицы не закрыт: нужна ]
config-toml-array_table_end = заголовок массива таблиц не закрыт: нужны ]]
config-toml-expected = здесь нужен символ { $detail }
config-toml-one_per_line = после значения строка должна кончиться: одна настройка на строке
config-toml-newline = текст не закрыт кавычкой до конца строки
config-toml-character = недопустимый символ { $detail }
config-toml-date = неверная дата или время
config-toml-key_start = название настройки не может начинаться с этого символа
config-toml-statement = непонятная строка: нужна настройка вида название = значение или заголовок [таблицы]
config-toml-value = неверное значение (текст нужно взять в кавычки: "…")
config-toml-array = список не закрыт: нужна ]
config-toml-inline_table = таблица в фигурных скобках не закрыта: нужна {"}"}
config-toml-string = строка не закрыта кавычкой
config-toml-backslash = обратная косая черта \ в строке: удвойте её (\\) или возьмите строку в одинарные кавычки
config-toml-escape = неверная escape-последовательность в строке
config-toml-other = это не TOML

config-expect-token = нужна строка с токеном бота.

config-expect-database = нужен адрес базы: sqlite://путь/к/файлу.sqlite3 или postgres://пользователь@хост:5432/база.

config-expect-locale = сейчас есть только "ru".

config-expect-timezone = нужен часовой пояс вида "Europe/Moscow" (или "МСК").

config-expect-sync_commands = нужно true или false.

config-expect-dev_guild = нужен id сервера — целое положительное число.

config-expect-night = нужна длина фазы в минутах ("90", "12h", "1d") или время конца ("20:00", "20:00 МСК").

config-expect-day = нужна длина фазы в минутах ("90", "24h", "1d") или время конца ("20:00", "20:00 МСК").

config-expect-reminders = нужен список минут до конца фазы, целые числа больше нуля, например [60, 10].

config-expect-early_end = нужно true или false.

config-expect-review_reminder = нужно целое число минут от 0 до 10080 (0 — не напоминать).

config-expect-members_intent = нужно true или false.

config-expect-names = нужна таблица [names] с названиями каналов и ролей.

config-expect-other = нужна непустая строка.

cli-description = Ведущий форумной мафии для Discord.

cli-variant = (тайных ролей: { $secret }, явных: { $public }; от { $minimum } игроков; другие имена: { $aliases }{ $default ->
        [yes] ; редакция по умолчанию
       *[no] {""}
    })

cli-phase = === { $phase } ===

cli-bad_edition = У варианта «{ $variant }» нет такой редакции. Есть: { $editions }.

cli-private = { "  " }[лично { $seats }] { $text }

cli-summary = Сценарии: пройдено { $passed }, не пройдено { $failed } (за { $seconds } с).

cli-scenario-empty_folder = В папке { $folder } нет файлов сценариев (*.yaml).

cli-balance-title = Баланс «{ $variant }»: { $games } { $games ->
        [one] игра
        [few] игры
        [many] игр
       *[other] игры
    } по { $players } { $players ->
        [one] игроку
        [few] игрока
        [many] игроков
       *[other] игрока
    } (эвристические игроки).

cli-balance-title_edition = Баланс «{ $variant }», редакция { $edition }: { $games } { $games ->
        [one] игра
        [few] игры
        [many] игр
       *[other] игры
    } по { $players } { $players ->
        [one] игроку
        [few] игрока
        [many] игроков
       *[other] игрока
    } (эвристические игроки).

cli-balance-no_games = Число игр должно быть не меньше одной (указано: { $games }).

cli-balance-side = { $side }{ $solo ->
        [yes] {" "}(одиночка)
       *[no] {""}
    }: { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) } % побед (95 % интервал { NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) }–{ NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) } %; { $wins } { $wins ->
        [one] игра
        [few] игры
        [many] игр
       *[other] игры
    })

cli-balance-draws = Никто не выиграл: { NUMBER($share, minimumFractionDigits: 1, maximumFractionDigits: 1) } % (95 % интервал { NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) }–{ NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) } %; { $count } { $count ->
        [one] игра
        [few] игры
        [many] игр
       *[other] игры
    })

cli-balance-unfinished = Не закончено за { $phases } { $phases ->
        [one] фазу
        [few] фазы
        [many] фаз
       *[other] фазы
    }: { $count } { $count ->
        [one] игра
        [few] игры
        [many] игр
       *[other] игры
    }

cli-balance-length = Средняя длина игры в фазах: { $phases }

cli-help-run = запустить Discord-бота

cli-help-config = путь к config.toml

cli-help-scenario = сценарии (YAML) — проверка правил

cli-help-scenario_run = сыграть сценарии и проверить ожидания

cli-help-json = печатать состояние после каждого шага

cli-help-simulate = сыграть игру случайными ходами

cli-help-private = показывать и личные сообщения

cli-help-edition = редакция правил, для вариантов с редакциями (без неё — редакция по умолчанию, её отмечает mafia-bot variants; название редакции в --variant тоже выбирает её: «Резня в городе N» — fantasy v0.1)

cli-help-variants = установленные варианты правил

cli-help-bench = замеры производительности

cli-help-quick = короткий прогон

cli-help-write = дописать результаты в файл (Markdown)

cli-help-balance = баланс сторон: много игр эвристическими игроками на всех ядрах

cli-help-workers = сколько процессов (по умолчанию — все ядра)

## The command line's own words (argparse's, in Russian: bot/cliparse.py) and the new commands.

argparse-usage = использование:
argparse-positionals = аргументы
argparse-options = параметры
argparse-help = показать эту справку и выйти
argparse-version = показать версию и выйти
argparse-default = по умолчанию: %(default)s
argparse-error = { $prog }: ошибка: { $message } (справка: { $prog } --help)
argparse-argument = аргумент %(argument_name)s: %(message)s
argparse-required = не хватает аргументов: %s
argparse-unrecognized = непонятные аргументы: %s
argparse-invalid_choice = неверный выбор: %(value)r (можно: %(choices)s)
argparse-invalid_type = неверное значение: %(value)r
argparse-expected_one = нужно одно значение
argparse-expected_at_most_one = нужно не больше одного значения
argparse-expected_at_least_one = нужно хотя бы одно значение
argparse-expected_n = нужно значений: %s
argparse-ambiguous = неоднозначный параметр: %(option)s подходит к %(matches)s
argparse-not_allowed = нельзя вместе с %s
argparse-one_required = нужен один из аргументов: %s
argparse-ignored = лишнее значение %r
argparse-unknown_parser = нет такой команды %(parser_name)r (есть: %(choices)s)
argparse-unexpected = неожиданный параметр: %s
argparse-cant_open = не открыть «%(filename)s»: %(error)s
argparse-whole = нужно целое число, указано «{ $value }»
argparse-at_least = нужно целое число не меньше { $least }, указано «{ $value }»
argparse-command = команда

cli-players-too_few = Для варианта «{ $variant }» нужно минимум { $min } { $min ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }, а указано --players { $players }.
cli-players-exactly = Для варианта «{ $variant }» нужно ровно { $min } { $min ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }, а указано --players { $players }.
cli-players-range = Для варианта «{ $variant }» нужно от { $min } до { $max } { $max ->
        [one] игрока
       *[other] игроков
    }, а указано --players { $players }.
cli-no_editions = У варианта «{ $variant }» нет редакций: --edition к нему не относится.
cli-help-variant = вариант правил (список: mafia-bot variants)
cli-help-players = сколько игроков (по умолчанию — 17 или ближайшее число, которое допускает вариант)
cli-help-players_balance = сколько игроков (по умолчанию — наименьший город варианта)
cli-help-seed = зерно случайности: одно и то же зерно — та же игра
cli-help-seed_balance = зерно первой игры (игры идут с зёрнами seed, seed+1, …)
cli-help-games = сколько игр сыграть
cli-help-files = файлы сценариев (YAML)
cli-help-game_id = номер игры в базе (его показывает mafia-bot games)
cli-help-log_level = подробность журнала: DEBUG, INFO, WARNING, ERROR или CRITICAL (по умолчанию — log_level из файла настроек, иначе WARNING)
cli-help-run_epilog = Токен бота берётся из переменной окружения DISCORD_TOKEN (или token в файле настроек); адрес базы — из MAFIA_DATABASE (или database). Без --config читается config.toml из текущей папки, если он есть.
cli-help-database = адрес базы: sqlite://путь/к/файлу.sqlite3 или postgres://пользователь@хост:5432/база (по умолчанию — MAFIA_DATABASE, database из config.toml, иначе sqlite://data/mafia.sqlite3)
cli-help-simulate_database = сохранить игру в эту базу, как её хранит бот (потом: mafia-bot games, mafia-bot report НОМЕР)
cli-help-games_command = сохранённые игры: номер, сервер, вариант, игроки, начало, состояние
cli-help-server = только игры этого сервера (id сервера Discord)
cli-help-running = только идущие игры
cli-help-finished = только законченные игры

cli-stored = Игра сохранена под номером { $game } в { $database }. Её рассказ: mafia-bot report { $game }{ $flag }
cli-games-header = номер	сервер	вариант	игроков	начало	состояние
cli-games-none = В { $database } нет сохранённых игр{ $filtered ->
        [yes] , подходящих под условия
       *[no] {""}
    }.
cli-games-empty = В { $database } нет сохранённых игр: { $kind ->
        [missing] такого файла базы нет
       *[empty] база пуста, таблиц бота в ней нет
    }.

## mafia-bot report GAME_ID (bot/cli.py): the story of a stored game.
cli-report-help = История игры из базы: полный лог (текст) и картинки ночей (PNG)
cli-report-help_database = адрес базы: sqlite://путь/к/файлу.sqlite3 или postgres://пользователь@хост:5432/база (по умолчанию — MAFIA_DATABASE, database из config.toml, иначе sqlite://data/mafia.sqlite3)
cli-report-help_out = Папка для файлов истории (по умолчанию: report-<номер игры>)
cli-report-help_html = Записать страницу разбора игры (один HTML-файл: таблица, фазы, графы ночей, голоса, фильтр по игроку) в этот файл
cli-report-page_written = Страница игры №{ $game }: { $file } ({ $size } КиБ).
cli-report-no_game = Игры №{ $game } нет в базе { $database }.
cli-report-no_game_here = Игры №{ $game } нет в { $database }: { $kind ->
        [missing] такого файла базы нет
       *[empty] база пуста, таблиц бота в ней нет
    }.
cli-report-written = История игры №{ $game }: { $text } и картинок: { $pictures } — в папке { $out }.
cli-report-help_all = Все оконченные игры базы (с --html ПАПКА: страница каждой и оглавление index.html)
cli-report-help_server = Только игры этого сервера Discord (номер сервера)
cli-report-all_needs_html = С --all нужна папка: --html ПАПКА.
cli-report-game_or_all = Укажите номер игры или --all, что-то одно.
cli-report-archive_written = Архив: { $count ->
        [one] { $count } игра
        [few] { $count } игры
       *[other] { $count } игр
    } в папке { $folder }, оглавление: { $index }.{ $running ->
        [0] {""}
       *[other] { " " }Идущие игры ({ $running }) пропущены: их страницы раскрыли бы роли.
    }
cli-report-html_is_folder = --html { $file }: это папка, а нужен файл страницы (например, { $file }/game-{ $game }.html).
cli-report-all_into_file = --html { $folder }: это файл, а с --all нужна папка для архива.
cli-report-out_is_file = --out { $folder }: это файл, а нужна папка для истории игры.

## The command line's own faults (bot/cli.py): a database, a file, Ctrl-C.
cli-bad_database = Не удалось открыть базу { $database }: { $error }.
cli-foreign_database = В базе { $database } нет таблиц бота (game и command): это база другой программы или вовсе не база. Проверьте --database, MAFIA_DATABASE или database в config.toml.
cli-write_failed = Не удалось записать { $path }: { $error }.
cli-interrupted = Прервано (Ctrl-C).
cli-games-running = идёт
cli-games-over = окончена
cli-games-simulated = —
cli-games-unknown_time = —
cli-games-total = Всего: { $count }.

cli-balance-interval = 95 % интервал — доверительный интервал Уилсона: при таком числе игр настоящая доля побед с вероятностью 95 % лежит в нём.
cli-balance-total = Итого: { $games } { $games ->
        [one] игра
        [few] игры
        [many] игр
       *[other] игры
    }.

cli-progress-balance = игры
cli-progress-report = ночи
cli-progress-bench = замеры
cli-progress-scenarios = сценарии

config-bad_env = Неверное значение переменной окружения { $name }={ $value }: { $expected }
config-bad_flag = Неверное значение { $flag } { $value }: { $expected }
config-shard_ids_alone = Флаг --shard-ids нужен вместе с --shard-count (или shard_count в файле настроек).
config-shards_sqlite = Шарды ({ $source }) работают только с PostgreSQL: файл SQLite принадлежит одному процессу. Уберите шарды или укажите database = "postgres://…".
config-source-flag = флаг { $flag }
config-source-file = файл настроек { $file }
config-expect-log_level = нужно одно из: DEBUG, INFO, WARNING, ERROR, CRITICAL.

run-invite = Бот вошёл в Discord как { $name }. Пригласить его на сервер: { $url }
run-stopping = Получен сигнал { $signal }: бот доделывает начатое и останавливается…

names-category = Мафия

names-town_square = площадь

names-graveyard = кладбище

names-game_channel = игра

names-host_role = Ведущий

names-alive_role = Живые

names-dead_role = Мёртвые

error-forbidden = У вас нет прав на эту команду.

error-internal = Что-то пошло не так. Ведущий может посмотреть журнал бота.

audit-setup = Настройка мафии (/мафия настройка)

audit-game = Игра в мафию №{ $id }

audit-unarchive = Ветка игры снова нужна: бот возвращает её из архива

audit-start_failed = Игра в мафию №{ $id } не началась: откат

setup-forbidden = Настраивать сервер может только участник с правом «Управлять сервером».

setup-missing = ⚠️ Боту не хватает прав на сервере: { $permissions }. Выдайте их роли бота (ссылка-приглашение из README даёт все нужные).

setup-cannot_continue = Пока их нет, бот ничего не создаёт и не меняет. Исправьте права и повторите /мафия настройка.

setup-created_role = Создана роль «{ $role }».

setup-adopted_role = Роль «{ $role }» уже есть — используется она.

setup-created_channel = Создан канал «{ $channel }».

setup-adopted_channel = Канал «{ $channel }» уже есть — права на него обновлены.

setup-role_position = ⚠️ Роли { $roles } стоят не ниже роли бота «{ $bot }»: бот не сможет их выдавать. Поднимите роль бота выше них в настройках сервера.

setup-warning = ⚠️ Учтите: администраторы и все, у кого есть право «Управлять ветками», могут читать личные ветки игроков. Сейчас это роли: { $roles }. Ведущему стоит попросить их не заглядывать или снять это право на время игры.

setup-done = ✅ Сервер готов. Игру открывают на площади { $square } командой /игра новая; там же игроки записываются.

setup-fix_first = Исправьте отмеченное выше и повторите /мафия настройка.

setup-not_set = ⚠️ Этих прав у бота нет, поэтому на каналах игры они не выставлены: { $permissions }. Выдайте их роли бота и повторите /мафия настройка.

perm-view_channel = «Просматривать каналы»

perm-send_messages = «Отправлять сообщения»

perm-read_message_history = «Читать историю сообщений»

perm-manage_channels = «Управлять каналами»

perm-manage_roles = «Управлять ролями»

perm-create_private_threads = «Создавать приватные ветки»

perm-send_messages_in_threads = «Отправлять сообщения в ветках»

perm-manage_threads = «Управлять ветками»

perm-embed_links = «Встраивать ссылки»

perm-attach_files = «Прикреплять файлы»

perm-create_public_threads = «Создавать публичные ветки»

perm-manage_messages = «Управлять сообщениями»

button-join = Записаться

button-leave = Выписаться

lobby-exists = За этим столом уже идёт игра или запись. Сначала завершите её (/игра конец) или откройте игру за другим столом.

lobby-no_setup = Сервер не настроен для игры: администратор должен выполнить /мафия настройка.

lobby-bad_variant = Не получается начать запись на «{ $variant }»: { $error }

lobby-bad_options = Не понимаю настройку «{ $text }»: пишите имя=значение через запятую.

lobby-header =
    { "*" }*Запись на игру: { $title }.** Ведущий: { $host }. Записалось: { $count } (нужно { $need }).
    Запись — кнопкой ниже или командой /записаться.

lobby-line = { $number }. { $user }{ $public }

lobby-public = { " " }— { $role }

lobby-empty = Пока никто не записался.

lobby-timing = Длина фаз: { $lengths }.

lobby-early_end = Фаза может закончиться раньше срока: как только все сходят (днём — проголосуют).

lobby-role_list = Роли задаёт ведущий: { $roles }.

lobby-none = Сейчас за этим столом нет записи на игру.

lobby-already_started = Игра уже началась: запись закрыта.

lobby-closed = { "*" }*Запись закрыта: игра началась.**

lobby-closed_cancelled = { "*" }*Запись отменена ведущим: игры не будет.**

lobby-cancelled = Запись на игру отменена.

lobby-no_public_role = Явной роли «{ $role }» нет в правилах этой игры.

lobby-no_secret_role = Тайной роли «{ $role }» нет в правилах этой игры.

lobby-public_taken = Явную роль «{ $role }» уже занял другой игрок.

lobby-full = Мест больше нет: в игре не больше { $maximum } игроков.

lobby-joined = Вы записаны на игру. Сейчас записалось: { $count }.

lobby-host_cannot_play = Вы ведёте эту игру (открыли её или держите роль ведущего этого стола): ведущий видит кладбище и площадь ночью, поэтому играть в ней не может. Чтобы сыграть, попросите открыть игру другого ведущего.

lobby-name_lookalike = Ваше имя «{ $name }» на экране не отличить от имени «{ $taken }», которое уже есть в игре (латинские буквы вместо русских, невидимые символы). Смените ник на сервере и запишитесь снова.

lobby-name_peace = Имя «{ $name }» читается как вариант «мир» (никого не казнить) в голосовании. Смените ник на сервере и запишитесь снова.

lobby-too_many_threads = на сервере уже 1000 активных веток — предел Discord. Ветки законченных игр бот закрывает сам; архивируйте другие старые ветки (или подождите, пока Discord уберёт их в архив) и начните снова.

lobby-changed = Ваша запись обновлена.

lobby-not_signed = Вы не записаны на эту игру.

lobby-left = Вы выписались из игры.

lobby-created = Запись открыта в { $channel }.

lobby-too_few = Записалось { $count }, а нужно { $need }.

lobby-need_at_least = не меньше { $count }

lobby-need_exactly = ровно { $count }

lobby-deal_failed = Роли не раздаются: { $error }

lobby-cannot_deal = Этот вариант не умеет раздавать роли сам: задайте их списком (/игра роли).

lobby-role_list_set = Список ролей задан ({ $count }).

lobby-role_list_cleared = Список ролей сброшен: роли раздаются по правилам варианта.

lobby-role_list_size = В списке { $roles } { $roles ->
        [one] роль
        [few] роли
        [many] ролей
       *[other] роли
    }, а игроков — { $players }: их должно быть поровну.

# Opening a game (bot/opening.py): the variant, its edition and options, the role list.
opening-default_edition = { $title } (редакция { $edition } — по умолчанию) ({ $id })

opening-unknown_variant = Не знаю правил «{ $variant }». На этом сервере играют: { $known }.

opening-two_editions = Редакция названа дважды и по-разному: «{ $first }» и «{ $second }». Оставьте одну.

opening-which_edition = На этом сервере «{ $variant }» играют в нескольких редакциях — выберите одну в подсказке поля «вариант»: { $editions }.

opening-edition_off = Редакция «{ $edition }» на этом сервере не включена. Включены: { $editions }. Администратор выбирает их командой /мафия варианты.

opening-unknown_option = У варианта «{ $variant }» нет настройки «{ $option }». Есть: { $known }.

opening-no_options = У варианта «{ $variant }» нет настроек (а названа «{ $option }»): оставьте поле «настройки» пустым.

opening-bad_option = Настройка «{ $option }» не может быть «{ $value }». Можно: { $allowed }.

opening-no_role_near = Тайной роли «{ $role }» нет в правилах этой игры. Может быть, «{ $near }»?

opening-no_role = Тайной роли «{ $role }» нет в правилах этой игры. Есть: { $roles }.

opening-role_count = В списке { $count } { $count ->
        [one] роль
        [few] роли
        [many] ролей
       *[other] роли
    }, а в этой игре игроков { $need }: по роли на игрока.

opening-role_list_over = С таким списком игра кончится, не начавшись: после первой же фазы без единого хода победит { $winner }. Добавьте противника.

opening-role_list_public = Список виден всем в сообщении о записи.

opening-role_list_secret = Список тайный: в сообщении о записи — только число ролей.

opening-role_list_signed = Сейчас записалось { $count }, ролей — { $roles }: к старту игроков должно быть столько же, сколько ролей.

opening-role_list_full = Записавшихся столько же, сколько ролей.

lobby-role_list_secret = Роли задаёт ведущий: { $count } (список тайный).

lobby-not_opener = Открывать игры на этом сервере могут участники с правом «Управлять сервером» или с ролью, которую назначил администратор (/мафия открывающие).

lobby-variant_off = Вариант «{ $variant }» на этом сервере не включён. Администратор выбирает варианты командой /мафия варианты.

lobby-start_failed = Игра не началась: { $reason } Созданные ветки удалены, запись восстановлена — исправьте причину и снова выполните /игра старт.

lobby-start_error = Discord отказал боту при создании веток ({ $error }).

timing-bad = Не понимаю длину фазы «{ $spec }». Пишите длину (90, 90 минут, 12ч, 1,5 ч, 1 день) или время конца (20:00, до 20:00, 20:00 МСК).

timing-zero = Длина фазы «{ $spec }» должна быть больше нуля: пишите минуты (90, 90m, 12h, 1d) или время конца (20:00, 20:00 МСК).

timing-set = Длина фаз: { $lengths }. Действует со следующей фазы.

timing-length = { $phase } — { $length }

# A phase's length in words (bot.render.length_words).
timing-until = до { $time }

timing-days = { $count } { $count ->
        [one] день
        [few] дня
       *[many] дней
    }

timing-hours = { $count } { $count ->
        [one] час
        [few] часа
       *[many] часов
    }

timing-minutes = { $count } { $count ->
        [one] минута
        [few] минуты
       *[many] минут
    }

timing-no_kind = В этой игре нет фазы «{ $phase }». Есть: { $kinds }.

timing-need_length = Укажите и фазу, и её длину.

thread-personal = Личное: { $name }

thread-faction = Фракция: { $faction }

thread-team = Фракция: { $faction }, клан { $team }

thread-fellows = Свои: { $roles }

thread-members = Состав изменился. Теперь здесь: { $names }.

game-none = Сейчас за этим столом нет игры.

## /статус after the end: the table is free, and its last game's result (render.last_game).

status-last_game = Сейчас за этим столом нет игры. Последняя — игра №{ $number } ({ $title }) — окончена: { $outcome }.

status-last_winner = победитель — { $winner }

status-last_draw = ничья

status-last_stopped = её завершил ведущий, победителя нет

game-finished = Эта игра уже окончена.

game-not_player = Вы не участвуете в этой игре.

game-no_such_player = Игрока «{ $name }» нет в этой игре.

game-paused = Игра на паузе: ходы не принимаются, пока ведущий её не продолжит.

game-started = { "*" }*Игра началась!** Игроков: { $count }. Роли розданы; у каждого — личная ветка с карточкой роли.

# The start post: who holds which public role (the books make it known to everyone).
game-public_roles = Явные роли (их знают все):

game-public_role_line = • { $name } — { $role }

game-start_done = Игра началась: роли розданы (зерно раздачи { $seed } — его видите только вы и журнал ведущего), ветки созданы.

game-roles_header = { "*" }*Роли игроков:**

game-role_line = { $name }: { $role } (явная: { $public }; { $faction }) — { $state }

game-alive = { $name_gender ->
        [masculine] жив
        [feminine] жива
       *[other] в игре
    }

game-dead = { $name_gender ->
        [masculine] выбыл
        [feminine] выбыла
       *[other] вне игры
    }

game-ended_by_host = Ведущий завершил игру.

game-ended = Игра завершена без победителя: итоги и все роли — на площади.

phase-results = Итоги: { $phase }

# The recap that opens a day: who is alive, with public roles.
recap-living = Живы ({ $count }): { $names }.

recap-player = { $name }

recap-player_public = { $name } ({ $public })

phase-results_early = Итоги: { $phase } (досрочно: все сходили)

phase-may_end_early = Фаза закончится раньше, как только все сходят.

phase-may_end_early_vote = Фаза закончится раньше, как только все проголосуют.

phase-begins_night = { "*" }*Наступила { $phase }.** Площадь закрыта; ходы — командой /ход до { $deadline }.

phase-begins_day = { "*" }*Наступил { $phase }.** Обсуждение на площади; голосование — /голос до { $deadline }.

phase-no_deadline = решения ведущего

phase-deadline_paused = срока, который объявят, когда ведущий снимет паузу (⏸ игра на паузе: пока ничего не принимается)

phase-any = в любую фазу

phase-begins_setup = { "*" }*Подготовка к игре.** Начальные ходы (например, колода: редактор в личной ветке, /колода или /ход) — до { $deadline }; кто ничего не пришлёт, получит то, что положено по правилам. Пока идёт подготовка, площадь и ветки закрыты.

phase-begins_vote = { "*" }*Начинается: { $phase }.** Обсуждение на площади; голосование — /голос, ходы — /ход до { $deadline }.

phase-begins_talk = { "*" }*Начинается: { $phase }.** Площадь открыта; ходы — командой /ход до { $deadline }.

phase-begins_quiet = { "*" }*Начинается: { $phase }.** Площадь закрыта; ходы — командой /ход до { $deadline }.

phase-kind-night = ночью

phase-kind-day = днём

phase-kind-any = в любой момент

act-accepted = Ход принят: { $action }. Его можно изменить до { $deadline }.

act-may_end_early = Но фаза закончится и раньше, как только все сходят.

act-line = «{ $ability }» → { $targets }{ $extras }

act-line_untargeted = «{ $ability }»{ $extras }

act-extra = ; { $name }: { $value }

act-choose = Выберите цель для «{ $ability }»:

act-no_legal_target = Сейчас «{ $ability }» не на кого применить: подходящих целей нет.

act-pick_target = Цель

act-pick_range = Цель: { $first } … { $last }

act-no_target = Игрока «{ $name }» нет в этой игре.

act-menu_stale = Это меню было для фазы «{ $phase }», она уже кончилась. Наберите /ход ещё раз.

act-ambiguous_list = Список «{ $text }» читается по-разному: { $readings } — в игре есть имя с запятой. Выберите игроков из подсказки: там каждый — отдельный вариант.

act-not_yours = Это не ваш ход: действовать можно только за себя.

act-withdrawn = Ход «{ $ability }» отменён.

act-field-cards = карты

act-field-source = откуда

act-field-guess = роль

act-field-role = выбранная роль

act-field-choice = выбор

act-field-text = текст

actions-header = Ваши ходы — { $phase }:

actions-none = Ходов пока нет.

actions-vote = Голос: { $name }

vote-accepted = Ваш голос: { $name }.

vote-withdrawn = Ваш голос снят.

tally-header = { "*" }*Голосование — { $phase }**

# The live tally past Discord's limit: each line's count alone (the full lines are core's ballot-line).
tally-line_short = { $name } — { $total } { $count ->
        [one] голос
        [few] голоса
        [many] голосов
       *[other] голоса
    }

tally-peace = Мир (никого не казнить)

tally-empty = Голосов пока нет.

tally-waiting = Не проголосовали: { $names }

tally-waiting_count = Не проголосовали: { $count }.

card-header = { "*" }*Карточка { NAME($name, case: "gen") }**

card-role = Тайная роль: { $role }

card-public = Явная роль: { $role } (её знают все)

# The card's abilities: one per line with what it does, then its terms and the exact command.
card-abilities = { "*" }*Способности** (ход — командой в этой ветке):

card-no_abilities = Способностей, которые применяют командой, у вас нет.

card-play_cards = Карты из руки и рукава — тоже ходы той же командой `{ $command }`: подсказка в поле «{ $field }» покажет, какие можно сыграть сейчас; что делает карта — `{ $rules }`.

card-ability = • { "*" }*{ $ability }** ({ $when }): { $does }

card-ability_bare = • { "*" }*{ $ability }** ({ $when })

card-ability_use = { "  " }{ $terms }. Команда: { $command }

card-command = `{ $command }`

card-side = Ваша сторона: { $side }.

card-win = Победа: { $win }

card-hp = Здоровье: { $hp }

card-alive = Вы в игре.

card-dead = Вы выбыли из игры.

# The header of a player's private holdings: cards in hand (the cards book), or his state (lives, ХП,
# личины: «Ваше состояние»).
holdings-header_hand = { "*" }*У вас на руках сейчас:**
holdings-header_state = { "*" }*Ваше состояние:**

status-phase = Сейчас: { $phase }.

status-deadline = Конец фазы: { $deadline }.

status-paused = Игра на паузе.

status-living = В игре ({ $count }): { $names }

status-dead = Выбыли: { $names }

# A living player with his public role, where the book makes public roles known.
status-with_public = { $name } ({ $role })

question-buttons = Выберите ответ:

question-answered = Ответ принят: { $answer }.

question-gone = Этот вопрос уже не стоит: игра с тех пор изменилась (фаза кончилась или ход отменён). Ответьте на вопрос под последним сообщением в вашей ветке, если он есть.

question-free = Выберите игрока из списка или напишите ответ:

question-free_form = Напишите ответ (кнопка ниже):

question-pick = Игрок

question-write = Написать ответ

question-form_title = Ваш ответ

question-form_label = Ответ (например, имя игрока)

host-only = Это может только ведущий игры или участник с правом «Управлять сервером».

host-extended = Срок фазы продлён до { $deadline }.

host-extended_public = Ведущий продлил фазу до { $deadline }.

host-extended_paused = Игра на паузе; к оставшемуся времени добавлено { $minutes } мин.

# /host announce: the host's official announcement, posted by the bot in the square.
host-announce_title = 📢 **Объявление ведущего**

host-announced = Объявление опубликовано на площади.

host-announce_empty = В объявлении нет текста.

host-announce_long = Объявление не помещается в одно сообщение Discord: { $length } знаков вместе с заголовком, можно { $limit }. Сократите его.

host-announce_failed = Не удалось опубликовать объявление: площадь недоступна боту.

# /host extend until: the phase ends at a clock time (or after a length from now).
host-until = Фаза закончится { $deadline }.

host-until_public = Ведущий назначил конец фазы: { $deadline }.

host-until_paused = Игра на паузе; после /ведущий продолжить фаза закончится не раньше, чем через столько же времени, сколько сейчас осталось до { $deadline }.

host-extend_what = Укажите одно: `минуты` (сколько добавить) или `до` (время конца, например 20:00 или «до 20:00»).

# /host extend player: one player's extra time past the phase's deadline.
grace-set = { $name } может сходить до { $deadline }. Остальные ходы и голоса закрываются, как обычно, { $phase_end }; итоги — когда { $name } сходит, но не позже { $deadline }.

grace-told = ⏳ Ведущий продлил вам срок хода до { $deadline }. Остальные ходы закрываются { $phase_end }, а фаза подождёт ваш ход.

grace-public_closed = ⏳ Срок фазы вышел: ходы и голоса больше не принимаются. Ведущий дал дополнительное время тому, кто ещё не сходил; итоги — не позже { $deadline }.

grace-closed = Срок этой фазы вышел: ходы и голоса больше не принимаются. Фаза ждёт только тех, кому ведущий продлил срок.

grace-not_in_game = { $name } уже не в игре.

grace-no_deadline = У фазы сейчас нет срока (игра на паузе или итоги на проверке): продлить срок одному игроку можно, когда часы идут.

grace-too_early = Это не позже срока фазы ({ $deadline }): личное продление должно заканчиваться позже.

host-paused = Игра поставлена на паузу.

host-paused_public = ⏸ Ведущий поставил игру на паузу.

host-already_paused = Игра уже на паузе.

host-not_paused = Игра не на паузе.

host-resumed = Игра продолжается.

host-resumed_review = Пауза снята. Итоги фазы ещё ждут вашей проверки: следующая фаза начнётся (со своим сроком), когда вы их опубликуете.

host-resumed_review_public = ▶ Пауза снята. Итоги фазы ещё проверяет ведущий; следующая фаза начнётся после их публикации.

host-review_clock = Итоги фазы ждут вашей проверки, а часы и так стоят: пауза и продление относятся к идущей фазе, а эта уже окончена. Опубликуйте итоги (следующая фаза начнётся с полным сроком; её можно сразу поставить на паузу) или нажмите «Вернуть фазу» и задайте новый срок.

host-phase_ended_paused = Фаза «{ $phase }» завершена. Игра всё ещё на паузе: следующая фаза ничего не принимает, и её срок пойдёт, когда вы снимете паузу (/ведущий продолжить).

host-resumed_public = ▶ Игра продолжается. Конец фазы: { $deadline }.

host-phase_ended = Фаза «{ $phase }» завершена.

host-phase_held = Фаза «{ $phase }» завершена; её итоги ждут вашей проверки в ветке { $thread }: опубликуйте их или верните фазу — до тех пор игра стоит.

host-phase_held_dm = Фаза «{ $phase }» завершена; её итоги ждут вашей проверки в личных сообщениях от бота: опубликуйте их или верните фазу — до тех пор игра стоит.

host-killed = { $name_gender ->
        [masculine] { $name } удалён
        [feminine] { $name } удалена
       *[other] Игрок { $name } удалён
    } из игры.

host-replaced = Место передано: теперь его занимает { $name }.

replace-welcome = { $user }, вы заняли место { NAME($old, case: "gen") } в игре №{ $game }: теперь оно ваше, а в текстах игры вы — { $name }. Выше — всё, что с этим местом было до вас. Сейчас идёт фаза «{ $phase }»; с этого места в ней уже стоит (можно изменить, пока фаза идёт):

replace-move = • ход: { $move }

replace-vote = • голос: за { NAME($target, case: "acc") }

replace-vote_peace = • голос: «мир» (никого не казнить)

replace-nothing = • ничего: ходов и голоса ещё нет.

host-replaced_public = Замена: { $old } передаёт место { $new } (в игре — { $name }).

host-already_playing = { $user } уже участвует в этой игре.

host-game_over = Игра окончена: { $outcome }. Итоги и роли — на площади.

confirm-kill_question = Удалить { NAME($name, case: "acc") } из игры? Этим игра закончится: { $outcome }. Отменить это будет нельзя — после конца игры отката нет.

confirm-kill_button = Да, удалить

confirm-end_question = Завершить игру №{ $game } сейчас? Фаза «{ $phase }» не будет подведена, игра закончится без победителя, а на площади вскроются все роли. Отменить это будет нельзя — после конца игры отката нет.

confirm-end_button = Да, завершить игру

confirm-stale = Эта кнопка подтверждала удаление в игре, какой она была, когда вы спросили; с тех пор игра изменилась (ход, голос, конец фазы или откат), и последствия могли стать другими. Вызовите /ведущий удалить ещё раз.

confirm-stale_end = Эта кнопка подтверждала конец игры в фазе, которая уже прошла. Если игру всё ещё нужно завершить, вызовите /игра конец ещё раз.

outcome-winner_future = победит { $winner }

outcome-draw_future = будет ничья

outcome-nobody_future = без победителя

outcome-winner_past = победитель — { $winner }

outcome-draw_past = ничья

outcome-nobody_past = без победителя

host-new_hosts = { $user } ведёт эту игру, а ведущий не может занять место игрока (он видит кладбище и площадь ночью). Выберите на замену другого участника.

host-kill_gone = { $name_gender ->
        [masculine] { $name } уже выбыл
        [feminine] { $name } уже выбыла
       *[other] Игрок { $name } уже выбыл
    } из игры: удалять некого.

host-plays = Вы сидите за столом этой игры: ведущий либо играет, либо ведёт, но не то и другое сразу. Инструменты ведущего вам недоступны, пока игра идёт.

host-phase_gone = Фаза «{ $phase }» уже закончилась раньше (по сроку или другой командой); ничего не изменено.

lost-recreated = ⚠️ Канал игры «{ $channel }» был удалён. Бот создал его заново и продолжает игру там; прежняя история канала пропала.

lost-thread = ⚠️ Личная ветка { NAME($name, case: "gen") } удалена, и бот не может писать { $name_gender ->
        [masculine] ему
        [feminine] ей
       *[other] ему
    } результаты. Ветку с историей не восстановить: решите, продолжать ли игру (/ведущий замена, /игра конец).

lost-channel = ⚠️ Канал или ветка игры (id { $channel }) удалены, и бот не может туда писать. Проверьте каналы командой /мафия настройка или завершите игру (/игра конец).

failed-role = ⚠️ Discord не дал { $op ->
        [add] выдать
       *[remove] снять
    } роль «{ $role }» участнику { $user }: пока это так, он { $op ->
        [add] не получает
       *[remove] сохраняет
    } права этой роли (что читать и где писать). Поднимите роль бота «{ $bot }» выше ролей игры в настройках сервера (Роли) и проверьте, что у неё есть право «Управлять ролями». Бот повторит попытку (и с другими отказанными ролями) в конце каждой фазы и после каждого хода и напишет, когда всё выполнено.

failed-roles_fixed = ✅ Отложенные изменения ролей игры выполнены ({ $count }).

failed-watch = ⚠️ Discord не дал { $on ->
        [true] открыть
       *[false] закрыть
    } кладбище для зрителя { $user }. Проверьте права бота на канале кладбища (Управлять правами) и выполните /мафия настройка.

failed-square = ⚠️ Discord не дал сменить права роли живых на площади { $channel }: площадь может быть открыта или закрыта не по фазе. Проверьте права бота на канале (Управлять правами) и выполните /мафия настройка.

failed-threads = ⚠️ Discord не дал сменить права на ветки в канале { $channel }. Проверьте права бота на канале (Управлять правами) и выполните /мафия настройка.

failed-faction = ⚠️ Discord не дал открыть общую ветку группы ({ $names }): её итоги придут в личные ветки участников. Проверьте, что у бота есть право «Создавать приватные ветки», и что на сервере меньше 1000 активных веток.

failed-thread = ⚠️ Discord не дал { $op ->
        [add] добавить
       *[remove] убрать
    } участника { $user } { $op ->
        [add] в ветку
       *[remove] из ветки
    } { $thread }. Сделайте это вручную или проверьте право бота «Управлять ветками».

lost-role = ⚠️ Роль игры «{ $role }» удалена, и бот не смог создать её заново: выполните /мафия настройка.

lost-role_recreated = ⚠️ Роль «{ $role }» была удалена. Бот создал её заново и раздал игрокам; проверьте её место в списке ролей сервера (ниже роли бота).

settings-unknown_variant = Таких вариантов нет: { $variants }. Есть: { $known }.

settings-variants = На сервере включены варианты: { $variants }. /игра новая предлагает только их.

settings-all_variants = На сервере включены все установленные варианты.

settings-openers = Открывать игры могут участники с правом «Управлять сервером» и с ролью «{ $role }».

settings-openers_managers = Открывать игры могут только участники с правом «Управлять сервером».

settings-openers_game_role = Роль «{ $role }» бот сам выдаёт и забирает: ведущему — на время его игры, игрокам — на время игры. Кто получит её как право открывать игры, лишится его после первой же игры. Создайте отдельную роль (например, «Ведущие игр») и назовите её здесь.

settings-openers_special = Роль «{ $role }» нельзя сделать ролью открывающих: это роль бота или интеграции, либо @everyone. Создайте отдельную роль (например, «Ведущие игр»).

log-seed = Зерно раздачи: { $seed }

log-public = всем

log-pending = { "[" }ход] { $actor }: «{ $ability }» → { $targets }

log-pending_move = { "[" }ход] { $actor }: { $move }
# Who has not acted in the phase under way (the host's log): names, each with what he owes.
log-waiting = { "[" }ещё не сходили] { $names }
log-owes-move = { $name } (ход)
log-owes-vote = { $name } (голос)
log-owes-both = { $name } (ход и голос)

log-removed = { "[" }удаление] { $name }: причина ведущего — { $reason }

log-empty = Журнал пуст.

log-attached = Полный журнал игры — во вложении.

cmd-grp-mafia-name = мафия

cmd-grp-mafia-desc = Настройка сервера для мафии

cmd-grp-game-name = игра

cmd-grp-game-desc = Игра: запись, начало, конец

cmd-grp-host-name = ведущий

cmd-grp-host-desc = Инструменты ведущего

cmd-setup-name = настройка

cmd-setup-desc = Создать или подхватить каналы и роли для игры

cmd-new-name = новая

cmd-new-desc = Открыть запись на новую игру

cmd-timing-name = время

cmd-timing-desc = Длина фаз или время их конца

cmd-roles-name = роли

cmd-roles-desc = Задать список тайных ролей (через запятую)

cmd-start-name = старт

cmd-start-desc = Раздать роли и начать игру

cmd-end-name = конец

cmd-end-desc = Завершить игру или отменить запись

cmd-join-name = записаться

cmd-join-desc = Записаться на игру

cmd-leave-name = выписаться

cmd-leave-desc = Выписаться из игры

cmd-act-name = ход

cmd-act-desc = Отправить ход в этой фазе

cmd-withdraw-name = отменить

cmd-withdraw-desc = Отменить отправленный ход

cmd-actions-name = ходы

cmd-actions-desc = Что вы отправили в этой фазе

cmd-vote-name = голос

cmd-vote-desc = Проголосовать днём

cmd-unvote-name = снять-голос

cmd-unvote-desc = Снять свой голос

cmd-role-name = роль

cmd-role-desc = Ваша карточка роли

cmd-status-name = статус

cmd-status-desc = Открытое состояние игры и время до конца фазы

cmd-extend-name = продлить

cmd-extend-desc = Продлить фазу

cmd-end_phase-name = конец-фазы

cmd-end_phase-desc = Завершить фазу сейчас

cmd-pause-name = пауза

cmd-pause-desc = Остановить часы игры

cmd-resume-name = продолжить

cmd-resume-desc = Снова запустить часы игры

cmd-announce-name = объявление

cmd-announce-desc = Официальное объявление на площади от имени ведущего

cmd-note-name = заметка

cmd-note-desc = Заметка ведущего к итогам, которые ждут проверки

cmd-p-note_text-name = текст

cmd-p-note_text-desc = Текст заметки (пусто — убрать заметку с этого места)

cmd-p-note_line-name = строка

cmd-p-note_line-desc = Под какой строкой итогов на площади (номер из проверки)

cmd-p-note_player-name = игрок

cmd-p-note_player-desc = К чьим личным итогам

cmd-decide-name = исход

cmd-decide-desc = Решить исход, который правила оставляют монетке или ведущему

cmd-p-decide_player-name = игрок

cmd-p-decide_player-desc = Кого выбрать

cmd-p-announce_text-name = текст

cmd-p-announce_text-desc = Текст объявления (\n — новая строка)

cmd-replace-name = замена

cmd-replace-desc = Передать место игрока другому участнику

cmd-kill-name = удалить

cmd-kill-desc = Удалить игрока за нарушение правил

cmd-log-name = журнал

cmd-log-desc = Полный журнал игры (только ведущему)

cmd-variants-name = варианты

cmd-variants-desc = Какие варианты правил играет сервер

cmd-openers-name = открывающие

cmd-openers-desc = Кто, кроме управляющих сервером, может открывать игры

cmd-p-variants-name = варианты

cmd-p-variants-desc = Варианты через запятую (hp, romanian); пусто — все установленные

cmd-p-opener_role-name = роль

cmd-p-opener_role-desc = Роль, которой можно открывать игры; пусто — только управляющие сервером

cmd-p-variant-name = вариант

cmd-p-variant-desc = Вариант правил

cmd-p-options-name = настройки

cmd-p-options-desc = Настройки варианта: имя=значение, ...

cmd-p-early_end-name = досрочно

cmd-p-early_end-desc = Заканчивать фазу, как только все походили

cmd-p-night-name = ночь

cmd-p-night-desc = Ночь: минуты (90, 12h) или время конца (20:00 МСК)

cmd-p-day-name = день

cmd-p-day-desc = День: минуты (90, 24h) или время конца (20:00 МСК)

cmd-p-phase-name = фаза

cmd-p-phase-desc = Любая фаза варианта (подготовка, фазы луны …)

cmd-p-length-name = длина

cmd-p-length-desc = Её длина: минуты (90, 12h) или время конца (20:00 МСК)

cmd-p-roles-name = роли

cmd-p-roles-desc = Тайные роли через запятую; пусто — по правилам варианта

cmd-p-roles_public-name = открыто

cmd-p-roles_public-desc = Показать список в сообщении о записи (да) или держать в тайне (нет)

cmd-p-public_role-name = явная-роль

cmd-p-public_role-desc = Явная роль (кто первым занял, того и роль)

cmd-p-ability-name = способность

cmd-p-ability-desc = Что вы применяете

cmd-p-target-name = цель

cmd-p-target-desc = На кого

cmd-p-target2-name = цель2

cmd-p-target2-desc = Вторая цель, если способность берёт две

cmd-p-targets-name = цели

cmd-p-targets-desc = Сколько угодно целей через запятую

cmd-p-cards-name = карты

cmd-p-cards-desc = Карта, которую играете («рукав: Удар»), или список карт (колода)

cmd-p-guess-name = догадка

cmd-p-guess-desc = Роль, роли через запятую или «Имя=Роль, …»

cmd-p-role-name = роль

cmd-p-role-desc = Роль, которую вы выбираете

cmd-p-choice-name = выбор

cmd-p-choice-desc = Вариант или число

cmd-p-text-name = текст

cmd-p-text-desc = Текст

cmd-p-vote_target-desc = Кого казнить (или мир)

cmd-p-minutes-name = минуты

cmd-p-minutes-desc = Сколько минут добавить

cmd-p-until-name = до

cmd-p-until-desc = Время конца фазы (20:00, до 20:00 МСК) или длина от сейчас (90 минут, 1,5 ч)

cmd-p-extend_player-name = игрок

cmd-p-extend_player-desc = Продлить срок только этому игроку

cmd-p-old-name = игрок

cmd-p-old-desc = Кто уходит

cmd-p-new-name = замена

cmd-p-new-desc = Кто занимает место

cmd-p-player-name = игрок

cmd-p-player-desc = Кого удалить

cmd-p-reason-name = причина

cmd-p-reason-desc = За что

# /profile gender and /join gender: what the member chose ($told: masculine, feminine, other
# or auto), and how texts will speak of them ($name_gender is the gender in force).
profile-gender_set = { $told ->
        [masculine] Тексты игры будут говорить о вас в мужском роде: «{ $name } погиб».
        [feminine] Тексты игры будут говорить о вас в женском роде: «{ $name } погибла».
        [other] Тексты игры будут говорить о вас без рода: «Игрок { $name } погиб».
       *[auto] Род будет угадан по имени { $name }: { $guessed ->
            [masculine] мужской («{ $name } погиб»).
            [feminine] женский («{ $name } погибла»).
           *[other] по имени не понять, тексты скажут без рода («Игрок { $name } погиб»).
        }
    } Это действует для записи и следующих игр; уже начатая игра говорит так, как начала.

cmd-grp-profile-name = профиль

cmd-grp-profile-desc = Ваши настройки игрока

cmd-gender-name = род

cmd-gender-desc = Как тексты игры говорят о вас: «погиб», «погибла» или без рода

cmd-p-gender-name = род

cmd-p-gender-desc = Как тексты игры говорят о вас: мужской, женский род или без рода

cmd-c-gender-masculine-name = мужской («погиб»)

cmd-c-gender-feminine-name = женский («погибла»)

cmd-c-gender-other-name = без рода («игрок … погиб»)

cmd-c-gender-auto-name = угадать по имени

# /profile declension: whether texts decline the member's name ($declined: true, false);
# $name is the name he plays under (NAME declines it only when it is an ordinary first name).
profile-declension_set = { $declined ->
        [false] Тексты игры будут писать ваше имя так, как оно написано: «проверили { NAME($name, case: "acc") }», «с { NAME($name, case: "ins") }».
       *[true] Тексты игры будут склонять ваше имя, если это обычное русское имя: «проверили { NAME($name, case: "acc") }», «с { NAME($name, case: "ins") }»; ник, латиница или имя из нескольких слов пишутся как есть, через слово «игрок».
    } Это действует для следующих игр; уже начатая игра говорит так, как начала.

cmd-declension-name = склонение

cmd-declension-desc = Склонять ли ваше имя в текстах игры («проверили Аню») или писать как есть

cmd-p-declension-name = склонение

cmd-p-declension-desc = Склонять ваше имя или писать как есть

cmd-c-declension-declined-name = склонять («проверили Аню»)

cmd-c-declension-as_typed-name = писать как есть («проверили игрока Аня»)

config-expect-story = нужно "full" (журнал и картинки ночей), "text" (только журнал) или "off".

act-instant = Сыграно сразу: { $action }. Мгновенный ход отменить нельзя.

act-card_choice = { $card } — { $pile }{ $instant }{ $cost }

act-card_cost = { " " }· Цена { $cost }

act-instant_word = { " " }(мгновенная)

# Another player's ability used in his name (fantasy's Кукла): «Пророчество — от имени игрока Борис».
act-controlled_choice = { $ability } — от имени { NAME($player, case: "gen") }{ $instant }

act-field-card = карта

stats-none = У { NAME($name, case: "gen") } на этом сервере ещё нет законченных игр.

stats-player = { "*" }*{ $name }** на этом сервере: игр — { $games }, побед — { $wins } ({ $share }), в живых к концу игры — { $survived }.

stats-by_side = По сторонам:

stats-by_role = По ролям:

stats-row = • { $what }: игр — { $games }, побед — { $wins }

stats-board_empty = На этом сервере ещё нет законченных игр.

stats-board_header = { "*" }*Рейтинг сервера.** Игр — { $games }, игроков — { $players }.

stats-board_sides = Победы сторон: { $sides }.

stats-board_row = { $place }. { $name } — { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) } (рейтинг { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }), { $games } { $games ->
        [one] игра
        [few] игры
       *[many] игр
    }, побед — { $wins }

# Nobody has enough games yet: the board is empty, the games are counted.
stats-board_nobody = Пока никто не сыграл { $min } { $min ->
        [one] игру
        [few] игры
       *[many] игр
    } — с этого числа игрок попадает в рейтинг.

stats-board_rest = Ещё { $count } { $count ->
        [one] игрок пока сыграл
        [few] игрока пока сыграли
       *[many] игроков пока сыграли
    } меньше { $min } { $min ->
        [one] игры
       *[other] игр
    } и в рейтинг не { $count ->
        [one] попал
       *[other] попали
    }.

stats-board_method = Порядок — по осторожной оценке «рейтинг − 3σ» (байесовский рейтинг Вэна — Линя по командным победам: растёт от побед над сильными, σ — его неуверенность); в рейтинге — сыгравшие от { $min } { $min ->
        [one] игры
       *[other] игр
    }.

stats-rating = Рейтинг: { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }, осторожная оценка — { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }; место в рейтинге сервера — { $place }.

stats-rating_unranked = Рейтинг: { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($sigma, minimumFractionDigits: 1, maximumFractionDigits: 1) }, осторожная оценка — { NUMBER($score, minimumFractionDigits: 1, maximumFractionDigits: 1) }; в рейтинг сервера попадёт после { $min } { $min ->
        [one] игры
       *[other] игр
    }.

# The rating before the player's last games and after each of them, and the change.
stats-trend = За { $count ->
        [one] последнюю { $count } игру
        [few] последние { $count } игры
       *[many] последние { $count } игр
    }: { $steps } ({ $change }).

cmd-stats-name = статистика

cmd-stats-desc = Ваши результаты на этом сервере

cmd-leaderboard-name = рейтинг

cmd-leaderboard-desc = Лучшие игроки сервера

cmd-p-stats_player-name = игрок

cmd-p-stats_player-desc = Чьи результаты (по умолчанию — ваши)

cmd-p-review_on-name = включить

cmd-p-review_on-desc = Включить или выключить

cmd-review-name = проверка

cmd-review-desc = Проверять итоги каждой фазы до публикации

cmd-undo-name = откат

cmd-undo-desc = Отменить последний конец фазы, удаление, замену или мгновенный ход

cmd-deck-name = колода

cmd-deck-desc = Открыть редактор колоды в своей ветке

review-pending = Фаза окончена: ведущий проверяет её итоги. Дождитесь их публикации.

review-mode_on = Проверка итогов включена: в конце каждой фазы итоги сначала увидите вы (в своей ветке «Ведущий»), а игроки — только после кнопки «Опубликовать».

review-mode_off = Проверка итогов выключена: итоги фаз публикуются сразу.

review-mode_off_pending = Проверка итогов выключена со следующей фазы; итоги этой фазы ещё ждут вашего решения.

review-public_wait = ⏳ Фаза «{ $phase }» окончена. Ведущий проверяет итоги — они появятся здесь.

review-public_done = ✅ Фаза «{ $phase }» окончена: ведущий проверил итоги — они ниже.

# The host's thread (an unseated host's only): opened at the start with the deal; then the moves as they
# arrive, who has not acted (one message per phase, edited), every private result. No player is ever
# mentioned here: a mention inside a private thread adds the member to it.
hostthread-name = Ведущий: игра №{ $game }

hostthread-intro = { "*" }*Ветка ведущего.** Здесь раздача, ходы и голоса по мере поступления, кто ещё не сходил, и каждый личный итог — с тем, кому он сказан; здесь же проверка итогов. Игроки эту ветку не видят. Не упоминайте здесь игроков через @: упоминание в приватной ветке добавляет человека в неё.

hostthread-move = { "[" }ход] { $actor }: { $move }

hostthread-withdraw = { "[" }ход] { $actor } отменяет ход «{ $ability }»

hostthread-vote = { "[" }голос] { $actor } → { $target }

hostthread-unvote = { "[" }голос] { $actor } снимает голос

hostthread-answer = { "[" }ответ] { $actor }: { $answer }

hostthread-waiting = ⏳ { "*" }*{ $phase }** — ещё не сходили: { $names }

hostthread-all_done = ✅ { "*" }*{ $phase }** — все сходили.

log-thread = Ходы, голоса и личные итоги по мере поступления — в вашей ветке ведущего: { $thread }

review-title = { "*" }*Проверка итогов: { $phase }** (игра №{ $game })

review-hint = Игроки ничего не увидят, пока вы не нажмёте «Опубликовать». «Вернуть фазу» продолжит её с теми же ходами и новым сроком.

review-moves = __Ходы фазы:__

review-move_line = • { $actor }: { $move }

review-public = __На площадь:__

review-private = __Лично:__

review-private_line = • { $names }: { $text }

review-nothing = (ничего)

review-game_over = Этой фазой игра закончится. Победитель: { $winner }.

review-line_number = `[{ $number }]`

review-private_note = • 📝 заметка для { NAME($name, case: "gen") }: { $text }

review-chance = 🎲 { $topic }: { $options } — { $by ->
        [master] решили вы: { $chosen }.
       *[chance] выпало: { $chosen }. Решить иначе: /ведущий исход игрок:…
    }

review-topic-coin = Монетка при ничьей

review-tools = Поправки до публикации: /ведущий заметка текст:… строка:<номер> — заметка под строкой итогов на площади (номер — в квадратных скобках в конце строки); /ведущий заметка текст:… игрок:… — заметка к личным итогам игрока (пустой текст убирает заметку). Поправки хранятся в игре: откат и перезапуск их сохраняют.

review-no_review = Заметки и решение исхода — только пока итоги фазы ждут вашей проверки (/ведущий проверка включить:да).

review-note_where = Укажите одно: `строка` (номер строки итогов из проверки) или `игрок` (чьи личные итоги).

review-no_line = В итогах для площади нет строки { $line }: строк { $count }.

review-note_set = Заметка добавлена: { $text }. Новая проверка — в ветке.

review-note_removed = Заметка убрана. Новая проверка — в ветке.

review-no_chance = В итогах этой фазы нет исхода, который решает монетка или ведущий.

review-not_an_option = { $name } не из тех, между кем выбирает исход: { $options }.

review-decided = Исход решён: { $name }. Новая проверка — в ветке.

review-done_corrected = ✏ Исправлено — новая проверка ниже.

phase-host_note = 📝 *Ведущий:* { $text }

review-approve = Опубликовать

review-add_flavour = Строка ведущего

review-send_back = Вернуть фазу

review-flavour_title = Строка к итогам

review-flavour_label = Строка под заголовком итогов

review-send_back_title = Вернуть фазу

review-send_back_label = Новый срок: минуты (90, 12h) или 20:00

review-closed = Эта проверка уже закрыта: фаза опубликована или возвращена, и итоги, которые она показывала, устарели. Действуйте кнопками последней проверки.

review-published = Итоги фазы «{ $phase }» опубликованы.

review-flavour_set = Строка будет под заголовком итогов: { $line }

review-flavour_cleared = Строки ведущего не будет.

review-reopened = Фаза «{ $phase }» продолжается с теми же ходами до { $deadline }.

review-reopened_public = ↩ Ведущий вернул фазу «{ $phase }»: ходы можно отправлять и менять до { $deadline }.

review-done_published = ✅ Опубликовано.

review-done_sent_back = ↩ Фаза возвращена.

review-done_ended = ⏹ Игра завершена до публикации: эти итоги не вышли.

review-public_ended = ⏹ Фаза «{ $phase }» окончена, но ведущий завершил игру, не опубликовав её итоги; ниже — роли и история игры.

review-call = { $host }, итоги фазы ждут вашей проверки.

review-reminder = { $host }, итоги фазы «{ $phase }» ждут вашей проверки уже { $minutes } мин.: пока вы их не опубликуете или не вернёте фазу, игра стоит.

review-status = Фаза окончена, ведущий проверяет итоги.

review-host_pending = Эта фаза уже окончена: её итоги ждут вас в вашей ветке ведущего (опубликовать или вернуть фазу).

undo-nothing = Отменять нечего: ни одна фаза ещё не закончилась, мгновенных ходов не было, и ведущий никого не удалял и не заменял.

undo-unknown_replacement = Эту замену отменить нельзя: бот не знает, кто сидел на месте до неё (замена сделана до обновления бота).

undo-in_review = Сейчас итоги фазы ждут вашей проверки: опубликуйте их или верните фазу, потом отменяйте.

undo-what_phase = итоги фазы «{ $phase }»

undo-what_kill = удаление { NAME($name, case: "gen") }

undo-what_instant = мгновенный ход «{ $ability }» { NAME($name, case: "gen") }

undo-what_answer = ответ { NAME($name, case: "gen") }, сработавший сразу

undo-what_command = последнюю команду, сработавшую сразу

undo-what_replace = замену { NAME($old, case: "gen") } → { $new }

undo-confirm = Отменить { $what }? Игра будет пересыграна из записанных команд без этого; игроки увидят поправку.

undo-drops = Вместе с этим пропадут и другие последующие команды: { $count }.

undo-drops_move = Пропадут ходы { NAME($names, case: "gen") } в фазе «{ $phase }».

undo-drops_vote = Пропадут голоса { NAME($names, case: "gen") } в фазе «{ $phase }».

undo-drops_told = Бот попросит этих игроков отправить пропавшее заново.

undo-resend = { $user }, ведущий отменил { $what }, и { $lost ->
        [move] ваш ход в фазе «{ $phase }» пропал
        [vote] ваш голос в фазе «{ $phase }» пропал
       *[both] ваши ход и голос в фазе «{ $phase }» пропали
    }. Отправьте { $lost ->
        [move] его
        [vote] его
       *[both] их
    } заново в фазе «{ $phase }».

undo-button = Да, отменить

undo-stale = Эта кнопка подтверждала отмену игры, какой она была, когда вы спросили; с тех пор игра изменилась (ход, голос, конец фазы или другой откат), и отменилось бы уже другое. Вызовите /ведущий откат ещё раз.

undo-done = Вы отменили { $what }.

undo-public = ↶ **Поправка:** ведущий отменил { $what }. Игра идёт так, как будто этого не было.

undo-private = ↶ **Поправка:** ведущий отменил { $what }; полученные из-за этого итоги выше недействительны.

undo-log = { "[" }откат { $when }] ведущий отменил { $what } (команд: { $count })

deck-title = { "*" }*Сбор колоды — «{ $ability }»**

deck-role = Ваша тайная роль: { $role }. Ваши цвета: { $colours } и { $neutral }.

deck-rules = Правила: не меньше { $minimum } карт; не больше { $copies } копий одной карты (Нейтральных — сколько угодно); карт своих цветов — сколько угодно, прочих — не больше { $off }.

deck-deadline = Колоду можно менять до { $deadline }; кто её не пришлёт, получит колоду по умолчанию. Пока идёт сбор — радиомолчание: площадь и ветки закрыты.

deck-total = В колоде карт: { $total } (нужно не меньше { $minimum }); чужих цветов: { $other } из { $off }.

deck-colour_line = { $colour }{ $mark }: { $cards }

deck-foreign = { " " }(чужой цвет)

deck-chosen = Выбрана: «{ $card }» ({ $colour }, Цена { $cost }, { $when }) — { $text } В колоде: { $count }.

deck-pick_hint = Выберите цвет, затем карту; «+1» и «−1» меняют число её копий.

deck-bad = ⚠️ Так нельзя: { $reason }

deck-good = ✅ Колода по правилам: нажмите «Отправить колоду».

deck-sent_line = Колода отправлена (карт: { $count }); её можно изменить и отправить снова до конца подготовки.

deck-sent_changed = Колода отправлена (карт: { $count }), но черновик с тех пор изменён: отправьте его снова, иначе в силе останется отправленная.

deck-closed_sent = Редактор закрыт. В игре отправленная колода (карт: { $count }).

deck-closed_unsent = Редактор закрыт. Колода не была отправлена: в игре колода по умолчанию.

deck-closed_replaced = Этот редактор закрыт: открыт новый (ниже).

deck-yours = Ваша колода (карт: { $count }): { $cards }.

deck-editor_closed = Этот редактор колоды уже закрыт.

deck-pick_first = Сначала выберите карту в меню.

deck-empty = Колода пуста: добавьте карты.

deck-sent = Колода принята (карт: { $count }). Её можно изменить до { $deadline }.

deck-rebuilt = Новая колода принята (карт: { $count }).

deck-not_empty = Новую колоду можно собрать, только когда старая пуста (в ней ещё карт: { $count }).

deck-cannot = Сейчас колоду собрать нельзя.

deck-opened = Редактор колоды — в вашей личной ветке.

deck-pick_colour = Цвет карт

deck-pick_card = Карты цвета «{ $colour }»

deck-colour_own = { $colour } — ваш цвет (в колоде: { $count })

deck-colour_other = { $colour } — чужой цвет (в колоде: { $count })

deck-card_option = { $card } · Цена { $cost } · в колоде { $count }

deck-when-night = ночью

deck-when-day = днём

deck-when-any = в любую фазу

deck-when-instant = мгновенная

deck-button-sub = −1

deck-button-add = +1

deck-button-clear = Очистить

deck-button-auto = Колода по умолчанию

deck-button-send = Отправить колоду

deck-button-prev = ◀ Назад

deck-button-next = Дальше ▶

run-bad_shards = Не понимаю --shard-ids «{ $value }»: нужны номера шардов через запятую, например 0,1.

config-expect-max_tables = нужно целое число столов на сервер, от 1 до 50.

config-expect-shard_count = нужно целое число шардов, не меньше 1.

config-expect-shard_ids = нужен список номеров шардов этого процесса, каждый от 0 до shard_count − 1, без повторов (и задан shard_count).

config-expect-shard_retry = нужно число секунд больше нуля.

cli-help-shard_ids = номера шардов этого процесса через запятую (0,1); вместе с --shard-count

cli-help-shard_count = сколько всего шардов у бота

table-outside =
    Эта команда работает в каналах стола (площадь, кладбище, канал игры и их ветки). Столы на сервере:
    { $tables }

table-bad_name = Название стола — от 1 до 30 знаков, без символов < > @ # : * _ ~ ` |.

table-too_many = На сервере уже { $count } столов — это предел (max_tables = { $maximum } в config.toml).

table-made = Стол «{ $name }» готов: его каналы — в категории «{ $category }».

spectate-done = Вы зритель этой игры: все личные итоги приходят в ветку { $thread }, кладбище открыто. Писать на площади и в ветках игроков вы не можете.

spectate-already = Вы уже зритель этой игры: ветка { $thread }.

spectate-playing = Вы играете в этой игре: зрителем можно стать, только выбыв из неё насовсем.

spectate-may_return = В этом варианте мёртвые могут вернуться в игру, поэтому игрокам смотреть игру целиком нельзя.

spectate-talks_on = Вы и после смерти говорите на площади (Мститель), поэтому смотреть игру целиком нельзя.

spectate-still_moves = В эту фазу ({ $phase }) вы ещё можете { $what }: зритель видит все роли и личные итоги, поэтому смотреть игру можно, когда фаза кончится.

spectate-too_many_threads = Ветку зрителей открыть нельзя: на сервере уже 1000 активных веток — предел Discord. Пусть администратор архивирует старые ветки (или подождите, пока Discord уберёт их в архив), и попробуйте снова.

spectate-failed = Не удалось добавить вас в ветку зрителей; попробуйте ещё раз или спросите ведущего.

spectate-cannot_replace = { $user } смотрит эту игру как зритель и знает все тайные итоги: заменить игрока он не может.

spectate-noted = Вы записаны зрителем: когда игра начнётся, вас добавят в ветку зрителей на кладбище — там будут все роли и каждый личный итог. Записаться игроком в эту игру вы уже не можете.

spectate-already_lobby = Вы уже записаны зрителем этой игры: ветку зрителей вы получите, когда игра начнётся.

spectate-signed_up = Вы записаны игроком в эту игру: чтобы смотреть её, сначала выпишитесь из списка.

spectate-cannot_join = Вы записаны зрителем этой игры и увидите все роли, поэтому играть в ней не можете.

spectate-question = → { $to }: ждём ответа — { $options }

spectate-question_free = → { $to }: ждём ответа (свободный текст, например имя игрока)

spectate-intro = { "*" }*Ветка зрителей.** Здесь — все роли и каждый личный итог игры. Ничего отсюда не пересказывайте живым игрокам.

spectate-mirror = → { $to }: { $text }

# The graveyard's one greeting of a game, edited as the dead arrive (one line per phase).
graveyard-greeting_watch = { "*" }*Кладбище.** Здесь говорят выбывшие. Выбывшие насовсем могут смотреть игру целиком (все личные итоги) — кнопкой ниже или командой /смотреть.

graveyard-greeting = { "*" }*Кладбище.** Здесь говорят выбывшие.

graveyard-arrivals = { $phase }: { $names }

# What a player who left the game is told in his own thread.
death-dead = { "*" }*Вы погибли** ({ $phase }).

## Why a player is out (core.model.Exit): death-<why>.

death-died = { "*" }*Вы погибли** ({ $phase }).

death-jailed = { "*" }*Вас посадили в тюрьму** ({ $phase }).

death-exiled = { "*" }*Вас вывели из игры до её конца** ({ $phase }).

death-reason = Причина (её знаете только вы и ведущий): { $reason }

death-out = { "*" }*Вы выбыли из игры** ({ $phase }).

death-removed = { "*" }*Ведущий удалил вас из игры** ({ $phase }).

death-back = { "*" }*Вы снова в игре** ({ $phase }): ходы, голос и площадь снова ваши, как у всех живых.

death-told = Городу объявлено: { $text }

death-still = В эту фазу ({ $phase }) вы ещё можете { $what }.

death-may_act = сделать ход (/ход)

death-may_vote = проголосовать (/голос)

death-talks_on = По правилам вы и дальше говорите на площади.

death-silent = Писать на площади и в ветках игры вы больше не можете; читать их — можно.

death-graveyard = Кладбище открыто: там говорят выбывшие.

death-watch = Смотреть игру целиком (все роли и личные итоги) — кнопкой на кладбище или командой /смотреть.

death-watch_later = Смотреть игру целиком (все роли и личные итоги) можно будет, когда кончится эта фаза, — кнопкой на кладбище или командой /смотреть: пока у вас есть ход, зрителем не стать.

death-may_return = По правилам этой игры выбывшие могут вернуться: следите за этой веткой.

shard-not_owner = Этот сервер сейчас обслуживает другой процесс бота (он перезапускается). Попробуйте через минуту.

button-spectate = Смотреть игру

thread-spectators = Зрители

cmd-p-table_name-name = название

cmd-p-table_name-desc = Название нового стола; пусто — первый стол сервера

cmd-spectate-name = смотреть

cmd-spectate-desc = Смотреть игру: кладбище и все личные итоги (не для живых игроков)

stale-host = ⚠ Игру №{ $game }{ $table } не удалось восстановить после перезапуска бота: записанная команда №{ $number } из { $total } ({ $phase }) — { $command } — теперь не принимается правилами: { $reason }
    Игра остановлена: бот её не ведёт, таймеры не идут. Все её записи сохранены как были; остальные игры идут как обычно. Стол остаётся за этой игрой: новую игру за ним не начать, роли и права игроков остаются как были. Что делать: либо дождаться обновления бота, правила которого снова примут эту команду (сообщите администратору бота — в журнале бота есть подробности), и игра продолжится с того же места; либо завершить её командой /игра конец в канале стола — тогда роли игры снимаются, как в конце любой игры.

stale-held = За этим столом стоит игра №{ $game }, которую бот не смог восстановить после обновления правил (ведущему отправлены подробности). Пока она не завершена, стол занят: дождитесь обновления бота или завершите её (/игра конец, для ведущего).

stale-displaced = ⚠ Игру №{ $game } не удалось продолжить после перезапуска бота: за её столом уже идёт игра №{ $holder } (её начали, пока бот не мог загрузить игру №{ $game }). Бот ведёт игру №{ $holder }; записи игры №{ $game } сохранены как были.

stale-ended = Ведущий завершил игру №{ $game }, которую бот не мог продолжить после обновления правил. Итоги — на момент, до которого игра восстанавливается.

stale-table = { " " }(стол «{ $name }»)

stale-act = ход «{ $ability }» { NAME($name, case: "gen") }

stale-act_targets = ход «{ $ability }» { NAME($name, case: "gen") } → { $targets }

stale-vote = голос { NAME($name, case: "gen") } против { NAME($target, case: "gen") }

stale-vote_peace = голос { NAME($name, case: "gen") } «за мир»

stale-unvote = отмена голоса { NAME($name, case: "gen") }

stale-withdraw = отмена хода «{ $ability }» { NAME($name, case: "gen") }

stale-answer = ответ { NAME($name, case: "gen") }: «{ $answer }»

stale-end = конец фазы

stale-remove = удаление { NAME($name, case: "gen") }

stale-replace = замена { NAME($name, case: "gen") } на { NAME($new, case: "acc") }

stale-other = команда ведущего или бота

stale-seat = место { $seat }

## /правила (bot/cogs/rules.py)

cmd-rules-name = правила

cmd-rules-desc = Слова книги правил: роль, способность, карта, состояние или фаза

cmd-p-rules_query-name = запрос

cmd-p-rules_query-desc = Роль, способность, карта, состояние или фаза

cmd-p-rules_variant-name = вариант

cmd-p-rules_variant-desc = Какая книга правил (по умолчанию — игры за этим столом)

rules-button = Правила роли

rules-book_edition = { $title }, издание { $edition }

rules-kind-role = роль

rules-kind-ability = способность

rules-kind-card = карта

rules-kind-faction = сторона

rules-kind-status = состояние

rules-kind-phase = фаза

rules-empty = Напишите, что найти: роль, способность, карту, состояние или фазу.

rules-several = По запросу «{ $query }» нашлось несколько записей: { $names }. Выберите одну из подсказок.

rules-unknown = В правилах нет «{ $query }». Может быть, вы имели в виду: { $names }?

rules-unknown_nothing = В правилах нет «{ $query }» и ничего похожего. Начните набирать название — подсказки покажут, что есть.

rules-unknown_variant = Книги правил «{ $variant }» нет. Есть: { $known }.

rules-gone = Этой книги правил у бота больше нет.
