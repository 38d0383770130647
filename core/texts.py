"""Player-facing texts, kept out of the logic: Project Fluent catalogs, one per locale.

The core's catalog is ``core/locale/<locale>.ftl``; each variant adds its own
(``plugins/<variant>/locale/<locale>.ftl``). The code names a text by a dotted key
(``reject.dead``); its Fluent message id is :func:`message_id` of the key
(``reject-dead``).

Grammar is the catalog's business, through Fluent selectors: numbers select their
CLDR plural category (``{ $count -> [one] голос [few] голоса *[many] голосов }``),
and every parameter that is a player's :class:`Name` brings a ``<param>_gender``
variable (``masculine``, ``feminine`` or ``other`` when the name tells nothing),
see :mod:`core.gender`. docs/architecture.md («Texts») has the rules.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from typing import Any, Callable, Iterable, Mapping, NamedTuple

import babel.numbers
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.errors import FluentReferenceError
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentFloat, FluentInt
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor as FluentVisitor

from core.declension import decline
from core.events import Event
from core.rules import Rejection

DEFAULT_LOCALE = "ru"

#: The values of a ``<param>_gender`` variable.
MASCULINE, FEMININE, OTHER = "masculine", "feminine", "other"
GENDERS = (MASCULINE, FEMININE, OTHER)


class Name(str):
    """A player's name as a text parameter: a string that knows its grammatical gender
    (one of :data:`GENDERS`), so the renderer can supply ``<param>_gender``, and whether
    texts may decline it (``declined``: False when the player asked for his name as typed),
    for the catalogs' ``NAME($param, case: ...)``."""

    __slots__ = ("gender", "declined")

    def __new__(cls, value: str, gender: str | None = None, declined: bool = True) -> "Name":
        self = super().__new__(cls, value)
        self.gender = gender if gender in GENDERS else OTHER
        self.declined = bool(declined)
        return self

    def __reduce__(self):  # copies and pickles keep the gender
        return (Name, (str(self), self.gender, self.declined))


class Names(str):
    """Several players' names as one text parameter: shown as before («Аня, Котик»), and
    ``NAME($param, case: "ins")`` declines each and joins them with «и» («Аней и игроком Котик»)."""

    __slots__ = ("items",)

    def __new__(cls, items: Iterable[str]) -> "Names":
        items = tuple(items)
        self = super().__new__(cls, ", ".join(items) if items else "—")
        self.items = items
        return self

    def __reduce__(self):
        return (Names, (self.items,))


class Text(NamedTuple):
    """A text inside a text: a parameter rendered from its own key in the same locale
    (a line of a vote tally: a name and a count, «Аня — 2,5 голоса»).
    A list of them renders as their texts joined by commas."""

    key: str
    params: Mapping[str, Any]


class Lines(tuple):
    """A list parameter rendered one item per line (a verdict's tally lines), not joined by commas."""

    separator = "\n"


# --- message ids -------------------------------------------------------------------------------

_TRANSLIT = dict(zip(
    "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    ["a", "b", "v", "g", "d", "e", "yo", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p", "r", "s", "t",
     "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"]))
_PLAIN = re.compile(r"[A-Za-z0-9_]")


@lru_cache(maxsize=16384)
def message_id(key: str) -> str:
    """The Fluent message id of a dotted text key: dots become hyphens, Cyrillic is
    transliterated (``role_summary.Маньяк`` → ``role_summary-Manyak``), any other
    character that an id cannot hold becomes ``_``. Ids may collide in theory
    (``tests/core/test_texts.py`` checks that every key the code uses exists)."""
    out: list[str] = []
    for char in key:
        if char == ".":
            out.append("-")
        elif _PLAIN.match(char):
            out.append(char)
        elif char.lower() in _TRANSLIT:
            latin = _TRANSLIT[char.lower()]
            out.append(latin.capitalize() if char.isupper() else latin)
        else:
            out.append("_")
    ident = "".join(out)
    return ident if ident[:1].isalpha() else "k" + ident


