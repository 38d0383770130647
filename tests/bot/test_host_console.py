"""The host's console (issue 31, items 6, 7, 8, 12, 13): corrections in a review, deadlines,
announcements, opening a game, the admin's set-up — each tried through the strict test Discord."""

from __future__ import annotations

from tests.bot.conftest import World, text_of


async def test_announcement_posted_in_the_square_escaped(simcord_env):
    world = World(simcord_env)
    await world.lobby()
    player = world.players[0]
    text = f"Правило: не пишите ночью! <@{player.id}> @everyone **жирно**\\nВторая строка"
    result = await world.host.slash(world.square, "host announce", text=text)
    assert result.ephemeral and text_of(result) == "Объявление опубликовано на площади."
    post = next(m for m in world.square.history() if "Объявление ведущего" in m.content)
    lines = post.content.splitlines()
    assert lines[0] == "📢 **Объявление ведущего**" and lines[2] == "Вторая строка"
    # Neither a mention nor markup of the host's text survives; nobody is pinged.
    assert f"<@{player.id}>" not in post.content and "@everyone" not in post.content
    assert "**жирно**" not in post.content and "\\*\\*жирно\\*\\*" in post.content
    assert not post.mentions and not post.mention_everyone
    # A player may not announce; a text that would not fit one message is refused with the reason.
    for who in (player, world.spectator):
        refused = await who.slash(world.square, "host announce", text="Я ведущий")
        assert refused.ephemeral and "ведущ" in text_of(refused)
    long = await world.host.slash(world.square, "host announce", text="*" * 1500)
    assert long.ephemeral and "не помещается в одно сообщение" in text_of(long)
    assert sum("Объявление ведущего" in m.content for m in world.square.history()) == 1
