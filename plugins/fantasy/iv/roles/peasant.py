"""Крестьянин, a secret role of edition IV: Вилы, Слухи, Факельное шествие (its Факел: ``TORCH``); passive: Увалень.

Its moves of its own are resolved here (``rumours``, ``torch_procession``: lines of the order table
``plugins/fantasy/iv/order.py``), the others by the edition's shared steps."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import ATTACK, L, T, ab
from plugins.fantasy.iv.resolve import final, tell
from plugins.fantasy.iv.state import FULL, LAW, sc, st

ROLE = Role("Крестьянин", LAW, abilities=(
    ab("Вилы", tags=(ATTACK,), check=unless("Слухи")),
    ab("Слухи", per_cycle=1, check=unless("Вилы")),
    ab("Факельное шествие", L, phase=FULL, uses=1, min_targets=1, max_targets=3, allow_self=False)))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Увалень", (L, T))]

# Факел: the attack Факельное шествие hands to each of its targets, once.
TORCH = ab("Факел", uses=1, tags=(ATTACK, "torch"))
EXTRA_HP = 1  # Увалень


def rumours(res: Resolution) -> None:
    """Слухи: whom the target chose tonight, and who chose it."""
    game = res.game
    night = sc(res)
    for action in res.of("Слухи"):
        (seat,) = final(res, action)
        chose = [res.player(t).name for a, t, _ in night.moves if a == seat and t != seat]
        chosen_by = [res.player(a).name for a, t, _ in night.moves if t == seat and a not in (seat, action.actor)]
        tell(game, action.actor, "iv.result.rumours", target=res.player(seat).name,
             chose=list(dict.fromkeys(chose)), chosen_by=list(dict.fromkeys(chosen_by)), yourself=seat == action.actor)


def torch_procession(res: Resolution) -> None:
    """Факельное шествие: each target carries a torch."""
    game = res.game
    for action in res.of("Факельное шествие"):
        for seat in action.targets:
            st(res.player(seat)).torch = True
            tell(game, seat, "iv.result.torch")
