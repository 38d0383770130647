"""The story of a game: every move, vote, event, departure and the winner are in
it, in Russian; it comes in messages of at most 2000 characters; names stay as
typed (plain text); each night has a PNG drawn from a graph with one node per
player and one arrow per target."""

from __future__ import annotations

import io

import pytest

from core.commands import Act, EndPhase, Replace, Vote
from core.model import PlayerSetup
from core.registry import Engine
from core.rules import Action
from core.session import GameSession
from tools.simulate import move_rng, play_session, random_setups
from core.store.base import MemoryStore
from core.story import MESSAGE_LIMIT, Story, tell, tell_game
from core.story.picture import night_graph
from tests.core.toy import MoonPlugin, ToyPlugin

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# A name a player might type to format or mention when the story is posted.
ROGUE = "@everyone **Дина** `x` $x^2$ <@123>"


@pytest.fixture(scope="module")
def toy_engine() -> Engine:
    return Engine([ToyPlugin(), MoonPlugin()], entry_points=False)


def toy_game(engine: Engine):
    setups = [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор"), PlayerSetup("Вика", "Житель"),
              PlayerSetup("Глеб", "Следователь"), PlayerSetup("Дина", "Житель")]
    game = engine.new_game("toy", setups, seed=3)

    def run(command):
        outcome = game.execute(command)
        assert outcome.accepted, outcome.rejection
    run(Act(Action(0, "Выстрел", (2,))))
    run(Act(Action(0, "Выстрел", (1,))))  # replaced: only the last move of the slot is in force
    run(Act(Action(1, "Лечение", (4,))))
    run(Act(Action(3, "Проверка", (0,))))
    run(EndPhase())
    run(Replace(4, ROGUE))
    for voter in (2, 3, 4):
        run(Vote(voter, 0))
    run(Vote(0, None))
    run(EndPhase())
    assert game.over
    return game


def test_a_known_game_is_told_move_by_move(toy_engine):
    game = toy_game(toy_engine)
    story = tell_game(toy_engine, game, game_id=9)
    text = story.text()
    lines = story.lines()
    assert lines[0] == "История игры №9: Игрушечная"
    assert "• Аня — Убийца; сторона: Мафия" in lines
    assert f"• {ROGUE} (раньше: Дина) — Житель; сторона: Город" in lines
    night, day = story.chapters
    assert [m.action for m in night.moves] == [Action(0, "Выстрел", (1,)), Action(1, "Лечение", (4,)),
                                               Action(3, "Проверка", (0,))]
    night_text = text[text.index("=== Ночь 1 ==="):text.index("=== День 1 ===")]
    assert "• Аня: «Выстрел» → Борис" in night_text
    assert "• Аня: «Выстрел» → Вика" not in text
    assert "• Борис: «Лечение» → Дина" in night_text  # the name the seat had then
    assert "• Глеб: «Проверка» → Аня" in night_text
    checked = next(e for e in game.log if e.key == "toy.checked")
    assert f"• [Глеб] {game.render(checked)}" in night_text  # a private result, with whom it was told
    assert "✝ Борис погиб. Роль: Доктор." in night_text
    day_text = text[text.index("=== День 1 ==="):]
    for voter in ("Вика", "Глеб", ROGUE):
        assert f"• {voter} → Аня" in day_text
    assert "• Аня → мир" in day_text
    assert f"Дина заменена игроком {ROGUE}." in day_text
    assert "✝ Аня погибла. Роль: Убийца." in day_text
    assert lines[-1] == f"Победитель: Город. Победили: Борис, Вика, Глеб, {ROGUE}."
    assert night.died == (1,) and day.died == (0,)
    assert night.present == (0, 1, 2, 3, 4) and day.present == (0, 2, 3, 4)


def test_every_event_and_resolved_move_is_in_the_story(engine):
    for variant, players, seed, options in (("romanian", 10, 5, None), ("hp", 17, 2, None),
                                            ("fantasy", 12, 3, {"edition": "I"}), ("cards", 12, 3, None)):
        story, game = _stored_story(engine, variant, players, seed, options)
        assert game.over
        _check_complete(story, game)


