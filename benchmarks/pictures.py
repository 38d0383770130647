"""How long the nights' pictures of a 16-player game take: the SVG drawing
rasterised by resvg (what Discord gets, ``Story.pictures``) against matplotlib
drawing the same graph (``core.story.picture.night_png``, the renderer before
issue 20), and the size of the game's replay page.

    python benchmarks/pictures.py [--variant hp] [--players 16] [--seeds 1 2 3] [--rounds 3]

Plays one random game per seed (not timed), then times drawing every night of
it, best of ``--rounds``. Prints milliseconds per night for each renderer. Not a
test; docs/performance.md keeps the figures.
"""

from __future__ import annotations

import argparse
import time

from core.registry import Engine
from core.simulate import move_rng, new_random_game, play
from core.story import tell_game
from core.story.page import render
from core.story.picture import night_png
from core.story.svg import night_svg, png


def best(rounds: int, work) -> float:
    fastest = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        work()
        fastest = min(fastest, time.perf_counter() - start)
    return fastest


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="hp")
    parser.add_argument("--edition", default=None)
    parser.add_argument("--players", type=int, default=16)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    engine = Engine()
    options = {"edition": args.edition} if args.edition else None
    for seed in args.seeds:
        game = new_random_game(engine, args.variant, args.players, seed, options=options)
        for _ in play(game, move_rng(seed), max_phases=60):
            pass
        story = tell_game(engine, game, seed)
        nights = story.nights()
        old = best(args.rounds, lambda: [night_png(story, c) for c in nights])
        new = best(args.rounds, lambda: [png(night_svg(story, c)) for c in nights])
        svg_only = best(args.rounds, lambda: [night_svg(story, c) for c in nights])
        page = render(story).encode("utf-8")
        sizes = [len(png(night_svg(story, c))) for c in nights]
        print(f"{args.variant} {args.players} players, seed {seed}: {len(nights)} nights; "
              f"matplotlib {old / len(nights) * 1000:.0f} ms/night, "
              f"SVG+resvg {new / len(nights) * 1000:.0f} ms/night (SVG alone {svg_only / len(nights) * 1000:.1f} ms); "
              f"PNG {sum(sizes) // len(sizes) // 1024} KiB/night; page {len(page) / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
