"""`/правила`' data (core/rulebook.py, plugins/<variant>/locale/rules.toml): every role,
ability, faction, phase and card of every variant and edition has the book's words; the
words are the book's own; the docs' readings are the data's; search and answers behave."""

from __future__ import annotations

import re
import tomllib

import pytest

from core.names import fold
from core.rulebook import LIMIT, Rulebook, docs_part, docs_section, entries_of_engine, rulebook, split
from tests.conftest import ROOT, SHARED

VARIANTS = ("hp", "romanian", "fantasy", "cards")
BOOK_FILES = {"fantasy": "000_5d311da7629e3afc.txt", "cards": "001_07968ec191016dad.txt",
              "romanian": "003_a1305b28d77a560d.txt", "hp": "004_733fc8891c5619be.txt"}


def books(engine):
    for variant in VARIANTS:
        for edition in engine.variant(variant).editions or (None,):
            yield variant, edition


def squeeze(text: str) -> str:
    return " ".join(text.split())


def test_every_role_ability_card_faction_and_phase_has_the_books_words(engine):
    walked = 0
    for variant, edition in books(engine):
        book = Rulebook(engine.book(variant, edition))
        cards = {e.name for e in book.entries if e.kind == "card"}
        for want in entries_of_engine(engine, variant):
            if want.get("edition") != edition:
                continue
            kind, name, role = want["kind"], want["name"], want.get("role")
            if kind == "ability" and role is None and name in cards:
                kind = "card"  # a card of the collection is an ability no role starts with
            found = [e for e in book.entries if e.kind == kind and e.name == name and e.role == role]
            assert len(found) == 1, (f"{kind} «{name}» ({variant} {edition or ''}) has no /правила entry: "
                                     "PYTHONPATH=. python tools/rules_book.py adds it, then check its quote")
            assert found[0].book and all(line.strip() for line in found[0].book), (variant, edition, name)
            walked += 1
    assert walked > 600  # 668 when written


def test_the_mastermind_of_cards_deck_is_there_too(engine):
    from plugins.fantasy.v01_i.cards import DECK

    for edition in engine.variant("fantasy").editions:
        book = Rulebook(engine.book("fantasy", edition))
        if "Мастер карт" in book.book.roles.roles:
            assert {c.name for c in DECK} <= {e.name for e in book.entries if e.kind == "card" and e.book}


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason="the rule books (../shared/seeds) are not beside the repo")
def test_every_quote_is_the_books_own_text():
    collection = tomllib.loads((ROOT / "plugins" / "cards" / "cards.toml").read_text(encoding="utf-8"))
    texts = {c["name"]: [c["text"]] + ([c["extra"]] if c.get("extra") else []) for c in collection["card"]}
    checked = 0
    for variant in VARIANTS:
        source = squeeze((SHARED / "seeds" / BOOK_FILES[variant]).read_text(encoding="utf-8"))
        data = tomllib.loads((ROOT / "plugins" / variant / "locale" / "rules.toml").read_text(encoding="utf-8"))
        for entry in data["entry"]:
            if entry.get("source") == "collection":
                assert entry["book"] == texts[entry["name"]], entry["name"]
                continue
            for quote in entry["book"]:
                assert squeeze(quote) in source, (variant, entry["name"], quote[:80])
                checked += 1
    assert checked > 700


def test_the_docs_show_exactly_the_readings_of_the_data(engine):
    for variant in VARIANTS:
        docs = (ROOT / "docs" / "variants" / f"{variant}.md").read_text(encoding="utf-8")
        assert docs_part(docs) == docs_section(engine, variant), (
            f"docs/variants/{variant}.md is out of date: PYTHONPATH=. python tools/rules_book.py --docs-only")
        readings = [e.reading for ed in engine.variant(variant).editions or (None,)
                    for e in Rulebook(engine.book(variant, ed)).entries if e.reading]
        assert readings and all(r in docs for r in readings)


