"""Issue 17, items 4-8: the house keeps its shape. Read from the source (``ast``), every import of
``core/``, ``bot/``, ``plugins/`` and ``tools/`` — at load time and inside functions:

* no import circle anywhere (a circle closed only by type-only imports, ``if TYPE_CHECKING:``, is allowed
  where two engine modules' classes genuinely hold each other: ``TYPE_ONLY_CIRCLES``, each with why);
* no arrow that ``docs/architecture-parts.json`` says never happens (the engine, its store and its story
  import no book, no Discord and no tool; a book imports no bot module and no tool; a service imports
  neither the client module nor a command module or view; the bot imports no book — by name neither; the
  store imports no engine module). Type-only imports count here too;
* the bot's services: none defines or builds a ``discord.ui`` class (the faces are ``bot/views/`` and
  ``bot/cogs/``), none reaches another through the client, nobody calls another module's or service's
  private function; a player's move is played one way (``PhaseDriver.play``); a game is found by its id
  in the tables (``Tables.find``).

Every rule has a test that it can fail (a made-up import, circle or source breaking it). Beside
``tests/bot/test_shape.py``, which checks what importing a module really loads.
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


# Every type-only import that closes a circle, and the classes that hold each other through it. A new one
# must say here why its classes genuinely hold each other; one that no longer closes a circle is dropped.
TYPE_ONLY_CIRCLES = {
    ("core.rules", "core.game"): "an Ability's check and a Role's hooks take the Game that holds the roles",
    ("core.resolution", "core.game"): "a Resolution holds the Game it resolves",
    ("core.variant", "core.game"): "a Game holds its Variant, whose methods take the Game and its Questions",
    ("core.variant", "core.resolution"): "the Variant's steps and resolve take the Resolution",
    ("core.variant", "core.registry"): "the Variant reads the Book (roles, steps, texts) the registry built",
    ("core.variant", "core.texts"): "the Variant renders with the Texts the Game holds",
    ("core.registry", "core.game"): "a Book's steps and roles are run over the Game",
    ("core.registry", "core.resolution"): "the StepRegistry's steps take the Resolution",
    ("core.registry", "core.variant"): "the VariantRegistry holds Variant classes, which read their Book",
    ("core.hookspecs", "core.game"): "the hooks are called with the Game and its PhaseReport",
    ("core.hookspecs", "core.registry"): "the register hooks are called with the registries",
    ("core.hookspecs", "core.rules"): "the instant hook is called with the Action",
    ("core.hookspecs", "core.variant"): "the variants hook registers Variant classes",
    ("core.story.page", "core.story"): "a Story pages itself with core.story.page, which reads the Story",
    ("core.story.picture", "core.story"): "a Story draws its nights with core.story.picture",
    ("core.story.svg", "core.story"): "a night's picture is drawn as SVG from the Story's chapters",
}


def type_only_circle_edges() -> set[tuple[str, str]]:
    """The type-only imports (importer, imported) inside a circle of the whole graph."""
    edges = set()
    for circle in circles(type_only_too=True):
        for name in circle:
            edges |= {(name, t) for t, type_only, _ in GRAPH[name] if type_only and t in circle}
    return edges


def test_type_only_circles_only_where_classes_hold_each_other():
    found = type_only_circle_edges()
    assert sorted(found - set(TYPE_ONLY_CIRCLES)) == [], (
        "a type-only import closes an import circle: name it in TYPE_ONLY_CIRCLES with the classes that hold "
        "each other through it (engine modules only), or move what both need to a module of its own")
    assert sorted(set(TYPE_ONLY_CIRCLES) - found) == [], "no longer a circle: drop it from TYPE_ONLY_CIRCLES"
    assert all(a.split(".")[0] == ENGINE for a, _ in found)


def test_a_new_type_only_circle_is_found():
    saved = dict(GRAPH)
    try:
        GRAPH["core.events"] = [*GRAPH["core.events"], ("core.game", True, 0)]
        assert ("core.events", "core.game") in type_only_circle_edges() - set(TYPE_ONLY_CIRCLES)
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


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


def test_the_never_checker_finds_a_forbidden_arrow():
    """The nevers are not blind: a made-up import of a book by a service, of a view by a service, of the
    client by a service and of the engine by the store is each found, type-only too."""
    made_up = {"bot.tables": ("plugins.cards", False), "bot.undo": ("bot.views.undo", True),
               "bot.review": ("bot.client", False), "core.store.stats": ("core.game", True),
               "bot.runner": ("plugins.hp", False), "core.story": ("tools.simulate", False)}
    saved = dict(GRAPH)
    try:
        for importer, (target, type_only) in made_up.items():
            GRAPH[importer] = [*GRAPH[importer], (target, type_only, 0)]
        found = forbidden()
        assert set(made_up.items()) and all((importer, target) in found for importer, (target, _) in made_up.items())
    finally:
        GRAPH.clear()
        GRAPH.update(saved)


@pytest.mark.parametrize("package", ["bot", "core"])
def test_bot_and_core_import_no_book(package):
    """Whatever the parts say: nothing under ``bot/`` or ``core/`` imports a book, at load time, inside a
    function or by name (``importlib.import_module("plugins…")``)."""
    for name in (n for n in GRAPH if n.split(".")[0] == package):
        for target, _, line in GRAPH[name]:
            assert not target.startswith("plugins"), f"{name}:{line} imports {target}"
        assert dynamic_book_imports(ast.parse(MODULES[name].read_text(encoding="utf-8"))) == [], name


def dynamic_book_imports(tree: ast.AST) -> list[int]:
    """Lines that load a module named by a string starting with ``plugins`` (``import_module``,
    ``__import__``)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args and dotted(node.func).rpartition(".")[2] in (
                "import_module", "__import__"):
            first = node.args[0]
            text = first.value if isinstance(first, ast.Constant) else \
                first.values[0].value if isinstance(first, ast.JoinedStr) and first.values and \
                isinstance(first.values[0], ast.Constant) else ""
            if isinstance(text, str) and text.startswith("plugins"):
                found.append(node.lineno)
    return found


