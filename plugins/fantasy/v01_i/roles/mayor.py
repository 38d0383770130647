"""Мэр: Деспотия (два голоса на Вече), Преемственность (явная роль переходит наследнику)."""

from core.rules import Ability, Role, Action
from core.resolution import Resolution

from plugins.fantasy.common.roles import DAY, not_self, tags
from plugins.fantasy.common.mechanics import st

ROLE = Role("Мэр", public=True, abilities=(
    # Who inherits the role when the Мэр dies or goes to Тюрьма for life; named beforehand.
    Ability("Преемственность", phase=DAY, instant=True, slot="will", check=not_self, targeted=False, tags=tags("will")),
))


def will(res: Resolution, action: Action) -> None:
    st(res.player(action.actor)).heir = action.target
    res.tell(action.actor, "fantasy.result.heir", target=res.player(action.target).name)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Преемственность": will,
}
