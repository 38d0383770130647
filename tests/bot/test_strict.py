"""The strict test Discord's rules for Discord over weeks (issue 16, item 12): each rule is
seen to refuse or count what real Discord would, so a test relying on it fails when it breaks."""

from __future__ import annotations

import discord
import pytest

from tests.bot.conftest import World, make_config
from tests.bot.strict import THREAD_ARCHIVED, TOO_MANY_THREADS


@pytest.fixture
def config():
    return make_config(members_intent=True)  # a member cache to be late


async def test_an_idle_thread_archives_and_refuses_until_unarchived(simcord_env, strict):
    world = World(simcord_env, players=2)
    await world.setup()
    bot = world.bot
    channel = bot.get_channel(world.game_channel.id)
    thread = await channel.create_thread(name="тихая", type=discord.ChannelType.private_thread,
                                         auto_archive_duration=60)
    await thread.add_user(discord.Object(world.players[0].id))
    await simcord_env.advance_time(59 * 60)
    await thread.add_user(discord.Object(world.players[1].id))  # 59 minutes: still active
    await simcord_env.advance_time(61 * 60)
    with pytest.raises(discord.HTTPException) as refused:
        await thread.remove_user(discord.Object(world.players[1].id))
    assert refused.value.code == THREAD_ARCHIVED
    assert simcord_env.backend.channels[thread.id].thread_metadata.archived
    assert strict.refused and not strict.violations
    # A message unarchives it (as Discord does for an unlocked thread); then it takes changes again.
    await bot.get_partial_messageable(thread.id).send("снова здесь")
    assert not simcord_env.backend.channels[thread.id].thread_metadata.archived
    await thread.remove_user(discord.Object(world.players[1].id))
    # Archived and locked: even a message is refused; unarchiving first works.
    await thread.edit(archived=True, locked=True)
    with pytest.raises(discord.HTTPException) as locked:
        await bot.get_partial_messageable(thread.id).send("нельзя")
    assert locked.value.code == THREAD_ARCHIVED
    await thread.edit(archived=False, locked=False)
    await bot.get_partial_messageable(thread.id).send("можно")


async def test_a_server_holds_at_most_its_cap_of_active_threads(simcord_env, strict):
    world = World(simcord_env, players=1)
    await world.setup()
    strict.thread_cap = 3
    channel = world.bot.get_channel(world.game_channel.id)
    made = [await channel.create_thread(name=f"нить {i}", type=discord.ChannelType.private_thread)
            for i in range(3)]
    with pytest.raises(discord.HTTPException) as refused:
        await channel.create_thread(name="лишняя", type=discord.ChannelType.private_thread)
    assert refused.value.code == TOO_MANY_THREADS
    await made[0].edit(archived=True, locked=True)  # an archived thread no longer counts
    await channel.create_thread(name="теперь можно", type=discord.ChannelType.private_thread)


async def test_messages_are_counted_per_channel_within_five_seconds(simcord_env, strict):
    world = World(simcord_env, players=1)
    await world.setup()
    square = world.bot.get_partial_messageable(world.square.id)
    mark = strict.mark()
    for i in range(6):
        await square.send(f"{i}", allowed_mentions=discord.AllowedMentions.none())
    assert strict.peak(world.square.id, mark) == 6
    assert strict.over_rate(mark) == {world.square.id: 6}
    mark = strict.mark()
    for i in range(6):
        await square.send(f"{i}", allowed_mentions=discord.AllowedMentions.none())
        await simcord_env.advance_time(1)
    assert strict.peak(world.square.id, mark) == 5 and strict.over_rate(mark) == {}


async def test_the_member_cache_learns_role_changes_late(simcord_env, strict):
    world = World(simcord_env, players=1)
    await world.setup()
    bot = world.bot
    role = world.guild.create_role("Завсегдатаи")
    player = world.players[0]
    await bot.http.add_role(world.guild.id, player.id, role.id)
    held = set(simcord_env.backend.get_member(world.guild.id, player.id).role_ids)
    assert role.id in held
    assert bot.intents.members
    assert role.id not in {r.id for r in bot.get_guild(world.guild.id).get_member(player.id).roles}  # not yet
    assert strict.deliver_members() >= 1
    assert role.id in {r.id for r in bot.get_guild(world.guild.id).get_member(player.id).roles}
    # ... and the next interaction starts with the cache up to date.
    await bot.http.remove_role(world.guild.id, player.id, role.id)
    assert role.id in {r.id for r in bot.get_guild(world.guild.id).get_member(player.id).roles}
    await player.slash(world.square, "status")
    assert role.id not in {r.id for r in bot.get_guild(world.guild.id).get_member(player.id).roles}
