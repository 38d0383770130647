"""Демонолог, a secret role of edition IV: Hellfire, Защитный круг, Связи в адском мире; passive: Аура тьмы.

Its moves of its own are resolved here (``hellfire``: a line of the order table ``plugins/fantasy/iv/order.py``;
Hellfire's damage in the attacks: ``AMOUNTS``), the others by the edition's shared steps."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.resolution import Resolution
from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.iv.abilities import ATTACK, B, GRAVE_LOOK, L, SHIELD, T, ab, dead_targets
from plugins.fantasy.iv.resolve import final
from plugins.fantasy.iv.state import DEMONOLOGIST, DEMONS, FULL, LICH, NEW, SUCCUBUS, sc, st

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def hellfire(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """In Полнолуние an attack on the living; in the Новолуние after a deadly one, a raise."""
    target = game.players[action.targets[0]]
    if game.phase.kind == NEW:
        last_full = game.phase.index - 1
        if st(player).hellfire_kill != last_full:
            return reject("reject.iv.hellfire_no_raise")
        if target.alive or target.role == LICH:
            return reject("reject.iv.cannot_raise", name=target.name)
        return None
    if not target.alive:
        return reject("reject.target_dead", name=target.name)
    return None


_demonologist_group = ("Hellfire", "Защитный круг", "Связи в адском мире")

ROLE = Role(DEMONOLOGIST, DEMONS, abilities=(
    ab("Hellfire", L, T, B, phase=(FULL, NEW), check=all_of(hellfire, unless(*_demonologist_group)),
       allow_dead_target=True, tags=(ATTACK,)),
    ab("Защитный круг", L, T, max_per_target=1, check=unless(*_demonologist_group), tags=(SHIELD,)),
    ab("Связи в адском мире", allow_dead_target=True, check=all_of(dead_targets, unless(*_demonologist_group)),
       tags=(GRAVE_LOOK,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Аура тьмы", (L, T))]
KNOWS = SUCCUBUS  # Давний роман: knows her from the start


def hellfire(res: Resolution) -> None:
    """Hellfire: in Полнолуние, its target for the attacks of the next phase."""
    night = sc(res)
    for action in res.of("Hellfire"):
        if res.phase.kind == FULL:
            night.hellfire = (action.actor, final(res, action)[0])


def hellfire_amount(res: Resolution, action: Action) -> int | None:
    """Hellfire: as much damage as there are dead demons, in Полнолуние (in Новолуние it raises: ``resolve.raises``)."""
    if res.phase.kind != FULL:
        return None
    return sum(1 for p in res.game.players if p.faction == DEMONS and not p.alive)


# The damage of its attacks, by ability: ``(res, action) -> amount`` (None: no attack this phase).
AMOUNTS = {
    "Hellfire": hellfire_amount,
}
