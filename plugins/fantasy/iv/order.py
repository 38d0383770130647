"""The order of resolution of edition IV of the fantasy book («Темный Гримуар»): one table.

Every phase of the week (Новолуние, Полулуние, Полнолуние: ``MOONS``) resolves the same steps. Each line
of ``ORDER`` is ``(order, step name, phase kinds, function)``, as in every book's table: the phase kinds are
``MOONS`` (the step runs in each), the function is one of a module of this package (``resolve``,
``roles.<role>``, imported here) run over the phase's :class:`core.resolution.Resolution`.
The steps: blocks; Очарование; Темница; the moves that happened; potions; shields; attacks; what is not an
attack; information; the Сделки; the statuses (``resolve.py`` says what each does). A role whose move is
resolved at a place of its own adds one line to ``ORDER``.
"""

from __future__ import annotations

from plugins.fantasy.iv import resolve
from plugins.fantasy.iv.abilities import ATTACK, BLOCK, GRAVE_LOOK, JAILS, SHIELD
from plugins.fantasy.iv.roles import (
    demonologist, devil, doctor, horseman, hound, inquisitor, marauder, necromancer, peasant, philosopher, priest,
)
from plugins.fantasy.iv.state import MOONS

ORDER = [
    (10, "iv blocks", MOONS, resolve.blocks),
    (15, "iv Очарование", MOONS, resolve.charm),
    (17, "iv Темница", MOONS, resolve.jails),
    (20, "iv moves", MOONS, resolve.moves),
    (25, "iv potions", MOONS, doctor.potions),
    (30, "iv shields", MOONS, resolve.shields),
    (35, "iv attacks", MOONS, resolve.attacks),
    # what is not an attack, and heals
    (40, "iv Котел грешников", MOONS, devil.cauldron),
    (40.1, "iv Переливание жизни", MOONS, necromancer.transfusion),
    (40.2, "iv Аутодафе", MOONS, inquisitor.autodafe),
    (40.3, "iv Нить судьбы", MOONS, horseman.thread_of_fate),
    (40.4, "iv Благословение", MOONS, priest.blessing),
    (40.5, "iv Гедонизм", MOONS, philosopher.hedonism),
    # information and gifts of abilities
    (50, "iv graves", MOONS, resolve.graves),
    (50.1, "iv Дознание, Знание", MOONS, resolve.role_checks),
    (50.2, "iv Слухи", MOONS, peasant.rumours),
    (50.3, "iv Крест на двери", MOONS, doctor.cross_on_the_door),
    (50.4, "iv Незримое присутствие", MOONS, devil.unseen_presence),
    (50.5, "iv Черный копатель", MOONS, marauder.black_digger),
    (50.6, "iv Факельное шествие", MOONS, peasant.torch_procession),
    (50.7, "iv Слава", MOONS, resolve.fame),
    (50.8, "iv Иммунитет, Потусторонняя сила", MOONS, resolve.thresholds),
    (50.9, "iv Укус", MOONS, hound.bite),
    (50.95, "iv Hellfire", MOONS, demonologist.hellfire),
    (60, "iv Сделка", MOONS, devil.deals),
    (90, "iv statuses", MOONS, resolve.settle),
]

# The abilities a shared step resolves by their tag, not by name: tag -> that step (a line of ``ORDER``). An
# ability of a role is resolved by its role module (a step of its own), by a step that names it, or by its
# tag here: ``tests/plugins/fantasy/test_abilities_resolved.py`` checks every one is.
BY_TAG = {
    BLOCK: resolve.blocks,  # the blocked one's moves (but those marked Б) are void
    JAILS: resolve.jails,  # Темница: the jailed one's moves (but those marked Т) are void
    SHIELD: resolve.shields,  # the target takes no damage from attacks this phase
    ATTACK: resolve.attacks,  # its damage (``resolve._amount``) at its rank
    GRAVE_LOOK: resolve.graves,  # learns a dead one's secret role
}

