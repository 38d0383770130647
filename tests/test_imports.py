"""Issue 17, item 8: the house keeps its shape. Read from the source (``ast``), every import of
``core/``, ``bot/``, ``plugins/`` and ``tools/`` — at load time and inside functions:

* no import circle anywhere (a circle closed only by type-only imports, ``if TYPE_CHECKING:``, is allowed
  where two engine modules' classes genuinely hold each other: ``TYPE_ONLY_CIRCLES``);
* no arrow that ``docs/architecture-parts.json`` says never happens (the engine imports no book, no
  Discord and no tool; a book imports no bot module and no tool; a service imports neither the client
  module nor a command module or view; the bot imports no book; the store imports no engine module).
  Type-only imports count here too.

Beside ``tests/bot/test_shape.py``, which checks what importing a module really loads.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("core", "bot", "plugins", "tools")

# Circles closed only by type-only imports are allowed inside the engine (core/), where classes genuinely
# hold each other: a Game holds its Variant whose methods take the Game, a Resolution holds the Game, a
# Story draws itself with core.story.picture, which reads the Story.
ENGINE = "core"

# What the restructure of issue 17 has not removed yet: arrows (importer, imported module) and circles
# (frozensets of modules). The tests fail on any other forbidden arrow or circle, and on an entry here that
# no longer happens, so the lists can only shrink.
PENDING: set[tuple[str, str]] = set()
PENDING_CIRCLES: set[frozenset[str]] = set()


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found[module_name(path)] = path
    return found


MODULES = modules()


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(name: str, path: Path) -> list[tuple[str, bool, int]]:
    """(imported project module, type-only?, line) for every import in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[str, bool, int]] = []

    def resolve(target: str) -> str | None:
        """The project module an import of ``target`` loads (the longest known prefix)."""
        while target and target not in MODULES:
            target = target.rpartition(".")[0]
        return target or None

    def visit(node: ast.AST, type_only: bool) -> None:
        if isinstance(node, ast.If) and _type_checking(node.test):
            for child in node.body:
                visit(child, True)
            for child in node.orelse:
                visit(child, type_only)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = resolve(alias.name)
                if target:
                    found.append((target, type_only, node.lineno))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                # ``from package import module`` loads the module; ``from module import name`` the module.
                target = resolve(f"{source}.{alias.name}") if f"{source}.{alias.name}" in MODULES else resolve(source)
                if target:
                    found.append((target, type_only, node.lineno))
        for child in ast.iter_child_nodes(node):
            visit(child, type_only)

    visit(tree, False)
    return [(target, type_only, line) for target, type_only, line in found if target != name]


GRAPH = {name: imports_of(name, path) for name, path in MODULES.items()}

SHAPE = json.loads((ROOT / "docs" / "architecture-parts.json").read_text(encoding="utf-8"))


def part_of(name: str) -> str | None:
    """The part whose path is the longest prefix of the module's file."""
    rel = MODULES[name].relative_to(ROOT).as_posix()
    best, length = None, -1
    for part, spec in SHAPE["parts"].items():
        for prefix in spec["is"]:
            if rel.startswith(prefix) and len(prefix) > length:
                best, length = part, len(prefix)
    return best


