"""«В любой момент» in edition II: Приспосабливайся and Ва-банк resolve the moment they are accepted."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Action

from plugins.fantasy.ii.state import (
    persona_of,
)

from plugins.fantasy.ii.mechanics import gs, st
from plugins.fantasy.ii.personas import add_personas
from plugins.fantasy.ii.night import _role_name


# --- «в любой момент» ---------------------------------------------------------------------------------


def instant(res: Resolution) -> None:
    for action in res.actions:
        if action.ability == "Приспосабливайся":
            _adapt(res, action)
        elif action.ability == "Ва-банк":
            _vabank(res, action)


def _adapt(res: Resolution, action: Action) -> None:
    """Приспосабливайся (Т,Б): the Тварь's personas become the ones named (one name: all of them)."""
    player = res.player(action.actor)
    s = st(player)
    have = sum(s.personas.values())
    names = [persona_of(_role_name(res.game, n)) for n in action.roles()]
    if len(names) == 1:
        names = names * max(have, 1)
    s.personas = {}
    add_personas(player, names)
    res.tell(action.actor, "ii.result.adapted", personas=", ".join(names))


def _vabank(res: Resolution, action: Action) -> None:
    """Ва-банк: a right list of every character's secret role wins at once; a wrong one sends the
    Демиург out of the game for good. Both Крестьянин answer to «Крестьянин»."""
    game = res.game
    actor = res.player(action.actor)
    mapping = action.role_map() or action.guess_map()
    right = all(p.seat in mapping and persona_of(mapping[p.seat]) == persona_of(p.role)
                for p in game.players if p.seat != actor.seat)
    res.announce("ii.vabank", actor=actor.name,
                 text="; ".join(f"{res.player(seat).name}: {role}" for seat, role in sorted(mapping.items())))
    if right:
        gs(game).demiurge_won = actor.seat
        res.announce("ii.vabank_right", actor=actor.name)
    else:
        res.announce("ii.vabank_wrong", actor=actor.name)
        actor.removed = True
        actor.statuses.add("Покинул игру")
