"""Оракул: Пророчество (раз за игру, в любой момент: тайная роль цели); в издании I
Транс (раз за цикл ночей: действие названной тайной роли на ночь)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import ANY, DAY, INFO, ONLY_I, not_self, tags

ROLE = Role("Оракул", public=True, abilities=(
    # «В любой момент»: by day it answers at once; by night with the night's information.
    Ability("Пророчество", phase=ANY, instant=True, uses=1, check=not_self, tags=tags(INFO)),
    # Named by day, the role's action is the Оракул's for the next night.
    Ability("Транс", phase=DAY, instant=True, per_cycle=1, min_targets=0, max_targets=0, needs=frozenset({"role"}),
            targeted=False, tags=tags(ONLY_I)),
))
