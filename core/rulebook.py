"""The rules at hand (`/правила`): for every role, ability, faction, status, phase and
card of a variant's edition, the book's own words and, where the book is silent or
ambiguous, the reading the bot plays by.

A plugin ships them in ``<package>/locale/rules.toml`` (any package the variant's
texts come from; made by ``tools/rules_book.py`` and checked by hand), so nothing
reads the rule books at run time. Each entry::

    [[entry]]
    kind = "ability"            # role | ability | faction | status | phase | card
    name = "Лечение"
    edition = "I"               # only in a variant with editions; none: every edition
    role = "Сэнсэй"             # an ability: the role that has it
    source = "collection"       # where the words come from when not the book (cards' collection)
    book = ["…", "…"]           # the book's words, exactly
    reading = "…"               # optional: how the bot plays it where the book is silent

The readings live only there: ``docs/variants/<variant>.md`` shows them in a section
generated from the same file (:func:`docs_section`), and a test keeps the two equal.
Besides the words, a role's answer lists its abilities and an ability's answer says
when it is used, its targets and limits, from the :class:`core.rules.Ability` the
engine enforces. Everything the answer says around the quotes is in the catalog
(``rules.*`` in ``core/locale/ru.ftl``).
"""

from __future__ import annotations

import functools
import importlib.resources
import re
import tomllib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable

from core.model import PhaseKind
from core.names import fold
from core.rules import ANY_PHASE, Ability

if TYPE_CHECKING:
    from core.registry import Book, Engine
    from core.texts import Texts

KINDS = ("role", "ability", "card", "faction", "status", "phase")
FILE = "rules.toml"
#: Discord's limit for one message.
LIMIT = 2000
#: Autocomplete shows at most this many choices (Discord's limit).
CHOICES = 25


@dataclass(frozen=True)
class Entry:
    kind: str
    name: str
    book: tuple[str, ...] = ()
    reading: str = ""
    edition: str | None = None
    role: str | None = None
    source: str = ""

    @property
    def key(self) -> str:
        """What autocomplete hands back: kind, name and role (≤ 100 characters)."""
        return "|".join((self.kind, self.name, self.role or ""))[:100]

    def label(self) -> str:
        plain = self.kind != "ability" or not self.role or self.role == self.name
        return self.name if plain else f"{self.name} ({self.role})"


@functools.cache
def _load(package: str) -> tuple[Entry, ...]:
    try:
        data = importlib.resources.files(package).joinpath("locale", FILE).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, NotADirectoryError):
        return ()
    return tuple(Entry(kind=e["kind"], name=e["name"], book=tuple(e.get("book", ())), reading=e.get("reading", ""),
                       edition=e.get("edition"), role=e.get("role"), source=e.get("source", ""))
                 for e in tomllib.loads(data).get("entry", []))


