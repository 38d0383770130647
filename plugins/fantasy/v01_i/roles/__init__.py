"""One module per role of the fantasy book (editions v0.1 and I share them; an ability
that exists in one edition only carries the tag ``only:<edition>``). Each module defines
``ROLE`` and the checks of its abilities; a role whose move is resolved at a place of its own
has its step function here and one line in the order table (``plugins/fantasy/v01_i/order.py``); its
defences against the night's attacks are its ``defend`` and ``immune`` (``FantasyI.role_hooks``).

To add a role: copy ``_skeleton.py`` and fill it in; it is found by itself (after the roles listed
in ``PUBLIC`` and ``SECRET``, the order roles are registered in: seeded games depend on it)."""

from __future__ import annotations

import pkgutil
from importlib import import_module

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
