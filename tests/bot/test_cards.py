"""A whole 12-player cards game (Mafic III «Летал») through the strict test Discord, from
/game new to the win: the deck editor under radio silence, /act with the cards held, the
holdings after every change, hand counts each phase, anonymous messages, and nobody seeing a
hand that is not his (the Mafia sees its fellows' as the book says)."""

from __future__ import annotations

import random

import pytest

from core.commands import Act
from core.rules import Action
from plugins.cards.collection import COLOURS, cards_of, collection
from plugins.cards.roles import colours
from core.model import PhaseKind
from tests.bot.conftest import World, text_of
from simcord.backend.access import can_access_channel

from tests.bot.helpers import assert_no_leaks, readers

TRICKY = "Встречаемся **завтра** @everyone _тихо_"


def lines(channel) -> list[str]:
    return [line for m in channel.history() for line in m.content.splitlines()]


def editor_of(world, seat: int):
    """The newest deck editor message in the seat's thread."""
    entry = world.table().meta.decks[str(seat)]
    return next(m for m in world.thread_of(seat).history() if m.id == entry["message"])


MESSAGE_CARDS = {c.name for c in cards_of("Связь") if c.effect.get("message") or c.effect.get("town")}


def message_move(game, player):
    """A message card the player can play now with a text (to the first others it may aim at)."""
    for pile, cards in (("рука", player.state.hand), ("рукав", player.state.sleeve)):
        for name in dict.fromkeys(cards):
            if name not in MESSAGE_CARDS:
                continue
            ability = game.ability_of(player, name)
            others = [o.seat for o in game.living() if o.seat != player.seat]
            action = Action(player.seat, name, tuple(others[:ability.min_targets]), text=TRICKY, source=pile)
            if game.validate(Act(action)) is None:
                return action
    return None


def readable(world, user) -> list:
    """Every channel and thread of the server this user can read."""
    channels = list(world.guild.channels.values())
    for channel in list(channels):
        channels.extend(channel.threads)
    return [c for c in channels if can_access_channel(world.env, c.id, user, history=True)]


def delivered(game) -> list:
    """The messages with the test's text that cards carried so far (events of the engine)."""
    return [e for e in game.log if e.key in ("cards.message", "cards.town") and e.params.get("text") == TRICKY]


def slash_of(table, action) -> dict:
    """A move as the /act options a player would type."""
    game = table.game
    ability = game.ability_of(game.players[action.actor], action.ability)
    options: dict = {}
    if "card" in ability.tags:
        options["ability"] = f"{action.source or 'рука'}: {action.ability}"
    else:
        options["ability"] = action.ability
    if action.targets:
        options["targets"] = ", ".join(game.players[s].name for s in action.targets)
    if action.cards:
        options["cards"] = ", ".join(action.cards)
    if action.card:
        # the Культист's pick goes in «карты»; a card's other effect (the Юрист) in «выбор»
        options["choice" if "card" in ability.tags else "cards"] = action.card
    for key in ("text", "choice"):
        if getattr(action, key):
            options[key] = getattr(action, key)
    return options


@pytest.fixture
def config():
    from tests.bot.conftest import make_config

    return make_config(early_end=False)


