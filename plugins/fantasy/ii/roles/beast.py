"""Тварь, a secret role of edition II: Приспосабливайся, Пожирай; passive: Превозмогай, Подавляй, Раздражай, Уничтожай.

Приспосабливайся is resolved here, the moment it is used (``INSTANT``); Пожирай's hits are made here (``HITS``),
the night's attacks deal them (``night.attacks``), its life gained at the morning (``night.morning``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.resolution import Resolution
from core.rules import ANY_PHASE, Action, Rejection, Role, reject

from plugins.fantasy.common.roles import T, recharge
from plugins.fantasy.ii.abilities import ATTACK, B, ab, persona_list
from plugins.fantasy.ii.mechanics import role_name, st
from plugins.fantasy.ii.personas import add_personas
from plugins.fantasy.ii.state import BEAST, NEUTRAL, persona_of
from plugins.fantasy.ii.mechanics import final
from plugins.fantasy.ii.state import Hit

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def adapt(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Приспосабливайся: one persona for all of them, or as many as it has."""
    rejection = persona_list(None)(game, player, action)
    if rejection is not None:
        return rejection
    have = sum(player.state.personas.values())
    if len(action.roles()) not in (1, have):
        return reject("reject.ii.persona_count", count=have)
    return None


ROLE = Role(BEAST, NEUTRAL, abilities=(
    ab("Приспосабливайся", T, B, phase=ANY_PHASE, instant=True, targeted=False, min_targets=0, max_targets=0,
       needs=frozenset({"role"}), several_roles=True, check=adapt),
    ab("Пожирай", T, B, check=recharge, tags=(ATTACK,), value=1)))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Превозмогай", (T,)), ("Подавляй", (T,)), ("Раздражай", (T,)), ("Уничтожай", ())]


def adapted(res: Resolution, action: Action) -> None:
    """Приспосабливайся (Т,Б): the Тварь's personas become the ones named (one name: all of them)."""
    player = res.player(action.actor)
    s = st(player)
    have = sum(s.personas.values())
    names = [persona_of(role_name(res.game, n)) for n in action.roles()]
    if len(names) == 1:
        names = names * max(have, 1)
    s.personas = {}
    add_personas(player, names)
    res.tell(action.actor, "ii.result.adapted", personas=", ".join(names))


# The instant abilities («в любой момент»): resolved the moment they are used (``instant.instant``).
INSTANT = {
    "Приспосабливайся": adapted,
}


def devour_hits(res: Resolution, action: Action, rank: int) -> list[Hit]:
    """Пожирай: two damage."""
    return [Hit(action.actor, seat, action.ability, 2, rank) for seat in final(res, action)]


# The hits of its attacks, by ability: ``(res, action, rank) -> list[Hit]`` (``night.attacks``).
HITS = {
    "Пожирай": devour_hits,
}
