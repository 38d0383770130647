"""The day of edition II, its shared steps: the Вече (its count weighs the day's pending moves) and the evening.
The day's moves of one role (Пророчество, Митинг, Припарки…) are resolved in their role modules, a line of
``order.py`` each."""

from __future__ import annotations

from core.ballot import Ballot, verdict
from core.resolution import Resolution

from plugins.fantasy.common.mechanics import MAYOR, hurt, tell_moved_votes
from plugins.fantasy.ii.state import BEAST

from plugins.fantasy.ii.mechanics import done, gs, st
from plugins.fantasy.ii.statuses import die, settle


# --- the day ------------------------------------------------------------------------------------------


def count_votes(game) -> dict[int, float]:
    """The Вече's count now: the sum of :func:`ballot_of`'s marks."""
    return ballot_of(game).counts()  # type: ignore[return-value]


def ballot_of(game) -> Ballot:
    """The Вече's count now, vote by vote (the live tally and the day's end alike): the day's
    pending moves weigh in (Влияние, Грязные тайны, Смотрящий, Пророчество instead of the vote).
    The Мэр's two votes show as «×2 (Деспотия)», the accuser's as «×3 (Обвинение в
    ведьмовстве)», a dictated vote under its voter's name with no reason (whose vote the Дворянин
    took stays unsaid), the public modifiers with their ability; the book's secret ones (Вист:
    «тайно снимаются 2 голоса», the Тварь's Подавляй (Т)) count but are never shown. A vote given
    up for Пророчество or «в копилку» counts nowhere and is shown nowhere."""
    variant = game.variant
    day = game.phase.index
    state = gs(game)
    moves = {(a.actor, a.ability): a for a in game.pending.values()}
    dictated = {a.targets[0]: (a.actor, a.targets[1] if len(a.targets) > 1 else None)
                for a in moves.values() if a.ability == "Влияние"}
    ballot = Ballot()
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
        weight, why = (2.0, "Деспотия") if (voter.public == MAYOR or s.former_mayor) else (1.0, "")
        accused = st(game.players[target])
        if accused.accused_day == day and accused.accused_by == voter_seat:
            weight, why = 3.0, "Обвинение в ведьмовстве"  # «в любом случае за три»
        ballot.vote(target, voter_seat, weight, why)
    for a in moves.values():
        if a.ability == "Грязные тайны" and a.targets and st(game.players[a.actor]).savings:
            ballot.modifier(a.targets[0], st(game.players[a.actor]).savings, "Грязные тайны")
        if a.ability == "Смотрящий":
            ballot.modifier(a.actor, -3, "Смотрящий")
    for extra in state.extra_votes:
        if extra.day == day and game.players[extra.target].in_game:  # (not one sent to Каторга: out of the game)
            ballot.modifier(extra.target, extra.amount, extra.why)
    for p in game.players:
        if st(p).vist_day == day and p.alive:
            ballot.secret(p.seat, -2)  # Вист: «тайно снимаются 2 голоса»
        if p.role == BEAST and p.alive and p.seat in ballot.rows:  # Подавляй (Т): −0.5 per dead
            ballot.secret(p.seat, -0.5 * sum(1 for o in game.players if not o.alive))
    return ballot


def _saving(moves: dict, seat: int) -> bool:
    action = moves.get((seat, "Грязные тайны"))
    return action is not None and not action.targets


def moved_votes(game) -> dict[int, tuple[int, str]]:
    """The voters whose vote Влияние cast elsewhere today: seat -> (the target it counts against, "influence")."""
    moved = {}
    for action in game.pending.values():
        if action.ability == "Влияние":
            target = action.targets[1] if len(action.targets) > 1 else game.votes.get(action.actor)
            if target is not None and target != game.votes.get(action.targets[0]):
                moved[action.targets[0]] = (target, "influence")
    return moved


def vote(res: Resolution) -> None:
    game = res.game
    day = res.phase.index
    ballot = ballot_of(game)
    counts = ballot.counts()
    tell_moved_votes(res, ballot, moved_votes(game))
    for action in done(res, "Грязные тайны"):  # the savings are spent with today's count
        s = st(res.player(action.actor))
        if action.target is not None:
            res.tell(action.actor, "ii.result.spent", savings=s.savings, target=res.player(action.target).name)
            s.savings = 0
    if counts:
        res.announce("ballot.verdict", **verdict(game, ballot))
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
