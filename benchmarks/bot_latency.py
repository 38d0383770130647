"""Benchmark (not a test) of the Discord adapter against simcord's offline Discord.

* Interaction latency: with N games running at once in one bot (each on its
  own server, 13 players), every player sends a night move with /act and every
  voter votes by day with /vote; the time from the interaction's dispatch to the
  bot's answer (simcord settles the bot after each one), p50 / p95 / p99 / max.
* Discord API calls per phase change: all N deadlines fire together; the REST
  calls the bot makes are counted per game and compared with the minimum — one
  message per recipient (the town square, plus each thread that has a private
  result this phase).

    python benchmarks/bot_latency.py [--games 100] [--players 13] [--active 10] [--no-members-intent]
                                     [--write docs/performance.md [--append]]

``--write`` replaces the file's «## Bot» section (everything from that heading on) with the
method notes and this run; ``--append`` adds this run under the existing section instead.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import subprocess
import tarfile
import tempfile
from concurrent.futures import ThreadPoolExecutor
from io import BytesIO
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# ``--against REV`` runs this script again over that revision's tree (its bot, its tests' helpers).
TREE = Path(os.environ.get("MAFIA_BENCH_TREE") or ROOT)
sys.path.insert(0, str(TREE))

import discord  # noqa: E402
import simcord  # noqa: E402

from bot.client import MafiaBot  # noqa: E402
from bot.config import Config  # noqa: E402
from core.model import PhaseKind  # noqa: E402
from core.moves import phase_moves, run_moves_async  # noqa: E402
from core.registry import Engine  # noqa: E402
from core.store import MemoryStore  # noqa: E402
from simcord.backend.access import can_access_channel  # noqa: E402
from tests.bot.helpers import random_move  # noqa: E402

NAMES = ["Аня", "Борис", "Вика", "Глеб", "Дина", "Егор", "Жанна", "Захар", "Ира", "Костя", "Лена", "Максим",
         "Нина", "Олег", "Полина", "Руслан", "Света"]


class Server:
    def __init__(self, env, index: int, players: int) -> None:
        self.guild = env.create_guild(f"Сервер {index}")
        admins = self.guild.create_role("Админы", permissions=discord.Permissions(manage_guild=True))
        self.admin = self.guild.add_member(env.create_user(f"admin{index}"), roles=[admins])
        self.players = [self.guild.add_member(env.create_user(f"p{index}_{i}", global_name=NAMES[i % len(NAMES)]
                                                              + ("" if i < len(NAMES) else str(i))))
                        for i in range(players)]
        self.general = self.guild.create_text_channel("general")
        self.by_id = {m.id: m for m in [*self.players, self.admin]}

    @property
    def square(self):
        return self.guild.channels["площадь"]

    def thread(self, table, seat):
        tid = seat_threads(table)[seat]
        return next(t for t in self.guild.channels["игра"].threads if t.id == tid)


# The bot's per-game state: typed (``bot/table_state.py``: ``table.meta.threads.seats`` ...) or, in a tree
# measured with ``--against`` from before it, the flat dict (``table.meta["threads"]`` ...).
def square_of(table) -> int:
    meta = table.meta
    return meta["square"] if isinstance(meta, dict) else meta.channels.square


def seat_threads(table) -> list[int]:
    meta = table.meta
    return meta["threads"] if isinstance(meta, dict) else meta.threads.seats


def faction_threads(table) -> list[int]:
    meta = table.meta
    return [f["thread"] for f in (meta["factions"] if isinstance(meta, dict) else meta.threads.factions)]


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


async def measure(games: int, players: int, seed: int, active: int | None = None,
                  members_intent: bool = True) -> dict:
    store = MemoryStore()
    paced = {"requests_per_second": 0} if "requests_per_second" in Config.model_fields else {}
    config = Config(token="bench", night="60", day="60", reminders=[], early_end=False,
                    members_intent=members_intent, **paced)
    bot = MafiaBot(Engine(), store, config)
    rng = random.Random(seed)
    latencies: dict[str, list[float]] = {"act": [], "vote": [], "act_bot": [], "vote_bot": []}
    calls: dict[str, list[tuple[int, int]]] = {"night": [], "day": []}
    handled: list[float] = []
    original = bot.tree._call

    async def timed(interaction):  # the bot's own time: dispatch to the handler's end (answer sent)
        t0 = time.perf_counter()
        try:
            return await original(interaction)
        finally:
            if interaction.type is discord.InteractionType.application_command:
                handled.append(time.perf_counter() - t0)

    bot.tree._call = timed
    async with simcord.run(bot, settle_timeout=600) as env:
        servers = [Server(env, i, players) for i in range(games)]
        started = time.perf_counter()
        for server in servers:
            await server.admin.slash(server.general, "mafia setup")
            await server.admin.slash(server.square, "game new", variant="hp")
            for player in server.players:
                await player.slash(server.square, "join")
            await server.admin.slash(server.square, "game start")
        setup_seconds = time.perf_counter() - started
        tables = [bot.games.table(s.guild.id) for s in servers]
        assert all(t is not None and not t.lobby for t in tables)

        for _ in range(2):  # a night and a day
            kind = "night" if tables[0].game.phase.kind == PhaseKind.NIGHT else "day"
            for server, table in list(zip(servers, tables))[:active]:
                game = table.game
                for p in game.players:
                    move = random_move(table, rng, p.seat)
                    if move:
                        actor = server.by_id[table.user_of(p.seat)]
                        t0 = time.perf_counter()
                        mark = len(handled)
                        await actor.slash(server.thread(table, p.seat), "act", **move)
                        latencies["act"].append(time.perf_counter() - t0)
                        latencies["act_bot"].extend(handled[mark:])
                if kind == "day":
                    for p in game.players:
                        if game.variant.may_vote(game, p) is None:
                            actor = server.by_id[table.user_of(p.seat)]
                            target = rng.choice([q.name for q in game.living()] + ["-"])
                            t0 = time.perf_counter()
                            mark = len(handled)
                            await actor.slash(server.square, "vote", target=target)
                            latencies["vote"].append(time.perf_counter() - t0)
                            latencies["vote_bot"].extend(handled[mark:])
            # Every game's deadline fires at once: count the REST calls per game.
            before = len(env.http_requests)
            logs = [len(t.game.log) for t in tables]
            t0 = time.perf_counter()
            await env.advance_time(3601)
            phase_seconds = time.perf_counter() - t0
            requests = env.http_requests[before:]
            for table, start in zip(tables, logs):
                ids = {square_of(table), *seat_threads(table), *faction_threads(table)}
                made = sum(1 for r in requests if any(str(i) in r.path for i in ids)) + \
                    sum(1 for r in requests if f"/guilds/{table.guild_id}/" in r.path)
                events = table.game.log[start:]
                recipients = {square_of(table)}
                for e in events:
                    recipients.update(bot.games.phases.delivery.route(table, e))
                calls[kind].append((made, len(recipients)))
            latencies.setdefault(f"phase_end_{kind}_all_games_s", []).append(phase_seconds)
    return {"latencies": latencies, "calls": calls, "setup_seconds": setup_seconds}



# --- calls a phase change, every book ---------------------------------------------------------------

MESSAGE = re.compile(r"^/channels/(\d+)/messages(?:/\d+)?$")
CHANNEL = re.compile(r"^/channels/(\d+)(?:/|$)")
GUILD = re.compile(r"^/guilds/(\d+)(?:/|$)")


def books() -> list[tuple[str, str | None, int]]:
    """Every installed book: (variant, edition, players) — 13 players where the book allows it."""
    return [(v.id, edition, min(max(13, v.min_players), getattr(v, "max_players", 13) or 13))
            for v in Engine().variants for edition in (v.editions or (None,))]


def kind_of(request, backend) -> str:
    path, method = request.path, request.method
    if MESSAGE.match(path):
        return "post" if method == "POST" else "edit" if method == "PATCH" else "message, other"
    if "/permissions/" in path:
        return "overwrite"
    if "/roles/" in path or (GUILD.match(path) and "/members/" in path):
        return "role"
    if "/thread" in path:
        return "thread"
    return "other"


def game_of(request, backend) -> int | None:
    """The server a request was made for (each game plays on a server of its own)."""
    found = GUILD.match(request.path)
    if found:
        return int(found.group(1))
    found = CHANNEL.match(request.path)
    if found:
        channel = backend.channels.get(int(found.group(1)))
        return getattr(channel, "guild_id", None)
    return None


async def measure_books(games: int, phases: int, seed: int) -> dict:
    """For every book: ``games`` games of its players at once, ``phases`` phase changes each (fewer if
    the game ends); at each deadline, the bot's REST calls for each game, by the kind of the phase that
    ended. A recipient is a channel or thread the phase change wrote to; one that no person on the
    server can read is counted apart (posted for nobody)."""
    out: dict[str, dict[str, list[dict]]] = {}
    for variant, edition, players in books():
        store = MemoryStore()
        # (no pace of the bot's own: the calls are counted, not timed; the test Discord's clock stands still)
        paced = {"requests_per_second": 0} if "requests_per_second" in Config.model_fields else {}
        config = Config(token="bench", night="60", day="60", early_end=False, story="off", **paced)
        bot = MafiaBot(Engine(), store, config)
        rng = random.Random(seed)
        name = f"{variant}:{edition}" if edition else variant
        kinds: dict[str, list[dict]] = {}
        async with simcord.run(bot, settle_timeout=600) as env:
            servers = [Server(env, i, players) for i in range(games)]
            for server in servers:
                await server.admin.slash(server.general, "mafia setup")
                options = {"options": f"edition={edition}"} if edition else {}
                await server.admin.slash(server.square, "game new", variant=variant, **options)
                for player in server.players:
                    await player.slash(server.square, "join")
                await server.admin.slash(server.square, "game start")
            tables = [bot.games.table(s.guild.id) for s in servers]
            assert all(t is not None and not t.lobby for t in tables), name
            people = [*(m for s in servers for m in s.players), *(s.admin for s in servers)]
            for _ in range(phases):
                live = [(s, t) for s, t in zip(servers, tables) if t.live and not t.game.over]
                if not live:
                    break
                for server, table in live:
                    game = table.game
                    for p in list(game.players):
                        move = random_move(table, rng, p.seat)
                        if move:
                            actor = server.by_id[table.user_of(p.seat)]
                            await actor.slash(server.thread(table, p.seat), "act", **move)
                    if game.variant.spec(game.phase.kind).vote:
                        for p in list(game.players):
                            if game.variant.may_vote(game, p) is None:
                                actor = server.by_id[table.user_of(p.seat)]
                                target = rng.choice([q.name for q in game.living()] + ["-"])
                                await actor.slash(server.square, "vote", target=target)
                ended = {t.guild_id: str(t.game.phase.kind) for _, t in live}
                # Up to a second before the deadline (the reminders go before), then the phase change alone.
                due = min(t.record.deadline for _, t in live)
                await env.advance_time(max(0.0, (due - env.now()).total_seconds() - 1))
                before = len(env.http_requests)
                await env.advance_time(2)
                by_game: dict[int, list] = {g: [] for g in ended}
                for request in env.http_requests[before:]:
                    guild = game_of(request, env.backend)
                    if guild in by_game:
                        by_game[guild].append(request)
                for guild, requests in by_game.items():
                    server = next(s for s in servers if s.guild.id == guild)
                    counts: dict[str, int] = {}
                    written: dict[int, int] = {}
                    for request in requests:
                        what = kind_of(request, env.backend)
                        counts[what] = counts.get(what, 0) + 1
                        found = MESSAGE.match(request.path)
                        if found and what in ("post", "edit"):
                            channel = int(found.group(1))
                            written[channel] = written.get(channel, 0) + 1
                    readers = [m for m in [*server.players, server.admin]]
                    unread = sum(n for c, n in written.items()
                                 if not any(can_access_channel(env, c, m) for m in readers))
                    kinds.setdefault(ended[guild], []).append(
                        {"calls": len(requests), "recipients": len(written), "unread": unread, **counts})
            del people
        out[name] = kinds
        print(f"{name}: " + ", ".join(f"{k} ×{len(v)}" for k, v in kinds.items()), file=sys.stderr, flush=True)
    return out


def quicken_simcord() -> None:
    """Make simcord's bookkeeping not grow with the servers (this benchmark only; the tests' simcord is
    untouched). simcord asks, for every pending task at every settle, whether it waits on a view:
    it reads every attribute of every view item the bot registered (a view per sign-up, host
    console, deck ... of every game) and, for every step of its clock, scans every message of every
    channel for a poll. With 100 servers that is most of the preparation's time. The same answers,
    read directly:

    * a view's expiry task is always discord.py's ``BaseView.__timeout_task_impl`` coroutine (the only
      task ``BaseView`` stores as its ``__timeout_task``), so another task is none: simcord's own check
      runs only for that coroutine;
    * a view's stopping future is its ``_BaseView__stopped``: each view read once (not once per button);
    * the bot sends no poll (checked at the end of the run): no poll expires.
    """
    from discord.ui import view as ui_view
    from simcord import _dpy_internals as internals
    from simcord.backend.ops.polls import PollMixin

    identity = internals._view_timeout_task_identity
    impl = getattr(ui_view.BaseView, "_BaseView__timeout_task_impl", None)
    if impl is None or getattr(identity, "quick", False):
        return
    impl_code = impl.__code__

    def timeout_task_identity(client, task) -> bool:
        if getattr(task.get_coro(), "cr_code", None) is not impl_code:
            return False
        return identity(client, task)

    def stored_wait_futures(client) -> set:
        store = getattr(internals.get_state(client), "_view_store", None)
        if store is None:
            return set()
        views = {id(v): v for entries in store._views.values() for item in entries.values()
                 if (v := getattr(item, "_view", None)) is not None}
        views.update((id(m), m) for m in store._modals.values())
        return {f for v in views.values() if isinstance(f := getattr(v, "_BaseView__stopped", None), asyncio.Future)}

    def is_view_wait_future(client, waiter) -> bool:
        return isinstance(waiter, asyncio.Future) and not waiter.done() and waiter in stored_wait_futures(client)

    timeout_task_identity.quick = True  # type: ignore[attr-defined]
    internals._view_timeout_task_identity = timeout_task_identity
    internals._stored_wait_futures = stored_wait_futures
    internals.is_view_wait_future = is_view_wait_future
    PollMixin.next_poll_deadline = lambda self: None
    PollMixin.expire_due_polls = lambda self: None


def polls_sent(env) -> int:
    return sum(1 for messages in env.backend.messages.values() for m in messages.values() if m.poll is not None)


async def measure_rush(games: int, players: int, seed: int) -> dict:
    """``games`` games of ``players`` (hp, each on its own server) whose nights end at the same second,
    under Discord's global limit of 50 requests a second (``tests/bot/ratelimit.py`` of this checkout,
    on the test Discord's clock). The time from the deadline until the last results are posted (every
    player can read his), until the last call; the floor is the calls ÷ 50 a second."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("bench_ratelimit", ROOT / "tests" / "bot" / "ratelimit.py")
    ratelimit = importlib.util.module_from_spec(spec)
    sys.modules["bench_ratelimit"] = ratelimit
    spec.loader.exec_module(ratelimit)  # type: ignore[union-attr]
    limit = ratelimit.GlobalLimit(rate=10 ** 9)  # (no limit while the games are prepared)

    class Patch:  # what pytest's monkeypatch does, for good
        def setattr(self, target, name, value=None):
            if isinstance(target, str):
                module, _, attr = target.rpartition(".")
                target, name, value = sys.modules[module], attr, name
            setattr(target, name, value)

    ratelimit.install(Patch(), limit)
    quicken_simcord()
    paced = "requests_per_second" in Config.model_fields
    extra = {"requests_per_second": 50} if paced else {}
    config = Config(token="bench", night="60", day="60", reminders=[], early_end=False, story="off", **extra)
    bot = MafiaBot(Engine(), MemoryStore(), config)
    rng = random.Random(seed)
    started = time.perf_counter()
    async with simcord.run(bot, settle_timeout=900) as env:
        if paced:
            bot.pace.rate = 0  # (preparing the games is not measured)
        servers = [Server(env, i, players) for i in range(games)]
        for server in servers:
            await server.admin.slash(server.general, "mafia setup")
            await server.admin.slash(server.square, "game new", variant="hp")
            lobby = bot.games.table(server.guild.id)
            lobby.record.seed = rng.randrange(2 ** 31)  # (the deal seeded: the same games in both trees)
            join = getattr(bot.games, "join", None) or bot.games.lobby.join  # (moved to the lobby's service)
            for player in server.players:  # (signed up by the manager itself: 3,000 /join take long here)
                await join(lobby, await bot.fetch_user(player.id), None)
            await server.admin.slash(server.square, "game start")
        tables = [bot.games.table(s.guild.id) for s in servers]
        assert all(t is not None and t.live for t in tables)
        for table in tables:  # the night's moves, stored as the bot stores them
            await run_moves_async(phase_moves(table.game, rng), table.session.execute)
        prepared = time.perf_counter() - started
        due = tables[0].record.deadline
        assert all(t.record.deadline == due for t in tables)
        await env.advance_time((due - env.now()).total_seconds() - 0.5)
        limit.rate = ratelimit.RATE
        if paced:
            bot.pace.rate = ratelimit.RATE
        start_log, start_requests = len(limit.log), len(env.http_requests)
        deadline = env.backend.clock.elapsed + 0.5
        wall = time.perf_counter()
        while True:
            seen = len(limit.log)
            await env.advance_time(5)
            if all(t.game.phase.index == 1 for t in tables) and len(limit.log) == seen:
                break
        wall = time.perf_counter() - wall
        log = limit.log[start_log:]
        readers = {c for t in tables for c in (square_of(t), *seat_threads(t), *faction_threads(t))}
        result_posts = [at for at, method, path in log
                        if method == "POST" and (m := MESSAGE.match(path)) and int(m.group(1)) in readers]
        lost = sum(1 for r in env.http_requests[start_requests:]) - len(log)
        assert polls_sent(env) == 0  # (what quicken_simcord takes for granted)
    return {"games": games, "players": players, "calls": len(log), "refused": limit.refused,
            "results_s": max(result_posts) - deadline if result_posts else 0.0,
            "all_s": max(at for at, _, _ in log) - deadline if log else 0.0,
            "floor_s": len(log) / ratelimit.RATE, "peak": peak(log, ratelimit.WINDOW), "paced": paced,
            "wall_s": wall, "prepare_s": prepared, "unanswered": lost}


