"""The pictures of a game as SVG: the graph of each night (who acted on whom) and
the chart of each day's votes. One drawing serves both the replay page (inline
SVG, :mod:`core.story.page`) and Discord (the same SVG rasterised to PNG by
resvg, :func:`png`).

The night: one column a side in the order the sides first sit at the table, its
heading a swatch of the side's colour (the one palette, :mod:`core.story.palette`)
and its name; members top to bottom in seat order (every other one a little to the
right); arrows between the same two players bent apart, each labelled with its
ability; those who left that night with a red ring and cross, those out before in
grey; under it a legend of those two marks.

**No two labels overlap.** Every text is measured with the font the picture is drawn
in (DejaVu Sans, matplotlib's copy: :func:`text_width`), names and headings are laid
out first, and each arrow's label takes the first free place along its arrow (then
around it, with a thin leader line back to it); nodes count as taken. Labels are
12 px or more, so the page may scale a picture down to 11/12 and keep them ≥ 11 px.

Every text (names are typed by players) is XML-escaped; nothing here reads a file
but the font or the network. Elements carry ``data-seat`` (a node) and ``data-from``
/ ``data-to`` (an arrow) so the page's player filter can pick them out.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from core.ballot import number
from core.story.palette import OUT, RED
from core.story.picture import night_graph, sides_in_order

if TYPE_CHECKING:
    from core.story import Chapter, Story

FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
#: DejaVu Sans' ascent and descent, in ems (its hhea table: 1901 and 483 of 2048).
ASCENT, DESCENT = 0.93, 0.24
R = 12.0  # a node's radius
MARGIN = 16.0
NAME, LABEL, HEADING, TITLE = 14.0, 12.0, 14.0, 18.0  # font sizes, px
#: The smallest text in a picture: the page never shows a picture smaller than 11 px / this.
SMALLEST = 12.0
ROW = 78.0  # between two members of a side
ZIGZAG = 44.0  # every other member this far to the right
GAP = 80.0  # between a column's widest name and the next column
INK = "#333333"


def _x(text: object) -> str:
    return escape(str(text), quote=True)


@functools.cache
def _font_path(style: str = "") -> str:
    import matplotlib

    return str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / f"DejaVuSans{style}.ttf")


@functools.cache
def _font(style: str):
    from matplotlib.ft2font import FT2Font

    return FT2Font(_font_path(style))


@functools.lru_cache(maxsize=8192)
def text_width(text: str, size: float, bold: bool = False, italic: bool = False) -> float:
    """The width in px of ``text`` drawn in DejaVu Sans at ``size`` px (the font the PNG is
    drawn with and the page asks for first), from the font's own metrics."""
    from matplotlib.ft2font import LoadFlags

    font = _font("-Bold" if bold else "-Oblique" if italic else "")
    font.set_size(size, 72)  # at 72 dpi a point is a pixel
    font.set_text(text, 0.0, flags=LoadFlags.NO_HINTING)
    return font.get_width_height()[0] / 64.0


@dataclass(frozen=True)
class Box:
    x0: float
    y0: float
    x1: float
    y1: float

    def meets(self, other: "Box", pad: float = 0.0) -> bool:
        return (self.x0 < other.x1 + pad and other.x0 < self.x1 + pad
                and self.y0 < other.y1 + pad and other.y0 < self.y1 + pad)


def text_box(x: float, y: float, text: str, size: float, anchor: str = "start", *, bold: bool = False,
             italic: bool = False, halo: float = 1.5) -> Box:
    """Where a text drawn at (x, baseline y) lies, its halo included."""
    width = text_width(text, size, bold, italic)
    left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
    return Box(left - halo, y - ASCENT * size - halo, left + width + halo, y + DESCENT * size + halo)


