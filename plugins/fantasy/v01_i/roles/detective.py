"""Сыщик: Расследование (раз за цикл ночей, публично: какие способности отправили цель на
Кладбище); в издании I Элементарно! (раз за игру: случайная тайная роль)."""

from core.rules import Ability, Role, Action
from core.resolution import Resolution

from plugins.fantasy.common.roles import DAY, INFO, ONLY_I, PUBLIC, target_dead, tags
from plugins.fantasy.common.mechanics import seen_role, st

ROLE = Role("Сыщик", public=True, abilities=(
    Ability("Расследование", phase=DAY, instant=True, per_cycle=1, allow_dead_target=True, check=target_dead,
            aliases=("Расследуй", "Расследовать"),
            tags=tags(INFO, PUBLIC)),
    Ability("Элементарно!", phase=DAY, instant=True, uses=1, min_targets=0, max_targets=0, targeted=False,
            aliases=("Элементарно",), tags=tags(ONLY_I, INFO)),
))


def investigate(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    res.announce("fantasy.investigation", actor=res.player(action.actor).name, player=target.name)
    res.tell(action.actor, "fantasy.result.investigation", target=target.name, abilities=st(target).killed_by)


def elementary(res: Resolution, action: Action) -> None:
    """Элементарно!: the secret role of a random other player (his name told with it)."""
    others = [p for p in res.game.players if p.seat != action.actor]
    found = res.game.rng.choice(others)
    res.tell(action.actor, "fantasy.result.role_of", target=found.name, role=seen_role(res.game, found))


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Расследование": investigate,
    "Элементарно!": elementary,
}
