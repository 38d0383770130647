"""A death swaps «Живые» for «Мёртвые»: two API calls, each adding or removing one role (never
the whole list, from a cache that may be late), with or without the member cache; the member's
other roles stay."""

from __future__ import annotations

import pytest

from tests.bot.conftest import World, make_config


@pytest.fixture(params=[False, True], ids=["no-member-cache", "members-intent"])
def config(request):
    return make_config(members_intent=request.param)


async def test_death_swaps_roles(simcord_env, config):
    world = World(simcord_env)
    table = await world.lobby()
    victim = world.actor(3)
    other = world.guild.create_role("Завсегдатаи")
    backend = simcord_env.backend
    backend.add_member_role(world.guild.id, victim.id, other.id)
    roles = table.meta.roles
    before = len(simcord_env.http_requests)
    await world.host.slash(world.square, "host kill", player=table.game.players[3].name, reason="флуд")
    calls = [r for r in simcord_env.http_requests[before:] if f"/members/{victim.id}" in r.path]
    assert len(calls) == 2 and {r.method for r in calls} == {"PUT", "DELETE"}, [(r.method, r.path) for r in calls]
    held = set(backend.get_member(world.guild.id, victim.id).role_ids)
    assert roles.dead in held and roles.alive not in held and other.id in held
