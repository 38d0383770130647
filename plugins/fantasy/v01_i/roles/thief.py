"""Вор: Кража (раз за цикл ночей: следующим днём цель без способностей явной роли и голоса);
в издании I Смотрящий (раз за игру -3 голоса против себя)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import DAY, NIGHT, ONLY_I, not_self, tags

ROLE = Role("Вор", public=True, abilities=(
    Ability("Кража", phase=NIGHT, per_cycle=1, aliases=("Обворовать", "Обворуй"), check=not_self),
    Ability("Смотрящий", phase=DAY, instant=True, uses=1, min_targets=0, max_targets=0, targeted=False,
            tags=tags(ONLY_I)),
))
