"""«ё» where the book has it: a word that a variant's rule book always spells with ё (hp:
«Каскадёр», «мёртв»; romanian: «Обращённый», «приём») is spelled so in the variant's texts and
role names. Words the book writes both ways (fantasy IV's «Воскрешен») are left as they are."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.conftest import ROOT, SHARED

BOOKS = {"hp": "004_733fc8891c5619be.txt", "romanian": "003_a1305b28d77a560d.txt"}


def words(text: str) -> Counter:
    return Counter(re.findall(r"\w+", text.lower()))


@pytest.mark.parametrize("variant", sorted(BOOKS))
def test_texts_spell_with_yo_what_the_book_always_does(engine, variant) -> None:
    book_file = SHARED / "seeds" / BOOKS[variant]
    if not book_file.is_file():
        pytest.skip(f"{book_file} is absent: the rule books live beside the repository (../shared)")
    book = words(book_file.read_text(encoding="utf-8"))
    only_yo = {w.replace("ё", "е"): w for w in book if "ё" in w and not book[w.replace("ё", "е")]}
    rules = engine.book(variant)
    names = [r.name for r in rules.roles.secret_roles()] + [r.name for r in rules.roles.public_roles()]
    catalog = "\n".join(f.read_text(encoding="utf-8")
                        for f in sorted((ROOT / "plugins" / variant / "locale").glob("ru.*")))
    wrong = sorted({w for w in words(catalog + "\n" + "\n".join(names)) if w in only_yo})
    assert wrong == [], [f"{w} → {only_yo[w]}" for w in wrong]
