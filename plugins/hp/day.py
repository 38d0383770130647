"""The day: the vote and the execution, then day abilities, then the evening.

Order: the vote (Авторитет's pull, Политик's 2.5, VIP) and the execution (10); day abilities
after it, damage before heals (Реаниматолог 41, Электрик 50, Гопник 51, Культист 52, Медик 55);
Прокурор (89); the evening (90): the dead die, bands change (discharge only now or in the
morning); Плагиатор's copy (95) starts with the next night. A tie at the top, or a top that does
not strictly beat «мир», executes nobody. The executed player's own day actions are cancelled,
and abilities aimed at him are lost. An execution that ends the game cancels the day abilities.
Like the night, hit points may go below zero by day: only who is at zero or below in the evening
dies (a Медик's heal can offset a shock).
"""

from __future__ import annotations

from typing import Iterable

from core.game import Game
from core.resolution import Resolution
from core.rules import Action
from core.ballot import Ballot, verdict

from plugins.hp.mechanics import (
    AUTHORITY, PARANOID, POLITICIAN, VIP, announce_reveals, gs, has_public, kill, kill_at_zero, seen_role,
    update_bands,
)
from plugins.hp.state import ST_COMA


def tally(game: Game, res: Resolution) -> dict[int | None, float]:
    """Votes per target (None: «мир»), with Политик's 2.5, Авторитет's pull and VIP's immunities."""
    return count_votes(game, res.of(AUTHORITY))


def count_votes(game: Game, pulls: Iterable[Action]) -> dict[int | None, float]:
    """The day's count from ``game.votes`` and the Авторитет actions ``pulls``: shared by the
    execution (the resolved actions) and :meth:`HpVariant.tally` (the pending ones)."""
    return ballot_of(game, pulls).counts()


def ballot_of(game: Game, pulls: Iterable[Action]) -> Ballot:
    """The day's count vote by vote (what the live tally and the verdict show): Политик's 2.5
    («×2,5 (Политик)»), a pulled vote under its voter with «(Авторитет)», VIP's immunities (a
    Политик's vote against VIP weighs 1; pulled onto VIP it does not count and is not shown)."""
    # (may_vote's answer for a voter in the game and awake, None, known without the call: every voter)
    players, may_vote = game.players, game.variant.may_vote
    votes = {voter: target for voter, target in game.votes.items()
             if (players[voter].in_game and ST_COMA not in players[voter].statuses)
             or may_vote(game, players[voter]) is None}
    pulled: dict[int, int | None] = {}
    for action in pulls:
        boss, forced = action.actor, action.target
        if boss not in votes or forced == votes[boss] or has_public(game, game.players[forced], VIP):
            continue
        if game.variant.may_vote(game, game.players[forced]) is not None:
            continue
        pulled[forced] = votes[boss]
    ballot = Ballot()
    players = game.players
    # Who may be a VIP or a Политик now: has_public holds only for his public role or a copied one
    # (one pass over the town; has_public is then asked of these alone, not of every voter).
    maybe_vip: set[int] = set()
    maybe_politician: set[int] = set()
    for p in players:  # (one loop, not two comprehensions: a day's every count)
        public, plagiarized = p.public, p.state.plagiarized
        if public == VIP or plagiarized == VIP:
            maybe_vip.add(p.seat)
        if public == POLITICIAN or plagiarized == POLITICIAN:
            maybe_politician.add(p.seat)

    def add(target: int | None, weight: float, voter: int, forced: bool = False, why: str = "") -> None:
        if target in maybe_vip and voter in maybe_politician and has_public(game, players[target], VIP) and \
                has_public(game, players[voter], POLITICIAN):
            if forced:
                return  # under Авторитет a politician cannot vote against VIP at all
            weight = min(weight, 1.0)
        ballot.vote(target, voter, weight, why if weight != 1.0 or forced else "")

    for voter in sorted(set(votes) | set(pulled)):
        politician = voter in maybe_politician and has_public(game, players[voter], POLITICIAN)
        weight = 2.5 if politician else 1.0
        if voter in pulled:
            if politician:
                add(pulled[voter], 1.0, voter, forced=True, why=AUTHORITY)
                if voter in votes:
                    add(votes[voter], 1.5, voter, forced=True, why=POLITICIAN)
            else:
                add(pulled[voter], 1.0, voter, forced=True, why=AUTHORITY)
        elif politician or votes[voter] in maybe_vip:
            add(votes[voter], weight, voter, why=POLITICIAN)
        else:  # (add's plain case: one vote of weight 1, no reason; most voters)
            ballot.vote(votes[voter], voter)
    return ballot


def execution(res: Resolution) -> None:
    game = res.game
    ballot = ballot_of(game, res.of(AUTHORITY))
    counts = ballot.counts()
    gs(game).votes_held += 1
    if counts:
        game.announce("ballot.verdict", **verdict(game, ballot))
    peace = counts.get(None, 0.0)
    candidates = {t: n for t, n in counts.items() if t is not None and game.players[t].in_game}
    top = max(candidates.values(), default=0.0)
    leaders = [t for t, n in candidates.items() if n == top]
    if not candidates or len(leaders) > 1 or top <= peace:
        # Which rule broke it, said with the verdict: a tie at the top, or «мир» not beaten.
        if candidates and top <= peace:
            game.announce("hp.no_execution", why="peace", votes=top, peace=peace)
        elif len(leaders) > 1:
            game.announce("hp.no_execution", why="tie", votes=top,
                          leaders=[game.names.get(game.players[t].name, game.players[t].name)
                                   for t in sorted(leaders, key=lambda t: game.players[t].name)])
        else:
            game.announce("hp.no_execution", why="none")
    else:
        victim = game.players[leaders[0]]
        res.scratch.executed = victim.seat
        res.scratch.executed_shown = None if has_public(game, victim, PARANOID) else seen_role(victim)
        kill(game, victim, at_night=False, executed=True)
        # The executed do not act after their death (but Мститель acts the next night).
        for action in res.by(victim.seat):
            res.cancel(action)
        # «Любая фракция побеждает, как только...»: an execution that ends the game leaves the
        # day abilities nothing to do.
        if game.variant.winner(game) is not None:
            for action in res.actions:
                res.cancel(action)
    announce_reveals(game)


def evening(res: Resolution) -> None:
    kill_at_zero(res.game, at_night=False)
    update_bands(res.game)
