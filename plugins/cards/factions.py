"""The book's three factions and their line-ups."""

MAFIA, LAW, MANIAC = "Мафия", "Закон", "Маньяк"
MAFIA_ROLES = ("Босс", "Бандит", "Шпион")
LAW_ROLES = ("Офицер", "Полицейский", "Комиссар", "Вигиланте", "Судья", "Оператор")
LAW_SIZE = 8
