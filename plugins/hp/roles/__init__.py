"""One module per role of the HP book. Each module defines ``ROLE`` (a
:class:`core.rules.Role`) and, where the role brings night or day steps,
``STEPS``: ``(order, name, phase, run)`` tuples in the book's order.

To add a role, copy ``_skeleton.py``, fill it in and list the module here.
"""

from __future__ import annotations

from importlib import import_module

SECRET = ("sensei", "ninja", "shinobi", "boss", "thug", "killer", "maniac", "psycho", "commissar", "spy",
          "punisher", "civilian")
PUBLIC = ("monk", "strongman", "medic", "electrician", "authority", "paratrooper", "resuscitator", "paranoid",
          "politician", "prosecutor", "avenger", "chief_doctor", "plagiarist", "undertaker", "student", "gopnik",
          "stuntman", "cultist", "hulk", "vip")


def modules():
    return [import_module(f"{__name__}.{name}") for name in SECRET + PUBLIC]