class Canvas:
    """Texts and shapes of one picture, and the places taken, so that a label goes where
    nothing is; the picture's size is what it holds."""

    def __init__(self) -> None:
        self.taken: list[Box] = []
        self.extent: list[Box] = []

    def free(self, box: Box, pad: float = 2.0) -> bool:
        return not any(box.meets(other, pad) for other in self.taken)

    def take(self, box: Box) -> None:
        self.taken.append(box)
        self.extent.append(box)

    def cover(self, box: Box) -> None:
        """Inside the picture, but not a place taken (an arrow's curve)."""
        self.extent.append(box)

    def bounds(self) -> Box:
        boxes = self.extent or [Box(0, 0, 1, 1)]
        return Box(min(b.x0 for b in boxes) - MARGIN, min(b.y0 for b in boxes) - MARGIN,
                   max(b.x1 for b in boxes) + MARGIN, max(b.y1 for b in boxes) + MARGIN)


def text(x: float, y: float, content: str, *, size: float, anchor: str = "start", colour: str = INK,
         bold: bool = False, italic: bool = False, halo: bool = True, cls: str = "label") -> str:
    """A text element (with a white halo: readable over arrows)."""
    extra = (' font-weight="bold"' if bold else "") + (' font-style="italic"' if italic else "")
    ring = ' stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke"' if halo else ""
    return (f'<text class="{cls}" x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" text-anchor="{anchor}" '
            f'fill="{colour}"{ring}{extra}>{_x(content)}</text>')


def colours(story: "Story") -> dict[str, str]:
    """Each side's colour: the story's (the one palette), for any side it does not know the
    palette's order."""
    if story.colours:
        return story.colours
    from core.story.palette import side_colours

    return side_colours((c.side, None) for c in story.cast)


def _bezier(p0: tuple[float, float], c: tuple[float, float], p1: tuple[float, float], t: float) -> tuple[float, float]:
    u = 1 - t
    return (u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1])


#: Where along an arrow its label is tried, the middle first.
ALONG = (0.5, 0.4, 0.6, 0.3, 0.7, 0.45, 0.55, 0.35, 0.65, 0.25, 0.75, 0.2, 0.8)


def place_label(canvas: Canvas, spots: list[tuple[float, float]], label: str,
                size: float = LABEL) -> tuple[float, float, bool]:
    """The first free place for a label centred on one of ``spots`` (or just above or below
    it), else the nearest free place around the first spot, spiralling out. Returns the
    text's (x, baseline y) and whether it moved off its arrow (a leader line then shows
    whose label it is)."""
    lift = (ASCENT - DESCENT) * size / 2  # the baseline that centres the text on a point
    height = (ASCENT + DESCENT) * size + 3
    for shift in (0.0, -height / 2 - 1, height / 2 + 1):
        for x, y in spots:
            box = text_box(x, y + lift + shift, label, size, "middle")
            if canvas.free(box):
                canvas.take(box)
                return x, y + lift + shift, False
    x0, y0 = spots[0]
    for ring in range(1, 400):
        radius = ring * 8.0
        steps = max(12, int(2 * math.pi * radius / 10))
        for k in range(steps):
            angle = 2 * math.pi * k / steps
            x, y = x0 + radius * math.cos(angle), y0 + radius * math.sin(angle) + lift
            box = text_box(x, y, label, size, "middle")
            if canvas.free(box):
                canvas.take(box)
                return x, y, True
    raise RuntimeError("no room for a label")  # 3,200 px around the arrow are all taken: cannot be


