"""Тварь (Нейтрал): Приспосабливайся (Т,К: маска), Пожирай (2 урона; убив — +1 жизнь и
может сменить маску; перезарядка ночь), Превзмогай (не попадает в Лазарет), Уничтожай
(побеждает одна), Раздражай (пока жива, другие не побеждают)."""

from core.rules import Ability, Role

from plugins.fantasy.roles._common import ATTACK, K, NIGHT, START, T, all_of, not_self, recharge, start_only, tags
from plugins.fantasy.state import NEUTRAL

ROLE = Role("Тварь", faction=NEUTRAL, abilities=(
    Ability("Приспосабливайся", phase=NIGHT, min_targets=0, max_targets=0, needs=frozenset({"role"}),
            targeted=False, slot="маска", check=start_only, tags=tags(T, K, START, "mask")),
    # choice «маска»: take the victim's role as the new mask if it dies.
    Ability("Пожирай", phase=NIGHT, value=1, choices=("маска", "сменить маску", "нет"),
            check=all_of(not_self, recharge), tags=tags(ATTACK)),
))
