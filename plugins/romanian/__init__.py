"""Румынские правила (forum mafia with two clans, cops, items and a 36-step
night) as a mafia-bot plugin."""

from __future__ import annotations

import dataclasses

from core.hookspecs import hookimpl
from core.model import PhaseKind
from core.registry import RoleRegistry, StepRegistry, TextRegistry, VariantRegistry
from core.rules import Faction, Role
from core.variant import Variant

from plugins.romanian import items, night
from plugins.romanian.mechanics import MAFIA, NEUTRAL, TOWN, VAMPIRES
from plugins.romanian import order
from plugins.romanian.roles import RoleModule, modules
from plugins.romanian.variant import BLOOD, EVERYONE, RomanianVariant


# More names a scenario or a player may use for a move (the book names most
# moves loosely: «выпустить из тюрьмы», «кусает», «прикрыть»...).
EXTRA_ALIASES = {
    "Выстрел": ("Выстрелить", "Стрельба"),
    "Прикрытие": ("Прикрыть", "Прикрытие копами"),
    "Допрос": ("Допросить", "Допрос посаженного"),
    "Перевязка": ("Перевязать",),
    "Лечение": ("Лечить",),
    "Выстрел в тюрьму": ("Выстрел в тюрьме", "Стрелять в тюрьму"),
    "Поиск следователя": ("Найти следователя",),
    "Поиск вербовщика": ("Найти вербовщика",),
    "Вербовка": ("Вербовать", "Завербовать"),
    "Цыганка": ("Визит цыганки", "Провести ночь", "Блок", "Блокировка"),
    "Барон": ("Связывание", "Связать игрока", "Блок"),
    "Гадалка": ("Внушение", "Чары гадалки"),
    "Вор": ("Обокрасть", "Воровство", "Украсть"),
    "Туроператор": ("Отправить в путешествие", "Отправить в тур"),
    "Телохранитель": ("Охрана", "Защитить", "Охранять", "Защищать"),
    "Свидетель": ("Наблюдение", "Следить", "Слежка", "Следить за целью"),
    "Журналист": ("Слежка журналиста", "Следить", "Наблюдение"),
    "Укус": ("Кусать", "Укусить"),
    "Маскировка": ("Маскироваться",),
    "Исповедь": ("Исповедовать",),
    "Двойной голос": ("Двойной голос мэра", "Голосовать двойным"),
    "Лишение голоса": ("Лишить голоса",),
    "Выпуск из тюрьмы": ("Выпустить из тюрьмы", "Выпуск", "Освобождение из тюрьмы"),
    "Шут": ("Поменять", "Подмена", "Обменять", "Поменять ходы", "Замена"),
    "Маска": ("Притвориться", "Маска шута"),
    "Маньяк": ("Убийство", "Рубить", "Убить"),
    "Голос барона": ("Голос связанного",),
    "Письмо": ("Письмо копу", "Письмо следователю"),
}


def with_aliases(role: Role) -> Role:
    abilities = tuple(
        dataclasses.replace(a, aliases=(*a.aliases, *(n for n in EXTRA_ALIASES[a.name] if n not in a.aliases)))
        if a.name in EXTRA_ALIASES else a
        for a in role.abilities)
    return dataclasses.replace(role, abilities=abilities) if abilities != role.abilities else role


@hookimpl
def mafia_register_variants(variants: VariantRegistry) -> None:
    variants.add(RomanianVariant)


@hookimpl
def mafia_register_roles(variant: type[Variant], roles: RoleRegistry) -> None:
    if variant is not RomanianVariant:
        return
    roles.add_faction(Faction(MAFIA, aliases=("Мафы", "Клан", "Мафиози", "Мафиозный клан", "Кланы", "mafia"),
                                 colour="orange"))
    roles.add_faction(Faction(TOWN, aliases=("Миры", "Мирные жители", "Мирный", "Мирный житель", "Мир", "Город",
                                             "Горожане", "Жители", "town"),
                              colour="blue"))
    roles.add_faction(Faction(VAMPIRES, aliases=("Вампир", "Вампир и обращённые", "Вампиры и обращённые",
                                                 "Обращённый вампир", "Обращённые", "vampires"),
                                  colour="purple"))
    roles.add_faction(Faction(NEUTRAL, aliases=("Нейтрал",), neutral=True, colour="yellow"))
    for module in modules():
        roles.add_module(module, RoleModule, with_aliases(module.ROLE))
    for ability in (*EVERYONE, BLOOD, *items.USES.values()):
        if ability.name not in roles.extra_abilities:
            roles.add_ability(ability)


@hookimpl
def mafia_register_steps(variant: type[Variant], steps: StepRegistry) -> None:
    if variant is not RomanianVariant:
        return
    for number, name in order.NIGHT.items():
        steps.add(float(number), name, PhaseKind.NIGHT, night.run_step(number))
    steps.add_moves(order.MOVES)
    steps.add_table(order.ORDER)


@hookimpl
def mafia_register_texts(variant: type[Variant], texts: TextRegistry) -> None:
    if variant is RomanianVariant:
        texts.add_package("plugins.romanian")
