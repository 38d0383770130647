"""The host's console (issue 31): refusals that name the right person and reason (item 11),
confirmations before what cannot be undone (item 1), pause and extend around a review (item 2),
a review nobody forgets (item 3), a replacement told what stands (item 10)."""

from __future__ import annotations

import random

from tests.bot.conftest import World, text_of
from tests.bot.helpers import play_phase


# --- item 11: refusals name the right person and reason ---------------------------------------

async def test_a_player_using_a_host_tool_is_told_it_is_the_hosts(simcord_env):
    world = World(simcord_env)
    await world.lobby()
    refused = await world.actor(0).slash(world.square, "host pause")
    assert refused.ephemeral
    assert "только ведущий" in text_of(refused)
    assert "ведущий либо играет" not in text_of(refused)  # (said to a seated host, not to a player)


async def test_the_host_is_not_told_to_wait_for_himself(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "game start")
    await world.host.slash(world.square, "host end-phase")
    table = world.table()
    assert table.meta.get("review") is not None
    for command, options in (("host kill", {"player": "#0"}),
                             ("host replace", {"old": "#0", "new": world.spectator})):
        refused = await world.host.slash(world.square, command, **options)
        shown = text_of(refused)
        assert refused.ephemeral and "ждут вас" in shown and "Дождитесь" not in shown, shown
    assert table.game.players[0].in_game


async def test_a_co_host_as_a_replacement_is_named(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    co_host = world.guild.add_member(simcord_env.create_user("co", global_name="Соведущий"))
    world.env.backend.add_member_role(world.guild.id, co_host.id, table.meta["roles"]["host"])
    refused = await world.host.slash(world.square, "host replace", old="#2", new=co_host)
    shown = text_of(refused)
    assert refused.ephemeral and "Вы ведёте" not in shown and f"<@{co_host.id}>" in shown, shown
    assert table.user_of(2) != co_host.id


async def test_removing_a_player_who_is_gone_says_so(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    await world.host.slash(world.square, "host kill", player="#3")
    again = await world.host.slash(world.square, "host kill", player="#3")
    shown = text_of(again)
    assert again.ephemeral and "нельзя выбрать целью" not in shown and "уже" in shown, shown
    assert len([c for c in table.game.commands if type(c).__name__ == "Remove"]) == 1


async def test_a_zero_length_is_refused_as_zero(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    refused = await world.host.slash(world.square, "game timing", night="0")
    shown = text_of(refused)
    assert refused.ephemeral and "Не понимаю" not in shown and "больше нуля" in shown, shown


async def test_a_cancelled_signup_is_not_labelled_started(simcord_env):
    world = World(simcord_env)
    lobby = await world.lobby(start=False)
    signup = lobby.meta["signup"]
    await world.host.slash(world.square, "game end")
    post = next(m for m in world.square.history() if m.id == signup)
    assert "игра началась" not in post.content and "отменена" in post.content, post.content
