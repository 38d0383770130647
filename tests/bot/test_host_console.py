"""The host's console (issue 31, items 6, 7, 8, 12, 13): corrections in a review, deadlines,
announcements, opening a game, the admin's set-up — each tried through the strict test Discord."""

from __future__ import annotations

import random

import discord

from bot import render
from bot.client import MafiaBot
from bot.texts import t
from tests.bot.conftest import World, text_of
from tests.bot.helpers import random_move


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


async def test_timing_takes_lengths_as_people_write_them(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    for spec, words in [("90 минут", "1 час 30 минут"), ("1 день", "1 день"), ("1,5 ч", "1 час 30 минут"),
                        ("12ч", "12 часов"), ("2 часа", "2 часа"), ("до 20:00", "до 20:00")]:
        result = await world.host.slash(world.square, "game timing", night=spec)
        assert result.ephemeral and "Не понимаю" not in text_of(result), spec
        assert f"ночь — {words}" in text_of(result), (spec, text_of(result))
    bad = await world.host.slash(world.square, "game timing", night="1,5 попугая")
    assert bad.ephemeral and "Не понимаю длину фазы «1,5 попугая»" in text_of(bad)
    await world.host.slash(world.square, "game timing", night="1,5 ч")
    await world.host.slash(world.square, "game start")
    assert world.table().record.deadline == simcord_env.now().replace(hour=1, minute=30)


async def test_the_phase_ends_at_a_clock_time(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    none = await world.host.slash(world.square, "host extend")
    assert none.ephemeral and "Укажите одно" in text_of(none)
    result = await world.host.slash(world.square, "host extend", until="до 20:00")
    # The server's zone is Moscow: 20:00 there is 17:00 UTC (simcord's clock starts at midnight UTC).
    assert table.record.deadline == simcord_env.now().replace(hour=17, minute=0)
    assert "Фаза закончится" in text_of(result)
    assert any("Ведущий назначил конец фазы" in m.content for m in world.square.history())
    await simcord_env.advance_time(16 * 3600 + 59 * 60)
    assert table.game.phase.index == 0
    await simcord_env.advance_time(120)
    assert table.game.phase.index == 1


async def test_one_players_deadline_extended_survives_a_restart(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await world.lobby()
    rng = random.Random(5)
    game = table.game
    movers = [p.seat for p in game.players if game.available(p) and random_move(table, rng, p.seat)]
    late, other = movers[0], movers[1]
    result = await world.host.slash(world.square, "host extend", player=f"#{late}", minutes=30)
    assert result.ephemeral and "может сходить до" in text_of(result)
    assert "Ведущий продлил вам срок хода" in world.thread_of(late).history()[-1].content
    await simcord_env.advance_time(60 * 60 + 5)  # the night's own deadline
    assert table.game.phase.index == 0
    assert any("Срок фазы вышел" in m.content for m in world.square.history())
    refused = await world.actor(other).slash(world.thread_of(other), "act", **random_move(table, rng, other))
    assert refused.ephemeral and "Срок этой фазы вышел" in text_of(refused)
    assert not table.game.actions_of(other)

    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    table = world.table()
    assert table.game.phase.index == 0 and table.id in simcord_env.bot.timers.tasks
    refused = await world.actor(other).slash(world.thread_of(other), "act", **random_move(table, rng, other))
    assert "Срок этой фазы вышел" in text_of(refused)
    # The late player sends: the night ends at once, with his move.
    sent = await world.actor(late).slash(world.thread_of(late), "act", **random_move(table, rng, late))
    assert "Ход принят" in text_of(sent)
    await simcord_env.advance_time(1)
    assert table.game.phase.index == 1 or table.game.over
    assert any("Итоги: Ночь 1" in m.content for m in world.square.history())


async def test_one_players_extra_time_runs_out(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    late = next(p.seat for p in game.players if game.available(p))
    refused = await world.host.slash(world.square, "host extend", player=f"#{late}", until="00:30 UTC")
    assert refused.ephemeral and "не позже срока фазы" in text_of(refused)
    await world.host.slash(world.square, "host extend", player=f"#{late}", until="1,5 ч")
    await simcord_env.advance_time(89 * 60)
    assert table.game.phase.index == 0
    await simcord_env.advance_time(2 * 60)
    assert table.game.phase.index == 1 or table.game.over


async def test_setup_reply_names_the_square_and_warns_only_of_real_readers(simcord_env):
    world = World(simcord_env)
    reply = text_of(await world.setup())
    square = world.square
    assert "/игра новая" in reply and f"<#{square.id}>" in reply
    assert "роли: —" not in reply and "могут читать личные ветки" not in reply
    world.guild.create_role("Модераторы", permissions=discord.Permissions(manage_threads=True))
    again = text_of(await world.admin.slash(world.general, "mafia setup"))
    assert "могут читать личные ветки" in again and "Модераторы" in again


async def test_the_bots_own_host_role_is_refused_as_the_openers_role(simcord_env):
    world = World(simcord_env)
    await world.setup()
    settings = world.bot.games.settings.of(world.guild.id)
    before = settings.opener_role
    host_role = next(r for r in world.guild.roles.values() if r.name == "Ведущий")
    refused = await world.admin.slash(world.general, "mafia openers", role=host_role)
    assert refused.ephemeral and "лишится его после первой же игры" in text_of(refused)
    assert world.bot.games.settings.of(world.guild.id).opener_role == before == world.openers.id
    alive = next(r for r in world.guild.roles.values() if r.name == "Живые")
    assert "бот сам выдаёт" in text_of(await world.admin.slash(world.general, "mafia openers", role=alive))
    # A role of the server's own is taken.
    assert "Ведущие игр" in text_of(await world.admin.slash(world.general, "mafia openers", role=world.openers))


async def test_an_edition_is_chosen_by_name(simcord_env):
    world = World(simcord_env)
    await world.setup()
    await world.admin.slash(world.general, "mafia variants", variants="fantasy:IV")
    offered = await world.host.autocomplete(world.square, "game new", "variant", "Фэн")
    assert [c["value"] for c in offered] == ["fantasy:IV"]
    assert "Темный Гримуар" in offered[0]["name"]
    # The name the menu suggests, the variant's own name and the edition's title all open IV.
    for said in ("Фэнтези", "fantasy:IV", "Темный Гримуар"):
        result = await world.host.slash(world.square, "game new", variant=said)
        assert "Запись открыта" in text_of(result), (said, text_of(result))
        assert world.table().record.options["edition"] == "IV"
        await world.host.slash(world.square, "game end")
    other = await world.host.slash(world.square, "game new", variant="fantasy", options="редакция=I")
    assert other.ephemeral and "Редакция «Фэнтези I «Резня»» на этом сервере не включена" in text_of(other)


async def test_option_and_variant_errors_in_russian(simcord_env):
    world = World(simcord_env)
    await world.setup()
    cases = [
        (dict(variant="fantasy", options="редакция=V"),
         "Настройка «редакция (edition)» не может быть «V». Можно: v0.1, I, II, IV."),
        (dict(variant="fantasy", options="цвет=синий"),
         "У варианта «Фэнтези» нет настройки «цвет». Есть: редакция (edition)."),
        (dict(variant="hp", options="редакция=IV"), "У варианта «HP-альтернативка» нет настроек"),
        (dict(variant="шахматы"), "Не знаю правил «шахматы». На этом сервере играют: "),
    ]
    for options, said in cases:
        result = await world.host.slash(world.square, "game new", **options)
        assert result.ephemeral and said in text_of(result), (options, text_of(result))
        assert "option" not in text_of(result) and "unknown" not in text_of(result)
        assert world.table() is None
    result = await world.host.slash(world.square, "game new", variant="fantasy", options="редакция=ii")
    assert "Запись открыта" in text_of(result) and world.table().record.options["edition"] == "II"


async def test_role_list_checked_and_kept_secret(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    typo = await world.host.slash(world.square, "game roles", roles="Мирный жытель, Босс")
    assert typo.ephemeral and "Может быть, «Мирный житель»?" in text_of(typo)
    few = await world.host.slash(world.square, "game roles", roles="Мирный житель, Босс")
    assert few.ephemeral and "В списке 2 роли, а в этой игре игроков" in text_of(few)
    town = await world.host.slash(world.square, "game roles", roles=", ".join(["Мирный житель"] * 13))
    assert town.ephemeral and "игра кончится, не начавшись" in text_of(town)
    assert world.table().meta.lobby.role_list is None
    roles = ", ".join(["Мирный житель"] * 12 + ["Босс"])
    secret = await world.host.slash(world.square, "game roles", roles=roles, public=False)
    assert "Список ролей задан (13)" in text_of(secret) and "Список тайный" in text_of(secret)
    signup = next(m for m in world.square.history() if m.components)
    assert "Босс" not in signup.content and "13 (список тайный)" in signup.content
    shown = await world.host.slash(world.square, "game roles", roles=roles, public=True)
    assert "виден всем" in text_of(shown)
    signup = next(m for m in world.square.history() if m.components)
    assert "Босс" in signup.content


# --- item 6: corrections in a review, stored as commands -----------------------------------------


def host_thread(world, table):
    return next(t for t in world.game_channel.threads if t.id == table.meta.threads.host)


def review_message(world, table):
    return next(m for m in reversed(host_thread(world, table).history()) if m.components)


def latest_review(world, table) -> str:
    """The last review the host was shown (it may come in several messages)."""
    text = "\n".join(m.content for m in host_thread(world, table).history())
    return text[text.rindex("**Проверка итогов"):]


async def reviewed(world, variant: str, seed: int):
    lobby = await world.lobby(start=False, variant=variant)
    lobby.record.seed = seed
    await world.host.slash(world.square, "host review", on=True)
    await world.host.slash(world.square, "game start")
    return world.table()


async def undo(world):
    asked = await world.host.slash(world.square, "host undo")
    message = asked.followups[-1] if asked.followups else asked.response
    return await world.host.click(message, label="Да, отменить")


async def test_notes_in_a_review_survive_a_restart_and_an_undo(simcord_env, engine, store, config):
    world = World(simcord_env)
    table = await reviewed(world, "hp", 7)
    refused = await world.host.slash(world.square, "host note", text="Рано", line=1)
    assert refused.ephemeral and "только пока итоги фазы ждут вашей проверки" in text_of(refused)
    await world.host.slash(world.square, "host end-phase")
    seat = table.game.living()[0].seat
    far = await world.host.slash(world.square, "host note", text="Нет такой", line=99)
    assert far.ephemeral and "нет строки 99" in text_of(far)
    assert "Заметка добавлена" in text_of(await world.host.slash(world.square, "host note",
                                                                   text="Ночь была <@1> тихой", line=1))
    assert "Заметка добавлена" in text_of(await world.host.slash(world.square, "host note",
                                                                   text="Лично вам: держитесь", player=f"#{seat}"))
    shown = latest_review(world, table)
    note_for = t("review.private_note", name=render.player_name(table.game, table.game.players[seat]),
                 text="Лично вам: держитесь")  # «заметка для Ани: …», the name declined
    assert "📝 *Ведущий:* Ночь была <@\u200b1> тихой" in shown and note_for in shown

    # A restart replays the stored notes: the review and the published results keep them.
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    table = world.table()
    assert [n.text for n in table.game.notes_of(0)] == ["Ночь была <@1> тихой", "Лично вам: держитесь"]
    await world.host.click(review_message(world, table), label="Опубликовать")
    results = next(m.content for m in world.square.history() if "Итоги: Ночь 1" in m.content)
    lines = results.splitlines()
    note = lines.index("📝 *Ведущий:* Ночь была <@\u200b1> тихой")
    assert note >= 2 and "Итоги" not in lines[note - 1]  # under the first line of the results
    assert any("📝 *Ведущий:* Лично вам: держитесь" in m.content for m in world.thread_of(seat).history())

    # The undo of the night keeps the notes (they came before its end): ended again, they are shown.
    await undo(world)
    table = world.table()
    assert table.game.phase.index == 0 and len(table.game.notes_of(0)) == 2
    await world.host.slash(world.square, "host end-phase")
    assert "Ночь была <@\u200b1> тихой" in latest_review(world, table)


async def test_the_host_decides_the_coin_and_undo_keeps_it(simcord_env):
    world = World(simcord_env)
    table = await reviewed(world, "romanian", 3)
    game = table.game  # the Romanian game opens with a day
    voters = [p for p in game.players if game.variant.may_vote(game, p) is None]
    a, b, x, y = voters[:4]
    await world.actor(x.seat).slash(world.square, "vote", target=a.name)
    await world.actor(y.seat).slash(world.square, "vote", target=b.name)
    none = await world.host.slash(world.square, "host decide", player=a.name)
    assert none.ephemeral and "только пока итоги фазы ждут" in text_of(none)
    await world.host.slash(world.square, "host end-phase")
    shown = latest_review(world, table)
    assert "🎲 Монетка при ничьей" in shown and "выпало:" in shown
    loser = a if f"выпало: {a.name}" in shown else b
    other = b if loser is a else a
    outsider = await world.host.slash(world.square, "host decide", player=x.name)
    assert outsider.ephemeral and "не из тех, между кем выбирает исход" in text_of(outsider)
    decided = await world.host.slash(world.square, "host decide", player=other.name)
    assert "Исход решён" in text_of(decided)
    assert f"решили вы: {other.name}" in latest_review(world, table)
    await world.host.click(review_message(world, table), label="Опубликовать")
    assert any(f"Вместо монетки решил ведущий: садится {other.name}." in m.content for m in world.square.history())

    # The undo of the day replays the host's decision: the day ended again jails the same player.
    await undo(world)
    table = world.table()
    assert table.game.phase.index == 0 and table.game.decisions == {"coin": other.seat}
    await world.host.slash(world.square, "host end-phase")
    assert f"решили вы: {other.name}" in latest_review(world, table)
