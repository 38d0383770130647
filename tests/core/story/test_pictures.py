"""The pictures read at a glance: in the simulated nights of every book and edition no two
texts overlap (measured with the font the picture is drawn in, from its glyphs' outlines),
the legend and the headings' swatches are the nodes' colours, a side has one colour in every
book (the one palette), and the pictures' files are named alike."""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
import xml.etree.ElementTree as ET

import pytest
from matplotlib.font_manager import FontProperties
from matplotlib.path import Path
from matplotlib.textpath import TextPath

from core.story import tell_game
from core.story.palette import OUT, PALETTE, RED
from core.story.svg import _font_path, night_svg, votes_svg
from tests.core.story.pages import BOOKS, HOSTILE
from tools.simulate import move_rng, play, random_setups

SVG = "{http://www.w3.org/2000/svg}"
SEEDS = (1, 2, 3)


@functools.cache
def stories(engine, variant, edition, players):
    out = []
    for seed in SEEDS:
        options = {"edition": edition} if edition else None
        setups = random_setups(engine, variant, players, seed, options=options)
        setups[1] = dataclasses.replace(setups[1], name=HOSTILE if seed == 1 else "Очень-очень длинное имя игрока")
        game = engine.new_game(variant, setups, seed=seed, options=options)
        for _ in play(game, move_rng(seed), max_phases=40):
            pass
        out.append(tell_game(engine, game, seed))
    return out


@functools.cache
def _prop(style: str) -> FontProperties:
    return FontProperties(fname=_font_path(style))


def ink(element: ET.Element) -> tuple[float, float, float, float] | None:
    """Where a text's glyphs are (x0, y0, x1, y1, SVG's y down), from their outlines in DejaVu
    Sans: an independent measure from the one the drawing used to place them."""
    content = element.text or ""
    if not content.strip():
        return None
    size = float(element.get("font-size"))
    style = "-Bold" if element.get("font-weight") == "bold" else "-Oblique" if element.get("font-style") else ""
    x0, y0, x1, y1 = outline(content, size, style)
    x, y = float(element.get("x")), float(element.get("y"))
    shift = {"start": 0.0, "middle": -(x0 + x1) / 2, "end": -x1}[element.get("text-anchor", "start")]
    return x + shift + x0, y - y1, x + shift + x1, y - y0


@functools.lru_cache(maxsize=4096)
def outline(content: str, size: float, style: str) -> tuple[float, float, float, float]:
    """The box of the glyphs' outline points (TrueType curves stay inside their points: a box
    a little larger than the ink, never smaller)."""
    path = TextPath((0, 0), content, size=size, prop=_prop(style))
    points = path.vertices if path.codes is None else path.vertices[path.codes != Path.CLOSEPOLY]
    return points[:, 0].min(), points[:, 1].min(), points[:, 0].max(), points[:, 1].max()


def overlaps(svg: str) -> list[tuple[str, str]]:
    root = ET.fromstring(svg)
    boxes = [(e.text, box) for e in root.iter(f"{SVG}text") if (box := ink(e)) is not None]
    return [(a, b) for (a, p), (b, q) in itertools.combinations(boxes, 2)
            if p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]]


@pytest.mark.parametrize("book", BOOKS, ids=[f"{v}-{e}" if e else v for v, e, _ in BOOKS])
def test_no_two_labels_overlap_in_any_night(engine, book):
    pictures = 0
    for story in stories(engine, *book):
        for chapter in story.nights():
            svg = night_svg(story, chapter)
            assert overlaps(svg) == [], story.phase_label(chapter.phase)
            pictures += 1
        for chapter in (c for c in story.chapters if c.vote):
            assert overlaps(votes_svg(story, chapter)) == [], story.phase_label(chapter.phase)
    assert pictures >= 3


