"""Extract the book's own words for every entry of `/правила` into each plugin's
``locale/rules.toml`` (the package ships it; it never reads the books at run time),
and write the readings section of ``docs/variants/<variant>.md`` from it.

    PYTHONPATH=. .venv/bin/python tools/rules_book.py [--books ../shared/seeds] [--docs-only]

The entries are every role, ability, faction, status, phase (and, for cards, card) of
each variant and edition, as the plugins register them. For each, the quote is found
in the variant's book (for fantasy: in the edition's part of the file): a role's
numbered paragraph, an ability's line inside its role's paragraph ("Name - text"),
else the sentence that names it. An entry already in the file keeps its quote and
its reading: checked and fixed by hand, they are not overwritten; ``--refresh NAME``
extracts the quote of every entry so named again (its reading kept). A quote ends where
the book's text does: a list announced by a colon follows it (:func:`with_list`).
``tests/core/test_rulebook.py`` checks that every quote is the book's text, that none
stops at a colon, and that the docs agree with the file.
"""

from __future__ import annotations

import argparse
import json
import re
import tomllib
from pathlib import Path

from core.registry import Engine
from core.rulebook import docs_section, entries_of_engine, replace_docs_section

ROOT = Path(__file__).resolve().parent.parent

#: Which file of ../shared/seeds holds which variant; for fantasy, where each edition starts.
FILES = {"fantasy": "000_5d311da7629e3afc.txt", "cards": "001_07968ec191016dad.txt",
         "romanian": "003_a1305b28d77a560d.txt", "hp": "004_733fc8891c5619be.txt"}
EDITION_LINES = {"v0.1": (4, 187), "I": (187, 382), "II": (382, 451), "IV": (451, 583)}
LIMIT = 900  # characters of one quote cut from a long line at a sentence's end
#: A role's paragraph inside a long line (fantasy II/IV keep a whole table on one line) is quoted
#: whole, up to the next numbered heading, when it is no longer than this (`/правила` splits an
#: answer into Discord's 2000-character messages).
PARAGRAPH = 3000

#: Terms the plugins keep in their state rather than register: statuses, and the fantasy
#: nights' kinds. (kind, name, editions or None for all)
EXTRA = {
    "hp": [("status", "Больница", None), ("status", "Кома", None)],
    "romanian": [("status", "Тюрьма", None), ("status", "Крестик", None), ("status", "Проклятие", None)],
    "fantasy": [("status", "Лазарет", None), ("status", "Тюрьма", None), ("status", "Кладбище", None),
                ("phase", "Новолуние", ("v0.1", "I", "II", "IV")), ("phase", "Полулуние", ("v0.1", "I", "II", "IV")),
                ("phase", "Полнолуние", ("v0.1", "I", "II", "IV"))],
    "cards": [("status", "Тюрьма", None), ("status", "Блок", None)],
}


def extras(engine: Engine, variant: str) -> list[dict]:
    """Statuses, the fantasy nights, the cards of the collection (their text is the
    collection's) and the Мастер карт's deck."""
    out = []
    editions = engine.variant(variant).editions or (None,)
    for kind, name, only in EXTRA.get(variant, []):
        for edition in editions:
            if only is None or edition in only:
                out.append({"kind": kind, "name": name, **({"edition": edition} if edition else {})})
    if variant == "cards":
        data = tomllib.loads((ROOT / "plugins" / "cards" / "cards.toml").read_text(encoding="utf-8"))
        for card in data["card"]:
            text = [card["text"]] + ([card["extra"]] if card.get("extra") else [])
            out.append({"kind": "card", "name": card["name"], "source": "collection", "book": text})
    if variant == "fantasy":
        from plugins.fantasy.v01_i.cards import DECK

        for edition in editions:
            if "Мастер карт" in engine.book(variant, edition).roles.roles:
                for card in DECK:
                    out.append({"kind": "card", "name": card.name, "edition": edition,
                                "aliases": [card.nick]})
    return out


