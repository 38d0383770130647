"""What the roles of edition IV («Темный Гримуар») share: the marks and tags of their abilities, ``ab`` (an
ability in its own slot: «в одну и ту же фазу можно использовать любое количество способностей, но не одну
и ту же способность несколько раз»; «если не применяет X» is the check ``unless``) and the checks several
roles use. The roles are in ``roles/``, one module per role."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import Ability, Action, Rejection, reject

from plugins.fantasy.common.mechanics import Check
from plugins.fantasy.iv.state import (
    DEMONOLOGIST, LICH, MOONS,
)

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player

L, T, K, B = "Л", "Т", "К", "Б"  # kept in Лазарет, Темница, on Кладбище; not blocked
ATTACK = "attack"
GRAVE_LOOK = "grave_look"  # learns a dead one's secret role (never redirected)
JAILS = "jail"
BLOCK = "block"
SHIELD = "shield"  # the target takes no damage from attacks this phase

GIFTS = ("Могущество", "Слава", "Бессмертие", "Удача", "Спасение", "Знание")
REFUSE = "отказ"


def dead_targets(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for seat in action.targets:
        if game.players[seat].alive:
            return reject("reject.iv.target_alive", ability=action.ability, name=game.players[seat].name)
    return None


def cornered_by(other_two: tuple[str, str]) -> Check:
    """«Если на кладбище находятся либо <the other two>, либо Демонолог»."""

    def run(game: "Game", player: "Player", action: Action) -> Rejection | None:
        if not cornered(game, other_two):
            return reject("reject.iv.not_cornered", ability=action.ability)
        return None

    return run


def cornered(game: "Game", other_two: tuple[str, str]) -> bool:
    dead = {p.role for p in game.players if not p.alive}
    return DEMONOLOGIST in dead or all(r in dead for r in other_two)


def raisable(game: "Game", player: "Player", action: Action) -> Rejection | None:
    """Без души: the Лич cannot be raised."""
    for seat in action.targets:
        if game.players[seat].role == LICH:
            return reject("reject.iv.cannot_raise", name=game.players[seat].name)
    return None


def ab(name: str, *marks: str, phase: str | tuple[str, ...] = MOONS, check: Check | None = None,
       tags: tuple[str, ...] = (), **kw) -> Ability:
    kw.setdefault("allow_self", ATTACK not in tags)  # nobody attacks himself (docs: «Attacks on oneself»)
    return Ability(name, phase=phase, slot=name, tags=frozenset((*marks, *tags)), check=check,
                   excludes=getattr(check, "excludes", frozenset()), **kw)


