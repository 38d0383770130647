"""Edition II of the fantasy book, «Мечом и Магией II: Сатисфакция» (night and day, Личины, the
Демиург's cards): its roles, steps and Variant class (``variant.FantasyII``), named in the plugin's table of
editions (``plugins/fantasy/__init__.py``)."""

from __future__ import annotations

from core.registry import RoleRegistry, StepRegistry


def register_roles(roles: RoleRegistry, edition: str) -> None:
    from plugins.fantasy.ii.roles import CARD_ABILITIES, PUBLIC_ROLES, SECRET_ROLES

    for role in (*PUBLIC_ROLES, *SECRET_ROLES):
        roles.add(role)
    for ability in CARD_ABILITIES:
        roles.add_ability(ability)


def register_steps(steps: StepRegistry, edition: str) -> None:
    from plugins.fantasy.ii.resolve import steps as ii_steps

    for order, name, kind, run in ii_steps():
        steps.add(order, name, kind, run)
