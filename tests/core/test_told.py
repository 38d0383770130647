"""Each book's table of what is told to whom (``plugins/<variant>/told.py``, :mod:`core.told`): the docs show
it as generated; every key, test, quote and reading it names exists; the scenarios it names tell its
events; and in seeded games of the book every event with a listed key reaches the declared audience."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from core.commands import EndPhase
from core.moves import phase_moves, run_moves
from core.told import ENGINE_KEYS, Hearer, Record, ToldTable, audience_of, check_events, docs_part, markdown
from tests.conftest import ROOT, SHARED
from tools.scenario import Scenario
from tools.simulate import move_rng, new_random_game
from tools.told_table import docs_path, tables

TABLES = tables()
ids = [t.name.replace(" ", "-") for t in TABLES]


def squeeze(text: str) -> str:
    return " ".join(text.split())


def test_every_book_and_edition_has_a_table(engine) -> None:
    books = {(v, e) for v in ("hp", "romanian", "cards", "fantasy") for e in engine.variant(v).editions or (None,)}
    assert {(t.variant, t.edition) for t in TABLES} == books


@pytest.mark.parametrize("table", TABLES, ids=ids)
def test_the_docs_show_the_table_as_generated(table: ToldTable) -> None:
    docs = docs_path(table).read_text(encoding="utf-8")
    assert docs_part(docs, table) == markdown(table), "run: PYTHONPATH=. .venv/bin/python tools/told_table.py"


@pytest.mark.parametrize("table", TABLES, ids=ids)
def test_every_key_is_in_the_books_catalog(engine, table: ToldTable) -> None:
    texts = engine.book(table.variant, table.edition).texts()
    table.kinds()  # a key told to two kinds of audience raises
    missing = [key for entry in table.entries for key in entry.keys if not texts.has(key)]
    assert missing == []
    # Only "nobody" may name no key: an event someone learns is told by some text.
    assert all(entry.keys for entry in table.entries if entry.to is not Hearer.NOBODY)


def _test_exists(test: str) -> bool:
    if "::" not in test:
        path = SHARED / test.removeprefix("shared/") if test.startswith("shared/") else ROOT / test
        return path.is_file() and path.suffix == ".yaml"
    file, name = test.split("::", 1)
    path = ROOT / file
    if not path.is_file():
        return False
    name = name.split("[", 1)[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name
               for node in ast.walk(tree))


@pytest.mark.parametrize("table", TABLES, ids=ids)
def test_every_named_test_exists(table: ToldTable) -> None:
    assert all(entry.tests for entry in table.entries)
    missing = [test for entry in table.entries for test in entry.tests if not _test_exists(test)]
    assert missing == []


@pytest.mark.parametrize("table", TABLES, ids=ids)
def test_every_reading_names_a_section_of_the_docs(table: ToldTable) -> None:
    docs = docs_path(table).read_text(encoding="utf-8")
    headings = {m.group(1).strip() for m in re.finditer(r"^#+ (.+)$", docs, re.M)}
    unknown = [entry.reading for entry in table.entries if entry.reading and entry.reading not in headings]
    assert unknown == []


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason="the rule books (../shared/seeds) are not beside the repo")
@pytest.mark.parametrize("table", TABLES, ids=ids)
def test_every_quote_is_on_its_line_of_the_book(table: ToldTable) -> None:
    lines = (SHARED / "seeds" / table.book).read_text(encoding="utf-8").splitlines()
    wrong = [(entry.event, entry.line) for entry in table.entries
             if not (table.first_line <= entry.line <= len(lines)
                     and squeeze(entry.quote) in squeeze(lines[entry.line - 1]))]
    assert wrong == []


def _scenario_log(engine, path: Path):
    """Run a scenario, noting its accepted moves: its game, the record and the book it plays."""
    scenario = Scenario.load(engine, path)
    made = []
    edition = (scenario.data.get("options") or {}).get("edition", scenario.variant.default_edition)
    record = Record()
    new_game = scenario.new_game

    def recorded():
        game = new_game()
        game.execute = record.recording(game)
        made.append(game)
        return game
    scenario.new_game = recorded
    result = scenario.run()
    assert result.failures == [], path
    return made[0], record, (scenario.variant.id, edition)


@pytest.mark.parametrize("table", TABLES, ids=ids)
def test_the_named_scenarios_tell_their_events_to_the_declared_audience(engine, table: ToldTable) -> None:
    runs = {}
    checked = 0
    for entry in table.entries:
        for test in entry.tests:
            if "::" in test:
                continue
            path = SHARED / test.removeprefix("shared/") if test.startswith("shared/") else ROOT / test
            if path not in runs:
                runs[path] = _scenario_log(engine, path)
            game, record, book = runs[path]
            assert book == (table.variant, table.edition), f"{test} plays {book}, not {table.name}"
            told = [e for e in game.log if e.key in entry.keys]
            if entry.to is Hearer.NOBODY:
                assert told == [], (entry.event, test)
            else:
                assert told, f"{table.name}: {test} never tells «{entry.event}» ({', '.join(entry.keys)})"
            checked += 1
    assert checked
    problems = [f"{path.name}: {p}" for path, (game, record, _) in runs.items()
                for p in check_events(table, game, game.log, record)]
    assert not problems, "\n".join(problems)


BIG_ENOUGH = {"hp": 13, "romanian": 10, "cards": 12, "fantasy": 10}


@pytest.mark.parametrize("table", TABLES, ids=ids)
def test_seeded_games_tell_each_event_to_its_audience(engine, table: ToldTable) -> None:
    options = {"edition": table.edition} if table.edition else None
    problems: list[str] = []
    seen: set[str] = set()
    untabled: set[str] = set()
    kinds = table.kinds()
    for seed in (1, 2, 3, 4):
        game = new_random_game(engine, table.variant, BIG_ENOUGH[table.variant], seed, options=options)
        record = Record()
        execute = record.recording(game)
        rng = move_rng(seed)
        for _ in range(60):
            if game.over:
                break
            run_moves(phase_moves(game, rng), execute)
            if not game.over:
                assert execute(EndPhase()).accepted
        problems += check_events(table, game, game.log, record)
        seen |= {e.key for e in game.log if e.key in kinds}
        untabled |= {e.key for e in game.log if e.key not in kinds} - ENGINE_KEYS
    assert not problems, "\n".join(problems)
    # Every key the games told is in the table: a new text the book tells is a new line of it.
    assert untabled == set(), f"{table.name}: add these keys to the table of what is told to whom"
    # The games did tell something of the table, to each kind of audience the table names but nobody
    # (the rarest events come from the scenarios above).
    told_kinds = {kinds[key] for key in seen}
    assert told_kinds >= {Hearer.EVERYONE, Hearer.ACTOR} & set(kinds.values()), told_kinds


def test_the_audience_adapter_reads_public_and_private_events() -> None:
    from core.events import HOST, Audience, Event, Fellowship

    assert audience_of(Event("x")) == ("everyone", ())
    assert audience_of(Event("x", audience=Audience.of((2, 5)))) == ("seats", (2, 5))
    clan = Fellowship("Мафия/1", "Мафия", (0, 3), 1)
    assert audience_of(Event("x", audience=Audience.of(clan))) == ("fellowship", (0, 3))
    assert audience_of(Event("x", audience=HOST)) == ("host", ())
