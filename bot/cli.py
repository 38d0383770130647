"""The ``mafia-bot`` command line: run the bot, run scenario files, simulate
games, list variants, benchmark.

It starts quickly: this module imports only the standard library at load time, each command
imports what it needs when it runs, and only ``run`` imports discord.py (issue 28, item 3;
``tests/bot/test_command_line_imports.py``). ``mafia-bot --version`` is answered before any
catalog is read."""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    from bot.cliparse import Parser


def t(key: str, **params: Any) -> str:
    """A message of the bot's catalog (read on first use: ``--version`` never reads it)."""
    from bot.texts import t as render

    return render(key, **params)


class CliError(Exception):
    """A wrong argument, variable or setting: one line for the user, exit code 2."""


def _engine():
    from core.registry import Engine

    return Engine()


def variants_in_order(engine) -> list:
    """The installed variants by id (cards, fantasy, hp, romanian): the order README lists them in,
    whatever order the plugins were found in."""
    return sorted(engine.variants, key=lambda variant: variant.id)


def cmd_variants(args: argparse.Namespace) -> int:
    engine = _engine()
    for variant in variants_in_order(engine):
        aliases = ", ".join(variant.aliases)
        for edition in variant.editions or (None,):
            book = engine.book(variant.id, edition)
            roles = len(book.roles.secret_roles()), len(book.roles.public_roles())
            name = variant.id if edition is None else f"{variant.id} --edition {edition}"
            default = "yes" if edition is not None and edition == variant.edition_of({}) else "no"
            print(f"{name}\t{book.title()}\t" + t("cli.variant", secret=roles[0], public=roles[1],
                                                   minimum=variant.min_players, aliases=aliases, default=default))
    return 0


def scenario_paths(names: list[str]) -> list[str]:
    """The files named, a folder standing for every scenario file under it (``tests/scenarios``:
    all of the project's, in one process)."""
    from pathlib import Path

    paths: list[str] = []
    for name in names:
        folder = Path(name)
        if folder.is_dir():
            found = sorted(str(path) for path in folder.rglob("*.yaml"))
            if not found:
                raise CliError(t("cli.scenario.empty_folder", folder=name))
            paths += found
        else:
            paths.append(name)
    return paths


def cmd_scenario_run(args: argparse.Namespace) -> int:
    import time

    from core.progress import bar
    from tools.scenario import dump_states, run_files

    started = time.perf_counter()
    paths = scenario_paths(args.files)
    engine = _engine()
    results, errors = [], []
    with bar(total=len(paths), desc=t("cli.progress.scenarios"), show=len(paths) > 1) as progress:
        for path in paths:
            done, failed_to_load = run_files(engine, [path])
            results += done
            errors += failed_to_load
            progress.update()
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
        print(t("cli.summary", passed=len(results) - failed, failed=failed + len(errors),
                seconds=round(time.perf_counter() - started, 1)), file=sys.stderr)
    if errors:
        return 2
    return 1 if failed else 0


def _unknown_variant(engine, name: str) -> str:
    installed = ", ".join(v.id for v in variants_in_order(engine))
    return t("setup.unknown_variant", variant=name, installed=installed)


def edition_titled(engine, variant, name: str) -> str | None:
    """The edition whose book bears ``name`` as its own title, if the name is one: «Резня в городе N»
    is v0.1's title (Фэнтези v0.1 «Резня в городе N»), «Резня» is I's, «Сатисфакция» II's. A name
    that is the variant's (``fantasy``, «Фэнтези») names no edition: the default one is played."""
    import re

    from core.names import fold

    for edition in variant.editions:
        titled = re.findall(r"«([^«»]+)»", engine.book(variant.id, edition).title())
        if titled and fold(titled[-1]) == fold(name):
            return edition
    return None


def _book(engine, args: argparse.Namespace, *, default_players: int):
    """The variant, its options and its book's texts, and the town size (``--players``, else
    ``default_players`` brought within the variant's range) — or the one Russian line saying
    why not: an unknown variant or edition, a town the book does not allow."""
    from core.rules import RuleError

    try:
        variant = engine.variant(args.variant)
    except KeyError:
        return _unknown_variant(engine, args.variant)
    if args.edition and not variant.editions:
        return t("cli.no_editions", variant=variant.id)
    if not args.edition and variant.editions:
        args.edition = edition_titled(engine, variant, args.variant)
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
    if not least <= players <= most:  # the variant named, and the flag that asked (not a lobby's sign-ups)
        key = "exactly" if least == most else "too_few" if players < least else "range"
        name = variant.id if edition is None else f"{variant.id} {edition}"
        return t(f"cli.players.{key}", variant=name, min=least, max=most, players=players)
    try:  # the book's own mix for this size (a variant may forbid more than the range)
        engine.make_variant(variant.id, options).role_mix(players)
    except RuleError as error:
        return texts.rejection(error.rejection)
    return variant, options, texts, players


