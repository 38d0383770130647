"""One module per role of the Romanian book. Each module declares what :class:`RoleModule` says
(``ROLE``, checked when the book is built) and the handlers of its moves; which step of the night
performs each kind of move is a line of the order table (``plugins/romanian/order.py``).
``_clan.py`` and ``_cops.py`` hold what the clans' and the cops' roles share.

To add a role, copy ``_skeleton.py`` to ``roles/<name>.py``, fill it in and add
its move to the order table: the module is found by itself.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module
from typing import Protocol

from core.rules import Role


class RoleModule(Protocol):
    """What a role module of the Romanian book declares (``core.registry.check_role_module`` checks it when
    the book is built). Its moves are lines of ``order.MOVES``, their handlers functions of the module."""

    #: The role: its name, faction and abilities (the moves it may make).
    ROLE: Role

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
