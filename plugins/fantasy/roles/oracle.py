"""Оракул: Пророчество (раз за игру, в любой момент: тайная роль цели); в издании I
Транс (раз за цикл ночей: действие названной тайной роли на ночь)."""

from core.game import Game
from core.model import Player
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.fantasy.roles._common import DAY, INFO, NIGHT, ONLY_I, all_of, not_self, tags

def once_a_game(game: Game, player: Player, action: Action) -> Rejection | None:
    """One Пророчество a game, by day or by night."""
    if player.uses_of("Пророчество") or player.uses_of("Пророчество ночью"):
        return reject("reject.used_up", ability="Пророчество", uses=1)
    return None


ROLE = Role("Оракул", public=True, abilities=(
    # «В любой момент»: by day it answers at once; by night with the night's information.
    Ability("Пророчество", phase=DAY, check=all_of(not_self, once_a_game), tags=tags(INFO, "any_moment")),
    Ability("Пророчество ночью", phase=NIGHT, aliases=("Пророчество",), check=all_of(not_self, once_a_game),
            tags=tags(INFO, "any_moment", "twin:Пророчество")),
    # Named by day, the role's action is the Оракул's for the next night.
    Ability("Транс", phase=DAY, per_cycle=1, min_targets=0, max_targets=0, needs=frozenset({"role"}),
            targeted=False, tags=tags(ONLY_I)),
))
