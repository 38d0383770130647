"""The lobby, the player commands and the host tools, one by one."""

from __future__ import annotations

from core.model import PhaseKind
from tests.bot.conftest import World, text_of, whole_text_of


async def test_public_roles_autocomplete_and_first_come(simcord_env):
    world = World(simcord_env)
    await world.setup()
    await world.host.slash(world.square, "game new", variant="hp")
    a, b = world.players[:2]
    choices = await a.autocomplete(world.square, "join", "public_role", "")
    names = [c["value"] for c in choices]
    assert names and len(names) <= 25
    role = names[0]
    assert "записаны" in text_of(await a.slash(world.square, "join", public_role=role))
    assert role not in [c["value"] for c in await b.autocomplete(world.square, "join", "public_role", "")]
    result = await b.slash(world.square, "join", public_role=role)
    assert result.ephemeral and text_of(result) == f"Явную роль «{role}» уже занял другой игрок."
    signup = next(m for m in world.square.history() if m.components)
    assert a.mention in signup.content and role in signup.content
    # Leave by button; the list is edited in place.
    await a.click(signup, label="Выписаться")
    signup = next(m for m in world.square.history() if m.id == signup.id)
    assert a.mention not in signup.content


async def test_timing_roles_and_start(simcord_env):
    world = World(simcord_env)
    await world.lobby(start=False)
    result = await world.host.slash(world.square, "game timing", night="20:00 МСК", day="90")
    assert "20:00 МСК" in text_of(result)
    bad = await world.host.slash(world.square, "game timing", night="когда-нибудь")
    assert bad.ephemeral and "Не понимаю длину фазы" in text_of(bad)
    roles = ", ".join(["Мирный житель"] * 12 + ["Босс"])
    assert "Список ролей задан (13)" in text_of(await world.host.slash(world.square, "game roles", roles=roles))
    await world.host.slash(world.square, "game start")
    table = world.table()
    assert sorted(p.role for p in table.game.players) == sorted(["Мирный житель"] * 12 + ["Босс"])
    # 20:00 Moscow is 17:00 UTC; simcord's clock starts at midnight UTC.
    assert table.record.deadline == simcord_env.now().replace(hour=17, minute=0)
    assert table.record.seed == world.bot.store._games[table.id].seed


