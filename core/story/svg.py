"""The pictures of a game as SVG: the graph of each night (who acted on whom) and
the chart of each day's votes. One drawing serves both the replay page (inline
SVG, :mod:`core.story.page`) and Discord (the same SVG rasterised to PNG by
resvg, :func:`png`).

The night's geometry is the one :mod:`core.story.picture` describes: one column a
side in the order the sides first sit at the table, members top to bottom in seat
order (every other one a little to the right), arrows between the same two
players bent apart, each labelled with its ability; those who left that night
with a red border and cross, those out before in grey.

Every text (names are typed by players) is XML-escaped; nothing here reads a
file or the network. Elements carry ``data-seat`` (a node) and ``data-from`` /
``data-to`` (an arrow) so the page's player filter can pick them out.
"""

from __future__ import annotations

import functools
import math
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from core.story.picture import PALETTE, night_graph, sides_in_order

if TYPE_CHECKING:
    from core.story import Chapter, Story

U = 56.0  # pixels per unit of the night's layout
DX, DY = 5.0 * U, 1.6 * U  # columns (sides) and rows (players)
ZIGZAG = 1.0 * U
R = 12.0  # a node's radius
OUT_COLOUR = "#c7c7c7"
RED = "#d62728"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
MARGIN = 24.0


def _x(text: object) -> str:
    return escape(str(text), quote=True)


def _width(text: str, size: float) -> float:
    """A generous guess of a text's width (no font metrics at hand)."""
    return 0.62 * size * len(text)


def colours(story: "Story") -> dict[str, str]:
    return {side: PALETTE[i % len(PALETTE)] for i, side in enumerate(sides_in_order(story))}


def _label(x: float, y: float, text: str, *, size: float, anchor: str = "middle", colour: str = "#333333",
           extra: str = "") -> str:
    """A text with a white halo (readable over arrows)."""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" fill="{colour}" '
            f'stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke"{extra}>'
            f"{_x(text)}</text>")


def night_svg(story: "Story", chapter: "Chapter", *, title: bool = True, uid: str = "arrow") -> str:
    """The night's graph as a standalone SVG document (no external reference); ``uid`` names
    its arrowhead (unique per picture on a page that holds several)."""
    graph = night_graph(story, chapter)
    sides = sides_in_order(story)
    column = {side: i for i, side in enumerate(sides)}
    palette = colours(story)
    rows: dict[str, int] = {}
    pos: dict[int, tuple[float, float]] = {}
    top = MARGIN + (34.0 if title else 0.0) + 30.0  # the title, then the sides' names
    left = MARGIN + 50.0  # room for a loop's label over the first column
    for seat in sorted(graph.nodes):
        side = graph.nodes[seat]["side"]
        row = rows.get(side, 0)
        rows[side] = row + 1
        pos[seat] = (left + column[side] * DX + (ZIGZAG if row % 2 else 0.0), top + 52.0 + row * DY)
    widest = max((_width(graph.nodes[n]["name"], 13) for n in graph.nodes), default=0.0)
    width = left + max(0, len(sides) - 1) * DX + ZIGZAG + R + 8 + max(widest, 140.0) + MARGIN
    height = top + 52.0 + max(rows.values(), default=1) * DY + 40.0
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="night" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{FONT}">',
        f'<defs><marker id="{uid}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555555"/></marker></defs>',
        f'<rect width="{width:.0f}" height="{height:.0f}" fill="#ffffff"/>',
    ]
    if title:
        out.append(f'<text x="{width / 2:.1f}" y="{MARGIN + 18:.1f}" font-size="20" text-anchor="middle" '
                   f'fill="#000000">{_x(graph.graph["phase"])}</text>')
    for side in sides:
        x = left + column[side] * DX + ZIGZAG / 2
        out.append(f'<text x="{x:.1f}" y="{top - 6:.1f}" font-size="15" font-weight="bold" text-anchor="middle" '
                   f'fill="{palette[side]}">{_x(side)}</text>')
    # The arrows first (under the nodes and names).
    count: dict[tuple[int, int], int] = {}
    for u, v, data in sorted(graph.edges(data=True), key=lambda e: (e[0], e[1], e[2]["ability"])):
        k = count.get((u, v), 0)
        count[(u, v)] = k + 1
        (x1, y1), (x2, y2) = pos[u], pos[v]
        attrs = f'class="edge" data-from="{u}" data-to="{v}"'
        if u == v:  # a move on oneself: a loop above the node
            lift = 30 + 12 * k
            path = (f"M{x1 - 6:.1f},{y1 - R:.1f} C{x1 - 26:.1f},{y1 - lift - 10:.1f} "
                    f"{x1 + 26:.1f},{y1 - lift - 10:.1f} {x1 + 6:.1f},{y1 - R - 1:.1f}")
            out.append(f'<g {attrs}><path d="{path}" fill="none" stroke="#555555" stroke-width="1.5" '
                       f'marker-end="url(#{uid})"/>'
                       + _label(x1, y1 - lift - 12, data["ability"], size=10) + "</g>")
            continue
        rad = 0.12 + 0.14 * k
        dx, dy = x2 - x1, y2 - y1
        cx, cy = (x1 + x2) / 2 + rad * dy, (y1 + y2) / 2 - rad * dx
        # Start and end on the nodes' rims, along the curve's tangents.
        sx, sy = _towards(x1, y1, cx, cy, R + 1)
        ex, ey = _towards(x2, y2, cx, cy, R + 2)
        mx, my = (x1 + x2) / 2 + 0.5 * rad * dy, (y1 + y2) / 2 - 0.5 * rad * dx
        out.append(f'<g {attrs}><path d="M{sx:.1f},{sy:.1f} Q{cx:.1f},{cy:.1f} {ex:.1f},{ey:.1f}" fill="none" '
                   f'stroke="#555555" stroke-width="1.5" marker-end="url(#{uid})"/>'
                   + _label(mx, my + 4, data["ability"], size=10) + "</g>")
    for seat in sorted(graph.nodes):
        data = graph.nodes[seat]
        x, y = pos[seat]
        state = data["state"]
        face = palette[data["side"]] if state != "out" else OUT_COLOUR
        parts = [f'<g class="node" data-seat="{seat}">',
                 f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R}" fill="{face}" '
                 f'stroke="{RED if state == "died" else "#333333"}" stroke-width="{3 if state == "died" else 1}"/>']
        if state == "died":
            d = 0.75 * R
            parts.append(f'<path d="M{x - d:.1f},{y - d:.1f} L{x + d:.1f},{y + d:.1f} M{x - d:.1f},{y + d:.1f} '
                         f'L{x + d:.1f},{y - d:.1f}" stroke="{RED}" stroke-width="3"/>')
        parts.append(_label(x + R + 6, y + 5, data["name"], size=13, anchor="start",
                            colour="#888888" if state == "out" else "#000000"))
        if data["solo"]:
            parts.append(_label(x + R + 6, y + 21, ", ".join(data["solo"]), size=10, anchor="start",
                                colour="#555555", extra=' font-style="italic"'))
        parts.append("</g>")
        out.append("".join(parts))
    # The legend.
    texts = story.texts
    ly = height - 16
    lx = width / 2 - 190
    for label, face, edge in ((texts.render("story.picture.alive"), "#ffffff", "#333333"),
                              (texts.render("story.picture.out"), OUT_COLOUR, "#333333"),
                              (texts.render("story.picture.died"), RED, RED)):
        out.append(f'<circle cx="{lx:.1f}" cy="{ly - 4:.1f}" r="6" fill="{face}" stroke="{edge}"/>'
                   f'<text x="{lx + 10:.1f}" y="{ly:.1f}" font-size="12" fill="#333333">{_x(label)}</text>')
        lx += 20 + _width(label, 12) + 24
    out.append("</svg>")
    return "".join(out)


