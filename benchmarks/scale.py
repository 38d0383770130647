"""Benchmark (not a test): 1,000 concurrent games in one process, core + store.

1. 1,000 ``hp`` games (13 players each) are created in PostgreSQL and played
   together, phase by phase, through :meth:`GameSession.execute`. The first
   ``--paced`` phases are *paced*: the commands arrive at random times, ``--rate``
   a second over all games (Poisson arrivals). The other phases are *bursts*: every
   game sends all of its random moves (and, by day, votes) at once, so the event
   loop holds ~1,000 games' commands in flight against one connection pool. The
   time of each ``Act`` and ``Vote`` (validate, store, apply) is recorded per mode:
   p50 / p95 / p99 / max.
2. Memory per game (tracemalloc): the 1,000 games rebuilt in memory from their
   stored commands, traced memory divided by 1,000.
3. Reload after a restart: the store is closed, a new one is opened, and every
   game (running or over) is loaded (``GameSession.load``: fetch the record and the commands,
   replay them); wall time, and how much of it is the replay. Every reloaded game's
   snapshot is compared with the live game's.

The database is PostgreSQL (``--database``, else ``MAFIA_BOT_BENCH_POSTGRES``,
``MAFIA_BOT_TEST_POSTGRES``, ``postgres://postgres@127.0.0.1:5432/test``); the tables
go into a scratch schema dropped afterwards. ``--phases`` bounds the games (default
40: nearly every game is played to its end), so the run takes a few minutes on 2 cores.

    python benchmarks/scale.py [--games 1000] [--players 13] [--phases 6] [--write docs/performance.md]

``--write`` inserts the figures as a section of FILE (before its «## Bot» section,
which another script rewrites).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import platform
import random
import sys
import time
import tracemalloc
import uuid
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.bench import machine, percentile  # noqa: E402
from core.commands import Act, Command, EndPhase, Vote  # noqa: E402
from core.game import Outcome  # noqa: E402
from core.registry import Engine  # noqa: E402
from core.session import GameSession, rebuild  # noqa: E402
from core.moves import phase_moves, run_moves_async  # noqa: E402
from tools.simulate import move_rng, random_setups  # noqa: E402
from core.store.orm import TortoiseStore  # noqa: E402

DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/test"
VARIANT = "hp"


def postgres_url() -> str:
    return (os.environ.get("MAFIA_BOT_BENCH_POSTGRES") or os.environ.get("MAFIA_BOT_TEST_POSTGRES")
            or DEFAULT_POSTGRES)


def stats(values: list[float]) -> dict[str, float]:
    return {"n": len(values), "p50": percentile(values, 0.5) * 1000, "p95": percentile(values, 0.95) * 1000,
            "p99": percentile(values, 0.99) * 1000, "max": max(values) * 1000}


async def play_all(engine: Engine, url: str, games: int, players: int, phases: int, paced: int, rate: float,
                   say) -> dict:
    store = await TortoiseStore.open(url)
    timings: dict[str, dict[str, list[float]]] = {mode: {"act": [], "vote": [], "end_phase": []}
                                                  for mode in ("paced", "burst")}
    arrivals = random.Random(1)  # the paced commands' arrival times (the moves have their own generators)
    # Full garbage collections (of the oldest generation) stop the event loop: time each, per mode.
    pauses: dict[str, list[float]] = {"paced": [], "burst": []}
    mode_now = ["paced"]
    started_gc = [0.0]

    def on_gc(phase: str, info: dict) -> None:
        if phase == "start":
            started_gc[0] = time.perf_counter()
        elif info.get("generation") == 2:
            pauses[mode_now[0]].append(time.perf_counter() - started_gc[0])

    gc.callbacks.append(on_gc)
    try:
        started = time.perf_counter()
        sessions = []
        for seed in range(1, games + 1):
            setups = random_setups(engine, VARIANT, players, seed)
            sessions.append(await GameSession.create(engine, store, VARIANT, setups, seed=seed))
        created = time.perf_counter() - started
        say(f"created {games} games in {created:.1f} s")
        rngs = [move_rng(s.game.seed) for s in sessions]

        def timed(session: GameSession, mode: str):
            async def execute(command: Command) -> Outcome:
                if mode == "paced":  # each game's players send at random times: ``rate`` a second in all
                    await asyncio.sleep(arrivals.expovariate(rate / games))
                t0 = time.perf_counter()
                outcome = await session.execute(command)
                if outcome.accepted and isinstance(command, (Act, Vote)):
                    timings[mode]["act" if isinstance(command, Act) else "vote"].append(time.perf_counter() - t0)
                return outcome
            return execute

        async def one_phase(session: GameSession, rng, mode: str) -> int:
            if session.game.over:
                return 0
            sent = await run_moves_async(phase_moves(session.game, rng), timed(session, mode))
            t0 = time.perf_counter()
            assert (await session.execute(EndPhase())).accepted
            timings[mode]["end_phase"].append(time.perf_counter() - t0)
            return sent + 1

        play_started = time.perf_counter()
        commands = 0
        spent = {"paced": 0.0, "burst": 0.0}
        counted = {"paced": 0, "burst": 0}
        for phase in range(phases):
            mode = "paced" if phase < paced else "burst"
            mode_now[0] = mode
            t0 = time.perf_counter()
            counts = await asyncio.gather(*(one_phase(s, r, mode) for s, r in zip(sessions, rngs)))
            commands += sum(counts)
            spent[mode] += time.perf_counter() - t0
            counted[mode] += sum(counts)
            say(f"phase {phase + 1} ({mode}): {sum(counts)} commands in {time.perf_counter() - t0:.1f} s")
        played = time.perf_counter() - play_started
        stored = sum(len(s.game.commands) for s in sessions)
        live = {s.id: s.game for s in sessions}
        return {"created": created, "played": played, "commands": commands, "stored": stored,
                "over": sum(s.game.over for s in sessions), "live": live, "spent": spent, "counted": counted,
                "gc": pauses,
                **{mode: {kind: stats(values) for kind, values in timings[mode].items() if values}
                   for mode in timings}}
    finally:
        gc.callbacks.remove(on_gc)
        await store.close()


async def reload_all(engine: Engine, url: str, live: dict) -> dict:
    """A restart: a new store, every running game loaded and replayed."""
    t0 = time.perf_counter()
    store = await TortoiseStore.open(url)
    try:
        # Every game, ended or not (a bot reloads only the running ones: this is the worst case).
        ids = sorted(live)
        loaded = []
        replay = 0.0
        fetch_started = time.perf_counter()
        for game_id in ids:
            record, commands = await store.load(game_id)
            loaded.append((record, commands))
        fetched = time.perf_counter() - fetch_started
        sessions = []
        r0 = time.perf_counter()
        for record, commands in loaded:
            sessions.append(GameSession(engine, store, record, rebuild(engine, record, commands)))
        replay = time.perf_counter() - r0
        wall = time.perf_counter() - t0
        agree = all(s.game.snapshot() == live[s.id].snapshot() for s in sessions)
        commands = sum(len(c) for _, c in loaded)
        return {"games": len(ids), "wall": wall, "fetch": fetched, "replay": replay, "commands": commands,
                "agree": agree, "loaded": loaded}
    finally:
        await store.close()


def memory_per_game(engine: Engine, loaded: list) -> float:
    """Traced bytes of the games rebuilt from their stored commands, per game."""
    gc.collect()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        games = [rebuild(engine, record, commands) for record, commands in loaded]
        gc.collect()
        used = tracemalloc.get_traced_memory()[0] - base
    finally:
        tracemalloc.stop()
    assert len(games) == len(loaded)
    return used / max(1, len(games))


def _table(rows: dict, counted: int, spent: float, pauses: list[float]) -> list[str]:
    out = ["| Command through `GameSession.execute` | count | p50, ms | p95, ms | p99, ms | max, ms |",
           "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for kind, label in (("act", "`Act`"), ("vote", "`Vote`"), ("end_phase", "`EndPhase` (resolution + store)")):
        r = rows.get(kind)
        if r:
            p99 = f"**{r['p99']:.1f}**" if kind != "end_phase" else f"{r['p99']:.1f}"
            out.append(f"| {label} | {r['n']:,} | {r['p50']:.1f} | {r['p95']:.1f} | {p99} | {r['max']:.1f} |")
    out.append("")
    gc_note = (f"; {len(pauses)} full garbage collections, the longest {max(pauses) * 1000:.0f} ms, "
               f"{sum(pauses):.1f} s in all" if pauses else "; no full garbage collection")
    out.append(f"({counted:,} commands in {spent:.1f} s: {counted / max(spent, 1e-9):,.0f} a second{gc_note}.)")
    return out


def markdown(args, result: dict, reload: dict, memory: float, command: str) -> str:
    info = machine()
    now = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    games = max(1, reload["games"])
    per_command = reload["replay"] / max(1, reload["commands"]) * 1e6
    fetch_ms, replay_ms = reload["fetch"] / games * 1000, reload["replay"] / games * 1000
    lines = [
        f"## Scale: {args.games:,} concurrent games in one process ({now})",
        "",
        f"Command: `{command}` (`benchmarks/scale.py`; not a test). Machine: {info['cpu']}, `nproc` = "
        f"{info['nproc']}, {info['python']}, {info['os']}; PostgreSQL 127.0.0.1 on the same machine, "
        "tortoise's default asyncpg pool (at most 5 connections), one event loop.",
        "",
        f"{args.games:,} `hp` games of {args.players} players are created in PostgreSQL and played together, "
        f"phase by phase, for up to {args.phases} phases (random legal moves; {result['over']:,} games reached "
        "their end), every command through `GameSession.execute` (validate, store, apply). "
        f"{result['commands']:,} commands were stored in {result['played']:.0f} s.",
        "",
        f"**Paced** (the first {args.paced} phases): within each game the commands follow one another after "
        f"random pauses (exponential, {args.games / args.rate:.1f} s on average: {args.rate:,.0f} commands a "
        f"second over all {args.games:,} games while all are sending; averaged over the whole phase, with the "
        "last games still sending, the rate is the one under the table) — several times what "
        f"{args.games:,} real games produce (13 players, ~2 commands each per phase of minutes).",
        "",
        *_table(result["paced"], result["counted"]["paced"], result["spent"]["paced"], result["gc"]["paced"]),
        "",
        "**Burst** (the other phases): in each phase every game sends all its commands at once, one after "
        f"another within a game, so ~{args.games:,} commands are in flight together and each waits its turn for "
        "the event loop and one of five pooled connections (by Little's law the wait is about the number in "
        "flight divided by the throughput). A stress test far beyond any real load, not a latency a player sees:",
        "",
        *_table(result["burst"], result["counted"]["burst"], result["spent"]["burst"], result["gc"]["burst"]),
        "",
        "| Measure | Result |",
        "| --- | --- |",
        f"| Memory per game (tracemalloc; the game rebuilt from its {reload['commands'] / games:.0f} stored "
        f"commands on average) | **{memory / 1024:.0f} KiB** |",
        f"| Reload of all {reload['games']:,} games after a restart (new store, fetch, replay every command) | "
        f"**{reload['wall']:.1f} s** |",
        f"| … fetching records and commands from PostgreSQL, one game after another | {reload['fetch']:.1f} s "
        f"({fetch_ms:.1f} ms a game) |",
        f"| … replaying {reload['commands']:,} commands | {reload['replay']:.1f} s ({replay_ms:.1f} ms a game, "
        f"{per_command:.0f} µs a command) |",
        f"| Reloaded games equal to the live ones (`Game.snapshot()`, all {reload['games']:,}) | "
        f"{'yes' if reload['agree'] else 'NO'} |",
        "",
        f"Replay costs about {per_command:.0f} µs a command (the phase resolutions are most of it), "
        f"{replay_ms:.0f} ms for a whole game. A restart of a bot with {args.games:,} games in play (every one "
        "reloaded, though a bot reloads only the running ones) takes seconds, and one game is back in "
        f"{fetch_ms + replay_ms:.0f} ms. Snapshots are therefore not added: they would save a few seconds per "
        "restart at the price of a second source of truth that would have to be proved equal to the commands "
        "(and the core has no way to restore a `Game` from `Game.snapshot()` today).",
        "",
    ]
    return "\n".join(lines)


def write(path: Path, section: str) -> None:
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    marker = "\n## Bot"
    if marker in text:
        head, tail = text.split(marker, 1)
        text = head.rstrip("\n") + "\n\n" + section + marker + tail
    else:
        text = text.rstrip("\n") + "\n\n" + section
    path.write_text(text, encoding="utf-8")


async def main_async(args) -> int:
    import asyncpg

    engine = Engine()

    def say(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    base = args.database or postgres_url()
    admin = await asyncpg.connect(base, timeout=5)
    schema = f"scale_{uuid.uuid4().hex[:12]}"
    await admin.execute(f'CREATE SCHEMA "{schema}"')
    url = f"{base}{'&' if '?' in base else '?'}schema={schema}"
    try:
        result = await play_all(engine, url, args.games, args.players, args.phases, args.paced, args.rate, say)
        for mode in ("paced", "burst"):
            for kind in ("act", "vote"):
                if kind in result[mode]:
                    say(f"{mode}: {kind} p99 {result[mode][kind]['p99']:.1f} ms")
        reload = await reload_all(engine, url, result.pop("live"))
        say(f"reloaded {reload['games']} games in {reload['wall']:.1f} s (replay {reload['replay']:.1f} s), "
            f"agree: {reload['agree']}")
    finally:
        await admin.execute(f'DROP SCHEMA "{schema}" CASCADE')
        await admin.close()
    memory = memory_per_game(engine, reload.pop("loaded"))
    say(f"memory per game: {memory / 1024:.0f} KiB")
    command = "python benchmarks/scale.py " + " ".join(sys.argv[1:])
    section = markdown(args, result, reload, memory, command.strip())
    print(section)
    if args.write:
        write(Path(args.write), section)
    return 0 if reload["agree"] else 1


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--players", type=int, default=13)
    p.add_argument("--phases", type=int, default=40)
    p.add_argument("--paced", type=int, default=2, help="how many first phases are paced (the rest: bursts)")
    p.add_argument("--rate", type=float, default=500.0, help="commands a second over all games, paced")
    p.add_argument("--database", default=None, help="PostgreSQL URL (a scratch schema is made in it)")
    p.add_argument("--write", metavar="FILE", default=None)
    args = p.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()}", file=sys.stderr)
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