def cmd_simulate(args: argparse.Namespace) -> int:
    from core.rules import RuleError
    from tools.simulate import move_rng, new_random_game, play

    engine = _engine()
    found = _book(engine, args, default_players=17)  # the default town: 17, within the range
    if isinstance(found, str):
        print(found, file=sys.stderr)
        return 2
    variant, options, texts, args.players = found
    url = database_url(args) if args.database is not None else None  # a bad URL is refused before the game
    try:
        game = new_random_game(engine, variant.id, args.players, args.seed, options=options)
    except RuleError as error:
        print(texts.rejection(error.rejection), file=sys.stderr)
        return 2
    for report in play(game, move_rng(args.seed)):
        phase = texts.render(f"phase.{report.phase.kind}", {"number": report.phase.number})
        print(t("cli.phase", phase=phase))
        for line in texts.grouped(report.public):
            print(line)
        if args.private:
            for event in report.events:
                if event.to is not None:
                    names = ", ".join(game.players[s].name for s in event.to)
                    print(t("cli.private", seats=names, text=texts.event(event)))
    # The game ends with the master's closing post, the bot's own (core.final).
    from core.final import final_post

    print()
    print("\n".join(final_post(game)))
    if url is not None:
        import asyncio

        try:
            game_id = asyncio.run(store_game(game, url))
        except Exception as error:  # noqa: BLE001 - a bad URL, a server that does not answer: one line
            return database_failed(url, error)
        import shlex

        from core.masking import masked

        flag = "" if args.database == "" else f" --database {shlex.quote(masked(url))}"
        print(t("cli.stored", game=game_id, database=masked(url), flag=flag))
    return 0


async def store_game(game, url: str) -> int:
    """Keep a simulated game as the bot keeps one: its record and every command, numbered,
    and its results in the statistics when it has a winner. Returns its number."""
    from core.store import open_store
    from core.store.base import GameRecord
    from core.results import game_results
    from core.store import open_stats

    store = await open_store(url)
    try:
        record = GameRecord(variant=game.variant.id, seed=game.seed,
                            setups=[setup.to_json() for setup in game.setups],
                            options=dict(game.variant.options), locale=game.locale,
                            status="over" if game.over else "running", meta={"simulated": True})
        game_id = await store.create(record)
        for seq, command in enumerate(game.commands):
            await store.append(game_id, seq, command.to_json())
    finally:
        await store.close()
    if game.over and game.winner is not None:
        stats = await open_stats(url)
        try:
            users = [-(seat + 1) for seat in range(len(game.players))]  # no Discord users: one per seat
            await stats.record(game_results(game, server=0, game_id=game_id, users=users))
        finally:
            await stats.close()
    return game_id


def database_url(args: argparse.Namespace) -> str:
    """``--database URL`` (checked like the setting), else MAFIA_DATABASE, config.toml, the default."""
    from bot.config import ConfigError, load

    try:
        if args.database:
            return load(None, environ={}, cwd=os.devnull, flags={"database": ("--database", args.database)}).database
        return load(None).database
    except ConfigError as error:
        raise CliError(str(error)) from None


def cmd_balance(args: argparse.Namespace) -> int:
    """Many games by heuristic players on every core: each side's win rate (95% interval)."""
    from tools.balance import declared_sides, report_lines, run

    engine = _engine()
    found = _book(engine, args, default_players=0)  # the default town: the book's smallest
    if isinstance(found, str):
        print(found, file=sys.stderr)
        return 2
    if args.games < 1:
        print(t("cli.balance.no_games", games=args.games), file=sys.stderr)
        return 2
    variant, options, texts, players = found
    from core.progress import bar

    with bar(total=args.games, desc=t("cli.progress.balance")) as progress:
        result = run(variant.id, args.games, players=players, seed=args.seed, workers=args.workers,
                     progress=progress.update, options=options or None)
    roles = engine.book(variant.id, variant.edition_of(options)).roles
    title = t("cli.balance.title", variant=variant.id, games=args.games, players=players)
    if variant.editions:  # the edition played, the default one too
        title = t("cli.balance.title_edition", variant=variant.id, edition=variant.edition_of(options),
                  games=args.games, players=players)
    print(title)
    for key, params in report_lines(result, declared_sides(roles)):
        print(t(key, **params))
    return 0


