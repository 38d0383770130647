"""Editions v0.1 and I of the fantasy book, «Резня в городе N» v0.1 and «Резня I» (two roles per player,
the Мастер карт's cards, nights by the moon): their roles (``roles/``), order table (``order.py``), night
and day, and Variant class (``variant.FantasyI``), named in the plugin's table of editions
(``plugins/fantasy/__init__.py``)."""

from __future__ import annotations

import dataclasses

from core.registry import RoleRegistry, StepRegistry
from core.rules import Ability

from plugins.fantasy.common.roles import NIGHT, in_edition
from plugins.fantasy.v01_i import order
from plugins.fantasy.v01_i.roles import RoleModule, modules
from plugins.fantasy.v01_i.variant import MAIL

# Голубиная почта (считается ночной): three anonymous messages a game, through the master.
PIGEON = Ability(MAIL, phase=NIGHT, uses=3, needs=frozenset({"text"}), allow_self=False, slot="почта",
                 aliases=("Почта", "Голубь"))


def register_roles(roles: RoleRegistry, edition: str) -> None:
    """The roles of v0.1 and I (``roles/``)."""
    for module in modules(edition):
        # An ability of one edition only (tag «only:<edition>») is left out of the others.
        role = module.ROLE
        abilities = [a for a in role.abilities if in_edition(a, edition)]
        if role.public:  # the two roles act side by side: the public role's move takes its own slot
            abilities = [dataclasses.replace(a, slot="явная") if a.slot == "main" else a for a in abilities]
        roles.add_module(module, RoleModule, dataclasses.replace(role, abilities=tuple(abilities)))
    roles.add_ability(PIGEON)


def register_steps(steps: StepRegistry, edition: str) -> None:
    """The night and day of v0.1 and I: the order table."""
    steps.add_table(order.ORDER)