class Seeded(random.Random):
    """The lobby's seed source, fixed so that the deal (and so the test) is the same every run."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_whole_cards_game(simcord_env, monkeypatch, seed):
    monkeypatch.setattr("bot.lobby.random.SystemRandom", lambda: Seeded(seed))
    world = World(simcord_env, players=12)
    everyone = [*world.players, world.host, world.admin, world.spectator]
    table = await world.lobby(variant="cards")
    game = table.game
    assert game.variant.id == "cards" and len(game.players) == 12
    assert game.phase.kind == PhaseKind.SETUP

    # Radio silence: the square and every thread closed to the living while decks are built.
    for seat in (0, 5):
        with pytest.raises(Exception):
            await world.actor(seat).send(world.thread_of(seat), "привет")
        with pytest.raises(Exception):
            await world.actor(seat).send(world.square, "привет")
    # The Mafia knows itself but has no thread to talk in: no faction threads at all.
    assert table.meta.threads.factions == []
    mafia = [p for p in game.players if p.faction == "Мафия"]
    for boss in mafia:
        told = "\n".join(lines(world.thread_of(boss.seat)))
        assert all(o.name in told for o in mafia)
    for seat in range(12):
        assert readers(world, table.meta.threads.seats[seat], everyone) == {table.user_of(seat)}

    # Every player has an editor with his role, colours and the limits.
    for seat in range(12):
        player = game.players[seat]
        editor = editor_of(world, seat)
        assert player.role in editor.content and "не меньше" in editor.content
        assert len(editor.components) <= 5
    # The Boss builds through the editor (his colours leave others foreign; Связь carries messages).
    seat = next(p.seat for p in game.players if p.role == "Босс")
    player = game.players[seat]
    actor = world.actor(seat)

    rules = game.variant.deck_rules(player)  # the Гений needs fewer cards, the Крупье takes more foreign ones
    own = colours()[player.role][0]
    foreign = [c for c in COLOURS if c not in colours()[player.role] and c != "Нейтральный"]
    # A colour, a card, +1 three times: too few cards, then too many copies.
    await actor.select(editor_of(world, seat), [own], custom_id=f"mafia:decks:{table.id}:{seat}:colour")
    first = cards_of(own)[0].name
    await actor.select(editor_of(world, seat), [first], custom_id=f"mafia:decks:{table.id}:{seat}:card")
    await actor.click(editor_of(world, seat), label="+1")
    assert f"нужно не меньше {rules.minimum}" in editor_of(world, seat).content
    await actor.click(editor_of(world, seat), label="+1")
    await actor.click(editor_of(world, seat), label="+1")
    text = editor_of(world, seat).content
    assert f"{first} ×3" in text and "Больше двух копий" in text
    result = await actor.click(editor_of(world, seat), label="Отправить колоду")
    assert "Больше двух копий" in text_of(result) or "не меньше" in text_of(result), text_of(result)
    assert not game.actions_of(seat)  # refused: nothing stored
    # One card of other colours more than allowed: too many.
    too_many = rules.off_colour + 1
    await actor.click(editor_of(world, seat), label="Очистить")
    picked = 0
    for colour in foreign:
        await actor.select(editor_of(world, seat), [colour], custom_id=f"mafia:decks:{table.id}:{seat}:colour")
        for c in cards_of(colour)[:3]:
            if picked == too_many:
                break
            await actor.select(editor_of(world, seat), [c.name], custom_id=f"mafia:decks:{table.id}:{seat}:card")
            await actor.click(editor_of(world, seat), label="+1")
            picked += 1
    assert picked == too_many and f"Карт чужих цветов в колоде {too_many}" in editor_of(world, seat).content
    # The default deck, then send: a stored move, acknowledged.
    await actor.click(editor_of(world, seat), label="Колода по умолчанию")
    # Two of each message card of his own Связь.
    await actor.select(editor_of(world, seat), ["Связь"], custom_id=f"mafia:decks:{table.id}:{seat}:colour")
    for name in ("Шифровка", "Записка"):
        await actor.select(editor_of(world, seat), [name], custom_id=f"mafia:decks:{table.id}:{seat}:card")
        for _ in range(2 - table.meta.decks[str(seat)]["cards"].get(name, 0)):
            await actor.click(editor_of(world, seat), label="+1")
        assert f"{name} ×2" in editor_of(world, seat).content
    assert "Колода по правилам" in editor_of(world, seat).content
    result = await actor.click(editor_of(world, seat), label="Отправить колоду")
    assert "Колода принята" in text_of(result), text_of(result)
    (sent,) = game.actions_of(seat)
    assert sum(1 for c in sent.cards if c in MESSAGE_CARDS) >= 4
    assert sent.ability == "Колода" and len(sent.cards) >= rules.minimum
    stored = world.bot.store._commands[table.id]
    assert sum("Колода" in str(c) for c in stored) == 1  # stored before it was acknowledged
    # /deck opens a fresh editor (the old one closes).
    other = (seat + 1) % 12
    result = await world.actor(other).slash(world.thread_of(other), "deck")
    assert "Редактор колоды" in text_of(result)
    assert sum(1 for m in world.thread_of(other).history() if "Сбор колоды" in m.content) == 2

    editors = {table.meta.decks[str(s)]["message"] for s in range(12)}
    before = len(simcord_env.http_requests)
    await simcord_env.advance_time(3601)
    assert game.phase.kind == PhaseKind.NIGHT
    # The built deck is the one sent; the threads are open again; editors closed in their drafts
    # alone: the phase change makes no call to any editor's message.
    assert sorted(player.state.built) == sorted(sent.cards)
    await world.actor(3).send(world.thread_of(3), "заметка себе")
    touched = [r for r in simcord_env.http_requests[before:] if any(f"/messages/{m}" in r.path for m in editors)]
    assert touched == []
    assert all(table.meta.decks[str(s)]["closed"] == "ended" for s in range(12))
    assert editor_of(world, seat).components  # (still drawn open)
    # A late press is answered by redrawing the editor closed, its text saying why — the one call
    # is the interaction's answer; nothing changes in the game or the draft.
    log, commands = len(game.log), len(world.bot.store._commands[table.id])
    draft = dict(table.meta.decks[str(seat)]["cards"])
    before = len(simcord_env.http_requests)
    await actor.click(editor_of(world, seat), label="Очистить")
    calls = simcord_env.http_requests[before:]
    assert len(calls) == 1 and calls[0].path.startswith("/interactions/"), [(r.method, r.path) for r in calls]
    assert not editor_of(world, seat).components
    closed = editor_of(world, seat).content
    count = len(sent.cards)
    assert "Редактор закрыт" in closed
    assert f"отправленная колода (карт: {count})" in closed and f"Ваша колода (карт: {count})" in closed
    assert len(game.log) == log and len(world.bot.store._commands[table.id]) == commands
    assert table.meta.decks[str(seat)]["cards"] == draft and sorted(player.state.built) == sorted(sent.cards)
    # A player who sent nothing: his late press says the default deck is in play.
    idle = next(s for s in range(12) if not table.meta.decks[str(s)].get("sent") and s != other)
    await world.actor(idle).click(editor_of(world, idle), label="Колода по умолчанию")
    assert not editor_of(world, idle).components
    assert "Колода не была отправлена: в игре колода по умолчанию" in editor_of(world, idle).content
    first_editor = next(m for m in world.thread_of(other).history() if "Сбор колоды" in m.content)
    assert "открыт новый" in first_editor.content and not first_editor.components
    square = lines(world.square)
    assert any(line.startswith("Карт в Руке:") for line in square)
    for seat in range(12):
        mine = lines(world.thread_of(seat))
        assert any(line.startswith("Рука:") for line in mine), seat
    # The Mafia learnt each other's decks and, at the night's start, hands and sleeves.
    for p in mafia:
        mine = "\n".join(lines(world.thread_of(p.seat)))
        assert "Колода соратника" in mine and "Начало ночи." in mine

    # /act offers the cards held (hand, then sleeve), never more than 25, never others'.
    seat = next(p.seat for p in game.players if p.state.sleeve) if any(p.state.sleeve for p in game.players) else 0
    choices = await world.actor(seat).autocomplete(world.thread_of(seat), "act", "ability", "")
    assert 0 < len(choices) <= 25
    assert "Новая колода" not in {c["value"] for c in choices}  # the deck is not empty
    # /status in the square shows the asker his holdings, to him alone.
    status = await world.actor(seat).slash(world.square, "status")
    assert status.ephemeral and any(line.startswith("Рука:") for line in text_of(status).splitlines())
    for choice in choices:
        _, _, card = choice["value"].partition(": ")
        if card and collection()[card].cost:
            assert f"Цена {collection()[card].cost}" in choice["name"]
    held = set(game.players[seat].state.hand) | set(game.players[seat].state.sleeve)
    for choice in choices:
        pile, _, card = choice["value"].partition(": ")
        if pile in ("рука", "рукав"):
            assert card in (game.players[seat].state.hand if pile == "рука" else game.players[seat].state.sleeve)
    assert {c["value"].partition(": ")[2] for c in choices if ": " in c["value"]} == held - \
        {n for n in held if game.ability_of(game.players[seat], n) not in game.available(game.players[seat])}

    rng = random.Random(seed)
    phases = 0
    link_tried = tricky_sent = menu_tried = False
    while not game.over and phases < 60:
        for p in list(game.players):
            if game.over or not p.in_game:
                continue
            message = None if delivered(game) else message_move(game, p)
            for action in ([message] if message else game.variant.legal_moves(game, p, rng) or []):
                options = slash_of(table, action)
                if "text" in options and not link_tried:
                    bad = dict(options, text="смотри https://example.com")
                    before = len(world.bot.store._commands[table.id])
                    result = await world.actor(p.seat).slash(world.thread_of(p.seat), "act", **bad)
                    assert "ссылок" in text_of(result), text_of(result)
                    assert len(world.bot.store._commands[table.id]) == before  # refused: nothing stored
                    link_tried = True
                if "text" in options:
                    options["text"] = TRICKY
                    action = type(action)(**{**action.__dict__, "text": TRICKY})
                if game.validate(Act(action)) is not None:
                    continue
                if not menu_tried and len(action.targets) == 1 and "targets" in options:
                    # Once by the menu: no target typed, the legal ones offered, one picked.
                    menu_tried = True
                    shown = await world.actor(p.seat).slash(world.thread_of(p.seat), "act",
                                                            **{k: v for k, v in options.items() if k != "targets"})
                    menu = shown.followups[-1] if shown.followups else shown.response
                    result = await world.actor(p.seat).select(menu, [str(action.targets[0])])
                else:
                    result = await world.actor(p.seat).slash(world.thread_of(p.seat), "act", **options)
                said = text_of(result)
                assert "Ход принят" in said or "Сыграно сразу" in said, (options, said)
                tricky_sent |= "text" in options
        if not game.over and game.variant.spec(game.phase.kind).vote:
            for p in list(game.players):
                if game.variant.may_vote(game, p) is not None:
                    continue
                aim = game.variant.heuristic_vote(game, p, rng)
                target = "-" if aim is None else game.players[aim].name
                result = await world.actor(p.seat).slash(world.square, "vote", target=target)
                assert result.ephemeral
        if not game.over:
            await simcord_env.advance_time(3601)
        phases += 1
    assert game.over, "the game should end within 60 phases"
    square = lines(world.square)
    assert simcord_env.bot.games.table(world.guild.id) is None
    # Hand counts after every phase (the set-up's included).
    counted = sum(1 for line in square if line.startswith("Карт в Руке:"))
    assert counted >= min(phases, len(game.phases) - 1)

    # Messages carried by cards: the card named, the sender never, no markdown, no mention.
    assert link_tried and tricky_sent and menu_tried
    carried = delivered(game)
    assert carried, "a message card should have carried a message"
    for event in carried:
        channel = world.square if event.to is None else world.thread_of(event.to[0])
        shown = [line for line in lines(channel) if "Встречаемся" in line and f"«{event.params['card']}»" in line]
        assert shown, event
        for line in shown:
            assert "**завтра**" not in line and "@everyone" not in line  # escaped: no markdown, no mention
            assert not any(p.name in line for p in game.players)  # the sender is never named

    # Nobody reads a private line meant for another; hands only in their owner's thread (and the
    # Mafia's «Начало ночи» lines about fellows, which only the Mafia gets).
    assert_no_leaks(world, table, everyone)
    names = {p.name for p in game.players}
    for user in everyone:
        seat = table.seat_of(user.id)
        own = table.meta.threads.seats[seat] if seat is not None else None
        for channel in readable(world, user):
            for message in channel.history(viewer=user):
                for line in message.content.splitlines():
                    if line.startswith(("Рука:", "Рукав:", "В Колоде карт:")):
                        # holdings: the owner's thread, or a reply only he sees
                        assert channel.id == own or (message.flags.ephemeral and seat is not None), \
                            (user.name, channel.name, line)
                    if line.startswith("Начало ночи."):
                        assert channel.id == own and game.players[seat].faction == "Мафия"
                        assert any(f" {n}:" in line for n in names)
                    if line.startswith("Колода соратника"):
                        assert channel.id == own and game.players[seat].faction == "Мафия"
    for p in game.players:
        assert readers(world, table.meta.threads.seats[p.seat], everyone) == {table.user_of(p.seat)}

    # Holdings: at a phase's end in the message of its results; a later change in the phase in a
    # message of their own, edited in place (its id kept in the table's meta): never more of their
    # own than phases; the last holdings shown are readable in the thread.
    header = "**У вас на руках сейчас:**"
    for p in game.players:
        history = list(world.thread_of(p.seat).history())
        posts = [m for m in history if m.content.startswith(header)]
        assert len(posts) <= phases + 1, (p.name, len(posts), phases)
        entry = table.meta.holdings.posts.get(str(p.seat))
        if entry is not None:
            last = next(m for m in posts if m.id == entry[1])
            assert last.content.splitlines()[1:] == table.meta.holdings.shown[str(p.seat)]
        shown = table.meta.holdings.shown.get(str(p.seat))
        if shown and table.seat_of(table.user_of(p.seat)) is not None and game.players[p.seat].in_game:
            text = "\n".join(m.content for m in history)
            assert "\n".join([header, *shown]) in text, (p.name, shown)


async def test_rebuild_an_empty_deck_through_the_editor(simcord_env, monkeypatch):
    """«Если колода персонажа становится пуста, то персонаж может в любой момент собрать новую»:
    /deck refuses while cards are left, opens the editor once the deck is empty; sending it is
    instant (the deck is there at once, the holdings say so, the editor closes)."""
    monkeypatch.setattr("bot.lobby.random.SystemRandom", lambda: Seeded(4))
    world = World(simcord_env, players=12)
    table = await world.lobby(variant="cards")
    game = table.game
    await simcord_env.advance_time(3601)
    assert game.phase.kind == PhaseKind.NIGHT
    seat = 2
    player = game.players[seat]
    result = await world.actor(seat).slash(world.thread_of(seat), "deck")
    assert "только когда старая пуста" in text_of(result)
    player.state.deck.clear()  # as if every card had been drawn
    setup_editor = editor_of(world, seat)
    assert setup_editor.components  # closed in its draft alone at the set-up's end
    result = await world.actor(seat).slash(world.thread_of(seat), "deck")
    assert "Редактор колоды" in text_of(result), text_of(result)
    # The set-up's editor is drawn closed before the new draft takes its place (its menus would act on it).
    setup_editor = next(m for m in world.thread_of(seat).history() if m.id == setup_editor.id)
    assert not setup_editor.components and "Редактор закрыт" in setup_editor.content
    editor = editor_of(world, seat)
    assert editor.id != setup_editor.id
    assert "«Новая колода»" in editor.content
    result = await world.actor(seat).click(editor, label="Отправить колоду")
    assert "Колода пуста" in text_of(result)  # an empty draft is refused, nothing changes
    assert player.state.deck == []
    await world.actor(seat).click(editor_of(world, seat), label="Колода по умолчанию")
    result = await world.actor(seat).click(editor_of(world, seat), label="Отправить колоду")
    assert "Новая колода принята" in text_of(result), text_of(result)
    assert len(player.state.deck) >= 15
    assert not editor_of(world, seat).components
    assert any(f"В Колоде карт: {len(player.state.deck)}." in line for line in lines(world.thread_of(seat)))
    # Someone else's editor is not his to use.
    other = await world.actor(3).slash(world.thread_of(3), "deck")
    assert "только когда старая пуста" in text_of(other)


async def test_editor_pages_a_colour_past_25_cards(monkeypatch):
    """A colour with more cards than a menu holds goes over pages (◀ ▶), at most four rows."""
    from types import SimpleNamespace

    from bot import decks
    from bot.views import deck_view

    cards = tuple(decks.EditorCard(f"Карта {i}", "Урон", 0, "ночью", "текст") for i in range(30))
    book = decks.DeckBook(cards=cards, colours=("Нейтральный", "Урон"), own=("Урон",), neutral="Нейтральный",
                          minimum=15, copies=2, off_colour=4, player=None)
    monkeypatch.setattr(decks, "deck_book", lambda game, player: book)
    entry = {"cards": {"Карта 3": 2}, "colour": "Урон", "page": 0, "card": "Карта 3"}
    table = SimpleNamespace(id=7, game=SimpleNamespace(players=[SimpleNamespace()]),
                            meta=SimpleNamespace(decks={"0": entry}))
    assert decks.pages(book, "Урон") == 2
    assert [c.name for c in decks.page_cards(book, entry)] == [f"Карта {i}" for i in range(25)]
    view = deck_view(table, 0)
    rows = {item.item.row for item in view.children}
    assert rows == {0, 1, 2, 3}
    assert len(view.children[1].item.options) == 25
    assert [o.label for o in view.children[1].item.options if o.default] == ["Карта 3 · Цена 0 · в колоде 2"]
    entry["page"] = 1
    view = deck_view(table, 0)
    assert [o.value for o in view.children[1].item.options] == [f"Карта {i}" for i in range(25, 30)]
    pager = [item for item in view.children if getattr(item, "op", None) in ("prev", "next")]
    assert [(p.op, p.item.disabled) for p in pager] == [("prev", False), ("next", True)]


async def test_editor_survives_a_restart(simcord_env, monkeypatch, engine, store, config):
    """The draft lives in the game's record and the editor's components are DynamicItems: after a
    restart the same message goes on working, the draft intact."""
    from bot.client import MafiaBot

    monkeypatch.setattr("bot.lobby.random.SystemRandom", lambda: Seeded(5))
    world = World(simcord_env, players=12)
    table = await world.lobby(variant="cards")
    seat = 4
    await world.actor(seat).click(editor_of(world, seat), label="Колода по умолчанию")
    draft = dict(table.meta.decks[str(seat)]["cards"])
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    reloaded = world.table()
    assert reloaded is not table and reloaded.meta.decks[str(seat)]["cards"] == draft
    result = await world.actor(seat).click(editor_of(world, seat), label="Отправить колоду")
    assert "Колода принята" in text_of(result), text_of(result)
    (sent,) = reloaded.game.actions_of(seat)
    assert sorted(sent.cards) == sorted(n for n, k in draft.items() for _ in range(k))


async def test_holdings_message_edited_across_a_restart(simcord_env, monkeypatch, engine, store, config):
    """Holdings are one message per phase: the night's first change posts it; after a restart a
    later change in the same night (a new deck, instant) edits that same message — its id was kept
    in the table's meta — and no second holdings message appears."""
    from bot.client import MafiaBot

    monkeypatch.setattr("bot.lobby.random.SystemRandom", lambda: Seeded(4))
    world = World(simcord_env, players=12)
    table = await world.lobby(variant="cards")
    await simcord_env.advance_time(3601)
    assert table.game.phase.kind == PhaseKind.NIGHT
    seat = 2
    header = "**У вас на руках сейчас:**"

    def holdings_posts():
        return [m for m in world.thread_of(seat).history() if m.content.startswith(header)]

    # The deal came with the set-up's results, in their message: one message a thread a phase change.
    (results,) = [m for m in world.thread_of(seat).history() if m.content.startswith("**Итоги")]
    assert f"\n\n{header}\n" in results.content and not holdings_posts()
    assert str(seat) not in table.meta.holdings.posts

    driver = world.bot.games.phases.delivery
    player = table.game.players[seat]
    player.state.hand.append(player.state.deck.pop(0))  # the night's first change (a card drawn)
    await driver.show_holdings(table)  # (as every move does): the holdings' own message
    (posted,) = holdings_posts()
    assert table.meta.holdings.posts[str(seat)] == [table.game.phase.index, posted.id]
    assert posted.edited_at is None
    await simcord_env.restart_bot(MafiaBot(engine, store, config))
    reloaded = world.table()
    assert reloaded is not table and reloaded.meta.holdings.posts[str(seat)][1] == posted.id
    player = reloaded.game.players[seat]
    player.state.deck.clear()  # as if every card had been drawn
    await world.actor(seat).slash(world.thread_of(seat), "deck")
    await world.actor(seat).click(editor_of(world, seat), label="Колода по умолчанию")
    result = await world.actor(seat).click(editor_of(world, seat), label="Отправить колоду")
    assert "Новая колода принята" in text_of(result), text_of(result)
    (edited,) = holdings_posts()
    assert edited.id == posted.id and edited.edited_at is not None
    assert f"В Колоде карт: {len(player.state.deck)}." in edited.content
    assert edited.content != posted.content
    # The next phase gets a message of its own.
    await simcord_env.advance_time(3601)
    assert reloaded.game.phase.kind != PhaseKind.NIGHT or reloaded.game.over
    if reloaded.meta.holdings.shown[str(seat)] != edited.content.splitlines()[1:]:
        assert len(holdings_posts()) == 2