def test_the_moon_edition_with_a_setup_and_instant_moves(toy_engine):
    import random

    from tools.simulate import play
    from tests.core.test_editions import moon_game

    for seed in range(4):
        game = moon_game(toy_engine, cards=False, seed=seed)
        list(play(game, random.Random(seed), max_phases=30))
        story = tell_game(toy_engine, game)
        _check_complete(story, game)
        assert story.chapters[0].phase.kind == "setup"
        assert story.nights() and all(c.phase.kind != "setup" and not c.vote for c in story.nights())
    # An instant ability is told in the phase it was used, marked as used at once.
    game = moon_game(toy_engine, start="новолуние")
    assert game.execute(Act(Action(0, "Приговор", (2,)))).accepted
    assert game.execute(EndPhase()).accepted
    story = tell_game(toy_engine, game)
    _check_complete(story, game)
    [move] = [m for m in story.chapters[0].moves if m.instant]
    assert move.action.targets == (2,)
    assert "• Аня: «Приговор» (сразу) → Вика" in story.text()
    assert story.chapters[0].died == (2,)


def _stored_story(engine, variant: str, players: int, seed: int, options: dict | None = None):
    import asyncio

    async def go():
        store = MemoryStore()
        session = await GameSession.create(engine, store, variant,
                                           random_setups(engine, variant, players, seed, options=options),
                                           seed=seed, options=options)
        await play_session(session, move_rng(seed))
        record, commands = await store.load(session.id)
        return tell(engine, record, commands), session.game, tell_game(engine, session.game, session.id)

    from_store, game, from_memory = asyncio.run(go())
    assert from_store.lines() == from_memory.lines()  # the store and the live game tell the same story
    return from_store, game


def _check_complete(story: Story, game) -> None:
    text = story.text()
    by_index = {c.phase.index: c for c in story.chapters}
    # Every resolved move is told in its phase.
    for player in game.players:
        for use in player.history:
            chapter = by_index[use.phase]
            told = [m.action for m in chapter.moves if m.action.actor == player.seat]
            assert any(a.ability == use.ability and a.targets == use.targets for a in told), (player.name, use)
    for chapter in story.chapters:
        for move in chapter.moves:
            assert story.move_text(move, chapter) in text
    # Every event of the game, public or private, is told: many players doing one thing in one line
    # of their chapter (Texts.grouped), naming each of them.
    for event in game.log:
        if event.public and game.texts.has(event.key + ".many"):
            continue
        assert game.render(event) in text, event
    for chapter in story.chapters:
        public = [e for e in chapter.events if e.public]
        for line in game.texts.grouped(public):
            assert line in text, line
        for event in public:
            if game.texts.has(event.key + ".many"):
                assert any(str(event.params["player"]) in line and line in text for line in game.texts.grouped(public))
    # Everyone who left the game is told, once each time he left (fantasy's dead may rise and fall
    # again: Армия тьмы), the last time as dead; the winner is told.
    gone = [p for p in game.players if not p.in_game]
    for p in gone:
        chapters = [c for c in story.chapters if p.seat in c.left]
        assert chapters and len(chapters) == len(set(c.phase.index for c in chapters))
        why = story.left_key(chapters[-1], p.seat)  # in the words of why he left (core.model.Exit)
        assert why == f"story.left.{p.out.value if p.out else 'died'}" or p.out is None, (why, p.out)
        assert story.texts.render(why, {"name": story.name(p.seat, chapters[-1]), "role": p.role}) in text \
            or any(line.startswith(story.texts.render(why, {"name": story.name(p.seat, chapters[-1]),
                                                            "role": ""}).rsplit(" ", 1)[0])
                   for line in text.splitlines())
    if game.over:
        assert story.lines()[-1].startswith(f"Победитель: {game.variant.winner_title(game, game.winner)}.")
        assert set(story.winners) == set(game.variant.winning_seats(game))
    else:
        assert story.lines()[-1] == "Игра не окончена."
    # The messages: none longer than Discord's limit, together the whole story.
    chunks = story.chunks()
    assert all(0 < len(c) <= MESSAGE_LIMIT for c in chunks)
    assert [line for c in chunks for line in c.split("\n") if line] == [line for line in story.lines() if line]


