"""The HP-альтернативка variant ("Альтернативная мафия 9") as a mafia-bot plugin."""

from __future__ import annotations

from core.hookspecs import hookimpl
from core.registry import RoleRegistry, StepRegistry, TextRegistry, VariantRegistry
from core.rules import Faction
from core.variant import Variant

from plugins.hp.mechanics import LAW, MAFIA, NEUTRAL, YAKUZA
from plugins.hp import order
from plugins.hp.roles import RoleModule, modules
from plugins.hp.variant import HpVariant


@hookimpl
def mafia_register_variants(variants: VariantRegistry) -> None:
    variants.add(HpVariant)


@hookimpl
def mafia_register_roles(variant: type[Variant], roles: RoleRegistry) -> None:
    if variant is not HpVariant:
        return
    roles.add_faction(Faction(LAW, aliases=("З", "Законники", "Город", "Мирные", "law"), colour="blue"))
    roles.add_faction(Faction(MAFIA, aliases=("М", "mafia"), colour="orange"))
    roles.add_faction(Faction(YAKUZA, aliases=("Я", "yakuza"), colour="purple"))
    roles.add_faction(Faction(NEUTRAL, aliases=("Н", "Нейтрал"), neutral=True, colour="yellow"))
    for module in modules():
        roles.add_module(module, RoleModule)
    from plugins.hp.roles.boss import SENT

    roles.add_ability(SENT)


@hookimpl
def mafia_register_steps(variant: type[Variant], steps: StepRegistry) -> None:
    if variant is not HpVariant:
        return
    steps.add_table(order.ORDER)


@hookimpl
def mafia_register_texts(variant: type[Variant], texts: TextRegistry) -> None:
    if variant is HpVariant:
        texts.add_package("plugins.hp")