def circles(type_only_too: bool) -> list[list[str]]:
    """Strongly connected components (of more than one module) of the import graph (Tarjan)."""
    edges = {n: sorted({t for t, type_only, _ in GRAPH[n] if type_only_too or not type_only}) for n in GRAPH}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def connect(start: str) -> None:  # iterative, so deep graphs cannot overflow
        nonlocal counter
        work = [(start, iter(edges[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges[child])))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            connect(node)
    return found


def test_the_graph_sees_imports_at_load_time_and_inside_functions():
    # bot/cli.py imports its tools inside the command functions; the plugins import core at load time.
    assert any(t == "tools.simulate" for t, _, _ in GRAPH["bot.cli"])
    assert any(t == "core.hookspecs" for t, _, _ in GRAPH["plugins.hp"])
    assert part_of("bot.client") == "Wiring" and part_of("bot.cogs.play") == "Faces"
    assert part_of("core.store.orm") == "Store" and part_of("core.game") == "Engine"
    assert part_of("tools.scenario") == "Tools" and part_of("bot.tables") == "Services"


def test_circle_finder_finds_a_circle():
    """The finder is not blind: a made-up two-module circle is found."""
    saved = dict(GRAPH)
    try:
        GRAPH["core.game"] = [*GRAPH["core.game"], ("core.events", False, 0)]
        GRAPH["core.events"] = [*GRAPH["core.events"], ("core.game", False, 0)]
        assert any({"core.events", "core.game"} <= set(c) for c in circles(type_only_too=False))
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


def test_no_import_circle():
    found = {frozenset(c) for c in circles(type_only_too=False)}
    assert found <= PENDING_CIRCLES, [sorted(c) for c in found - PENDING_CIRCLES]


def test_type_only_circles_only_inside_the_engine():
    found = {frozenset(c) for c in circles(type_only_too=True)}
    outside = [sorted(c) for c in found - PENDING_CIRCLES if not all(m.split(".")[0] == ENGINE for m in c)]
    assert outside == []


def test_the_pending_circles_only_shrink():
    found = {frozenset(c) for c in circles(type_only_too=True)}
    assert [sorted(c) for c in PENDING_CIRCLES - found] == []


def forbidden() -> dict[tuple[str, str], str]:
    never = {(a, b): why for a, b, why in SHAPE["never"]}
    found = {}
    for name, imported in GRAPH.items():
        for target, _, line in imported:
            pair = (part_of(name), part_of(target))
            if pair in never:
                where = f"{MODULES[name].relative_to(ROOT)}:{line}"
                found[(name, target)] = f"{where}: {pair[0]} → {pair[1]}: {never[pair]}"
    return found


def test_the_parts_keep_every_never_of_the_design():
    """docs/architecture-parts.json keeps the design's twelve nevers (the paths may move, the rules stay)."""
    pairs = {(a, b) for a, b, _ in SHAPE["never"]}
    assert pairs >= {("Engine", "Plugins"), ("Engine", "Services"), ("Engine", "Faces"), ("Engine", "Tools"),
                     ("Plugins", "Services"), ("Plugins", "Faces"), ("Plugins", "Tools"), ("Services", "Faces"),
                     ("Services", "Wiring"), ("Services", "Plugins"), ("Faces", "Plugins"), ("Store", "Engine")}


def test_no_forbidden_arrow():
    found = forbidden()
    new = sorted(why for pair, why in found.items() if pair not in PENDING)
    assert new == [], "\n".join(new)


def test_the_pending_list_only_shrinks():
    gone = sorted(PENDING - set(forbidden()))
    assert gone == [], f"no longer imported, drop from PENDING: {gone}"


@pytest.mark.parametrize("book", ["hp", "romanian", "fantasy", "cards"])
def test_a_book_imports_no_other_book(book):
    for name in (n for n in GRAPH if n == f"plugins.{book}" or n.startswith(f"plugins.{book}.")):
        for target, _, line in GRAPH[name]:
            if target.startswith("plugins.") and target != "plugins":
                assert target.split(".")[1] == book, f"{name}:{line} imports {target}"


# Editions as equals: each edition's package and the shared code (``plugins.fantasy.common``) import no
# other edition's package; only the plugin (its table of editions) names them all.
EDITION_PACKAGES = {"plugins.fantasy.v01_i", "plugins.fantasy.ii", "plugins.fantasy.iv"}
SHARED = "plugins.fantasy.common"


def test_no_edition_imports_another():
    def edition_of(module: str) -> str | None:
        return next((e for e in EDITION_PACKAGES if module == e or module.startswith(e + ".")), None)

    for name in (n for n in GRAPH if n.startswith("plugins.fantasy.")):
        for target, _, line in GRAPH[name]:
            other = edition_of(target)
            assert other is None or other == edition_of(name), f"{name}:{line} imports {target}"


def test_the_shared_code_imports_no_edition():
    for name in (n for n in GRAPH if n == SHARED or n.startswith(SHARED + ".")):
        for target, _, line in GRAPH[name]:
            assert target.startswith(("core", SHARED)), f"{name}:{line} imports {target}"


def test_every_edition_package_is_listed():
    """Every sub-package of the fantasy book but the shared one is an edition, so the rule above sees it."""
    packages = {f"plugins.fantasy.{p.name}" for p in (ROOT / "plugins" / "fantasy").iterdir()
                if (p / "__init__.py").exists()}
    assert packages == EDITION_PACKAGES | {SHARED}


def test_the_edition_rule_is_not_blind():
    """A made-up import of edition IV from edition II is caught."""
    saved = list(GRAPH["plugins.fantasy.ii.variant"])
    try:
        GRAPH["plugins.fantasy.ii.variant"].append(("plugins.fantasy.iv.state", False, 0))
        with pytest.raises(AssertionError, match="imports plugins.fantasy.iv.state"):
            test_no_edition_imports_another()
    finally:
        GRAPH["plugins.fantasy.ii.variant"] = saved
