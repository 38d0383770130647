"""Демонолог, a secret role of edition II: Sacrifice!, Protective circle, Арканная магия; passive: Aura of
darkness, Плоть слаба.

Protective circle is raised here (``circle``, a line of the order table ``plugins/fantasy/ii/order.py``) and
holds in ``defend``; Sacrifice!'s hits are made here (``HITS``), the summons at the morning (``night.morning``,
``night.raises``); Aura of darkness is ``immune``; Арканная магия is the edition's persona checks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.resolution import Resolution
from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import all_of, moon, unless
from plugins.fantasy.common.roles import L, K, T
from plugins.fantasy.common.state import FULL_MOON, NEW_MOON
from plugins.fantasy.ii.abilities import ATTACK, INFO, ab
from plugins.fantasy.ii.mechanics import done, st
from plugins.fantasy.ii.state import DEMONOLOGIST, DEMONS, HOUND, IMP, SUCCUBUS
from plugins.fantasy.ii.mechanics import dead_demons, final, strongest
from plugins.fantasy.ii.state import DEMON_ROLES, UNDEAD, Hit

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def sacrifice(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Sacrifice!: a target in Полнолуние; in the Новолуние after a victim who did not live to
    the day, a demon named by secret role (``role``) to summon back."""
    now = moon(game)
    if now == FULL_MOON:
        if len(action.targets) != 1 or action.role is not None:
            return reject("reject.ii.sacrifice_target")
        return None
    if now == NEW_MOON and player.state.summon_ready == game.phase.index and not action.targets:
        role = game.variant.roles.role(action.roles()[0]) if action.roles() else None
        if role is None or role.name not in (IMP, SUCCUBUS, HOUND):
            return reject("reject.ii.not_a_demon", role=", ".join(action.roles()) or "—")
        return None
    return reject("reject.ii.sacrifice_when")


ROLE = Role(DEMONOLOGIST, DEMONS, abilities=(
    ab("Sacrifice!", min_targets=0, max_targets=1, check=all_of(sacrifice, unless("Protective circle")),
       tags=(ATTACK,), value=2, aliases=("Sacrifice",)),
    ab("Protective circle", L, per_cycle=1, targeted=False, min_targets=0, max_targets=0,
       check=unless("Sacrifice!"), aliases=("Защитный круг",)),
    ab("Арканная магия", allow_self=False, check=unless("Sacrifice!", "Protective circle"), tags=(INFO,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Aura of darkness", (L, T)), ("Плоть слаба", (L, T, K))]


def circle(res: Resolution) -> None:
    """Protective circle (Л): raised tonight, it holds until an attack breaks it (the night's defences)."""
    for action in done(res, "Protective circle"):
        st(res.player(action.actor)).circle_up = True
        res.tell(action.actor, "ii.result.circle_up")


def sacrifice_hits(res: Resolution, action: Action, rank: int) -> list[Hit]:
    """Sacrifice!: as much damage as there are dead demons; none in the Новолуние (the summons, ``night.raises``)."""
    if not action.targets:
        return []
    return [Hit(action.actor, seat, action.ability, dead_demons(res.game), rank) for seat in final(res, action)]


# The hits of its attacks, by ability: ``(res, action, rank) -> list[Hit]`` (``night.attacks``).
HITS = {
    "Sacrifice!": sacrifice_hits,
}


def immune(res: Resolution, hit: Hit, attacker: "Player", target: "Player") -> bool:
    """Aura of darkness (Л,Т): the undead and the demons cannot attack him (the undead are told so)."""
    if attacker.faction == UNDEAD or attacker.role in DEMON_ROLES:
        if attacker.faction == UNDEAD:
            res.tell(hit.source, "ii.result.aura", target=target.name, ability=hit.ability)
        return True
    return False


def defend(res: Resolution, player: "Player", hits: list[Hit]) -> None:
    """Protective circle (Л): held until it is used, it blocks the strongest attack."""
    s = st(player)
    if s.circle_up:
        hit = strongest(hits)
        if hit is not None:
            hit.blocked = True
            s.circle_up = False
            res.tell(player.seat, "ii.result.circle_gone")
