"""Дворянин: Влияние (каждый день диктует голоса другого персонажа, не одну цель два дня
подряд); в издании I Взятка (раз за игру срывает голосование, на следующий день против него
2 голоса)."""

from core.game import Game
from core.model import Player
from core.rules import Ability, Action, Rejection, Role, reject
from core.resolution import Resolution

from plugins.fantasy.common.roles import DAY, ONLY_I, PUBLIC, all_of, once_a_phase, puppet_votes, tags
from plugins.fantasy.common.mechanics import gs, NOBLE
from plugins.fantasy.common.state import Vote


def not_twice_running(game: Game, player: Player, action: Action) -> Rejection | None:
    """The puppet (the first target) may not be the same two days running."""
    last = game.phase.index - 2
    for use in player.uses_of(action.ability):
        if use.phase == last and use.targets and use.targets[0] == action.targets[0]:
            return reject("reject.repeat_target", ability=action.ability, name=game.players[use.targets[0]].name)
    return None


def puppet_not_self(game: Game, player: Player, action: Action) -> Rejection | None:
    if action.targets and action.targets[0] == player.seat:
        return reject("reject.not_self", ability=action.ability)
    return None


ROLE = Role(NOBLE, public=True, abilities=(
    # targets: [whose votes, for whom]; with one target the votes go where the Дворянин votes.
    Ability("Влияние", phase=DAY, instant=True, min_targets=1, max_targets=2,
            check=all_of(puppet_not_self, puppet_votes, not_twice_running, once_a_phase)),
    Ability("Взятка", phase=DAY, instant=True, uses=1, min_targets=0, max_targets=0, targeted=False,
            aliases=("Сорвать голосование",), tags=tags(ONLY_I, PUBLIC)),
))


def influence(res: Resolution, action: Action) -> None:
    """Влияние: the puppet's votes (both of a Мэр's) go where the Дворянин says."""
    dest = action.targets[1] if len(action.targets) > 1 else None
    gs(res.game).influence[(res.phase.index, action.targets[0])] = (action.actor, dest)
    res.tell(action.actor, "fantasy.result.influence", target=res.player(action.targets[0]).name,
             targets=[res.player(dest).name] if dest is not None else [])


def bribe(res: Resolution, action: Action) -> None:
    """Взятка (Дворянин, I): the vote is broken; 2 votes against him the next day."""
    gs(res.game).void_vote_day = res.phase.index
    gs(res.game).extra_votes.append(Vote(res.phase.index + 2, action.actor, 2, "Взятка"))
    res.announce("fantasy.vote_broken", actor=res.player(action.actor).name)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Влияние": influence,
}
