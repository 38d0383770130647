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
from core.declension import decline
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
    #: Every event the bot routed: (event, the seats it reached through the gate, the channels).
    routed: list[tuple[object, set[int], list[int]]] = field(default_factory=list)
    #: The seat the host removed during the game (with :data:`REMOVAL_REASON`), if any.
    removed: int | None = None

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
    shared = [s for f in table.meta.threads.factions or () for s in f["seats"] if game.players[s].faction != town]
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


async def publish_reviewed(world, table) -> None:
    """The host publishes the phase he reviews (``/ведущий проверка``), as soon as it waits."""
    while table.meta.review.current is not None:
        thread = next(t for t in world.game_channel.threads if t.id == table.meta.threads.host)
        message = next(m for m in reversed(thread.history()) if m.components)
        await world.host.click(message, label="Опубликовать")


def record_routes(world) -> list[tuple[object, set[int], list[int]]]:
    """Every event the bot routes from now on, with the seats the gate let it reach and the channels
    it went to (``Delivery.route``), for :func:`check_readers_are_the_audience`."""
    delivery = world.bot.games.phases.delivery
    routed: list[tuple[object, set[int], list[int]]] = []
    route = delivery.route

    def recorded(table, event):
        channels = route(table, event)
        reached = {s for s in event.audience.seats if delivery.reaches(table, s)}
        routed.append((event, reached, list(channels)))
        return channels

    delivery.route = recorded
    return routed


async def play_whole_game(env, variant: str, edition: str | None, players: int, seed: int = 11) -> Dump:
    world = World(env, players=players)
    await world.setup()
    routed = record_routes(world)
    options = {"options": f"edition={edition}"} if edition else {}
    result = await world.host.slash(world.square, "game new", variant=variant, **options)
    assert result.ephemeral
    for player in world.players:
        await player.slash(world.square, "join")
    signup = world.square.history()[-1].content
    # The host reviews each phase's end (one notice in the square per phase; his review shows the moves).
    await world.host.slash(world.square, "host review", on=True)
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
    removed = None
    while not game.over and phases < PHASE_LIMIT:
        await play_phase(world, rng, replies)
        if phases == 1 and removed is None:  # the host removes one player, with a reason (his own note)
            removed = await remove_one(world, table, (town, other))
        if not game.over:
            for seat in (town, other):
                if game.players[seat].in_game:
                    await command(world, replies, seat, "status", world.square)
            await env.advance_time(3601)
            await publish_reviewed(world, table)
        phases += 1
    assert game.over, ("the game should end", variant, edition)
    # /статус after the end: the table is free, the last game's result named.
    await command(world, replies, town, "status", world.square)
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
    return Dump(variant, edition, world, table, readers, threads, replies, signup, dealt, cards, slips, routed, removed)


#: The reason the host gives when he removes a player in the whole game (told to that player alone).
REMOVAL_REASON = "флуд в личке"


async def remove_one(world, table, readers: tuple[int, ...]) -> int | None:
    """The host removes a player who is neither reader nor one whose removal would end the game."""
    from core.commands import Remove
    from core.session import rebuild

    game = table.game
    for player in game.players:
        if player.seat in readers or not player.in_game:
            continue
        copy = rebuild(world.bot.engine, table.session.record, [c.to_json() for c in game.commands])
        if copy.execute(Remove(player.seat, "")).report.winner:
            continue
        await world.host.slash(world.square, "host kill", player=player.name, reason=REMOVAL_REASON)
        return player.seat
    return None


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
def _tallies_and_verdicts(dump: Dump) -> list[tuple[str, list[str], list[str]]]:
    """Each day's live tally as it stood at the day's end and its verdict, as the town read them:
    (day, tally lines, verdict lines)."""
    square = dump.channel("town", "площадь")
    found = []
    for index, message in enumerate(square):
        if not message.startswith("**Голосование — "):
            continue
        day = message.splitlines()[0][len("**Голосование — "):-2]
        tally = [line for line in message.splitlines()[1:] if not line.startswith("Не проголосовали")]
        results = next((m for m in square[index + 1:] if m.startswith(f"**Итоги: {day}")), None)
        if results is None:
            continue
        lines = results.splitlines()
        start = next((i for i, line in enumerate(lines) if line.startswith(("Итоги голосования", "Итоги Вече"))),
                     None)
        verdict = []
        for line in lines[start + 1:] if start is not None else ():
            if not re.match(r".+ — \u2212?\d+(,\d+)? голос", line):
                break
            verdict.append(line)
        found.append((day, tally, verdict))
    return found


