"""Астролог, a public role of edition II: Составить гороскоп.

Составить гороскоп is resolved here (``horoscope``: a line of the order table ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.ii.abilities import INFO, SECRETLY, ab
from plugins.fantasy.ii.abilities import card_played
from plugins.fantasy.ii.mechanics import done, final, secret_move
from plugins.fantasy.ii.personas import draw

ROLE = Role("Астролог", public=True, abilities=(
    ab("Составить гороскоп", per_cycle=1, allow_self=False, tags=(INFO, SECRETLY), aliases=("Гороскоп",)),))


def horoscope(res: Resolution) -> None:
    """Составить гороскоп: two personas of the target and on whom its moves fell tonight (or that it made none)."""
    game = res.game
    for action in done(res, "Составить гороскоп"):
        seat = final(res, action)[0]
        target = res.player(seat)
        used = [a for a in res.by(seat) if secret_move(res, a) or card_played(a) is not None]  # the moves that happened
        if not used:
            res.tell(action.actor, "ii.result.horoscope_none", target=target.name)
            continue
        on = dict.fromkeys(res.player(t).name for a in used for t in final(res, a))
        res.tell(action.actor, "ii.result.horoscope", target=target.name, personas=", ".join(draw(game, target, 2)),
                 players=list(on), count=len(on))
