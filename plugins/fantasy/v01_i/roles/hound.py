"""Гончая Ада (Демоны): Укус — 1 урон, не по цели других демонов этой ночью, перезарядка
ночь; Гон (Л) — загнанной в угол: выжившую после Укуса жертву атакует следующей ночью сама."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import ATTACK, NIGHT, recharge, tags
from plugins.fantasy.common.state import DEMONS

ROLE = Role("Гончая Ада", faction=DEMONS, aliases=("Гончая",), abilities=(
    Ability("Укус", phase=NIGHT, value=4, check=recharge, tags=tags(ATTACK)),
))
