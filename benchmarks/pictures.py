"""How long the nights' pictures of a 16-player game take: the SVG drawing
rasterised by resvg (what Discord gets, ``Story.pictures``) against matplotlib
drawing the same graph (``core.story.picture.night_png``, the renderer before
issue 20), and the size of the game's replay page.

    python benchmarks/pictures.py [--variant hp] [--players 16] [--seeds 1 2 3] [--rounds 3]
    python benchmarks/pictures.py --pages     # the replay page's size over every variant and edition

Plays one random game per seed (not timed), then times drawing every night of
it, best of ``--rounds``. Prints milliseconds per night for each renderer. Not a
test; docs/performance.md keeps the figures.
"""

from __future__ import annotations

import argparse
import time

from core.registry import Engine
from tools.simulate import move_rng, new_random_game, play
from core.story import tell_game
from core.story.page import render
from core.story.picture import night_png
from core.story.svg import night_svg, png


def best(rounds: int, *works) -> list[tuple[float, float]]:
    """(wall, CPU) seconds of each work, best of ``rounds``; the works alternate within a
    round so that a shared machine's load falls on all of them alike. CPU time (the
    process's, threads included) is the figure that load disturbs least."""
    fastest = [(float("inf"), float("inf")) for _ in works]
    for _ in range(rounds):
        for i, work in enumerate(works):
            wall, cpu = time.perf_counter(), time.process_time()
            work()
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            fastest[i] = (min(fastest[i][0], wall), min(fastest[i][1], cpu))
    return fastest


#: (variant, edition, town sizes) for --pages: the largest towns each book allows.
PAGES = [("hp", None, (13, 17, 25)), ("romanian", None, (12, 20)), ("cards", None, (12,)),
         ("fantasy", "v0.1", (12,)), ("fantasy", "I", (12,)), ("fantasy", "II", (12, 17)), ("fantasy", "IV", (12, 17))]


def page_sizes(engine: Engine, seeds: int = 5) -> None:
    sizes = []
    for variant, edition, counts in PAGES:
        for players in counts:
            for seed in range(1, seeds + 1):
                options = {"edition": edition} if edition else None
                game = new_random_game(engine, variant, players, seed, options=options)
                for _ in play(game, move_rng(seed), max_phases=200):
                    pass
                size = len(tell_game(engine, game, seed).page().encode("utf-8"))
                what = f"{variant} {edition or ''} {players} players seed {seed}, {len(game.phases)} phases"
                sizes.append((size, what))
    sizes.sort()
    print(f"{len(sizes)} games: median {sizes[len(sizes) // 2][0] / 1024:.0f} KiB, "
          f"largest {sizes[-1][0] / 1024:.0f} KiB ({sizes[-1][1]})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="hp")
    parser.add_argument("--edition", default=None)
    parser.add_argument("--players", type=int, default=16)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pages", action="store_true", help="the replay page's size over every variant and edition")
    args = parser.parse_args()
    engine = Engine()
    if args.pages:
        page_sizes(engine)
        return
    options = {"edition": args.edition} if args.edition else None
    for seed in args.seeds:
        game = new_random_game(engine, args.variant, args.players, seed, options=options)
        for _ in play(game, move_rng(seed), max_phases=60):
            pass
        story = tell_game(engine, game, seed)
        nights = story.nights()
        old, new, svg_only = best(args.rounds, lambda: [night_png(story, c) for c in nights],
                                  lambda: [png(night_svg(story, c)) for c in nights],
                                  lambda: [night_svg(story, c) for c in nights])
        page = render(story).encode("utf-8")
        sizes = [len(png(night_svg(story, c))) for c in nights]

        def ms(pair: tuple[float, float]) -> str:
            return f"{pair[0] / len(nights) * 1000:.0f} ms wall / {pair[1] / len(nights) * 1000:.0f} ms CPU"

        print(f"{args.variant} {args.players} players, seed {seed}: {len(nights)} nights; per night: "
              f"matplotlib {ms(old)}; SVG+resvg {ms(new)} (the SVG alone {svg_only[1] / len(nights) * 1000:.1f} ms"
              f" CPU); PNG {sum(sizes) // len(sizes) // 1024} KiB; page {len(page) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