# --- loading -----------------------------------------------------------------------------------

Catalog = tuple[FTL.Resource, ...]


def parse_ftl(source: str, origin: str = "<ftl>") -> FTL.Resource:
    resource = FluentResource(source)
    junk = [entry for entry in resource.body if isinstance(entry, FTL.Junk)]
    if junk:
        raise ValueError(f"{origin}: Fluent syntax error near {junk[0].content[:80]!r}")
    return resource


@lru_cache(maxsize=256)
def load_catalog(package: str, locale: str = DEFAULT_LOCALE) -> Catalog:
    """The catalog of ``<package>/locale/<locale>.ftl`` (empty if there is none)."""
    try:
        folder = resources.files(package).joinpath("locale")
    except ModuleNotFoundError:
        return ()
    found: list[FTL.Resource] = []
    ftl = folder.joinpath(f"{locale}.ftl")
    if ftl.is_file():
        found.append(parse_ftl(ftl.read_text(encoding="utf-8"), f"{package}/locale/{locale}.ftl"))
    return tuple(found)


def message_variables(message: FTL.Message) -> set[str]:
    """The variables a message refers to (``$x``), selectors included."""
    names: set[str] = set()

    class Visitor(FluentVisitor):  # type: ignore[misc]
        def visit_VariableReference(self, node: FTL.VariableReference) -> None:
            names.add(node.id.name)

    Visitor().visit(message)
    return names


# --- rendering ---------------------------------------------------------------------------------

class _Whole(FluentInt):
    """A whole number shown as plain digits: what babel would print with grouping off in
    the locales we have, at a fraction of its cost (the hot path of every tally line)."""

    def format(self, locale: Any) -> str:
        return int.__repr__(self)


class _Fraction(FluentFloat):
    """A fraction (a Politician's 2.5 votes) with up to three decimals and the locale's
    decimal sign («2,5»), as babel would show it ungrouped, without babel's cost."""

    def format(self, locale: Any) -> str:
        text = repr(round(float(self), 3))
        return text.replace(".", _decimal_sign(locale)) if "e" not in text else super().format(locale)


@lru_cache(maxsize=32)
def _decimal_sign(locale: Any) -> str:
    return babel.numbers.get_decimal_symbol(locale)


_VOWELS = set("аоуэиАОУЭИ")
_CLUSTER = re.compile(r"[сзшжщСЗШЖЩ][бвгджзклмнпрстфхцчшщ]|[Лл]ьв|[Мм]н")


def _preposition(word: str, following: str) -> str:
    """«о»/«об», «с»/«со», «к»/«ко» as the word after it asks («об Ире», «со Львом», «ко Мне»)."""
    if word == "о":
        return "об" if following[:1] in _VOWELS else "о"
    if word in ("с", "к"):
        return word + "о" if _CLUSTER.match(following) else word
    return word


