"""Дознаватель (Закон): Дознание (двое живых не в Тюрьме, кроме себя: одна ли сторона);
в Полулуние вместо него Пытка (раз за игру: 1 урон, выжившая цель — тайная роль)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.roles import INFO, NIGHT, all_of, half_moon, not_self, tags, targets_free
from plugins.fantasy.common.mechanics import damage, seen_role
from plugins.fantasy.common.state import LAW, NEUTRAL
from plugins.fantasy.v01_i.night import act, sc, targets

ROLE = Role("Дознаватель", faction=LAW, abilities=(
    Ability("Дознание", phase=NIGHT, min_targets=2, max_targets=2, allow_self=False,
            check=all_of(not_self, targets_free), tags=tags(INFO)),
    Ability("Пытка", phase=NIGHT, uses=1, check=all_of(half_moon, not_self), tags=tags(INFO)),
))


def inquiry(res: Resolution) -> None:
    """Дознание: whether the two targets are of one side (blocked: as if both were Мирные жители)."""
    for action in res.of("Дознание", include_cancelled=True):
        a, b = (res.player(s) for s in targets(res, action))
        if action.actor in sc(res).blocked:
            same = True  # as if both were Мирные жители: one side
        else:
            same = _side(res.game, a) == _side(res.game, b)
        res.tell(action.actor, "fantasy.result.same_side" if same else "fantasy.result.other_side",
                 first=a.name, second=b.name)


def _side(game, player) -> str:
    """The side a check sees: the mask's faction where a mask is worn."""
    shown = seen_role(game, player)
    role = game.variant.roles.roles.get(shown)
    faction = role.faction if role is not None and role.faction else player.faction
    return shown if faction == NEUTRAL else faction  # each neutral is a side of its own


def torture(res: Resolution) -> None:
    """Пытка: one damage to the target (with the night's other harm)."""
    for action in act(res, "Пытка"):
        damage(res.game, targets(res, action)[0], 1, "Пытка")


def torture_told(res: Resolution) -> None:
    """Пытка, in the morning: a target who lived through it shows his secret role."""
    for action in act(res, "Пытка"):
        seat = targets(res, action)[0]
        if res.player(seat).alive:
            res.tell(action.actor, "fantasy.result.role_of", target=res.player(seat).name,
                     role=seen_role(res.game, res.player(seat)))
