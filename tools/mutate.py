"""A small mutation tester (issue 23, item 6): not part of the test suite; run by hand.

    nice -n 19 .venv/bin/python tools/mutate.py [--only NAME ...] [--list] [--json FILE]

For each target below (a file, optionally only some of its functions or ``match`` arms, and
the tests that guard it), every mutant is made from the file's syntax tree (comparisons turned
around, arithmetic swapped, numbers and booleans changed, ``and``/``or`` swapped, ``not``
dropped, one statement removed), written into a scratch copy of the project (the working tree
is never touched), and the target's tests are run against the copy, one mutant at a time:
a failing (or timed-out) run kills the mutant, a passing one lets it survive. The score of a
file is killed / (mutants − equivalent ones); the equivalent ones are listed by hand in
``EQUIVALENT`` (target, line as written, mutation) with the reason, after reading the survivors.

The copy shadows the editable install: ``python -m pytest`` run from the copy imports the
copy's ``core``/``plugins``/``bot`` (its folder comes first on ``sys.path``).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTEST = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "no:randomly"]
SCENARIOS = ["tests/test_scenarios.py"]


@dataclass
class Target:
    name: str
    path: str
    tests: list[str]
    #: Only these functions (``Class.method`` or ``function``); None: the whole file.
    functions: list[str] | None = None
    #: In these functions only the ``case`` arms whose class pattern is one of these.
    arms: dict[str, list[str]] = field(default_factory=dict)


VOTE_TESTS = ["tests/core/test_votes.py", "tests/core/test_game.py", "tests/core/test_editions.py",
              "tests/core/test_vote_model.py", "tests/core/test_variant_tally.py"]

TARGETS = [
    Target("session", "core/session.py",
           ["tests/core/test_session.py", "tests/core/test_storage.py", "-k", "not postgres",
            "tests/bot/test_stale.py"]),
    Target("resolution", "core/resolution.py",
           ["tests/core/test_resolution.py", "tests/core/test_game.py", "tests/core/test_editions.py",
            "tests/core/test_determinism.py",
            *SCENARIOS]),
    Target("game-votes", "core/game.py", [*VOTE_TESTS, *SCENARIOS],
           functions=["Game._validate", "Game.execute", "Game._validate_vote", "Game._vote_change_limit",
                      "Game.void_vote"],
           arms={"Game._validate": ["Vote", "Unvote"], "Game.execute": ["Vote", "Unvote"]}),
    Target("variant-votes", "core/variant.py", VOTE_TESTS,
           functions=["Variant.max_vote_changes", "Variant.may_vote", "Variant.may_be_voted", "Variant.ballot",
                      "Variant.tally"]),
    Target("hp-votes", "plugins/hp/day.py",
           ["tests/core/test_vote_model.py", "tests/core/test_votes.py", "tests/plugins/hp", "-k", "hp or tally",
            *SCENARIOS, "-k", "hp"],
           functions=["count_votes", "ballot_of", "execution"]),
]

# (target, the original line as written, mutation) -> why it is equivalent (reviewed survivors).
EQUIVALENT: dict[tuple[str, str, str], str] = {
    ("game-votes", "if voter in self.voted and self.votes.get(voter, -1) != target:", "1 -> 2"):
        "votes.get(voter, -1): any value that is neither a seat nor None (мир) will do",
    ("resolution", "if len(abilities) == 1:", "1 -> 0"):
        "the fast path for one ability; the general path finds the same actions",
}


# --- making mutants ----------------------------------------------------------------------------

COMPARE = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.GtE, ast.GtE: ast.Lt, ast.Gt: ast.LtE,
           ast.LtE: ast.Gt, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}
BOUNDARY = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt}
BINARY = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult, ast.FloorDiv: ast.Mult,
          ast.Mod: ast.FloorDiv}
SYMBOL = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.GtE: ">=", ast.Gt: ">", ast.LtE: "<=", ast.In: "in",
          ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not", ast.Add: "+", ast.Sub: "-", ast.Mult: "*",
          ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%", ast.And: "and", ast.Or: "or"}


@dataclass
class Mutant:
    target: str
    index: int
    line: int
    mutation: str
    source: str = ""  # the original line
    status: str = ""  # killed | survived | timeout | error
    seconds: float = 0.0


def scopes(tree: ast.Module, target: Target) -> list[ast.AST]:
    """The nodes to mutate: the whole module, or the named functions (or their chosen arms)."""
    if target.functions is None:
        return [tree]
    found: list[ast.AST] = []

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = f"{prefix}{child.name}"
                if name in target.functions:
                    arms = target.arms.get(name)
                    if arms is None:
                        found.extend(child.body)
                    else:
                        for sub in ast.walk(child):
                            if isinstance(sub, ast.match_case) and isinstance(sub.pattern, ast.MatchClass) \
                                    and isinstance(sub.pattern.cls, ast.Name) and sub.pattern.cls.id in arms:
                                found.extend(sub.body)
                                if sub.guard is not None:
                                    found.append(sub.guard)

    visit(tree, "")
    return found


def points(scope_nodes: list[ast.AST]) -> list[tuple[ast.AST, str, object]]:
    """Every (node, kind, replacement) mutation point within the scopes."""
    out: list[tuple[ast.AST, str, object]] = []
    seen: set[int] = set()
    for scope in scope_nodes:
        for node in ast.walk(scope):
            if id(node) in seen:
                continue
            seen.add(id(node))
            if isinstance(node, ast.Compare):
                for i, op in enumerate(node.ops):
                    if type(op) in COMPARE:
                        out.append((node, "compare", (i, COMPARE[type(op)])))
                    if type(op) in BOUNDARY:
                        out.append((node, "compare", (i, BOUNDARY[type(op)])))
            elif isinstance(node, ast.BinOp) and type(node.op) in BINARY:
                out.append((node, "binop", BINARY[type(node.op)]))
            elif isinstance(node, ast.AugAssign) and type(node.op) in BINARY:
                out.append((node, "augassign", BINARY[type(node.op)]))
            elif isinstance(node, ast.BoolOp):
                out.append((node, "boolop", ast.Or if isinstance(node.op, ast.And) else ast.And))
            elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
                out.append((node, "not", None))
            elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
                out.append((node, "constant", not node.value))
            elif isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
                out.append((node, "constant", node.value + 1))
                if node.value != 0:
                    out.append((node, "constant", 0 if isinstance(node.value, int) else 0.0))
            statement = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Return, ast.Raise, ast.Delete)
            docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            bare = isinstance(node, ast.Return) and (node.value is None or (
                isinstance(node.value, ast.Constant) and node.value.value is None))  # already «return None»
            if isinstance(node, statement) and not docstring and not bare:
                out.append((node, "delete", None))
    return out


class Replace(ast.NodeTransformer):
    def __init__(self, target: ast.AST, kind: str, arg: object) -> None:
        self.target, self.kind, self.arg = target, kind, arg

    def generic_visit(self, node: ast.AST) -> ast.AST:
        node = super().generic_visit(node)
        if node is not self.target:
            return node
        if self.kind == "compare":
            i, op = self.arg  # type: ignore[misc]
            node.ops[i] = op()
        elif self.kind in ("binop", "augassign"):
            node.op = self.arg()  # type: ignore[operator]
        elif self.kind == "boolop":
            node.op = self.arg()  # type: ignore[operator]
        elif self.kind == "not":
            return node.operand
        elif self.kind == "constant":
            node.value = self.arg
        elif self.kind == "delete":
            if isinstance(node, ast.Return) and node.value is not None:
                return ast.copy_location(ast.Return(value=ast.Constant(None)), node)
            return ast.copy_location(ast.Pass(), node)
        return node


def describe(node: ast.AST, kind: str, arg: object) -> str:
    if kind == "compare":
        i, op = arg  # type: ignore[misc]
        return f"{SYMBOL[type(node.ops[i])]} -> {SYMBOL[op]}"
    if kind in ("binop", "augassign", "boolop"):
        return f"{SYMBOL[type(node.op)]} -> {SYMBOL[arg]}"
    if kind == "not":
        return "not x -> x"
    if kind == "constant":
        return f"{node.value!r} -> {arg!r}"
    if isinstance(node, ast.Return) and node.value is not None:
        return "return x -> return None"
    return f"delete {type(node).__name__.lower()}"


def mutants_of(target: Target) -> list[tuple[Mutant, str]]:
    text = (ROOT / target.path).read_text()
    lines = text.splitlines()
    tree = ast.parse(text)
    found = []
    for index, (node, kind, arg) in enumerate(points(scopes(tree, target))):
        # Mutate a copy of the tree: find the same node by its position in a fresh walk.
        fresh = ast.parse(text)
        order = list(ast.walk(tree))
        twin = list(ast.walk(fresh))[order.index(node)]
        twin_arg = arg
        mutated = Replace(twin, kind, twin_arg).visit(fresh)
        ast.fix_missing_locations(mutated)
        source = ast.unparse(mutated)
        line = getattr(node, "lineno", 0)
        found.append((Mutant(target.name, index, line, describe(node, kind, arg),
                             lines[line - 1].strip() if line else ""), source))
    return found


# --- running ---------------------------------------------------------------------------------


def scratch_copy() -> Path:
    """The project as it is (the tests read its docs and data too), without its virtualenv and git."""
    where = Path(tempfile.mkdtemp(prefix="mutate-")) / "project"
    shutil.copytree(ROOT, where, ignore=shutil.ignore_patterns(
        ".venv", ".git", "__pycache__", ".coverage*", "*.egg-info", ".pytest_cache", ".ruff_cache", "mutants"))
    return where


def run_tests(where: Path, tests: list[str], timeout: float) -> tuple[str, float]:
    start = time.monotonic()
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    try:
        done = subprocess.run([*PYTEST, *tests], cwd=where, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start
    if done.returncode != 0 and os.environ.get("MUTATE_DEBUG"):
        print(done.stdout.decode()[-3000:], done.stderr.decode()[-2000:], file=sys.stderr)
    return ("survived" if done.returncode == 0 else "killed"), time.monotonic() - start


def split_runs(tests: list[str]) -> list[list[str]]:
    """``[a, b, -k, x, c, -k, y]`` -> pytest runs ``[a, b, -k, x]``, ``[c, -k, y]``: each ``-k`` ends a run."""
    runs, current = [], []
    for i, arg in enumerate(tests):
        current.append(arg)
        if i > 0 and tests[i - 1] == "-k":
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


def run_all(where: Path, tests: list[str], timeout: float) -> tuple[str, float]:
    total = 0.0
    for run in split_runs(tests):
        status, seconds = run_tests(where, run, timeout)
        total += seconds
        if status != "survived":
            return status, total
    return "survived", total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="targets to run (default: all)")
    parser.add_argument("--list", action="store_true", help="list the mutants, run nothing")
    parser.add_argument("--json", help="write every mutant's result to this file (JSON lines)")
    parser.add_argument("--limit", type=int, default=None, help="run at most this many mutants per target")
    parser.add_argument("--lines", type=int, nargs="*", help="only the mutants on these lines")
    parser.add_argument("--tests", nargs="*", help="run these tests instead of the target's own")
    parser.add_argument("--match", nargs="*", help="only the mutants whose «line: mutation» contains one of these")
    args = parser.parse_args(argv)
    targets = [t for t in TARGETS if not args.only or t.name in args.only]
    out = open(args.json, "w") if args.json else None
    summary = []
    for target in targets:
        mutants = mutants_of(target)
        if args.lines:
            mutants = [(m, source) for m, source in mutants if m.line in args.lines]
        if args.match:
            mutants = [(m, source) for m, source in mutants
                       if any(text in f"{m.line}: {m.mutation}" for text in args.match)]
        if args.limit is not None:
            mutants = mutants[:args.limit]
        if args.tests:
            target = Target(target.name, target.path, args.tests, target.functions, target.arms)
        if args.list:
            for mutant, _ in mutants:
                print(f"{target.path}:{mutant.line}: {mutant.mutation}   | {mutant.source}")
            continue
        where = scratch_copy()
        try:
            baseline, seconds = run_all(where, target.tests, timeout=1800)
            if baseline != "survived":
                print(f"{target.name}: the tests fail without any mutant; fix that first", file=sys.stderr)
                return 2
            timeout = max(60.0, seconds * 5)
            original = (where / target.path).read_text()
            counts: dict[str, int] = {}
            for mutant, source in mutants:
                (where / target.path).write_text(source)
                mutant.status, mutant.seconds = run_all(where, target.tests, timeout)
                (where / target.path).write_text(original)
                key = (target.name, mutant.source, mutant.mutation)
                if mutant.status == "survived" and key in EQUIVALENT:
                    mutant.status = "equivalent"
                counts[mutant.status] = counts.get(mutant.status, 0) + 1
                print(f"{mutant.status:10} {target.path}:{mutant.line}: {mutant.mutation}   | {mutant.source}",
                      flush=True)
                if out is not None:
                    out.write(json.dumps(asdict(mutant), ensure_ascii=False) + "\n")
                    out.flush()
        finally:
            shutil.rmtree(where.parent, ignore_errors=True)
        killed = counts.get("killed", 0) + counts.get("timeout", 0)
        scored = len(mutants) - counts.get("equivalent", 0)
        summary.append((target.name, target.path, len(mutants), killed, counts.get("survived", 0),
                        counts.get("equivalent", 0), killed / scored if scored else 1.0))
    for name, path, total, killed, survived, equivalent, score in summary:
        print(f"{name:14} {path:22} mutants {total:4}  killed {killed:4}  survived {survived:3}  "
              f"equivalent {equivalent:3}  score {score:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
