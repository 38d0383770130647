"""The day of edition II, its shared steps: the Вече (its count weighs the day's pending moves) and the evening.
The day's moves of one role (Пророчество, Митинг, Припарки…) are resolved in their role modules, a line of
``order.py`` each."""

from __future__ import annotations

from core.resolution import Resolution

from plugins.fantasy.common.mechanics import hurt
from plugins.fantasy.ii.state import BEAST

from plugins.fantasy.ii.mechanics import done, gs, st
from plugins.fantasy.ii.statuses import die, settle


# --- the day ------------------------------------------------------------------------------------------


def count_votes(game) -> dict[int, float]:
    """The Вече's count now (the live tally and the day's end alike): the day's pending moves weigh
    in (Влияние, Грязные тайны, Смотрящий, Пророчество instead of the vote)."""
    variant = game.variant
    day = game.phase.index
    state = gs(game)
    moves = {(a.actor, a.ability): a for a in game.pending.values()}
    dictated = {a.targets[0]: (a.actor, a.targets[1] if len(a.targets) > 1 else None)
                for a in moves.values() if a.ability == "Влияние"}
    counts: dict[int, float] = {}
    for voter_seat in sorted(set(game.votes) | set(dictated)):
        voter = game.players[voter_seat]
        target = game.votes.get(voter_seat)
        if voter_seat in dictated:
            noble, dest = dictated[voter_seat]
            target = dest if dest is not None else game.votes.get(noble)
        if target is None or not variant.can_vote(game, voter):
            continue
        if (voter_seat, "Пророчество") in moves or _saving(moves, voter_seat):
            continue  # «вместо голосования»
        s = st(voter)
        weight = 2.0 if (voter.public == "Мэр" or s.former_mayor) else 1.0
        accused = st(game.players[target])
        if accused.accused_day == day and accused.accused_by == voter_seat:
            weight = 3.0  # «в любом случае за три»
        counts[target] = counts.get(target, 0.0) + weight
    for a in moves.values():
        if a.ability == "Грязные тайны" and a.targets and st(game.players[a.actor]).savings:
            counts[a.targets[0]] = counts.get(a.targets[0], 0.0) + st(game.players[a.actor]).savings
        if a.ability == "Смотрящий":
            counts[a.actor] = counts.get(a.actor, 0.0) - 3
    for extra in state.extra_votes:
        if extra.day == day and game.players[extra.target].alive:
            counts[extra.target] = counts.get(extra.target, 0.0) + extra.amount
    for p in game.players:
        if st(p).vist_day == day and p.alive:
            counts[p.seat] = counts.get(p.seat, 0.0) - 2  # Вист: «тайно снимаются 2 голоса»
        if p.role == BEAST and p.alive and p.seat in counts:  # Подавляй (Т): −0.5 per dead
            counts[p.seat] -= 0.5 * sum(1 for o in game.players if not o.alive)
    return counts


def _saving(moves: dict, seat: int) -> bool:
    action = moves.get((seat, "Грязные тайны"))
    return action is not None and not action.targets


def number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.1f}".replace(".", ",")


def vote(res: Resolution) -> None:
    game = res.game
    day = res.phase.index
    counts = count_votes(game)
    for action in done(res, "Грязные тайны"):  # the savings are spent with today's count
        s = st(res.player(action.actor))
        if action.target is not None:
            res.tell(action.actor, "ii.result.spent", savings=s.savings, target=res.player(action.target).name)
            s.savings = 0
    if counts:
        res.announce("fantasy.tally", tally=[f"{res.player(s).name}: {number(n)}" for s, n in sorted(counts.items())])
    if gs(game).void_vote_day == day:
        res.announce("fantasy.vote_void")
        return
    bribed = {a.target: a.actor for a in done(res, "Взятка")}
    while counts:
        top = max(counts.values())
        if top <= 0:
            break
        leaders = [s for s, n in counts.items() if n == top]
        if len(leaders) > 1:  # «Если таких персонажей более одного, не умирает никто»
            res.announce("fantasy.tie", votes=top, players=[res.player(s).name for s in sorted(leaders)])
            return
        condemned = res.player(leaders[0])
        if condemned.seat in bribed:
            if st(condemned).accused_day == day:  # Обвинение: «не может быть оправдан Богачом»
                res.tell(bribed[condemned.seat], "fantasy.result.bribe_refused", target=condemned.name)
            else:
                res.announce("fantasy.acquitted", player=condemned.name)
                del counts[condemned.seat]  # «в этот день можно казнить других»
                continue
        res.announce("fantasy.executed", player=condemned.name)
        st(condemned).lives = min(st(condemned).lives, 0)
        hurt(game, condemned, "Голосование (Вече)")  # «способность Голосование»
        die(game, condemned)
        return
    res.announce("fantasy.no_execution")


def evening(res: Resolution) -> None:
    settle(res)
