"""Discord's global rate limit (50 requests a second per bot) on the test Discord
(``tests/bot/ratelimit.py``): discord.py waits out a 429 by its ``Retry-After``; the bot's own pace
(``bot/outgoing.py``) keeps under the limit, and when it must queue, a phase's results go before
reminders."""

from __future__ import annotations

import random

import pytest

from tests.bot import ratelimit
from tests.bot.conftest import World, make_config
from tests.bot.helpers import play_phase


@pytest.fixture
def limit(monkeypatch):
    return ratelimit.install(monkeypatch, ratelimit.GlobalLimit())


@pytest.fixture
def config(request):
    return make_config(requests_per_second=getattr(request, "param", 50))


def posts(limit, since: float = -1.0) -> list[tuple[float, str, str]]:
    return [(t, m, p) for t, m, p in limit.log if t >= since and m == "POST" and p.endswith("/messages")]


@pytest.mark.parametrize("config", [0], indirect=True)
async def test_past_the_global_limit_discord_answers_429_and_discord_py_waits(limit, simcord_env, config):
    """No pace of the bot's own: a game's start (more than 50 calls at one instant) meets 429 answers;
    discord.py sleeps their Retry-After and tries again, so the game starts whole, within the limit."""
    world = World(simcord_env)
    await world.lobby()
    await simcord_env.advance_time(10)  # (the bot sleeps out the 429s on the test Discord's clock)
    table = world.table()
    assert table is not None and table.live
    assert limit.refused > 0, "a start is more than 50 calls at once"
    assert limit.peak() <= ratelimit.RATE
    assert all(any(t.id == thread for t in world.game_channel.threads) for thread in table.meta.threads.seats)


async def test_the_bots_pace_meets_no_429(limit, simcord_env, config):
    """Paced by the bot at 50 a second, the same start queues in the bot: no request is refused."""
    world = World(simcord_env)
    await world.lobby()
    await simcord_env.advance_time(10)
    table = world.table()
    assert table is not None and table.live and len(table.meta.threads.seats) == len(world.players)
    assert limit.refused == 0 and limit.peak() <= ratelimit.RATE
    assert world.bot.pace.waited > 0, "the start had to queue"


@pytest.mark.parametrize("config", [5], indirect=True)
async def test_when_the_bot_must_queue_results_go_before_reminders(limit, simcord_env, config):
    """Two tables: the first's night ends at 20:00 at the instant the second's night (to 20:10) reminds
    its players, 10 minutes before. Paced at 5 a second, the two queue side by side: past the first
    five requests, every post of the first's phase change goes before any reminder of the second (in
    the order they came, they would alternate)."""
    first, second = World(simcord_env), World(simcord_env)
    for world, night in ((first, "20:00 МСК"), (second, "20:10 МСК")):
        await world.lobby(start=False)
        await world.host.slash(world.square, "game timing", night=night)
        await world.host.slash(world.square, "game start")
        await simcord_env.advance_time(60)  # (dealt at 5 calls a second)
    a, b = first.table(), second.table()
    assert a.live and b.live
    assert (b.record.deadline - a.record.deadline).total_seconds() == 600
    await play_phase(first, random.Random(2))  # the first's players move: results in their threads
    await simcord_env.advance_time((a.record.deadline - simcord_env.now()).total_seconds() - 1)
    before = simcord_env.backend.clock.elapsed
    await simcord_env.advance_time(120)
    assert a.game.phase.index == 1 and b.game.phase.index == 0
    sent = posts(limit, before)
    ours = {*a.meta.threads.seats, a.meta.channels.square, a.meta.channels.graveyard}
    theirs = set(b.meta.threads.seats)
    results = [i for i, (_, _, path) in enumerate(sent) if int(path.split("/")[2]) in ours]
    reminders = [i for i, (_, _, path) in enumerate(sent) if int(path.split("/")[2]) in theirs]
    assert len(results) > 2 and len(reminders) > 2, (results, reminders)
    queued = set(range(5, len(sent)))  # (the first five went before anything queued)
    assert max(i for i in results if i in queued) < min(i for i in reminders if i in queued)
    assert limit.refused == 0
