"""``mafia-bot bench``: how fast the engine and the stores are.

1. whole simulated 17-player ``hp`` games per second (one process, one core);
2. the time to resolve one night (``EndPhase`` at night, random moves sent)
   at 17, 100 and 1,000 players: mean and 95th percentile;
3. stored commands per second through :meth:`GameSession.execute` on SQLite
   and on PostgreSQL (``MAFIA_BOT_BENCH_POSTGRES``, else
   ``MAFIA_BOT_TEST_POSTGRES``, else ``postgres://postgres@127.0.0.1:5432/test``;
   the tables go into a scratch schema that is dropped afterwards).

Not a test: nothing here asserts a time. ``--write FILE`` appends the results
to FILE as Markdown, with the machine they were measured on.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from core.commands import EndPhase
from core.masking import masked
from core.model import PhaseKind
from core.progress import bar
from core.registry import Engine
from core.texts import Texts, load_catalog
from tools.simulate import move_rng, new_random_game, play, play_phase

VARIANT = "hp"
PLAYERS = 17
NIGHT_SIZES = (17, 100, 1000)
DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test"


@dataclass
class Results:
    games_per_second: float = 0.0
    games: int = 0
    phases_per_game: float = 0.0
    commands_per_game: float = 0.0
    # players -> (mean ms, p95 ms, nights measured)
    nights: dict[int, tuple[float, float, int]] = field(default_factory=dict)
    # backend -> (commands per second, commands stored) or the reason it did not run
    stored: dict[str, tuple[float, int] | str] = field(default_factory=dict)
    command: str = ""


# --- 1. whole games ------------------------------------------------------------------


def bench_games(engine: Engine, count: int) -> tuple[float, float, float]:
    """Whole games per second, phases and commands per game."""
    for _ in play(new_random_game(engine, VARIANT, PLAYERS, 10_000), move_rng(10_000)):
        pass  # warm up: the rule book is built, the texts loaded
    phases = commands = 0
    start = time.perf_counter()
    for seed in bar(range(count), desc=_say("bench.progress.games")):
        game = new_random_game(engine, VARIANT, PLAYERS, seed)
        for _ in play(game, move_rng(seed)):
            phases += 1
        commands += len(game.commands)
    elapsed = time.perf_counter() - start
    return count / elapsed, phases / count, commands / count


# --- 2. one night ----------------------------------------------------------------------


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def bench_nights(engine: Engine, players: int, samples: int) -> tuple[float, float, int]:
    """Mean and p95 (ms) of ``EndPhase`` at night after random moves; games are
    played on (days unmeasured) until enough nights are measured."""
    times: list[float] = []
    seed = 0
    progress = bar(total=samples, desc=_say("bench.progress.nights", players=players))
    while len(times) < samples:
        seed += 1
        game = new_random_game(engine, VARIANT, players, seed)
        rng = move_rng(seed)
        while not game.over and len(times) < samples:
            play_phase(game, rng)
            night = game.phase.kind is PhaseKind.NIGHT
            start = time.perf_counter()
            outcome = game.execute(EndPhase())
            elapsed = time.perf_counter() - start
            assert outcome.accepted
            if night:
                times.append(elapsed)
                progress.update()
    progress.close()
    return statistics.fmean(times) * 1e3, percentile(times, 0.95) * 1e3, len(times)


# --- 3. stored commands ----------------------------------------------------------------------


async def _stored(engine: Engine, url: str, games: int) -> tuple[float, int]:
    from core.session import GameSession
    from tools.simulate import play_session, random_setups
    from core.store.orm import TortoiseStore

    store = await TortoiseStore.open(url)
    try:
        commands = 0
        start = time.perf_counter()
        backend = "PostgreSQL" if url.startswith("postgres") else "SQLite"
        for seed in bar(range(games), desc=_say("bench.progress.stored", backend=backend)):
            setups = random_setups(engine, VARIANT, PLAYERS, seed)
            session = await GameSession.create(engine, store, VARIANT, setups, seed=seed)
            await play_session(session, move_rng(seed))
            commands += len(session.game.commands)
        elapsed = time.perf_counter() - start
    finally:
        await store.close()
    return commands / elapsed, commands


def bench_sqlite(engine: Engine, games: int) -> tuple[float, int]:
    with tempfile.TemporaryDirectory(prefix="mafia-bench-") as directory:
        return asyncio.run(_stored(engine, f"sqlite://{directory}/bench.sqlite3", games))


def postgres_url() -> str:
    return (os.environ.get("MAFIA_BOT_BENCH_POSTGRES") or os.environ.get("MAFIA_BOT_TEST_POSTGRES")
            or DEFAULT_POSTGRES)


def bench_postgres(engine: Engine, games: int) -> tuple[float, int] | str:
    async def run() -> tuple[float, int] | str:
        import asyncpg

        base = postgres_url()
        try:
            admin = await asyncpg.connect(base, timeout=5)
        except (OSError, asyncpg.PostgresError):
            return masked(base)  # the server that did not answer (its password never shown)
        schema = f"bench_{uuid.uuid4().hex[:12]}"
        await admin.execute(f'CREATE SCHEMA "{schema}"')
        try:
            return await _stored(engine, f"{base}{'&' if '?' in base else '?'}schema={schema}", games)
        finally:
            await admin.execute(f'DROP SCHEMA "{schema}" CASCADE')
            await admin.close()

    return asyncio.run(run())


# --- the report --------------------------------------------------------------------------


def machine() -> dict[str, str]:
    cpu = platform.processor() or "?"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"nproc": str(os.cpu_count() or "?"), "cpu": cpu,
            "python": f"{platform.python_implementation()} {platform.python_version()}",
            "os": f"{platform.system()} {platform.release()}"}


def growth(results: Results) -> str:
    """A sentence on how the night's time grows with the town."""
    sizes = sorted(results.nights)
    if len(sizes) < 2:
        return ""
    per_player = {n: results.nights[n][0] / n * 1e3 for n in sizes}  # µs per player
    small, large = sizes[-2], sizes[-1]
    factor = results.nights[large][0] / results.nights[small][0]
    ratio = factor / (large / small)
    if ratio < 1.2:
        verdict = "grows linearly"
    elif ratio < 1.6:
        verdict = "grows almost linearly"
    elif ratio < 3:
        verdict = "grows faster than linearly"
    else:
        verdict = "grows much faster than linearly (a quadratic part?)"
    parts = ", ".join(f"{per_player[n]:.1f} µs a player at {n}" for n in sizes)
    return (f"Night resolution {verdict}: from {small} to {large} players (×{large // small}) the time grew "
            f"{factor:.1f} times ({parts}).")


