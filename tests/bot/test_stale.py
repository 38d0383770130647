"""A stored game whose commands no longer apply (a command the rules now refuse, as after a
rules change) at the bot's start: the other games load, the host is told privately which game
and which command, once; the records stay as they were, and the game holds its table (bot/stale.py)."""

from __future__ import annotations

from bot.client import MafiaBot
from core.commands import Vote
from core.model import PhaseKind
from tests.bot.conftest import World
from tests.bot.test_safety import roles_of


def dm_texts(world) -> list[str]:
    """What the host was told: by direct message, and in his thread (where a game has one, it is told there)."""
    dm = world.host.user.dm_channel
    threads = [x for x in world.game_channel.threads if x.name.startswith("Ведущий: игра")]
    return ([m.content for m in dm.history()] if dm is not None else []) + \
        [m.content for x in threads for m in x.history()]


async def test_a_stale_game_stays_unloaded_and_its_host_is_told_once(simcord_env, engine, store, config):
    stale_world = World(simcord_env)
    stale_table = await stale_world.lobby()
    other_world = World(simcord_env)
    other_table = await other_world.lobby()
    assert stale_table.game.phase.kind is PhaseKind.NIGHT
    other_before = other_table.game.snapshot()
    await simcord_env.bot.close()

    # A vote at night: what a rules change could make of a stored command.
    _, commands = await store.load(stale_table.id)
    number = len(commands)
    voter = stale_table.game.players[1].name
    await store.append(stale_table.id, number, Vote(1, 2).to_json())
    record_before, commands_before = await store.load(stale_table.id)
    square_before = len(stale_world.square.history())

    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    bot = simcord_env.bot
    # The other game is back as it was, with its timer.
    reloaded = other_world.table()
    assert reloaded is not other_table and reloaded.game.snapshot() == other_before
    assert reloaded.id in bot.timers.tasks
    # The stale one is not loaded: it holds its table unplayed (issue 32, item 4), no timer;
    # nothing is said in public.
    held = bot.games.table(stale_world.guild.id)
    assert held is not None and held.stale is not None and held.session is None and not held.live
    assert stale_table.id not in bot.timers.tasks
    assert len(stale_world.square.history()) == square_before
    # Its host is told privately which game, which command, and why.
    told = [text for text in dm_texts(stale_world) if "не удалось восстановить" in text]
    assert len(told) == 1
    thread = next(x for x in stale_world.game_channel.threads if x.id == stale_table.meta.threads.host)
    assert any(m.content == told[0] for m in thread.history())  # (in his thread, which he reads)
    text = told[0]
    assert f"Игру №{stale_table.id}" in text
    assert f"команда №{number + 1} из {number + 1}" in text
    assert "Ночь 1" in text and f"голос {_gen(voter)}" in text
    assert "Голосовать можно только днём." in text
    assert not any("не удалось восстановить" in t for t in dm_texts(other_world))
    # The records stay: every command, the status; only the note that the host was told.
    record_after, commands_after = await store.load(stale_table.id)
    assert commands_after == commands_before
    assert record_after.status == "running" == record_before.status
    assert record_after.meta["stale"]["command"] == number
    assert {k: v for k, v in record_after.meta.items() if k != "stale"} == \
        {k: v for k, v in record_before.meta.items() if k != "stale"}

    # Another restart: still not loaded, the host is not told again.
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    assert simcord_env.bot.games.table(stale_world.guild.id).stale is not None
    assert other_world.table().game.snapshot() == other_before
    assert len([text for text in dm_texts(stale_world) if "не удалось восстановить" in text]) == 1
    assert (await store.load(stale_table.id))[1] == commands_before


async def test_a_stale_games_refused_role_change_is_retried_at_the_start(simcord_env, engine, store, config):
    """Found by the model-based test's deep run: a member replaced out of a game while Discord
    refused role changes kept «Живые» for good once the game went stale (nothing played it)."""
    world = World(simcord_env)
    table = await world.lobby()
    backend = simcord_env.backend
    bot_role = next(r for r in backend.guilds[world.guild.id].roles.values() if r.managed)
    position = bot_role.position
    backend.edit_role(world.guild.id, bot_role.id, {"position": 0})  # Discord refuses role changes
    old = world.actor(3)
    newcomer = world.guild.add_member(simcord_env.create_user("newcomer", global_name="Новичок"))
    await world.host.slash(world.square, "host replace", old=table.game.players[3].name, new=newcomer)
    alive = table.meta.roles.alive
    assert alive in roles_of(world, old) and table.meta.pending_roles  # refused, kept
    await simcord_env.bot.close()
    _, commands = await store.load(table.id)
    await store.append(table.id, len(commands), Vote(1, 2).to_json())  # a night vote: the game goes stale
    backend.edit_role(world.guild.id, bot_role.id, {"position": position})  # the admin fixes the role
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    held = simcord_env.bot.games.table(world.guild.id)
    assert held is not None and held.stale is not None
    assert alive not in roles_of(world, old)
    assert not simcord_env.bot.games.settings.of(world.guild.id).pending_roles


def test_every_command_is_named_for_the_host(engine) -> None:
    from bot.stale import describe
    from core.commands import Act, Answer, EndPhase, Hold, Remove, Replace, PostCounts, Unvote, Withdraw
    from core.rules import Action
    from tools.simulate import new_random_game

    game = new_random_game(engine, "hp", 13, 2)
    game.players[0].name = "*Аня*"  # a name typed by a player formats nothing
    cases = {
        Act(Action(0, "Досье", (1,))): f"ход «Досье» игрока \\*Аня\\* → {game.players[1].name}",
        Act(Action(1, "Маска", ())): f"ход «Маска» {_gen(game.players[1].name)}",
        Vote(1, 0): f"голос {_gen(game.players[1].name)} против игрока \\*Аня\\*",
        Vote(1, None): f"голос {_gen(game.players[1].name)} «за мир»",
        Vote(1, 13): f"голос {_gen(game.players[1].name)} против игрока место 14",
        Unvote(2): f"отмена голоса {_gen(game.players[2].name)}",
        Withdraw(2, "Досье"): f"отмена хода «Досье» {_gen(game.players[2].name)}",
        Answer(2, 0, "да"): f"ответ {_gen(game.players[2].name)}: «да»",
        EndPhase(): "конец фазы",
        Remove(3, "ушёл"): f"удаление {_gen(game.players[3].name)}",
        Replace(3, "Новый"): f"замена {_gen(game.players[3].name)} на игрока Новый",
        PostCounts("messages", ()): "команда ведущего или бота",
        Hold(3, True): "команда ведущего или бота",
    }
    for command, expected in cases.items():
        assert describe(game, command) == expected


def _gen(name: str) -> str:
    """A player's name in the genitive as the texts write it («Бориса», «игрока Котик»)."""
    from bot.texts import texts
    from core.gender import gender_of
    from core.texts import Name

    return texts()._fluent_name(Name(name, gender_of(name)), "gen")
