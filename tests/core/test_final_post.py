"""What players read most, outside the rules: the master's closing post («итоги»: the winner and why,
the survivors, every player's roles with their side), the phase summary told as a master tells it
(many players doing one thing in one line; the cause before what it does) and the small things
(editions' titles, the simulations' names, the empty newspaper, /stats about a player with no games)."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stdout

import pytest

from core.commands import Act, EndPhase
from core.events import Event
from core.final import final_post
from core.gender import gender_of
from core.model import PhaseKind, PlayerSetup
from core.rules import Action
from core.texts import Name
from core.variant import DRAW
from tools.simulate import PLAYER_NAMES, move_rng, new_random_game, play, player_names

#: Every book and edition, with the size of a table it plays and the neutral roles that win on their own.
BOOKS = [
    ("hp", None, 17, ("Маньяк", "Псих")),
    ("romanian", None, 17, ("Гадалка", "Вор", "Маньяк", "Туроператор", "Ведьма", "Шут", "Гаджо")),
    ("cards", None, 12, ()),
    ("fantasy", "v0.1", 16, ("Тварь", "Мастер карт")),
    ("fantasy", "I", 16, ("Тварь", "Мастер карт")),
    ("fantasy", "II", 16, ("Тварь", "Демиург")),
    ("fantasy", "IV", 16, ("Всадник Апокалипсиса", "Дьявол")),
]
IDS = [f"{v}-{e}" if e else v for v, e, _, _ in BOOKS]


def options(edition):
    return {"edition": edition} if edition else None


def played(engine, variant, edition, players, seed=1):
    game = new_random_game(engine, variant, players, seed, options=options(edition))
    for _ in play(game, move_rng(seed)):
        pass
    return game


# --- why a side won ----------------------------------------------------------------------------------


@pytest.mark.parametrize("variant,edition,players,neutrals", BOOKS, ids=IDS)
def test_every_side_of_every_book_says_why_it_won(engine, variant, edition, players, neutrals):
    """Each faction, each neutral role that wins on its own and the draw have the book's own reason,
    not the core's fallback, rendered without a placeholder."""
    game = new_random_game(engine, variant, players, 1, options=options(edition))
    book = game.variant.book
    factions = [name for name, f in book.roles.factions.items() if not f.neutral]
    assert factions
    for side in (*factions, *neutrals, DRAW):
        reason = game.variant.win_reason(game, side)
        assert reason is not None and reason.key != "won.default", (variant, edition, side)
        text = game.texts.render(reason.key, reason.params)
        assert text and "{" not in text and not text.startswith("won."), (side, text)


def test_an_edition_says_its_own_reason(engine):
    """Edition IV counts the dead only (Тюрьма is no death there); the earlier editions count Тюрьма as death."""
    four = new_random_game(engine, "fantasy", 16, 1, options={"edition": "IV"})
    one = new_random_game(engine, "fantasy", 16, 1, options={"edition": "I"})
    said = {g.variant.edition: g.texts.render(g.variant.win_reason(g, "Закон").key) for g in (four, one)}
    assert said["IV"] == "мертвы вся Нежить и все Демоны"
    assert "Тюрьме" in said["I"] and said["I"] != said["IV"]


# --- the closing post --------------------------------------------------------------------------------


@pytest.mark.parametrize("variant,edition,players,neutrals", BOOKS, ids=IDS)
def test_the_final_post_of_every_book(engine, variant, edition, players, neutrals):
    game = played(engine, variant, edition, players)
    assert game.over
    lines = final_post(game)
    v = game.variant
    assert lines[0] == f"Итоги игры: {v.book.title()}"
    reason = v.win_reason(game)
    why = game.texts.render(reason.key, reason.params)
    if game.winner == DRAW:
        assert lines[1] == f"Ничья: {why}."
    else:
        assert lines[1] == f"Победитель — {v.winner_title(game, game.winner)}: {why}."
    alive = [p.name for p in game.players if p.in_game]
    survivors = next(x for x in lines if x.startswith("Выжили") or x == "Выживших нет.")
    if alive:
        shown = alive[0] if len(alive) == 1 else f"{', '.join(alive[:-1])} и {alive[-1]}"
        assert survivors == f"Выжили ({len(alive)} из {len(game.players)}): {shown}."
    else:
        assert survivors == "Выживших нет."
    # Every player once, with the roles and whether he won; the sides as headers, the winner's first.
    won = set(v.winning_seats(game))
    roles_at = lines.index("Роли:")
    headers = [x for x in lines[roles_at + 1:] if not x.startswith("• ")]
    if game.winner != DRAW:
        assert headers[0] == f"{v.winner_side(game, game.winner)} — победа:"  # (a Romanian clan: «Мафия (клан 2)»)
    for p in game.players:
        mine = [x for x in lines if x.startswith(f"• {p.name} — ")]
        assert len(mine) == 1, p.name
        line = mine[0]
        assert p.role in line
        public = p.public_title or p.public
        assert (f"явная роль: {public}" in line) if public else ("явная роль" not in line)
        assert ("в числе победителей" in line) == (p.seat in won), line
        side = v.side_of(game, p)
        header = max(i for i, x in enumerate(lines[:lines.index(line)]) if not x.startswith("• "))
        assert lines[header] in (f"{side}:", f"{side} — победа:")
    assert not any("{" in x for x in lines)


