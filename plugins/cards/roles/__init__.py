"""One module per secret role of the cards book. Each defines ``ROLE`` and
``COLOURS`` (the role's colours besides Нейтральный). To add one, copy ``_skeleton.py``:
it is found by itself, after the listed ones (the order roles are registered in)."""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module
from types import MappingProxyType
from typing import Mapping, Protocol

from core.rules import Role


class RoleModule(Protocol):
    """What a secret role's module of the cards book declares (checked when the book is built:
    ``core.registry.check_role_module``)."""

    #: The role: its name and faction; what it does is the cards it plays.
    ROLE: Role
    #: The role's colours besides Нейтральный: the cards it may take (``collection.COLOURS``).
    COLOURS: tuple[str, ...]


SECRET = ("boss", "bandit", "spy", "officer", "policeman", "commissar", "vigilante", "judge", "operator", "maniac")


def modules():
    return [import_module(f"{__name__}.{name}") for name in (*SECRET, *found())]


@cache
def colours() -> Mapping[str, tuple[str, ...]]:
    """Each secret role's own colours, by role name: worked out once (every deck's rules ask it, and
    finding the role modules reads the folder; a balance run of 10,000 games spent a sixth of its time
    there)."""
    return MappingProxyType({m.ROLE.name: m.COLOURS for m in modules()})


def found() -> list[str]:
    """Role modules not listed above (new roles), by name: they come after the listed ones."""
    listed = SECRET
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_") and m.name not in listed)
