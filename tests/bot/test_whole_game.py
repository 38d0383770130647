"""A whole game of every variant and edition through the bot on the strict test Discord, read as
the players read it: a townsperson, a member of another faction, the graveyard and the host.

:func:`play_whole_game` plays one game from ``/mafia setup`` to the win with random legal moves
and returns a :class:`Dump`: per reader, every message of every channel and thread he can read
(in order, as Discord shows them at the end) and the private replies to his own commands. The
dumps are written as text files (``MAFIA_BOT_DUMPS=<dir>``, or pytest's tmp dir) for reading by
eye; the checks below read the same structure.

Adding a check: write ``def check_<what>(dump: Dump) -> None`` asserting on the dump (the helpers
:meth:`Dump.text`, :meth:`Dump.lines`, :meth:`Dump.channel`, :meth:`Dump.replies_of` are the way
in) and append it to :data:`CHECKS`; every case runs every check.
"""

from __future__ import annotations

import os
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import pytest
from simcord.backend.access import can_access_channel

from bot.render import holdings
from core.registry import Engine
from tests.bot.conftest import World, text_of
from tests.bot.helpers import card_slips, random_move

CASES = [(v.id, edition, v.min_players) for v in Engine().variants for edition in (v.editions or (None,))]
#: Who reads: the dump's readers, each a role in the game (see :func:`pick_readers`).
READERS = ("town", "faction", "graveyard", "host")
PHASE_LIMIT = 150


@dataclass
class Reader:
    """One reader: the member (None for the graveyard, read as a dead player reads it), his seat,
    the messages he can read by channel name (in order) and the replies to his commands."""

    label: str
    member: object | None
    seat: int | None
    channels: dict[str, list[str]] = field(default_factory=dict)
    replies: list[tuple[str, str]] = field(default_factory=list)  # (command, what he was answered)


@dataclass
class Dump:
    variant: str
    edition: str | None
    world: World
    table: object
    readers: dict[str, Reader]
    #: Every player's thread at the end, by seat (the role card opens it, in one message or more).
    threads: dict[int, list[str]]
    #: Every reply any player got, by seat, with its command.
    replies: dict[int, list[tuple[str, str]]]
    #: The sign-up post as it stood before the start.
    signup: str = ""
    #: Each seat's (secret role, public role) as dealt (roles change in play: an heir, a theft).
    dealt: dict[int, tuple[str, str | None]] = field(default_factory=dict)
    #: Each seat's thread as it was at the start (the role card, in one message or more).
    cards: dict[int, str] = field(default_factory=dict)
    #: What was wrong with each seat's card at the start (``tests.bot.helpers.card_slips``).
    card_slips: dict[int, list[str]] = field(default_factory=dict)

    @property
    def game(self):
        return self.table.game

    def reader(self, label: str) -> Reader:
        return self.readers[label]

    def channel(self, label: str, name: str) -> list[str]:
        """The messages ``label`` reads in the channel or thread called ``name`` (empty if none)."""
        return self.readers[label].channels.get(name, [])

    def text(self, label: str, *, replies: bool = True) -> str:
        """Everything ``label`` reads: every channel's messages, then his replies."""
        reader = self.readers[label]
        parts = [m for messages in reader.channels.values() for m in messages]
        if replies:
            parts += [r for _, r in reader.replies]
        return "\n".join(parts)

    def lines(self, label: str, *, replies: bool = True) -> list[str]:
        return self.text(label, replies=replies).splitlines()

    def replies_of(self, seat: int, command: str | None = None) -> list[str]:
        return [r for c, r in self.replies.get(seat, []) if command is None or c == command]

    def card(self, seat: int) -> str:
        """What the player's thread held when the game started: his role card (and what he knows)."""
        return self.cards[seat]

    def write(self, directory: Path) -> Path:
        where = directory / f"{self.variant}-{self.edition or 'book'}"
        where.mkdir(parents=True, exist_ok=True)
        for label, reader in self.readers.items():
            out = [f"# {label}: seat {reader.seat}"]
            for name, messages in reader.channels.items():
                out.append(f"\n======== #{name}")
                out += [f"---\n{m}" for m in messages]
            out.append("\n======== replies")
            out += [f"--- /{c}\n{r}" for c, r in reader.replies]
            (where / f"{label}.txt").write_text("\n".join(out), encoding="utf-8")
        return where


