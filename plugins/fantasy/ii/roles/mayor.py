"""Мэр, a public role of edition II: Преемственность.

Преемственность is resolved here (``heir``: a line of the order table ``plugins/fantasy/ii/order.py``, by
night and by day)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import DAY, NIGHT, ab
from plugins.fantasy.ii.mechanics import done, st

ROLE = Role("Мэр", public=True, abilities=(
    # «Умирая ... может передать»: the heir is named by day or by night (the night he dies too).
    ab("Преемственность", phase=(NIGHT, DAY), allow_self=False),))


def heir(res: Resolution) -> None:
    """Преемственность: the heir named holds from this phase (tonight's death included)."""
    for action in done(res, "Преемственность"):
        st(res.player(action.actor)).heir = action.targets[0]
        res.tell(action.actor, "fantasy.result.heir", target=res.player(action.targets[0]).name)
