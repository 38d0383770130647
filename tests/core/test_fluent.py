"""Issue 12, class 13: texts through Project Fluent — gender and plural agreement, the
catalogs, every message's variables."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

from core.ballot import number
from core.commands import EndPhase, Vote
from core.gender import guess_gender
from core.model import PhaseKind, PlayerSetup
from core.registry import Engine
from core.texts import FEMININE, MASCULINE, OTHER, Lines, Name, Text, message_id, message_variables, \
    parse_ftl
from plugins import BUILTIN
from tests.conftest import ROOT



# --- the gender of a name --------------------------------------------------------------------

@pytest.mark.parametrize("name,gender", [
    ("Жанна", FEMININE), ("Аня", FEMININE), ("Вика", FEMININE), ("Маша", FEMININE), ("Аня Петрова", FEMININE),
    ("Пётр", MASCULINE), ("Игорь", MASCULINE), ("Никита", MASCULINE), ("Лёша", MASCULINE),
    # either gender, nicknames, Latin, digits: nothing to go by
    ("Саша", OTHER), ("Женя", OTHER), ("Котик", OTHER), ("Шарик", OTHER), ("xX_killer", OTHER), ("13", OTHER),
])
def test_gender_is_guessed_from_a_russian_first_name(name: str, gender: str) -> None:
    assert guess_gender(name) == gender


# --- agreement in a game ---------------------------------------------------------------------

PLAYERS = [("Жанна", "Мирный житель"), ("Пётр", "Мирный житель"), ("Котик", "Мирный житель"),
           ("Глеб", "Босс"), ("Дина", "Комиссар"), ("Егор", "Мирный житель"), ("Лена", "Киллер")]


def hp_day(engine: Engine, genders: dict[str, str] | None = None):
    setups = [PlayerSetup(name=n, role=r, gender=(genders or {}).get(n)) for n, r in PLAYERS]
    return engine.new_game("hp", setups, seed=0, start=PhaseKind.DAY)


def execute(game, seat: int) -> list[str]:
    """Everyone votes ``seat`` out; the public texts of the day's end."""
    for voter in range(len(game.players)):
        if voter != seat:
            assert game.execute(Vote(voter, seat)).accepted
    report = game.execute(EndPhase()).report
    return [game.render(e) for e in report.events if e.public]


def test_a_feminine_and_a_masculine_name_agree_in_a_game(engine: Engine) -> None:
    game = hp_day(engine)
    said = execute(game, 0)
    assert any(t.startswith("По итогам голосования казнена Жанна.") for t in said), said
    assert not any("казнён Жанна" in t for t in said)
    # The vote tally agrees in number: 6 voters → «6 голосов».
    assert any("Жанна — 6 голосов" in t for t in said), said

    game = hp_day(engine)
    said = execute(game, 1)
    assert any(t.startswith("По итогам голосования казнён Пётр.") for t in said), said


def test_a_name_with_no_gender_gets_the_wording_that_needs_none(engine: Engine) -> None:
    """Documented default (docs/architecture.md, docs/bot.md): agree with «игрок»."""
    game = hp_day(engine)
    said = execute(game, 2)
    assert any(t.startswith("По итогам голосования казнён игрок Котик.") for t in said), said


def test_the_players_choice_overrides_the_guess(engine: Engine) -> None:
    game = hp_day(engine, {"Жанна": MASCULINE, "Котик": FEMININE, "Пётр": OTHER})
    assert game.names["Жанна"].gender == MASCULINE
    assert any(t.startswith("По итогам голосования казнён Жанна.") for t in execute(game, 0))
    game = hp_day(engine, {"Котик": FEMININE})
    assert any(t.startswith("По итогам голосования казнена Котик.") for t in execute(game, 2))
    game = hp_day(engine, {"Пётр": OTHER})
    assert any(t.startswith("По итогам голосования казнён игрок Пётр.") for t in execute(game, 1))


def test_the_gender_is_kept_in_the_stored_setup() -> None:
    setup = PlayerSetup(name="Котик", role="Мирный житель", gender=FEMININE)
    assert PlayerSetup.from_json(setup.to_json()).gender == FEMININE
    assert setup.copy().gender == FEMININE
    assert PlayerSetup.from_json({"name": "А", "role": "Б"}).gender is None  # records made before


