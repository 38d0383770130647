"""`mafia-bot report GAME_ID`: the story of a stored game from the database, as a
text file and one PNG a night; a missing game or a bad database is said in Russian."""

from __future__ import annotations

import asyncio

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
