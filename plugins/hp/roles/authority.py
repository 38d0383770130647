"""Авторитет: днём заставляет другого игрока голосовать вместе с собой (day.tally).

The pulled player's vote is replaced by the authority's (a player who did not vote votes too;
if the authority does not vote, nothing happens). A Политик pulled gives 1 vote, keeps 1.5 for
his own choice. Not the same player two days in a row; not onto the authority's own target
(refused if his vote is already known, ignored at the tally otherwise); a coma player is not
pulled; VIP is immune: a pull on him is accepted and changes nothing (day.tally).
"""

from core.game import Game
from core.model import Player, PhaseKind
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.hp.mechanics import VIP, has_public


def immune(game: Game, seat: int) -> bool:
    """VIP's immunity: the day ability is used, but does nothing to him ("иммунитет")."""
    return has_public(game, game.players[seat], VIP)


def not_own_vote(game: Game, player: Player, action: Action) -> Rejection | None:
    if game.votes.get(player.seat) == action.target:
        return reject("reject.hp.authority_self_vote", target=game.players[action.target].name)
    return None


ROLE = Role("Авторитет", public=True,
            abilities=(Ability("Авторитет", phase=PhaseKind.DAY, allow_self=False, no_repeat_target=True,
                               check=not_own_vote, aliases=("Заставить",)),))
