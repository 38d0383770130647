"""Issue 17, item 1: adding a role to a book (to every edition of the fantasy book) is copying its
``_skeleton.py`` and adding one line to its order table (and the module to the table's import: the lines hold
the functions themselves, issue 30). Done here for every book and edition in a scratch
folder added to the edition's ``roles`` package: the copy is found by itself, its role is registered after
the book's own, and its step runs where the line says."""

from __future__ import annotations

import importlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from core.model import PhaseKind
from core.registry import Engine
from core.rules import Role

from plugins.fantasy.iv.state import MOONS

ROOT = Path(__file__).resolve().parents[2]

# book (or book/edition) -> (the order table's module and name, the line the docs tell to add, made from the
# new role's module)
BOOKS = {
    "hp": ("plugins.hp.order", "ORDER", lambda new_role: (99, "Удар", PhaseKind.NIGHT, new_role.strike)),
    "romanian": ("plugins.romanian.order", "MOVES", lambda new_role: ("Новый ход", 17, new_role.visit, 4)),
    "fantasy": ("plugins.fantasy.v01_i.order", "ORDER", lambda new_role: (57, "Новая способность", PhaseKind.NIGHT,
                                                                          new_role.resolve)),
    "fantasy/II": ("plugins.fantasy.ii.order", "ORDER", lambda new_role: (57, "Новая способность", PhaseKind.NIGHT,
                                                                          new_role.resolve)),
    # edition IV's steps run in every phase of its week: the line's phase kinds are the three moons
    "fantasy/IV": ("plugins.fantasy.iv.order", "ORDER", lambda new_role: (57, "Новая способность", MOONS,
                                                                          new_role.resolve)),
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
    module, table, make_line = BOOKS[book]
    line = None
    if module is not None:
        line = make_line(importlib.import_module(f"{roles_of(book)}.new_role"))
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
    engine = Engine()
    book_ = engine.book(*book_and_edition(book))
    if book == "romanian":  # the book's own table of moves: the new move performed at its step
        move = book_.steps.moves["Новый ход"]
        assert move.step == 17 and move.run is module.visit
    # (the hooks register the book's roles from its package: the new one among them)
    assert book_.roles.role("Новая роль") is not None
    if book == "fantasy/IV":  # one line: the step in every phase of the week
        order, name, kinds, _ = line
    elif book in ("hp", "fantasy", "fantasy/II"):
        order, name, kind, _ = line
        kinds = (kind,)
    else:
        kinds = ()
    for kind in kinds:
        step = next(s for s in book_.steps.of(kind) if s.name == name)
        assert step.order == order and step.run.__module__ == f"{roles_of(book)}.new_role"


# --- the same done for real: files copied and edited, a game played in a fresh process ------------------

# book -> (the line added to the order table: (file, the line after which it goes, the line), the scenario
# the new role plays, and what breaks without the line). The scenario's expectations hold only if the new
# role's step runs where the line puts it (or, in the cards book, if the role's colours count).
PLAYED = {
    "hp": (("order.py", [("from plugins.hp.roles import (", "    new_role,"),
                         ("ORDER = [", '    (12.5, "Удар", NIGHT, new_role.strike),')]), """
variant: hp
start: night
players:
  - {name: Аня, role: Новая роль}
  - {name: Борис, role: Мирный житель}
  - {name: Вика, role: Босс}
  - {name: Глеб, role: Комиссар}
  - {name: Дина, role: Мирный житель}
steps:
  - night:
      Аня: {use: Удар, target: Борис}
    expect:
      hp: {Борис: 70}
  - day: {}
  - night:
      Аня: {use: Удар, target: Борис, rejected: true}
    expect:
      hp: {Борис: 70}
"""),
    "romanian": (("order.py", [("from plugins.romanian.roles import (", "    new_role,"),
                               ("MOVES = [", '    ("Новый ход", 17, new_role.visit, COMPANY),')]), """
variant: romanian
players:
  - {name: Аня, role: Босс, team: 1}
  - {name: Борис, role: Рядовой, team: 1}
  - {name: Вика, role: Следователь}
  - {name: Глеб, role: Поп}
  - {name: Дина, role: Врач}
  - {name: Егор, role: Новая роль}
  - {name: Жанна, role: Барон}
  - {name: Зоя, role: Журналист}
  - {name: Ира, role: Свидетель}
  - {name: Костя, role: Босс, team: 2}
steps:
  # the new move takes the target's protection off (the skeleton's), so the vest does not save her
  - night:
      Егор: {use: Новый ход, target: Вика}
      Аня: {use: Выстрел, target: Вика}
    expect:
      dead: [Вика]
      told: {Егор: ["«Новый ход» (Вика): Удачно"]}
"""),
    "cards": (None, """
variant: cards
seed: 3
start: setup
players:
- {name: Аня, role: Новая роль}
- {name: Борис, role: Офицер}
- {name: Глеб, role: Маньяк}
steps:
- setup:
    # twelve cards of Разведка: the new role's own colour (any number), another's (at most four)
    Аня:
    - {use: колода, cards: &scouting [Преследование, Преследование, Камера наблюдения, Камера наблюдения, Обыск, Обыск,
        Досмотр, Досмотр, Прослушка, Прослушка, Досье, Досье, Передышка, Передышка, Передышка]}
    Борис:
    - {use: колода, rejected: true, cards: *scouting}
  expect:
    hand: {Аня: 5}
    deck: {Аня: 10}
"""),
}


def scratch_book(tmp_path: Path, book: str, *, with_line: bool = True) -> Path:
    """A copy of ``plugins/`` with the book's skeleton copied to ``roles/new_role.py`` and, if the book
    needs one, the line added to its order table and the module to its import (the file's text edited, as a
    person would)."""
    root = tmp_path / ("with" if with_line else "without")
    shutil.copytree(ROOT / "plugins", root / "plugins", ignore=shutil.ignore_patterns("__pycache__"))
    folder = root / "plugins" / book
    shutil.copy(folder / "roles" / "_skeleton.py", folder / "roles" / "new_role.py")
    edit, _ = PLAYED[book]
    if edit is not None and with_line:
        name, lines = edit
        text = (folder / name).read_text(encoding="utf-8")
        for after, line in lines:
            assert text.count(after + "\n") == 1
            text = text.replace(after + "\n", f"{after}\n{line}\n")
        (folder / name).write_text(text, encoding="utf-8")
    return root


PLAY = """
import json, sys
root, repo, scenario = sys.argv[1:]
sys.path[:0] = [root, repo]
import plugins
assert plugins.__file__.startswith(root), plugins.__file__
from core.registry import Engine
from tools.scenario import Scenario
engine = Engine()
result = Scenario.load(engine, scenario).run()
print(json.dumps(result.failures, ensure_ascii=False))
"""


def play(root: Path, book: str) -> list[str]:
    scenario = root / "new_role.yaml"
    scenario.write_text(PLAYED[book][1], encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", PLAY, str(root), str(ROOT), str(scenario)], capture_output=True,
                          text=True, cwd=root)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("book", list(PLAYED))
def test_a_new_role_plays_through_the_engine(tmp_path, book):
    """Copy the skeleton, add the one line, and the new role plays: its step runs where the line puts it
    (hp, romanian), its colours count (cards)."""
    assert play(scratch_book(tmp_path, book), book) == []


@pytest.mark.parametrize("book", ["hp", "romanian"])
def test_without_the_line_the_new_role_does_nothing(tmp_path, book):
    """The check above can fail: the same copy without the order table's line plays, and the scenario
    fails (the move is accepted, but no step performs it)."""
    assert play(scratch_book(tmp_path, book, with_line=False), book) != []