# --- playing ---------------------------------------------------------------------------------


class _Seeded:
    """The game's seed, fixed (the bot draws it from SystemRandom): the same deal every run."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def randrange(self, *_):
        return self.seed


def pick_readers(game, table) -> tuple[int, int]:
    """(a townsperson, a member of another faction): the town is the largest faction; the
    other, preferably one who shares a faction thread."""
    town = Counter(p.faction for p in game.players).most_common(1)[0][0]
    townsperson = next(p.seat for p in game.players if p.faction == town)
    shared = [s for f in table.meta.get("factions") or () for s in f["seats"] if game.players[s].faction != town]
    other = shared[0] if shared else next(p.seat for p in game.players if p.faction != town)
    return townsperson, other


async def command(world, replies, seat: int, name: str, channel, **options):
    """A player's slash command; its reply kept."""
    result = await world.actor(seat).slash(channel, name, **options)
    replies.setdefault(seat, []).append((name, text_of(result)))
    return result


async def play_phase(world, rng: random.Random, replies) -> None:
    """Every player in the game sends a random legal move, then (in a vote phase) votes."""
    table = world.table()
    game = table.game
    for player in list(game.players):
        move = random_move(table, rng, player.seat)
        if move is not None:
            result = await command(world, replies, player.seat, "act", world.thread_of(player.seat), **move)
            assert result.ephemeral
    if game.variant.spec(game.phase.kind).vote:
        for player in list(game.players):
            if game.variant.may_vote(game, player) is None:
                target = rng.choice([p.name for p in game.living()] + ["-"])
                result = await command(world, replies, player.seat, "vote", world.square, target=target)
                assert result.ephemeral


def readable(world, user) -> dict[str, list[str]]:
    """Every message this user can read, by channel (threads by their name)."""
    env = world.env
    out: dict[str, list[str]] = {}
    channels = list(world.guild.channels.values())
    for channel in list(channels):
        channels.extend(channel.threads)
    for channel in channels:
        if user is not None and not can_access_channel(env, channel.id, user, history=True):
            continue
        messages = [m.content for m in channel.history(viewer=user)] if user is not None else \
            [m.content for m in channel.history()]
        if messages:
            out[channel.name] = messages
    return out


async def play_whole_game(env, variant: str, edition: str | None, players: int, seed: int = 11) -> Dump:
    world = World(env, players=players)
    await world.setup()
    options = {"options": f"edition={edition}"} if edition else {}
    result = await world.host.slash(world.square, "game new", variant=variant, **options)
    assert result.ephemeral
    for player in world.players:
        await player.slash(world.square, "join")
    signup = world.square.history()[-1].content
    started = await world.host.slash(world.square, "game start")
    host_replies = [("game start", text_of(started))]
    table = world.table()
    game = table.game
    host_replies.append(("host log", text_of(await world.host.slash(world.square, "host log"))))
    town, other = pick_readers(game, table)
    dealt = {p.seat: (p.role, p.public) for p in game.players}
    cards, slips = {}, {}
    for player in game.players:
        card = cards[player.seat] = "\n".join(m.content for m in world.thread_of(player.seat).history())
        slips[player.seat] = card_slips(game, player, card, holdings(game, player))
    replies: dict[int, list[tuple[str, str]]] = {}
    for seat in (town, other):
        await command(world, replies, seat, "status", world.square)
        await command(world, replies, seat, "role", world.thread_of(seat))
    rng = random.Random(seed)
    phases = 0
    while not game.over and phases < PHASE_LIMIT:
        await play_phase(world, rng, replies)
        if not game.over:
            for seat in (town, other):
                if game.players[seat].in_game:
                    await command(world, replies, seat, "status", world.square)
            await env.advance_time(3601)
        phases += 1
    assert game.over, ("the game should end", variant, edition)
    threads = {seat: [m.content for m in world.thread_of(seat).history()] for seat in range(len(game.players))}
    readers = {
        "town": Reader("town", world.actor(town), town, readable(world, world.actor(town)), replies.get(town, [])),
        "faction": Reader("faction", world.actor(other), other, readable(world, world.actor(other)),
                          replies.get(other, [])),
        "host": Reader("host", world.host, None, readable(world, world.host), host_replies),
    }
    graveyard = world.guild.channels.get("кладбище")
    readers["graveyard"] = Reader("graveyard", None, None,
                                  {"кладбище": [m.content for m in graveyard.history()] if graveyard else []})
    return Dump(variant, edition, world, table, readers, threads, replies, signup, dealt, cards, slips)


