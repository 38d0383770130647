"""One spelling of each ability (issue 29, class 10): a name quoted in the fantasy catalogs («…») that is an
ability's name written another way (a comma, «ё», a «!» more or less) is written as the ability is."""

from __future__ import annotations

import re
from pathlib import Path

from plugins.fantasy import common

EDITIONS = ("v0.1", "I", "II", "IV")
CATALOGS = sorted(Path(common.__file__).parent.parent.glob("**/locale/ru.ftl"))


def fold(text: str) -> str:
    return re.sub(r"[^\w]", "", text.lower().replace("ё", "е"))


def test_abilities_are_quoted_as_they_are_named(engine) -> None:
    names: set[str] = set()
    for edition in EDITIONS:
        book = engine.book("fantasy", edition)
        variant = engine.make_variant("fantasy", {"edition": edition})
        names |= {a.name for role in book.roles.roles.values() for a in role.abilities}
        names |= {name for passives in variant.passives().values() for name, _ in passives}
    spelled = {fold(name): name for name in names}
    assert len(spelled) == len(names), "two abilities differ only in their punctuation"
    assert CATALOGS
    wrong = [f"{path.name}: «{quoted}» (the ability is «{spelled[fold(quoted)]}»)"
             for path in CATALOGS for quoted in re.findall(r"«([^»{}]+)»", path.read_text(encoding="utf-8"))
             if fold(quoted) in spelled and quoted != spelled[fold(quoted)]]
    assert wrong == []
