"""Начальник стражи (Закон): Пивное пузо (Л,Т); одна за ночь из Арест (раз за игру,
Тюрьма пожизненно), Дозор, На страже."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.roles import INFO, L, NIGHT, not_self, T, tags
from plugins.fantasy.common.mechanics import imprison
from plugins.fantasy.common.state import FOREVER, LAW
from plugins.fantasy.v01_i.night import act, sc, targets

# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Пивное пузо", (L, T))]

ROLE = Role("Начальник стражи", faction=LAW, abilities=(
    Ability("Арест", phase=NIGHT, uses=1, check=not_self),
    Ability("Дозор", phase=NIGHT, tags=tags(INFO)),
    Ability("На страже", phase=NIGHT, check=not_self, aliases=("Охрана",)),
))


def watch(res: Resolution) -> None:
    """Дозор: who came to the target tonight (no one, if the Начальник стражи was blocked)."""
    night = sc(res)
    for action in res.of("Дозор", include_cancelled=True):
        seat = targets(res, action)[0]
        if action.actor in night.blocked:
            visitors: list[str] = []
        else:
            visitors = [res.player(a).name for a in dict.fromkeys(m[0] for m in night.moves if m[1] == seat
                                                                   and m[0] != action.actor)]
        res.tell(action.actor, "fantasy.result.watch", target=res.player(seat).name, visitors=visitors)


def arrest(res: Resolution) -> None:
    """Арест: Тюрьма for life."""
    for action in act(res, "Арест"):
        imprison(res.game, res.player(targets(res, action)[0]), FOREVER)
