"""Румынские правила (forum mafia with two clans, cops, items and a 36-step
night) as a mafia-bot plugin."""

from __future__ import annotations

from core.hookspecs import hookimpl
from core.registry import RoleRegistry, StepRegistry, TextRegistry, VariantRegistry
from core.rules import Faction
from core.variant import Variant

from plugins.romanian import day, flow, items, night
from plugins.romanian.mechanics import MAFIA, NEUTRAL, TOWN, VAMPIRES
from plugins.romanian.roles import modules
from plugins.romanian.variant import BLOOD, EVERYONE, RomanianVariant


@hookimpl
def mafia_register_variants(variants: VariantRegistry) -> None:
    variants.add(RomanianVariant)


@hookimpl
def mafia_register_roles(variant: type[Variant], roles: RoleRegistry) -> None:
    if variant is not RomanianVariant:
        return
    roles.add_faction(Faction(MAFIA, aliases=("Мафы", "Клан", "mafia")))
    roles.add_faction(Faction(TOWN, aliases=("Миры", "Мирные жители", "Город", "town")))
    roles.add_faction(Faction(VAMPIRES, aliases=("Вампир", "Вампир и обращённые", "vampires")))
    roles.add_faction(Faction(NEUTRAL, aliases=("Нейтрал",), neutral=True))
    for module in modules():
        roles.add(module.ROLE)
    for ability in (*EVERYONE, BLOOD, *items.USES.values()):
        if ability.name not in roles.extra_abilities:
            roles.add_ability(ability)


@hookimpl
def mafia_register_steps(variant: type[Variant], steps: StepRegistry) -> None:
    if variant is not RomanianVariant:
        return
    for module in [night, flow, day, *modules()]:
        for order, name, phase, run in getattr(module, "STEPS", []):
            steps.add(order, name, phase, run)


@hookimpl
def mafia_register_texts(variant: type[Variant], texts: TextRegistry) -> None:
    if variant is RomanianVariant:
        texts.add_package("plugins.romanian")
