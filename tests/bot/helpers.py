"""Driving a whole game through slash commands, and checking who sees what."""

from __future__ import annotations

import random
import re
from typing import Iterable

from simcord.backend.access import can_access_channel

from bot.cogs.play import legal_targets
from bot.table_state import Channels, Roles, TableState
from core.commands import Act
from core.rules import Action


def bare_state() -> TableState:
    """The state of a table outside Discord (made-up ids): for a test that builds a table by hand."""
    return TableState(guild=1, channels=Channels(square=1, graveyard=2, channel=3),
                      roles=Roles(host=4, alive=5, dead=6))


def random_move(table, rng: random.Random, seat: int):
    """A legal move for a seat as /act options (or None)."""
    game = table.game
    abilities = game.available(game.players[seat])
    rng.shuffle(abilities)
    secret = [r.name for r in game.variant.roles.secret_roles()]
    for ability in abilities:
        for _ in range(5):
            options = legal_targets(table, seat, ability.name)
            high = ability.max_targets if ability.max_targets is not None else ability.min_targets + 1
            count = rng.randint(ability.min_targets, max(ability.min_targets, min(high, 2)))
            if count > len(options):
                continue
            chosen = rng.sample(options, count)
            extras = {}
            if "guess" in ability.needs:
                extras["guess"] = rng.choice(secret)
            if "role" in ability.needs:
                extras["role"] = rng.choice(secret)
            if "choice" in ability.needs or ability.name == "Нож":
                extras["choice"] = str(rng.randint(10, 100))
            if "text" in ability.needs:
                extras["text"] = "…"
            action = Action(seat, ability.name, tuple(s for _, s in chosen), **extras)
            if game.validate(Act(action)) is None:
                slash = {"ability": ability.name, **extras}
                names = [n for n, _ in chosen]
                if names:
                    slash["target"] = names[0]
                if len(names) > 1:
                    slash["target2"] = names[1]
                return slash
    return None


async def send_moves(world, table, rng: random.Random, seats) -> None:
    """Each of ``seats`` sends one random legal move (if it has one) with ``/act`` in his thread."""
    for seat in seats:
        move = random_move(table, rng, seat)
        if move:
            await world.actor(seat).slash(world.thread_of(seat), "act", **move)


async def play_phase(world, rng: random.Random) -> None:
    table = world.table()
    game = table.game
    for player in list(game.players):
        move = random_move(table, rng, player.seat)
        if move is not None:
            result = await world.actor(player.seat).slash(world.thread_of(player.seat), "act", **move)
            assert result.ephemeral
    if game.variant.spec(game.phase.kind).vote:
        for player in list(game.players):
            if game.variant.may_vote(game, player) is None:
                living = [p.name for p in game.living()]
                target = rng.choice(living + ["-"])
                result = await world.actor(player.seat).slash(world.square, "vote", target=target)
                assert result.ephemeral


def visible_lines(world, user) -> list[str]:
    """Every line of every message this user can read on the server."""
    env = world.env
    lines: list[str] = []
    channels = list(world.guild.channels.values())
    for channel in list(channels):
        channels.extend(channel.threads)
    for channel in channels:
        if not can_access_channel(env, channel.id, user, history=True):
            continue
        for message in channel.history(viewer=user):
            lines.extend(message.content.splitlines())
    return lines


def readers(world, channel_id: int, users) -> set[int]:
    return {u.id for u in users if can_access_channel(world.env, channel_id, u)}


def assert_no_leaks(world, table, users) -> None:
    """Nobody can read a line of a private message meant for someone else
    (unless the same line was also said to him or to the town) — but the host who does not play,
    who reads every private result in his thread."""
    game = table.game
    texts = game.texts
    public = {line for e in game.log if e.to is None for line in (texts.event(e), *texts.event(e).splitlines())}
    for user in users:
        seat = table.seat_of(user.id)
        if user.id == table.meta.host and seat is None:
            continue
        # (a line of a message he got himself: the same gift's line under two offers of the Сделка)
        own = {line for e in game.log if e.to is not None and seat in e.to
               for line in (texts.event(e), *texts.event(e).splitlines())}
        allowed = public | own
        seen = set(visible_lines(world, user))
        for event in game.log:
            if event.to is None or seat in event.to:
                continue
            for line in texts.event(event).splitlines():
                assert line not in seen or line in allowed, (user.name, event.key, line)


# --- role cards --------------------------------------------------------------------------------

#: «/ход способность:Лечение цель:…» on a card: the ability's name, up to the next field or the end.
CARD_COMMAND = re.compile(r"/ход способность:(.+?)(?= [а-яё0-9]+:…|`|$)", re.M)


def card_commands(card: str) -> list[str]:
    """The ability names of the ``/ход`` commands a role card gives."""
    return CARD_COMMAND.findall(card)


def book_ability_names(roles) -> set[str]:
    """Every ability a card could name by mistake: the book's abilities (the cards of the cards book
    are things held, not abilities; a role's name is the role)."""
    every = [a for r in roles.roles.values() for a in r.abilities] + list(roles.extra_abilities.values())
    return {a.name for a in every if "card" not in a.tags} - set(roles.roles)


def card_slips(game, player, card: str, held: Iterable[str] = ()) -> list[str]:
    """What is wrong with a role card, checked against the engine: a command the engine takes for
    another ability or refuses, an ability held without a command, an ability of the book named
    that the player lacks (outside what he holds: items named like a gift)."""
    from bot.render import card_abilities

    have = {a.name for a in card_abilities(game, player)}
    slips = []
    taken = {}
    for name in card_commands(card):
        found = game.ability_of(player, name)
        taken[name] = found.name if found is not None else None
    if set(taken.values()) != have:
        slips.append(f"commands {taken} but abilities {sorted(have)}")
    held = set(held)
    text = "\n".join(line for line in card.splitlines() if line not in held)
    lacking = book_ability_names(game.variant.roles) - have - {player.role, player.public}
    named = sorted(n for n in lacking if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text))
    if named:
        slips.append(f"names abilities the player lacks: {named}")
    return slips


CONFIRM_LABELS = ("Да, завершить игру", "Да, удалить")


async def confirmed(member, result):
    """Press the confirmation a reply asks for (``/game end`` of a running game, ``/host kill``
    that ends it: issue 31, item 1) and return what the press answered; a reply without one is
    returned as it is."""
    message = result.followups[-1] if result.followups else result.response
    shown = str(message.components) if message is not None else ""
    for label in CONFIRM_LABELS:
        if label in shown:
            return await member.click(message, label=label)
    return result
