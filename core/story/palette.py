"""One palette for the sides in every book and picture.

The colours are Okabe and Ito's set ("Color Universal Design", 2002; the set Nature Methods'
«Points of view: Color blindness» recommends): eight colours told apart with each kind of
colour blindness (protanopia, deuteranopia, tritanopia) as well as with normal sight, by hue
and by lightness. Its vermillion is left out: red marks a player who left the game that phase
(a red ring and cross, a red bar), so no side may look like it.

A book names its factions' colours (``Faction(colour="blue")``); a neutral role, a side of
its own, takes its neutral faction's colour. The same side has the same colour in every book:
the town (Закон, Мирные) blue, Мафия orange, the neutrals yellow
(``tests/core/story/test_pictures.py`` checks it over every book). A side without a colour
(a new book that names none) gets the first colour no other side of the game has.
"""

from __future__ import annotations

from typing import Iterable

#: Okabe–Ito, without vermillion (#D55E00), by name.
PALETTE: dict[str, str] = {
    "blue": "#0072B2",
    "orange": "#E69F00",
    "green": "#009E73",
    "purple": "#CC79A7",
    "yellow": "#F0E442",
    "sky": "#56B4E9",
    "black": "#000000",
}
#: Who left the game this phase (the ring, the cross, the executed's bar).
RED = "#D62728"
#: Who left before this phase.
OUT = "#BBBBBB"


def side_colours(sides: Iterable[tuple[str, str | None]]) -> dict[str, str]:
    """Each side's colour (hex), from (side, the palette name its faction declares) in the
    order the sides sit; a side that declares none gets the first colour still free."""
    declared: dict[str, str | None] = {}
    for side, name in sides:
        declared.setdefault(side, name)
    taken = {PALETTE[name] for name in declared.values() if name in PALETTE}
    free = [colour for colour in PALETTE.values() if colour not in taken] or list(PALETTE.values())
    out = {}
    for side, name in declared.items():
        if name in PALETTE:
            out[side] = PALETTE[name]
        else:
            free = free or list(PALETTE.values())  # more sides than colours: they repeat
            out[side] = free.pop(0)
    return out


__all__ = ["OUT", "PALETTE", "RED", "side_colours"]
