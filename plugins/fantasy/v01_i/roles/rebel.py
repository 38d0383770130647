"""Бунтарь: Митинг — v0.1: раз за цикл ночей три голоса против себя, его голос этим днём за
пять; I: раз за цикл ночей публично указывает цель, против неё на следующий день 4 голоса.
Анархизм: не может стать Мэром."""

from core.game import Game
from core.model import Player
from core.rules import Ability, Action, Rejection, Role, reject
from core.resolution import Resolution

from plugins.fantasy.common.mechanics import is_v01, gs, REBEL
from plugins.fantasy.common.roles import DAY, PUBLIC, tags
from plugins.fantasy.common.state import Vote


def rally_target(game: Game, player: Player, action: Action) -> Rejection | None:
    if is_v01(game):
        if action.targets and action.targets != (player.seat,):
            return reject("reject.fantasy.rally_self", ability=action.ability)
    elif not action.targets:
        return reject("reject.target_count", ability=action.ability, min=1, max=1)
    elif action.targets == (player.seat,):  # I: a rally against another (v0.1's is against himself)
        return reject("reject.not_self", ability=action.ability)
    return None


ROLE = Role(REBEL, public=True, abilities=(
    Ability("Митинг", phase=DAY, instant=True, per_cycle=1, min_targets=0, max_targets=1, check=rally_target,
            tags=tags(PUBLIC)),
))


def rally(res: Resolution, action: Action) -> None:
    actor = res.player(action.actor)
    if is_v01(res.game):
        gs(res.game).extra_votes.append(Vote(res.phase.index, actor.seat, 3, "Митинг"))
        gs(res.game).rallies.add((res.phase.index, actor.seat))
        res.announce("fantasy.rally_self", actor=actor.name)
    else:
        target = res.player(action.target)
        gs(res.game).extra_votes.append(Vote(res.phase.index + 2, target.seat, 4, "Митинг"))
        res.announce("fantasy.rally", actor=actor.name, player=target.name)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Митинг": rally,
}
