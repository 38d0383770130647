"""The day of the fantasy book: day abilities resolve one by one in the order they were
used, then the Вече: the most votes goes to Кладбище, a tie executes nobody."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.model import PhaseKind
from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.mechanics import (
    MAYOR, damage, edition, gs, heal, in_infirmary, in_prison, is_v01, kill, seen_role, settle, st,
)
from plugins.fantasy.state import ED1, Day, Vote

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
                    res.actions.append(game.normalized(order, ability))
                    res._by_ability = res._by_seat = None  # the lists change: look them up again
                    ok = True
        if not ok:
            res.tell(lich, "fantasy.result.order_failed")


def day_abilities(res: Resolution) -> None:
    """Each day ability at once, in the order of use (the order the moves were accepted)."""
    game = res.game
    for action in list(res.actions):
        if action in res.cancelled:
            continue
        run = DAY_ABILITIES.get(action.ability)
        if run is not None:
            run(res, action)


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
    target = res.player(action.target)
    st(target).no_vote_day = res.phase.index
    res.announce("fantasy.sex_change", player=target.name)


def _prophecy(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    res.tell(action.actor, "fantasy.result.role_of", target=target.name, role=seen_role(res.game, target))


def _investigate(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    res.announce("fantasy.investigation", actor=res.player(action.actor).name, player=target.name)
    res.tell(action.actor, "fantasy.result.investigation", target=target.name, abilities=st(target).killed_by)


def _elementary(res: Resolution, action: Action) -> None:
    others = [p for p in res.game.players if p.seat != action.actor]
    found = res.game.rng.choice(others)
    res.tell(action.actor, "fantasy.result.role_of", target=found.name, role=seen_role(res.game, found))


def _operation(res: Resolution, action: Action) -> None:
    target = res.player(action.target)
    if not in_infirmary(target):
        return
    if (action.choice or "").lower() == "убить":
        kill(res.game, target, "Операция")
    else:
        heal(res.game, target.seat, 1)
        res.tell(action.actor, "fantasy.result.healed", target=target.name)


def _folk_medicine(res: Resolution, action: Action) -> None:
    from plugins.fantasy.night import _raise

    target = res.player(action.target)
    if not target.alive:
        _raise(res.game, target, "fantasy.raised")


def _influence(res: Resolution, action: Action) -> None:
    pass  # read by count_votes


def _void_vote(res: Resolution, action: Action) -> None:
    """Взятка (Дворянин, I): the vote is broken; 2 votes against him the next day."""
    gs(res.game).void_vote_day = res.phase.index
    gs(res.game).extra_votes.append(Vote(res.phase.index + 2, action.actor, 2, "Взятка"))
    res.announce("fantasy.vote_broken", actor=res.player(action.actor).name)


def _rally(res: Resolution, action: Action) -> None:
    actor = res.player(action.actor)
    if is_v01(res.game):
        gs(res.game).extra_votes.append(Vote(res.phase.index, actor.seat, 3, "Митинг"))
        res.announce("fantasy.rally_self", actor=actor.name)
    else:
        target = res.player(action.target)
        gs(res.game).extra_votes.append(Vote(res.phase.index + 2, target.seat, 4, "Митинг"))
        res.announce("fantasy.rally", actor=actor.name, player=target.name)


def _watcher(res: Resolution, action: Action) -> None:
    gs(res.game).extra_votes.append(Vote(res.phase.index, action.actor, -3, "Смотрящий"))


def _compromat(res: Resolution, action: Action) -> None:
    s = st(res.player(action.actor))
    if action.target is None:
        s.savings += 1
        res.tell(action.actor, "fantasy.result.saved", savings=s.savings)


def _trance(res: Resolution, action: Action) -> None:
    """Транс (I): the named secret role's actions for the next night."""
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
    from plugins.fantasy.cards import reveal

    reveal(res, action)