def test_the_book_import_checker_sees_a_named_import():
    assert dynamic_book_imports(ast.parse('import importlib\nimportlib.import_module("plugins.cards")')) == [2]
    assert dynamic_book_imports(ast.parse('__import__(f"plugins.{book}")')) == [1]


# --- the bot's services: wired by the client, faces apart (items 4-6) -----------------------------------

def dotted(node: ast.AST) -> str:
    """``a.b.c`` for an attribute chain on a name, else ""."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


def services() -> list[str]:
    return [n for n in MODULES if part_of(n) == "Services"]


def wired_attributes() -> set[str]:
    """What the composition root holds: every ``self.<name> = …`` of ``MafiaBot.__init__`` and
    ``MafiaBot._build_services`` (the services, and the engine, store, settings and statistics)."""
    tree = ast.parse(MODULES["bot.client"].read_text(encoding="utf-8"))
    client = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MafiaBot")
    names = set()
    for method in client.body:
        if isinstance(method, ast.FunctionDef) and method.name in ("__init__", "_build_services"):
            for node in ast.walk(method):
                if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and dotted(node.value) == "self":
                    names.add(node.attr)
    return names


WIRED = wired_attributes()


def faces_in(tree: ast.AST) -> list[str]:
    """A face in a module: a class built on ``discord.ui`` (a view, button, menu, form) or a
    ``discord.ui`` component built (annotations may name them: a service posts what it is handed)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            bases = [dotted(b.value if isinstance(b, ast.Subscript) else b) for b in node.bases]
            found += [f"{node.lineno}: class {node.name}({b})" for b in bases if b.startswith("discord.ui.")]
        elif isinstance(node, ast.Call) and dotted(node.func).startswith("discord.ui."):
            found.append(f"{node.lineno}: {dotted(node.func)}(…)")
    return found


def reaches_through_the_client(tree: ast.AST) -> list[str]:
    """``<x>.bot.<service>`` or ``<x>.client.<service>`` (a service found through the client) and
    ``interaction.client`` (the client taken from an interaction is a face's way, not a service's)."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        inner = node.value
        if node.attr in WIRED and isinstance(inner, ast.Attribute) and inner.attr in ("bot", "client"):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif node.attr == "client" and dotted(inner) == "interaction":
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def module_aliases(tree: ast.AST) -> set[str]:
    """Names a module binds to a project module (``import a.b as m``, ``from a import module``)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.asname or a.name.split(".")[0] for a in node.names if a.name.split(".")[0] in PACKAGES}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names |= {a.asname or a.name for a in node.names if f"{node.module}.{a.name}" in MODULES}
    return names


def private_reaches(tree: ast.AST) -> list[str]:
    """Another module's or another service's private function: ``from <project module> import _f``,
    ``<module>._f`` on an imported project module, ``self.<collaborator>._f`` (a service's private
    method called by the one it is wired into)."""
    aliases = module_aliases(tree)
    found = []

    def private(name: str) -> bool:
        return name.startswith("_") and not name.startswith("__")

    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in PACKAGES:
            found += [f"{node.lineno}: from {node.module} import {a.name}" for a in node.names if private(a.name)]
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and private(node.attr):
            inner = node.value
            if isinstance(inner, ast.Name) and inner.id in aliases:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
            elif isinstance(inner, ast.Attribute) and dotted(inner.value) == "self" and not private(inner.attr):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def tree_of(name: str) -> ast.AST:
    return ast.parse(MODULES[name].read_text(encoding="utf-8"))