def test_status_texts_agree(engine: Engine) -> None:
    texts = engine.book("hp").texts("ru")
    for key, m, f, o in [
        ("hp.coma_in", "Пётр впал в кому (кома: пока он в коме, ему", "Жанна впала в кому (кома: пока она в коме, ей",
         "Игрок Котик впал в кому"),
        ("hp.hospital_out", "Пётр выписан", "Жанна выписана", "Игрок Котик выписан"),
        ("hp.died", "Пётр погиб.", "Жанна погибла.", "Игрок Котик погиб."),
    ]:
        assert texts.render(key, {"player": Name("Пётр", MASCULINE), "role": "Босс"}).startswith(m)
        assert texts.render(key, {"player": Name("Жанна", FEMININE), "role": "Босс"}).startswith(f)
        assert texts.render(key, {"player": Name("Котик"), "role": "Босс"}).startswith(o)
        # A plain string (no Name): the default wording, never a raw variable.
        assert texts.render(key, {"player": "Котик", "role": "Босс"}).startswith(o)


# --- plurals ---------------------------------------------------------------------------------

@pytest.mark.parametrize("votes,word", [(1, "1 голос"), (2, "2 голоса"), (5, "5 голосов"), (11, "11 голосов"),
                                        (21, "21 голос"), (22, "22 голоса"), (2.5, "2,5 голоса"),
                                        (1.0, "1 голос"), (0, "0 голосов")])
def test_vote_counts_agree_in_number(engine: Engine, votes, word: str) -> None:
    texts = engine.book("hp").texts("ru")
    line = Text("ballot.line", {"name": "Аня", "count": votes, "total": number(votes), "voters": ["Борис"]})
    assert texts.render(line.key, line.params) == f"Аня — {word}: Борис"
    peace = Text("ballot.line", {"name": Text("ballot.peace", {}), "count": 1, "total": "1", "voters": ["Вика"]})
    assert texts.render("ballot.verdict", {"lines": Lines([line, peace])}) == \
        f"Итоги голосования:\nАня — {word}: Борис\nМир (никого не казнить) — 1 голос: Вика"


def test_negative_and_fractional_counts_are_written_one_way(engine: Engine) -> None:
    """One minus sign (U+2212), a decimal comma, never «-0,5» or «−0»."""
    assert [number(x) for x in (-0.5, 2.5, -3, 0.0, -0.0, 1.25)] == ["\u22120,5", "2,5", "\u22123", "0", "0", "1,25"]
    texts = engine.book("hp").texts("ru")
    changes = [Text("ballot.part_modifier", {"added": "no", "count": 3, "amount": "3", "why": "Смотрящий"})]
    line = Text("ballot.line_modified", {"name": "Борис", "count": 2, "total": number(-2), "voters": ["Аня"],
                                         "changes": changes})
    assert texts.render(line.key, line.params) == "Борис — \u22122 голоса: Аня; снято 3 (Смотрящий)"


@pytest.mark.parametrize("uses,word", [(1, "1 раз"), (2, "2 раза"), (5, "5 раз"), (11, "11 раз"), (21, "21 раз")])
def test_counts_in_core_texts_agree(engine: Engine, uses: int, word: str) -> None:
    texts = engine.book("hp").texts("ru")
    assert f"({word} за игру)" in texts.render("reject.used_up", {"ability": "Лечение", "uses": uses})


@pytest.mark.parametrize("count,word", [(1, "1 карта"), (2, "2 карты"), (5, "5 карт"), (11, "11 карт"),
                                        (21, "21 карта")])
def test_counts_in_a_plugin_catalog_agree(engine: Engine, count: int, word: str) -> None:
    texts = engine.book("cards").texts("ru")
    assert texts.render("cards.rebuilt", {"count": count}) == f"Вы собрали новую колоду ({word})."


# --- catalogs ---------------------------------------------------------------------------------

CATALOGS = sorted(p for p in ROOT.glob("**/locale/ru.*") if ".venv" not in p.parts and p.suffix == ".ftl")


