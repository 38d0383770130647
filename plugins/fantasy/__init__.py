"""The Фэнтези variant as a mafia-bot plugin: «Резня в городе N» v0.1, «Резня I», «Мечом и Магией II:
Сатисфакция» and «Мечом и Магией IV: Темный Гримуар».

Editions are equals: ``EDITIONS`` says, for each, the Variant class that plays it and how its roles and
steps are registered. Each edition is a sibling package (``v01_i/``: v0.1 and I, which share their roles,
night and day; ``ii/``; ``iv/``) built on the shared code in ``common/`` (the base ``FantasyVariant``,
state, mechanics, the checks and tags roles share); no edition imports another, ``common`` imports none.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from core.hookspecs import hookimpl
from core.registry import RoleRegistry, StepRegistry, TextRegistry, VariantRegistry
from core.rules import Faction
from core.variant import Variant

from plugins.fantasy import ii, iv, v01_i
from plugins.fantasy.common.state import DEMONS, ED1, LAW, NEUTRAL, UNDEAD, V01
from plugins.fantasy.common.variant import FantasyVariant
from plugins.fantasy.ii.variant import FantasyII
from plugins.fantasy.iv.variant import FantasyIV
from plugins.fantasy.v01_i.variant import FantasyI


class Edition(NamedTuple):
    variant: type[FantasyVariant]
    roles: Callable[[RoleRegistry, str], None]
    steps: Callable[[StepRegistry, str], None]


EDITIONS = {
    V01: Edition(FantasyI, v01_i.register_roles, v01_i.register_steps),
    ED1: Edition(FantasyI, v01_i.register_roles, v01_i.register_steps),
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
    roles.add_faction(Faction(UNDEAD, aliases=("НЖ", "нежить"), colour="green"))
    roles.add_faction(Faction(DEMONS, aliases=("Д", "демоны"), colour="purple"))
    roles.add_faction(Faction(LAW, aliases=("З", "Законники", "Законник", "закон"), colour="blue"))
    roles.add_faction(Faction(NEUTRAL, aliases=("Н", "Нейтрал", "Нейтралы"), neutral=True, colour="yellow"))
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
