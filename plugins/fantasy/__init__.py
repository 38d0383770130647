"""The Фэнтези variant as a mafia-bot plugin: «Резня в городе N» v0.1, «Резня I», «Мечом и Магией II:
Сатисфакция» and «Мечом и Магией IV: Темный Гримуар».

Editions are equals: ``EDITIONS`` says, for each, the Variant class that plays it and how its roles and
steps are registered. v0.1 and I share this package's roles (``roles/``) and night and day; II and IV
are sibling packages (``ii/``, ``iv/``) built on the shared mechanics (``mechanics.py``, ``state.py``);
no edition imports another.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, NamedTuple

from core.hookspecs import hookimpl
from core.registry import RoleRegistry, StepRegistry, TextRegistry, VariantRegistry
from core.rules import Ability, Faction
from core.variant import Variant

from plugins.fantasy import ii, iv
from plugins.fantasy.ii.variant import FantasyII
from plugins.fantasy.iv.variant import FantasyIV
from plugins.fantasy import order
from plugins.fantasy.roles import modules
from plugins.fantasy.roles._common import NIGHT, in_edition
from plugins.fantasy.state import DEMONS, ED1, LAW, NEUTRAL, UNDEAD, V01
from plugins.fantasy.variant import MAIL, FantasyVariant

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
        roles.add(dataclasses.replace(role, abilities=tuple(abilities)))
    roles.add_ability(PIGEON)


def register_steps(steps: StepRegistry, edition: str) -> None:
    """The night and day of v0.1 and I: the order table."""
    steps.add_table(__name__, order.ORDER)


class Edition(NamedTuple):
    variant: type[FantasyVariant]
    roles: Callable[[RoleRegistry, str], None]
    steps: Callable[[StepRegistry, str], None]


EDITIONS = {
    V01: Edition(FantasyVariant, register_roles, register_steps),
    ED1: Edition(FantasyVariant, register_roles, register_steps),
    "II": Edition(FantasyII, ii.register_roles, ii.register_steps),
    "IV": Edition(FantasyIV, iv.register_roles, iv.register_steps),
}


@hookimpl
def mafia_register_variants(variants: VariantRegistry) -> None:
    variants.add(FantasyVariant, editions={edition: e.variant for edition, e in EDITIONS.items()})


@hookimpl
def mafia_register_roles(variant: type[Variant], roles: RoleRegistry, edition: str | None) -> None:
    if variant is not FantasyVariant:
        return
    roles.add_faction(Faction(UNDEAD, aliases=("НЖ", "нежить")))
    roles.add_faction(Faction(DEMONS, aliases=("Д", "демоны")))
    roles.add_faction(Faction(LAW, aliases=("З", "Законники", "Законник", "закон")))
    roles.add_faction(Faction(NEUTRAL, aliases=("Н", "Нейтрал", "Нейтралы"), neutral=True))
    EDITIONS[edition].roles(roles, edition)


@hookimpl
def mafia_register_steps(variant: type[Variant], steps: StepRegistry, edition: str | None) -> None:
    if variant is FantasyVariant:
        EDITIONS[edition].steps(steps, edition)


@hookimpl
def mafia_register_texts(variant: type[Variant], texts: TextRegistry, edition: str | None) -> None:
    if variant is FantasyVariant:
        texts.add_package("plugins.fantasy")
        texts.add_package("plugins.fantasy.iv")  # edition IV's texts: keys of their own (iv.*, phase.<moon>)
        texts.add_package("plugins.fantasy.ii")  # edition II's texts (ii.*)