def check_the_tally_is_the_verdict(dump: Dump) -> None:
    """Each day's live tally, as it stood at the day's end, is its verdict line for line (the cards
    book's day cards act only when the day resolves: there the verdict may add what a card did);
    counts are written one way (one minus sign «−», a decimal comma)."""
    for day, tally, verdict in _tallies_and_verdicts(dump):
        for line in tally + verdict:
            assert not re.search(r"— -|\d\.\d| -\d", line), (day, line)
        if tally == ["Голосов пока нет."] or (dump.variant == "cards" and tally != verdict):
            continue  # (cards: a Подкуп or a Лоббирование that day — docs/variants/cards.md)
        if dump.variant == "romanian":
            # The day's own «сухарь» is known when the day closes (its posts are counted then):
            # the votes are the same, the penalties may grow.
            assert _votes_of(tally) == {k: v for k, v in _votes_of(verdict).items() if k in _votes_of(tally)}, \
                (day, tally, verdict)
            continue
        assert tally == verdict, (day, tally, verdict)


def _votes_of(lines: list[str]) -> dict[str, str]:
    """Each line's target and its votes (without the modifiers)."""
    out = {}
    for line in lines:
        target, _, parts = line.partition(" — ")
        voters = parts.partition(": ")[2]
        voters = voters.split("; ")[0]  # «Аня, Вика; добавлено 2 (сухарь)»: the rule's changes after «;»
        out[target] = "" if re.match(r"(добавлен|снят)", voters) else voters
    return {k: v for k, v in out.items() if v}


def check_the_dead_are_told(dump: Dump) -> None:
    """Everyone out of the game at the end was told so in his own thread; the graveyard holds one
    greeting, not one post per death."""
    for player in dump.game.players:
        if player.in_game:
            continue
        # (the notice may follow the phase's results in the same message: one message a phase)
        told = [line for m in dump.threads[player.seat] for line in m.splitlines()
                if line.startswith(("**Вы погибли**", "**Вы выбыли из игры**", "**Ведущий удалил вас", "**Вас посадили",
                                 "**Вас вывели"))]
        assert told, (player.name, dump.threads[player.seat][-2:])
    greetings = dump.channel("graveyard", "кладбище")
    assert len(greetings) <= 1, greetings
    dead = [p.name for p in dump.game.players if not p.alive]
    if greetings:
        assert any(name in greetings[0] for name in dead), greetings[0]


def check_one_review_notice_per_phase(dump: Dump) -> None:
    """The host reviewed every phase's end: the square holds one notice per phase (edited, not
    re-posted), and his review showed the moves that produced the results."""
    since = 0  # notices since the last results
    published = 0
    for message in dump.channel("town", "площадь"):
        if "Фаза «" in message and "едущ" in message:
            since += 1
        elif message.startswith("**Итоги: "):
            assert since == 1, (since, message.splitlines()[0])
            since, published = 0, published + 1
    assert published and since <= 1
    host = "\n".join(m for name, messages in dump.reader("host").channels.items() if name.startswith("Ведущий")
                     for m in messages)
    assert "__Ходы фазы:__" in host


def check_a_counted_voter_is_not_waited_for(dump: Dump) -> None:
    """A voter whose vote counts — his own, or one the rules cast for him (Влияние, Авторитет) — is not
    also listed under «Не проголосовали»."""
    for message in dump.channel("town", "площадь"):
        if not message.startswith("**Голосование — "):
            continue
        lines = message.splitlines()[1:]
        waiting = next((line for line in lines if line.startswith("Не проголосовали: ")), None)
        if waiting is None:
            continue
        counted = {re.sub(r" ×.*| \(.*", "", voter) for voters in _votes_of(lines).values()
                   for voter in voters.split(", ")}
        assert not counted & set(waiting.partition(": ")[2].split(", ")), message


