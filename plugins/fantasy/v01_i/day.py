"""The day of the fantasy book: day abilities resolve one by one in the order they were
used, then the Вече: the most votes goes to Кладбище, a tie executes nobody."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from core.ballot import Ballot, verdict
from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.common.mechanics import (
    MAYOR, damage, edition, gs, heal, in_prison, is_v01, kill, seen_role, settle, st,
)
from plugins.fantasy.common.state import ED1, Day, Vote

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
                        INSTANT_ABILITIES[ability.name](res, order)
                        puppet.history.append(Use(game.phase.index, ability.name, order.targets))
                    else:
                        game.pending[(puppet.seat, ability.slot)] = order
                    ok = True
        if not ok:
            res.tell(lich, "fantasy.result.order_failed")


def instant(res: Resolution) -> None:
    """A day ability (or one used «в любой момент»): it resolves the moment it is used."""
    for action in res.actions:
        run = INSTANT_ABILITIES.get(action.ability)
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
            game.log[i] = dataclasses.replace(event, to=(user,))


def _rumours(res: Resolution, action: Action) -> None:
    """Слухи (I): a day action on the chosen target is heard at once."""
    for player in res.game.players:
        s = st(player)
        if s.rumour_target is not None and s.rumour_target in action.targets and player.alive \
                and not in_prison(player) and player.seat != action.actor:
            res.tell(player.seat, "fantasy.result.rumours", target=res.player(s.rumour_target).name,
                     moves=[f"{res.player(action.actor).name}: {action.ability}"])


def _order(res: Resolution, action: Action) -> None:
    carry_out_order(res, action.actor)


def _beat(res: Resolution, action: Action) -> None:
    """Поймать в подворотне: all lives but one."""
    target = res.player(action.target)
    res.announce("fantasy.beaten", actor=res.player(action.actor).name, player=target.name)
    if st(target).lives > 1:
        damage(res.game, target.seat, st(target).lives - 1, action.ability)


def _palm(res: Resolution, action: Action) -> None:
    """Дай погадаю на руке...: the target's secret role to the town, immortal for two days."""
    target = res.player(action.target)
    st(target).immortal_until = res.phase.index + 3
    res.announce("fantasy.palm", player=target.name, role=seen_role(res.game, target))


def _sex_change(res: Resolution, action: Action) -> None:
    """Смена пола: the target does not vote this day (a vote given is void)."""
    target = res.player(action.target)
    st(target).no_vote_day = res.phase.index
    res.game.void_vote(target.seat)
    res.announce("fantasy.sex_change", player=target.name)


