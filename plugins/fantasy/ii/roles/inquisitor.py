"""Инквизитор, a secret role of edition II: Никто не ждал испанскую инквизицию!, Аутодафе, Обвинение в
ведьмовстве; passive: Лицо толпы.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/ii/order.py``)."""

from __future__ import annotations

from core.rules import Role

from plugins.fantasy.common.mechanics import all_of, unless
from plugins.fantasy.common.roles import L, K, T, start_only
from plugins.fantasy.ii.abilities import ab, persona_list
from plugins.fantasy.ii.state import INQUISITOR, LAW

ROLE = Role(INQUISITOR, LAW, abilities=(
    ab("Никто не ждал испанскую инквизицию!", L, T, K, targeted=False, min_targets=0, max_targets=0,
       uses=1, needs=frozenset({"role"}), several_roles=True, check=all_of(start_only, persona_list(5)),
       aliases=("Никто не ждал испанскую инквизицию", "Никто не ждал")),
    ab("Аутодафе", per_cycle=1, check=unless("Обвинение в ведьмовстве")),
    ab("Обвинение в ведьмовстве", check=unless("Аутодафе"), aliases=("Обвинение",))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Лицо толпы", (L,))]