def night_svg(story: "Story", chapter: "Chapter", *, title: bool = True, uid: str = "arrow") -> str:
    """The night's graph as a standalone SVG document (no external reference); ``uid`` names
    its arrowhead (unique per picture on a page that holds several)."""
    graph = night_graph(story, chapter)
    sides = sides_in_order(story)
    palette = colours(story)
    canvas = Canvas()

    # The columns: as wide as their widest name (or solo list, or heading), then a gap.
    members: dict[str, list[int]] = {side: [] for side in sides}
    for seat in sorted(graph.nodes):
        members[graph.nodes[seat]["side"]].append(seat)
    pos: dict[int, tuple[float, float]] = {}
    top = 0.0
    left = 0.0
    headings: list[str] = []
    for side in sides:
        widths = [text_width(side, HEADING, bold=True) + 2 * R + 4]
        for row, seat in enumerate(members[side]):
            data = graph.nodes[seat]
            offset = ZIGZAG if row % 2 else 0.0
            pos[seat] = (left + R + offset, top + 34 + row * ROW)
            widths.append(offset + 2 * R + 6 + text_width(data["name"], NAME))
            if data["solo"]:
                widths.append(offset + 2 * R + 6 + text_width(", ".join(data["solo"]), LABEL, italic=True))
        # The heading: the side's swatch (its members' colour) and its name.
        hx, hy = left + R, top
        headings.append(f'<g class="heading" data-side="{_x(side)}">'
                        f'<circle class="swatch" cx="{hx:.1f}" cy="{hy - 5:.1f}" r="7" fill="{palette[side]}" '
                        f'stroke="{INK}" stroke-width="1"/>'
                        + text(hx + 12, hy, side, size=HEADING, bold=True, colour="#000000", halo=False) + "</g>")
        canvas.take(Box(hx - 8, hy - 13, hx + 12 + text_width(side, HEADING, bold=True) + 2, hy + 4))
        left += max(widths) + GAP
    for seat, (x, y) in pos.items():  # nodes first, so that no label covers one
        canvas.take(Box(x - R - 2, y - R - 2, x + R + 2, y + R + 2))

    # The names (and the moves without a target under them).
    nodes: list[str] = []
    for seat in sorted(graph.nodes):
        data = graph.nodes[seat]
        x, y = pos[seat]
        state = data["state"]
        face = palette[data["side"]] if state != "out" else OUT
        parts = [f'<g class="node" data-seat="{seat}" data-state="{state}">',
                 f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R:g}" fill="{face}" '
                 f'stroke="{RED if state == "died" else INK}" stroke-width="{3 if state == "died" else 1}"/>']
        if state == "died":
            parts.append(_cross(x, y))
        name_x, name_y = x + R + 6, y + 5
        canvas.take(text_box(name_x, name_y, data["name"], NAME))
        parts.append(text(name_x, name_y, data["name"], size=NAME, colour="#767676" if state == "out" else "#000000"))
        if data["solo"]:
            solo = ", ".join(data["solo"])
            canvas.take(text_box(name_x, name_y + 16, solo, LABEL, italic=True))
            parts.append(text(name_x, name_y + 16, solo, size=LABEL, colour="#555555", italic=True))
        parts.append("</g>")
        nodes.append("".join(parts))

    # The arrows, each label in the first free place along its arrow.
    arrows: list[str] = []
    count: dict[tuple[int, int], int] = {}
    for u, v, data in sorted(graph.edges(data=True), key=lambda e: (e[0], e[1], e[2]["ability"])):
        k = count.get((u, v), 0)
        count[(u, v)] = k + 1
        (x1, y1), (x2, y2) = pos[u], pos[v]
        attrs = f'class="edge" data-from="{u}" data-to="{v}"'
        if u == v:  # a move on oneself: a loop above the node
            lift = 30 + 14 * k
            path = (f"M{x1 - 6:.1f},{y1 - R:.1f} C{x1 - 26:.1f},{y1 - lift - 10:.1f} "
                    f"{x1 + 26:.1f},{y1 - lift - 10:.1f} {x1 + 6:.1f},{y1 - R - 1:.1f}")
            canvas.cover(Box(x1 - 26, y1 - lift - 10, x1 + 26, y1))
            spots = [(x1, y1 - lift - 14 - 8 * i) for i in range(4)]
        else:
            rad = 0.12 + 0.14 * k
            dx, dy = x2 - x1, y2 - y1
            cx, cy = (x1 + x2) / 2 + rad * dy, (y1 + y2) / 2 - rad * dx
            # Start and end on the nodes' rims, along the curve's tangents.
            sx, sy = _towards(x1, y1, cx, cy, R + 1)
            ex, ey = _towards(x2, y2, cx, cy, R + 2)
            path = f"M{sx:.1f},{sy:.1f} Q{cx:.1f},{cy:.1f} {ex:.1f},{ey:.1f}"
            canvas.cover(Box(min(sx, cx, ex), min(sy, cy, ey), max(sx, cx, ex), max(sy, cy, ey)))
            spots = [_bezier((sx, sy), (cx, cy), (ex, ey), t) for t in ALONG]
        lx, ly, moved = place_label(canvas, spots, data["ability"])
        leader = ""
        if moved:
            ax, ay = spots[0]
            leader = (f'<path d="M{lx:.1f},{ly - 4:.1f} L{ax:.1f},{ay:.1f}" stroke="#999999" stroke-width="1" '
                      'stroke-dasharray="2,2" fill="none"/>')
        arrows.append(f'<g {attrs}><path d="{path}" fill="none" stroke="#555555" stroke-width="1.5" '
                      f'marker-end="url(#{uid})"/>{leader}'
                      + text(lx, ly, data["ability"], size=LABEL, anchor="middle") + "</g>")

    # The legend, under everything: the two marks a node may carry besides its side's colour.
    bounds = canvas.bounds()
    legend: list[str] = []
    lx, ly = bounds.x0 + MARGIN + 8, bounds.y1 + 8
    for key, face, edge in (("story.picture.out", OUT, INK), ("story.picture.died", "#ffffff", RED)):
        label = story.texts.render(key)
        died = key.endswith("died")
        legend.append(f'<g class="legend" data-mark="{"died" if died else "out"}">'
                      f'<circle cx="{lx:.1f}" cy="{ly - 4:.1f}" r="7" fill="{face}" stroke="{edge}" '
                      f'stroke-width="{2 if died else 1}"/>' + (_cross(lx, ly - 4, 5.0, 2.0) if died else "")
                      + text(lx + 12, ly, label, size=LABEL, halo=False) + "</g>")
        canvas.take(text_box(lx + 12, ly, label, LABEL, halo=0))
        canvas.cover(Box(lx - 8, ly - 12, lx + 8, ly + 4))
        lx += 12 + text_width(label, LABEL) + 28
    if title:
        heading = story.phase_label(chapter.phase)
        box = text_box(bounds.x0 + MARGIN, bounds.y0 - 6, heading, TITLE, bold=True, halo=0)
        canvas.take(box)
        legend.append(text(bounds.x0 + MARGIN, bounds.y0 - 6, heading, size=TITLE, bold=True, colour="#000000",
                           halo=False, cls="title"))
    frame = canvas.bounds()
    width, height = frame.x1 - frame.x0, frame.y1 - frame.y0
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="night" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="{frame.x0:.0f} {frame.y0:.0f} {width:.0f} {height:.0f}" font-family="{FONT}">',
           f'<defs><marker id="{uid}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
           'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555555"/></marker></defs>',
           f'<rect x="{frame.x0:.0f}" y="{frame.y0:.0f}" width="{width:.0f}" height="{height:.0f}" fill="#ffffff"/>',
           *headings, *arrows, *nodes, *legend, "</svg>"]
    return "".join(out)


