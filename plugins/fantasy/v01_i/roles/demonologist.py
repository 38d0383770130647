"""Демонолог (Демоны): Sacrifice! (Полнолуние: урон = демоны на Кладбище; если цель умерла —
перепризыв демона), Protective circle (Л), Aura of darkness (Л,Т), Знакомства по ту сторону."""

from core.game import Game
from core.model import Player
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import ATTACK, NIGHT, all_of, full_moon, tags
from plugins.fantasy.common.state import DEMONS


def resummon(game: Game, player: Player, action: Action) -> Rejection | None:
    """The second target, if named, is a demon to summon back."""
    if len(action.targets) == 2 and game.players[action.targets[1]].faction != DEMONS:
        return reject("reject.fantasy.not_a_demon", name=game.players[action.targets[1]].name)
    return None


ROLE = Role("Демонолог", faction=DEMONS, abilities=(
    Ability("Sacrifice!", phase=NIGHT, min_targets=1, max_targets=2, allow_dead_target=True,
            aliases=("Sacrifice", "Жертвоприношение"), value=2, check=all_of(full_moon, resummon),
            tags=tags(ATTACK)),
))
