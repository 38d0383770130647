"""The Фэнтези variant («Резня в городе N» v0.1, «Резня I») as a mafia-bot plugin."""

from __future__ import annotations

import dataclasses

from core.hookspecs import hookimpl
from core.registry import RoleRegistry, StepRegistry, TextRegistry, VariantRegistry
from core.rules import Ability, Faction
from core.variant import Variant

from plugins.fantasy import day, night
from plugins.fantasy.roles import modules
from plugins.fantasy.roles._common import NIGHT, in_edition
from plugins.fantasy.state import DEMONS, LAW, NEUTRAL, UNDEAD
from plugins.fantasy.variant import MAIL, FantasyVariant

# Голубиная почта (считается ночной): three anonymous messages a game, through the master.
PIGEON = Ability(MAIL, phase=NIGHT, uses=3, needs=frozenset({"text"}), allow_self=False, slot="почта",
                 aliases=("Почта", "Голубь"))


@hookimpl
def mafia_register_variants(variants: VariantRegistry) -> None:
    variants.add(FantasyVariant)


@hookimpl
def mafia_register_roles(variant: type[Variant], roles: RoleRegistry, edition: str | None) -> None:
    if variant is not FantasyVariant:
        return
    roles.add_faction(Faction(UNDEAD, aliases=("НЖ", "нежить")))
    roles.add_faction(Faction(DEMONS, aliases=("Д", "демоны")))
    roles.add_faction(Faction(LAW, aliases=("З", "Законники", "Законник", "закон")))
    roles.add_faction(Faction(NEUTRAL, aliases=("Н", "Нейтрал", "Нейтралы"), neutral=True))
    if edition == "IV":  # «Темный Гримуар»: its own roles (plugins/fantasy/iv/)
        from plugins.fantasy.iv import register_roles

        return register_roles(roles)
    if edition == "II":  # «Сатисфакция»: its own roles (plugins/fantasy/ii/)
        from plugins.fantasy.ii import register_roles as register_ii

        return register_ii(roles)
    for module in modules(edition):
        # An ability of one edition only (tag «only:<edition>») is left out of the others.
        role = module.ROLE
        abilities = [a for a in role.abilities if in_edition(a, edition)]
        if role.public:  # the two roles act side by side: the public role's move takes its own slot
            abilities = [dataclasses.replace(a, slot="явная") if a.slot == "main" else a for a in abilities]
        roles.add(dataclasses.replace(role, abilities=tuple(abilities)))
    roles.add_ability(PIGEON)


@hookimpl
def mafia_register_steps(variant: type[Variant], steps: StepRegistry, edition: str | None) -> None:
    if variant is not FantasyVariant:
        return
    if edition == "IV":
        from plugins.fantasy.iv import register_steps

        return register_steps(steps)
    if edition == "II":
        from plugins.fantasy.ii import register_steps as register_ii

        return register_ii(steps)
    for module in [night, day, *modules(edition)]:
        for order, name, phase, run in getattr(module, "STEPS", []):
            steps.add(order, name, phase, run)


@hookimpl
def mafia_register_texts(variant: type[Variant], texts: TextRegistry, edition: str | None) -> None:
    if variant is FantasyVariant:
        texts.add_package("plugins.fantasy")
        texts.add_package("plugins.fantasy.iv")  # edition IV's texts: keys of their own (iv.*, phase.<moon>)
        texts.add_package("plugins.fantasy.ii")  # edition II's texts (ii.*)
