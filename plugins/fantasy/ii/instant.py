"""«В любой момент» in edition II: an ability used so (the Тварь's Приспосабливайся, the Демиург's Ва-банк)
resolves the moment it is accepted, by its role module's ``INSTANT`` table."""

from __future__ import annotations

from typing import Callable

from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.ii.roles import by_ability


def instant(res: Resolution) -> None:
    table = instant_abilities(res)
    for action in res.actions:
        run = table.get(action.ability)
        if run is not None:
            run(res, action)


def instant_abilities(res: Resolution) -> dict[str, Callable[[Resolution, Action], None]]:
    """The instant abilities' functions, by ability: what the role modules declare (``INSTANT``)."""
    return by_ability(res.game, "INSTANT")
