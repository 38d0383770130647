"""A picture of one night: players as nodes grouped by side (one column a side),
an arrow from each actor to each target labelled with the ability, the players
who left the game that night crossed out in red, those out before greyed.

The graph is a :class:`networkx.MultiDiGraph` (:func:`night_graph`), drawn with
matplotlib's Agg backend (no display needed) into PNG bytes (:func:`night_png`).
Names are drawn with ``parse_math=False``: a name typed as ``$x^2$`` stays as typed.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import matplotlib

matplotlib.use("Agg")  # before pyplot: draw into memory, never to a screen

import matplotlib.pyplot as plt  # noqa: E402
import networkx as nx  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402

from core.story.palette import OUT  # noqa: E402

if TYPE_CHECKING:
    from core.story import Chapter, Story

DX, DY = 5.0, 1.6  # the distance between columns (sides) and rows (players)
ZIGZAG = 1.0
OUT_COLOUR = OUT


def sides_in_order(story: "Story") -> list[str]:
    """The sides in the order their first member sits (never a set's order)."""
    return list(dict.fromkeys(c.side for c in story.cast))


def night_graph(story: "Story", chapter: "Chapter") -> nx.MultiDiGraph:
    """Who did what to whom that phase. Nodes: every seat (``name``, ``side``,
    ``state`` one of "in", "out", "died"); edges: actor -> target, one per target of
    each move, ``ability`` the move's name (a move on oneself is a loop). A move
    without targets is no arrow: it is listed in the actor's node, ``solo``."""
    graph = nx.MultiDiGraph(phase=story.phase_name(chapter.phase))
    present = set(chapter.present)
    left = set(chapter.left)
    for c in story.cast:
        state = "died" if c.seat in left else "in" if c.seat in present else "out"
        graph.add_node(c.seat, name=c.name, side=c.side, state=state, solo=[])
    for move in chapter.moves:
        action = move.action
        ability = action.ability if action.via is None else f"{action.ability} ({action.via})"
        if not action.targets:
            graph.nodes[action.actor]["solo"].append(ability)
        for target in action.targets:
            graph.add_edge(action.actor, target, ability=ability)
    return graph


def layout(story: "Story", graph: nx.MultiDiGraph) -> dict[int, tuple[float, float]]:
    """One column a side, its members top to bottom in seat order, every other one a
    little to the right (so that an arrow between two members of a side passes by
    the ones between them rather than through them)."""
    columns = {side: i for i, side in enumerate(sides_in_order(story))}
    rows: dict[str, int] = {}
    pos: dict[int, tuple[float, float]] = {}
    for seat in sorted(graph.nodes):
        side = graph.nodes[seat]["side"]
        row = rows.get(side, 0)
        rows[side] = row + 1
        pos[seat] = (columns[side] * DX + (ZIGZAG if row % 2 else 0.0), -row * DY)
    return pos


def night_png(story: "Story", chapter: "Chapter", *, dpi: int = 100) -> bytes:
    """The picture of that phase as PNG bytes."""
    graph = night_graph(story, chapter)
    pos = layout(story, graph)
    sides = sides_in_order(story)
    colours = story.colours  # the one palette (core/story/palette.py)
    rows = max((sum(1 for c in story.cast if c.side == s) for s in sides), default=1)
    width = max(6.0, 3.6 * len(sides) + 1.5)
    height = max(4.0, 1.1 * rows + 2.0)
    fig, ax = plt.subplots(figsize=(width, height), dpi=dpi)
    try:
        ax.set_title(graph.graph["phase"], fontsize=14)
        nodes = sorted(graph.nodes)
        face = [colours[graph.nodes[n]["side"]] if graph.nodes[n]["state"] != "out" else OUT_COLOUR for n in nodes]
        nx.draw_networkx_nodes(graph, pos, nodelist=nodes, node_color=face, node_size=500, ax=ax,
                               edgecolors=["#d62728" if graph.nodes[n]["state"] == "died" else "#333333"
                                           for n in nodes],
                               linewidths=[3.0 if graph.nodes[n]["state"] == "died" else 1.0 for n in nodes])
        for n in nodes:
            x, y = pos[n]
            data = graph.nodes[n]
            # Names above the arrows' labels: who is who must stay readable.
            ax.text(x + 0.28, y, data["name"], fontsize=9, va="center", ha="left", parse_math=False, zorder=7,
                    color="#888888" if data["state"] == "out" else "#000000",
                    bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none", "alpha": 0.85})
            if data["solo"]:
                ax.text(x + 0.28, y - 0.32, ", ".join(data["solo"]), fontsize=6.5, va="center", ha="left",
                        parse_math=False, color="#555555", style="italic", zorder=6)
            if data["state"] == "died":
                ax.plot([x - 0.18, x + 0.18], [y - 0.18, y + 0.18], color="#d62728", linewidth=2.5, zorder=5)
                ax.plot([x - 0.18, x + 0.18], [y + 0.18, y - 0.18], color="#d62728", linewidth=2.5, zorder=5)
        # Several arrows between the same two players bend apart; each gets its label.
        count: dict[tuple[int, int], int] = {}
        for u, v, data in sorted(graph.edges(data=True), key=lambda e: (e[0], e[1], e[2]["ability"])):
            k = count.get((u, v), 0)
            count[(u, v)] = k + 1
            (x1, y1), (x2, y2) = pos[u], pos[v]
            if u == v:
                nx.draw_networkx_edges(graph, pos, edgelist=[(u, v)], ax=ax, arrows=True, node_size=500,
                                       edge_color="#555555", arrowstyle="-|>")
                ax.text(x1, y1 + 0.42 + 0.22 * k, data["ability"], fontsize=7, ha="center", va="bottom",
                        parse_math=False, color="#333333",
                        bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.8})
                continue
            rad = 0.12 + 0.14 * k
            nx.draw_networkx_edges(graph, pos, edgelist=[(u, v)], ax=ax, arrows=True, node_size=500,
                                   edge_color="#555555", arrowstyle="-|>", arrowsize=14,
                                   connectionstyle=f"arc3,rad={rad}")
            # The middle of the arc3 curve (a quadratic Bézier; equal axes keep it in place).
            dx, dy = x2 - x1, y2 - y1
            mx, my = (x1 + x2) / 2 + 0.5 * rad * dy, (y1 + y2) / 2 - 0.5 * rad * dx
            ax.text(mx, my, data["ability"], fontsize=7, ha="center", va="center", parse_math=False,
                    color="#333333", bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.8})
        for side, column in ((s, i) for i, s in enumerate(sides)):
            ax.text(column * DX + ZIGZAG / 2, 0.75, side, fontsize=11, ha="center", va="bottom", parse_math=False,
                    color=colours[side], fontweight="bold")
        texts = story.texts
        legend = [Line2D([0], [0], marker="o", linestyle="", markerfacecolor="#ffffff", markeredgecolor="#333333",
                         markersize=9, label=texts.render("story.picture.alive")),
                  Line2D([0], [0], marker="o", linestyle="", markerfacecolor=OUT_COLOUR, markeredgecolor="#333333",
                         markersize=9, label=texts.render("story.picture.out")),
                  Line2D([0], [0], marker="X", linestyle="", markerfacecolor="#d62728", markeredgecolor="#d62728",
                         markersize=9, label=texts.render("story.picture.died"))]
        ax.legend(handles=legend, loc="lower center", bbox_to_anchor=(0.5, -0.12), ncol=3, frameon=False,
                  fontsize=8)
        xs = [p[0] for p in pos.values()] or [0.0]
        ys = [p[1] for p in pos.values()] or [0.0]
        ax.set_xlim(min(xs) - 1.5, max(xs) + 3.5)
        ax.set_ylim(min(ys) - 1.0, max(ys) + 1.4)
        ax.set_aspect("equal", adjustable="box")
        ax.axis("off")
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", bbox_inches="tight")
        return buffer.getvalue()
    finally:
        plt.close(fig)