def markdown(results: Results) -> str:
    m = machine()
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [f"## Measurement {when}", "",
             f"Machine: {m['cpu']}, `nproc` = {m['nproc']}, {m['python']}, {m['os']}.  ",
             f"Command: `{results.command}`", "",
             "| What | Result |", "|---|---|",
             f"| Whole 17-player `hp` games per second (one core) | **{results.games_per_second:.0f}** "
             f"({results.games} games, {results.phases_per_game:.1f} phases and "
             f"{results.commands_per_game:.0f} commands on average) |"]
    for n, (mean, p95, count) in sorted(results.nights.items()):
        lines.append(f"| A night of {n} players: mean / p95 | **{mean:.3f} ms** / {p95:.3f} ms ({count} nights) |")
    for backend, value in results.stored.items():
        if isinstance(value, str):
            lines.append(f"| Stored commands per second, {backend} | not run: {value} is unreachable |")
        else:
            lines.append(f"| Stored commands per second, {backend} (through `GameSession.execute`) | "
                         f"**{value[0]:.0f}** ({value[1]} commands) |")
    sentence = growth(results)
    if sentence:
        lines += ["", sentence]
    return "\n".join(lines) + "\n"


def _say(key: str, **params: Any) -> str:
    """A line of the console report, in Russian (core/locale/ru.ftl, ``bench-*``)."""
    texts = Texts()
    texts.add(load_catalog("core"))
    return texts.render(key, params)


