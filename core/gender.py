"""The grammatical gender of a player's name, for texts that agree with it.

A player may say it (``PlayerSetup.gender``, the bot's «/профиль род»); otherwise
:func:`guess_gender` asks pymorphy3's Russian dictionary whether the first word of
the name is a known first name (its ``Name`` grammeme) and of which gender:
«Жанна» → feminine, «Пётр» → masculine. Anything else is :data:`OTHER`: a nickname
(«Котик», «xX_killer»), a name of either gender («Саша», «Женя»), a name the
dictionary does not know. Texts then use their default wording, which needs no
gender (it agrees with «игрок»: «Игрок Саша погиб»), see docs/architecture.md.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.declension import CASES, decline  # noqa: F401  (re-exported: the cases NAME() knows)
from core.declension import morph as _morph  # one analyzer for the guess and the declension
from core.texts import FEMININE, GENDERS, MASCULINE, OTHER

_FIRST_WORD = re.compile(r"[^\W\d_]+")
_CYRILLIC = re.compile(r"[А-Яа-яЁё]+")
#: How sure pymorphy3 must be: the share of its first-name parses that have one gender.
CONFIDENCE = 0.5


@lru_cache(maxsize=4096)
def guess_gender(name: str) -> str:
    """``masculine``, ``feminine`` or ``other`` for a player's name (see the module)."""
    word = _FIRST_WORD.search(name)
    if word is None or not _CYRILLIC.fullmatch(word.group(0)):
        return OTHER  # a Latin nickname, digits, no word at all
    votes = {MASCULINE: 0.0, FEMININE: 0.0}
    total = 0.0
    for parse in _morph().parse(word.group(0)):
        if "Name" not in parse.tag or parse.tag.case != "nomn":
            continue  # «вика» the plant, «котик» the kitten: only first names count
        total += parse.score
        if parse.tag.gender == "masc":
            votes[MASCULINE] += parse.score
        elif parse.tag.gender == "femn":
            votes[FEMININE] += parse.score
    if not total:
        return OTHER
    best = max(votes, key=votes.__getitem__)
    return best if votes[best] / total > CONFIDENCE else OTHER


def gender_of(name: str, told: str | None = None) -> str:
    """The gender texts use: what the player told (if one of ``GENDERS``), else the guess."""
    return told if told in GENDERS else guess_gender(name)
