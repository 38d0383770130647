"""Declension of players' names for the catalogs' ``NAME()`` (see :mod:`core.texts` and
docs/architecture.md, «Texts»): an ordinary Russian first name in a case, by pymorphy3.

It knows the genders by their values («masculine», «feminine», «other»: ``core.texts.GENDERS``)
and imports nothing of the engine, so that :mod:`core.texts` may use it."""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=1)
def morph():
    """pymorphy3's Russian analyzer (its dictionary loads, ~0.1 s, the first time it is asked)."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")


#: The cases a catalog names (``NAME($player, case: "acc")``) and pymorphy3's grammemes for them.
CASES = {"nom": "nomn", "gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "prep": "loct", "loc": "loct"}
#: What an ordinary first name looks like: one Cyrillic word, a capital, then small letters.
_ORDINARY = re.compile(r"[А-ЯЁ][а-яё]+")
#: The parse genders that agree with a player's gender («Саша», «Женя» are ``ms-f``: either).
_AGREES = {"masculine": {"masc", "ms-f"}, "feminine": {"femn", "ms-f"}, "other": {"masc", "femn", "ms-f"}}


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
    for parse in morph().parse(name):
        tag = parse.tag
        kind = "ms-f" if "ms-f" in tag else tag.gender  # pymorphy3's tag.gender does not say ms-f
        if ("Name" not in tag or tag.case != "nomn" or tag.number != "sing" or not parse.is_known
                or kind not in _AGREES[gender]):
            continue
        inflected = parse.inflect({grammeme, "sing"})
        if inflected is not None:
            forms.add(inflected.word)
    return forms