def test_the_final_post_agrees_with_each_player(engine):
    game = played(engine, "hp", None, 17)
    lines = final_post(game)
    words = {("alive", "feminine"): "жива", ("alive", "masculine"): "жив",
             ("dead", "feminine"): "погибла", ("dead", "masculine"): "погиб"}
    for p in game.players:
        line = next(x for x in lines if x.startswith(f"• {p.name} — "))
        state = line.split("; ")[-1].split(",")[0]
        gender = game.names[p.name].gender
        if gender in ("masculine", "feminine") and (p.in_game or not p.alive):
            assert state == words["alive" if p.in_game else "dead", gender], line


def test_the_poster_shows_names_its_own_way(engine):
    """The bot escapes names (Discord); the name keeps its gender through the poster's function."""
    game = played(engine, "hp", None, 17)
    lines = final_post(game, name=lambda n: Name(f"<{n}>", n.gender))
    for p in game.players:
        assert any(x.startswith(f"• <{p.name}> — ") for x in lines)
    assert not any(x.startswith(f"• {p.name} — ") for p in game.players for x in lines)


def test_a_game_the_host_stopped_has_no_winner(engine):
    game = new_random_game(engine, "hp", 17, 1)
    assert final_post(game, stopped=True)[1] == "Победителя нет: игру завершил ведущий."
    assert final_post(game)[1] == "Игра не окончена."
    assert not any("в числе победителей" in x for x in final_post(game, stopped=True))


def test_simulate_ends_with_the_final_post(engine):
    from bot import cli

    out = io.StringIO()
    with redirect_stdout(out):
        assert cli.main(["simulate", "--variant", "fantasy", "--edition", "II", "--seed", "2"]) == 0
    text = out.getvalue()
    game = played(engine, "fantasy", "II", 16, seed=2)
    post = "\n".join(final_post(game))
    assert text.rstrip().endswith(post)
    assert "Итоги игры: Фэнтези II «Сатисфакция»" in text


# --- titles ------------------------------------------------------------------------------------------


def test_each_fantasy_edition_has_its_books_title(engine):
    titles = {e: engine.book("fantasy", e).title() for e in ("v0.1", "I", "II", "IV")}
    assert titles == {"v0.1": "Фэнтези v0.1 «Резня в городе N»", "I": "Фэнтези I «Резня»",
                      "II": "Фэнтези II «Сатисфакция»", "IV": "Фэнтези IV «Темный Гримуар»"}
    assert engine.book("hp").title() == "HP-альтернативка"


def test_variants_lists_each_edition_by_its_title():
    from bot import cli

    out = io.StringIO()
    with redirect_stdout(out):
        assert cli.main(["variants"]) == 0
    rows = [line.split("\t") for line in out.getvalue().splitlines() if line.startswith("fantasy")]
    assert [r[1] for r in rows] == ["Фэнтези v0.1 «Резня в городе N»", "Фэнтези I «Резня»",
                                    "Фэнтези II «Сатисфакция»", "Фэнтези IV «Темный Гримуар»"]


# --- the summary: one line for many, the cause first -------------------------------------------------


def test_many_players_doing_one_thing_make_one_line(engine):
    game = new_random_game(engine, "romanian", 17, 1)
    names = game.names
    events = [
        Event("romanian.cabaret", {"player": names["Борис"]}),
        Event("romanian.killed", {"player": names["Аня"], "role": "Мэр"}),
        Event("romanian.cabaret", {"player": names["Вика"]}),
        Event("romanian.cabaret", {"player": names["Глеб"]}),
    ]
    lines = game.texts.grouped(events)
    assert lines[0] == "Кабаре посетили: Борис, Вика и Глеб."
    assert lines[1].startswith("Аня убита")
    assert len(lines) == 2
    # One alone is told as before; a thing without a `.many` text is never merged.
    assert game.texts.grouped(events[:1]) == ["Борис посетил кабаре."]
    killed = [Event("romanian.killed", {"player": names[n], "role": "Мэр"}) for n in ("Аня", "Борис")]
    assert len(game.texts.grouped(killed)) == 2


def test_only_the_same_thing_is_merged(engine):
    """Events whose other parameters differ stay apart (the plague told of two kinds of role)."""
    game = new_random_game(engine, "fantasy", 16, 1, options={"edition": "IV"})
    names = game.names
    events = [Event("iv.infirmary_in", {"player": names["Аня"]}), Event("iv.infirmary_in", {"player": names["Борис"]}),
              Event("iv.jail_out", {"player": names["Вика"]})]
    assert game.texts.grouped(events) == ["В Лазарет попадают: Аня и Борис.", "Вика выходит из Темницы."]


