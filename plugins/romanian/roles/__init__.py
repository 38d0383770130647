"""One module per role of the Romanian book. Each module defines ``ROLE`` (a
:class:`core.rules.Role`), ``STEPS`` (extra resolution steps, usually none:
the book's 36 steps are registered once by ``night.py``) and registers the
handlers of its moves with :func:`plugins.romanian.night.register` (which
step of the order performs each kind of move).
"""

from __future__ import annotations

from importlib import import_module

MODULES = ("boss", "recruiter", "soldier", "detective", "assistant", "doctor", "mayor", "gypsy", "priest",
           "baron", "journalist", "witness", "bear", "bodyguard", "fortune", "thief", "maniac", "tour",
           "witch", "jester", "gadzho", "vampire", "turned", "horse", "civilian")


def modules():
    return [import_module(f"{__name__}.{name}") for name in MODULES]
