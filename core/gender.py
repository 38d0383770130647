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

from core.texts import FEMININE, GENDERS, MASCULINE, OTHER

_FIRST_WORD = re.compile(r"[^\W\d_]+")
_CYRILLIC = re.compile(r"[А-Яа-яЁё]+")
#: How sure pymorphy3 must be: the share of its first-name parses that have one gender.
CONFIDENCE = 0.5


@lru_cache(maxsize=1)
def _morph():
    import pymorphy3  # loads its dictionary (~0.1 s) the first time a name is guessed

    return pymorphy3.MorphAnalyzer(lang="ru")


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


#: The cases a catalog names (``NAME($player, case: "acc")``) and pymorphy3's grammemes for them.
CASES = {"nom": "nomn", "gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "prep": "loct", "loc": "loct"}
#: What an ordinary first name looks like: one Cyrillic word, a capital, then small letters.
_ORDINARY = re.compile(r"[А-ЯЁ][а-яё]+")
#: The parse genders that agree with a player's gender («Саша», «Женя» are ``ms-f``: either).
_AGREES = {MASCULINE: {"masc", "ms-f"}, FEMININE: {"femn", "ms-f"}, OTHER: {"masc", "femn", "ms-f"}}


@lru_cache(maxsize=16384)
def decline(name: str, gender: str, case: str) -> str | None:
    """``name`` in ``case`` (a key of :data:`CASES`), or None when it is not declined.

    It is declined when it is one ordinary Russian first name as people write it («Дина»,
    «Пётр»; not «котик», «Kate», «Анна Мария», «ИРА») that pymorphy3's dictionary knows as a
    first name in the nominative singular with a gender agreeing with ``gender`` (``other``
    agrees with any, but then every such parse must give the same form: «Саша» → «Сашу»).
    The capital is kept; ё only where the player wrote one or the form needs it («Пётр» →
    «Петра», «Фёдор» → «Фёдора», but «Федор» → «Федора»)."""
    grammeme = CASES.get(case)
    if grammeme is None or not _ORDINARY.fullmatch(name) or gender not in _AGREES:
        return None
    if grammeme == "nomn":
        return name if _forms(name, gender, "nomn") else None
    forms = _forms(name, gender, grammeme)
    if len(forms) != 1:
        return None
    (form,) = forms
    if "ё" not in name.lower():
        form = form.replace("ё", "е")
    return form[:1].upper() + form[1:]


def _forms(name: str, gender: str, grammeme: str) -> set[str]:
    """The forms in ``grammeme`` of every known first-name parse of ``name`` (nominative,
    singular) whose gender agrees with ``gender``."""
    forms: set[str] = set()
    for parse in _morph().parse(name):
        tag = parse.tag
        kind = "ms-f" if "ms-f" in tag else tag.gender  # pymorphy3's tag.gender does not say ms-f
        if ("Name" not in tag or tag.case != "nomn" or tag.number != "sing" or not parse.is_known
                or kind not in _AGREES[gender]):
            continue
        inflected = parse.inflect({grammeme, "sing"})
        if inflected is not None:
            forms.add(inflected.word)
    return forms


def gender_of(name: str, told: str | None = None) -> str:
    """The gender texts use: what the player told (if one of ``GENDERS``), else the guess."""
    return told if told in GENDERS else guess_gender(name)