# --- checks ----------------------------------------------------------------------------------


def check_everyone_reads_something(dump: Dump) -> None:
    for label in READERS:
        assert dump.text(label).strip() or label == "graveyard", label
    assert "Игра окончена" in "\n".join(dump.channel("town", "площадь"))


def check_each_player_has_a_card(dump: Dump) -> None:
    for seat, (role, _) in dump.dealt.items():
        assert role in dump.card(seat), (dump.game.players[seat].name, role)


def check_cards_name_only_what_the_engine_accepts(dump: Dump) -> None:
    """A card gives a command for each ability the player has, each taken by the engine for that
    very ability, and names no other ability of the book (checked as the game started)."""
    slips = {seat: found for seat, found in dump.card_slips.items() if found}
    assert not slips, slips


#: The readers who are players (the host may read the seed and the English of his own tools).
PLAYERS = ("town", "faction", "graveyard")
#: An English command name («/act», «/game new»); a Discord mention or a link is not one.
ENGLISH_COMMAND = re.compile(r"(?<![\w/:<])/[a-z]{2,}")


def check_public_roles_are_public(dump: Dump) -> None:
    """Who holds which public role: in the post that starts the game and in /статус."""
    held = {seat: public for seat, (_, public) in dump.dealt.items() if public}
    if not held:
        return
    square = dump.channel("town", "площадь")
    start = next(m for m in square if "Игра началась" in m)
    for seat, public in held.items():
        name = dump.game.players[seat].name
        title = dump.game.players[seat].public_title or public
        assert f"• {name} — {title}" in start, (name, public, start)
    status = dump.replies_of(dump.reader("town").seat, "status")[0]
    living = next(line for line in status.splitlines() if line.startswith("В игре"))
    for seat, public in held.items():
        player = dump.game.players[seat]
        assert f"{player.name} ({player.public_title or public})" in living, (player.name, living)


def check_no_machine_words(dump: Dump) -> None:
    """No English command name, no seed, no phase length in minutes, one counter of lives: in
    everything a player reads (the seed is the host's: in his reply to the start and his log)."""
    for label in PLAYERS:
        text = dump.text(label)
        assert not ENGLISH_COMMAND.findall(text), (label, sorted(set(ENGLISH_COMMAND.findall(text))))
        assert "зерно" not in text.lower() and "seed" not in text.lower(), label
        for line in text.splitlines():
            if "Длина фаз" in line:
                assert not re.search(r"— \d+(?:[,.]|$)", line), line
    seed = dump.game.seed
    assert any(f"зерно раздачи {seed}" in r for c, r in dump.reader("host").replies if c == "game start")
    assert any(f"Зерно раздачи: {seed}" in r for c, r in dump.reader("host").replies if c == "host log")
    for seat in dump.dealt:
        card = dump.card(seat)
        assert not ("Здоровье:" in card and ("Жизни:" in card or "ХП:" in card)), card


#: Each case runs each of these on its dump.
CHECKS: list[Callable[[Dump], None]] = [
    check_everyone_reads_something,
    check_each_player_has_a_card,
    check_cards_name_only_what_the_engine_accepts,
    check_public_roles_are_public,
    check_no_machine_words,
]


@pytest.fixture
def seeded(monkeypatch):
    import bot.games

    monkeypatch.setattr(bot.games.random, "SystemRandom", lambda: _Seeded(11))


@pytest.mark.parametrize("variant,edition,players", CASES, ids=[f"{v}-{e}" for v, e, _ in CASES])
async def test_whole_game_as_players_read_it(simcord_env, seeded, tmp_path, variant, edition, players):
    dump = await play_whole_game(simcord_env, variant, edition, max(players, 10))
    dump.write(Path(os.environ.get("MAFIA_BOT_DUMPS") or tmp_path))
    failures = []
    for check in CHECKS:
        try:
            check(dump)
        except AssertionError as error:
            failures.append(f"{check.__name__}: {error}")
    assert not failures, "\n".join(failures)


__all__ = ["CHECKS", "Dump", "Reader", "play_whole_game"]
