"""`mafia-bot report GAME_ID`: the story of a stored game from the database, as a
text file and one PNG a night; a missing game or a bad database is said in Russian."""

from __future__ import annotations

import asyncio
import re

from bot.cli import main
from core.session import GameSession
from tools.simulate import move_rng, play_session, random_setups
from core.store.orm import TortoiseStore
from core.story import tell_game

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def stored_game(engine, url: str):
    async def go():
        store = await TortoiseStore.open(url)
        try:
            session = await GameSession.create(engine, store, "romanian", random_setups(engine, "romanian", 10, 5),
                                               seed=5)
            await play_session(session, move_rng(5))
            return session.id, session.game
        finally:
            await store.close()

    return asyncio.run(go())


def test_report_writes_the_story_and_the_nights(engine, tmp_path, capsys):
    url = f"sqlite://{tmp_path}/games.sqlite3"
    game_id, game = stored_game(engine, url)
    out = tmp_path / "out"
    assert main(["report", str(game_id), "--database", url, "--out", str(out)]) == 0
    story = tell_game(engine, game, game_id)
    assert (out / "story.txt").read_text(encoding="utf-8") == story.text() + "\n"
    pictures = sorted(out.glob("*.png"))
    assert len(pictures) == len(story.nights()) > 0
    assert all(p.read_bytes().startswith(PNG_SIGNATURE) for p in pictures)
    # One scheme in every book: the picture's number and the phase as the page calls it.
    assert [p.name for p in pictures] == [f"{i:02d}-ночь-{i}.png" for i in range(1, len(pictures) + 1)]
    said = capsys.readouterr().out
    assert f"История игры №{game_id}" in said and str(out) in said


def test_report_of_a_missing_game_or_database(engine, tmp_path, capsys):
    url = f"sqlite://{tmp_path}/games.sqlite3"
    game_id, _ = stored_game(engine, url)
    assert main(["report", str(game_id + 1), "--database", url, "--out", str(tmp_path / "x")]) == 1
    assert f"Игры №{game_id + 1} нет в базе" in capsys.readouterr().err
    missing = tmp_path / "nowhere.sqlite3"
    assert main(["report", "1", "--database", f"sqlite://{missing}", "--out", str(tmp_path / "y")]) == 1
    assert not missing.exists()  # a report never makes a database
    assert main(["report", "1", "--database", "nonsense://x", "--out", str(tmp_path / "z")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[-1].startswith("Неверное значение --database \"nonsense://x\"")  # the flag is named
    assert not (tmp_path / "x").exists() and not (tmp_path / "z").exists()


def test_report_html_writes_the_replay_page(engine, tmp_path, capsys):
    url = f"sqlite://{tmp_path}/games.sqlite3"
    game_id, game = stored_game(engine, url)
    page = tmp_path / "pages" / "game.html"
    assert main(["report", str(game_id), "--database", url, "--html", str(page)]) == 0
    story = tell_game(engine, game, game_id)
    assert page.read_text(encoding="utf-8") == story.page()
    said = capsys.readouterr().out
    assert f"Страница игры №{game_id}: {page}" in said and "КиБ" in said
    assert not (tmp_path / f"report-{game_id}").exists()  # only the page, unless --out is named too
    assert main(["report", str(game_id + 1), "--database", url, "--html", str(tmp_path / "none.html")]) == 1
    assert not (tmp_path / "none.html").exists()


def stored_games(engine, url: str, server: int = 77):
    """Three games of a server (two finished, one still in play) and one of another server."""

    async def go():
        store = await TortoiseStore.open(url)
        try:
            ids = []
            for variant, players, seed, guild, finish in (
                    ("romanian", 10, 5, server, True), ("hp", 13, 2, server, True),
                    ("cards", 12, 3, server, False), ("romanian", 10, 6, server + 1, True)):
                setups = random_setups(engine, variant, players, seed)
                session = await GameSession.create(engine, store, variant, setups, seed=seed, meta={"guild": guild})
                await play_session(session, move_rng(seed), max_phases=200 if finish else 2)
                assert session.game.over == finish
                ids.append(session.id)
            return ids
        finally:
            await store.close()

    return asyncio.run(go())


def test_report_all_writes_a_servers_archive(engine, tmp_path, capsys):
    url = f"sqlite://{tmp_path}/games.sqlite3"
    romanian, hp, running, elsewhere = stored_games(engine, url)
    folder = tmp_path / "archive"
    assert main(["report", "--all", "--server", "77", "--database", url, "--html", str(folder)]) == 0
    said = capsys.readouterr().out
    assert "Архив: 2 игры" in said and "Идущие игры (1) пропущены" in said
    # Every finished game's page, none of a game in play (it would tell the roles) or of another server.
    assert sorted(p.name for p in folder.iterdir()) == sorted(["index.html", f"game-{romanian}.html",
                                                               f"game-{hp}.html"])
    index = (folder / "index.html").read_text(encoding="utf-8")
    rows = re.findall(r'<tr data-game="(\d+)">(.*?)</tr>', index)
    assert [int(game) for game, _ in rows] == [hp, romanian]  # newest first
    for game, row in rows:
        assert f'<a href="game-{game}.html">' in row  # a link to its page, beside it
        story = story_of(engine, url, int(game))
        assert (folder / f"game-{game}.html").read_text(encoding="utf-8") == story.page()
        assert story.title in row and all(c.name in row for c in story.cast)
        assert re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d", row)  # when it started
        assert story.winner in row and all(story.name(s) in row for s in story.winners)
    assert "http://" not in index and "https://" not in index and "default-src 'none'" in index  # nothing outside

    # Every server's finished games without --server; the command's mistakes are said in Russian.
    assert main(["report", "--all", "--database", url, "--html", str(tmp_path / "all")]) == 0
    assert (tmp_path / "all" / f"game-{elsewhere}.html").exists()
    capsys.readouterr()
    assert main(["report", "--all", "--database", url]) == 2
    assert "--html ПАПКА" in capsys.readouterr().err
    assert main(["report", "1", "--all", "--database", url, "--html", str(tmp_path / "x")]) == 2
    assert main(["report", "--database", url]) == 2
    assert "номер игры или --all" in capsys.readouterr().err
    assert main(["report", "--all", "--database", f"sqlite://{tmp_path}/none.sqlite3", "--html",
                 str(tmp_path / "empty")]) == 0
    assert "Оконченных игр нет" in (tmp_path / "empty" / "index.html").read_text(encoding="utf-8")
    assert not (tmp_path / "none.sqlite3").exists()


def story_of(engine, url: str, game_id: int):
    """The story of a stored game (to compare the archive with)."""
    from core.story import tell

    async def go():
        store = await TortoiseStore.open(url)
        try:
            return tell(engine, *await store.load(game_id))
        finally:
            await store.close()

    return asyncio.run(go())