def growth_line(results: Results) -> str:
    """The growth sentence of the console report (Russian); :func:`growth` is the Markdown's."""
    sizes = sorted(results.nights)
    if len(sizes) < 2:
        return ""
    small, large = sizes[-2], sizes[-1]
    factor = results.nights[large][0] / results.nights[small][0]
    ratio = factor / (large / small)
    verdict = "linear" if ratio < 1.2 else "almost" if ratio < 1.6 else "faster" if ratio < 3 else "much"
    return _say("bench.growth", small=small, large=large, times=large // small, factor=round(factor, 1),
                verdict=_say(f"bench.verdict.{verdict}"))


def run(quick: bool, command: str, out=sys.stdout) -> Results:
    engine = Engine()
    results = Results(command=command)
    games = 40 if quick else 300
    nights = {17: 60, 100: 20, 1000: 5} if quick else {17: 500, 100: 100, 1000: 20}
    stored_games = 2 if quick else 10

    def say(key: str, **params: Any) -> None:
        print(_say(key, **params), file=out, flush=True)

    say("bench.games", players=PLAYERS, variant=VARIANT, games=games)
    results.games = games
    results.games_per_second, results.phases_per_game, results.commands_per_game = bench_games(engine, games)
    # Numbers go to the catalog as numbers: it writes the decimal comma of Russian texts («6,4»).
    say("bench.games_result", rate=round(results.games_per_second), phases=round(results.phases_per_game, 1),
        commands=round(results.commands_per_game))

    say("bench.nights")
    for n in NIGHT_SIZES:
        mean, p95, count = bench_nights(engine, n, nights[n])
        results.nights[n] = (mean, p95, count)
        say("bench.night", players=f"{n:>5}", mean=round(mean, 3), p95=round(p95, 3), count=count)
    sentence = growth_line(results)
    if sentence:
        print(sentence, file=out, flush=True)

    say("bench.stored", games=stored_games)
    rate, count = bench_sqlite(engine, stored_games)
    results.stored["SQLite"] = (rate, count)
    say("bench.stored_result", backend="SQLite", rate=round(rate), count=count)
    value = bench_postgres(engine, stored_games)
    results.stored["PostgreSQL"] = value
    if isinstance(value, str):
        say("bench.stored_skipped", backend="PostgreSQL", reason=value)
    else:
        say("bench.stored_result", backend="PostgreSQL", rate=round(value[0]), count=value[1])
    return results


def writable(target: str) -> None:
    """OSError now, not after the measuring, if ``target`` cannot be appended to; nothing is made."""
    import errno

    path = os.path.abspath(target)
    if os.path.isdir(path):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), target)
    if os.path.exists(path):
        with open(path, "a", encoding="utf-8"):
            return  # appending nothing changes nothing
    folder = os.path.dirname(path)
    if not os.path.isdir(folder):
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), target)
    if not os.access(folder, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), target)


def main(args: argparse.Namespace) -> int:
    """The measurements, then (``--write FILE``) their Markdown appended to FILE. A FILE that cannot be
    written is said before the minutes of measuring (OSError: the command line says it in one line)."""
    command = "mafia-bot bench" + (" --quick" if getattr(args, "quick", False) else "")
    target = getattr(args, "write", None)
    if target:
        writable(target)
    results = run(bool(getattr(args, "quick", False)), command)
    if target:
        with open(target, "a", encoding="utf-8") as f:
            f.write("\n" + markdown(results))
        print(_say("bench.written", file=target))
    return 0


if __name__ == "__main__":  # python -m tools.bench [--quick]
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--write")
    sys.exit(main(parser.parse_args()))


__all__: list[Any] = ["main", "run", "markdown", "Results"]