def check_the_phase_is_named_once_before_it(dump: Dump) -> None:
    """Nothing is posted on the square between the sign-up and «Игра началась!»; a fantasy night is named
    with its moon in the post that opens it («**Наступила Ночь 2 (Полулуние).**»), not on a line of its own."""
    square = dump.channel("town", "площадь")
    start = next(i for i, m in enumerate(square) if "Игра началась" in m)
    before = [m for m in square[:start] if not m.startswith(("**Запись на игру", "Вы записаны"))]
    assert not before, before
    if dump.variant != "fantasy" or dump.edition == "IV":
        return
    text = "\n".join(square)
    nights = re.findall(r"\*\*Наступила (Ночь \d+[^.*]*)\.\*\*", text)
    assert nights and all(re.fullmatch(r"Ночь \d+ \((Новолуние|Полулуние|Полнолуние)\)", n) for n in nights), nights
    assert not re.search(r"^Ночь \d+: (Ново|Полу|Полно)луние", text, re.M)


#: A dash standing for nothing: «Слухи о Глебе: —», «Транс: … — —», «(цель: —)».
DASH_FOR_NOTHING = re.compile(r": —(?:[.,;)]|$)|— —|\(—\)")


def check_no_dash_for_nothing(dump: Dump) -> None:
    """Nothing is written as a dash: an answer with nothing to list says «никто», «ничего» or leaves the
    line out (asserted for the fantasy book; the other books' owners add theirs)."""
    if dump.variant != "fantasy":
        return
    for label in PLAYERS:
        found = [line for line in dump.lines(label) if DASH_FOR_NOTHING.search(line)]
        assert not found, (label, found[:5])


def check_no_line_twice_in_a_post(dump: Dump) -> None:
    """One post tells a fact once: no line twice in one message a player reads (asserted for the fantasy
    book; the other books' owners add theirs)."""
    if dump.variant != "fantasy":
        return
    for label in PLAYERS:
        for messages in dump.readers[label].channels.values():
            for message in messages:
                if re.search(r"^=== .+ ===$", message, re.M):
                    continue  # the story after the end: each phase's «Ходы:», «Голоса:» under its own heading
                # (two anonymous letters may say the same: their words are the senders')
                lines = [line for line in message.splitlines() if line.strip() and "(аноним)" not in line]
                twice = sorted({line for line in lines if lines.count(line) > 1})
                assert not twice, (label, twice, message[:300])


def check_romanian_reads_as_its_master_writes(dump: Dump) -> None:
    """Romanian (issue 29): every day's header states its minimum of messages (l.35), a whole count;
    one line opens a day (no «Открыт день»); no dash stands for nothing («(—)», «Явная роль: —»); no card
    says «можно на мёртвого» (a move reaches the jailed); the graveyard lists everyone out of the game."""
    if dump.variant != "romanian":
        return
    square = dump.channel("town", "площадь")
    days = [m for m in square if "**Наступил День " in m]
    assert days and all(re.search(r"Минимум сообщений за день: \d+\.", m) for m in days), days
    everything = "\n".join(dump.text(label) for label in dump.readers)
    for wrong in ("Открыт день", "(—)", "Явная роль: —", "можно на мёртвого"):
        assert wrong not in everything, wrong
    greetings = dump.channel("graveyard", "кладбище")
    out = [p.name for p in dump.game.players if not p.in_game]
    assert not out or (greetings and all(name in greetings[0] for name in out)), (out, greetings)


def check_phases_have_numbers(dump: Dump) -> None:
    """Every phase a player reads of is named with its number («Итоги: Ночь 3», «Вы погибли (Ночь 3)», the
    graveyard's «Ночь 3: Аня»), but the set-up before the first night, which happens once."""
    setup = dump.game.texts.render("phase.setup", {"number": ""}).strip()
    named = re.compile(r"\*\*Итоги: ([^*(]+?)(?: \(|\*\*)|\*\*Вы погибли\*\* \(([^)]+)\)")
    for label in PLAYERS:
        for first, second in named.findall(dump.text(label)):
            phase = first or second
            assert phase == setup or re.search(r" \d+$", phase), (label, phase)
    for line in dump.channel("graveyard", "кладбище")[0].splitlines()[1:] if dump.channel("graveyard", "кладбище") \
            else ():
        assert re.match(r"\S+ \d+: ", line), line


