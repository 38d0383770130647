from tests.bot.conftest import World, text_of


async def test_setup_lobby_start(simcord_env):
    world = World(simcord_env)
    result = await world.setup()
    assert result.ephemeral
    assert "Сервер готов" in text_of(result)
    table = await world.lobby()
    assert table is not None and not table.lobby
    # Private threads, nobody may invite anyone into them.
    created = [r for r in simcord_env.http_requests if r.method == "POST" and r.path.endswith("/threads")]
    # (one per player, one per faction, and the host's: he does not play)
    assert len(created) == len(table.game.players) + len(table.meta.threads.factions) + 1
    assert table.meta.threads.host in {t.id for t in world.game_channel.threads}
    assert all(r.json["type"] == 12 and r.json["invitable"] is False for r in created)
    assert "Наступила Ночь 1" in world.square.history()[-1].content


async def test_commands_are_localized_in_russian(simcord_env):
    put = [r for r in simcord_env.http_requests if r.method == "PUT" and r.path.endswith("/commands")]
    assert put, "the bot syncs its commands"
    commands = {c["name"]: c for c in put[-1].json}
    assert commands["act"]["name_localizations"]["ru"] == "ход"
    assert commands["act"]["description_localizations"]["ru"] == "Отправить ход в этой фазе"
    game = commands["game"]
    assert game["name_localizations"]["ru"] == "игра"
    start = next(o for o in game["options"] if o["name"] == "start")
    assert start["name_localizations"]["ru"] == "старт"
    target = next(o for o in commands["act"]["options"] if o["name"] == "target")
    assert target["name_localizations"]["ru"] == "цель"


def test_no_token_exits_with_a_message(tmp_path, monkeypatch, capsys):
    from bot.runner import main

    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    config = tmp_path / "config.toml"
    config.write_text('database = "sqlite://x.sqlite3"\n', encoding="utf-8")
    assert main(str(config)) == 2
    assert "DISCORD_TOKEN" in capsys.readouterr().err
    assert main(str(tmp_path / "missing.toml")) == 2
    assert "не найден" in capsys.readouterr().err


def test_config_example_documents_every_setting():
    from pathlib import Path

    from bot.config import Config, Names, load

    text = (Path(__file__).resolve().parents[2] / "config.example.toml").read_text(encoding="utf-8")
    for name in Config.model_fields:
        assert f"{name} =" in text or f"[{name}]" in text or f"# {name} =" in text, name
    for name in Names.model_fields:
        assert f"{name} =" in text, name
    config = load(Path(__file__).resolve().parents[2] / "config.example.toml", environ={"DISCORD_TOKEN": "x"})
    assert config.token == "x" and config.database.startswith("sqlite://")


async def test_setup_says_what_is_missing(simcord_env):
    import discord

    world = World(simcord_env)
    guild = simcord_env.backend.guilds[world.guild.id]
    bot_role = next(r for r in guild.roles.values() if r.managed)
    perms = discord.Permissions(bot_role.permissions)
    perms.manage_threads = False
    perms.create_private_threads = False
    simcord_env.backend.edit_role(world.guild.id, bot_role.id, {"permissions": perms.value})
    await simcord_env.settle()
    text = text_of(await world.setup())
    assert "«Управлять ветками»" in text and "«Создавать приватные ветки»" in text
    assert "ничего не создаёт" in text
    assert "Мафия" not in [c.name for c in world.guild.channels.values()]
    # Without Manage Roles nothing is created either.
    perms.manage_roles = False
    simcord_env.backend.edit_role(world.guild.id, bot_role.id, {"permissions": perms.value})
    await simcord_env.settle()
    text = text_of(await world.setup())
    assert "«Управлять ролями»" in text and "ничего не создаёт" in text


async def test_setup_adopts_what_exists(simcord_env):
    world = World(simcord_env)
    category = world.guild.create_category("Мафия")
    square = world.guild.create_text_channel("площадь", category=category)
    world.guild.create_role("Ведущий")
    text = text_of(await world.setup())
    assert "Роль «Ведущий» уже есть" in text and "Канал «площадь» уже есть" in text
    assert world.square.id == square.id
