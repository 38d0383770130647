"""Начальник стражи, a secret role of edition II: Каторга, Дозор, На страже; passive: Пивное пузо.

Каторга and Дозор are resolved here (``penal_servitude``, ``watch``: lines of the order table
``plugins/fantasy/ii/order.py``); На страже by the edition's attacks."""

from __future__ import annotations

from core.model import Exit
from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.common.roles import L, T
from plugins.fantasy.ii.abilities import INFO, ab
from plugins.fantasy.ii.state import CAPTAIN, LAW
from plugins.fantasy.common.state import INFIRMARY, PRISON
from plugins.fantasy.ii.mechanics import done, final, sc, st
from plugins.fantasy.ii.state import EXILE


_captain = ("Каторга", "Дозор", "На страже")

ROLE = Role(CAPTAIN, LAW, aliases=("Начальник Стражи",), abilities=(
    ab("Каторга", uses=1, allow_self=False, check=unless(*_captain)),
    ab("Дозор", check=unless(*_captain), tags=(INFO,)),
    ab("На страже", allow_self=False, check=unless(*_captain))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Пивное пузо", (L, T))]


def penal_servitude(res: Resolution) -> None:
    for action in done(res, "Каторга"):
        exile(res.game, res.player(final(res, action)[0]))


def exile(game, player) -> None:
    """Каторга: «отправить любого персонажа в ссылку пожизненно. Цель выводится из игры.»"""
    if not player.alive or player.removed:
        return
    game.leave(player, Exit.EXILED)
    st(player).exiled = True
    player.statuses.discard(INFIRMARY)
    player.statuses.discard(PRISON)
    player.statuses.add(EXILE)
    game.announce("ii.exiled", player=player.name)
    game.variant.on_life_sentence(game, player)


def watch(res: Resolution) -> None:
    """Дозор: who acted on the target tonight."""
    night = sc(res)
    for action in done(res, "Дозор"):
        seat = final(res, action)[0]
        visitors = dict.fromkeys(res.player(a).name for a, t, _ in night.moves if t == seat and a != action.actor)
        res.tell(action.actor, "ii.result.watch", target=res.player(seat).name, visitors=list(visitors),
                 yourself=seat == action.actor)
