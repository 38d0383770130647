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
from typing import TYPE_CHECKING, Any, Callable, Protocol

from core.model import Player
from core.resolution import Resolution
from core.rules import Action, Role

from plugins.fantasy.ii.state import Hit

if TYPE_CHECKING:
    from core.game import Game


class RoleModule(Protocol):
    """What a role module of edition II declares (``core.registry.check_role_module`` checks it when the
    book is built; an export with a default here is optional). The steps ask the book's registry for them
    (:func:`hooks`, :func:`by_ability`)."""

    #: The role: its name, faction (secret roles) and abilities.
    ROLE: Role
    #: Passive abilities: not moves, the resolution applies them; each with its marks (Л, Т, К, Б).
    PASSIVES: list[tuple[str, tuple[str, ...]]] | None = None
    #: Abilities used «в любой момент», each resolved the moment it is used (``instant.instant``), by name.
    INSTANT: dict[str, Callable[[Resolution, Action], None]] | None = None
    #: The hits of its attacks (``night._hits``), by ability: ``(res, action) -> hits``.
    HITS: dict[str, Callable[..., list[Hit]]] | None = None
    #: Whether an attack cannot touch it: ``(res, hit, attacker, target) -> bool``.
    immune: Callable[[Resolution, Hit, Player, Player], bool] | None = None
    #: Its defences against the night's attacks on it: may change the hits.
    defend: Callable[[Resolution, Player, list[Hit]], None] | None = None

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


def hooks(game: "Game", name: str) -> dict[str, Any]:
    """The role modules' values of this export of :class:`RoleModule`, by role (the book's registry)."""
    return game.variant.roles.declared(name)  # type: ignore[return-value]


def by_ability(game: "Game", name: str) -> dict[str, Any]:
    """The role modules' tables of this name merged, by ability (``INSTANT``, ``HITS``)."""
    found: dict[str, Any] = {}
    for table in hooks(game, name).values():
        found.update(table)
    return found