def test_catalogs_found() -> None:
    assert any(p.suffix == ".ftl" for p in CATALOGS) and (ROOT / "core" / "locale" / "ru.ftl") in CATALOGS


# Words that agree with a name shown beside them by another text (the bot's «жив/жива»).
AGREEING_WORDS = {"game-alive", "game-dead",
                  # the replay page's table: the name is in the row's first cell
                  "story-page-died", "story-page-out", "story-page-removed", "story-page-jailed",
                  "story-page-exiled"}


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_message_uses_its_variables_in_the_fluent_form(path: Path) -> None:
    """No Python ``{x}`` left in a Fluent catalog; every gender selector belongs to a name the
    message shows, has the three variants and a default; plural selectors use CLDR categories."""
    resource = parse_ftl(path.read_text(encoding="utf-8"), str(path))
    categories = {"zero", "one", "two", "few", "many", "other"}
    for entry in resource.body:
        if not isinstance(entry, FTL.Message):
            continue
        assert entry.value is not None, entry.id.name
        variables = message_variables(entry)
        for element in entry.value.elements:
            if isinstance(element, FTL.TextElement):
                assert not re.search(r"\{[a-z_]+\}", element.value), (entry.id.name, element.value)
        for name in variables:
            if name.endswith("_gender") and entry.id.name not in AGREEING_WORDS:
                assert name[:-len("_gender")] in variables, f"{entry.id.name}: ${name} without its name"

        class Selects(Visitor):
            def visit_SelectExpression(self, node: FTL.SelectExpression) -> None:
                keys = {v.key.name for v in node.variants if isinstance(v.key, FTL.Identifier)}
                selector = node.selector
                if isinstance(selector, FTL.VariableReference) and selector.id.name.endswith("_gender"):
                    assert keys == {"masculine", "feminine", "other"}, (entry.id.name, keys)
                    assert next(v for v in node.variants if v.default).key.name == "other", entry.id.name
                elif keys & (categories - {"other"}):  # a plural selector
                    assert keys <= categories, (entry.id.name, keys)
                self.generic_visit(node)

        Selects().visit(entry)


@pytest.mark.parametrize("variant,players,options", [
    ("hp", 17, None), ("romanian", 12, None), ("fantasy", 12, {"edition": "I"}), ("fantasy", 12, {"edition": "IV"}),
    ("cards", 12, None),
])
def test_every_told_text_gets_every_variable_it_uses(engine: Engine, variant: str, players: int, options) -> None:
    from tools.simulate import move_rng, new_random_game, play

    for seed in range(3):
        game = new_random_game(engine, variant, players, seed, options=options)
        events = list(game.log)
        for report in play(game, move_rng(seed), max_phases=40):
            events += report.events
        problems = {(e.key, tuple(game.texts.missing(e.key, e.params))) for e in events if game.texts.missing(e.key,
                                                                                                              e.params)}
        assert problems == set(), f"{variant} seed {seed}"


def test_message_ids_of_dotted_and_cyrillic_keys() -> None:
    assert message_id("reject.hp.coma") == "reject-hp-coma"
    assert message_id("role_summary.Маньяк") == "role_summary-Manyak"
    assert message_id("phase.полнолуние") == "phase-polnolunie"
    assert message_id("role_summary.ВДВшник") == "role_summary-VDVshnik"


@pytest.mark.parametrize("variant", BUILTIN)
def test_every_variants_catalogs_load(engine: Engine, variant: str) -> None:
    """Every variant's catalogs load and hold the core's messages."""
    messages = engine.book(variant).texts("ru").messages()
    assert "reject-dead" in messages and "phase-night" in messages


def test_a_replacement_brings_its_own_gender(engine: Engine) -> None:
    from core.commands import Replace, command_from_json

    game = hp_day(engine)
    command = Replace(2, "Ольга")
    assert command_from_json(command.to_json()) == command and "gender" not in command.to_json()
    assert game.execute(command).accepted
    assert game.names["Ольга"].gender == FEMININE  # guessed
    told = Replace(1, "Котёнок", MASCULINE)
    assert command_from_json(told.to_json()) == told
    assert game.execute(told).accepted
    assert any(t.startswith("По итогам голосования казнён Котёнок.") for t in execute(game, 1))
