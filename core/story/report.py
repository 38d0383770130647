"""The story of a stored game written to files: ``story.txt`` (the whole log) and
one PNG a night (``<phase index>-<kind>-<number>.png``). Used by ``mafia-bot
report GAME_ID``; the bot posts the same pieces (``Story.chunks``, ``Story.pictures``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from core.story import Story, tell

if TYPE_CHECKING:
    from core.registry import Engine


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
        path = out / f"{phase.index:03d}-{phase.kind}-{phase.number}.png"
        path.write_bytes(png)
        pictures.append(path)
    return Written(story, text, pictures)
