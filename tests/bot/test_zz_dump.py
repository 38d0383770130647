"""Scratch: play a whole game and dump what everyone reads (not committed)."""
import os
import random

import pytest

from tests.bot.conftest import World, make_config
from tests.bot.helpers import play_phase


@pytest.fixture
def config():
    return make_config(reminders=[10], early_end=os.environ.get("DUMP_EARLY") == "1")


@pytest.mark.parametrize("variant,edition,players", [
    (os.environ.get("DUMP_V", "hp"), os.environ.get("DUMP_E") or None, int(os.environ.get("DUMP_N", "13")))])
async def test_dump(simcord_env, variant, edition, players):
    world = World(simcord_env, players=players)
    await world.setup()
    if os.environ.get("DUMP_REVIEW") == "1":
        lobby_opts = {"options": f"edition={edition}"} if edition else {}
        await world.host.slash(world.square, "game new", variant=variant, **lobby_opts)
        for p in world.players:
            await p.slash(world.square, "join")
        await world.host.slash(world.square, "host review", on=True)
        await world.host.slash(world.square, "game start")
    else:
        opts = {"options": f"edition={edition}"} if edition else {}
        await world.lobby(variant=variant, **opts)
    table = world.table()
    game = table.game
    rng = random.Random(int(os.environ.get("DUMP_SEED", "3")))
    phases = 0
    while not game.over and phases < 30:
        await play_phase(world, rng)
        await simcord_env.advance_time(3000)  # reminders
        await simcord_env.advance_time(601)
        if table.meta.get("review") is not None:
            from tests.bot.test_review import review_message
            msg = review_message(world, table)
            await world.host.click(msg, "Опубликовать") if hasattr(world.host, "click") else None
        phases += 1
    out = []
    chans = list(world.guild.channels.values())
    for c in list(chans):
        chans.extend(c.threads)
    for c in chans:
        hist = c.history()
        if not hist:
            continue
        out.append(f"######## {c.name} ({c.id})")
        for m in hist:
            out.append(f"--- [{m.id}] {m.author.name}{' (edited)' if getattr(m, 'edited_at', None) else ''}")
            out.append(m.content)
    with open(os.environ.get("DUMP_OUT", "/tmp/h21/dump.txt"), "w") as f:
        f.write("\n".join(out))