DAY_ABILITIES = {
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
    "Митинг": _rally,
    "Смотрящий": _watcher,
    "Компромат": _compromat,
    "Транс": _trance,
    "Преемственность": _will,
    "Раскрыть карты": _reveal_cards,
}


def noble_bribe(res: Resolution) -> None:
    for action in res.of("Взятка"):
        if res.player(action.actor).public == "Дворянин":
            _void_vote(res, action)


# --- the vote ------------------------------------------------------------------------------


def count_votes(game: "Game", actions: list[Action]) -> dict[int, int]:
    """The Вече's count: the Мэр two votes, the Бунтарь's rally, the Инквизитор's ×3 against
    the accused, the Дворянин's dictated votes, the Сплетник's savings, the extra votes."""
    variant = game.variant
    day = game.phase.index
    counts: dict[int, int] = {}
    puppets: dict[int, int | None] = {}  # whose votes the Дворянин dictates -> where (None: his own vote)
    saving: set[int] = set()
    spend: dict[int, int] = {}
    rally_self: set[int] = set()
    for action in actions:
        if action.ability == "Влияние" and game.players[action.actor].public == "Дворянин":
            puppets[action.targets[0]] = action.targets[1] if len(action.targets) > 1 else game.votes.get(action.actor)
        elif action.ability == "Компромат":
            if action.target is None:
                saving.add(action.actor)
            else:
                spend[action.actor] = action.target
        elif action.ability == "Митинг" and is_v01(game):
            rally_self.add(action.actor)
    for voter_seat, target in game.votes.items():
        voter = game.players[voter_seat]
        forced = getattr(st(voter), "forced_vote", None)
        if forced is not None and forced[0] == day:
            target = forced[1]
        if voter_seat in puppets:
            target = puppets[voter_seat]
        if target is None or not variant.can_vote(game, voter) or voter_seat in saving:
            continue
        s = st(voter)
        weight = 2 if (voter.public == MAYOR or (s.former_mayor and edition(game) == ED1)) else 1
        if s.mute:
            weight -= 1  # Немота: the Мэр keeps one of his two
        if voter_seat in rally_self:
            weight = 5
        accused = st(game.players[target])
        if accused.accused_day == day and accused.accused_by == voter_seat:
            weight = 3  # «в любом случае за три»
        if weight > 0:
            counts[target] = counts.get(target, 0) + weight
    for voter_seat, target in spend.items():
        s = st(game.players[voter_seat])
        if s.savings:
            counts[target] = counts.get(target, 0) + s.savings
    for extra in gs(game).extra_votes:
        if extra.day == day and game.players[extra.target].alive:
            counts[extra.target] = counts.get(extra.target, 0) + extra.amount
    return counts


def vote(res: Resolution) -> None:
    game = res.game
    day = res.phase.index
    counts = count_votes(game, res.actions)
    for action in res.of("Компромат"):  # spent savings are gone
        if action.target is not None:
            st(res.player(action.actor)).savings = 0
    if counts:
        res.announce("fantasy.tally", tally=[f"{res.player(s).name}: {n}" for s, n in sorted(counts.items())])
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
    for action in res.of("Взятка"):
        if res.player(action.actor).public == "Богач" and action.target == condemned.seat:
            if st(condemned).accused_day == day:
                res.tell(action.actor, "fantasy.result.bribe_refused", target=condemned.name)
                continue
            res.announce("fantasy.acquitted", player=condemned.name)
            sc(res).acquitted = True
            return
    sc(res).executed = condemned.seat
    res.announce("fantasy.executed", player=condemned.name)
    kill(game, condemned, "Вече")


def evening(res: Resolution) -> None:
    from plugins.fantasy.night import dark_army

    settle(res.game)
    # The night that comes: Армия тьмы rises when it is a Новолуние.
    dark_army(res.game, res.phase.index + 1)


STEPS = [
    (10, "day abilities", DAY, day_abilities),
    (20, "Взятка Дворянина", DAY, noble_bribe),
    (50, "Вече", DAY, vote),
    (100, "evening", DAY, evening),
]

_ = (in_prison,)