def test_the_label_that_read_as_one_word_reads_as_two(engine):
    """«Ира» + «Соблазнение» read «Ирублазнение»: a label never covers a name, even one
    whose arrow passes right by it."""
    for story in stories(engine, "fantasy", "IV", 12):
        for chapter in story.nights():
            root = ET.fromstring(night_svg(story, chapter))
            names = [ink(t) for g in root.iter(f"{SVG}g") if g.get("class") == "node" for t in g.iter(f"{SVG}text")]
            labels = [ink(t) for g in root.iter(f"{SVG}g") if g.get("class") == "edge" for t in g.iter(f"{SVG}text")]
            for p, q in itertools.product(names, labels):
                assert not (p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3])


@pytest.mark.parametrize("book", BOOKS, ids=[f"{v}-{e}" if e else v for v, e, _ in BOOKS])
def test_the_legend_is_the_nodes_colours(engine, book):
    for story in stories(engine, *book)[:1]:
        for chapter in story.nights():
            root = ET.fromstring(night_svg(story, chapter))
            swatch = {g.get("data-side"): g.find(f"{SVG}circle").get("fill") for g in root.iter(f"{SVG}g")
                      if g.get("class") == "heading"}
            legend = {g.get("data-mark"): g.find(f"{SVG}circle") for g in root.iter(f"{SVG}g")
                      if g.get("class") == "legend"}
            assert legend["out"].get("fill") == OUT and legend["died"].get("stroke") == RED
            for g in (g for g in root.iter(f"{SVG}g") if g.get("class") == "node"):
                seat, state = int(g.get("data-seat")), g.get("data-state")
                circle = g.find(f"{SVG}circle")
                side = story.cast[seat].side
                assert circle.get("fill") == (OUT if state == "out" else swatch[side]), (side, state)
                assert (circle.get("stroke") == legend["died"].get("stroke")) == (state == "died")
                assert (g.find(f"{SVG}path") is not None) == (state == "died")  # the cross, as in the legend
            assert set(swatch) == {c.side for c in story.cast}


def test_a_side_has_one_colour_in_every_book(engine):
    """Okabe–Ito (core/story/palette.py): every faction of every book names one, the same
    faction the same one everywhere, the town blue; no two factions of a book alike but the
    solo ones; none red."""
    by_name: dict[str, set[str]] = {}
    for variant in ("hp", "romanian", "fantasy", "cards"):
        for edition in engine.variant(variant).editions or (None,):
            factions = engine.book(variant, edition).roles.factions
            assert all(f.colour in PALETTE for f in factions.values()), (variant, edition)
            teams = [f.colour for f in factions.values() if f.colour != "yellow"]
            assert len(teams) == len(set(teams)), (variant, edition)
            for faction in factions.values():
                by_name.setdefault(faction.name, set()).add(faction.colour)
    assert all(len(colours) == 1 for colours in by_name.values()), by_name
    assert by_name["Закон"] == by_name["Мирные"] == {"blue"} and by_name["Мафия"] == {"orange"}
    assert RED not in PALETTE.values() and OUT not in PALETTE.values()
    # A story's sides take them: «Закон» is the same blue in hp, cards and fantasy.
    law = {story.colours["Закон"] for v, e, n in BOOKS if v != "romanian" for story in stories(engine, v, e, n)[:1]}
    assert law == {PALETTE["blue"]}


@pytest.mark.parametrize("book", BOOKS, ids=[f"{v}-{e}" if e else v for v, e, _ in BOOKS])
def test_the_pictures_are_named_and_numbered_alike(engine, book):
    story = stories(engine, *book)[0]
    names = [story.picture_name(c.phase) for c in story.nights()]
    assert [int(n[:2]) for n in names] == list(range(1, len(names) + 1))
    assert all(re.fullmatch(r"\d{2}-[а-яё]+(-[а-яё]+)*-\d+\.png", n) for n in names), names
    for chapter in story.nights():  # the picture's title is the page's and the text's name of the phase
        label = story.phase_label(chapter.phase)
        assert re.search(r"\d", label)
        assert f">{label}</text>" in night_svg(story, chapter)
        assert f"=== {label} ===" in story.text()
