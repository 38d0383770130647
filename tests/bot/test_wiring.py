"""The bot's services are built from their collaborators: the client's ``_build_services`` gives each
service everything it calls at its construction (typed Protocols or the services themselves), and
nothing is wired in afterwards (no ``self.x: X = None  # type: ignore`` waiting to be set, no
``service.attr = other`` in the composition root)."""

from __future__ import annotations

import ast
from pathlib import Path

import discord
from pydantic import BaseModel

from bot.client import MafiaBot
from bot.deck_editor import DeckEditors
from bot.delivery import Delivery
from bot.review import ReviewDesk
from core.registry import Engine
from core.store.base import MemoryStore
from tests.bot.conftest import make_config

BOT = Path(__file__).resolve().parents[2] / "bot"

# Attributes that are state a service starts without, not a collaborator: (class, attribute).
STATE = {("Tables", "owns"),        # which guilds this process owns; None: all of them (no shards)
         ("Ownership", "_task")}    # the shard check's loop, started once the client is ready


def unset_collaborators(client: MafiaBot) -> list[str]:
    """Every attribute of a service reachable from the client that is None, but the listed state."""
    seen: set[int] = set()
    found: list[str] = []

    def walk(obj: object, path: str) -> None:
        if id(obj) in seen:
            return
        seen.add(id(obj))
        for name, value in vars(obj).items():
            if value is None:
                if (type(obj).__name__, name) not in STATE:
                    found.append(f"{path}.{name}")
            elif type(value).__module__.startswith("bot.") and not isinstance(value, (discord.Client, BaseModel)):
                walk(value, f"{path}.{name}")

    for name in ("ending", "timers", "ownership", "phases", "games", "review", "undo"):
        walk(getattr(client, name), name)
    return found


async def test_every_service_has_its_collaborators_at_construction():
    client = MafiaBot(Engine(), MemoryStore(), make_config())
    assert unset_collaborators(client) == []
    phases = client.phases
    assert isinstance(phases.delivery, Delivery) and isinstance(phases.decks, DeckEditors)
    assert isinstance(phases.review, ReviewDesk) and phases.review is client.review.desk
    assert phases.timers is client.timers and phases.ownership is client.ownership
    assert phases.decks.threads is phases.delivery and client.games.phases is phases
    # The cogs' services of each job share the one driver and its delivery.
    games = client.games
    assert games.starter.delivery is games.host_tools.delivery is games.spectators.delivery is phases.delivery
    assert client.undo.may_watch == games.spectators.may_watch


def late_wiring(tree: ast.AST) -> list[str]:
    """``a.b = …`` where ``a`` is not ``self`` itself (``self.games.x = …``, ``phases.review = …``: a
    service's collaborator set from outside), and ``self.x: X = None`` (one left to be set later)."""
    found = []
    for node in ast.walk(tree):
        targets = list(node.targets) if isinstance(node, ast.Assign) else [node.target] \
            if isinstance(node, ast.AnnAssign) else []
        for target in targets:
            if isinstance(target, ast.Tuple):
                targets.extend(target.elts)
                continue
            if not isinstance(target, ast.Attribute):
                continue
            if not (isinstance(target.value, ast.Name) and target.value.id == "self"):
                found.append(f"{node.lineno}: {ast.unparse(target)} =")
            elif isinstance(node, ast.AnnAssign) and isinstance(node.value, ast.Constant) and node.value.value is None:
                found.append(f"{node.lineno}: {ast.unparse(target)}: … = None")
    return found


# Where the client builds and registers: the composition root, and what it does once the loop runs.
WIRING = ("_build_services", "setup_hook", "_deck_editor")


def test_the_composition_root_sets_nothing_on_a_service():
    tree = ast.parse((BOT / "client.py").read_text(encoding="utf-8"))
    functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and n.name in WIRING]
    assert sorted(n.name for n in functions) == sorted(WIRING)
    assert {n.name: late_wiring(n) for n in functions if late_wiring(n)} == {}


def test_no_service_leaves_a_collaborator_to_be_set():
    """No ``= None  # type: ignore[assignment]`` in the bot: a collaborator typed as present but set
    after construction (mypy is told to look away)."""
    found = [f"{path.relative_to(BOT)}:{number}" for path in sorted(BOT.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if "= None  # type: ignore[assignment]" in line]
    assert found == []


def test_the_wiring_check_can_fail():
    bad = ast.parse("class Driver:\n"
                    "    def __init__(self):\n"
                    "        self.review: Reviewer = None  # type: ignore[assignment]\n"
                    "        self.bot = client\n"
                    "def build(self):\n"
                    "    phases.review, phases.timers = review, timers\n"
                    "    self.games.role_view = role_view\n")
    assert sorted(late_wiring(bad)) == ["3: self.review: … = None", "6: phases.review =", "6: phases.timers =",
                                        "7: self.games.role_view ="]
