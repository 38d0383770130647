"""The story of a stored game written to files: ``story.txt`` (the whole log) and
one PNG a night (``<phase index>-<kind>-<number>.png``). Used by ``mafia-bot
report GAME_ID``; the bot posts the same pieces (``Story.chunks``, ``Story.pictures``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from core.story import Story, tell

if TYPE_CHECKING:
    from core.registry import Engine


@dataclass
class Written:
    story: Story
    text: Path
    pictures: list[Path]


async def load_story(engine: "Engine", url: str, game_id: int) -> Story:
    """The story of game ``game_id`` in the database at ``url``. KeyError if it is not there."""
    from tortoise.backends.base.config_generator import expand_db_url

    from core.store import open_store

    if url in ("memory://", "memory"):
        raise KeyError(game_id)  # a fresh memory store has no games
    info = expand_db_url(url)
    if info["engine"].endswith("sqlite"):  # a report never makes a database: a missing file has no games
        path = info["credentials"].get("file_path", "")
        if path and path != ":memory:" and not Path(path).expanduser().is_file():
            raise KeyError(game_id)
    store = await open_store(url)
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


def write(story: Story, out: Path) -> Written:
    out.mkdir(parents=True, exist_ok=True)
    text = out / "story.txt"
    text.write_text(story.text() + "\n", encoding="utf-8")
    pictures = []
    for phase, png in story.pictures():
        path = out / f"{phase.index:03d}-{phase.kind}-{phase.number}.png"
        path.write_bytes(png)
        pictures.append(path)
    return Written(story, text, pictures)
