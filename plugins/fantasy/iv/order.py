"""The order of resolution of edition IV of the fantasy book («Темный Гримуар»): one table.

Every phase of the week (Новолуние, Полулуние, Полнолуние: ``MOONS``) resolves the same steps. Each line
of ``STEPS`` is ``(order, step name, function)``, the function of a module of this package (``resolve``,
``roles.<role>``, imported here) run over the phase's :class:`core.resolution.Resolution`; ``ORDER`` is the
table the engine reads, ``(order, step name, phase kind, function)``, one line per step and moon.
The steps: blocks; Очарование; Темница; the moves that happened; potions; shields; attacks; what is not an
attack; information; the Сделки; the statuses (``resolve.py`` says what each does). A role whose move is
resolved at a place of its own adds one line to ``STEPS``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from plugins.fantasy.iv import resolve
from plugins.fantasy.iv.abilities import ATTACK, BLOCK, GRAVE_LOOK, JAILS, SHIELD
from plugins.fantasy.iv.roles import (
    demonologist, devil, doctor, horseman, hound, inquisitor, marauder, necromancer, peasant, philosopher, priest,
)
from plugins.fantasy.iv.state import MOONS

if TYPE_CHECKING:
    from core.resolution import Resolution

STEPS = [
    (10, "iv blocks", resolve.blocks),
    (15, "iv Очарование", resolve.charm),
    (17, "iv Темница", resolve.jails),
    (20, "iv moves", resolve.moves),
    (25, "iv potions", doctor.potions),
    (30, "iv shields", resolve.shields),
    (35, "iv attacks", resolve.attacks),
    # what is not an attack, and heals
    (40, "iv Котел грешников", devil.cauldron),
    (40.1, "iv Переливание жизни", necromancer.transfusion),
    (40.2, "iv Аутодафе", inquisitor.autodafe),
    (40.3, "iv Нить судьбы", horseman.thread_of_fate),
    (40.4, "iv Благословение", priest.blessing),
    (40.5, "iv Гедонизм", philosopher.hedonism),
    # information and gifts of abilities
    (50, "iv graves", resolve.graves),
    (50.1, "iv Дознание, Знание", resolve.role_checks),
    (50.2, "iv Слухи", peasant.rumours),
    (50.3, "iv Крест на двери", doctor.cross_on_the_door),
    (50.4, "iv Незримое присутствие", devil.unseen_presence),
    (50.5, "iv Черный копатель", marauder.black_digger),
    (50.6, "iv Факельное шествие", peasant.torch_procession),
    (50.7, "iv Слава", resolve.fame),
    (50.8, "iv Иммунитет, Потусторонняя сила", resolve.thresholds),
    (50.9, "iv Укус", hound.bite),
    (50.95, "iv Hellfire", demonologist.hellfire),
    (60, "iv Сделка", devil.deals),
    (90, "iv statuses", resolve.settle),
]

# The abilities a shared step resolves by their tag, not by name: tag -> that step (a line of ``STEPS``). An
# ability of a role is resolved by its role module (a step of its own), by a step that names it, or by its
# tag here: ``tests/plugins/fantasy/test_abilities_resolved.py`` checks every one is.
BY_TAG = {
    BLOCK: resolve.blocks,  # the blocked one's moves (but those marked Б) are void
    JAILS: resolve.jails,  # Темница: the jailed one's moves (but those marked Т) are void
    SHIELD: resolve.shields,  # the target takes no damage from attacks this phase
    ATTACK: resolve.attacks,  # its damage (``resolve._amount``) at its rank
    GRAVE_LOOK: resolve.graves,  # learns a dead one's secret role
}


def order() -> list[tuple[float, str, str, Callable[[Resolution], None]]]:
    """The table for the engine: every step of ``STEPS`` in every phase of the week."""
    return [(at, name, moon, where) for moon in MOONS for at, name, where in STEPS]