def peak(log: list[tuple[float, str, str]], window: float) -> int:
    """The most requests answered within any window of the log."""
    best, start = 0, 0
    for end, (stamp, _, _) in enumerate(log):
        while log[start][0] <= stamp - window:
            start += 1
        best = max(best, end - start + 1)
    return best


def rush_table(runs: dict[str, dict]) -> str:
    names = list(runs)
    first = runs[names[-1]]
    lines = [f"{first['games']} `hp` games of {first['players']} players, every night ending at the same second, "
             "under Discord's global limit (50 requests a second, 429 and `Retry-After` past it); times on the "
             "test Discord's clock from the deadline.", "",
             "| figure | " + " | ".join(names) + " |", "| --- |" + " ---: |" * len(names)]
    rows = [("calls of the phase change (all games)", "calls", "{:.0f}"),
            ("floor: calls ÷ 50 a second, s", "floor_s", "{:.1f}"),
            ("until every player can read his results, s", "results_s", "{:.1f}"),
            ("results ÷ floor", None, ""),
            ("until the last call, s", "all_s", "{:.1f}"),
            ("429 answers", "refused", "{:.0f}"),
            ("most requests within a second", "peak", "{:.0f}"),
            ("the bot's own pace", "paced", "{}"),
            ("wall time of the phase change on this machine, s", "wall_s", "{:.1f}"),
            ("wall time of preparing the games (servers, sign-ups, starts, moves), s", "prepare_s", "{:.0f}")]
    for label, key, form in rows:
        if key is None:
            cells = [f"{r['results_s'] / r['floor_s']:.2f}" if r["floor_s"] else "—" for r in runs.values()]
        else:
            cells = [form.format(r[key]) if key != "paced" else ("yes" if r[key] else "no (discord.py alone)")
                     for r in runs.values()]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def books_table(runs: dict[str, dict]) -> str:
    """One table: each book and phase kind, calls a game against the minimum (one message per
    recipient), for each tree measured; and this tree's messages (posts and edits) per recipient."""
    names = list(runs)
    head = "| book | phase that ended | changes | " + " | ".join(
        f"calls a game ({n}) | ratio ({n})" for n in names) + \
        " | minimum (one per recipient) | messages ÷ recipients | posted for nobody |"
    lines = [head, "| --- | --- | ---: |" + " ---: | ---: |" * len(names) + " ---: | ---: | ---: |"]
    last = runs[names[-1]]
    for book, kinds in last.items():
        for kind, rows in kinds.items():
            minimum = statistics.mean(r["recipients"] for r in rows)
            unread = statistics.mean(r["unread"] for r in rows)
            messages = statistics.mean(r.get("post", 0) + r.get("edit", 0) for r in rows)
            cells = []
            for n in names:
                theirs = runs[n].get(book, {}).get(kind, [])
                if theirs:
                    calls = statistics.mean(r["calls"] for r in theirs)
                    least = statistics.mean(r["recipients"] for r in theirs)
                    cells += [f"{calls:.1f}", f"{calls / least:.2f}" if least else "—"]
                else:
                    cells += ["—", "—"]
            mine = f"{messages / minimum:.2f}" if minimum else "—"
            lines.append(f"| {book} | {kind} | {len(rows)} | " + " | ".join(cells)
                         + f" | {minimum:.1f} | {mine} | {unread:.1f} |")
    return "\n".join(lines)


