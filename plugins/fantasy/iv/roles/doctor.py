"""Чумной Доктор, a secret role of edition IV: Таинственный отвар, Зелье каменной кожи, Штамм, Крест на двери,
Дезинфекция, Список зараженных, Иммунитет; passive: Чума, Судный день.

Its moves are resolved by the edition's steps (the order table, ``plugins/fantasy/iv/order.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.rules import Action, Rejection, Role, reject

from plugins.fantasy.common.mechanics import unless
from plugins.fantasy.iv.abilities import B, GRAVE_LOOK, JAILS, K, L, SHIELD, T, ab, dead_targets
from plugins.fantasy.iv.state import DOCTOR, NEUTRAL

if TYPE_CHECKING:
    from core.game import Game
    from core.model import Player


def roles_are_public(game: "Game", player: "Player", action: Action) -> Rejection | None:
    for name in action.roles():
        role = game.variant.roles.roles.get(name)
        if role is None or not role.public:
            return reject("reject.iv.not_a_public_role", role=name)
    return None


ROLE = Role(DOCTOR, NEUTRAL, abilities=(
    ab("Таинственный отвар", L, T, choices=("заразить", "излечить"),  # no choice: заразить (the first)
       check=unless("Зелье каменной кожи")),
    ab("Зелье каменной кожи", L, T, B, per_cycle=1, check=unless("Таинственный отвар"), tags=(SHIELD,)),
    ab("Штамм", L, T, B, targeted=False, min_targets=0, max_targets=0,
       choices=("заразить", "излечить", "заразиться", "излечиться"),  # «заразить себя … или излечиться»
       needs=frozenset({"choice"})),
    ab("Крест на двери", L, T, targeted=False, min_targets=0, max_targets=0, needs=frozenset({"role"}),
       several_roles=True, check=roles_are_public),
    ab("Дезинфекция", per_cycle=1, tags=(JAILS,)),
    ab("Список зараженных", allow_dead_target=True, check=dead_targets, tags=(GRAVE_LOOK,)),
    ab("Иммунитет", L, T, B, targeted=False, min_targets=0, max_targets=0, choices=("1", "2"),
       needs=frozenset({"choice"}))))
# Passive abilities: not moves, the resolution applies them (name, marks).
PASSIVES = [("Чума", (L, T, K)), ("Судный день", (L, T))]
EXTRA_HP = 1  # Иммунитет
INFIRMARY_AT_TWO = True
