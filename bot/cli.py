"""The ``mafia-bot`` command line: run the bot, run scenario files, simulate
games, list variants, benchmark."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from bot.texts import t


def _engine():
    from core.registry import Engine

    return Engine()


def cmd_variants(args: argparse.Namespace) -> int:
    engine = _engine()
    for variant in engine.variants:
        aliases = ", ".join(variant.aliases)
        for edition in variant.editions or (None,):
            book = engine.book(variant.id, edition)
            roles = len(book.roles.secret_roles()), len(book.roles.public_roles())
            name = variant.id if edition is None else f"{variant.id} --edition {edition}"
            print(f"{name}\t{variant.title}\t" + t("cli.variant", secret=roles[0], public=roles[1],
                                                   minimum=variant.min_players, aliases=aliases))
    return 0


def cmd_scenario_run(args: argparse.Namespace) -> int:
    from core.scenario import dump_states, run_files

    results, errors = run_files(_engine(), args.files)
    for error in errors:
        print(error, file=sys.stderr)
    if args.json:
        print(dump_states(results))
    failed = 0
    for result in results:
        for line in result.failures:
            # With --json the standard output is the JSON alone (the failures are in it too).
            print(line, file=sys.stderr if args.json else sys.stdout)
        failed += not result.ok
    if not args.json:
        print(t("cli.summary", passed=len(results) - failed, failed=failed + len(errors)), file=sys.stderr)
    if errors:
        return 2
    return 1 if failed else 0


def _unknown_variant(engine, name: str) -> str:
    installed = ", ".join(v.id for v in engine.variants)
    return t("setup.unknown_variant", variant=name, installed=installed)


def _book(engine, args: argparse.Namespace, *, default_players: int):
    """The variant, its options and its book's texts, and the town size (``--players``, else
    ``default_players`` brought within the variant's range) — or the one Russian line saying
    why not: an unknown variant or edition, a town the book does not allow."""
    from core.rules import RuleError

    try:
        variant = engine.variant(args.variant)
    except KeyError:
        return _unknown_variant(engine, args.variant)
    options = {"edition": args.edition} if args.edition else {}
    try:
        edition = variant.edition_of(options)
    except ValueError:
        return t("cli.bad_edition", variant=variant.id, editions=", ".join(variant.editions) or "—")
    texts = engine.book(variant.id, edition).texts()
    least, most = variant.min_players, variant.max_players
    players = args.players
    if players is None:
        players = max(least, min(default_players, most))
    if not least <= players <= most:
        if least == most:
            key = "setup.players_exactly"
        elif players < least:
            key = "setup.too_few_players"
        else:
            key = "setup.players_range"
        return texts.render(key, {"min": least, "max": most, "players": players})
    try:  # the book's own mix for this size (a variant may forbid more than the range)
        engine.make_variant(variant.id, options).role_mix(players)
    except RuleError as error:
        return texts.rejection(error.rejection)
    return variant, options, texts, players


def cmd_simulate(args: argparse.Namespace) -> int:
    from core.rules import RuleError
    from core.simulate import move_rng, new_random_game, play

    engine = _engine()
    found = _book(engine, args, default_players=17)  # the default town: 17, within the range
    if isinstance(found, str):
        print(found, file=sys.stderr)
        return 2
    variant, options, texts, args.players = found
    try:
        game = new_random_game(engine, variant.id, args.players, args.seed, options=options)
    except RuleError as error:
        print(texts.rejection(error.rejection), file=sys.stderr)
        return 2
    for report in play(game, move_rng(args.seed)):
        phase = texts.render(f"phase.{report.phase.kind}", {"number": report.phase.number})
        print(t("cli.phase", phase=phase))
        for event in report.public:
            print(texts.event(event))
        if args.private:
            for event in report.events:
                if event.to is not None:
                    names = ", ".join(game.players[s].name for s in event.to)
                    print(t("cli.private", seats=names, text=texts.event(event)))
    # The engine's own closing post names the winner; only an unfinished game needs a line.
    if not game.over:
        print(t("cli.winner", winner=t("cli.no_winner")))
    return 0


def cmd_balance(args: argparse.Namespace) -> int:
    """Many games by heuristic players on every core: each side's win rate (95% interval)."""
    from plugins.cards.balance import report_lines, run

    engine = _engine()
    found = _book(engine, args, default_players=0)  # the default town: the book's smallest
    if isinstance(found, str):
        print(found, file=sys.stderr)
        return 2
    if args.games < 1:
        print(t("cli.balance.no_games", games=args.games), file=sys.stderr)
        return 2
    variant, options, texts, players = found
    done = 0

    def progress(count: int) -> None:  # a one-line bar on stderr: no dependency for 8 lines
        nonlocal done
        done += count
        filled = 30 * done // args.games
        print(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{args.games}", end="", file=sys.stderr, flush=True)

    result = run(variant.id, args.games, players=players, seed=args.seed, workers=args.workers, progress=progress,
                 options=options or None)
    print(file=sys.stderr)
    sides = list(engine.book(variant.id, variant.edition_of(options)).roles.factions)
    title = t("cli.balance.title", variant=variant.id, games=args.games, players=players)
    if options:
        title = t("cli.balance.title_edition", variant=variant.id, edition=options["edition"], games=args.games,
                  players=players)
    print(title)
    for key, params in report_lines(result, sides):
        print(t(key, **params))
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from bot.runner import main as run_bot

    return run_bot(args.config, shard_ids=args.shard_ids, shard_count=args.shard_count)


def cmd_bench(args: argparse.Namespace) -> int:
    from core.bench import main as bench

    return bench(args)


# --- mafia-bot report GAME_ID: the story of a stored game (core/story) ----------------


def _story_text(key: str, **params) -> str:
    from core.texts import Texts, load_catalog

    texts = Texts()
    texts.add(load_catalog("core.story"))
    return texts.render(f"story.cli.{key}", params)


def cmd_report(args: argparse.Namespace) -> int:
    import asyncio
    from pathlib import Path

    from core.story.report import load_story, write

    url = args.database
    if url is None:
        from bot.config import load

        url = load(None).database  # MAFIA_DATABASE, else the default file
    try:
        story = asyncio.run(load_story(_engine(), url, args.game))
    except KeyError:
        print(_story_text("no_game", game=args.game, database=url), file=sys.stderr)
        return 1
    except Exception as error:  # a bad URL, a server that does not answer: say so, no trace
        print(_story_text("bad_database", database=url, error=error), file=sys.stderr)
        return 2
    if args.html is not None:  # the replay page (and the folder only if --out is named too)
        from core.story.report import write_page

        size = write_page(story, Path(args.html))
        print(_story_text("page_written", game=args.game, file=args.html, size=round(size / 1024)))
        if args.out is None:
            return 0
    written = write(story, Path(args.out or f"report-{args.game}"))
    print(_story_text("written", game=args.game, text=written.text.name, pictures=len(written.pictures),
                      out=written.text.parent))
    return 0


def _add_report(sub) -> None:
    report = sub.add_parser("report", help=_story_text("help"))
    report.add_argument("game", type=int, metavar="GAME_ID")
    report.add_argument("--database", metavar="URL", default=None, help=_story_text("help_database"))
    report.add_argument("--out", metavar="DIR", default=None, help=_story_text("help_out"))
    report.add_argument("--html", metavar="FILE", default=None, help=_story_text("help_html"))
    report.set_defaults(func=cmd_report)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mafia-bot", description=t("cli.description"))
    sub = p.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help=t("cli.help.run"))
    run.add_argument("--config", default=None, help=t("cli.help.config"))
    run.add_argument("--shard-ids", default=None, help=t("cli.help.shard_ids"))
    run.add_argument("--shard-count", type=int, default=None, help=t("cli.help.shard_count"))
    run.set_defaults(func=cmd_run)

    scenario = sub.add_parser("scenario", help=t("cli.help.scenario"))
    scenario_sub = scenario.add_subparsers(dest="scenario_command", required=True)
    scenario_run = scenario_sub.add_parser("run", help=t("cli.help.scenario_run"))
    scenario_run.add_argument("files", nargs="+")
    scenario_run.add_argument("--json", action="store_true", help=t("cli.help.json"))
    scenario_run.set_defaults(func=cmd_scenario_run)

    sim = sub.add_parser("simulate", help=t("cli.help.simulate"))
    sim.add_argument("--variant", default="hp")
    sim.add_argument("--players", type=int, default=None)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--edition", default=None, help=t("cli.help.edition"))
    sim.add_argument("--private", action="store_true", help=t("cli.help.private"))
    sim.set_defaults(func=cmd_simulate)

    balance = sub.add_parser("balance", help=t("cli.help.balance"))
    balance.add_argument("--variant", default="cards")
    balance.add_argument("--games", type=int, default=1000)
    balance.add_argument("--players", type=int, default=None)
    balance.add_argument("--seed", type=int, default=0)
    balance.add_argument("--edition", default=None, help=t("cli.help.edition"))
    balance.add_argument("--workers", type=int, default=None, help=t("cli.help.workers"))
    balance.set_defaults(func=cmd_balance)

    variants = sub.add_parser("variants", help=t("cli.help.variants"))
    variants.set_defaults(func=cmd_variants)

    bench = sub.add_parser("bench", help=t("cli.help.bench"))
    bench.add_argument("--quick", action="store_true", help=t("cli.help.quick"))
    bench.add_argument("--write", metavar="FILE", help=t("cli.help.write"))
    bench.set_defaults(func=cmd_bench)

    _add_report(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.func(args)
    except BrokenPipeError:
        # The reader went away (``mafia-bot simulate | head``): stop quietly, as Unix tools do.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except OSError:
            pass
        return 0


if __name__ == "__main__":
    sys.exit(main())
