"""The order of resolution of edition IV of the fantasy book («Темный Гримуар»): one table.

Every phase of the week (Новолуние, Полулуние, Полнолуние: ``MOONS``) resolves the same steps. Each line
of ``STEPS`` is ``(order, step name, "module.function")``, the function in a module of this package
(``resolve``, ``roles.<role>``) run over the phase's :class:`core.resolution.Resolution`; ``ORDER`` is the
table the engine reads, ``(order, step name, phase kind, "module.function")``, one line per step and moon.
The steps: blocks; Очарование; Темница; the moves that happened; potions; shields; attacks; what is not an
attack; information; the Сделки; the statuses (``resolve.py`` says what each does). A role whose move is
resolved at a place of its own adds one line to ``STEPS``.
"""

from __future__ import annotations

from plugins.fantasy.iv.state import MOONS

STEPS = [
    (10, "iv blocks", "resolve.blocks"),
    (15, "iv Очарование", "resolve.charm"),
    (17, "iv Темница", "resolve.jails"),
    (20, "iv moves", "resolve.moves"),
    (25, "iv potions", "resolve.potions"),
    (30, "iv shields", "resolve.shields"),
    (35, "iv attacks", "resolve.attacks"),
    (40, "iv other harm", "resolve.other_harm"),
    (50, "iv information", "resolve.information"),
    (60, "iv Сделка", "resolve.deals"),
    (90, "iv statuses", "resolve.settle"),
]


def order() -> list[tuple[float, str, str, str]]:
    """The table for the engine: every step of ``STEPS`` in every phase of the week."""
    return [(at, name, moon, where) for moon in MOONS for at, name, where in STEPS]