def fold(text: str) -> str:
    return text.replace("ё", "е").replace("Ё", "Е").casefold()


def segment(books: Path, variant: str, edition: str | None) -> list[str]:
    lines = (books / FILES[variant]).read_text(encoding="utf-8").split("\n")
    if variant == "fantasy" and edition in EDITION_LINES:
        start, end = EDITION_LINES[edition]
        return lines[start - 1:end - 1]
    return lines


NUMBERED = re.compile(r"^\s*\d+\s*[).]")


def _names(entry: dict) -> list[str]:
    names = [entry["name"], *entry.get("aliases", [])]
    plain = re.sub(r"\s*\(.*?\)\s*", " ", entry["name"]).strip()
    if plain and plain not in names:
        names.append(plain)
    return [n for n in names if len(n) >= 3]


def _word(name: str) -> str:
    return r"(?<![а-яa-z])" + re.escape(fold(name)) + r"(?![а-яa-z])"


def _cut(line: str, start: int, whole: int = LIMIT) -> str:
    """From the sentence holding ``start`` on: up to the next numbered heading if it comes
    within ``whole`` characters (a role's whole paragraph), else at most LIMIT characters,
    to the end of a sentence."""
    dot = line.rfind(". ", 0, start)
    begin = dot + 2 if dot >= 0 else 0
    heads = [m.start() for m in re.finditer(r"(?<![\d.])\d+\) ", line[begin:start + 6])]
    if heads:
        begin += heads[-1]
    piece = line[begin:begin + max(whole, LIMIT)]
    after = [m.start() for m in re.finditer(r"(?<![\d.])\d+\) ", piece) if m.start() > start - begin + 3]
    if after:
        return piece[:after[0]].strip()
    piece = piece[:LIMIT]
    if len(piece) == LIMIT and ". " in piece[LIMIT // 3:]:
        piece = piece[:piece.rfind(". ") + 1]
    return piece.strip()


def _heading_like(line: str, following: str = "") -> bool:
    """A short line that is no sentence: the next heading, a table cell; or the short title of
    the next section, before its numbered paragraph or another heading («Тайные роли:» before
    «1) Лич» or the forum's «Скрыть содержимое»)."""
    text = line.strip()
    if len(text) < 25 and text.endswith(":") and (HEADING.match(following) or _heading_like(following)):
        return True
    return len(text) < 25 and not text.endswith((".", ":", ";"))


HEADING = re.compile(r"^\s*\d+\s*\)")
#: The shapes of a list's items: «1. …» or «Могущество (Л) — …».
ITEM_SHAPES = (re.compile(r"^\s*\d+\.\s"), re.compile(r"^\s*[^\s(\d][^—–]{0,60}?\s[—–-]\s"))


def with_list(lines: list[str], quote: list[str]) -> list[str]:
    """A quote that ends announcing a list («Список даров:») goes on with the list: the lines
    after it of its first item's shape, up to a blank line, a numbered heading or a line of
    another shape. The book's text ends where its list does, not at the colon."""
    if not quote or not quote[-1].rstrip().endswith(":"):
        return quote
    last = quote[-1].strip()
    for i, line in enumerate(lines[:-1]):
        if not line.strip().endswith(last):
            continue
        shape = next((s for s in ITEM_SHAPES if s.match(lines[i + 1])), None)
        items = []
        for more in lines[i + 1:]:
            if shape is None or not more.strip() or HEADING.match(more) or not shape.match(more):
                break
            items.append(more.strip())
        if items:
            return quote + items
    return quote


def find_role(lines: list[str], names: list[str]) -> list[str]:
    """The role's paragraph: its heading line ("3) Медик", "Медик") and what follows, up to
    a blank line or the next heading. Of several places, the one whose heading is numbered
    and followed by text wins (a table of players names roles too)."""
    best: tuple[int, list[str]] | None = None
    for name in names:
        pattern = re.compile(r"^\s*(\d+\s*[).]\s*)?" + _word(name))
        for i, line in enumerate(lines):
            if not pattern.match(fold(line)):
                continue
            numbered = bool(NUMBERED.match(line))
            described = re.match(r"^\s*(\d+\s*[).]\s*)?" + _word(name) + r"[^.]{0,40}?\s*[-–—:]\s*\S", fold(line))
            if not numbered and len(line.strip()) >= 25 and not described:
                continue
            out = [line.strip() if len(line) <= LIMIT else _cut(lines[i], 0, PARAGRAPH)]
            if numbered or len(line.strip()) < 25:  # a heading: its paragraph follows
                for j, more in enumerate(lines[i + 1:i + 14], start=i + 1):
                    following = lines[j + 1] if j + 1 < len(lines) else ""
                    if (not more.strip() or NUMBERED.match(more) or _heading_like(more, following)
                            or sum(map(len, out)) > LIMIT):
                        break
                    out.append(more.strip())
            if numbered:
                score = 4 if len(out) > 1 or len(line) > 40 else 1
            elif described:
                score = 3 if len(line) > 40 else 1
            else:
                score = 2 if len(out) > 1 else 0
            if best is None or score > best[0]:
                best = (score, out)
    return best[1] if best is not None and best[0] > 0 else []


#: Where the next term starts inside a long line: «… Цель получает карту. Банк — …», «Хит (Л) — …»
#: (group 2: its flags).
TERM_HEAD = re.compile(r"(?<=[.!?»\")]) ?([А-ЯЁA-Z][\w\u0301\-! ]{1,30}?)\s?(\([^)]{0,20}\))?\s?[—–] ")


def _from(line: str, start: int) -> str:
    """From ``start`` on: up to the next numbered heading or the next term that starts a
    sentence («… Цель получает карту. Банк — …»), at most LIMIT characters. A list announced
    by a colon («…потерять карту: Пас — …. Банк — …») goes on past terms without flags up to
    one with them («Хит (Л) — …»)."""
    piece = line[start:start + LIMIT]
    ends = [m.start() for m in re.finditer(r"(?<![\d.])\d+\) ", piece) if m.start() > 3]
    for m in TERM_HEAD.finditer(piece):
        listing = re.search(r":\s*[А-ЯЁA-Z][\w\-! ]{1,30}?\s?[—–] ", piece[:m.start()])
        if m.start() > 3 and not (listing and m.group(2) is None):
            ends.append(m.start())
            break
    if ends:
        piece = piece[:min(ends)]
    elif len(piece) == LIMIT and ". " in piece[LIMIT // 3:]:
        piece = piece[:piece.rfind(". ") + 1]
    return piece.strip()


def find_line(lines: list[str], names: list[str], within: list[str] | None = None) -> list[str]:
    """An ability or other term: its own line ("Name - text") in ``within`` first, else in the
    whole segment; then "Name - text" inside a long line (a whole section on one line); else
    the sentence that names it."""
    pools = ([within] if within else []) + [lines]
    for pool in pools:
        for name in names:
            pattern = re.compile(r"^\s*(\d+\s*[).]\s*)?" + _word(name) + r"[^.\n]{0,40}?\s*[-–—:]")
            for line in pool:
                if pattern.match(fold(line)):
                    return [line.strip() if len(line) <= LIMIT else _cut(line, 0)]
        for name in names:
            pattern = re.compile(_word(name) + r"\s*(\([^)]{0,20}\))?\s*[-–—]\s")
            for line in pool:
                found = pattern.search(fold(line))
                if found and len(line) > 200:
                    return [_from(line, found.start())]
    for pool in pools:
        for name in names:
            for line in pool:
                found = re.search(_word(name), fold(line))
                if found:
                    return [line.strip() if len(line) <= LIMIT else _cut(line, found.start())]
    return []


def find_numbered(lines: list[str], names: list[str]) -> list[str]:
    """A role numbered inside a long line («… 8) Гончая Ада(Д) …»): from its number on."""
    for name in names:
        pattern = re.compile(r"(?<![\d.])\d+\)\s*" + _word(name))
        for line in lines:
            found = pattern.search(fold(line))
            if found:
                return [_cut(line, found.start(), PARAGRAPH)]
    return []


def extract(books: Path, entry: dict, role_quotes: dict[tuple[str, str | None], list[str]]) -> list[str]:
    lines = segment(books, entry["variant"], entry.get("edition"))
    if entry["kind"] == "role":
        found = find_role(lines, _names(entry)) or find_numbered(lines, _names(entry)) or find_line(lines,
                                                                                                   _names(entry))
        return with_list(lines, found)
    within = role_quotes.get((entry.get("role") or "", entry.get("edition"))) if entry["kind"] == "ability" else None
    if within and fold(entry["name"]) == fold(entry.get("role") or ""):
        return within  # the role's one unnamed ability: the role's paragraph says it
    return with_list(lines, find_line(lines, _names(entry), within))


def toml_string(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def write_toml(path: Path, entries: list[dict]) -> None:
    out = ["# The /правила entries of this variant: the book's own words for every role, ability,",
           "# faction, status, phase and card (`book`, quoted exactly; `source` names where from),",
           "# and, where the book is silent or ambiguous, the reading the bot plays by (`reading`).",
           "# Made by tools/rules_book.py, then checked and fixed by hand; docs/variants/<variant>.md",
           "# shows the readings (generated from this file, tests/core/test_rulebook.py keeps them equal).", ""]
    for e in entries:
        out.append("[[entry]]")
        for key in ("kind", "name", "edition", "role", "source"):
            if e.get(key):
                out.append(f"{key} = {toml_string(e[key])}")
        out.append("book = [" + ", ".join(toml_string(q) for q in e.get("book", [])) + "]")
        if e.get("reading"):
            out.append(f"reading = {toml_string(e['reading'])}")
        out.append("")
    path.write_text("\n".join(out), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--books", default=str(ROOT.parent / "shared" / "seeds"))
    parser.add_argument("--docs-only", action="store_true")
    parser.add_argument("--refresh", action="append", default=[])
    args = parser.parse_args()
    engine = Engine()
    books = Path(args.books)
    for variant in FILES:
        path = ROOT / "plugins" / variant / "locale" / "rules.toml"
        old = tomllib.loads(path.read_text(encoding="utf-8")).get("entry", []) if path.exists() else []
        kept = {(e["kind"], e["name"], e.get("edition"), e.get("role")): e for e in old}
        if not args.docs_only:
            fresh = entries_of_engine(engine, variant)
            cards = {e["name"] for e in extras(engine, variant) if e["kind"] == "card"}
            # A card of the collection is an ability no role starts with: told as the card.
            fresh = [e for e in fresh if not (e["kind"] == "ability" and not e.get("role") and e["name"] in cards)]
            fresh += extras(engine, variant)
            role_quotes: dict[tuple[str, str | None], list[str]] = {}
            done = []
            for entry in fresh:
                key = (entry["kind"], entry["name"], entry.get("edition"), entry.get("role"))
                refresh = entry["name"] in args.refresh
                if key in kept:  # a refreshed entry keeps its reading, only its quote is found again
                    entry = {**entry, **{k: v for k, v in kept[key].items()
                                         if k in (("reading",) if refresh else ("book", "reading", "source"))}}
                if not entry.get("book"):
                    entry["book"] = extract(books, {**entry, "variant": variant}, role_quotes)
                if entry["kind"] == "role":
                    role_quotes[(entry["name"], entry.get("edition"))] = entry.get("book", [])
                done.append(entry)
            write_toml(path, done)
            missing = [e["name"] + (f" [{e.get('edition')}]" if e.get("edition") else "") for e in done
                       if not e.get("book")]
            print(f"{variant}: {len(done)} entries, without a quote: {len(missing)} {missing[:40]}")
        docs = ROOT / "docs" / "variants" / f"{variant}.md"
        docs.write_text(replace_docs_section(docs.read_text(encoding="utf-8"), docs_section(engine, variant)),
                        encoding="utf-8")


if __name__ == "__main__":
    main()
