"""One module per role of the fantasy book (editions v0.1 and I share them; an ability
that exists in one edition only carries the tag ``only:<edition>``). Each module defines
``ROLE`` and, where the role brings its own resolution steps, ``STEPS``.

Editions II and IV add their own lists here (``EDITIONS``)."""

from __future__ import annotations

from importlib import import_module

PUBLIC = ("mayor", "astrologer", "oracle", "gypsy", "priest", "noble", "detective", "bandit", "rebel", "witch",
          "smith", "thief", "werewolf", "healer", "gossip", "rich")
SECRET = ("lich", "zombie", "ghost", "necromancer", "demonologist", "imp", "succubus", "hound", "captain", "guard",
          "inquisitor", "inquirer", "civilian", "beast", "card_master")
EDITIONS = {"v0.1": PUBLIC + SECRET, "I": PUBLIC + SECRET}


def modules(edition: str | None = None):
    names = EDITIONS.get(edition or "I", PUBLIC + SECRET)
    return [import_module(f"{__name__}.{name}") for name in names]