def test_a_removal_is_told_but_its_reason_stays_the_hosts(toy_engine):
    """The story is public (posted in the square, the replay page): the removal is told, the reason the
    host typed is his own note (docs/bot.md; his log shows it)."""
    from core.commands import Remove
    from core.story.page import render as render_page

    setups = [PlayerSetup("Аня", "Убийца"), PlayerSetup("Борис", "Доктор"), PlayerSetup("Вика", "Житель")]
    game = toy_engine.new_game("toy", setups, seed=1)
    assert game.execute(Remove(1, "оскорбления")).accepted
    story = tell_game(toy_engine, game)
    assert story.chapters[0].left == (1,) and story.chapters[0].died == ()
    assert story.chapters[0].removed == [(1, "оскорбления")]  # (kept: the page marks him removed)
    assert not any("оскорбления" in line for line in story.lines())
    assert "оскорбления" not in render_page(story)
    assert "✖ Борис удалён из игры ведущим. Роль: Доктор." in story.lines()  # (why he left: Exit.REMOVED)
    assert story.chapters[0].exits == {1: "removed"}
    assert "удалён ведущим: Ночь 1" in render_page(story)
    _check_complete(story, game)


def test_chunks_hold_the_limit_after_escaping_and_cut_long_lines(toy_engine):
    game = toy_game(toy_engine)
    story = tell_game(toy_engine, game)
    doubled = story.chunks(limit=120, escape=lambda line: "".join(ch * 2 for ch in line))
    assert all(len(c) <= 120 for c in doubled)
    assert "".join("".join(c.split("\n")) for c in doubled) == "".join(
        "".join(ch * 2 for ch in line) for line in story.lines())
    tiny = story.chunks(limit=7)
    assert all(len(c) <= 7 for c in tiny)
    with pytest.raises(ValueError):
        story.chunks(limit=0)


def test_names_stay_plain_text(toy_engine):
    """The core escapes nothing (the bot does, see the module's contract): a name
    with Markdown and mentions is in the text exactly as typed."""
    story = tell_game(toy_engine, toy_game(toy_engine))
    assert ROGUE in story.text()
    assert "\\*" not in story.text() and "\\@" not in story.text()


def test_each_night_has_a_png_from_a_graph_of_the_moves(toy_engine):
    game = toy_game(toy_engine)
    story = tell_game(toy_engine, game)
    nights = story.nights()
    assert [c.phase.kind for c in nights] == ["night"]
    graph = night_graph(story, nights[0])
    assert sorted(graph.nodes) == list(range(len(game.players)))  # one node per player
    assert sorted((u, v, d["ability"]) for u, v, d in graph.edges(data=True)) == [
        (0, 1, "Выстрел"), (1, 4, "Лечение"), (3, 0, "Проверка")]
    assert [graph.nodes[n]["state"] for n in sorted(graph.nodes)] == ["in", "died", "in", "in", "in"]
    assert graph.nodes[4]["name"] == ROGUE
    pictures = list(story.pictures())
    assert [p.kind for p, _ in pictures] == ["night"]
    png = pictures[0][1]
    assert png.startswith(PNG_SIGNATURE)
    from PIL import Image

    image = Image.open(io.BytesIO(png))
    image.verify()
    assert image.format == "PNG" and image.size[0] > 200 and image.size[1] > 200


def test_pictures_of_a_random_game(engine):
    story, game = _stored_story(engine, "romanian", 10, 5)
    nights = story.nights()
    assert nights and all(c.phase.kind == "night" for c in nights)
    for chapter in nights:
        graph = night_graph(story, chapter)
        assert graph.number_of_nodes() == len(game.players)
        assert graph.number_of_edges() == sum(len(m.action.targets) for m in chapter.moves)
        assert {n for n in graph.nodes if graph.nodes[n]["state"] == "died"} == set(chapter.left)
        assert {n for n in graph.nodes if graph.nodes[n]["state"] == "out"} == (
            set(range(len(game.players))) - set(chapter.present))
    first = next(iter(story.pictures()))
    assert first[0] == nights[0].phase and first[1].startswith(PNG_SIGNATURE)
