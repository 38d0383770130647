"""Ведьма: Порча (раз за цикл ночей тайно: атакованный цель умирает сразу); v0.1 Смена пола
(любой день, публично: цель не голосует этим днём); I Печать Небес (4 раза за игру: если
Ведьма и отмеченный погибают в одну ночь, Ведьма остаётся жива со всеми жизнями)."""

from core.rules import Ability, Role

from plugins.fantasy.common.roles import DAY, NIGHT, ONLY_I, ONLY_V01, PUBLIC, not_self, once_a_phase, tags

ROLE = Role("Ведьма", public=True, abilities=(
    Ability("Порча", phase=NIGHT, per_cycle=1, aliases=("Проклятие! Порча", "Проклятие Порча"), check=not_self),
    Ability("Смена пола", phase=DAY, instant=True, aliases=("Проклятие! Смена пола", "Проклятие Смена пола"),
            slot="пол", check=once_a_phase,
            tags=tags(ONLY_V01, PUBLIC)),
    Ability("Печать Небес", phase=NIGHT, uses=4, allow_dead_target=True, check=not_self, slot="печать",
            aliases=("Проклятие! Печать Небес", "Проклятие Печать Небес"), tags=tags(ONLY_I)),
))
