"""A real ``mafia-bot run`` process for tests/bot/test_stop.py, with simcord standing in for
Discord: ``bot.runner.main`` runs as the command line runs it (settings, SQLite store,
statistics, signal handlers, the graceful stop, closing the database); only the bot's connection
to Discord (``MafiaBot.start``) is simcord's offline one.

``python -m tests.bot.stop_child play``: set up a server, start a game, send half the town's
night moves, print the game (one JSON line) and READY, then wait for a signal.
``python -m tests.bot.stop_child resume``: start again on the same database and print the games
reloaded from it (one JSON line), then stop."""

from __future__ import annotations

import json
import random
import sys

from bot import runner
from bot.client import MafiaBot


def shown(table) -> dict:
    return {"id": table.id, "snapshot": json.dumps(table.game.snapshot(), sort_keys=True, default=str),
            "deadline": str(table.record.deadline), "commands": len(table.game.commands)}


async def play(self: MafiaBot, token: str, *, reconnect: bool = True) -> None:
    from simcord import Env

    from tests.bot.conftest import World
    from tests.bot.helpers import send_moves

    env = Env(self)
    await env.start()
    try:
        world = World(env)
        table = await world.lobby()
        rng = random.Random(3)
        await send_moves(world, table, rng, range(7))
        print(json.dumps(shown(table)), flush=True)
        print("READY", flush=True)
        await self.stopped.wait()  # SIGTERM / SIGINT: bot.runner's handler closes the bot
    finally:
        await env.shutdown()


async def resume(self: MafiaBot, token: str, *, reconnect: bool = True) -> None:
    from simcord import Env

    env = Env(self)
    await env.start()  # setup_hook: every running game is reloaded from the database
    try:
        games = [shown(table) for table in self.games.registry.values() if not table.lobby]
        print(json.dumps(games), flush=True)
    finally:
        await self.close()
        await env.shutdown()


if __name__ == "__main__":
    MafiaBot.start = {"play": play, "resume": resume}[sys.argv[1]]  # type: ignore[method-assign]
    sys.exit(runner.main(None))
