"""Священник, a public role of edition IV: Благословение, Исповедь.

Its moves of its own are resolved here (``blessing``: a line of the order table
``plugins/fantasy/iv/order.py``), the others by the edition's shared steps."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.iv.abilities import T, ab
from plugins.fantasy.iv.resolve import final, heal

ROLE = Role("Священник", public=True, abilities=(
    ab("Благословение", T, uses=1),
    ab("Исповедь", T, uses=1, targeted=False, min_targets=0, max_targets=0)))


def blessing(res: Resolution) -> None:
    """Благословение: one ХП back to the target."""
    game = res.game
    for action in res.of("Благословение"):
        (seat,) = final(res, action)
        heal(game, seat, 1)
