"""Mafic III «Летал» (the cards variant) as a mafia-bot plugin."""

from __future__ import annotations

from core.hookspecs import hookimpl
from core.registry import RoleRegistry, StepRegistry, TextRegistry, VariantRegistry
from core.rules import Faction
from core.variant import Variant

from plugins.cards import public
from plugins.cards.factions import LAW, MAFIA, MANIAC
from plugins.cards.roles import RoleModule, modules
from plugins.cards.mechanics import BUILD, CARD_ABILITIES, REBUILD
from plugins.cards import order
from plugins.cards.variant import CardsVariant


@hookimpl
def mafia_register_variants(variants: VariantRegistry) -> None:
    variants.add(CardsVariant)


@hookimpl
def mafia_register_roles(variant: type[Variant], roles: RoleRegistry) -> None:
    if variant is not CardsVariant:
        return
    roles.add_faction(Faction(MAFIA, aliases=("Мафы", "mafia"), colour="orange"))
    roles.add_faction(Faction(LAW, aliases=("Город", "Законники", "law"), colour="blue"))
    roles.add_faction(Faction(MANIAC, aliases=("maniac",), colour="yellow"))
    for module in modules():
        roles.add_module(module, RoleModule)
    for role in public.roles():
        roles.add(role)
    for ability in (*CARD_ABILITIES.values(), BUILD, REBUILD):
        roles.add_ability(ability)


@hookimpl
def mafia_register_steps(variant: type[Variant], steps: StepRegistry) -> None:
    if variant is not CardsVariant:
        return
    steps.add_table(order.ORDER)


@hookimpl
def mafia_register_texts(variant: type[Variant], texts: TextRegistry) -> None:
    if variant is CardsVariant:
        texts.add_package("plugins.cards")
