"""The story of a stored game written to files: ``story.txt`` (the whole log) and
one PNG a night (``Story.picture_name``: ``01-ночь-1.png``). Used by ``mafia-bot
report GAME_ID``; the bot posts the same pieces (``Story.chunks``, ``Story.pictures``).

``mafia-bot report --all --html DIR`` writes a server's archive: every finished game's
replay page and an index that links them (:func:`load_finished`, :func:`write_archive`).
A game still in play is left out: its page would tell every secret role."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from core.story import Story, tell

if TYPE_CHECKING:
    from core.registry import Engine
    from core.store.base import GameSummary


@dataclass
class Written:
    story: Story
    text: Path
    pictures: list[Path]


async def load_story(engine: "Engine", url: str, game_id: int) -> Story:
    """The story of game ``game_id`` in the database at ``url``, only read (no file, table or
    migration is made). KeyError if it is not there; ``NotAGameDatabase`` if the database holds
    none of the bot's games (missing, empty, another program's)."""
    from core.store import open_store

    store = await open_store(url, create=False)
    try:
        record, commands = await store.load(game_id)
    finally:
        await store.close()
    return tell(engine, record, commands)


def write_page(story: Story, path: Path) -> int:
    """The replay page of the story into ``path`` (its folder made); returns its size in bytes."""
    data = story.page().encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return len(data)


def write(story: Story, out: Path, *, progress: Callable[[Iterable, int], Iterable] | None = None) -> Written:
    """The story's files in ``out``; ``progress(iterable, total)`` wraps the drawing of the
    nights (the command line's progress bar)."""
    out.mkdir(parents=True, exist_ok=True)
    text = out / "story.txt"
    text.write_text(story.text() + "\n", encoding="utf-8")
    pictures = []
    drawn: Iterable[tuple[Any, bytes]] = story.pictures()
    if progress is not None:
        drawn = progress(drawn, len(story.nights()))
    for phase, png in drawn:
        path = out / story.picture_name(phase)
        path.write_bytes(png)
        pictures.append(path)
    return Written(story, text, pictures)


# --- a server's archive: every finished game's page and an index -------------------------


@dataclass
class Archive:
    index: Path
    pages: list[Path]
    #: Games still in play, left out (their page would tell their secrets).
    running: int


async def load_finished(engine: "Engine", url: str, server: int | None = None
                        ) -> tuple[list[tuple["GameSummary", Story]], int]:
    """Every finished game in the database at ``url`` (of one server, if named) with its
    story, by number; and how many games of it are still in play. Makes no database, no table;
    ``NotAGameDatabase`` for another program's database."""
    from core.store import NotAGameDatabase, open_store

    try:
        store = await open_store(url, create=False)  # only read: no file, table or migration made
    except NotAGameDatabase as error:
        if error.kind == "foreign":
            raise
        return [], 0  # a missing or empty database has no games
    try:
        games = [g for g in await store.games() if server is None or g.server == server]
        finished = []
        for game in (g for g in games if g.status == "over"):
            record, commands = await store.load(game.id)
            finished.append((game, tell(engine, record, commands)))
    finally:
        await store.close()
    return finished, sum(1 for g in games if g.status != "over")


def write_archive(games: list[tuple["GameSummary", Story]], folder: Path, running: int = 0) -> Archive:
    """``game-N.html`` for each game and ``index.html`` linking them, newest first."""
    folder.mkdir(parents=True, exist_ok=True)
    pages = []
    for summary, story in games:
        path = folder / f"game-{summary.id}.html"
        write_page(story, path)
        pages.append(path)
    index = folder / "index.html"
    index.write_text(archive_index(games), encoding="utf-8")
    return Archive(index, pages, running)


def archive_index(games: list[tuple["GameSummary", Story]]) -> str:
    """The archive's index: one self-contained page (the replay page's policy: nothing loads
    from outside), a row a game: number (a link to its page), date, book, players, winner."""
    from core.story.page import CSP
    from core.texts import Texts, load_catalog

    texts = Texts()
    texts.add(load_catalog("core.story"))
    t = texts.render
    x = lambda value: escape(str(value), quote=True)  # noqa: E731 - one line's helper
    title = t("story.archive.title")
    out = ["<!DOCTYPE html>", '<html lang="ru"><head><meta charset="utf-8">',
           f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{x(title)}</title><style>{INDEX_STYLE}</style></head><body>",
           f"<header><h1>{x(title)}</h1><p>{x(t('story.archive.count', {'count': len(games)}))}</p></header><main>"]
    if games:
        columns = [t(f"story.archive.column.{c}") for c in ("game", "date", "book", "players", "winner")]
        out.append('<table id="games"><thead><tr>' + "".join(f"<th>{x(c)}</th>" for c in columns)
                   + "</tr></thead><tbody>")
        for summary, story in sorted(games, key=lambda g: -g[0].id):
            date = summary.started.astimezone().strftime("%Y-%m-%d %H:%M") if summary.started else "—"
            book = story.title  # (an edition's title names it: «Фэнтези IV «Темный Гримуар»»)
            players = ", ".join(c.name for c in story.cast)
            winners = ", ".join(story.name(s) for s in story.winners) or t("story.nobody")
            won = t("story.archive.winner", {"winner": story.winner or t("story.archive.draw"), "names": winners})
            cells = [f'<a href="game-{summary.id}.html">№{summary.id}</a>', x(date), x(book),
                     f'{x(players)} <span class="count">({len(story.cast)})</span>', x(won)]
            out.append(f'<tr data-game="{summary.id}">'
                       + "".join(f'<td data-label="{x(c)}">{cell}</td>' for c, cell in zip(columns, cells))
                       + "</tr>")
        out.append("</tbody></table>")
    else:
        out.append(f"<p>{x(t('story.archive.empty'))}</p>")
    out.append("</main></body></html>")
    return "\n".join(out)


INDEX_STYLE = """
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:0;color:#1a1a1a;background:#f6f6f4;font-size:15px}
header{background:#23272a;color:#fff;padding:14px 16px}
header h1{font-size:22px;margin:0 0 4px}
main{padding:12px 16px}
table{border-collapse:collapse;background:#fff}
th,td{border:1px solid #ddd;padding:6px 9px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#ecebe6}
a{color:#0060a0;display:inline-block;min-height:24px;padding:2px 4px}
.count{color:#666}
@media (max-width:700px){
 table,tbody,tr,td{display:block}
 thead{display:none}
 tr{border:1px solid #ddd;border-radius:6px;margin:0 0 8px;padding:4px 0}
 td{border:0;padding:2px 10px}
 td::before{content:attr(data-label) ": ";color:#666}
 a{min-height:44px;min-width:44px;line-height:44px;font-size:17px}
}
"""
