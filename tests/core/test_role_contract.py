"""Issue 30, item 3: one contract for what a role module declares, checked when the book is built; a
misspelled hook of a plugin refused with its name; a third-party plugin adds a Romanian move."""

from __future__ import annotations

import importlib
import types
from typing import Callable, Protocol

import pluggy
import pytest

from core import hookspecs
from core.model import PhaseKind
from core.registry import Engine, RoleModuleError, StepRegistry, check_role_module
from core.rules import Ability, Role
from tools.scenario import Scenario

# Every book and edition, and the package of its role modules.
BOOKS = {("hp", None): "plugins.hp.roles", ("romanian", None): "plugins.romanian.roles",
         ("cards", None): "plugins.cards.roles", ("fantasy", "v0.1"): "plugins.fantasy.v01_i.roles",
         ("fantasy", "I"): "plugins.fantasy.v01_i.roles", ("fantasy", "II"): "plugins.fantasy.ii.roles",
         ("fantasy", "IV"): "plugins.fantasy.iv.roles"}


class Contract(Protocol):
    ROLE: Role
    PASSIVES: list[tuple[str, tuple[str, ...]]] | None = None
    defend: Callable[..., None] | None = None
    AT_SETTLE: Callable[..., None] | None = None


def module(**exports) -> types.ModuleType:
    found = types.ModuleType("plugins.example.roles.example")
    found.ROLE = Role("Пример")
    for name, value in exports.items():
        if callable(value):
            value.__module__ = found.__name__
        setattr(found, name, value)
    return found


def test_a_module_that_keeps_the_contract_passes() -> None:
    def defend(res, player, hits):
        pass

    def at_settle(res):  # the function AT_SETTLE names: a function beside the table, not a misspelling
        pass

    def hit(res):  # near «HITS» of another book, near no export of this one
        pass

    check_role_module(module(PASSIVES=[("Щит", ())], defend=defend, AT_SETTLE=at_settle, at_settle=at_settle,
                             hit=hit, NAME="Пример"), Contract)


@pytest.mark.parametrize("name", ["PASIVES", "PASSIVE", "Passives", "defnd", "defends", "AT_SETLE"])
def test_a_misspelled_export_is_an_error_with_its_name(name: str) -> None:
    with pytest.raises(RoleModuleError, match=f"'{name}' is not a role-module export"):
        check_role_module(module(**{name: (lambda *a: None) if name.islower() else [("Щит", ())]}), Contract)


def test_a_missing_role_and_a_mistyped_export_are_errors() -> None:
    empty = types.ModuleType("plugins.example.roles.nobody")
    with pytest.raises(RoleModuleError, match="has no 'ROLE'"):
        check_role_module(empty, Contract)
    with pytest.raises(RoleModuleError, match="'PASSIVES' is str"):
        check_role_module(module(PASSIVES="Щит"), Contract)
    with pytest.raises(RoleModuleError, match="'defend' is int"):
        check_role_module(module(defend=3), Contract)


@pytest.mark.parametrize("book", list(BOOKS), ids=lambda b: "/".join(filter(None, b)))
def test_every_book_checks_its_role_modules_when_it_is_built(book, monkeypatch) -> None:
    """A role module of every book with a misspelled export: the book is not built, the error names it."""
    package = importlib.import_module(BOOKS[book])
    first = package.modules()[0] if not hasattr(package, "names") else importlib.import_module(
        f"{package.__name__}.{package.names()[0]}")
    assert Engine().book(*book).roles.modules  # the book's roles came through the contract
    monkeypatch.setattr(first, "ROLES", first.ROLE, raising=False)  # «ROLES» for «ROLE»
    with pytest.raises(RoleModuleError, match=f"{first.__name__}: 'ROLES' is not a role-module export"):
        Engine().book(*book)


def test_the_book_finds_what_its_modules_declare() -> None:
    """hp's death triggers are their role modules' ``on_death``; edition IV's tables come from its modules."""
    hp = Engine().book("hp").roles
    assert sorted(hp.declared("on_death")) == ["Босс", "Ниндзя", "Сэнсэй"]
    assert hp.declared("on_death")["Босс"] is importlib.import_module("plugins.hp.roles.boss").on_death
    iv = Engine().book("fantasy", "IV").roles
    assert iv.declared("KNOWS")["Лич"] == "Некромант"


# --- a misspelled hook ---------------------------------------------------------------------------------------


class Misspelled:
    @hookspecs.hookimpl
    def mafia_regster_roles(self, variant, roles):  # «regster»: no such hook
        roles.add(Role("Опечатка", faction="Закон"))


def test_a_misspelled_hook_is_refused_with_its_name() -> None:
    with pytest.raises(pluggy.PluginValidationError, match="mafia_regster_roles"):
        Engine([Misspelled()], entry_points=False)


def test_an_installed_plugin_with_a_misspelled_hook_is_refused_and_the_others_work(monkeypatch) -> None:
    class Entry:
        name = "misspelled"

        def load(self):
            return Misspelled()

    real = importlib.metadata.entry_points

    def entry_points(group):
        return [*real(group=group), Entry()]

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    engine = Engine()
    assert [name for name, _ in engine.broken] == ["misspelled"]
    assert "mafia_regster_roles" in engine.broken[0][1]
    assert engine.book("hp").roles.role("Опечатка") is None and len(engine.variants) >= 4


# --- a third-party plugin adds a Romanian move -----------------------------------------------------------------


