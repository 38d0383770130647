"""Edition IV of the fantasy book, «Мечом и Магией IV: Темный Гримуар» (its own week, roles and
resolution): its roles, steps and Variant class (``variant.FantasyIV``), named in the plugin's table of
editions (``plugins/fantasy/__init__.py``)."""

from __future__ import annotations

from core.registry import RoleRegistry, StepRegistry


def register_roles(roles: RoleRegistry, edition: str) -> None:
    from plugins.fantasy.iv.roles import PUBLIC_ROLES, SECRET_ROLES

    for role in (*PUBLIC_ROLES, *SECRET_ROLES):
        roles.add(role)


def register_steps(steps: StepRegistry, edition: str) -> None:
    from plugins.fantasy.iv.resolve import steps as iv_steps

    for order, name, kind, run in iv_steps():
        steps.add(order, name, kind, run)
