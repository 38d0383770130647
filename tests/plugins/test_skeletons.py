"""Issue 17, item 1: adding a role to a book (to every edition of the fantasy book) is copying its
``_skeleton.py`` and adding one line to its order table. Done here for every book and edition in a scratch
folder added to the edition's ``roles`` package: the copy is found by itself, its role is registered after
the book's own, and its step runs where the line says."""

from __future__ import annotations

import importlib
import shutil
import sys
from pathlib import Path

import pytest

from core.model import PhaseKind
from core.registry import Engine
from core.rules import Role

ROOT = Path(__file__).resolve().parents[2]

# book (or book/edition) -> (the order table's module and name, the line the docs tell to add)
BOOKS = {
    "hp": ("plugins.hp.order", "ORDER", (99, "Удар", PhaseKind.NIGHT, "roles.new_role.strike")),
    "romanian": ("plugins.romanian.order", "MOVES", ("Новый ход", 17, "roles.new_role.visit", 4)),
    "fantasy": ("plugins.fantasy.v01_i.order", "ORDER", (57, "Новая способность", PhaseKind.NIGHT,
                                                   "roles.new_role.resolve")),
    "fantasy/II": ("plugins.fantasy.ii.order", "ORDER", (57, "Новая способность", PhaseKind.NIGHT,
                                                     "roles.new_role.resolve")),
    # edition IV's steps run in every phase of its week: the line goes to STEPS, without a phase kind
    "fantasy/IV": ("plugins.fantasy.iv.order", "STEPS", (57, "Новая способность", "roles.new_role.resolve")),
    "cards": (None, None, None),  # a secret role of the cards book brings colours, no step
}
# The package that holds a book's roles: the book's own, or (fantasy) the edition's whose roles are copied.
ROLES_OF = {"fantasy": "fantasy.v01_i", "fantasy/II": "fantasy.ii", "fantasy/IV": "fantasy.iv"}


def roles_of(book: str) -> str:
    return f"plugins.{ROLES_OF.get(book, book)}.roles"


def book_and_edition(book: str) -> tuple[str, str | None]:
    name, _, edition = book.partition("/")
    return name, edition or None


@pytest.fixture
def new_role(tmp_path, monkeypatch, request):
    """The book's skeleton copied as ``roles/new_role.py`` (into a folder added to the package)."""
    book = request.param
    package = importlib.import_module(roles_of(book))
    shutil.copy(ROOT / Path(*roles_of(book).split(".")) / "_skeleton.py", tmp_path / "new_role.py")
    monkeypatch.setattr(package, "__path__", [*package.__path__, str(tmp_path)])
    module, table, line = BOOKS[book]
    if module is not None:
        monkeypatch.setattr(importlib.import_module(module), table, [*getattr(importlib.import_module(module),
                                                                                 table), line])
    yield book, line
    sys.modules.pop(f"{roles_of(book)}.new_role", None)


@pytest.mark.parametrize("new_role", list(BOOKS), indirect=True)
def test_a_copied_skeleton_and_one_line_make_a_role(new_role):
    book, line = new_role
    package = importlib.import_module(roles_of(book))
    names = package.names() if hasattr(package, "names") else [m.__name__.rsplit(".", 1)[1]
                                                               for m in package.modules()]
    assert names[-1] == "new_role"  # found by itself, after the book's own roles
    module = importlib.import_module(f"{roles_of(book)}.new_role")
    assert isinstance(module.ROLE, Role) and module.ROLE.name == "Новая роль"
    if book == "romanian":
        from plugins.romanian import night

        night.register_moves("plugins.romanian", [line])
        assert night.STEP_OF["Новый ход"] == 17 and night.HANDLERS["Новый ход"] is module.visit
        del night.STEP_OF["Новый ход"], night.HANDLERS["Новый ход"], night.CATEGORY["Новый ход"]
    engine = Engine()
    book_ = engine.book(*book_and_edition(book))
    # (the hooks register the book's roles from its package: the new one among them)
    assert book_.roles.role("Новая роль") is not None
    if book == "fantasy/IV":  # one line of STEPS: the step in every phase of the week
        from plugins.fantasy.iv.state import MOONS

        order, name, _ = line
        kinds = MOONS
    elif book in ("hp", "fantasy", "fantasy/II"):
        order, name, kind, _ = line
        kinds = (kind,)
    else:
        kinds = ()
    for kind in kinds:
        step = next(s for s in book_.steps.of(kind) if s.name == name)
        assert step.order == order and step.run.__module__ == f"{roles_of(book)}.new_role"