def _towards(x: float, y: float, cx: float, cy: float, distance: float) -> tuple[float, float]:
    dx, dy = cx - x, cy - y
    length = math.hypot(dx, dy) or 1.0
    return x + dx / length * distance, y + dy / length * distance


def votes_svg(story: "Story", chapter: "Chapter") -> str:
    """The day's final votes as a bar chart: one bar per candidate (and «мир»), as long
    as its votes, the voters' names beside it; the executed (those who left) in red."""
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
    label_w = max([_width(story.name(s, chapter) if s is not None else t("story.page.peace"), 13)
                   for s in tally] + [80.0]) + 12
    bar_unit = 34.0
    voters_w = max([_width(", ".join(story.name(v, chapter) for v in vs), 11) for vs in tally.values()] + [100.0])
    width = MARGIN * 2 + label_w + most * bar_unit + 16 + voters_w
    row_h = 30.0
    height = MARGIN * 2 + max(1, len(order)) * row_h + 10
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="votes" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="{FONT}">',
           f'<rect width="{width:.0f}" height="{height:.0f}" fill="#ffffff"/>']
    if not order:
        out.append(f'<text x="{MARGIN}" y="{MARGIN + 16}" font-size="13" fill="#555555">'
                   f'{_x(t("story.no_votes"))}</text>')
    left = set(chapter.left)
    for i, (target, voters) in enumerate(order):
        y = MARGIN + i * row_h
        name = story.name(target, chapter) if target is not None else t("story.page.peace")
        fill = RED if target in left else (palette[story.cast[target].side] if target is not None else "#7f7f7f")
        seats = " ".join(str(s) for s in ([] if target is None else [target]) + voters)
        length = max(weight[target], 0.3) * bar_unit
        out.append(f'<g class="bar" data-seats="{seats}"'
                   + (f' data-to="{target}"' if target is not None else "") + ">"
                   + f'<text x="{MARGIN + label_w - 8:.1f}" y="{y + 18:.1f}" font-size="13" text-anchor="end" '
                     f'fill="#000000">{_x(name)}</text>'
                   + f'<rect x="{MARGIN + label_w:.1f}" y="{y + 4:.1f}" width="{length:.1f}" '
                     f'height="{row_h - 8:.1f}" fill="{fill}" rx="3"/>'
                   + f'<text x="{MARGIN + label_w + length - 6:.1f}" y="{y + 19:.1f}" '
                     f'font-size="12" text-anchor="end" fill="#ffffff">{weight[target]:g}</text>'
                   + f'<text x="{MARGIN + label_w + length + 8:.1f}" y="{y + 18:.1f}" '
                     f'font-size="11" fill="#333333">'
                   + _x(", ".join(story.name(v, chapter) for v in voters)) + "</text></g>")
    out.append("</svg>")
    return "".join(out)


@functools.cache
def _font_files() -> list[str]:
    """Fonts for the rasteriser: matplotlib's own DejaVu Sans (Cyrillic included; regular,
    bold, italic), so a picture looks the same on any machine, with system fonts or none.
    Three files, not the whole folder: loading fonts is most of a small picture's time."""
    import matplotlib

    folder = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    return [str(folder / f"DejaVuSans{style}.ttf") for style in ("", "-Bold", "-Oblique")]


def png(svg: str) -> bytes:
    """The SVG rasterised to PNG by resvg (a Rust renderer: no browser, no network)."""
    import resvg_py

    return bytes(resvg_py.svg_to_bytes(svg_string=svg, font_files=_font_files(), skip_system_fonts=True))


__all__ = ["night_svg", "png", "votes_svg"]
