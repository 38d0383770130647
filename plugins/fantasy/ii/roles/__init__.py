"""One module per role of edition II («Сатисфакция»): seventeen public roles and fifteen secret ones (two
Крестьянин of different strength: ``peasant`` and ``peasant2``). Each module defines ``ROLE`` and the checks
of its abilities, and ``PASSIVES`` where the book gives the role passive abilities (their names and marks:
not moves, the resolution applies them). A role whose move is resolved at a place of its own has its step
function in its module and one line in the order table (``plugins/fantasy/ii/order.py``).

To add a role: copy ``_skeleton.py`` and fill it in; it is found by itself (after the roles listed in
``PUBLIC`` and ``SECRET``, the order roles are registered in: seeded games depend on it)."""

from __future__ import annotations

import pkgutil
from importlib import import_module

PUBLIC = ("mayor", "astrologer", "oracle", "gypsy", "priest", "noble", "detective", "bandit", "rebel", "witch",
          "smith", "thief", "werewolf", "healer", "gossip", "rich", "stranger")
SECRET = ("lich", "zombie", "ghost", "necromancer", "demonologist", "imp", "succubus", "hound", "captain",
          "inquisitor", "inquirer", "peasant", "peasant2", "beast", "demiurge")


def modules():
    """The role modules, in the order their roles are registered."""
    return [import_module(f"{__name__}.{name}") for name in (*PUBLIC, *SECRET, *found())]


def found() -> list[str]:
    """Role modules not listed above (new roles), by name: they come after the listed ones."""
    listed = PUBLIC + SECRET
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_") and m.name not in listed)


def hooks(name: str) -> dict[str, object]:
    """The role modules' values of this name, by role: what a role declares for a step it takes part in
    (``INSTANT``: its abilities used «в любой момент», each resolved the moment it is used; ``HITS``: the hits
    of its attacks; ``immune``: the attacks that cannot touch it; ``defend``: its defences against the night's
    attacks)."""
    found = _HOOKS.get(name)
    if found is None:
        found = _HOOKS[name] = {m.ROLE.name: getattr(m, name) for m in modules() if hasattr(m, name)}
    return found


_HOOKS: dict[str, dict[str, object]] = {}


def by_ability(name: str) -> dict[str, object]:
    """The role modules' tables of this name merged, by ability (``INSTANT``, ``HITS``)."""
    found: dict[str, object] = {}
    for table in hooks(name).values():
        found.update(table)
    return found


def passives() -> dict[str, list[tuple[str, tuple[str, ...]]]]:
    """Passive abilities and their marks (Л, Т, К, Б), by role."""
    return {m.ROLE.name: m.PASSIVES for m in modules() if hasattr(m, "PASSIVES")}