def test_simulated_summaries_have_no_runs_of_the_same_line(engine):
    """Across simulated games, no phase tells a groupable thing in two lines."""
    for variant, edition, players, _ in BOOKS:
        game = new_random_game(engine, variant, players, 3, options=options(edition))
        for report in play(game, move_rng(3)):
            lines = game.texts.grouped(report.public)
            for event in report.public:
                if game.texts.has(event.key + ".many"):
                    single = game.texts.event(event)
                    if sum(1 for e in report.public if e.key == event.key) > 1:
                        assert single not in lines, (variant, edition, single)


@pytest.mark.parametrize("edition,roles", [
    ("I", ["Инквизитор", "Лич", "Бес", "Мирный житель", "Зомби", "Суккуб", "Стражник", "Тварь"]),
    ("II", ["Инквизитор", "Лич", "Бес", "Крестьянин 1", "Зомби", "Суккуба", "Крестьянин 2", "Тварь"]),
])
def test_inquisitor_crowd_face_before_accusation(engine, edition, roles):
    """Лицо толпы (the cause) is told before what the accusation does, in the same morning."""
    setups = [PlayerSetup(name, role) for name, role in zip(PLAYER_NAMES, roles)]
    game = engine.new_game("fantasy", setups, seed=1, options={"edition": edition})
    accused = False
    for _ in range(10):
        if game.over or accused:
            break
        start = len(game.log)
        if game.variant.spec(game.phase.kind).vote is False and not accused:
            outcome = game.execute(Act(Action(0, "Обвинение в ведьмовстве", (3,))))
            accused = outcome.accepted
        assert game.execute(EndPhase()).accepted
        if accused:
            keys = [e.key for e in game.log[start:] if e.public]
            assert "fantasy.crowd_face" in keys and "fantasy.accused" in keys, keys
            assert keys.index("fantasy.crowd_face") < keys.index("fantasy.accused"), keys
    assert accused


# --- small things ------------------------------------------------------------------------------------


def test_simulations_name_a_hundred_players_by_ordinary_names():
    names = player_names(100)
    assert len(set(names)) == 100
    assert not any(n.startswith("Игрок") or re.search(r"\d", n) for n in names)
    unknown = [n for n in names if gender_of(n) not in ("masculine", "feminine")]
    assert set(unknown) <= {"Цезарь", "Шура"}  # the two of the first list the analyser cannot tell
    assert len(set(player_names(130))) == 130


def test_a_big_simulated_table_has_no_filler_names(engine):
    game = new_random_game(engine, "hp", 40, 2)
    reports = list(play(game, move_rng(2), max_phases=4))
    text = "\n".join(game.texts.event(e) for r in reports for e in r.events)
    assert "Игрок Игрок" not in text and not any(p.name.startswith("Игрок") for p in game.players)


def test_stats_of_a_player_without_games_declines_the_name():
    """/stats about a player without games: «У Ани», never «У Аня» (the name declined, or the safe form)."""
    from bot.texts import t

    assert t("stats.none", name="Аня") == "У Ани на этом сервере ещё нет законченных игр."
    assert t("stats.none", name="Котик").startswith("У игрока Котик ")


def test_the_story_is_titled_by_the_edition(engine):
    from core.story import tell_game

    game = played(engine, "fantasy", "IV", 16)
    assert tell_game(engine, game, game_id=3).lines()[0] == "История игры №3: Фэнтези IV «Темный Гримуар»"


def test_a_day_kind_is_a_vote(engine):
    """(The accusation test above relies on the night being the phase without a vote.)"""
    game = new_random_game(engine, "fantasy", 16, 1, options={"edition": "I"})
    assert game.variant.spec(PhaseKind.DAY).vote and not game.variant.spec(PhaseKind.NIGHT).vote


def test_a_neutral_who_also_won_is_told_with_his_reason(engine):
    """Romanian neutrals win beside the main side when their own condition holds at the end
    (a Вор alive with no cops left): the post names him with the book's condition."""
    from core.commands import Vote

    setups = [PlayerSetup("Аня", "Босс", team=1), PlayerSetup("Борис", "Вор"), PlayerSetup("Вика", "Мэр"),
              PlayerSetup("Глеб", "Врач")]
    game = engine.new_game("romanian", setups, seed=1)
    for voter in (1, 2, 3):
        assert game.execute(Vote(voter, 0)).accepted
    assert game.execute(EndPhase()).accepted
    assert game.over and game.winner == "Мирные"
    lines = final_post(game)
    assert lines[1] == "Победитель — Мирные: в живых остались мирные, а мафиозных кланов, вампиров и маньяка нет."
    assert lines[2] == "Условие победы выполнено также для стороны «Вор»: Вор дожил до конца партии, а копов нет."
    assert lines[3] == "Выжили (3 из 4): Борис, Вика и Глеб."
    assert "• Аня — Босс; в тюрьме" in lines
    assert any(x.startswith("• Борис — Вор; жив, в числе победителей") for x in lines)
    assert lines.index("Вор — победа:") < lines.index("Мафия (клан 1):")  # (a clan is a side of its own)