class ConjurerRole:
    """A role added to the Romanian book from outside, without its move."""

    @hookspecs.hookimpl
    def mafia_register_roles(self, variant, roles):
        if variant.id == "romanian":
            roles.add(Role("Фокусник", faction="Мирные", abilities=(Ability("Фокус", allow_self=False),)))


class Conjurer(ConjurerRole):
    """A role and its move added to the Romanian book from outside: the hookspec's promise."""

    @hookspecs.hookimpl
    def mafia_register_steps(self, variant, steps):
        if variant.id == "romanian":
            from plugins.romanian.night import COMPANY

            steps.add_move("Фокус", 17, self.trick, COMPANY)

    @staticmethod
    def trick(res, move):
        """Performed at step 17 (the Цыганка's): the target spends the night with the conjurer, blocked."""
        from plugins.romanian.night import drop_moves, ok, simple_visit

        target = simple_visit(res, move)
        if target is not None:
            drop_moves(res, target, after=move.step, key="romanian.answer.fail")
            ok(move)


TRICK = """
variant: romanian
players:
  - {name: Аня, role: Босс, team: 1}
  - {name: Борис, role: Рядовой, team: 1}
  - {name: Вика, role: Следователь}
  - {name: Глеб, role: Поп}
  - {name: Дина, role: Врач}
  - {name: Егор, role: Фокусник}
  - {name: Жанна, role: Барон}
  - {name: Зоя, role: Журналист}
  - {name: Ира, role: Свидетель}
  - {name: Костя, role: Босс, team: 2}
steps:
  - night:
      Егор: {use: Фокус, target: Аня}
      Аня: {use: Выстрел, target: Глеб}
    expect:
      dead: []
      told: {Егор: ["«Фокус» (Аня): Удачно"]}
"""


def test_a_plugin_adds_a_romanian_move(tmp_path) -> None:
    path = tmp_path / "trick.yaml"
    path.write_text(TRICK, encoding="utf-8")
    engine = Engine([Conjurer()])
    move = engine.book("romanian").steps.moves["Фокус"]
    assert move.step == 17 and move.run is Conjurer.trick
    assert Scenario.load(engine, path).run().failures == []
    # The role without its move: nothing performs the move, the shooter is not blocked, the shot kills.
    assert Scenario.load(Engine([ConjurerRole()]), path).run().failures != []


def test_a_move_is_one_line_of_one_book() -> None:
    engine = Engine([Conjurer()])
    assert "Фокус" not in engine.book("hp").steps.moves
    with pytest.raises(ValueError, match="'Фокус' is registered twice"):
        engine.book("romanian").steps.add_move("Фокус", 18, Conjurer.trick)
    assert PhaseKind.NIGHT  # (the numbered steps are the night's)


# --- the order table's one shape -------------------------------------------------------------------------------


def step(res) -> None:
    pass


def test_a_line_may_name_several_phase_kinds() -> None:
    """Edition IV's steps run in each moon, the cards book's in night and day: one line, a tuple of kinds."""
    steps = StepRegistry()
    steps.add_table([(10, "Шаг", ("новолуние", "полнолуние"), step), (5, "Ночью", PhaseKind.NIGHT, step)])
    assert [(s.order, s.name) for s in steps.of("новолуние")] == [(10, "Шаг")]
    assert [s.name for s in steps.of("полнолуние")] == ["Шаг"] and steps.of("полулуние") == ()
    assert [s.name for s in steps.of(PhaseKind.NIGHT)] == ["Ночью"]


@pytest.mark.parametrize("line, error", [
    ((10, "Шаг", step), "line 0 of the order table is not"),  # the old 3-tuple of edition IV
    ((10, "Шаг", PhaseKind.NIGHT, "plugins.hp.roles.thug.assault"), "is not a function"),
    ((10, "Шаг", (), step), "is not a phase kind nor a tuple"),
    ((10, "Шаг", [PhaseKind.NIGHT], step), "is not a phase kind nor a tuple"),
    (("10", "Шаг", PhaseKind.NIGHT, step), "is not an order and a name"),
])
def test_a_line_of_another_shape_is_refused_when_the_book_is_built(line, error) -> None:
    with pytest.raises(TypeError, match=error):
        StepRegistry().add_table([line])


@pytest.mark.parametrize("book", list(BOOKS), ids=lambda b: "/".join(filter(None, b)))
def test_every_order_table_holds_functions_in_one_shape(book) -> None:
    """Every book's table is ``(order, name, phase kind or kinds, function)`` lines of functions, not
    names of functions."""
    package = BOOKS[book].rsplit(".", 1)[0]
    table = importlib.import_module(f"{package}.order").ORDER
    assert table and all(len(line) == 4 and callable(line[3]) for line in table)
    StepRegistry().add_table(table)


def test_a_step_that_asks_for_a_misspelled_export_is_refused() -> None:
    """The steps ask the book's registry, not the modules: a name no contract has is an error, not an empty
    table that would make the step silently do nothing."""
    roles = Engine().book("hp").roles
    assert "Босс" in roles.declared("on_death")
    with pytest.raises(RoleModuleError, match="'on_deth' is not a role-module export of this book .*'on_death'"):
        roles.declared("on_deth")
    iv = Engine().book("fantasy", "IV").roles
    with pytest.raises(RoleModuleError, match="'AMOUNT' is not"):
        iv.declared("AMOUNT")
