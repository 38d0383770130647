"""One module per role of the fantasy book (editions v0.1 and I share them; an ability
that exists in one edition only carries the tag ``only:<edition>``). Each module defines
``ROLE`` and the checks of its abilities; a role whose move is resolved at a place of its own
has its step function here and one line in the order table (``plugins/fantasy/v01_i/order.py``); its
defences against the night's attacks are its ``defend`` and ``immune`` (:class:`RoleModule`).

To add a role: copy ``_skeleton.py`` and fill it in; it is found by itself (after the roles listed
in ``PUBLIC`` and ``SECRET``, the order roles are registered in: seeded games depend on it)."""

from __future__ import annotations

import pkgutil
from importlib import import_module
from typing import Callable, Protocol

from core.model import Player
from core.resolution import Resolution
from core.rules import Action, Role

from plugins.fantasy.common.state import Hit


class RoleModule(Protocol):
    """What a role module of editions v0.1 and I declares (``core.registry.check_role_module`` checks it
    when the book is built; an export with a default here is optional). The night and the day ask the
    book's registry for them: ``game.variant.roles.declared(name)``, by role."""

    #: The role: its name, faction (secret roles) and abilities (``only:<edition>`` tags: one edition's).
    ROLE: Role
    #: Passive abilities: not moves, the resolution applies them; each with its marks (Л, Т, К).
    PASSIVES: list[tuple[str, tuple[str, ...]]] | None = None
    #: Abilities used «в любой момент», each resolved the moment it is used (``day.instant``), by name.
    INSTANT: dict[str, Callable[[Resolution, Action], None]] | None = None
    #: Its defences against the night's attacks on it (``night.attacks``): may change the hits.
    defend: Callable[[Resolution, Player, list[Hit]], None] | None = None
    #: The attackers that cannot touch it: the message key the attacker is told, or None.
    immune: Callable[[Player], str | None] | None = None
    #: Взятка, an ability of two roles (Дворянин in I, Богач): what it does for this role.
    bribe: Callable[[Resolution, Action], None] | None = None

PUBLIC = ("mayor", "astrologer", "oracle", "gypsy", "priest", "noble", "detective", "bandit", "rebel", "witch",
          "smith", "thief", "werewolf", "healer", "gossip", "rich")
SECRET = ("lich", "zombie", "ghost", "necromancer", "demonologist", "imp", "succubus", "hound", "captain", "guard",
          "inquisitor", "inquirer", "civilian", "beast", "card_master")
EDITIONS = {"v0.1": PUBLIC + SECRET, "I": PUBLIC + SECRET}


def modules(edition: str | None = None):
    names = (*EDITIONS.get(edition or "I", PUBLIC + SECRET), *found())
    return [import_module(f"{__name__}.{name}") for name in names]


def found() -> list[str]:
    """Role modules not listed above (new roles), by name: they come after the listed ones."""
    listed = PUBLIC + SECRET
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_") and m.name not in listed)
