"""Сплетник: Компромат (вместо голоса копит его; копилка тратится в любой день); в издании I
Слухи (в начале игры выбирает цель; узнаёт обо всех действиях на неё)."""

from core.game import Game
from core.model import Player
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.roles._common import DAY, NIGHT, ONLY_I, START, all_of, not_self, once_a_phase, start_only, tags

def savings_to_spend(game: Game, player: Player, action: Action) -> Rejection | None:
    """Spending (a target) needs saved votes: with an empty «копилка» the move could do nothing,
    so it is refused with the reason and the day's use is not spent."""
    from plugins.fantasy.mechanics import st

    if action.targets and not st(player).savings:
        return reject("reject.fantasy.no_savings", ability=action.ability)
    return None


ROLE = Role("Сплетник", public=True, abilities=(
    # No target: this day's vote goes to the savings; a target: all savings go against it.
    Ability("Компромат", phase=DAY, instant=True, min_targets=0, max_targets=1, slot="компромат",
            check=all_of(savings_to_spend, once_a_phase)),
    Ability("Слухи", phase=NIGHT, uses=1, targeted=False, slot="слухи", check=all_of(start_only, not_self),
            tags=tags(ONLY_I, START)),
))