def check_readers_are_the_audience(dump: Dump) -> None:
    """The property under «who is told what» (issue 29): the readers of every post are its audience.
    An event for everyone is on the square, which every player reads; one for seats or a fellowship
    is read by exactly the players it reached (its seats through the gate, :meth:`Delivery.reaches`) —
    each channel it went to by none of the others, all of them together by every one (the admin and
    the spectators by none; the host who does not play reads a group's thread, and only that); one for
    the host by him alone."""
    world, table = dump.world, dump.table
    members = [*world.players, world.host, world.admin, world.spectator]
    users = {m.id: m for m in members}
    readers_of: dict[int, set[int]] = {}

    def readers(channel: int) -> set[int]:
        if channel not in readers_of:
            readers_of[channel] = {m.id for m in members if can_access_channel(world.env, channel, m, history=True)}
        return readers_of[channel]

    players = {table.user_of(p.seat) for p in dump.game.players}
    assert dump.routed, "the game routed events"
    for event, reached, channels in dump.routed:
        kind = event.audience.kind
        if kind == "everyone":
            assert channels == [table.meta.channels.square] and players <= readers(channels[0]), event.key
            continue
        wanted = {world.host.id} if kind == "host" else {table.user_of(s) for s in reached}
        together: set[int] = set()
        groups = {f["thread"] for f in (*table.meta.threads.factions,)} | set(table.meta.threads.void)
        for channel in channels:
            master = {world.host.id} if channel in groups and kind != "host" else set()
            assert master <= readers(channel), (event.key, "the host does not read the group's thread")
            extra = readers(channel) - wanted - master
            assert not extra, (event.key, event.audience, [users[u].name for u in extra])
            together |= readers(channel) - master
        assert together == wanted, (event.key, event.audience, sorted(wanted - together))


#: A question the bot posts under the engine's question (bot/locale: question-buttons, -free, -free_form).
QUESTIONS = ("Выберите ответ:", "Выберите игрока из списка", "Напишите ответ")


def check_the_dead_get_nothing(dump: Dump) -> None:
    """Class 4 (book IV l.467: the dead «не может получать игровых сообщений от мастера»): after the
    notice that he left («Вы погибли», «Вы выбыли из игры»), a player's thread gets nothing more — no
    state post, no reminder, no result — unless he was back in the game («Вы снова в игре») or the
    rules still wanted a move or an answer of him that phase (the notice says «… ещё можете», a question is
    posted): that phase's results reach him, then nothing; and «На руках» heads
    cards only: lives, ХП and личины are «Ваше состояние»."""
    notices = ("**Вы погибли**", "**Вы выбыли из игры**", "**Вас посадили в тюрьму**",
               "**Вас вывели из игры до её конца**", "**Ведущий удалил вас из игры**")
    for seat, messages in dump.threads.items():
        gone_at = None
        grace = None  # told he may still move this phase: that phase's results still reach him
        for index, message in enumerate(messages):
            if message.startswith(notices):
                gone_at, grace = (None, index) if "ещё можете" in message else (index, None)
            elif message.startswith("**Вы снова в игре"):
                gone_at = grace = None
            elif message.startswith(QUESTIONS) and (gone_at is not None or grace is not None):
                # the rules ask him something (a Romanian prisoner: whom to give away): the answer's
                # phase is still his
                gone_at, grace = None, gone_at if gone_at is not None else grace
            elif grace is not None:
                if message.startswith("**Итоги"):
                    gone_at, grace = grace, None
            elif gone_at is not None:
                raise AssertionError((dump.game.players[seat].name, messages[gone_at][:80], message[:200]))
        for message in messages:
            if "Жизни:" in message or "ХП:" in message or "Личины:" in message:
                assert "На руках" not in message and "на руках" not in message, message[:200]
    header = "**У вас на руках сейчас:**" if dump.variant == "cards" else "**Ваше состояние:**"
    posts = [m for messages in dump.threads.values() for m in messages
             if m.startswith(("**У вас на руках сейчас:**", "**Ваше состояние:**"))]
    assert all(m.startswith(header) for m in posts), {m.splitlines()[0] for m in posts}