def breakdown(run: dict[str, dict]) -> str:
    """What the calls of a phase change are, a game on average (this tree)."""
    what = ["post", "edit", "overwrite", "role", "thread", "other"]
    lines = ["| book | phase that ended | " + " | ".join(what) + " |", "| --- | --- |" + " ---: |" * len(what)]
    for book, kinds in run.items():
        for kind, rows in kinds.items():
            lines.append(f"| {book} | {kind} | " + " | ".join(
                f"{statistics.mean(r.get(w, 0) for r in rows):.1f}" for w in what) + " |")
    return "\n".join(lines)


def into_bot_section(path: Path, run: str) -> None:
    """Add a run at the end of the file's «## Bot» section (before the next «## »)."""
    old = path.read_text(encoding="utf-8")
    head, found, rest = old.partition("\n## Bot\n")
    if not found:
        path.write_text(old.rstrip("\n") + "\n\n## Bot\n\n" + run, encoding="utf-8")
        return
    body, next_, after = rest.partition("\n## ")
    path.write_text(head + found + body.rstrip("\n") + "\n\n" + run + (("\n" + next_ + after) if next_ else ""),
                    encoding="utf-8")


def tree_of(rev: str, into: Path) -> Path:
    """The tree of that revision (``git archive``), extracted into ``into``."""
    archive = subprocess.run(["git", "archive", rev], cwd=ROOT, capture_output=True, check=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def run_in(tree: Path, args: list[str]) -> dict:
    """This script over another tree's bot (``MAFIA_BENCH_TREE``); its result as JSON."""
    env = {**os.environ, "MAFIA_BENCH_TREE": str(tree)}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), *args, "--json"], env=env,
                          text=True, stdout=subprocess.PIPE)
    if done.returncode != 0:
        raise SystemExit(f"{tree}: exited {done.returncode}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def report(result: dict, games: int, players: int, active: int | None = None, members_intent: bool = True) -> str:
    sending = "all of them" if active is None or active >= games else f"{active} of them"
    cache = "with the members intent (member cache)" if members_intent else "without the members intent"
    lines = [f"Run: {games} `hp` games of {players} players at once in one bot (simcord, MemoryStore, "
             f"{cache}); moves and votes are sent by {sending}. Python {platform.python_version()}, "
             f"{platform.machine()}.",
             "", "| Interaction | count | p50, ms | p95, ms | p99, ms | max, ms |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    titles = {"act_bot": "/act — handled by the bot", "vote_bot": "/vote — handled by the bot",
              "act": "/act — round trip through simcord", "vote": "/vote — round trip through simcord"}
    for name, title in titles.items():
        values = [v * 1000 for v in result["latencies"][name]]
        if values:
            lines.append(f"| {title} | {len(values)} | {statistics.median(values):.1f} | {pct(values, 95):.1f} "
                         f"| {pct(values, 99):.1f} | {max(values):.1f} |")
    lines += ["", "| Phase change | API calls a game (mean) | minimum (one per recipient) | "
                  "ratio | all games at once, s |", "| --- | ---: | ---: | ---: | ---: |"]
    for kind in ("night", "day"):
        pairs = result["calls"][kind]
        if not pairs:
            continue
        made = statistics.mean(m for m, _ in pairs)
        minimum = statistics.mean(n for _, n in pairs)
        seconds = result["latencies"].get(f"phase_end_{kind}_all_games_s", [0])[0]
        title = "night → day" if kind == "night" else "day → night"
        lines.append(f"| {title} | {made:.1f} | {minimum:.1f} | {made / minimum:.2f} | {seconds:.2f} |")
    lines += ["", f"Preparation (server set-up, sign-up, start) of all games: {result['setup_seconds']:.1f} s."]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=13)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--active", type=int, default=None,
                        help="how many of the games send moves (default: all); the others just run")
    parser.add_argument("--no-members-intent", dest="members_intent", action="store_false",
                        help="run the bot without the members intent (two role calls per death)")
    parser.add_argument("--write", metavar="FILE", help="replace the file's «## Bot» section with the figures")
    parser.add_argument("--append", action="store_true", help="with --write: add this run to the «## Bot» section")
    parser.add_argument("--books", action="store_true",
                        help="count the calls of a phase change in every book instead (--games games each)")
    parser.add_argument("--phases", type=int, default=6, help="with --books: phase changes a game")
    parser.add_argument("--against", metavar="REV",
                        help="with --books or --rush: measure that revision too, in one run")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # (the other tree's answer)
    parser.add_argument("--rush", action="store_true",
                        help="--games games of --players changing phase at the same second under the global limit")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.books:
        return books_main(args, argv, started)
    if args.rush:
        return rush_main(args, argv, started)
    result = asyncio.run(measure(args.games, args.players, args.seed, args.active, args.members_intent))
    text = report(result, args.games, args.players, args.active, args.members_intent)
    print(text)
    if args.write:
        command = "python benchmarks/bot_latency.py " + " ".join(argv if argv is not None else sys.argv[1:])
        heading = f"### {args.games} games" + (f", {args.active} sending" if args.active and args.active < args.games
                                               else ", all sending")
        run = (f"{heading}\n\nCommand: `{command}` (the whole run: {time.perf_counter() - started:.0f} s).\n\n"
               + text + "\n")
        path = Path(args.write)
        old = path.read_text(encoding="utf-8") if path.exists() else ""
        if args.append and "\n## Bot\n" in old:
            new = old.rstrip("\n") + "\n\n" + run
        else:  # everything above the «## Bot» heading stays byte for byte
            head = old.split("\n## Bot\n", 1)[0] + "\n" if "\n## Bot\n" in old else old.rstrip("\n") + "\n\n\n"
            new = head + "## Bot\n\n" + BOT_NOTES + "\n\n" + run
        path.write_text(new, encoding="utf-8")
    return 0


