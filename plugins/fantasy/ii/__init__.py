"""Edition II of the fantasy book, «Мечом и Магией II: Сатисфакция» (night and day, Личины, the
Демиург's cards): its roles (``roles/``, one module per role), order table (``order.py``) and Variant class
(``variant.FantasyII``), named in the plugin's table of editions (``plugins/fantasy/__init__.py``)."""

from __future__ import annotations

from core.registry import RoleRegistry, StepRegistry


def register_roles(roles: RoleRegistry, edition: str) -> None:
    """The roles of II (``roles/``), then the Демиург's cards every character plays (Ход)."""
    from plugins.fantasy.ii.abilities import CARD_ABILITIES
    from plugins.fantasy.ii.roles import RoleModule, modules

    for module in modules():
        roles.add_module(module, RoleModule)
    for ability in CARD_ABILITIES:
        roles.add_ability(ability)


def register_steps(steps: StepRegistry, edition: str) -> None:
    """The night, day and instant moves of II: the order table."""
    from plugins.fantasy.ii import order

    steps.add_table(order.ORDER)