def check_prisoners_are_not_asked_to_move(dump: Dump) -> None:
    """Class 5: a cards prisoner plays no card (l.298), so he is not reminded of a move while he is in
    Тюрьма, and the public list of players marks him «в Тюрьме» (the same line: it is public); a
    Romanian prisoner is asked whom to give away only while cops are left to question him (l.97)."""
    game = dump.game
    if dump.variant == "cards":
        for seat, messages in dump.threads.items():
            jailed = False
            for message in messages:
                if "Вы в Тюрьме; осталось фаз" in message:
                    jailed = True
                elif message.startswith(("**У вас на руках сейчас:**", "**Итоги")) and jailed:
                    jailed = "Вы в Тюрьме" in message
                if jailed:
                    assert "а от вас ещё нет хода" not in message, (game.players[seat].name, message[:200])
        square = "\n".join(dump.channel("town", "площадь"))
        for name in re.findall(r"(\S+) садится в Тюрьму", square):
            assert re.search(rf"{re.escape(name)} \([^)]*в Тюрьме", square), name
    if dump.variant == "romanian":
        from plugins.romanian.mechanics import COP_ROLES  # noqa: PLC0415  (the book's own words)
        asked = [q for q in game.questions if q.key == "romanian.ask.betray"]
        for question in asked:
            cops_then = [p for p in game.players if p.role in COP_ROLES
                         and (p.in_game or (getattr(p.state, "died_phase", None) or 10**6) >= question.phase)]
            assert cops_then, (game.players[question.seat].name, question.phase)


def check_no_line_sent_twice(dump: Dump) -> None:
    """The same line is not sent twice: no message a player reads in his own thread is the message
    before it again (a result, a state post, a reminder), and no post repeats a line (but the
    story after the end, where each phase has its own heading)."""
    for seat, messages in dump.threads.items():
        for before, message in zip(messages, messages[1:]):
            assert message != before, (dump.game.players[seat].name, message[:200])
    for label in PLAYERS:
        for messages in dump.readers[label].channels.values():
            for message in messages:
                if re.search(r"^=== .+ ===$", message, re.M):
                    continue
                lines = [line for line in message.splitlines() if line.strip() and "(аноним)" not in line]
                twice = sorted({line for line in lines if lines.count(line) > 1})
                assert not twice, (label, twice, message[:300])


def _closing_post(dump: Dump) -> list[str]:
    square = dump.channel("town", "площадь")
    return next(m for m in square if m.startswith("Итоги игры: ")).splitlines()


def check_only_the_winners_win(dump: Dump) -> None:
    """Class 1: the side the game names is the side the closing post marks, the seats it marks «в числе
    победителей» are ``winning_seats`` (the statistics' winners), the story names the same winner; the
    Romanian mafia wins as one clan («Мафия (клан 1)»), and only that clan's members win."""
    game = dump.game
    variant = game.variant
    seats = set(variant.winning_seats(game))
    title = variant.winner_title(game, game.winner)
    post = _closing_post(dump)
    marked = {line[2:].split(" — ")[0] for line in post if line.startswith("• ") and "в числе победителей" in line}
    assert marked == {game.players[s].name for s in seats}, (marked, seats)
    if game.winner != "ничья":
        assert post[1].startswith(f"Победитель — {title}: "), post[1]
        sides = {line[:-len(" — победа:")] for line in post if line.endswith(" — победа:")}
        assert sides <= set(variant.winning_sides(game)) and variant.winner_side(game, game.winner) in sides, sides
    square = "\n".join(dump.channel("town", "площадь"))
    assert f"Победитель: {title}. Победили: " in square or game.winner == "ничья"
    if dump.variant == "romanian":
        clans = {game.players[s].team for s in seats if game.players[s].faction == "Мафия"}
        assert len(clans) <= 1, clans
        if game.winner == "Мафия":
            assert title == f"Мафия (клан {clans.pop()})", title


#: How a player's thread says why he left the game, by ``core.model.Exit``.
EXIT_NOTICES = {"died": "**Вы погибли**", "jailed": "**Вас посадили в тюрьму**",
                "exiled": "**Вас вывели из игры до её конца**", "removed": "**Ведущий удалил вас из игры**"}