def books_main(args, argv: list[str] | None, started: float) -> int:
    mine = ["--books", "--games", str(args.games), "--phases", str(args.phases), "--seed", str(args.seed)]
    if args.json:
        print(json.dumps(asyncio.run(measure_books(args.games, args.phases, args.seed))))
        return 0
    runs: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="bot-bench-") as scratch:
        if args.against:
            runs[args.against] = run_in(tree_of(args.against, Path(scratch)), mine)
        runs["this checkout"] = asyncio.run(measure_books(args.games, args.phases, args.seed))
    text = books_table(runs) + "\n\nWhat the calls are (this checkout, a game on average):\n\n" + \
        breakdown(runs["this checkout"])
    print(text)
    if args.write:
        command = "python benchmarks/bot_latency.py " + " ".join(argv if argv is not None else sys.argv[1:])
        run = (f"### Calls a phase change, every book\n\nCommand: `{command}` (the whole run: "
               f"{time.perf_counter() - started:.0f} s).\n\n" + text + "\n")
        into_bot_section(Path(args.write), run)
    return 0


def rush_main(args, argv: list[str] | None, started: float) -> int:
    mine = ["--rush", "--games", str(args.games), "--players", str(args.players), "--seed", str(args.seed)]
    if args.json:
        print(json.dumps(asyncio.run(measure_rush(args.games, args.players, args.seed))))
        return 0
    with tempfile.TemporaryDirectory(prefix="bot-bench-") as scratch:
        trees = {args.against: tree_of(args.against, Path(scratch))} if args.against else {}
        trees["this checkout"] = ROOT  # (a process of its own, as the other; both at once)
        with ThreadPoolExecutor(len(trees)) as pool:
            runs = dict(zip(trees, pool.map(lambda tree: run_in(tree, mine), trees.values())))
    text = rush_table(runs)
    print(text)
    if args.write:
        command = "python benchmarks/bot_latency.py " + " ".join(argv if argv is not None else sys.argv[1:])
        run = (f"### A phase change under Discord's limits\n\nCommand: `{command}` (the whole run: "
               f"{time.perf_counter() - started:.0f} s).\n\n" + text + "\n")
        into_bot_section(Path(args.write), run)
    return 0


