"""Every message of every catalog, rendered with feminine, masculine and undeclinable players'
names: a name is declined where the sentence governs a case, verbs and pronouns agree with the
player, and no placeholder or «(а)»-style ending is left (docs/architecture.md, «Texts»)."""

from __future__ import annotations

import re
from functools import lru_cache

import pytest

from core.declension import CASES, decline
from core.registry import Engine
from core.texts import FEMININE, MASCULINE, OTHER, Name, Texts, load_catalog, message_variables
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor as FluentVisitor
from plugins import BUILTIN

#: Variables that hold one player's name wherever a catalog uses them.
ONE = {"target", "player", "actor", "voter", "victim", "shooter", "sender", "recipient", "heir", "old", "new",
       "dead", "former", "whom", "name", "first", "second", "host", "by", "chosen_by", "p", "other", "to",
       "source", "seat"}
#: Variables that hold a list of players' names.
MANY = {"players", "names", "targets", "members", "voters", "visitors", "winners", "personas", "dead_players",
        "survivors", "alive"}

#: Three towns of test names: all feminine, all masculine, all undeclinable (a nickname, Latin,
#: several words, a first name its owner keeps as typed).
TOWNS = {
    FEMININE: [Name("Лена", FEMININE), Name("Ира", FEMININE), Name("Жанна", FEMININE), Name("Дина", FEMININE)],
    MASCULINE: [Name("Захар", MASCULINE), Name("Борис", MASCULINE), Name("Пётр", MASCULINE), Name("Егор", MASCULINE)],
    OTHER: [Name("Котик", OTHER), Name("xX_killer", OTHER), Name("Анна Мария", OTHER),
            Name("Вика", FEMININE, declined=False)],
}
DECLINABLE = {str(n) for n in TOWNS[FEMININE] + TOWNS[MASCULINE]}
#: Every case form of the feminine town's names («Лену», «Ире»).
FEMININE_FORMS = {decline(str(n), FEMININE, case) for n in TOWNS[FEMININE] for case in CASES}
PREPOSITIONS = ("за", "с", "со", "у", "к", "ко", "о", "об", "обо", "для", "от", "на", "про", "над", "под", "перед",
                "при", "без", "из", "до", "по", "через", "мимо", "около", "кроме", "против", "вместо", "среди",
                "между", "у")
OBLIQUE_PLAYER = r"(?:игрока|игроку|игроком|игроке|игроков|игрокам|игроками|игроках)"
NAME_RE = "|".join(sorted(DECLINABLE, key=len, reverse=True))
#: A first name in the nominative right after a preposition or an oblique «игрок…».
UNDECLINED = re.compile(rf"(?<![\w-])(?:{'|'.join(PREPOSITIONS)}|{OBLIQUE_PLAYER})\s+[*_]*({NAME_RE})(?![\w-])",
                        re.IGNORECASE)
ADJACENT = re.compile(rf"([А-Яа-яЁё]+) (?=({NAME_RE})(?![\w-]))")
RAW = re.compile(r"\{[a-z_]+\}|\$[a-z]|\((?:а|ла|ая|ое|ась|ему|ей|а/о)\)|FluentNone|\?\?\?")
#: Words that would be wrong next to a feminine subject (and their feminine twins).
WORDS = re.compile(r"[А-Яа-яЁё]+")


@lru_cache(maxsize=1)
def _morph():
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")


@lru_cache(maxsize=65536)
def _gendered(word: str) -> str | None:
    """``masc``/``femn`` when ``word`` reads as a past-tense verb or a short adjective or
    participle in the singular of that gender only (``погиб``, ``казнена``)."""
    kinds = set()
    for parse in _morph().parse(word.lower()):
        tag = parse.tag
        if ((tag.POS == "VERB" and tag.tense == "past") or tag.POS in ("PRTS", "ADJS")) and tag.number == "sing":
            kinds.add(tag.gender)
    return kinds.pop() if len(kinds) == 1 and kinds <= {"masc", "femn"} else None


@lru_cache(maxsize=65536)
def _oblique_attribute(word: str) -> bool:
    """Whether every reading of ``word`` is an adjective or participle in a case other than the
    nominative («убитого», «посаженной»): a name after it must be declined too."""
    parses = [p for p in _morph().parse(word.lower()) if p.tag.POS in ("ADJF", "PRTF")]
    return bool(parses) and len(parses) == len(_morph().parse(word.lower())) and all(
        p.tag.case not in ("nomn", None) for p in parses)