def check_each_exit_is_told_in_its_words(dump: Dump) -> None:
    """Class 2: everyone out of the game at the end was told why in his own words (a prison is not the
    host's removal); the removed player alone reads the host's reason; the square and the story name the
    removal without it, the name in the accusative; the closing post tells each exit its own way."""
    game = dump.game
    everything = "\n".join(dump.text(label) for label in dump.readers)
    assert "Ведущий исключил" not in everything
    post = _closing_post(dump)
    for player in game.players:
        if player.in_game or player.out is None:
            continue
        notice = EXIT_NOTICES[player.out.value]
        assert any(line.startswith(notice) for m in dump.threads[player.seat] for line in m.splitlines()), (
            player.name, player.out,
                                                                              dump.threads[player.seat][-2:])
        line = next(x for x in post if x.startswith(f"• {player.name} — "))
        words = {"died": ("погиб",), "jailed": ("в тюрьме",), "exiled": ("выведен",), "removed": ("удален", "удалён")}
        assert any(w in line for w in words[player.out.value]), (player.out, line)
    if dump.removed is not None:
        player = game.players[dump.removed]
        told = "\n".join(dump.threads[player.seat])
        assert f"Причина (её знаете только вы и ведущий): {REMOVAL_REASON}" in told
        for label in ("town", "faction", "graveyard"):
            assert REMOVAL_REASON not in dump.text(label), label
        square = "\n".join(dump.channel("town", "площадь"))
        named = game.names[player.name]
        accusative = decline(player.name, named.gender, "acc") if named.declined else None
        # («Ведущий удалил из игры Иру.»; the Romanian book's «Ведущий ударил молнией Иру.»)
        assert any(line.startswith("Ведущий ") and f" {accusative or 'игрока ' + player.name}." in line
                   for line in square.splitlines()), player.name
        assert "за нарушение правил" not in square
        assert re.search(rf"✖ {re.escape(player.name)} удален[а]? из игры ведущим", square.replace("ё", "е")), \
            "the story names the removal"


def check_the_end(dump: Dump) -> None:
    """Class 13: the winner is announced once («Игра окончена. Победитель: …»), the closing post follows it;
    the server's first game is «История игры №1»; the host gets one confirmation a phase («✅ Опубликовано.»
    on the review, no second «…опубликованы»); /статус after the end names the last game's result."""
    game = dump.game
    square = dump.channel("town", "площадь")
    closing = next(i for i, m in enumerate(square) if m.startswith("Итоги игры: "))
    over = [i for i, m in enumerate(square[:closing]) if "Игра окончена." in m]  # (the story after tells it again)
    assert len(over) == 1, over
    assert closing == over[0] + 1, (over, closing)
    announced = [line for line in square[over[0]].splitlines() if line.startswith("Игра окончена.")]
    assert announced == [f"Игра окончена. Победитель: {game.variant.winner_title(game, game.winner)}."], announced
    assert any(m.startswith("История игры №1: ") for m in square), "the server's first game is №1"
    host = [m for name, messages in dump.reader("host").channels.items() if name.startswith("Ведущий")
            for m in messages]
    assert not any("опубликованы" in m for m in host), "one confirmation a phase"
    assert all(m.rstrip().endswith("✅ Опубликовано.") for m in host if m.startswith("**Проверка итогов")
               and "Опубликовано" in m)
    status = dump.replies_of(dump.reader("town").seat, "status")[-1]
    assert status.startswith("Сейчас за этим столом нет игры. Последняя — игра №1 ("), status
    if game.winner not in (None, "ничья"):
        assert f"победитель — {game.variant.winner_title(game, game.winner)}." in status, status


CHECKS: list[Callable[[Dump], None]] = [
    check_everyone_reads_something,
    check_each_player_has_a_card,
    check_cards_name_only_what_the_engine_accepts,
    check_public_roles_are_public,
    check_no_machine_words,
    check_the_tally_is_the_verdict,
    check_the_dead_are_told,
    check_one_review_notice_per_phase,
    check_a_counted_voter_is_not_waited_for,
    check_the_phase_is_named_once_before_it,
    check_no_dash_for_nothing,
    check_no_line_twice_in_a_post,
    check_romanian_reads_as_its_master_writes,
    check_phases_have_numbers,
    check_readers_are_the_audience,
    check_the_dead_get_nothing,
    check_prisoners_are_not_asked_to_move,
    check_no_line_sent_twice,
    check_only_the_winners_win,
    check_each_exit_is_told_in_its_words,
    check_the_end,
]


@pytest.fixture
def seeded(monkeypatch):
    import bot.lobby

    monkeypatch.setattr(bot.lobby.random, "SystemRandom", lambda: _Seeded(11))


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
