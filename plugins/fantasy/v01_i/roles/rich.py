"""Богач: Взятка — оправдывает приговорённого Вечем (v0.1: раз за игру, I: 3 раза)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import DAY, all_of, not_accused_target, uses_by_edition

ROLE = Role("Богач", public=True, abilities=(
    Ability("Взятка", phase=DAY, instant=True, aliases=("Оправдать",),
            check=all_of(not_accused_target, uses_by_edition({"v0.1": 1, "I": 3}))),
))
