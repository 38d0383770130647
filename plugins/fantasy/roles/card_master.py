"""Мастер карт (Нейтрал): Сдать карты, Тасовать карты (Л,Т), Кинуть карты (Л,Т), Раскрыть
карты (Л,Т: верный список явных и тайных ролей — единоличная победа, иначе выбывает)."""

from core.rules import Ability, Role

from plugins.fantasy.roles._common import ANY, L, PUBLIC, T, tags
from plugins.fantasy.state import NEUTRAL

ROLE = Role("Мастер карт", faction=NEUTRAL, abilities=(
    # text: «Имя: Явная/Тайная; Имя: Явная/Тайная; ...» — the full list of every player.
    Ability("Раскрыть карты", phase=ANY, instant=True, min_targets=0, max_targets=0, needs=frozenset({"text"}),
            targeted=False, slot="раскрыть", tags=tags(L, T, PUBLIC)),
))
