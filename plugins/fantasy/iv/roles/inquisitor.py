"""Инквизитор, a secret role of edition IV: Аутодафе, Обвинение в ведьмовстве.

Its moves of its own are resolved here (``autodafe``: a line of the order table
``plugins/fantasy/iv/order.py``), the others by the edition's shared steps."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import JAILS, L, T, ab
from plugins.fantasy.iv.resolve import passive, tell
from plugins.fantasy.iv.state import HORSEMAN, LAW, sc, st

ROLE = Role("Инквизитор", LAW, abilities=(
    ab("Аутодафе", L, T, allow_self=False, needs=frozenset({"guess"}), check=unless("Обвинение в ведьмовстве")),
    ab("Обвинение в ведьмовстве", per_cycle=1, check=unless("Аутодафе"), tags=(JAILS,))))
KNOWS = "Начальник Стражи"  # «Никто не ждал испанскую инквизицию!»: knows him from the start


def autodafe(res: Resolution) -> None:
    """Аутодафе: a right secret role named kills the target (Безликий and Повиновение may spare it)."""
    game = res.game
    night = sc(res)
    for action in res.of("Аутодафе"):
        seat = action.targets[0]
        target = res.player(seat)
        if not target.alive or target.role not in action.guesses():
            tell(game, action.actor, "iv.result.autodafe_wrong", target=target.name)
            continue
        if target.role == HORSEMAN and not st(target).faceless_used and passive(game, target, "Безликий"):
            st(target).faceless_used = True
            continue
        if passive(game, target, "Повиновение") and st(res.player(action.actor)).sold:
            continue
        night.kills[seat] = "Аутодафе"