def test_the_client_wires_the_services():
    assert {"games", "review", "undo", "timers", "ownership", "ending"} <= WIRED
    assert {"engine", "store", "config", "stats"} <= WIRED


def built_services() -> set[str]:
    """The classes the composition root builds in ``MafiaBot._build_services``."""
    tree = ast.parse(MODULES["bot.client"].read_text(encoding="utf-8"))
    build = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "_build_services")
    return {n.func.id for n in ast.walk(build) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
            and n.func.id[:1].isupper()}


BUILT = built_services()


def builds_a_service(tree: ast.AST) -> list[str]:
    return [f"{n.lineno}: {n.func.id}(…)" for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in BUILT]


def test_only_the_client_builds_the_services():
    """Phases, tables, settings, game roles, review, undo, timers, shards, the end of a game and the game
    manager are built by the client, each with what it needs; no service builds another."""
    assert {"PhaseDriver", "Tables", "Settings", "GameRoles", "Review", "Undo", "Timers", "Ownership", "Ending",
            "GameManager"} <= BUILT
    found = {name: builds_a_service(tree_of(name)) for name in services()}
    assert {name: hits for name, hits in found.items() if hits} == {}
    assert builds_a_service(ast.parse("def f(client):\n    return PhaseDriver(client)")) == ["2: PhaseDriver(…)"]


def test_no_service_defines_or_builds_a_face():
    """Every ``discord.ui`` class lives in the faces (``bot/views/``, ``bot/cogs/``); a service posts the
    views the client hands it (``question_view``, ``review_view``…) and builds none."""
    found = {name: faces_in(tree_of(name)) for name in services()}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_no_service_reaches_another_through_the_client():
    found = {name: reaches_through_the_client(tree_of(name)) for name in services()}
    assert {name: hits for name, hits in found.items() if hits} == {}


# Another module's private function still reached, as (module, what the checker says without the line
# number); the list may only shrink.
PRIVATE_PENDING: set[tuple[str, str]] = set()


def private_found() -> dict[str, list[str]]:
    found = {name: [hit.split(": ", 1)[1] for hit in private_reaches(tree_of(name))] for name in MODULES}
    return {name: hits for name, hits in found.items() if hits}


def test_nobody_calls_another_modules_private_function():
    found = {(name, hit) for name, hits in private_found().items() for hit in hits}
    assert sorted(found - PRIVATE_PENDING) == []
    assert sorted(PRIVATE_PENDING - found) == [], "no longer reached: drop it from PRIVATE_PENDING"


SOURCE_BAD = '''
import discord
from bot import delivery
from bot.config import _problem


class Mine(discord.ui.View):
    pass


class Pick(discord.ui.DynamicItem[discord.ui.Button], template="x"):
    pass


class Service:
    def run(self, interaction):
        view = discord.ui.View(timeout=None)
        self.bot.games.registry.find(1)
        self.client.review.check()
        interaction.client.undo.ask()
        self.phases._end_phase()
        delivery._route()
        return view
'''


def test_each_service_rule_can_fail():
    """The checkers above see what they forbid (a made-up service breaking every rule)."""
    tree = ast.parse(SOURCE_BAD)
    assert [hit.split(":")[0] for hit in faces_in(tree)] == ["7", "11", "17"]
    assert sorted(hit.split(":")[0] for hit in reaches_through_the_client(tree)) == ["18", "19", "20", "20"]
    assert sorted(hit.split(":")[0] for hit in private_reaches(tree)) == ["21", "22", "4"]


# --- one way to play a move (item 5) --------------------------------------------------------------------

PLAYER_COMMANDS = {"Act", "Vote", "Unvote", "Withdraw", "Answer"}
DRIVER = "bot.phases"


