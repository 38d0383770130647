"""Issue 12, class 13 in the bot: a member's grammatical gender — chosen with «/профиль род»
or at sign-up («/записаться род:…»), stored for the server, used by the game's texts."""

from __future__ import annotations

from bot.settings import Settings
from core.texts import FEMININE, MASCULINE, OTHER
from tests.bot.conftest import World, text_of


async def test_gender_setting_is_stored_and_used_by_the_game(simcord_env, store):
    world = World(simcord_env)
    await world.lobby(start=False)
    anya, boris, vika, gleb = world.players[:4]
    # Аня would be guessed feminine: she says masculine. Борис says so at sign-up (re-joining).
    result = await anya.slash(world.square, "profile gender", gender="masculine")
    assert result.ephemeral and "«Аня погиб»" in text_of(result), text_of(result)
    result = await boris.slash(world.square, "join", gender="feminine")
    assert "«Борис погибла»" in text_of(result), text_of(result)
    result = await gleb.slash(world.square, "profile gender", gender="other")
    assert "«Игрок Глеб погиб»" in text_of(result), text_of(result)
    result = await vika.slash(world.square, "profile gender", gender="auto")
    assert "женский («Вика погибла»)" in text_of(result), text_of(result)

    # Stored for the server: a bot started afresh reads it back.
    settings = Settings(store)
    await settings.load_all()
    assert settings.of(world.guild.id).genders == {str(anya.id): MASCULINE, str(gleb.id): OTHER}

    await world.host.slash(world.square, "game start")
    game = world.table().game
    genders = {p.name: game.names[p.name].gender for p in game.players}
    assert genders["Аня"] == MASCULINE and genders["Борис"] == FEMININE and genders["Глеб"] == OTHER
    assert genders["Вика"] == FEMININE and genders["Жанна"] == FEMININE and genders["Захар"] == MASCULINE
    seat = next(p.seat for p in game.players if p.name == "Аня")
    assert game.texts.render("hp.died", {"player": game.names["Аня"], "role": "Босс"}).startswith("Аня погиб.")
    assert game.setups[seat].gender == MASCULINE  # kept in the stored set-up, so a restart agrees too


async def test_final_roles_agree_with_each_player(simcord_env):
    from bot.render import final_roles
    from core.commands import Remove

    world = World(simcord_env)
    await world.lobby(start=False)
    await world.players[2].slash(world.square, "profile gender", gender="other")  # Вика: no gender
    await world.host.slash(world.square, "game start")
    game = world.table().game
    seat = {p.name: p.seat for p in game.players}
    game.execute(Remove(seat["Жанна"], ""))
    game.execute(Remove(seat["Захар"], ""))
    lines = final_roles(game)
    line = {p.name: next(x for x in lines if x.startswith(p.name + ":")) for p in game.players}
    assert line["Аня"].endswith("— жива") and line["Борис"].endswith("— жив")
    assert line["Вика"].endswith("— в игре")
    assert line["Жанна"].endswith("— выбыла") and line["Захар"].endswith("— выбыл")


async def test_a_player_may_keep_his_name_undeclined(simcord_env, store):
    """«/профиль склонение»: a member who asks for his name as typed is never declined
    («игрока Аня»); the others' ordinary first names are («Бориса»). Stored for the server."""
    from core.commands import Replace

    world = World(simcord_env)
    await world.lobby(start=False)
    anya, boris = world.players[:2]
    result = await anya.slash(world.square, "profile declension", declension="as_typed")
    assert result.ephemeral and "«проверили игрока Аня»" in text_of(result), text_of(result)
    result = await boris.slash(world.square, "profile declension", declension="declined")
    assert "«проверили Бориса»" in text_of(result) and "«с Борисом»" in text_of(result), text_of(result)
    settings = Settings(store)
    await settings.load_all()
    assert settings.of(world.guild.id).undeclined == [str(anya.id)]

    await world.host.slash(world.square, "game start")
    game = world.table().game
    anya_name, boris_name = game.names["Аня"], game.names["Борис"]
    assert not anya_name.declined and boris_name.declined
    seat = next(p.seat for p in game.players if p.name == "Аня")
    assert game.setups[seat].declined is False  # kept in the stored set-up, so a restart agrees too
    text = game.texts.render("name.undeclined", {"name": "X", "case": "acc"})
    assert text == "игрока X"
    assert game.texts._fluent_name(anya_name, "ins") == "игроком Аня"
    assert game.texts._fluent_name(boris_name, "ins") == "Борисом"
    # A newcomer keeps it too (Replace carries it, and its record says so).
    assert Replace(seat, "Котик", None, False).to_json()["declined"] is False
