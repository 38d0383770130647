"""The night of the Romanian book: the 36 steps of «Очередность ходов».

At dusk every action sent becomes a :class:`Move` (clan and cop moves carry
their clan; cards of the day add forced moves). Each of the book's steps then
performs the moves of its kind in seat order: an effect (a block, a redirect,
a swap, a protection) touches only the moves that come later in the order.
In the morning the wounded, poisoned and bitten die or live, roles change,
answers are told (in the book's words) and the town hears the news.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Mapping

from core.resolution import Resolution

from plugins.romanian.mechanics import (
    BARON, BEAR, HORSE, PRIEST, VAMPIRE_ROLES,
    clan, has_item, is_silver, jailed, st, take_item,
)
from plugins.romanian.state import Move, Night

if TYPE_CHECKING:
    from core.events import Audience
    from core.game import Game
    from core.registry import MoveStep

# The journalist's seven kinds of observation.
SHOOTING, WATCHING, POISONING, COMPANY, HINDERED, HOME, CABARET = range(1, 8)

SUICIDE = "Суицид"  # the Ведьма's curse (roles/witch.py): no mirror sends it on

HOSTILE = ("shot", "silver", "axe", "poison", "bite", "hunt")
# Moves that go to the jail (the jailed are out of the game but alive).
PRISON_KINDS = {"Выстрел в тюрьму", "Допрос", "Выпуск из тюрьмы"}
# Moves that are not «воздействия»: they reach a wounded player.
OBSERVE_KINDS = {"Свидетель", "Журналист", "Лечение", "Перевязка", "Аптечка"}
# Moves a wounded player may still make on himself.
SELF_HEAL_KINDS = {"Лечение", "Перевязка", "Аптечка", "Противоядие"}


def moves_of(game: "Game") -> "Mapping[str, MoveStep]":
    """The kinds of moves of the book and the steps that perform them (``order.MOVES``, and any a plugin
    added with ``StepRegistry.add_move``): kind -> its step, handler and what the Журналист sees of it."""
    return game.variant.book.steps.moves


def step_of(game: "Game", kind: str) -> float:
    """The step that performs this kind of move (20, the shots', for a kind no step performs)."""
    found = moves_of(game).get(kind)
    return found.step if found is not None else 20


def seen_as(game: "Game", kind: str) -> int:
    """What the Журналист sees of this kind of move."""
    found = moves_of(game).get(kind)
    return found.seen if found is not None else COMPANY


def nt(res: Resolution) -> Night:
    return res.scratch


# --- answers ---------------------------------------------------------------------

def answer(move: Move, key: str, **params) -> None:
    move.result = key
    move.params = params


def fail(res: Resolution, move: Move) -> None:
    move.failed = True
    move.done = True
    move.result = "romanian.answer.fail"
    move.params = {}


def ok(move: Move, key: str = "romanian.answer.ok", **params) -> None:
    move.done = True
    if move.result is None or move.result == "romanian.answer.ok":
        answer(move, key, **params)


def spend(res: Resolution, move: Move) -> None:
    """Use up what the move fires: the Самопал (its one shot, l.178) or one of the clan's three
    silver bullets (l.104). «Выстрел из самопала, серебром "неудачно" — приравнивается к
    истраченной попытке» (l.260): a shot that fails, blocked too (l.258), is spent like one that
    hits; :func:`flow.morning` spends those the handler never reached."""
    if move.spent:
        return
    if move.kind == "Самопал":
        take_item(res.game.players[move.actor], "Самопал")
    elif move.kind == "Выстрел" and move.team is not None and is_silver(move.choice):
        c = clan(res.game, move.team)
        c.silver = max(c.silver - 1, 0)
    else:
        return
    move.spent = True


def tell_once(res: Resolution, seat: int, key: str) -> None:
    """Tell the player a fact of the night once («Вы отравлены» by two poisons and the perfume is one)."""
    if (seat, key) not in nt(res).told:
        nt(res).told.add((seat, key))
        res.tell(seat, key)


def see(res: Resolution, seat: int, category: int) -> None:
    nt(res).seen.setdefault(seat, set()).add(category)


# --- moves -----------------------------------------------------------------------

def new_move(res: Resolution, actor: int, kind: str, targets, **extra) -> Move:
    night = nt(res)
    move = Move(night.next_id, actor, kind, list(targets), step_of(res.game, kind), sent=list(targets), **extra)
    night.next_id += 1
    night.moves.append(move)
    return move


def main_move(res: Resolution, seat: int, *, after: float = 0) -> Move | None:
    """The seat's own move not yet performed, coming after this step."""
    for move in nt(res).moves:
        if move.actor == seat and not move.done and not move.silent and move.step > after:
            return move
    return None


def drop_moves(res: Resolution, seat: int, *, after: float = 0, key: str | None = None) -> None:
    """The seat makes no more moves tonight (cabaret, tour, a stolen or masked move)."""
    for move in nt(res).moves:
        if move.actor == seat and not move.done and move.step > after and not move.silent:
            move.done = True
            move.failed = True
            if key is not None:
                answer(move, key)
            else:
                move.silent = True


def wounded(res: Resolution, seat: int) -> bool:
    """Shot or struck tonight, or carrying a bandaged wound from an earlier night: «Раненый
    после выстрела(топора) не может сделать ход и все воздействия на него "неудачны", кроме
    врача» (l.249) until he is healed or dies (a bandage only postpones death, Врач l.126)."""
    return seat in nt(res).wounds or st(res.game.players[seat]).bandaged_wound is not None


def can_act(res: Resolution, move: Move) -> bool:
    """Whether the performer may still act at the move's step; a failure is answered."""
    game = res.game
    actor = game.players[move.actor]
    if move.done:
        return False
    if not actor.in_game and not (jailed(actor) and move.kind == "Отмычка"):
        move.done = True
        move.silent = not actor.alive and not st(actor).lightning
        move.failed = True
        answer(move, "romanian.answer.fail")
        return False
    if move.actor in nt(res).held:
        see(res, move.actor, HINDERED)
        fail(res, move)
        return False
    night = nt(res)
    # «Раненый после выстрела(топора) не может сделать ход»: from the wound on he does
    # not act — except healing himself (the doctor, the kit, the antidote).
    if wounded(res, move.actor) and not (move.kind in SELF_HEAL_KINDS and move.targets[:1] == [move.actor]):
        see(res, move.actor, HINDERED)
        fail(res, move)
        return False
    if move.swapped_from is not None and (move.swapped_from in night.held or move.swapped_from in night.tour):
        fail(res, move)  # Шут: the first player was blocked, the target is unclear
        return False
    return True


def reach(res: Resolution, move: Move, target: int, *, ignore_protection: bool = False) -> int | None:
    """The seat the move reaches (a mirror may send it on), or None."""
    game = res.game
    night = nt(res)
    player = game.players[target]
    if not player.alive or st(player).lightning:
        return None
    if move.kind in PRISON_KINDS:
        # «Выход из тюрьмы (мэр, отмычка)» (step 31) comes before «Выстрел в тюрьму» (32) and
        # «Допрос» (33): a prisoner released tonight is no longer there to be shot or questioned.
        return target if jailed(player) and target not in night.released else None
    if not player.in_game:
        return None
    if target == move.actor:
        return target
    if not ignore_protection:
        if target in night.untouchable:
            return None
        if target in night.confessed and game.players[move.actor].role != PRIEST:
            return None
        if wounded(res, target) and move.kind not in OBSERVE_KINDS:
            return None
    # Зеркало: the earliest move at its owner goes to the named player instead — but not «Суицид»
    # (l.224 «Бронежилет не спасает, зеркало не срабатывает»): neither the curse nor the cursed one's
    # weapon is sent on.
    s = st(player)
    if (has_item(game, player, "Зеркало") and s.mirror_name is not None and target not in night.mirror_used
            and move.actor not in night.suicidal and move.kind != SUICIDE and s.mirror_name != target):
        night.mirror_used.add(target)
        take_item(player, "Зеркало")
        res.tell(target, "romanian.item.mirror_used")
        other = s.mirror_name
        s.mirror_name = None
        return reach(res, move, other, ignore_protection=ignore_protection)
    return target


def hear(game: "Game", move: Move) -> "Audience | set[int]":
    """Who hears a move's answer: nobody (muted), the fellowship that made it (``Move.answer_to``:
    its thread), or the actor."""
    if move.muted:
        return set()
    return move.answer_to or {move.actor}


def attack(res: Resolution, move: Move, target: int, kind: str) -> bool:
    """A hostile effect of ``move`` on a reached ``target``; True when the
    answer is «Удачно» (a vest stops a shot but the shot is still «удачно»)."""
    game = res.game
    night = nt(res)
    actor = move.actor
    victim = game.players[target]
    if actor in night.powerless:
        return False
    role = victim.role
    suicide = actor in night.suicidal and target == actor
    if role == BEAR and kind in ("shot", "silver", "poison", "bite"):
        return False
    if role in VAMPIRE_ROLES and kind != "silver":
        return False
    if role not in VAMPIRE_ROLES and kind == "silver":
        return False
    if role == BARON and kind == "poison":
        return False
    if role == PRIEST and kind == "bite":
        return False
    if role == HORSE and kind in ("shot", "silver", "axe"):
        night.kills.setdefault(actor, (target, "kick"))
        return False
    if kind in ("shot", "silver", "axe", "poison", "bite") and target in night.covered and not suicide:
        cover = move_by_id(res, night.covered[target])
        if cover is not None:
            if cover.result != "romanian.answer.covered":  # «О удачном прикрытии сообщается» (l.119): once
                res.tell(target, "romanian.result.covered")
            answer(cover, "romanian.answer.covered")
        return False
    if kind in ("shot", "silver", "axe", "poison", "bite") and target in night.fortune and not suicide:
        return False
    if kind in ("shot", "silver", "axe") and target in night.guarded and not suicide:
        guard = move_by_id(res, night.guarded[target])
        if guard is not None and guard.actor != actor:
            answer(guard, "romanian.answer.guarded")
            back = Move(-1, guard.actor, "Ответный выстрел", [actor], 11)
            attack(res, back, actor, "shot")
            return False
    unprotected = target in night.unprotected
    if kind == "bite":
        if target in night.healed or target in night.cured or target in night.kit:
            return False
        if has_item(game, victim, "Крестик") and not unprotected:
            take_item(victim, "Крестик")
            res.tell(target, "romanian.item.cross_used")
            return False
    if kind in ("shot", "silver") and not suicide and not unprotected and has_item(game, victim, "Бронежилет"):
        if kind == "shot":
            night.vest_hit.add(target)
            night.attempts.setdefault(actor, []).append((target, "vest"))
            return True
    night.attempts.setdefault(actor, []).append((target, kind))
    if kind in ("shot", "silver", "axe"):
        night.wounds.setdefault(target, []).append((actor, kind))
        if has_item(game, victim, "Ядовитые духи") and not unprotected and actor != target:
            take_item(victim, "Ядовитые духи")
            night.poisons.setdefault(actor, []).append((target, "perfume"))
    elif kind == "poison":
        night.poisons.setdefault(target, []).append((actor, "poison"))
    elif kind == "bite":
        night.bites.setdefault(target, []).append(actor)
    elif kind == "hunt":
        night.kills.setdefault(target, (actor, "hunt"))
    return True


def move_by_id(res: Resolution, move_id: int) -> Move | None:
    for move in nt(res).moves:
        if move.id == move_id:
            return move
    return None


def hostile_target(res: Resolution, move: Move) -> int | None:
    """Суицид turns any weapon at the one who holds it. «О проклятии не сообщается» (l.224): the
    move's answer is «Неудачно» (its target was never reached), not the shot at himself."""
    if move.actor in nt(res).suicidal:
        move.forced_fail = True
        return move.actor
    return move.targets[0] if move.targets else None


def approach(res: Resolution, move: Move) -> int | None:
    """A shooter (or an axe) sets out: the journalist sees it shoot, the target is
    reached through blocks and protections. The seat reached, or None: the move failed."""
    see(res, move.actor, SHOOTING)
    target = hostile_target(res, move)
    if target is None:
        return None
    if target != move.actor:
        target = reach(res, move, target)
        if target is None:
            return None
        see(res, target, -SHOOTING)
    return target


# --- the steps ------------------------------------------------------------------

def run_step(number: int) -> Callable[[Resolution], None]:
    def run(res: Resolution) -> None:
        moves = moves_of(res.game)
        for move in list(nt(res).moves):
            if move.step == number and not move.done:
                found = moves.get(move.kind)
                if found is None:
                    move.done = True
                    continue
                if not can_act(res, move):
                    continue
                found.run(res, move)
                move.done = True
    run.__name__ = f"step_{number}"
    return run


def simple_visit(res: Resolution, move: Move) -> int | None:
    """Reach the first target: returns it, or answers «Неудачно»."""
    if not move.targets:
        fail(res, move)
        return None
    target = reach(res, move, move.targets[0])
    if target is None:
        fail(res, move)
        return None
    move.reached = target
    see(res, target, -seen_as(res.game, move.kind))
    return target
