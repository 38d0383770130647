"""The book's public (day) roles, in the book's order: the order of the list
breaks ties on the Вече. Most are data (a starting card in the sleeve); the rest
are looked up by name where their rule applies (plugins/cards/resolve.py,
plugins/cards/variant.py)."""

from __future__ import annotations

from core.model import PhaseKind
from core.rules import Ability, Role

# The public roles a rule looks up by name (the others are data: a starting card).
PROSECUTOR = "Прокурор"
AUTHORITY = "Авторитет"
MONK = "Монах"
SHARPER = "Шулер"
GENIUS = "Гений"
SCIENTIST = "Ученый"
LUCKY = "Везунчик"
CROUPIER = "Крупье"
WARRIOR = "Воин"
BERSERK = "Берсерк"
STRONGMAN = "Здоровяк"
POLITICIAN = "Политик"
MARAUDER = "Мародер"
ADVOCATE = "Адвокат"
SOCIOPATH = "Социопат"
CULTIST = "Культист"
LAWYER = "Юрист"
AVENGER = "Мститель"

ORDER = (
    PROSECUTOR, AUTHORITY, MONK, "Пират", SHARPER, "Вор", "Охранник", "Проститутка", "Сыщик", GENIUS,
    SCIENTIST, LUCKY, "Секретарша", CROUPIER, WARRIOR, BERSERK, STRONGMAN, "Врач", "Наркоман", POLITICIAN,
    MARAUDER, ADVOCATE, "Солдат", SOCIOPATH, CULTIST, LAWYER, AVENGER,
)
OTHER = "(Другой)"

# «В начале игры вы получаете 1 карту … в Рукав»
STARTING_CARD = {
    "Пират": "Черная метка",
    "Вор": "Конфискация",
    "Охранник": "Камера наблюдения",
    "Проститутка": "Оглушение",
    "Сыщик": "Преследование",
    "Секретарша": "Кофе",
    "Врач": "Первая помощь",
    "Наркоман": "Укол стимулятора",
    "Солдат": "Время действовать",
}

PROSECUTOR_ABILITY = Ability(PROSECUTOR, phase=PhaseKind.DAY, min_targets=0, max_targets=0, uses=1,
                             slot="прокурор", targeted=False, aliases=("Усиление голоса", "+2 к голосу"))
LUCKY_ABILITY = Ability(LUCKY, phase=PhaseKind.NIGHT, instant=True, min_targets=0, max_targets=0,
                        slot="везунчик", targeted=False, aliases=("Пересдача", "Сбросить руку"),
                        tags=frozenset({"instant"}))
CULTIST_ABILITY = Ability(CULTIST, phase=PhaseKind.NIGHT, instant=True, min_targets=0, max_targets=0, uses=1,
                          needs=frozenset({"card"}), slot="культист", targeted=False,
                          aliases=("Добавить карту",), tags=frozenset({"instant"}))
ABILITIES = {PROSECUTOR: (PROSECUTOR_ABILITY,), LUCKY: (LUCKY_ABILITY,), CULTIST: (CULTIST_ABILITY,)}


def roles() -> list[Role]:
    found = [Role(name, public=True, abilities=ABILITIES.get(name, ())) for name in ORDER]
    found.append(Role(OTHER, public=True, free_name=True, aliases=("Другой",)))
    return found


def priority(public: str | None, title: str | None) -> tuple[int, str]:
    """The Вече's tie order: the book's list, then the invented roles by the
    alphabet of their names, then players without a public role."""
    if public in ORDER:
        return (ORDER.index(public), "")
    if public == OTHER:
        return (len(ORDER), (title or "").casefold().replace("ё", "е"))
    return (len(ORDER) + 1, "")


