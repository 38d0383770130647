"""The day of the fantasy book: day abilities resolve one by one in the order they were
used, then the Вече: the most votes goes to Кладбище, a tie executes nobody.

An instant ability (day, «в любой момент») is its role module's: the module's ``INSTANT`` names the function
that resolves it (``instant_abilities``); this module keeps what every one of them shares (the Мастер карт's
Кукла, Слухи heard at once, the Зомби's order carried out) and the Вече."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Callable

from core.ballot import Ballot, verdict
from core.events import Audience
from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.common.mechanics import (
    NOBLE, RICH,
    MAYOR, edition, gs, in_prison, kill, settle, st, tell_moved_votes,
)
from plugins.fantasy.common.state import ED1, Day

if TYPE_CHECKING:
    from core.game import Game

DAY = PhaseKind.DAY


def sc(res: Resolution) -> Day:
    return res.scratch


# --- the day's abilities ---------------------------------------------------------------


def carry_out_order(res: Resolution, lich: int) -> None:
    """Зомбирование: the order written into the zombified's mind is carried out now. An
    order that cannot be done is not; the Лич learns only that it failed."""
    from core.commands import Act
    from core.model import Use

    game = res.game
    for puppet in game.players:
        s = st(puppet)
        if s.zombified_by != lich or s.zombie_order is None:
            continue
        name, target = s.zombie_order
        s.zombie_order = None
        ok = False
        if puppet.alive and game.players[target].alive:
            if name == "голос":
                if game.phase.kind == DAY and game.variant.may_vote(game, puppet) is None and \
                        game.variant.may_be_voted(game, puppet, game.players[target]) is None:
                    game.votes[puppet.seat] = target
                    s.forced_vote = (game.phase.index, target)
                    ok = True
            else:
                ability = game.ability_of(puppet, name)
                choice = "вылечить" if ability is not None and ability.choices else None
                order = Action(puppet.seat, name, (target,), choice=choice)
                if ability is not None and game.validate(Act(order)) is None:
                    order = game.normalized(order, ability)
                    if ability.instant:
                        instant_abilities(game)[ability.name](res, order)
                        puppet.history.append(Use(game.phase.index, ability.name, order.targets))
                    else:
                        game.pending[(puppet.seat, ability.slot)] = order
                    ok = True
        if not ok:
            res.tell(lich, "fantasy.result.order_failed")


def instant(res: Resolution) -> None:
    """A day ability (or one used «в любой момент»): it resolves the moment it is used."""
    for action in res.actions:
        run = instant_abilities(res.game).get(action.ability)
        if run is not None:
            start = len(res.game.log)
            run(res, action)
            _to_controller(res, action, start)
        _rumours(res, action)


def user_of(game: "Game", action: Action) -> int:
    """Who made the move: its actor, or the Мастер карт who made it in his puppet's name (Кукла)."""
    ability = game.ability_of(game.players[action.actor], action.ability)
    master = game.variant.controller(game, game.players[action.actor], ability) if ability is not None else None
    return master if master is not None else action.actor


def _to_controller(res: Resolution, action: Action, start: int) -> None:
    """Кукла: a move the Мастер карт made in his puppet's name is his — what it tells its
    user (a role, a bribe taken) goes to the Мастер, not to the puppet, who did not act."""
    game = res.game
    user = user_of(game, action)
    if user == action.actor:
        return
    for i in range(start, len(game.log)):
        event = game.log[i]
        if event.to == (action.actor,):
            game.log[i] = dataclasses.replace(event, audience=Audience.of(user))


def _rumours(res: Resolution, action: Action) -> None:
    """Слухи (I): a day action on the chosen target is heard at once."""
    for player in res.game.players:
        s = st(player)
        if s.rumour_target is not None and s.rumour_target in action.targets and player.alive \
                and not in_prison(player) and player.seat != action.actor:
            res.tell(player.seat, "fantasy.result.rumours", target=res.player(s.rumour_target).name,
                     moves=[f"{res.player(action.actor).name}: {action.ability}"])


def _bribe(res: Resolution, action: Action) -> None:
    """Взятка, an ability of two roles (their modules' ``bribe``): the Дворянин's (I) or the Богач's."""
    bribes = res.game.variant.roles.declared("bribe")
    (bribes[NOBLE] if res.player(action.actor).public == NOBLE else bribes[RICH])(res, action)


def instant_abilities(game: "Game") -> dict[str, Callable[[Resolution, Action], None]]:
    """The instant abilities' functions, by ability: what the role modules declare (``INSTANT``), and
    Взятка, which two roles share."""
    found: dict[str, Callable[[Resolution, Action], None]] = {}
    for table in game.variant.roles.declared("INSTANT").values():
        found.update(table)
    found["Взятка"] = _bribe
    return found


# --- the vote ------------------------------------------------------------------------------


def count_votes(game: "Game") -> dict[int, int]:
    """The Вече's count now: the sum of :func:`ballot_of`'s marks."""
    return {seat: int(n) for seat, n in ballot_of(game).counts().items()}  # type: ignore[misc]