def submits(tree: ast.AST) -> list[str]:
    """Where a module submits or executes a command itself: ``<x>.submit(…)``, ``<x>.session.execute(…)``
    (a replay's ``Game.execute`` on a copy is not a command stored)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            chain = ast.unparse(node.func)
            if node.func.attr == "submit" or chain.endswith("session.execute"):
                found.append(f"{node.lineno}: {chain}(…)")
    return found


def commands_played_elsewhere(tree: ast.AST) -> list[str]:
    """A player's command (``Act``, ``Vote``…) built anywhere but as the move handed to ``<x>.play(…)``
    or as the question put to ``<x>.validate(…)`` (the engine's dry run: would this move be refused?
    Nothing is stored; a menu offers only what it would accept)."""
    played: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "play" \
                and len(node.args) >= 2 and isinstance(node.args[1], ast.Call):
            played.add(id(node.args[1]))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "validate" \
                and node.args and isinstance(node.args[0], ast.Call):
            played.add(id(node.args[0]))
    return [f"{node.lineno}: {dotted(node.func)}(…)" for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in PLAYER_COMMANDS
            and id(node) not in played]


def test_a_move_is_played_one_way():
    """``PhaseDriver.play`` (submitted and stored, the player told, the tally, the early end) is the only
    caller of ``submit``; no other bot module submits or executes a command of its own (the host's
    commands go through the driver's ``execute``); and every player's command a face or service builds is
    handed to ``play`` (or only asked about: ``Game.validate``)."""
    driver = tree_of(DRIVER)
    play = next(n for n in ast.walk(driver) if isinstance(n, ast.AsyncFunctionDef) and n.name == "play")
    outside = [hit for hit in submits(driver) if not play.lineno <= int(hit.split(":")[0]) <= play.end_lineno
               and "session.execute" not in hit]
    assert outside == []
    assert any("submit" in hit for hit in submits(play))
    others = [n for n in MODULES if n.startswith("bot.") and n != DRIVER]
    found = {name: submits(tree_of(name)) + commands_played_elsewhere(tree_of(name)) for name in others}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_the_one_way_rule_can_fail():
    tree = ast.parse("async def f(phases, table, seat):\n"
                     "    await phases.submit(table, Vote(seat, None))\n"
                     "    await table.session.execute(Unvote(seat))\n"
                     "    await phases.play(table, Withdraw(seat, 'x'), print)\n"
                     "    return table.game.validate(Vote(seat, None)) is None\n")
    assert [hit.split(":")[0] for hit in submits(tree)] == ["2", "3"]
    assert sorted(hit.split(":")[0] for hit in commands_played_elsewhere(tree)) == ["2", "3"]


# --- find_table lives with the tables (item 4) ----------------------------------------------------------

TABLES = "bot.tables"


def table_lookups(tree: ast.AST) -> list[str]:
    """A lookup of a table by its game's id outside the registry: a module-level function taking the
    registry (``Tables``), or a walk over a registry's ``values()`` comparing a table's ``.id``."""
    found = []
    for node in getattr(tree, "body", []):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            annotations = [ast.unparse(a.annotation) for a in node.args.args if a.annotation is not None]
            if any(a.strip("'\"") == "Tables" for a in annotations):
                found.append(f"{node.lineno}: def {node.name}")
    for node in ast.walk(tree):
        loops = [node.iter] if isinstance(node, ast.For) else \
            [g.iter for g in node.generators] if isinstance(node, (ast.GeneratorExp, ast.ListComp)) else []
        for iterable in loops:
            walks = isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Attribute) and \
                iterable.func.attr == "values" and any(w in ast.unparse(iterable.func.value)
                                                       for w in ("registry", "tables"))
            compares = any(isinstance(c, ast.Compare) and any(isinstance(o, ast.Eq) for o in c.ops) and
                           any(isinstance(s, ast.Attribute) and s.attr == "id" for s in [c.left, *c.comparators])
                           for c in ast.walk(node))
            if walks and compares:
                found.append(f"{node.lineno}: {ast.unparse(iterable)}")
    return found


def test_a_game_is_found_by_the_tables():
    """The running game a button names is ``Tables.find`` (with the registry, in ``bot/tables.py``); nobody
    else looks a table up by its game's id."""
    tree = tree_of(TABLES)
    registry = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Tables")
    assert "find" in {m.name for m in registry.body if isinstance(m, ast.FunctionDef)}
    others = [n for n in MODULES if n.startswith("bot.") and n != TABLES]
    found = {name: table_lookups(tree_of(name)) for name in others}
    assert {name: hits for name, hits in found.items() if hits} == {}


def test_the_lookup_rule_can_fail():
    tree = ast.parse("def find_table(tables: 'Tables', game_id):\n"
                     "    for table in tables.values():\n"
                     "        if table.id == game_id:\n"
                     "            return table\n"
                     "def mine(bot, game_id):\n"
                     "    return next(t for t in bot.games.registry.values() if t.id == game_id)\n")
    assert [hit.split(":")[0] for hit in table_lookups(tree)] == ["1", "2", "6"]


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
