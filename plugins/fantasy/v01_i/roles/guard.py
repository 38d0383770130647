"""Стражник (Закон): На страже в любую ночь; Пивное пузо (Л,Т); в Полулуние вместо неё
Темница (Тюрьма на день, ночь, день)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.roles import all_of, half_moon, L, NIGHT, not_self, T
from plugins.fantasy.common.mechanics import imprison
from plugins.fantasy.common.state import LAW
from plugins.fantasy.v01_i.night import act, targets

# Passive abilities: not moves, the night applies them (name, marks).
PASSIVES = [("Пивное пузо", (L, T))]

ROLE = Role("Стражник", faction=LAW, abilities=(
    Ability("На страже", phase=NIGHT, check=not_self, aliases=("Охрана",)),
    Ability("Темница", phase=NIGHT, check=all_of(half_moon, not_self)),
))


def dungeon(res: Resolution) -> None:
    """Темница: Тюрьма for a day, a night and a day."""
    for action in act(res, "Темница"):
        imprison(res.game, res.player(targets(res, action)[0]), res.phase.index + 3)  # день, ночь, день