class Rulebook:
    """The entries of one variant's edition, searchable by name."""

    def __init__(self, book: "Book") -> None:
        self.book = book
        self.variant = book.variant
        self.edition = book.edition
        seen: set[tuple[str, str, str | None]] = set()
        entries = []
        for package in book.text_registry.packages:
            for entry in _load(package):
                if entry.edition not in (None, book.edition):
                    continue
                key = (entry.kind, entry.name, entry.role)
                if key not in seen:
                    seen.add(key)
                    entries.append(entry)
        self.entries: list[Entry] = entries
        self._by_key = {e.key: e for e in entries}

    def get(self, key: str) -> Entry | None:
        """The entry for an autocomplete value, or for a name typed in full."""
        if key in self._by_key:
            return self._by_key[key]
        found = self.search(key)
        exact = [e for e in found if fold(e.name) == fold(key) or fold(e.label()) == fold(key)]
        return exact[0] if exact else None

    def search(self, query: str, limit: int | None = None) -> list[Entry]:
        """Entries whose name starts with the query, then those whose name holds it
        (case-insensitive, ё = е); roles first, then abilities, cards and the rest."""
        q = fold(query)
        order = {kind: i for i, kind in enumerate(KINDS)}

        def rank(e: Entry) -> tuple[int, int, str]:
            name = fold(e.label())
            how = 0 if fold(e.name) == q else 1 if name.startswith(q) else 2 if any(
                w.startswith(q) for w in re.split(r"[\s\-–(]+", name)) else 3
            return how, order.get(e.kind, 9), name

        found = sorted((e for e in self.entries if q in fold(e.label())), key=rank)
        return found[:limit] if limit is not None else found

    def ability(self, entry: Entry) -> Ability | None:
        roles = self.book.roles
        if entry.role:
            role = roles.roles.get(entry.role)
            return role.ability(entry.name) if role is not None else None
        return roles.extra_abilities.get(entry.name)

    def suggestions(self, query: str, count: int = 5) -> list[Entry]:
        """Names close to a word that matched nothing: the same first letters, then similar."""
        import difflib

        q = fold(query)
        labels = {fold(e.label()): e for e in self.entries}
        close = difflib.get_close_matches(q, list(labels), n=count, cutoff=0.5)
        picked = [labels[c] for c in close]
        for size in (3, 2, 1):
            if len(picked) >= count or len(q) < size:
                continue
            picked += [e for key, e in labels.items() if key.startswith(q[:size]) and e not in picked]
        return picked[:count]

    # --- the answer --------------------------------------------------------------

    def answer(self, entry: Entry, texts: "Texts", escape: Callable[[str], str] | None = None) -> list[str]:
        """The entry as messages of at most 2000 characters; ``escape`` (the poster's: Discord's
        Markdown) is applied to the book's words and the reading."""
        inert = escape or (lambda text: text)
        t = texts.render
        title = self.variant.title or self.variant.id
        lines = [t(f"rules.head.{entry.kind}", {"name": entry.label(), "variant": title,
                                                "edition": self.edition or ""})]
        if entry.book:
            key = "rules.source.collection" if entry.source == "collection" else (
                "rules.source.edition" if self.edition else "rules.source.book")
            lines.append(t(key, {"edition": self.edition or ""}))
            lines.extend(f"> {inert(line)}" for line in entry.book)
        if entry.kind == "role":
            role = self.book.roles.roles.get(entry.name)
            if role is not None:
                if role.faction:
                    lines.append(t("rules.faction", {"faction": role.faction}))
                names = [a.name for a in role.abilities]
                lines.append(t("rules.abilities", {"names": ", ".join(names)}) if names else t("rules.no_abilities"))
                for ability in role.abilities:
                    lines.append(t("rules.ability_line", {"name": ability.name, "how": self.how(ability, texts)}))
        if entry.kind in ("ability", "card"):
            ability = self.ability(entry)
            if ability is not None:
                lines.append(t("rules.how", {"how": self.how(ability, texts)}))
        if entry.reading:
            lines.append(t("rules.reading"))
            lines.append(inert(entry.reading))
        return split(lines)

    def how(self, ability: Ability, texts: "Texts") -> str:
        """When it is used, on whom, how often: what the engine enforces."""
        t = texts.render
        if ANY_PHASE in ability.kinds:
            when = t("rules.when_any")
        else:
            phases = ability.phase if isinstance(ability.phase, tuple) else (ability.phase,)
            when = t("rules.when", {"phases": ", ".join(_phase_word(texts, kind) for kind in phases)})
        return "; ".join([when, *terms(ability, texts)])


def terms(ability: Ability, texts: "Texts") -> list[str]:
    """On whom and how often the ability is used, from its declaration (what the engine
    enforces): the rule answer's and the role card's words."""
    t = texts.render
    parts = []
    if ability.instant:
        parts.append(t("rules.instant"))
    if ability.max_targets == 0 or (ability.min_targets == 0 and ability.max_targets == 0):
        parts.append(t("rules.no_target"))
    elif ability.max_targets is None:
        parts.append(t("rules.targets_open", {"min": ability.min_targets}))
    elif ability.min_targets == ability.max_targets:
        parts.append(t("rules.targets", {"count": ability.max_targets}))
    else:
        parts.append(t("rules.targets_range", {"min": ability.min_targets, "max": ability.max_targets}))
    if ability.max_targets != 0:
        if not ability.allow_self:
            parts.append(t("rules.not_self"))
        if ability.allow_dead_target:
            # What «dead» means for this ability, where the book words it itself (the Romanian prison).
            own = f"rules.dead_ok.{ability.name}"
            parts.append(t(own) if texts.has(own) else t("rules.dead_ok"))
        if ability.no_repeat_target:
            parts.append(t("rules.no_repeat"))
        if ability.max_per_target is not None:
            parts.append(t("rules.per_target", {"count": ability.max_per_target}))
    if ability.uses is not None:
        parts.append(t("rules.uses", {"count": ability.uses}))
    if ability.per_cycle is not None:
        parts.append(t("rules.per_cycle", {"count": ability.per_cycle}))
    return parts


def _phase_word(texts: "Texts", kind: str) -> str:
    return texts.render(f"phase.{kind}", {"number": ""}).strip().lower()


