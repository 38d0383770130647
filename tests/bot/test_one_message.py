"""A phase's end says one message to each thread and channel: the results, the news of a death, the
holdings and a question arrive together, in that order, and every text of them is still there."""

from __future__ import annotations

import random

from tests.bot.conftest import World
from tests.bot.helpers import play_phase


async def test_each_thread_gets_one_message_a_phase_change_with_every_text(simcord_env, strict, monkeypatch):
    world = World(simcord_env)
    table = await world.lobby()
    driver = world.bot.games.phases.delivery
    said: list[tuple[int, list[str]]] = []  # what the driver was asked to post, before it is gathered
    original = type(driver).post

    async def post(self, table_, channel_id, lines, **kwargs):
        said.append((channel_id, list(lines)))
        return await original(self, table_, channel_id, lines, **kwargs)

    monkeypatch.setattr(type(driver), "post", post)
    rng = random.Random(3)
    died = 0
    for _ in range(6):
        game = table.game
        if game.over:
            break
        await play_phase(world, rng)
        alive = {p.seat for p in game.players if p.in_game}
        mark = strict.mark()
        said.clear()
        await simcord_env.advance_time(3599)  # the reminders go before the deadline
        mark = strict.mark()
        said.clear()
        await simcord_env.advance_time(2)
        posted = {c: n - mark.get(c, 0) for c, n in strict.mark().items() if n - mark.get(c, 0)}
        for channel in posted:  # one message a channel (its text fits one)
            if channel == table.meta.threads.host:
                continue  # (the host's status there is a message of its own, edited as moves arrive)
            lines = [line for c, text in said if c == channel for line in text]
            if sum(map(len, lines)) + len(lines) < 1900:
                assert posted[channel] == 1, (channel, lines)
        for channel, lines in said:  # every line asked for reached its channel
            if channel in posted:
                texts = [m.content for m in simcord_env.backend.messages.get(channel, {}).values()][-posted[channel]:]
                for line in lines:
                    assert any(line in text for text in texts), line
        for player in game.players:
            if player.seat in alive and not player.in_game and not game.over:
                died += 1
                thread = table.meta.threads.seats[player.seat]
                last = list(simcord_env.backend.messages[thread].values())[-1].content
                # his results (if any) first, the news of his death after them, in one message
                assert "Вы погибли" in last or "Вас" in last, last
                if last.startswith("**Итоги"):
                    assert last.index("**Итоги") < last.index("**В")
    assert died, "someone died in six phases"
