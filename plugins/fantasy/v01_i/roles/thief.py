"""Вор: Кража (раз за цикл ночей: следующим днём цель без способностей явной роли и голоса);
в издании I Смотрящий (раз за игру -3 голоса против себя)."""

from core.resolution import Resolution
from core.rules import Ability, Role, Action

from plugins.fantasy.common.mechanics import st, gs
from plugins.fantasy.common.roles import DAY, NIGHT, ONLY_I, not_self, tags
from plugins.fantasy.v01_i.night import act, targets
from plugins.fantasy.common.state import Vote

ROLE = Role("Вор", public=True, abilities=(
    Ability("Кража", phase=NIGHT, per_cycle=1, aliases=("Обворовать", "Обворуй"), check=not_self),
    Ability("Смотрящий", phase=DAY, instant=True, uses=1, min_targets=0, max_targets=0, targeted=False,
            tags=tags(ONLY_I)),
))


def theft(res: Resolution) -> None:
    """Кража: the next day the target has no public role's abilities and no vote."""
    index = res.phase.index
    for action in act(res, "Кража"):
        s = st(res.player(targets(res, action)[0]))
        s.no_public_day, s.no_public_why = index + 1, "Кража"
        s.no_vote_day = index + 1


def watcher(res: Resolution, action: Action) -> None:
    gs(res.game).extra_votes.append(Vote(res.phase.index, action.actor, -3, "Смотрящий"))
    res.announce("fantasy.watcher", actor=res.player(action.actor).name)


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Смотрящий": watcher,
}
