"""Names that look alike are one name (issue 32, item 2): :func:`core.names.fold` reads a name
through Unicode's own data — the Default_Ignorable_Code_Point property and the TR39
confusables — so a look-alike across scripts, an invisible code point or a case change makes
no second player. The alphabet is generated: every confusable Unicode lists for every Cyrillic
letter."""

from __future__ import annotations

import unicodedata

import pytest
import regex
from confusable_homoglyphs import confusables

from core.names import NameIndex, fold, visible

DATA = confusables.confusables_data
CYRILLIC = [chr(c) for block in ((0x400, 0x530), (0x1C80, 0x1C89), (0xA640, 0xA6A0)) for c in range(*block)
            if unicodedata.category(chr(c)) in ("Lu", "Ll")]
IGNORABLE = [chr(c) for c in range(0x110000) if regex.match(r"\p{Default_Ignorable_Code_Point}", chr(c))]


def alikes(letter: str) -> set[str]:
    """What Unicode's confusables list for a letter, either way round."""
    return {e["c"] for e in DATA.get(letter, [])} | {k for k, found in DATA.items()
                                                    if any(e["c"] == letter for e in found)}


ALPHABET = sorted((letter, alike) for letter in CYRILLIC for alike in alikes(letter))
# Ligatures Unicode lists as two Latin letters that also read as two Russian ones: «ӕ» as «ae»,
# «ꚙ» as «oo». Russian is written «ае», «оо», so those two letters stay themselves (a name typed
# in part, «Ра» of «Раиса», must still match); the ligatures stay apart.
RUSSIAN_PAIRS = {"ӕ", "Ӕ", "ꚙ", "Ꚙ"}


def test_the_alphabet_is_every_confusable_of_every_cyrillic_letter() -> None:
    assert len(CYRILLIC) > 300
    assert len(ALPHABET) > 150
    assert ("Г", "Γ") in ALPHABET and ("П", "Π") in ALPHABET and ("а", "a") in ALPHABET


@pytest.mark.parametrize(("letter", "alike"), ALPHABET)
def test_a_confusable_of_a_cyrillic_letter_makes_no_second_name(letter: str, alike: str) -> None:
    if letter in RUSSIAN_PAIRS:
        return
    for name in (f"Б{letter}р", f"{letter}ня", f"Ан{letter}"):
        twin = name.replace(letter, alike)
        assert fold(twin) == fold(name), (name, twin)


@pytest.mark.parametrize("letter", CYRILLIC)
def test_the_case_of_a_cyrillic_letter_makes_no_second_name(letter: str) -> None:
    assert fold(f"Ан{letter}") == fold(f"Ан{letter.swapcase()}") == fold(f"АН{letter.upper()}")


def test_the_issues_look_alikes() -> None:
    assert fold("Гена") == fold("Γена")  # Greek capital gamma
    assert fold("Петя") == fold("Πетя")  # Greek capital pi
    assert fold("Лёва") == fold("Лëва") == fold("Лева") == fold("ЛЁВА")  # Latin ë; ё = е
    assert fold("Аня") == fold("Аня\U000E0100") == fold("Ан\u180bя")  # VS17, Mongolian FVS1
    assert fold("Аня") == fold("Aня") == fold("Ａня") == fold("Ан\u200bя") == fold("Ан\u202eя")


def test_every_default_ignorable_code_point_is_dropped() -> None:
    assert len(IGNORABLE) > 4000  # (tags, variation selectors, fillers…: Unicode's list, not ours)
    for char in IGNORABLE:
        assert visible(f"Ан{char}я") == "Аня", hex(ord(char))


def test_a_name_typed_in_part_matches() -> None:
    for name in ("Раиса", "Кооператор", "Марьи", "Большой дом"):
        for end in range(1, len(name)):
            assert fold(name[:end]) in fold(name), name[:end]


def test_names_that_only_resemble_stay_apart() -> None:
    for a, b in [("Бой", "Бои"), ("Вика", "Ьика"), ("Ольга", "Олвга"), ("Борис", "Вика"), ("Ира", "Ипа"),
                 ("Аня", "Аня 2"), ("Женя", "Жека")]:
        assert fold(a) != fold(b), (a, b)


def test_the_rule_books_names_stay_apart(engine) -> None:
    for variant in engine.variants:  # NameIndex refuses two names with one key: every book loads
        for edition in variant.editions or (None,):
            engine.book(variant.id, edition)
    index: NameIndex[str] = NameIndex()
    index.add("a", "Ёлка")
    assert index.get("ЕЛКА") == "a" and "Eлкa" in index
    with pytest.raises(ValueError):
        index.add("b", "Елка")
