"""Псих (Нейтрал): Нож (любой урон, половину получает сам), Лечение (1 раз), Кара."""

import re

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Action, Ability, Rejection, Role, reject

from plugins.hp.mechanics import CIVILIAN, NEUTRAL, PSYCHO, hit
from plugins.hp.roles._common import heal_ability, law_guess_only


def amount_of(action: Action) -> int | None:
    """The amount named: «60», «60 хп», «60 урона»."""
    for value in (action.choice, action.text):
        if value is not None:
            found = re.fullmatch(r"\s*(-?\d+)\s*(хп|hp|урона?)?\s*\.?\s*", str(value), re.IGNORECASE)
            return int(found.group(1)) if found else None
    return None


def knife_amount(game: Game, player: Player, action: Action) -> Rejection | None:
    if player.role != PSYCHO:
        return None
    amount = amount_of(action)
    if amount is None or amount < 1:
        return reject("reject.hp.knife_amount")
    return None


ROLE = Role(
    PSYCHO,
    faction=NEUTRAL,
    abilities=(
        # The amount of damage is the move's choice (a whole number).
        Ability("Нож", allow_self=False, needs=frozenset({"choice"}), check=knife_amount, tags=frozenset({"attack"})),
        heal_ability(),
        Ability("Кара", allow_self=False, needs=frozenset({"guess"}), check=law_guess_only),
    ),
)


def psycho_knife(res: Resolution, action: Action) -> None:
    amount = amount_of(action) or 0
    hit(res, action.actor, action.target, amount, "Нож")
    others = [p for p in res.game.living() if p.seat != action.actor]
    # No self-damage once only civilians are left besides him.
    if not all(p.role == CIVILIAN for p in others):
        hit(res, action.actor, action.actor, amount // 2, "Нож", attack=False)