def database_failed(url: str, error: BaseException) -> int:
    """A database that cannot be opened: one line, its reason in Russian and no password; exit code
    75 when it may answer later (no network, the server starting), 2 for a wrong address or login."""
    from bot.faults import SETTING, TRANSIENT, masked, reason, transient

    print(t("cli.bad_database", database=masked(url), error=reason(error)), file=sys.stderr)
    return TRANSIENT if transient(error) else SETTING


def foreign_database(url: str) -> int:
    from bot.faults import SETTING, masked

    print(t("cli.foreign_database", database=masked(url)), file=sys.stderr)
    return SETTING


def cmd_games(args: argparse.Namespace) -> int:
    """The stored games: number, server, variant, players, started, state. Only reads: it makes no
    file, table or migration; a missing or empty database has no games, a foreign one is said."""
    import asyncio

    from core.masking import masked
    from core.store import NotAGameDatabase, open_store

    url = database_url(args)

    async def listed():
        store = await open_store(url, create=False)
        try:
            return await store.games()
        finally:
            await store.close()

    try:
        games = asyncio.run(listed())
    except NotAGameDatabase as error:
        if error.kind == "foreign":
            return foreign_database(url)
        print(t("cli.games.empty", database=masked(url), kind=error.kind))
        return 0
    except Exception as error:  # noqa: BLE001 - a bad URL, a server that does not answer: one line
        return database_failed(url, error)
    chosen = [g for g in games if (args.server is None or g.server == args.server)
              and (not args.running or g.status == "running") and (not args.finished or g.status == "over")]
    if not chosen:
        filtered = args.server is not None or args.running or args.finished
        print(t("cli.games.none", database=masked(url), filtered="yes" if filtered else "no"))
        return 0
    rows = [t("cli.games.header").split("\t")]
    for game in chosen:
        variant = game.variant + (f" {game.options['edition']}" if game.options.get("edition") else "")
        started = game.started.astimezone().strftime("%Y-%m-%d %H:%M") if game.started else \
            t("cli.games.unknown_time")
        server = str(game.server) if game.server is not None else t("cli.games.simulated")
        state = t("cli.games.running") if game.status == "running" else t("cli.games.over")
        rows.append([str(game.id), server, variant, str(game.players), started, state])
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:  # aligned columns; the number and the player count to the right
        cells = [cell.rjust(w) if i in (0, 3) and row is not rows[0] else cell.ljust(w)
                 for i, (cell, w) in enumerate(zip(row, widths))]
        print("  ".join(cells).rstrip())
    print(t("cli.games.total", count=len(chosen)))
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from bot.runner import main as run_bot

    return run_bot(args.config, shard_ids=args.shard_ids, shard_count=args.shard_count, log_level=args.log_level)


def cmd_bench(args: argparse.Namespace) -> int:
    from tools.bench import main as bench

    try:
        return bench(args)
    except OSError as error:  # --write FILE that cannot be written: said before the measuring
        return write_failed(args.write, error)


# --- mafia-bot report GAME_ID: the story of a stored game (core/story) ----------------


def write_failed(path: object, error: OSError) -> int:
    """A file or folder the command cannot write: one line naming it and why, exit code 2."""
    from bot.faults import SETTING, reason

    # mkdir(exist_ok=True) over a file says «exists»: what is wrong is that a file stands in the path.
    why = t("fault.not_a_folder") if isinstance(error, FileExistsError) else reason(error)
    print(t("cli.write_failed", path=str(path), error=why), file=sys.stderr)
    return SETTING


