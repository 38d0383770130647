"""Оракул, a public role of edition II: Пророчество, Транс.

Пророчество and Транс are resolved here (``prophecy``, ``trance``: lines of the order table
``plugins/fantasy/ii/order.py``); Пророчество's answer comes with the night's due answers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.resolution import Resolution
from core.rules import Action, Rejection, Role

from plugins.fantasy.ii.abilities import DAY, INFO, PUBLIC, SECRETLY, ab, not_after
from plugins.fantasy.ii.mechanics import done, gs, role_name, sc
from plugins.fantasy.ii.state import DueAnswer

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def no_prophecy_yesterday(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Транс: «если не использовал Пророчество предыдущим днём»."""
    return not_after("Пророчество")(game, player, action)


ROLE = Role("Оракул", public=True, abilities=(
    ab("Пророчество", phase=DAY, allow_self=False, tags=(INFO, PUBLIC)),
    ab("Транс", targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
       check=no_prophecy_yesterday, tags=(INFO, SECRETLY))))


def trance(res: Resolution) -> None:
    """Транс: the moves of the role named tonight (its holders' on others, others' on them), told again later."""
    game = res.game
    night = sc(res)
    index = res.phase.index
    for action in done(res, "Транс"):
        role = role_name(game, action.roles()[0])
        holders = {p.seat for p in game.players if p.role == role}
        seen = [f"{ab} → {res.player(t).public or res.player(t).name}" for a, t, ab in night.moves
                if a in holders and t not in holders]
        seen += [f"{res.player(a).public or res.player(a).name}: {ab}" for a, t, ab in night.moves
                 if t in holders and a not in holders]
        res.tell(action.actor, "ii.result.trance", role=role, moves=seen)
        gs(game).trances.append((index + 2, action.actor, role, tuple(seen)))


def prophecy(res: Resolution) -> None:
    """Пророчество (public): a persona of the target, told the next night (``night.due_answers``)."""
    state = gs(res.game)
    for action in done(res, "Пророчество"):
        res.announce("ii.prophecy", actor=res.player(action.actor).name, player=res.player(action.target).name)
        state.due_answers.append(DueAnswer(res.phase.index + 1, "Пророчество", action.actor, action.target))
