"""Edition IV of the fantasy book, «Мечом и Магией IV: Темный Гримуар» (its own week, roles and
resolution): its roles (``roles/``, one module per role), order table (``order.py``) and Variant class
(``variant.FantasyIV``), named in the plugin's table of editions (``plugins/fantasy/__init__.py``)."""

from __future__ import annotations

from core.registry import RoleRegistry, StepRegistry


def register_roles(roles: RoleRegistry, edition: str) -> None:
    """The roles of IV (``roles/``)."""
    from plugins.fantasy.iv.roles import RoleModule, modules

    for module in modules():
        roles.add_module(module, RoleModule)


def register_steps(steps: StepRegistry, edition: str) -> None:
    """The week of IV: the order table (its steps run in every moon)."""
    from plugins.fantasy.iv import order

    steps.add_table(order.ORDER)