async def test_player_commands(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    seat = next(p.seat for p in game.players if game.available(p) and game.available(p)[0].min_targets == 1)
    actor, thread = world.actor(seat), world.thread_of(seat)
    card = whole_text_of(await actor.slash(thread, "role"))
    assert game.players[seat].role in card
    status = text_of(await actor.slash(world.square, "status"))
    assert "Ночь 1" in status and "<t:" in status
    abilities = await actor.autocomplete(thread, "act", "ability", "")
    assert [c["value"] for c in abilities] == [a.name for a in game.available(game.players[seat])]
    ability = game.available(game.players[seat])[0]
    targets = await actor.autocomplete(thread, "act", "target", "", ability=ability.name)
    # Values are seat ids, never names (a name must not be matched); the name is what is shown.
    assert targets and all(c["value"] == f"#{game.find(c['name']).seat}" for c in targets)
    # Without a target: a menu of the legal ones.
    menu = await actor.slash(thread, "act", ability=ability.name)
    assert menu.ephemeral and menu.response.components
    from core.commands import Act
    from core.rules import Action

    extras = {"guess": "Босс"} if "guess" in ability.needs else {}
    target = next(p for p in game.living()
                  if game.validate(Act(Action(seat, ability.name, (p.seat,), **extras))) is None)
    if extras:  # the menu is offered after the extras are given
        menu = await actor.slash(thread, "act", ability=ability.name, **extras)
    chosen = await actor.select(menu.response, [str(target.seat)])
    assert "Ход принят" in text_of(chosen)
    assert [a.targets for a in game.actions_of(seat)] == [(target.seat,)]
    shown = text_of(await actor.slash(thread, "actions"))
    for action in game.actions_of(seat):
        assert action.ability in shown


async def test_tally_edited_in_place_and_early_end(simcord_env, engine, store):
    """The live tally shows the variant's weighted count (Variant.tally): Политик's vote is 2.5."""
    world = World(simcord_env)
    table = await world.lobby(start=False)
    politician = world.players[1]
    await politician.slash(world.square, "join", public_role="Политик")
    await world.host.slash(world.square, "game start")
    table = world.table()
    await world.host.slash(world.square, "host end-phase")
    game = table.game
    assert game.phase.kind == PhaseKind.DAY or game.over
    if game.over:
        return
    table.meta.early_end = True
    seat = table.seat_of(politician.id)
    assert game.players[seat].public == "Политик"
    voters = [p for p in game.players if game.variant.may_vote(game, p) is None and p.seat != seat]
    target = next(p for p in voters if p.public != "VIP")
    assert game.variant.may_vote(game, game.players[seat]) is None  # nobody acted: nobody died
    await politician.slash(world.square, "vote", target=target.name)
    tallies = [m for m in world.square.history() if m.content.startswith("**Голосование")]
    politician_name = game.players[seat].name
    assert len(tallies) == 1 and f"{target.name} — 2,5 голоса: {politician_name} ×2,5 (Политик)" in tallies[0].content
    for p in voters[:2]:
        await world.actor(p.seat).slash(world.square, "vote", target=target.name)
    tallies = [m for m in world.square.history() if m.content.startswith("**Голосование")]
    expected = game.variant.tally(game)[target.seat]
    shown = f"{expected:g}".replace(".", ",")  # a decimal comma, and «голоса» for a fraction
    assert len(tallies) == 1 and f"{target.name} — {shown} голоса: " in tallies[0].content
    for p in voters[2:]:
        await world.actor(p.seat).slash(world.square, "vote", target="-")
    # Everyone voted: the day ended early.
    assert game.phase.index == 2 or game.over


async def test_reminders_pause_resume_extend(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    await simcord_env.advance_time(50 * 60 + 1)  # 10 minutes before the 60-minute night
    waiting = [s for s in range(len(game.players)) if game.available(game.players[s])]
    reminded = [s for s in waiting if "осталось 10 мин" in world.thread_of(s).history()[-1].content]
    assert reminded == waiting
    await world.host.slash(world.square, "host pause")
    await simcord_env.advance_time(3 * 3600)
    assert game.phase.index == 0  # paused: the deadline does not fire
    refused = await world.actor(0).slash(world.thread_of(0), "act", ability="x")
    assert "пауз" in text_of(refused)
    await world.host.slash(world.square, "host resume")
    assert abs((table.record.deadline - simcord_env.now()).total_seconds() - 600) < 2
    await world.host.slash(world.square, "host extend", minutes=30)
    await simcord_env.advance_time(11 * 60)
    assert game.phase.index == 0
    await simcord_env.advance_time(30 * 60)
    assert game.phase.index == 1


async def test_replace_and_log(simcord_env):
    world = World(simcord_env)
    table = await world.lobby()
    newcomer = world.guild.add_member(simcord_env.create_user("new", global_name="Новенький"))
    old = world.actor(2)
    thread_id = table.meta.threads.seats[2]
    result = await world.host.slash(world.square, "host replace", old=table.game.players[2].name, new=newcomer)
    assert "Новенький" in text_of(result)
    assert table.user_of(2) == newcomer.id
    assert table.game.players[2].name == "Новенький"
    from tests.bot.helpers import readers

    assert readers(world, thread_id, [old, newcomer]) == {newcomer.id}
    card = whole_text_of(await newcomer.slash(world.thread_of(2), "role"))
    assert table.game.players[2].role in card
    log = await world.host.slash(world.square, "host log")
    assert log.ephemeral
    content = text_of(log)
    if log.followups or log.response.attachments:
        assert "журнал" in content
    else:
        assert table.game.players[0].role in content


async def test_question_buttons(simcord_env):
    """A core.game.Question gets buttons in the player's thread; only that player may answer."""
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    # HP asks no questions yet: ask one by hand, as a variant's step would.
    question = game.ask(0, "start.role", options=("да", "нет"), default="нет", role="?", public="?", faction="?")
    await world.bot.games.phases.delivery.ask(table)
    message = world.thread_of(0).history()[-1]
    assert message.components
    result = await world.actor(0).click(message, label="да")
    assert result.ephemeral and "Ответ принят: да" in text_of(result)
    assert game.questions[question.id].answer == "да"


async def test_free_text_question_menu_and_form(simcord_env):
    """A question with no options (Romanian's will, the mirror) is answered from a menu of the
    living players or in a form."""
    world = World(simcord_env)
    table = await world.lobby()
    game = table.game
    params = dict(role="?", public="?", faction="?")
    first = game.ask(0, "start.role", **params)
    await world.bot.games.phases.delivery.ask(table)
    message = world.thread_of(0).history()[-1]
    assert "Выберите игрока" in message.content and message.components
    other = game.players[3].name
    result = await world.actor(0).select(message, ["#3"])  # the menu's value is the seat; the answer its name
    assert result.ephemeral and f"Ответ принят: {other}" in text_of(result)
    assert game.questions[first.id].answer == other

    second = game.ask(0, "start.role", **params)
    await world.bot.games.phases.delivery.ask(table)
    message = world.thread_of(0).history()[-1]
    shown = await world.actor(0).click(message, label="Написать ответ")
    assert shown.modal is not None
    result = await world.actor(0).submit_modal(shown, {"answer": "  Лена  "})
    assert "Ответ принят: Лена" in text_of(result)
    assert game.questions[second.id].answer == "Лена"


async def test_failed_start_rolls_back(simcord_env):
    """Discord refuses partway through the threads: what was made is deleted, the lobby comes
    back with its sign-ups, the host is told why; a second /game start works."""
    world = World(simcord_env)
    lobby = await world.lobby(start=False)
    signups = list(lobby.meta.lobby.signups)
    simcord_env.inject_error("PUT", "/channels/*/thread-members/*", status=403, code=50013,
                             message="Missing Permissions")
    result = await world.host.slash(world.square, "game start")
    text = text_of(result)
    assert result.ephemeral and "Игра не началась" in text and "запись восстановлена" in text
    table = world.bot.games.table(world.guild.id)
    assert table is lobby and table.lobby and table.record.status == "running"
    assert table.meta.lobby.signups == signups and table.meta.lobby.started is None
    assert [t for t in world.game_channel.threads if not getattr(t, "deleted", False)] == []
    deleted = [r for r in simcord_env.http_requests if r.method == "DELETE" and r.path.startswith("/channels/")]
    assert len(deleted) == 1
    assert not any("Запись закрыта" in m.content for m in world.square.history())
    # The lobby works again: the start goes through.
    await world.host.slash(world.square, "game start")
    table = world.table()
    assert not table.lobby and len(table.meta.threads.seats) == len(world.players)
