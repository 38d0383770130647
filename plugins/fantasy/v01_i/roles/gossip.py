"""Сплетник: Компромат (вместо голоса копит его; копилка тратится в любой день); в издании I
Слухи (в начале игры выбирает цель; узнаёт обо всех действиях на неё)."""

from core.resolution import Resolution
from core.rules import Ability, Role, Action

from plugins.fantasy.common.mechanics import in_prison, st, gs, GOSSIP
from plugins.fantasy.common.roles import (
    DAY, NIGHT, ONLY_I, START, all_of, not_self, once_a_phase, savings_to_spend, start_only, tags,
)
from plugins.fantasy.v01_i.night import sc
from plugins.fantasy.common.state import Vote

ROLE = Role(GOSSIP, public=True, abilities=(
    # No target: this day's vote goes to the savings; a target: all savings go against it.
    Ability("Компромат", phase=DAY, instant=True, min_targets=0, max_targets=1, slot="компромат",
            check=all_of(savings_to_spend, once_a_phase)),
    Ability("Слухи", phase=NIGHT, uses=1, targeted=False, slot="слухи", check=all_of(start_only, not_self),
            tags=tags(ONLY_I, START)),
))


def rumours(res: Resolution) -> None:
    """Слухи (I): every move on the chosen target, each night."""
    night = sc(res)
    for player in res.game.players:
        s = st(player)
        if s.rumour_target is None or not player.alive or in_prison(player):
            continue
        heard = [f"{res.player(m[0]).name}: {m[2]}" for m in night.moves if m[1] == s.rumour_target
                 and m[2] != "Слухи"]
        res.tell(player.seat, "fantasy.result.rumours", target=res.player(s.rumour_target).name, moves=heard)


def rumour_target(res: Resolution) -> None:
    """Слухи (I), at the start: the chosen target, whose moves the Сплетник hears of each night."""
    for action in res.of("Слухи"):
        st(res.player(action.actor)).rumour_target = action.target
        res.tell(action.actor, "fantasy.result.rumour_target", target=res.player(action.target).name)


def compromat(res: Resolution, action: Action) -> None:
    """Компромат: no target — this day's vote goes to the savings instead of being cast;
    a target — every saved vote goes against it today, on top of the ordinary vote."""
    game = res.game
    s = st(res.player(action.actor))
    if action.target is None:
        s.savings += 1
        gs(game).saving.add((res.phase.index, action.actor))
        game.void_vote(action.actor)
        res.tell(action.actor, "fantasy.result.saved", savings=s.savings)
    elif s.savings:
        gs(game).extra_votes.append(Vote(res.phase.index, action.target, s.savings, "Компромат"))
        res.tell(action.actor, "fantasy.result.spent", savings=s.savings, target=res.player(action.target).name)
        s.savings = 0


# The instant abilities (day, «в любой момент»): resolved the moment they are used (``day.instant``).
INSTANT = {
    "Компромат": compromat,
}
