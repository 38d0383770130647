"""Issue 30, item 4: names that say one thing. The posts the bot counts are the ``PostCounts`` command (a
stored game keeps its kind, «report»); every book's rules name a role by its constant where one exists."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from core.commands import PostCounts, command_from_json
from core.registry import Engine

ROOT = Path(__file__).resolve().parents[2]


def test_a_stored_report_command_loads_as_post_counts() -> None:
    stored = {"kind": "report", "topic": "messages", "values": [[0, 3], [2, 0]]}
    command = command_from_json(stored)
    assert command == PostCounts("messages", ((0, 3), (2, 0)))
    assert command.to_json()["kind"] == "report"


def role_constants(path: Path) -> dict[str, str]:
    """A module's role names: its ``NAME = "Роль"`` constants (uppercase, a Cyrillic string)."""
    found = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and node.targets[0].id.isupper() and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str) and any("а" <= c.lower() <= "я" for c in node.value.value)):
            found[node.value.value] = node.targets[0].id
    return found


def literal_roles(folder: Path, roles: dict[str, str]) -> list[str]:
    """Where a rule compares a role with a literal that has a constant (``p.public == "Параноик"``,
    ``has_public(game, p, "Параноик")``, ``role in ("Ниндзя", ...)``)."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                values = [node.left, *node.comparators]
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "has_public":
                values = node.args
            else:
                continue
            for value in values:
                items = value.elts if isinstance(value, (ast.Tuple, ast.List, ast.Set)) else [value]
                for item in items:
                    if isinstance(item, ast.Constant) and item.value in roles:
                        found.append(f"{path.relative_to(folder)}:{item.lineno}: {item.value!r} is {roles[item.value]}")
    return found


def test_hp_rules_name_roles_by_their_constants() -> None:
    hp = ROOT / "plugins" / "hp"
    roles = role_constants(hp / "mechanics.py")
    assert {"Параноик", "Сэнсэй", "Ниндзя", "Босс"} <= set(roles)
    assert literal_roles(hp, roles) == []


# Each book's editions: the role names its constants may hold.
EDITIONS = {"hp": (None,), "romanian": (None,), "cards": (None,), "fantasy": ("v0.1", "I", "II", "IV")}


@pytest.mark.parametrize("variant", sorted(EDITIONS))
def test_every_book_names_roles_by_their_constants(variant: str) -> None:
    """A rule of any book compares a role (or a public role) with its constant where the plugin has one:
    the constants of every module of the plugin that hold a role's name (``pub.POLITICIAN``, ``BEAST``)."""
    engine = Engine()
    names = {name for edition in EDITIONS[variant] for name in engine.book(variant, edition).roles.roles}
    folder = ROOT / "plugins" / variant
    roles = {}
    for path in sorted(folder.rglob("*.py")):
        roles.update({name: constant for name, constant in role_constants(path).items() if name in names})
    assert len(roles) >= 15  # the roles the rules look up (cards: its public roles; fantasy: every edition's)
    assert literal_roles(folder, roles) == []


def test_the_check_finds_a_literal(tmp_path) -> None:
    (tmp_path / "day.py").write_text('def f(game, victim):\n    return has_public(game, victim, "Параноик")\n',
                                     encoding="utf-8")
    (tmp_path / "rule.py").write_text('def g(p):\n    return p.role in ("Ниндзя", "Мирный") or p.public == "Босс"\n',
                                      encoding="utf-8")
    roles = {"Параноик": "PARANOID", "Ниндзя": "NINJA", "Босс": "BOSS"}
    assert literal_roles(tmp_path, roles) == ["day.py:2: 'Параноик' is PARANOID", "rule.py:2: 'Ниндзя' is NINJA",
                                              "rule.py:2: 'Босс' is BOSS"]
