"""One module per role of edition IV («Темный Гримуар»): eighteen public roles, fourteen secret ones and
the Всадник Апокалипсиса the Чумной Доктор may become. Each module defines ``ROLE`` and the checks of its
abilities, and where the book says so: ``PASSIVES`` (passive abilities and their marks: not moves, the
resolution applies them), ``KNOWS`` (the role it learns at the start, one way), ``EXTRA_HP`` (ХП over the
usual two) and ``INFIRMARY_AT_TWO`` (enters Лазарет at 2 ХП by default). A role whose move is resolved at a
place of its own has its step function in its module and one line in the order table
(``plugins/fantasy/iv/order.py``).

To add a role: copy ``_skeleton.py`` and fill it in; it is found by itself (after the roles listed in
``PUBLIC`` and ``SECRET``, the order roles are registered in: seeded games depend on it)."""

from __future__ import annotations

import pkgutil
from importlib import import_module
from typing import Any, Callable, Protocol

from core.game import Game
from core.resolution import Resolution
from core.rules import Role


class RoleModule(Protocol):
    """What a role module of edition IV declares (``core.registry.check_role_module`` checks it when the
    book is built; an export with a default here is optional). The week asks the book's registry for them
    (:func:`table`)."""

    #: The role: its name, faction (secret roles) and abilities.
    ROLE: Role
    #: Passive abilities: not moves, the resolution applies them; each with its marks (Л, Т, К, Б).
    PASSIVES: list[tuple[str, tuple[str, ...]]] | None = None
    #: The role it learns at the start, one way (Некрономикон, Давний роман...).
    KNOWS: str | None = None
    #: ХП over the usual two.
    EXTRA_HP: int | None = None
    #: Enters Лазарет at 2 ХП by default.
    INFIRMARY_AT_TWO: bool | None = None
    #: The damage of its attacks (``resolve.attacks``), by ability: ``(game, player, action) -> damage``.
    AMOUNTS: dict[str, Callable[..., int]] | None = None
    #: What it does with the statuses at the phase's end (``resolve.settle``).
    AT_SETTLE: Callable[[Resolution], None] | None = None

PUBLIC = ("mayor", "noble", "gypsy", "priest", "gravedigger", "bandit", "smith", "warrior", "werewolf", "leper",
          "healer", "avenger", "recluse", "knight", "jester", "philosopher", "marauder", "hero")
SECRET = ("lich", "necromancer", "ghost", "zombie", "demonologist", "succubus", "hound", "imp", "inquisitor",
          "captain", "inquirer", "peasant", "doctor", "horseman", "devil")


def modules():
    """The role modules, in the order their roles are registered."""
    return [import_module(f"{__name__}.{name}") for name in (*PUBLIC, *SECRET, *found())]


def found() -> list[str]:
    """Role modules not listed above (new roles), by name: they come after the listed ones."""
    listed = PUBLIC + SECRET
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_") and m.name not in listed)


def table(game: Game, name: str) -> dict[str, Any]:
    """What the role modules declare under this export of :class:`RoleModule`, by role (the book's
    registry)."""
    return game.variant.roles.declared(name)  # type: ignore[return-value]