def split(lines: Iterable[str], limit: int = LIMIT) -> list[str]:
    """Lines joined into messages of at most ``limit`` characters, cut between lines (a
    longer line is cut after a sentence, else between words; a quoted line's pieces are each
    quoted: «> »)."""
    chunks: list[str] = []
    current = ""
    for line in lines:
        pieces = [line]
        mark = "> " if line.startswith("> ") else ""
        while len(pieces[-1]) > limit:
            head = pieces[-1]
            cut = head.rfind(". ", 0, limit - 1) + 1 or head.rfind(" ", 0, limit)
            cut = cut if cut > limit // 2 else limit
            pieces[-1:] = [head[:cut], mark + head[cut:].lstrip()]
        for piece in pieces:
            if current and len(current) + 1 + len(piece) > limit:
                chunks.append(current)
                current = piece
            else:
                current = f"{current}\n{piece}" if current else piece
    if current:
        chunks.append(current)
    return chunks


@functools.lru_cache(maxsize=64)
def rulebook(engine: "Engine", variant: str, edition: str | None = None) -> Rulebook:
    return Rulebook(engine.book(variant, edition))


# --- every entry of the plugins (for tools/rules_book.py and the tests) -----------


def entries_of_engine(engine: "Engine", variant: str) -> list[dict[str, Any]]:
    """What the plugins register for every edition of the variant: roles, their abilities,
    abilities no role starts with (items, gifts, cards), factions and phases, each once
    per edition (once for a variant without editions)."""
    cls = engine.variant(variant)
    out: list[dict[str, Any]] = []
    for edition in cls.editions or (None,):
        book = engine.book(variant, edition)
        texts = book.texts()
        base = {"edition": edition} if edition else {}
        for role in book.roles.roles.values():
            out.append({**base, "kind": "role", "name": role.name, "aliases": list(role.aliases)})
        for role in book.roles.roles.values():
            for ability in role.abilities:
                out.append({**base, "kind": "ability", "name": ability.name, "role": role.name,
                            "aliases": list(ability.aliases)})
        for ability in book.roles.extra_abilities.values():
            out.append({**base, "kind": "ability", "name": ability.name, "aliases": list(ability.aliases)})
        for faction in book.roles.factions.values():
            out.append({**base, "kind": "faction", "name": faction.name, "aliases": list(faction.aliases)})
        kinds = [spec.kind for spec in cls.cycle(edition)]
        if cls.setup_of(edition):
            kinds.insert(0, PhaseKind.SETUP)
        for kind in dict.fromkeys(kinds):
            out.append({**base, "kind": "phase", "name": texts.render(f"phase.{kind}", {"number": ""}).strip()})
    return out


DOCS_BEGIN = "<!-- rules.toml readings: generated by tools/rules_book.py, do not edit by hand -->"
DOCS_END = "<!-- end of the generated readings -->"


def docs_section(engine: "Engine", variant: str) -> str:
    """The readings of the variant's rules.toml as a Markdown section (Russian: the very
    words `/правила` tells players)."""
    cls = engine.variant(variant)
    lines = [DOCS_BEGIN, "", "## Readings told by `/правила`", "",
             "The answers of `/правила` (`/rules`) quote the book for every role, ability, faction, status,",
             "phase and card; where the book is silent or ambiguous they add the reading below, word for word",
             f"(from `plugins/{variant}/locale/rules.toml`, the one place it is kept).", ""]
    seen: set[tuple[str, str, str | None, str]] = set()
    for edition in cls.editions or (None,):
        for entry in Rulebook(engine.book(variant, edition)).entries:
            if not entry.reading:
                continue
            key = (entry.kind, entry.name, entry.role, entry.reading)
            if key in seen:
                continue
            seen.add(key)
            where = f" ({entry.edition})" if entry.edition else ""
            lines.append(f"* **{entry.label()}**{where}, {entry.kind}: {entry.reading}")
    lines += ["", DOCS_END]
    return "\n".join(lines)


def replace_docs_section(text: str, section: str) -> str:
    if DOCS_BEGIN in text and DOCS_END in text:
        start = text.index(DOCS_BEGIN)
        end = text.index(DOCS_END) + len(DOCS_END)
        return text[:start] + section + text[end:]
    return text.rstrip("\n") + "\n\n" + section + "\n"


def docs_part(text: str) -> str | None:
    if DOCS_BEGIN not in text or DOCS_END not in text:
        return None
    return text[text.index(DOCS_BEGIN):text.index(DOCS_END) + len(DOCS_END)]


__all__ = ["Entry", "Rulebook", "docs_section", "entries_of_engine", "rulebook", "split", "terms"]