def _prophecy(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    res.tell(action.actor, "fantasy.result.role_of", target=target.name, role=seen_role(res.game, target))


def _investigate(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    res.announce("fantasy.investigation", actor=res.player(action.actor).name, player=target.name)
    res.tell(action.actor, "fantasy.result.investigation", target=target.name, abilities=st(target).killed_by)


def _elementary(res: Resolution, action: Action) -> None:
    """Элементарно!: the secret role of a random other player (his name told with it)."""
    others = [p for p in res.game.players if p.seat != action.actor]
    found = res.game.rng.choice(others)
    res.tell(action.actor, "fantasy.result.role_of", target=found.name, role=seen_role(res.game, found))


def _operation(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    if (action.choice or "").lower() == "убить":
        kill(res.game, target, "Операция")
    else:
        heal(res.game, target.seat, 1)
        res.tell(action.actor, "fantasy.result.healed", target=target.name)


def _folk_medicine(res: Resolution, action: Action) -> None:
    from plugins.fantasy.v01_i.night import raise_dead

    target = res.player(action.target)
    if not target.alive:
        raise_dead(res.game, target, "fantasy.raised")


def _influence(res: Resolution, action: Action) -> None:
    """Влияние: the puppet's votes (both of a Мэр's) go where the Дворянин says."""
    dest = action.targets[1] if len(action.targets) > 1 else None
    gs(res.game).influence[(res.phase.index, action.targets[0])] = (action.actor, dest)
    res.tell(action.actor, "fantasy.result.influence", target=res.player(action.targets[0]).name)


def _noble_bribe(res: Resolution, action: Action) -> None:
    """Взятка (Дворянин, I): the vote is broken; 2 votes against him the next day."""
    gs(res.game).void_vote_day = res.phase.index
    gs(res.game).extra_votes.append(Vote(res.phase.index + 2, action.actor, 2, "Взятка"))
    res.announce("fantasy.vote_broken", actor=res.player(action.actor).name)


def _rich_bribe(res: Resolution, action: Action) -> None:
    """Взятка (Богач): the named player, if the Вече condemns him today, is acquitted (the
    one told at the verdict that it failed: who gave it, the Мастер карт through his puppet)."""
    gs(res.game).bribes.append((res.phase.index, action.target, user_of(res.game, action)))
    res.tell(action.actor, "fantasy.result.bribe", target=res.player(action.target).name)


def _bribe(res: Resolution, action: Action) -> None:
    if res.player(action.actor).public == "Дворянин":
        _noble_bribe(res, action)
    else:
        _rich_bribe(res, action)


def _rally(res: Resolution, action: Action) -> None:
    actor = res.player(action.actor)
    if is_v01(res.game):
        gs(res.game).extra_votes.append(Vote(res.phase.index, actor.seat, 3, "Митинг"))
        gs(res.game).rallies.add((res.phase.index, actor.seat))
        res.announce("fantasy.rally_self", actor=actor.name)
    else:
        target = res.player(action.target)
        gs(res.game).extra_votes.append(Vote(res.phase.index + 2, target.seat, 4, "Митинг"))
        res.announce("fantasy.rally", actor=actor.name, player=target.name)


def _watcher(res: Resolution, action: Action) -> None:
    gs(res.game).extra_votes.append(Vote(res.phase.index, action.actor, -3, "Смотрящий"))
    res.announce("fantasy.watcher", actor=res.player(action.actor).name)


def _compromat(res: Resolution, action: Action) -> None:
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


def _trance(res: Resolution, action: Action) -> None:
    """Транс (I): the named secret role's night actions, for the next night."""
    role = res.game.variant.roles.roles.get(action.role or "")
    if role is None or role.public:
        return
    player = res.player(action.actor)
    for ability in role.abilities:
        if ability.phase == PhaseKind.NIGHT:
            player.granted[ability.name] = res.phase.index + 1
    res.tell(action.actor, "fantasy.result.trance", role=role.name)


def _will(res: Resolution, action: Action) -> None:
    st(res.player(action.actor)).heir = action.target
    res.tell(action.actor, "fantasy.result.heir", target=res.player(action.target).name)


def _reveal_cards(res: Resolution, action: Action) -> None:
    from plugins.fantasy.v01_i.cards import reveal

    reveal(res, action)


INSTANT_ABILITIES = {
    "Сигнал": _order,
    "Поймать в подворотне": _beat,
    "Дай погадаю на руке...": _palm,
    "Смена пола": _sex_change,
    "Пророчество": _prophecy,
    "Расследование": _investigate,
    "Элементарно!": _elementary,
    "Операция": _operation,
    "Народная медицина": _folk_medicine,
    "Влияние": _influence,
    "Взятка": _bribe,
    "Митинг": _rally,
    "Смотрящий": _watcher,
    "Компромат": _compromat,
    "Транс": _trance,
    "Преемственность": _will,
    "Раскрыть карты": _reveal_cards,
    "Кинуть карты": lambda res, action: _cards().throw(res, action),
    "Кукла": lambda res, action: _cards().puppet_reveal(res, action),
}


def _cards():
    from plugins.fantasy.v01_i import cards

    return cards


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
        if extra.day == day and game.players[extra.target].alive:
            ballot.modifier(extra.target, extra.amount, extra.why)
    return ballot


def vote(res: Resolution) -> None:
    game = res.game
    day = res.phase.index
    ballot = ballot_of(game)
    counts = ballot.counts()
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
    if len(leaders) > 1:
        res.announce("fantasy.tie")
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
    from plugins.fantasy.v01_i.roles.lich import dark_army

    settle(res.game)
    # The night that comes: Армия тьмы rises when it is a Новолуние.
    dark_army(res.game, res.phase.index + 1)

