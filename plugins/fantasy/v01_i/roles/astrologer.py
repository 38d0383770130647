"""Астролог: Составить гороскоп — раз за цикл ночей; если цель применяла способности
тайной роли, узнаёт её тайную роль (в издании I — и все её действия)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import INFO, NIGHT, not_self, tags

ROLE = Role("Астролог", public=True, abilities=(
    Ability("Составить гороскоп", phase=NIGHT, per_cycle=1, aliases=("Гороскоп",), check=not_self,
            tags=tags(INFO)),
))
