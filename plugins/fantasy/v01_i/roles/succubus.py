"""Суккуб (Демоны): Очарование (Полнолуние: все действия цели уходят на выбранного);
Ревность (загнанной в угол — вместо Очарования 1 урон)."""

from core.resolution import Resolution
from core.rules import Ability, Role

from plugins.fantasy.common.mechanics import HOUND, IMP
from plugins.fantasy.common.roles import ATTACK, NIGHT, all_of, full_moon, tags, when_cornered
from plugins.fantasy.common.state import DEMONS
from plugins.fantasy.v01_i.night import act, sc

ROLE = Role("Суккуб", faction=DEMONS, abilities=(
    # targets: [the charmed, whom the charmed's moves now reach]
    Ability("Очарование", phase=NIGHT, min_targets=2, max_targets=2, check=full_moon),
    Ability("Ревность", phase=NIGHT, value=8, allow_self=False, check=all_of(full_moon, when_cornered((IMP, HOUND))),
            tags=tags(ATTACK)),
))


def charm(res: Resolution) -> None:
    """Очарование: tonight every move of the charmed reaches the Суккуб's choice (``night.targets``)."""
    for action in act(res, "Очарование"):
        charmed, new = action.targets
        sc(res).redirect[charmed] = new