@lru_cache(maxsize=65536)
def _governs(word: str) -> bool:
    """Whether ``word`` is a transitive verb whose subject cannot be a name after it: an
    infinitive («заставить»), a plural or a first/second person form («вылечили», «проверяете»)."""
    parses = _morph().parse(word.lower())
    return any("tran" in p.tag and (p.tag.POS == "INFN" or (p.tag.POS == "VERB" and (
        p.tag.number == "plur" or p.tag.person in ("1per", "2per")))) for p in parses) and not any(
        p.tag.POS in ("NOUN", "ADJF", "PRTF", "NPRO") for p in parses)


def _undeclined(text: str) -> list[str]:
    """Ordinary first names left in the nominative where the sentence governs a case: after a
    preposition, an oblique «игрок…», an adjective/participle in an oblique case, or a verb
    that takes an object («вылечили», «заставить»)."""
    found = [match.group(0) for match in UNDECLINED.finditer(text)]
    for match in ADJACENT.finditer(text):  # two words with only a space between them
        before, word = match.groups()
        if _oblique_attribute(before) or _governs(before):
            found.append(f"{before} {word}")
    return found


def _disagreements(text: str, gender: str) -> list[str]:
    """Places where a name of the test town (all of one gender) stands next to a verb or a
    short participle of the other gender («Лена погиб», «казнён Лена»), or a feminine town's
    sentence says «он»."""
    wrong = "masc" if gender == FEMININE else "femn"
    found = []
    if gender == FEMININE:
        for sentence in re.split(r"[.!?\n]", text):
            words = WORDS.findall(sentence)
            if any(w in FEMININE_FORMS for w in words) and any(
                    w.lower() in ("он", "него", "нему", "ему", "ним", "нём") for w in words):
                found.append("… он")
    for clause in re.split(r"[.,:;!?—()«»\n]", text):
        words = WORDS.findall(clause)
        for i, word in enumerate(words):
            if word not in DECLINABLE:
                continue
            near = words[max(0, i - 1):i] + words[i + 1:i + 3]
            bad = [w for w in near if _gendered(w) == wrong]
            if bad:
                found.append(f"{word} … {bad[0]}")
    return found


def _selectors(message) -> set[str]:
    """The variables a message selects on (``{ $players -> ... }``: a number, not names)."""
    found: set[str] = set()

    class Visitor(FluentVisitor):  # type: ignore[misc]
        def visit_SelectExpression(self, node: FTL.SelectExpression) -> None:
            if isinstance(node.selector, FTL.VariableReference):
                found.add(node.selector.id.name)
            self.generic_visit(node)

    Visitor().visit(message)
    return found


def _params(message, town: list[Name]) -> dict:
    params: dict = {}
    names = iter(town * 4)
    numbers = _selectors(message)
    for var in sorted(message_variables(message)):
        if var.endswith("_gender"):
            continue
        if (var in numbers and var not in ("case", "told", "declined")) or (
                var == "players" and message.id.name.startswith(("bench-", "cli-balance"))):
            params[var] = 2
        elif var in ("told", "guessed"):
            params[var] = town[0].gender  # what a player chose, and what his name says
        elif var in ONE:
            params[var] = next(names)
        elif var in MANY:
            params[var] = [next(names), next(names), next(names)]
        elif var in ("count", "number", "votes", "games", "times", "min", "max", "total", "uses", "hp", "cost",
                     "amount", "minimum", "maximum", "wins", "lives", "damage", "need", "players_count"):
            params[var] = 2
        else:
            params[var] = f"x{var}"
    return params


def _catalogs() -> list[tuple[str, Texts]]:
    from bot.texts import BotTexts

    engine = Engine()
    found = []
    for variant in BUILTIN:
        for edition in list(engine.variant(variant).editions or [None]):
            found.append((f"{variant}:{edition}", engine.book(variant, edition).texts("ru")))
    story = Texts("ru")
    story.add(load_catalog("core.story", "ru"))
    found.append(("story", story))
    found.append(("bot", BotTexts("ru")))
    return found