class Texts:
    """Renders text keys in one locale; catalogs added later override earlier ones
    (the variant's over the core's)."""

    def __init__(self, locale: str = DEFAULT_LOCALE) -> None:
        self.locale = locale
        self.bundle = FluentBundle([locale], functions={"NAME": self._fluent_name}, use_isolating=False)
        # The CLDR plural rule is evaluated for every number a selector sees: remember it.
        plural = getattr(self.bundle, "_plural_form", None)
        if plural is not None:
            self.bundle._plural_form = lru_cache(maxsize=4096)(plural)
        self.catalog: list[FTL.Resource] = []
        self.add(load_catalog("core", locale))

    def add(self, catalog: Iterable[FTL.Resource]) -> None:
        for resource in catalog:
            self.catalog.append(resource)
            self.bundle.add_resource(resource, allow_overrides=True)

    def add_package(self, package: str) -> None:
        self.add(load_catalog(package, self.locale))

    def has(self, key: str) -> bool:
        return self.bundle.has_message(message_id(key))

    def messages(self) -> dict[str, FTL.Message]:
        """Every message by id, as loaded (the last definition of an id wins)."""
        found: dict[str, FTL.Message] = {}
        for resource in self.catalog:
            for entry in resource.body:
                if isinstance(entry, FTL.Message):
                    found[entry.id.name] = entry
        return found

    def get(self, key: str, default: str | None = None, **params: Any) -> str | None:
        """The rendered text of ``key``, or ``default`` when the catalog lacks it."""
        return self.render(key, params) if self.has(key) else default

    def render(self, key: str, params: Mapping[str, Any] | None = None) -> str:
        mid = message_id(key)
        if not self.bundle.has_message(mid):
            # A missing text is a bug, but the game goes on; tests check every key exists.
            return key if not params else f"{key} {dict(params)}"
        pattern = self.bundle.get_message(mid).value
        if pattern is None:
            return key
        args = self._arguments(params)
        text, errors = self._format(pattern, args)
        if errors:
            # A variable the caller did not give: a gender falls back to the default
            # wording, anything else shows as «{name}» (tests look for those).
            for error in errors:
                if isinstance(error, FluentReferenceError) and str(error).startswith("Unknown external: "):
                    name = str(error)[len("Unknown external: "):]
                    args[name] = OTHER if name.endswith("_gender") else "{" + name + "}"
            text, _ = self._format(pattern, args)
        return str(text)

    def _fluent_name(self, value: Any, case: Any = "nom", **options: Any) -> str:
        """The catalogs' ``NAME($player, case: "acc")``: a player's name in a case (``nom``,
        ``gen``, ``dat``, ``acc``, ``ins``, ``prep``). An ordinary first name in the player's
        gender is declined (:func:`core.declension.decline`: «Иру»); any other name keeps the
        safe form of the catalog's ``name-undeclined`` («игрока Котик»). A list of names
        (:class:`Names`) is declined name by name and joined by ``names-joined``.

        Options: ``with: "о"`` (or ``"с"``, ``"к"``) puts the preposition before it in the
        form the next sound asks for («об Ире», «о Лене», «об игроке Котик», «со Львом»);
        ``capital: "yes"`` starts it with a capital letter (at the start of a sentence)."""
        case = str(case)
        if isinstance(value, Names):
            shown = [self._one_name(item, case) for item in value.items]
            if not shown:
                text = str(value)
            elif len(shown) == 1:
                text = shown[0]
            else:
                text = self.render("names.joined", {"head": ", ".join(shown[:-1]), "last": shown[-1]})
        else:
            text = self._one_name(value, case)
        preposition = str(options.get("with", "") or "")
        if preposition:
            text = f"{_preposition(preposition, text)} {text}"
        if str(options.get("capital", "")) == "yes":
            text = text[:1].upper() + text[1:]
        return text

    def _one_name(self, value: Any, case: str) -> str:
        text = str(value)
        if isinstance(value, Name):
            gender, declined = value.gender, value.declined
        else:  # not a player's Name: declined only where every gender would say it alike («Саша»)
            gender, declined = OTHER, True
        form = decline(text, gender, case) if declined else None
        if form is not None:
            return form
        return self.render("name.undeclined", {"name": text, "case": case})

    def _format(self, pattern: Any, args: dict[str, Any]) -> tuple[Any, list[Exception]]:
        """``FluentBundle.format_pattern`` without its conversion of the arguments, which
        :meth:`_arguments` has done already (and which would turn a :class:`_Whole` back
        into a number babel formats, ten times slower)."""
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self.bundle, current=CurrentEnvironment(args=args), errors=errors)
        try:
            return pattern(env), errors
        except ValueError as error:  # a message too long to resolve
            errors.append(error)
            return "{???}", errors

    def _arguments(self, params: Mapping[str, Any] | None) -> dict[str, Any]:
        args: dict[str, Any] = {}
        for name, value in (params or {}).items():
            if isinstance(value, Name):
                args[name + "_gender"] = value.gender
                args[name] = value  # a str to Fluent, and NAME() sees the gender
            elif isinstance(value, Names):
                args[name] = value
                args.setdefault(name + "_count", _Whole(len(value.items)))
            elif isinstance(value, str):
                args[name] = value
            elif isinstance(value, bool) or value is None:
                args[name] = str(value)
            elif isinstance(value, (int, float)):
                # 2.5 → «2,5» in Russian; plural selectors see the number itself.
                if value == int(value):
                    args[name] = _Whole(int(value))
                else:
                    args[name] = _Fraction(value)
            elif isinstance(value, Text):
                args[name] = self.render(value.key, value.params)
            elif isinstance(value, (list, tuple)) and value and all(isinstance(v, Name) for v in value):
                args[name] = Names(value)  # players' names: NAME($list, case: ...) declines them
                args.setdefault(name + "_count", _Whole(len(value)))
            elif isinstance(value, (list, tuple, set, frozenset)):
                shown = [self.render(v.key, v.params) if isinstance(v, Text) else str(v) for v in value]
                args[name] = getattr(value, "separator", ", ").join(shown) if shown else "—"
                # A catalog may word an empty list itself: «{ $targets_count -> [0] никто *[other] … }».
                args.setdefault(name + "_count", _Whole(len(shown)))
            else:
                args[name] = str(value)
        return args

    def missing(self, key: str, params: Mapping[str, Any] | None = None) -> list[str]:
        """The variables the message of ``key`` uses that ``params`` does not give (a
        ``<param>_gender`` counts as given when ``<param>`` is: it has a default wording)."""
        mid = message_id(key)
        if not self.bundle.has_message(mid):
            return [f"<no message {mid}>"]
        pattern = self.bundle.get_message(mid).value
        if pattern is None:
            return []
        args = self._arguments(params)
        _, errors = self._format(pattern, args)
        found = []
        for error in errors:
            text = str(error)
            if isinstance(error, FluentReferenceError) and text.startswith("Unknown external: "):
                name = text[len("Unknown external: "):]
                if not (name.endswith("_gender") and name[:-len("_gender")] in args):
                    found.append(name)
            else:
                found.append(text)
        return found

    def event(self, event: Event) -> str:
        return self.render(event.key, event.params)

    def grouped(self, events: Iterable[Event], render: Callable[[Event], str] | None = None) -> list[str]:
        """The events' texts as a master writes a summary: many players doing the same thing
        make one line («Кабаре посетили: Борис, Вика»). Events of a key whose catalog has a
        ``<key>.many`` message, with the same parameters but ``player``, are told once, where
        the first of them was, by that message with ``players`` (the names, in order) and
        ``count``; everything else is rendered one by one (by ``render``, default :meth:`event`)."""
        render = render or self.event
        out: list[str | None] = []
        groups: dict[tuple, tuple[int, list[Event]]] = {}
        for event in events:
            if "player" in event.params and self.has(event.key + ".many"):
                rest = tuple(sorted((k, repr(v)) for k, v in event.params.items() if k != "player"))
                signature = (event.key, rest)
                if signature in groups:
                    groups[signature][1].append(event)
                    continue
                groups[signature] = (len(out), [event])
                out.append(None)
                continue
            out.append(render(event))
        for (key, _), (index, members) in groups.items():
            if len(members) == 1:
                out[index] = render(members[0])
                continue
            params = {k: v for k, v in members[0].params.items() if k != "player"}
            params["players"] = [m.params["player"] for m in members]
            params["count"] = len(members)
            out[index] = self.render(key + ".many", params)
        return [line for line in out if line is not None]

    def rejection(self, rejection: Rejection) -> str:
        return self.render(rejection.key, rejection.params)