def test_the_lists_of_players_mark_who_is_in_prison(engine):
    """«Находится ли цель в Тюрьме, видно публично» (l.298): the day's list of the living and /статус
    say it beside the name, and stop saying it once the term is served."""
    from types import SimpleNamespace

    from bot import render
    from core.commands import EndPhase
    from core.model import PlayerSetup

    hand = ["Пустышка"] * 5
    setups = [PlayerSetup("Аня", "Полицейский", public="Политик", start={"hand": ["Арест", *hand]}),
              PlayerSetup("Борис", "Бандит", public="Вор", start={"hand": hand}),
              PlayerSetup("Глеб", "Маньяк", start={"hand": hand})]
    game = engine.new_game("cards", setups, seed=1, start="night")
    from tests.bot.helpers import bare_state

    table = SimpleNamespace(game=game, meta=bare_state(), record=SimpleNamespace(paused=False, deadline=None))
    assert game.execute(Act(Action(0, "Арест", (1,)))).accepted
    game.execute(EndPhase())
    assert render.recap(game) == "Живы (3): Аня (Политик), Борис (Вор, в Тюрьме), Глеб."
    assert any("Борис (Вор, в Тюрьме)" in line for line in render.status_lines(table))
    game.execute(EndPhase())
    game.execute(EndPhase())  # Арест: «следующие День и Ночь» served
    assert render.recap(game) == "Живы (3): Аня (Политик), Борис (Вор), Глеб."