def test_name_function_declines_and_keeps_the_safe_form() -> None:
    texts = Texts("ru")
    assert texts._fluent_name(Name("Дина", FEMININE), "acc") == "Дину"
    assert texts._fluent_name(Name("Дина", MASCULINE), "acc") == "игрока Дина"  # no masculine «Дина»
    assert texts._fluent_name(Name("Саша", OTHER), "ins") == "Сашей"  # either gender, one form
    assert texts._fluent_name(Name("Пётр", MASCULINE), "gen") == "Петра"
    assert texts._fluent_name(Name("Фёдор", MASCULINE), "dat") == "Фёдору"  # the ё kept
    assert texts._fluent_name(Name("Котик", MASCULINE), "dat") == "игроку Котик"
    assert texts._fluent_name(Name("Kate", FEMININE), "ins") == "игроком Kate"
    assert texts._fluent_name(Name("Анна Мария", FEMININE), "prep") == "игроке Анна Мария"
    assert texts._fluent_name(Name("ИРА", FEMININE), "acc") == "игрока ИРА"
    assert texts._fluent_name(Name("Ира", FEMININE, declined=False), "acc") == "игрока Ира"
    assert texts._fluent_name(Name("Ира", FEMININE), "nom") == "Ира"
    from core.texts import Names

    listed = Names([Name("Захар", MASCULINE), Name("Лена", FEMININE), Name("Котик", OTHER)])
    assert texts._fluent_name(listed, "ins") == "Захаром, Леной и игроком Котик"
    assert str(listed) == "Захар, Лена, Котик"


CATALOGS = _catalogs()


@pytest.mark.parametrize("label,texts", CATALOGS, ids=[label for label, _ in CATALOGS])
def test_every_message_names_players_as_a_master_would(label: str, texts: Texts) -> None:
    problems: list[str] = []
    for mid, message in sorted(texts.messages().items()):
        if message.value is None or mid.startswith("cmd-"):
            continue
        for gender, town in TOWNS.items():
            params = _params(message, town)
            text = texts.bundle.get_message(mid) and texts.render(_key(mid), params)
            if RAW.search(text.replace('{ "{" }', "")):
                problems.append(f"{mid} [{gender}]: raw: {text!r}")
            for where in _undeclined(text):
                problems.append(f"{mid} [{gender}]: undeclined «{where}»: {text!r}")
            if gender != OTHER:
                for where in _disagreements(text, gender):
                    problems.append(f"{mid} [{gender}]: {where}: {text!r}")
    assert problems == [], f"{label}: {len(problems)} problems:\n" + "\n".join(problems[:80])


def _key(mid: str) -> str:
    """A key whose message id is ``mid`` (ids with hyphens render through their dotted key)."""
    return mid.replace("-", ".")


@pytest.mark.parametrize("variant,edition", [
    ("hp", None), ("romanian", None), ("cards", None),
    ("fantasy", "v0.1"), ("fantasy", "I"), ("fantasy", "II"), ("fantasy", "IV"),
])
def test_simulated_games_decline_and_agree(engine, variant: str, edition: str | None) -> None:
    """What simulated games tell, in public and in private: no ordinary first name left in the
    nominative after «игрок…» or a preposition, no masculine form next to a feminine player."""
    from tools.simulate import move_rng, new_random_game, play

    options = {"edition": edition} if edition else None
    players = max(engine.variant(variant).min_players, 12)
    problems: list[str] = []
    for seed in range(2):
        game = new_random_game(engine, variant, players, seed, options=options)
        texts = [game.render(e) for e in game.log]
        for report in play(game, move_rng(seed), max_phases=30):
            texts += [game.render(e) for e in report.events]
        declinable = {n: name.gender for n, name in game.names.items()
                      if decline(n, name.gender, "gen") is not None}
        nominative = "|".join(sorted(map(re.escape, declinable), key=len, reverse=True))
        after = re.compile(rf"(?<![\w-])(?:{'|'.join(PREPOSITIONS)}|{OBLIQUE_PLAYER})\s+[*_]*({nominative})(?![\w-])",
                           re.IGNORECASE)
        for text in texts:
            for match in after.finditer(text):
                problems.append(f"seed {seed}: undeclined «{match.group(0)}»: {text!r}")
            for clause in re.split(r"[.,:;!?—()«»\n]", text):
                words = WORDS.findall(clause)
                for i, word in enumerate(words):
                    if declinable.get(word) != FEMININE:
                        continue
                    near = words[max(0, i - 1):i] + words[i + 1:i + 3]
                    bad = [w for w in near if _gendered(w) == "masc"]
                    if bad:
                        problems.append(f"seed {seed}: «{word} … {bad[0]}»: {text!r}")
        assert len(texts) > 50 and any(after.pattern and n in " ".join(texts) for n in declinable)
    assert problems == [], f"{len(problems)}:\n" + "\n".join(sorted(set(problems))[:40])
