"""Мэр: Деспотия (два голоса на Вече), Преемственность (явная роль переходит наследнику)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import DAY, not_self, tags

ROLE = Role("Мэр", public=True, abilities=(
    # Who inherits the role when the Мэр dies or goes to Тюрьма for life; named beforehand.
    Ability("Преемственность", phase=DAY, instant=True, slot="will", check=not_self, targeted=False, tags=tags("will")),
))
