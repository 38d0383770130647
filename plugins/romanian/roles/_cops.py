"""The cops' moves: выстрел, прикрытие (each other at most three times), допрос
of a jailed player."""

from __future__ import annotations

from core.game import Game
from core.model import Player
from core.resolution import Resolution
from core.rules import Ability, Action, Rejection, reject

from plugins.romanian.mechanics import COP_ROLES, TURNED, clan_members, gs, is_clan, jailed
from plugins.romanian.night import nt, ok, simple_visit
from plugins.romanian.roles._clan import COP_SHOT, clan_move, clan_slot
from plugins.romanian.state import Move

COVER = "Прикрытие"
QUESTIONING = "Допрос"
COVER_EACH_OTHER = 3


def cover_check(game: Game, player: Player, action: Action) -> Rejection | None:
    rejection = clan_move(game, player, action)
    if rejection is not None:
        return rejection
    target = game.players[action.targets[0]]
    if target.role in COP_ROLES and target.seat != player.seat and gs(game).cover_each_other >= COVER_EACH_OTHER:
        return reject("reject.romanian.cover_each_other", times=COVER_EACH_OTHER)
    return None


def questioning_check(game: Game, player: Player, action: Action) -> Rejection | None:
    rejection = clan_move(game, player, action)
    if rejection is not None:
        return rejection
    target = game.players[action.targets[0]]
    if not jailed(target):
        return reject("reject.romanian.not_jailed", target=target.name)
    return None


COP_ABILITIES = (
    COP_SHOT,
    Ability(COVER, check=cover_check, slot=clan_slot(COVER)),
    Ability(QUESTIONING, check=questioning_check, allow_dead_target=True, allow_self=False,
            slot=clan_slot(QUESTIONING)),
)


def cover(res: Resolution, move: Move) -> None:
    target = simple_visit(res, move)
    if target is None:
        return
    if res.game.players[target].role in COP_ROLES and target != move.actor:
        gs(res.game).cover_each_other += 1
    nt(res).covered[target] = move.id
    ok(move)


def questioning(res: Resolution, move: Move) -> None:
    """«Удачно. Ник» — the jailed mafioso gives a clan mate away (a turned one
    does not); «Удачно» when he gives no one; «Неудачно» otherwise."""
    game = res.game
    target = simple_visit(res, move)
    if target is None or target in nt(res).kills:
        if target is not None:
            from plugins.romanian.night import fail as failed

            failed(res, move)
        return
    prisoner = game.players[target]
    if not is_clan(prisoner):
        ok(move)
        return
    mates = [p for p in game.players if p.team == prisoner.team and p.seat != target and p.in_game
             and (is_clan(p) or p.role == TURNED)]
    if not mates:
        ok(move)
        return
    from plugins.romanian.variant import answer_of

    named = answer_of(game, "betray", target)
    chosen = next((p for p in mates if named is not None and p.name == named), None)
    if chosen is None:
        members = clan_members(game, prisoner.team)
        chosen = members[0] if members else mates[0]
    ok(move, "romanian.answer.betrayed", player=chosen.name)