def test_search_by_prefix_and_substring_with_yo(engine):
    hp = rulebook(engine, "hp")
    assert [e.name for e in hp.search("монах")][:1] == ["Монах"]
    assert hp.search("Каскадер")[0].name == "Каскадёр"  # ё = е
    assert any(e.name == "Снайперская винтовка" for e in hp.search("винтов"))  # inside the name
    prefixed = hp.search("Ме")
    assert prefixed and all("ме" in fold(e.label()) for e in prefixed)
    assert fold(prefixed[0].label()).startswith("ме")
    assert len(hp.search("а", limit=25)) == 25
    assert hp.search("zzz") == []
    assert [e.name for e in hp.suggestions("Манях")][:1] == ["Маньяк"]
    fantasy_i = rulebook(engine, "fantasy", "I")
    assert all(e.edition in (None, "I") for e in fantasy_i.entries)


def test_answers_quote_the_book_and_say_how_it_is_played(engine, texts=None):
    hp = rulebook(engine, "hp")
    texts = engine.book("hp").texts()
    from core.texts import load_catalog

    texts.add(load_catalog("core"))
    sensei = hp.get("Сэнсэй")
    answer = "\n".join(hp.answer(sensei, texts))
    assert "> 1) Сэнсэй (Я)" in answer and "Способности: Защита, Медитация" in answer
    assert sensei.reading in answer
    medic = hp.get("ability|Медик|Медик")  # the book names the Медик's one ability after him
    said = "\n".join(hp.answer(medic, texts))
    assert "когда: день" in said and "1 цель" in said
    once = next(e for e in hp.entries if e.kind == "ability" and (a := hp.ability(e)) is not None and a.uses == 1)
    assert "1 раз за игру" in "\n".join(hp.answer(once, texts))
    for variant, edition in books(engine):
        book = rulebook(engine, variant, edition)
        vtexts = engine.book(variant, edition).texts()
        vtexts.add(load_catalog("core"))
        for entry in book.entries:
            chunks = book.answer(entry, vtexts)
            assert chunks and all(len(c) <= LIMIT for c in chunks)
            assert entry.book[0][:50] in "\n".join(chunks)


def test_split_keeps_every_word_within_the_limit():
    lines = ["x" * 50] * 100 + [" ".join(["слово"] * 900)]
    chunks = split(lines)
    assert all(len(c) <= LIMIT for c in chunks) and len(chunks) >= 4
    assert re.sub(r"\s+", " ", " ".join(chunks)) == re.sub(r"\s+", " ", " ".join(lines))


def test_no_quote_stops_at_a_colon_before_its_list(engine):
    """A quote ends where the book's text does: «Список даров:» is followed by the gifts."""
    for variant in VARIANTS:
        data = tomllib.loads((ROOT / "plugins" / variant / "locale" / "rules.toml").read_text(encoding="utf-8"))
        for entry in data["entry"]:
            assert not entry["book"][-1].rstrip().endswith(":"), (variant, entry["name"], entry.get("edition"))
    deal = rulebook(engine, "fantasy", "IV").get("ability|Сделка|Дьявол")
    assert deal.book[-2].startswith("Спасение") and deal.book[-1].startswith("Знание")  # the six gifts
    charm = rulebook(engine, "fantasy", "IV").get("ability|Очарование|Суккуб")
    assert [line[:2] for line in charm.book[1:]] == ["1.", "2.", "3.", "4.", "5.", "6."]


def test_a_quote_longer_than_a_message_stays_quoted_in_every_piece(engine):
    book = rulebook(engine, "fantasy", "II")
    demiurge = book.get("role|Демиург|")
    assert len(demiurge.book[0]) > LIMIT  # the whole paragraph, up to Ва-банк's last words
    assert demiurge.book[0].endswith("В противном случае он покидает игру навсегда.")
    texts = engine.book("fantasy", "II").texts()
    from core.texts import load_catalog

    texts.add(load_catalog("core"))
    chunks = book.answer(demiurge, texts)
    assert len(chunks) >= 2 and all(len(c) <= LIMIT for c in chunks)
    quoted = [line.removeprefix("> ") for c in chunks for line in c.split("\n") if line.startswith("> ")]
    assert len(quoted) >= 2  # the paragraph in two pieces, each a quote
    assert squeeze(" ".join(quoted)) == squeeze(" ".join(demiurge.book))
