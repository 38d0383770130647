"""Бандит: Поймать в подворотне (раз за игру днём, публично: у цели остаётся одна жизнь);
в издании I Атас! (раз за цикл ночей защищается от 2 урона в эту ночь)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import DAY, NIGHT, ONLY_I, PUBLIC, not_self, tags

ROLE = Role("Бандит", public=True, abilities=(
    Ability("Поймать в подворотне", phase=DAY, instant=True, uses=1, aliases=("Подворотня",), check=not_self,
            tags=tags(PUBLIC)),
    Ability("Атас!", phase=NIGHT, per_cycle=1, min_targets=0, max_targets=0, targeted=False,
            aliases=("Атас",), slot="атас", tags=tags(ONLY_I)),
))
