"""Инквизитор, a secret role of edition II: Никто не ждал испанскую инквизицию!, Аутодафе, Обвинение в
ведьмовстве; passive: Лицо толпы.

Никто не ждал…, Аутодафе, Обвинение в ведьмовстве and Лицо толпы are resolved here (``masks``,
``autodafe``, ``accusation``, ``crowd_noted`` and ``crowd_face``: lines of the order table
``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.resolution import Resolution
from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.common.roles import L, K, T, start_only
from plugins.fantasy.ii.abilities import ANNOUNCED, ab, persona_list
from plugins.fantasy.ii.state import INQUISITOR, LAW
from plugins.fantasy.ii.mechanics import done, final, sc, st
from plugins.fantasy.ii.personas import add_personas

ROLE = Role(INQUISITOR, LAW, abilities=(
    ab("Никто не ждал испанскую инквизицию!", L, T, K, targeted=False, min_targets=0, max_targets=0,
       uses=1, needs=frozenset({"role"}), several_roles=True, check=all_of(start_only, persona_list(5)),
       aliases=("Никто не ждал испанскую инквизицию", "Никто не ждал")),
    # Лицо толпы: «о применении всех способностей Тайной роли Инквизитора публично объявляется».
    ab("Аутодафе", per_cycle=1, allow_self=False, check=unless("Обвинение в ведьмовстве"), tags=(ANNOUNCED,)),
    ab("Обвинение в ведьмовстве", check=unless("Аутодафе"), aliases=("Обвинение",), tags=(ANNOUNCED,))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Лицо толпы", (L,))]


def masks(res: Resolution) -> None:
    """Никто не ждал испанскую инквизицию! (Л,Т,К): the personas chosen at the start are added to his."""
    for action in done(res, "Никто не ждал испанскую инквизицию!"):
        add_personas(res.player(action.actor), action.roles())
        res.tell(action.actor, "ii.result.personas_added", personas=", ".join(action.roles()))


def crowd_noted(res: Resolution) -> None:
    """Лицо толпы (Л): the uses of his secret abilities that happened tonight, in the order of the moves."""
    night = sc(res)
    for action in res.actions:
        if action in res.cancelled:
            continue
        if res.player(action.actor).role == INQUISITOR and action.ability in ("Аутодафе", "Обвинение в ведьмовстве"):
            targets = final(res, action)
            night.crowd.append((action.ability, targets[0] if targets else -1))


def autodafe(res: Resolution) -> None:
    """Аутодафе: the target dies at dawn, «не спасает ничего» (not an attack)."""
    night = sc(res)
    for action in done(res, "Аутодафе"):
        night.sudden.setdefault(final(res, action)[0], "Аутодафе")


def crowd_face(res: Resolution) -> None:
    """Лицо толпы (Л): every use of the Инквизитор's secret abilities is told next morning."""
    for ability, seat in sc(res).crowd:
        res.announce("fantasy.crowd_face", ability=ability, targets=[res.player(seat).name] if seat >= 0 else [])


def accusation(res: Resolution) -> None:
    """Обвинение в ведьмовстве: told to the town; his vote against the accused tomorrow counts three."""
    index = res.phase.index
    for action in done(res, "Обвинение в ведьмовстве"):
        target = res.player(final(res, action)[0])
        st(target).accused_day, st(target).accused_by = index + 1, action.actor
        res.announce("fantasy.accused", player=target.name)
