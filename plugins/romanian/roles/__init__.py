"""One module per role of the Romanian book. Each module defines ``ROLE`` (a
:class:`core.rules.Role`) and the handlers of its moves; which step of the night
performs each kind of move is a line of the order table (``plugins/romanian/order.py``).
``_clan.py`` and ``_cops.py`` hold what the clans' and the cops' roles share.

To add a role, copy ``_skeleton.py`` to ``roles/<name>.py``, fill it in and add
its move to the order table: the module is found by itself.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

# The roles in the order they are registered (the deal and the random moves of a seeded game depend on it);
# a module not listed here (a new role) comes after them, by name.
MODULES = ("boss", "recruiter", "soldier", "detective", "assistant", "doctor", "mayor", "gypsy", "priest",
           "baron", "journalist", "witness", "bear", "bodyguard", "fortune", "thief", "maniac", "tour",
           "witch", "jester", "gadzho", "vampire", "turned", "horse", "civilian")


def names() -> list[str]:
    found = sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
    return [*MODULES, *(n for n in found if n not in MODULES)]


def modules():
    return [import_module(f"{__name__}.{name}") for name in names()]