def ballot_of(game: "Game") -> Ballot:
    """The Вече's count vote by vote (the live tally and the verdict show it): the Мэр two votes
    («×2 (Деспотия)»), the Бунтарь's rally («×5 (Митинг)»), the Инквизитор's ×3 against the
    accused, a revealed Мастер карт's puppet («(Кукла)»), the Дворянин's dictated votes and a
    Зомби's fixed vote under the voter's name where they count (no reason: whose vote was taken
    stays unsaid), the Сплетник's savings and every extra vote as a modifier with its ability.
    A vote saved «в копилку» counts nowhere and is shown nowhere."""
    variant = game.variant
    day = game.phase.index
    state = gs(game)
    ballot = Ballot()
    for voter_seat, target in sorted(game.votes.items()):
        voter = game.players[voter_seat]
        forced = st(voter).forced_vote
        if forced is not None and forced[0] == day:
            target = forced[1]
        why = ""
        master = state.puppets.get(voter_seat)  # Кукла: the revealed Мастер карт votes for his puppet
        if master is not None and master in state.puppet_master_shown and game.players[master].alive:
            target = game.votes.get(master)
            why = "Кукла"
        dictated = state.influence.get((day, voter_seat))
        if dictated is not None:
            noble, dest = dictated
            target = dest if dest is not None else game.votes.get(noble)
            why = ""
        if target is None or not variant.can_vote(game, voter) or (day, voter_seat) in state.saving:
            continue
        s = st(voter)
        # Деспотия is the Мэр's public-role ability: lost on a day his public abilities are
        # (Касание смерти, Обвинение); the vote itself stays (it belongs to every role).
        despot = voter.public == MAYOR or (s.former_mayor and edition(game) == ED1)
        weight = 2 if despot and s.no_public_day != day and s.accused_day != day else 1
        if weight == 2:
            why = "Деспотия"
        if s.mute:
            weight -= 1  # Немота: the Мэр keeps one of his two
            why = "" if weight == 1 else why
        if (day, voter_seat) in state.rallies:
            weight, why = 5, "Митинг"
        accused = st(game.players[target])
        if accused.accused_day == day and accused.accused_by == voter_seat:
            weight, why = 3, "Обвинение в ведьмовстве"  # «в любом случае за три»
        if weight > 0:
            ballot.vote(target, voter_seat, weight, why)
    for extra in state.extra_votes:
        if extra.day == day and game.players[extra.target].in_game:
            ballot.modifier(extra.target, extra.amount, extra.why)
    return ballot


def moved_votes(game: "Game") -> dict[int, tuple[int, str]]:
    """The voters whose vote an effect cast elsewhere today (Влияние, a revealed Мастер карт's Кукла):
    seat -> (the target it counts against, the effect)."""
    day = game.phase.index
    state = gs(game)
    moved: dict[int, tuple[int, str]] = {}
    for voter_seat in game.votes.keys() | {seat for d, seat in state.influence if d == day}:
        master = state.puppets.get(voter_seat)
        if master is not None and master in state.puppet_master_shown and game.players[master].alive:
            moved[voter_seat] = (game.votes.get(master), "puppet")
        dictated = state.influence.get((day, voter_seat))
        if dictated is not None:
            noble, dest = dictated
            moved[voter_seat] = (dest if dest is not None else game.votes.get(noble), "influence")
    return {seat: (target, why) for seat, (target, why) in moved.items()
            if target is not None and target != game.votes.get(seat)}


def vote(res: Resolution) -> None:
    game = res.game
    day = res.phase.index
    ballot = ballot_of(game)
    counts = ballot.counts()
    tell_moved_votes(res, ballot, moved_votes(game))
    if counts:
        res.announce("ballot.verdict", **verdict(game, ballot))
    if gs(game).void_vote_day == day:
        res.announce("fantasy.vote_void")
        return
    if not counts or max(counts.values()) <= 0:
        res.announce("fantasy.no_execution")
        return
    top = max(counts.values())
    leaders = [s for s, n in counts.items() if n == top]
    if len(leaders) > 1:  # «Если таких персонажей более одного, не умирает никто»
        res.announce("fantasy.tie", votes=top, players=[res.player(s).name for s in sorted(leaders)])
        return
    condemned = res.player(leaders[0])
    for bribe_day, target, actor in gs(game).bribes:
        if bribe_day == day and target == condemned.seat:
            if st(condemned).accused_day == day:  # Обвинение: «не может быть оправдан Богачом»
                res.tell(actor, "fantasy.result.bribe_refused", target=condemned.name)
                continue
            res.announce("fantasy.acquitted", player=condemned.name)
            sc(res).acquitted = True
            return
    sc(res).executed = condemned.seat
    res.announce("fantasy.executed", player=condemned.name)
    kill(game, condemned, "Вече")


def evening(res: Resolution) -> None:
    """The statuses follow the lives (then Армия тьмы may rise: ``roles.lich.rise``)."""
    settle(res.game)

