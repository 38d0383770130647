"""Who is told what: an event's audience is a type (everyone, seats, a fellowship by id, the host),
``Variant.fellowships`` is the only definition of a group, and the bot routes a fellowship's events
by its id to its thread (issue 29, «The design under it»)."""

from __future__ import annotations

from core.model import PhaseKind, PlayerSetup
from plugins.romanian.variant import RomanianVariant
from tests.bot.conftest import World, text_of
from tests.bot.helpers import readers

# A clan of three (Аня the boss, Борис and Вика), the cops, two townspeople and a vampire.
DEAL = [("Босс", 1), ("Рядовой", 1), ("Рядовой", 1), ("Следователь", None), ("Помощник следователя", None),
        ("Мирный житель", None), ("Мирный житель", None), ("Вампир", None)]


def fixed_deal(monkeypatch) -> None:
    def deal(self, names, public_roles, rng):
        return [PlayerSetup(name=name, role=role, team=team) for name, (role, team) in zip(names, DEAL)]
    monkeypatch.setattr(RomanianVariant, "deal", deal)


async def act(world, seat: int, ability: str, target: int) -> None:
    game = world.table().game
    result = await world.actor(seat).slash(world.thread_of(seat), "act", ability=ability,
                                           target=game.players[target].name)
    assert result.ephemeral and game.actions_of(seat), text_of(result)


async def test_a_clans_answer_after_a_member_was_turned_goes_to_the_clans_thread(simcord_env, monkeypatch):
    """Romanian: a clan member turned by the vampire still hears the clan (l.242); once another
    member is in prison, the clan's shot is answered in one thread of the clan as it is now — not in
    each member's own thread (on main the bot's own group, turned member left out, did not match the
    engine's hearers, and the answer went to the members' personal threads)."""
    fixed_deal(monkeypatch)
    world = World(simcord_env, players=len(DEAL))
    await world.lobby(variant="romanian")
    table = world.table()
    game = table.game
    boss, turned, jailed, vampire, victim = 0, 1, 2, 7, 5
    assert [p.role for p in game.players] == [r for r, _ in DEAL]
    everyone = [*world.players, world.host, world.admin, world.spectator]
    # Day 1, night 1 (a bite), day 2, night 2 (the second bite turns Борис), day 3: Вика to prison.
    await simcord_env.advance_time(3601)
    await act(world, vampire, "Укус", turned)
    await simcord_env.advance_time(3601)
    await simcord_env.advance_time(3601)
    await act(world, vampire, "Укус", turned)
    await simcord_env.advance_time(3601)
    assert game.players[turned].role == "Обращённый вампир"
    assert game.phase.kind is PhaseKind.DAY
    for player in game.living():
        if game.variant.may_vote(game, player) is None:
            result = await world.actor(player.seat).slash(world.square, "vote", target=game.players[jailed].name)
            assert result.ephemeral, text_of(result)
    await simcord_env.advance_time(3601)
    assert not game.players[jailed].in_game and game.players[jailed].alive
    # Night 3: the boss shoots; the clan (the boss and the turned one) hears the answer.
    start = len(game.log)
    await act(world, boss, "Выстрел", victim)
    await simcord_env.advance_time(3601)
    clan = game.variant.fellowship(game, "Мафия/1")
    assert clan is not None and set(clan.seats) == {boss, turned}
    answer = next(e for e in game.log[start:]
                  if e.audience.kind == "fellowship" and e.key.startswith("romanian.answer"))
    assert answer.audience.fellowship == "Мафия/1" and set(answer.audience.seats) == {boss, turned}
    entry = next(f for f in reversed(table.meta.threads.factions) if f["id"] == "Мафия/1")
    assert set(entry["seats"]) == {boss, turned}
    # (and the host, who does not play: he reads every faction thread)
    assert readers(world, entry["thread"], everyone) == {table.user_of(boss), table.user_of(turned), world.host.id}
    text = game.texts.event(answer)
    thread = next(t for t in world.game_channel.threads if t.id == entry["thread"])
    assert any(text in m.content for m in thread.history())
    for seat in (boss, turned):
        assert not any(text in m.content for m in world.thread_of(seat).history()), seat
