"""Every ability of every role of every fantasy edition is resolved by something: a role ability that no step
names, no role module declares (``INSTANT``, a step of its own, a hook) and no shared step takes by its tag
(the edition's ``order.BY_TAG``) would be accepted from a player and silently do nothing.

"Named" is read from the source: an ability's name as a string anywhere in the edition's package or in
``plugins/fantasy/common`` but in the declarations (``Role(...)``, ``Ability(...)``, ``ab(...)``) and in the
checks that accept a move (the functions given as ``check=``), which name abilities without resolving them."""

from __future__ import annotations

import ast
import importlib
from functools import cache
from pathlib import Path

import pytest

from core.registry import Engine
from core.rules import Ability, Role

from plugins.fantasy import EDITIONS

FANTASY = Path(__file__).resolve().parents[3] / "plugins" / "fantasy"
DECLARATIONS = ("Role", "Ability", "ab")


def package_of(edition: str) -> str:
    """The edition's package (``plugins.fantasy.ii``), the one that registers its steps."""
    return EDITIONS[edition].steps.__module__


@cache
def named_in(folder: Path) -> frozenset[str]:
    """The strings of the modules in this folder (and below) outside declarations and checks."""
    found: set[str] = set()
    for path in sorted(folder.rglob("*.py")):
        if path.name == "_skeleton.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        checks = {n.id for node in ast.walk(tree) if isinstance(node, ast.keyword) and node.arg == "check"
                  for n in ast.walk(node.value) if isinstance(n, ast.Name)}
        skipped: set[int] = set()
        for node in ast.walk(tree):
            declared = isinstance(node, ast.Call) and getattr(node.func, "id", None) in DECLARATIONS
            if declared or (isinstance(node, ast.FunctionDef) and node.name in checks):
                skipped.update(id(n) for n in ast.walk(node))
        found.update(node.value for node in ast.walk(tree)
                     if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped)
    return frozenset(found)


def by_tag(edition: str) -> dict[str, str]:
    return importlib.import_module(f"{package_of(edition)}.order").BY_TAG


def unresolved(edition: str, roles: list[Role]) -> list[str]:
    """The abilities of these roles that nothing of the edition resolves, as «role: ability»."""
    folder = FANTASY / package_of(edition).rsplit(".", 1)[1]
    named = named_in(folder) | named_in(FANTASY / "common")
    tags = set(by_tag(edition))
    return [f"{role.name}: {ability.name}" for role in roles for ability in role.abilities
            if ability.name not in named and not (ability.tags & tags)]


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_ability_of_every_role_is_resolved(engine: Engine, edition: str) -> None:
    roles = list(engine.book("fantasy", edition).roles.roles.values())
    assert roles
    assert unresolved(edition, roles) == []


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_the_steps_that_resolve_by_tag_are_in_the_order_table(edition: str) -> None:
    order = importlib.import_module(f"{package_of(edition)}.order")
    steps = {line[-1] for line in order.ORDER}
    assert set(by_tag(edition).values()) - steps == set()


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_an_ability_nothing_resolves_is_found(edition: str) -> None:
    idle = Role("Бездельник", abilities=(Ability("Ничегонеделание"),
                                         Ability("Тегированное ничто", tags=frozenset({next(iter(by_tag(edition)))}))))
    assert unresolved(edition, [idle]) == ["Бездельник: Ничегонеделание"]
