"""The ``mafia-bot`` command line: run the bot, run scenario files, simulate
games, list variants, benchmark."""

from __future__ import annotations

import argparse
import sys
from typing import Sequence


def _engine():
    from core.registry import Engine

    return Engine()


def cmd_variants(args: argparse.Namespace) -> int:
    engine = _engine()
    for variant in engine.variants:
        book = engine.book(variant.id)
        roles = len(book.roles.secret_roles()), len(book.roles.public_roles())
        aliases = ", ".join(variant.aliases)
        print(f"{variant.id}\t{variant.title}\t(тайных ролей: {roles[0]}, явных: {roles[1]}; "
              f"от {variant.min_players} игроков; другие имена: {aliases})")
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
            print(line)
        failed += not result.ok
    if not args.json:
        print(f"{len(results) - failed} passed, {failed + len(errors)} failed", file=sys.stderr)
    if errors:
        return 2
    return 1 if failed else 0


def cmd_simulate(args: argparse.Namespace) -> int:
    from core.simulate import simulate

    engine = _engine()
    try:
        variant = engine.variant(args.variant)
    except KeyError:
        from core.texts import Texts

        installed = ", ".join(v.id for v in engine.variants)
        print(Texts().render("setup.unknown_variant", {"variant": args.variant, "installed": installed}),
              file=sys.stderr)
        return 2
    if args.players < variant.min_players:
        texts = engine.book(variant.id).texts()
        print(texts.render("setup.too_few_players", {"min": variant.min_players, "players": args.players}),
              file=sys.stderr)
        return 2
    game = None
    for report in simulate(engine, variant.id, args.players, args.seed):
        from core.model import PhaseKind

        kind = "Ночь" if report.phase.kind is PhaseKind.NIGHT else "День"
        print(f"=== {kind} {report.phase.number} ===")
        texts = engine.book(variant.id).texts()
        for event in report.public:
            print(texts.event(event))
        if args.private:
            for event in report.events:
                if event.to is not None:
                    print(f"  [лично {','.join(map(str, event.to))}] {texts.event(event)}")
        game = report
    if game is not None:
        print(f"Победитель: {game.winner or 'нет (игра не закончилась)'}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from bot.runner import main as run_bot

    return run_bot(args.config)


def cmd_bench(args: argparse.Namespace) -> int:
    from core.bench import main as bench

    return bench(args)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mafia-bot", description="Ведущий форумной мафии для Discord.")
    sub = p.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="запустить Discord-бота")
    run.add_argument("--config", default=None, help="путь к config.toml")
    run.set_defaults(func=cmd_run)

    scenario = sub.add_parser("scenario", help="сценарии (YAML) — проверка правил")
    scenario_sub = scenario.add_subparsers(dest="scenario_command", required=True)
    scenario_run = scenario_sub.add_parser("run", help="сыграть сценарии и проверить ожидания")
    scenario_run.add_argument("files", nargs="+")
    scenario_run.add_argument("--json", action="store_true", help="печатать состояние после каждого шага")
    scenario_run.set_defaults(func=cmd_scenario_run)

    sim = sub.add_parser("simulate", help="сыграть игру случайными ходами")
    sim.add_argument("--variant", default="hp")
    sim.add_argument("--players", type=int, default=17)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--private", action="store_true", help="показывать и личные сообщения")
    sim.set_defaults(func=cmd_simulate)

    variants = sub.add_parser("variants", help="установленные варианты правил")
    variants.set_defaults(func=cmd_variants)

    bench = sub.add_parser("bench", help="замеры производительности")
    bench.add_argument("--quick", action="store_true", help="короткий прогон")
    bench.add_argument("--write", metavar="FILE", help="дописать результаты в файл (Markdown)")
    bench.set_defaults(func=cmd_bench)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
