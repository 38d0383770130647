"""A commented skeleton for a new secret role of the cards book.

Copy this file to ``roles/<role>.py`` (the module is found by itself, after the listed ones) and fill it
in. A secret role is its faction and the colours of the cards it may take: what it does is the cards it
plays (``cards.toml``), resolved by the phase's order table (``plugins/cards/order.py``), which needs no
new line. A public role is a line of ``public.ORDER`` (the order public roles act in) and its abilities.
The role card's short text goes into ``locale/ru.ftl``.
"""

from core.rules import Role

from plugins.cards.factions import LAW

COLOURS = ("Разведка",)  # the role's colours besides Нейтральный
ROLE = Role("Новая роль", faction=LAW, tags=frozenset({"secret"}))