BOT_NOTES = """A measurement of the Discord adapter (not a test): `python benchmarks/bot_latency.py --games 10 --write
docs/performance.md` (replaces this section), then `... --books --against main --write docs/performance.md` and
`... --rush --games 100 --players 30 --against main --write docs/performance.md` (each adds its run to it).
The real bot (`bot/`) runs against simcord, an offline Discord: every player sends a night move `/act` and a
vote `/vote`; the latency runs from sending the interaction to the bot's answer (simcord lets the bot settle
after every action, so this includes all the bot's work that the answer triggers). "Handled by the bot" is the
time inside the bot from receiving the interaction to the end of the handler (the answer already sent); "round
trip through simcord" adds the simulator's work and its 50 ms quiet window after every action, so its value is
an upper bound. API calls at a phase change are counted as the bot's REST requests to the game's channels and
server from a second before the deadline to a second after it (the reminders go before); a recipient is a
channel or thread the change wrote to (each one a person reads: the posts to a channel nobody on the server can
read are counted apart), and the minimum is one message per recipient. Above it remain the square's
permission change (1 call where the phase opens or closes the square) and, for every player out, the role
change «Живые» → «Мёртвые» (2 calls: a remove and an add — a member `PATCH` would write the whole role list from
a member cache that learns other tables' changes late). The vote tally is created only at the day's first
vote. p99 is the 99th percentile (with ~100–300 samples it is close to the maximum)."""


if __name__ == "__main__":
    sys.exit(main())