def _cross(x: float, y: float, d: float = 0.75 * R, stroke: float = 3.0) -> str:
    return (f'<path class="cross" d="M{x - d:.1f},{y - d:.1f} L{x + d:.1f},{y + d:.1f} M{x - d:.1f},{y + d:.1f} '
            f'L{x + d:.1f},{y - d:.1f}" stroke="{RED}" stroke-width="{stroke:g}"/>')


def _towards(x: float, y: float, cx: float, cy: float, distance: float) -> tuple[float, float]:
    dx, dy = cx - x, cy - y
    length = math.hypot(dx, dy) or 1.0
    return x + dx / length * distance, y + dy / length * distance


def votes_svg(story: "Story", chapter: "Chapter") -> str:
    """The day's final votes as a bar chart: one bar per candidate (and «мир»), as long
    as its votes, its count after it (as people write it: «2,5») and the voters' names;
    the executed (those who left) in red."""
    t = story.texts.render
    tally: dict[int | None, list[int]] = {}
    for voter, target in chapter.votes.items():
        tally.setdefault(target, []).append(voter)
    # The weight of each target's votes as the variant counts them (Мэр's two, a Политик's 2.5…).
    weight = {target: chapter.tally.get(target, float(len(voters))) if chapter.tally else float(len(voters))
              for target, voters in tally.items()}
    order = sorted(tally.items(), key=lambda kv: (-weight[kv[0]], -1 if kv[0] is None else kv[0]))
    palette = colours(story)
    most = max([*weight.values(), 1.0])
    names = {s: story.name(s, chapter) if s is not None else t("story.page.peace") for s in tally}
    label_w = max([text_width(n, 13) for n in names.values()] + [60.0]) + 12
    bar_unit = 34.0
    voters = {s: ", ".join(story.name(v, chapter) for v in vs) for s, vs in tally.items()}
    counts = {s: number(weight[s]) for s in tally}
    tail_w = max([text_width(counts[s], 13, bold=True) + 10 + text_width(voters[s], 12) for s in tally]
                 + [100.0])
    width = MARGIN * 2 + label_w + most * bar_unit + 8 + tail_w
    row_h = 30.0
    height = MARGIN * 2 + max(1, len(order)) * row_h + 10
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="votes" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{FONT}">',
           f'<rect width="{width:.0f}" height="{height:.0f}" fill="#ffffff"/>']
    if not order:
        out.append(text(MARGIN, MARGIN + 16, t("story.no_votes"), size=13, colour="#555555", halo=False))
    left = set(chapter.left)
    for i, (target, ballots) in enumerate(order):
        y = MARGIN + i * row_h
        fill = RED if target in left else (palette[story.cast[target].side] if target is not None else OUT)
        seats = " ".join(str(s) for s in ([] if target is None else [target]) + ballots)
        length = max(weight[target], 0.3) * bar_unit
        end = MARGIN + label_w + length
        out.append(f'<g class="bar" data-seats="{seats}"' + (f' data-to="{target}"' if target is not None else "")
                   + ">"
                   + text(MARGIN + label_w - 8, y + 18, names[target], size=13, anchor="end", colour="#000000",
                          halo=False)
                   + f'<rect x="{MARGIN + label_w:.1f}" y="{y + 4:.1f}" width="{length:.1f}" '
                     f'height="{row_h - 8:.1f}" fill="{fill}" stroke="{INK}" stroke-width="0.5" rx="3"/>'
                   + text(end + 6, y + 19, counts[target], size=13, colour="#000000", bold=True, halo=False,
                          cls="count")
                   + text(end + 16 + text_width(counts[target], 13, bold=True), y + 18, voters[target], size=12,
                          colour=INK, halo=False)
                   + "</g>")
    out.append("</svg>")
    return "".join(out)


def _font_files() -> list[str]:
    """Fonts for the rasteriser: matplotlib's own DejaVu Sans (Cyrillic included; regular,
    bold, italic), so a picture looks the same on any machine, with system fonts or none.
    Three files, not the whole folder: loading fonts is most of a small picture's time."""
    return [_font_path(style) for style in ("", "-Bold", "-Oblique")]


def png(svg: str) -> bytes:
    """The SVG rasterised to PNG by resvg (a Rust renderer: no browser, no network)."""
    import resvg_py

    return bytes(resvg_py.svg_to_bytes(svg_string=svg, font_files=_font_files(), skip_system_fonts=True))


__all__ = ["night_svg", "png", "text_width", "votes_svg"]
