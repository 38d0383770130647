"""Демиург, a secret role of edition II: Раздача, Джокер, Хит, Баст, Ва-банк; passive: Рука судьбы, Крупье.

Джокер and Хит are resolved here (``joker_played``, ``hit``: lines of the order table
``plugins/fantasy/ii/order.py``), Ва-банк the moment it is used (``INSTANT``); Раздача's hits are made here
(``HITS``: a card each), Баст is the morning's (``night.morning``); Джокер's night is ``immune``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.model import Exit
from core.resolution import Resolution
from core.rules import ANY_PHASE, Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.common.roles import L, K, T
from plugins.fantasy.ii.abilities import ATTACK, PUBLIC, ab
from plugins.fantasy.ii.mechanics import done, final, gs, role_name, sc, st
from plugins.fantasy.ii.state import DEMIURGE, NEUTRAL, persona_of
from plugins.fantasy.ii.state import Hit

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def joker(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Джокер: not oneself, not one player twice, not one role twice (in the game)."""
    if not action.guesses():
        return reject("reject.needs_guess", ability=action.ability)
    named = persona_of(action.guesses()[0])
    for use in player.history:
        if use.ability == action.ability and action.targets[0] in use.targets:
            return reject("reject.ii.joker_twice", name=game.players[action.targets[0]].name)
    if named in player.state.joker_roles:
        return reject("reject.ii.joker_role", role=named)
    return None


def vabank(game: "Game", player: "Player", action: Action) -> Rejection | None:
    if not action.role_map() and not action.guess_map():
        return reject("reject.ii.vabank_list")
    return None


ROLE = Role(DEMIURGE, NEUTRAL, abilities=(
    # A card dealt, the weakest «attack» of the table with no damage: to himself too (only Пас says «кроме себя»).
    ab("Раздача", L, min_targets=1, max_targets=3, tags=(ATTACK,), value=11, allow_self=True),
    ab("Джокер", per_cycle=1, allow_self=False, needs=frozenset({"guess"}), check=joker),
    ab("Хит", L, targeted=False, min_targets=0, max_targets=0, check=unless("Баст")),
    ab("Баст", L, targeted=False, min_targets=0, max_targets=0, check=unless("Хит")),
    ab("Ва-банк", L, phase=ANY_PHASE, instant=True, targeted=False, min_targets=0, max_targets=0,
       several_roles=True, check=vabank, aliases=("Ва банк", "Вабанк"), tags=(PUBLIC,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Рука судьбы", (L, T, K)), ("Крупье", (L, T))]


def joker_played(res: Resolution) -> None:
    """Джокер: a right role cancels every attack on the Демиург tonight."""
    for action in done(res, "Джокер"):
        actor = res.player(action.actor)
        target = res.player(final(res, action)[0])
        named = persona_of(role_name(res.game, action.guesses()[0]))
        st(actor).joker_roles.append(named)
        if persona_of(target.role) == named:
            st(actor).joker_night = res.phase.index


def hit(res: Resolution) -> None:
    """Хит: «персонажи, не делающие Ход, получают столько карт, сколько у них было на начало ночи»."""
    night = sc(res)
    if not done(res, "Хит"):
        return
    for p in res.game.players:
        if p.alive and p.seat not in night.hod:
            st(p).cards += night.start_cards.get(p.seat, 0)


def all_in(res: Resolution, action: Action) -> None:
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
        game.leave(actor, Exit.EXILED)  # «выводится из игры»: alive, out for good
        actor.statuses.add("Покинул игру")


# The instant abilities («в любой момент»): resolved the moment they are used (``instant.instant``).
INSTANT = {
    "Ва-банк": all_in,
}


def deal_hits(res: Resolution, action: Action, rank: int) -> list[Hit]:
    """Раздача: a card to each target (handed over with the attacks, at the rank of Пас)."""
    return [Hit(action.actor, seat, action.ability, 0, 11, cards=1) for seat in final(res, action)]


# The hits of its attacks, by ability: ``(res, action, rank) -> list[Hit]`` (``night.attacks``).
HITS = {
    "Раздача": deal_hits,
}


def immune(res: Resolution, hit: Hit, attacker: "Player", target: "Player") -> bool:
    """Джокер: «все атаки на Демиурга отменяются» the night it was right."""
    return st(target).joker_night == res.phase.index
