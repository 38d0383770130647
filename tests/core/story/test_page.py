"""The replay page and the SVG drawing (core/story/page.py, core/story/svg.py) without a
browser: self-contained, every phase there, the night's arrows are the night's graph, the
votes in the order cast, names escaped; the PNG Discord gets is the same SVG rasterised."""

from __future__ import annotations

import re

from core.ballot import number
from core.commands import EndPhase, Replace, Unvote, Vote
from tools.simulate import move_rng, new_random_game, play
from core.story import tell_game
from core.story.picture import night_graph
from core.story.svg import night_svg, png, votes_svg
from tests.core.story.pages import HOSTILE


def finished(engine, variant="romanian", players=10, seed=5):
    game = new_random_game(engine, variant, players, seed)
    assert game.execute(Replace(3, HOSTILE)).accepted
    for _ in play(game, move_rng(seed)):
        pass
    if not game.over:
        game.execute(EndPhase())
    return game


def test_the_page_is_one_self_contained_file_with_every_phase(engine):
    story = tell_game(engine, finished(engine), 9)
    page = story.page()
    assert page.startswith("<!DOCTYPE html>") and page.count("<section class=\"phase\"") == len(story.chapters)
    assert page.count(' data-go="') == len(story.chapters)  # the timeline
    # Nothing from outside: no URL, no external script, style, font or image; a CSP forbids them anyway.
    assert not re.search(r"<[^>]*\s(src|href|xlink:href)\s*=", page)
    assert "http://" not in page and "https://" not in page
    assert "default-src 'none'" in page and "@import" not in page
    assert re.findall(r"url\((.)", page) == ["#"] * len(re.findall(r"url\(", page))  # only the page's own arrowheads
    # The hostile name is escaped everywhere, never markup.
    assert HOSTILE not in page and "&lt;img src=x onerror=alert(1)&gt;" in page
    # Every night has its graph, every day its chart, each beside the public summary.
    assert page.count('<svg class="night"') == len(story.nights())
    assert page.count('class="votes"') == sum(1 for c in story.chapters if c.vote)
    assert page.count(">Объявлено всем:<") == len(story.chapters)


def test_the_nights_arrows_are_the_nights_graph(engine):
    story = tell_game(engine, finished(engine), 9)
    for chapter in story.nights():
        graph = night_graph(story, chapter)
        svg = night_svg(story, chapter)
        arrows = re.findall(r'class="edge" data-from="(\d+)" data-to="(\d+)"', svg)
        assert sorted((int(a), int(b)) for a, b in arrows) == sorted((u, v) for u, v in graph.edges())
        assert svg.count('class="node"') == len(story.cast)
        died = [n for n, d in graph.nodes(data=True) if d["state"] == "died"]
        crossed = re.findall(r'<g class="node" data-seat="(\d+)" data-state="died">[^/]*/><path class="cross"', svg)
        assert sorted(map(int, crossed)) == sorted(died)  # the red crosses (and one in the legend)
        assert svg.count('class="cross"') == len(died) + 1


def test_votes_in_the_order_cast_with_changes(engine):
    game = new_random_game(engine, "hp", 13, 2)
    game.execute(EndPhase())  # the first night passes
    assert game.phase.kind == "day"
    living = [p.seat for p in game.living()]
    a, b, c = living[:3]
    for command in (Vote(a, b), Vote(c, b), Vote(a, c), Unvote(c), Vote(c, None)):
        assert game.execute(command).accepted, command
    game.execute(EndPhase())
    story = tell_game(engine, game)
    day = next(ch for ch in story.chapters if ch.vote)
    assert day.ballots == [(a, b, False), (c, b, False), (a, c, False), (c, None, True), (c, None, False)]
    page = story.page()
    names = {s: story.name(s, day) for s in (a, b, c)}
    order = [f"{names[a]} → {names[b]}", f"{names[c]} → {names[b]}", f"{names[a]} меняет голос → {names[c]}",
             f"{names[c]} снимает голос", f"{names[c]} меняет голос → мир"]
    positions = [page.index(line) for line in order]
    assert positions == sorted(positions)
    chart = votes_svg(story, day)
    assert chart.count('class="bar"') == 2  # the final votes: one for c, one for peace
    # The bars weigh the votes as the variant counts them (an hp Политик's 2.5).
    assert set(day.tally) == {c, None}
    counts = re.findall(r'class="count"[^>]*>([^<]*)</text>', chart)
    assert sorted(counts) == sorted(number(weight) for weight in day.tally.values())  # «2,5», as the texts write it


def test_the_discord_picture_is_the_svg_rasterised(engine):
    story = tell_game(engine, finished(engine), 9)
    chapter = story.nights()[0]
    picture = png(night_svg(story, chapter))
    assert picture.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = int.from_bytes(picture[16:20], "big"), int.from_bytes(picture[20:24], "big")
    svg = night_svg(story, chapter)
    assert (width, height) == tuple(int(x) for x in re.search(r'width="(\d+)" height="(\d+)"', svg).groups())
    assert [p for _, p in story.pictures()][0] == picture