def cmd_report(args: argparse.Namespace) -> int:
    import asyncio
    from pathlib import Path

    from bot.faults import SETTING
    from core.masking import masked
    from core.store import NotAGameDatabase
    from core.story.files import load_story, write

    if (args.game is None) == (not args.all):  # one game, or --all
        raise CliError(t("cli.report.game_or_all"))
    if args.all and args.html is None:
        raise CliError(t("cli.report.all_needs_html"))
    url = database_url(args)  # --database, else MAFIA_DATABASE, config.toml, the default file
    if args.all:  # a server's archive: every finished game's page and an index
        return _report_all(args, url)
    out = Path(args.out or f"report-{args.game}")
    if args.html is not None and Path(args.html).is_dir():  # said before the story is read, not after
        print(t("cli.report.html_is_folder", file=args.html, game=args.game), file=sys.stderr)
        return SETTING
    if (args.html is None or args.out is not None) and out.exists() and not out.is_dir():
        print(t("cli.report.out_is_file", folder=str(out)), file=sys.stderr)
        return SETTING
    try:
        story = asyncio.run(load_story(_engine(), url, args.game))
    except NotAGameDatabase as error:  # it only reads: a missing or empty database has no game
        if error.kind == "foreign":
            return foreign_database(url)
        print(t("cli.report.no_game_here", game=args.game, database=masked(url), kind=error.kind), file=sys.stderr)
        return 1
    except KeyError:
        print(t("cli.report.no_game", game=args.game, database=masked(url)), file=sys.stderr)
        return 1
    except Exception as error:  # noqa: BLE001 - a bad URL, a server that does not answer: one line
        return database_failed(url, error)
    if args.html is not None:  # the replay page (and the folder only if --out is named too)
        from core.story.files import write_page

        try:
            size = write_page(story, Path(args.html))
        except OSError as error:
            return write_failed(args.html, error)
        print(t("cli.report.page_written", game=args.game, file=args.html, size=round(size / 1024)))
        if args.out is None:
            return 0
    from core.progress import bar

    def progress(pictures, total):
        return bar(pictures, total=total, desc=t("cli.progress.report"))

    try:
        written = write(story, out, progress=progress)
    except OSError as error:
        return write_failed(error.filename or out, error)
    print(t("cli.report.written", game=args.game, text=written.text.name, pictures=len(written.pictures),
            out=written.text.parent))
    return 0


def _report_all(args: argparse.Namespace, url: str) -> int:
    import asyncio
    from pathlib import Path

    from core.store import NotAGameDatabase
    from core.story.files import load_finished, write_archive

    folder = Path(args.html)
    if folder.exists() and not folder.is_dir():
        print(t("cli.report.all_into_file", folder=args.html), file=sys.stderr)
        return 2
    try:
        games, running = asyncio.run(load_finished(_engine(), url, args.server))
    except NotAGameDatabase:  # another program's database (a missing or empty one has no games)
        return foreign_database(url)
    except Exception as error:  # noqa: BLE001 - a bad URL, a server that does not answer: one line
        return database_failed(url, error)
    try:
        archive = write_archive(games, folder, running)
    except OSError as error:
        return write_failed(error.filename or folder, error)
    print(t("cli.report.archive_written", count=len(archive.pages), folder=args.html, index=archive.index.name,
            running=running))
    return 0


def _add_report(sub) -> None:
    from bot.cliparse import whole

    report = sub.add_parser("report", help=t("cli.report.help"), description=t("cli.report.help"))
    report.add_argument("game", type=whole(1), nargs="?", default=None, metavar="GAME_ID",
                        help=t("cli.help.game_id"))
    report.add_argument("--all", action="store_true", help=t("cli.report.help_all"))
    report.add_argument("--server", type=whole(1), default=None, metavar="ID", help=t("cli.report.help_server"))
    report.add_argument("--database", metavar="URL", default=None, help=t("cli.report.help_database"))
    report.add_argument("--out", metavar="DIR", default=None, help=t("cli.report.help_out"))
    report.add_argument("--html", metavar="FILE", default=None, help=t("cli.report.help_html"))
    report.set_defaults(func=cmd_report)


def version_line() -> str:
    from bot import __version__

    return f"mafia-bot {__version__}"  # the program's name and its number: no words to translate


