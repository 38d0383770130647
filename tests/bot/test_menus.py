"""Menus check before they offer: ``/ход`` naming an ability that cannot be used now (the wrong
phase, a player out of the game) gives the real reason at once, with no target menu; the menus and
suggestions offer only targets the engine would take (fantasy: no vote for oneself)."""

from __future__ import annotations

from core.commands import Act, Vote
from core.model import PhaseKind
from core.rules import Action
from tests.bot.conftest import World, text_of


def has_menu(result) -> bool:
    messages = [result.response, *result.followups] if result.response else list(result.followups)
    return any(getattr(m, "components", None) for m in messages)


async def test_an_ability_of_another_phase_or_of_the_dead_is_refused_at_once(simcord_env):
    world = World(simcord_env, players=13)
    table = await world.lobby()  # HP: the night comes first
    game = table.game
    assert game.phase.kind == PhaseKind.NIGHT
    day = next((p, a) for p in game.players for a in game.abilities(p)
               if a.kinds == {PhaseKind.DAY} and a.min_targets > 0)
    player, ability = day
    result = await world.actor(player.seat).slash(world.thread_of(player.seat), "act", ability=ability.name)
    assert result.ephemeral and not has_menu(result)
    assert text_of(result) == f"Способность «{ability.name}» сейчас недоступна: не та фаза.", text_of(result)

    # The host removes a player with a night ability: his move is refused for what it is.
    victim = next(p for p in game.players if p.seat != player.seat
                  and any(a.usable_in(PhaseKind.NIGHT) and a.min_targets > 0 for a in game.abilities(p)))
    night = next(a for a in game.abilities(victim) if a.usable_in(PhaseKind.NIGHT) and a.min_targets > 0)
    await world.host.slash(world.square, "host kill", player=victim.name, reason="оскорбления")
    assert not victim.in_game
    result = await world.actor(victim.seat).slash(world.thread_of(victim.seat), "act", ability=night.name)
    assert result.ephemeral and not has_menu(result)
    assert "выбыли" in text_of(result), text_of(result)


async def test_target_suggestions_are_the_moves_the_engine_takes(simcord_env):
    world = World(simcord_env, players=13)
    table = await world.lobby()
    game = table.game
    checked = 0
    for player in game.players:
        for ability in game.available(player):
            if ability.needs or ability.min_targets != 1 or ability.max_targets != 1:
                continue
            thread = world.thread_of(player.seat)
            offered = await world.actor(player.seat).autocomplete(thread, "act", "target", "", ability=ability.name)
            seats = {int(c["value"][1:]) for c in offered}
            legal = {p.seat for p in game.players
                     if game.validate(Act(Action(player.seat, ability.name, (p.seat,)))) is None}
            assert seats == set(list(sorted(legal))[:25]) or (len(legal) > 25 and seats <= legal), ability.name
            checked += 1
    assert checked >= 5


async def test_fantasy_vote_suggestions_leave_out_oneself(simcord_env):
    world = World(simcord_env, players=10)
    table = await world.lobby(variant="fantasy", options="edition=I")
    game = table.game
    await simcord_env.advance_time(3601 * 2)  # to the first day
    while not game.over and not game.variant.spec(game.phase.kind).vote:
        await simcord_env.advance_time(3601)
    assert not game.over
    voter = game.living()[0]
    assert game.validate(Vote(voter.seat, voter.seat)) is not None  # the book: nobody votes for himself
    offered = await world.actor(voter.seat).autocomplete(world.square, "vote", "target", "")
    seats = {int(c["value"][1:]) for c in offered if c["value"] != "#-"}
    assert voter.seat not in seats
    assert seats == {p.seat for p in game.living() if game.validate(Vote(voter.seat, p.seat)) is None}
