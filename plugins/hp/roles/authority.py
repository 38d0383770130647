"""Авторитет: днём заставляет другого игрока голосовать вместе с собой (day.tally).

The pulled player's vote is replaced by the authority's (a player who did not vote votes too;
if the authority does not vote, nothing happens). A Политик pulled gives 1 vote, keeps 1.5 for
his own choice. Not the same player two days in a row; not onto the authority's own target
(refused if his vote is already known, ignored at the tally otherwise); a coma player is not
pulled; VIP is immune.
"""

from core.game import Game
from core.model import Player, PhaseKind
from core.rules import Ability, Action, Rejection, Role, reject

from plugins.hp.mechanics import VIP, has_public


def not_vip(game: Game, player: Player, action: Action) -> Rejection | None:
    for seat in action.targets:
        if has_public(game, game.players[seat], VIP):
            return reject("reject.hp.vip", ability=action.ability, target=game.players[seat].name)
    return None


def not_own_vote(game: Game, player: Player, action: Action) -> Rejection | None:
    rejection = not_vip(game, player, action)
    if rejection is None and game.votes.get(player.seat) == action.target:
        return reject("reject.hp.authority_self_vote", target=game.players[action.target].name)
    return rejection


ROLE = Role("Авторитет", public=True,
            abilities=(Ability("Авторитет", phase=PhaseKind.DAY, allow_self=False, no_repeat_target=True,
                               check=not_own_vote),),
            summary="Каждый день заставляет игрока голосовать вместе с собой (не одного и того же 2 дня подряд).")
STEPS: list = []