def parser() -> argparse.ArgumentParser:
    from bot.cliparse import Parser, whole

    p = Parser(prog="mafia-bot", description=t("cli.description"))
    p.add_argument("--version", action="version", version=version_line(), help=t("argparse.version"))
    sub = p.add_subparsers(dest="command", required=True, metavar="КОМАНДА")

    def command(name: str, help: str, **kwargs) -> Parser:
        return sub.add_parser(name, help=help, description=kwargs.pop("description", help), **kwargs)

    from bot.config import LOG_LEVELS

    run = command("run", t("cli.help.run"), epilog=t("cli.help.run_epilog"))
    run.add_argument("--config", metavar="FILE", default=None, help=t("cli.help.config"))
    run.add_argument("--shard-ids", metavar="0,1", default=None, help=t("cli.help.shard_ids"))
    run.add_argument("--shard-count", metavar="N", type=whole(1), default=None, help=t("cli.help.shard_count"))
    run.add_argument("--log-level", metavar="LEVEL", type=str.upper, choices=LOG_LEVELS, default=None,
                     help=t("cli.help.log_level"))
    run.set_defaults(func=cmd_run)

    scenario = command("scenario", t("cli.help.scenario"))
    scenario_sub = scenario.add_subparsers(dest="scenario_command", required=True, metavar="КОМАНДА")
    scenario_run = scenario_sub.add_parser("run", help=t("cli.help.scenario_run"),
                                           description=t("cli.help.scenario_run"))
    scenario_run.add_argument("files", nargs="+", metavar="FILE", help=t("cli.help.files"))
    scenario_run.add_argument("--json", action="store_true", help=t("cli.help.json"))
    scenario_run.set_defaults(func=cmd_scenario_run)

    sim = command("simulate", t("cli.help.simulate"))
    sim.add_argument("--variant", default="hp", help=t("cli.help.variant"))
    sim.add_argument("--edition", default=None, help=t("cli.help.edition"))
    sim.add_argument("--players", type=whole(1), default=None, help=t("cli.help.players"))
    sim.add_argument("--seed", type=whole(), default=1, help=t("cli.help.seed"))
    sim.add_argument("--private", action="store_true", help=t("cli.help.private"))
    sim.add_argument("--database", metavar="URL", nargs="?", const="", default=None,
                     help=t("cli.help.simulate_database"))
    sim.set_defaults(func=cmd_simulate)

    balance = command("balance", t("cli.help.balance"))
    balance.add_argument("--variant", default="cards", help=t("cli.help.variant"))
    balance.add_argument("--edition", default=None, help=t("cli.help.edition"))
    balance.add_argument("--games", type=whole(), default=1000, help=t("cli.help.games"))
    balance.add_argument("--players", type=whole(1), default=None, help=t("cli.help.players_balance"))
    balance.add_argument("--seed", type=whole(), default=0, help=t("cli.help.seed_balance"))
    balance.add_argument("--workers", type=whole(1), default=None, help=t("cli.help.workers"))
    balance.set_defaults(func=cmd_balance)

    variants = command("variants", t("cli.help.variants"))
    variants.set_defaults(func=cmd_variants)

    games = command("games", t("cli.help.games_command"))
    games.add_argument("--database", metavar="URL", default=None, help=t("cli.help.database"))
    games.add_argument("--server", metavar="ID", type=whole(1), default=None, help=t("cli.help.server"))
    state = games.add_mutually_exclusive_group()
    state.add_argument("--running", action="store_true", help=t("cli.help.running"))
    state.add_argument("--finished", action="store_true", help=t("cli.help.finished"))
    games.set_defaults(func=cmd_games)

    bench = command("bench", t("cli.help.bench"))
    bench.add_argument("--quick", action="store_true", help=t("cli.help.quick"))
    bench.add_argument("--write", metavar="FILE", help=t("cli.help.write"))
    bench.set_defaults(func=cmd_bench)

    _add_report(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--version"]:  # what argparse would print, without building the parser
        print(version_line())
        return 0
    try:
        return _command(argv)
    except KeyboardInterrupt:  # Ctrl-C in balance, bench, scenario run, report…: one line, not a trace
        from bot.faults import INTERRUPTED

        # On a terminal, a progress bar cut short may hold the line: start it afresh (\r, erase).
        start = "\r\x1b[K" if sys.stderr.isatty() else ""
        print(start + t("cli.interrupted"), file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:
        # The reader went away (``mafia-bot simulate | head``): stop quietly, as Unix tools do.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except OSError:
            pass
        return 0


def _command(argv: list[str]) -> int:
    from bot.config import ConfigError

    try:
        args = parser().parse_args(argv)
    except SystemExit as stop:  # --help, --version (0) or a wrong argument (2, said in one line)
        return int(stop.code or 0) if isinstance(stop.code, int) or stop.code is None else 2
    try:
        return args.func(args)
    except (CliError, ConfigError) as error:  # a wrong flag, variable or setting: one line, exit 2
        print(error, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
