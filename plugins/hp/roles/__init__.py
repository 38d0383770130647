"""One module per role of the HP book. Each module declares what :class:`RoleModule` says (``ROLE``, and
``on_death`` where the role's death sets something off), checked when the book is built, and the functions of
its steps; the steps' places are lines of the book's order table (``plugins/hp/order.py``).

To add a role, copy ``_skeleton.py`` to ``roles/<name>.py``, fill it in and add
its step to the order table: the module is found by itself.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module
from typing import Callable, Protocol

from core.game import Game
from core.model import Player
from core.rules import Role


class RoleModule(Protocol):
    """What a role module of the HP book declares (``core.registry.check_role_module`` checks it when the
    book is built: a missing, mistyped or misspelled export is an error naming it). An export with a
    default here is optional."""

    #: The role: its name, faction (secret roles) and abilities, with the book's numbers (``Ability.value``).
    ROLE: Role
    #: What the role's death sets off, called as the player dies (Босс: Громила takes the pistol; Ниндзя:
    #: Сэнсэй takes the katana; Сэнсэй: his last Месть the next night).
    on_death: Callable[[Game, Player], None] | None = None

# The roles in the order they are registered (the deal and the random moves of a seeded game depend on it);
# a module not listed here (a new role) comes after them, by name.
SECRET = ("sensei", "ninja", "shinobi", "boss", "thug", "killer", "maniac", "psycho", "commissar", "spy",
          "punisher", "civilian")
PUBLIC = ("monk", "strongman", "medic", "electrician", "authority", "paratrooper", "resuscitator", "paranoid",
          "politician", "prosecutor", "avenger", "chief_doctor", "plagiarist", "undertaker", "student", "gopnik",
          "stuntman", "cultist", "hulk", "vip")


def names() -> list[str]:
    found = sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))
    return [*SECRET, *PUBLIC, *(n for n in found if n not in SECRET + PUBLIC)]


def modules():
    return [import_module(f"{__name__}.{name}") for name in names()]
