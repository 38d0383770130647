toy-killed = Убит игрок { $player }.

toy-executed = Казнён игрок { $player }.

toy-checked = { $target }: { $faction }.

toy-deck_unknown = Таких карт нет: { $cards }.

toy-deck_size = В колоде должно быть от 3 до 5 карт, а в вашей { $count }.

toy-deck_copies = Одной карты в колоде может быть не больше двух копий.

toy-bad_source = Карту можно взять только из руки или из рукава, а не «{ $source }».

toy-card_not_held = Карты «{ $card }» нет там, откуда вы её берёте.

toy-dealt = Ваши карты: в руке { $hand }, в рукаве { $sleeve }.

toy-holds = В руке: { $hand }. В рукаве: { $sleeve }. В колоде: { $deck }.

toy-blocked = Вас сковали: этой ночью вы ничего не делали.

toy-raid = Мафии среди них: { $count }.

toy-guess_right = Догадка верна.

toy-guess_wrong = Догадка неверна.

toy-healed_via = Лечение ({ $via }) применено.

toy-verdict = Приговор приведён в исполнение: { $player }.

# key: phase.новолуние
phase-novolunie = Новолуние { $number }

# key: phase.полулуние
phase-polulunie = Полулуние { $number }

# key: phase.полнолуние
phase-polnolunie = Полнолуние { $number }
