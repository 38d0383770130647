"""The model-based test (issue 16, item 13): random interleavings of everything hosts and players
do, on two tables of one server with a member seated at both, against the real bot on the strict
test Discord. After every step an oracle works out, from the game state alone (the engine's
``Game`` objects and stored commands, and what the test itself asked for), who may read and
write which channel and thread, and compares it with what the test Discord says; it also checks
that no message a member can read repeats a private result not meant for him, and that votes,
names and genders come out as the players asked.

Budget: the normal suite runs a few short examples; ``--hypothesis-profile=long`` (registered in
``tests/conftest.py``) or ``MAFIA_MODEL_STEPS=10000`` runs a deep one. See docs/model-based-test.md.
"""

from __future__ import annotations

import asyncio
import functools
import os
import random
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import discord
import regex
from confusable_homoglyphs import confusables
from hypothesis import HealthCheck, Phase, Verbosity, settings
from hypothesis import strategies as st
from hypothesis.stateful import (RuleBasedStateMachine, initialize, invariant, precondition, rule,
                                 run_state_machine_as_test)
from simcord.backend.access import channel_accessible
from simcord.builders import ChannelHandle
from simcord.env import Env

from bot import render
from bot.client import MafiaBot
from bot.permissions import game_role
from bot.texts import t
from bot.cogs.play import legal_targets
from core.commands import Act, EndPhase, Replace, Unvote, Vote
from core.model import Exit, PhaseKind
from core.rules import Action
from core.session import rebuild
from tests.bot.conftest import NAMES, make_config, text_of
from tests.bot.helpers import confirmed, random_move
from plugins.romanian.mechanics import RECRUITABLE, RECRUITER
from tests.bot.strict import INVITE_PERMISSIONS, StrictStore

def _hostile_alphabet() -> list[str]:
    """Names drawn from a hostile alphabet (issue 32): the seated names with one letter swapped for
    each confusable Unicode lists for it (Greek Γ for Г, Latin ë for ё …), an invisible code point
    Unicode calls default-ignorable, markup and mentions, and a comma joining two seated names."""
    data = confusables.confusables_data
    out = []
    for name in NAMES[:10]:
        for i, letter in enumerate(name):
            alikes = sorted({e["c"] for e in data.get(letter, [])} |
                            {k for k, found in data.items() if any(e["c"] == letter for e in found)})
            out += [name[:i] + alike + name[i + 1:] for alike in alikes[:2] if len(alike) == 1]
    out += INVISIBLE + MARKUP + COMMAS + ["Лёва", "Лëва"]
    return out


INVISIBLE = ["Ан\u180bя", "Вика\U000E0100", "Бо\u034fрис"]
MARKUP = ["[Борис](https://x.co)", "@everyone", "<@1>", "- Глеб", "1. Дина", "||Вика||", "__Аня__", "`Егор`",
          "# Ира", "> Костя"]
COMMAS = ["Борис, Вика", "Аня, Глеб", "Жанна, Захар", "Ира, Костя"]


HOSTILE = _hostile_alphabet()
CLASSIC = ["-", "Мир (никого не казнить)", "Аня\u200b", "Aня", "Ан\u202eя", "Ａня", "Ёлка", "Елка"]
# Each odd name is drawn from a kind first (so that every kind comes up, not mostly look-alikes).
KINDS = [CLASSIC, [n for n in HOSTILE if n not in INVISIBLE + MARKUP + COMMAS], INVISIBLE, MARKUP, COMMAS]
ODD_NAME = st.one_of(*(st.sampled_from(kind) for kind in KINDS))
# Display names that tried to dodge the vote or pass for another player (issue 16, items 4 and 5),
# and the hostile alphabet (issue 32, items 1–3).
TRICKY = [*CLASSIC, *HOSTILE]
VARIANTS = ["romanian", "fantasy", "hp"]
RECRUIT = "Вербовка"  # the Romanian Вербовщик's ability
AVENGER = "Мститель"  # HP's public role: killed by day, he acts the next night
TABLES = ("", "Вторник")
MAIL = "Голубиная почта"
LETTER = re.compile(r"письмо (\d+)")
GENDERS = ["masculine", "feminine", "other"]
# Latin and other letters that look like Cyrillic ones: names are compared with them folded.
LOOKALIKE = str.maketrans("AaBEeKkMHOoPpCcTyXxiI", "АаВЕеКкМНОоРрСсТуХхіІ")

# What players and the opener may try during sign-up: (method, its arguments).
SIGNUP = st.one_of(
    st.tuples(st.just("tricky_joins"), st.integers(0, 10), st.sampled_from(TABLES)),
    st.tuples(st.just("opener_joins"), st.sampled_from(TABLES)),
    st.tuples(st.just("gender"), st.sampled_from(TABLES), st.integers(0, 30), st.sampled_from(GENDERS), st.booleans()),
    st.tuples(st.just("spectate_lobby"), st.sampled_from(TABLES), st.integers(0, 2)),
    st.tuples(st.just("review"), st.sampled_from(TABLES), st.just(True)),
    st.tuples(st.just("avenger"), st.sampled_from(TABLES), st.integers(1, 30)),
)
VIEW = discord.Permissions.view_channel.flag
SEND = discord.Permissions.send_messages.flag
SEND_THREADS = discord.Permissions.send_messages_in_threads.flag


IGNORABLE = regex.compile(r"[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]")


def visual(name: str) -> str:
    """How a name looks, roughly: NFKC, invisible and control characters gone (Unicode's
    default-ignorables), Latin look-alikes folded, ё = е, case folded."""
    text = IGNORABLE.sub("", unicodedata.normalize("NFKC", name))
    return " ".join(text.translate(LOOKALIKE).replace("ё", "е").replace("Ё", "Е").casefold().split())


@functools.lru_cache(maxsize=None)
def _alike(a: str, b: str) -> bool:
    """Two letters people cannot tell apart: equal, of one case, or listed by Unicode as confusable
    either way (the oracle's own reading of the data, letter by letter: not the bot's skeleton)."""
    if a == b or a.casefold() == b.casefold():
        return True
    data = confusables.confusables_data
    a_, b_ = (x.casefold() for x in (a, b))
    return any(e["c"] in (b, b_) for c in (a, a_) for e in data.get(c, [])) or \
        any(e["c"] in (a, a_) for c in (b, b_) for e in data.get(c, []))


def _plain(name: str) -> str:
    """NFKC, no default-ignorables, «ё» and «ë» as their «е»/«e», spaces squeezed."""
    text = unicodedata.normalize("NFD", IGNORABLE.sub("", unicodedata.normalize("NFKC", name)))
    text = re.sub("(?<=[eEеЕ])\u0308", "", text)
    return " ".join(unicodedata.normalize("NFC", text).split())


def look_alike(a: str, b: str) -> bool:
    """Two names that look the same on screen (the oracle's, independent of core.names)."""
    x, y = _plain(a), _plain(b)
    return len(x) == len(y) and all(_alike(c, d) for c, d in zip(x, y))


MASKED = re.compile(r"\[([^\]]*)\]\(([^)]*)\)")
MENTION = re.compile(r"<(@[!&]?|#|t:)[^>]*>|@everyone|@here")


def shown(line: str) -> str:
    """A line as Discord shows it: a masked link as its text, markup characters gone, escapes
    resolved, a list, quote or heading marker at its start gone, mentions as a mark of their own."""
    line = MENTION.sub("\x00", line)
    line = MASKED.sub(lambda m: m[1], line)
    line = re.sub(r"\\(.)", r"\1", line)
    line = re.sub(r"^(?:#{1,3} |-# |> |>>> |[-*+] |\d+\. )", "", line)
    return re.sub(r"\*\*|__|~~|\|\||[*_`]", "", line)


# Checks left out of a run (MAFIA_MODEL_SKIP=names,votes): only to look past a known failure.
SKIP = set(filter(None, os.environ.get("MAFIA_MODEL_SKIP", "").split(",")))
COUNTS: Counter = Counter()  # how often each rule ran in this process


def refused_marker() -> str:
    """The words every «Discord refused a role change» message to the host has."""
    try:
        parts = t("failed.role", op="remove", role="\x00", user="\x00", bot="\x00").split("\x00")
    except Exception:  # noqa: BLE001 - a bot that never tells (before issue 16) has no such text
        return "\x00"
    return max(parts, key=len) if len(parts) > 1 else "\x00"


REFUSED = refused_marker()


def ambiguous_marker() -> str:
    """The words every «the list reads two ways» refusal has (issue 32, item 3)."""
    try:
        parts = t("act.ambiguous_list", text="\x00", readings="\x00").split("\x00")
    except Exception:  # noqa: BLE001 - a bot before issue 32 has no such text
        return "\x00"
    return max(parts, key=len)


AMBIGUOUS = ambiguous_marker()


def counted(function):
    @functools.wraps(function)
    def wrapper(self, *args, **kwargs):
        COUNTS[function.__name__] += 1
        return function(self, *args, **kwargs)

    return wrapper


@dataclass
class Seat:
    """What the test knows of a table: whom it signed up (in order), whom it made spectators."""

    key: str
    variant: str
    members: list[Any] = field(default_factory=list)  # the ones meant to join (in order)
    joined: list[int] = field(default_factory=list)  # accepted sign-ups, in order (user ids)
    genders: dict[int, str] = field(default_factory=dict)  # what a member last chose for this table
    noted: set[int] = field(default_factory=set)  # spectators noted at sign-up
    started: bool = False
    users: list[int] = field(default_factory=list)  # seat -> user, as the test made it
    replaced: list[tuple[int, int, int, int]] = field(default_factory=list)  # (seq, seat, old, new)
    spectators: set[int] = field(default_factory=set)
    commands: list[Any] = field(default_factory=list)
    groups: list[tuple[int, str, Any, frozenset]] = field(default_factory=list)  # (count, faction, team, seats)
    letters: list[tuple[int, int, int, str]] = field(default_factory=list)  # (phase, sender, to, text)

    def reset(self) -> None:
        """A new game at the table: nobody signed up, nothing seen yet."""
        self.joined, self.genders, self.noted, self.started = [], {}, set(), False
        self.users, self.replaced, self.spectators, self.commands, self.groups, self.letters = [], [], set(), [], [], []


class Model(RuleBasedStateMachine):
    """Two tables, one shared member, a host who opened both, an admin and some extras."""

    engine: Any = None
    strict: Any = None
    steps = 0  # steps run in this process (the long profile's figure)

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.new_event_loop()
        self.env: Env | None = None
        self.rng = random.Random(0)
        self.tables: dict[str, Seat] = {}
        self.letter = 0
        self.dragged = False
        self._reads: dict[tuple[int, int], bool] = {}
        self.public: set[str] = set()  # every line ever said to the town
        self.said: dict[int, set[str]] = {}  # every line ever said to a member
        # Every line ever said to a seat (table, seat): whoever holds the seat later inherits its
        # threads and may read them there — only there.
        self.seat_said: dict[tuple[int, int], set[str]] = {}  # (game id, seat) -> lines
        self.checked: dict[int, str] = {}  # message id -> the content whose names were checked
        self.asked: dict[str, tuple[Any, list]] = {}  # table -> an undo asked, not pressed: (message, commands)
        self.stale: dict[str, tuple[int, int]] = {}  # table -> (game id, commands kept) of a stale game
        self.ended: list[int] = []  # games ended (won, by the host, or stale and ended)
        self.restarts = 0
        self.old_threads: set[int] = set()  # the threads of a table's earlier games (their history stays)
        self.left_marker: tuple[int, int] | None = None  # marker() when the bot's role was put back
        self.recent: dict[str, int] = {}  # table -> the member the host removed or replaced last
        self.repair: dict[str, int] = {}  # table -> the phase in which the bot's role was put back

    # --- driving ------------------------------------------------------------------------

    def run(self, coro):
        env = self.env

        async def scoped():
            if env is None:
                return await coro
            with env.time_context():
                return await coro

        return self.loop.run_until_complete(scoped())

    def teardown(self) -> None:
        try:
            if self.env is not None:
                self.run(self.env.shutdown())
        finally:
            self.loop.close()
            asyncio.set_event_loop(None)
            if self.strict is not None:
                self.strict.violations.clear()
                self.strict.backend = None

    def member(self, user_id: int):
        return self.by_id[user_id]

    def channel(self, channel_id: int) -> ChannelHandle:
        return ChannelHandle(self.env, self.guild, self.env.backend.channels[channel_id])

    def table(self, key: str):
        table = self.env.bot.games.table(self.guild.id, key)
        if table is None or table.lobby and table.record.status != "running":
            return None
        return table

    def game_table(self, key: str):
        """The table's game (live or over) once started (a stale game holding the table is not one:
        the last game seen stands for it)."""
        table = self.env.bot.games.table(self.guild.id, key)
        if table is not None and not table.lobby and table.session is not None:
            self._last[key] = table
        return self._last.get(key)

    def live(self, key: str) -> bool:
        table = self.env.bot.games.table(self.guild.id, key) if self.env else None
        return table is not None and table.live

    def lobby(self, key: str) -> bool:
        table = self.env.bot.games.table(self.guild.id, key) if self.env else None
        return table is not None and table.lobby and table.record.status == "running"

    def square(self, key: str) -> ChannelHandle:
        return self.channel(self.layouts[key].square.id)

    def any_live(self) -> bool:
        return any(self.live(k) for k in TABLES)

    def any_lobby(self) -> bool:
        return any(self.lobby(k) for k in TABLES)

    # --- the server ------------------------------------------------------------------------

    @initialize(first=st.sampled_from(VARIANTS), second=st.sampled_from(VARIANTS), intent=st.booleans(),
                tricky=st.lists(ODD_NAME, max_size=3, unique=True), seed=st.integers(0, 2**16),
                signup=st.lists(SIGNUP, max_size=6), together=st.booleans(), at_eight=st.booleans())
    def server(self, first, second, intent, tricky, seed, signup, together, at_eight):
        """The server, its two tables, their sign-ups (with what players and the opener try there:
        every member with an odd name tries to join), and the start of both games (at once: their
        deadlines then meet). ``at_eight``: every phase at both tables ends at 20:00, so both
        tables' deadlines fire in the same instant."""
        self.rng = random.Random(seed)
        self.config = make_config(members_intent=intent, max_tables=2)
        self.store = StrictStore(self.strict)
        bot = MafiaBot(self.engine, self.store, self.config)
        # simcord waits for the bot in real time (5 s by default): the deep run shares a loaded machine.
        self.env = Env(bot, settle_timeout=120)
        asyncio.set_event_loop(self.loop)
        self.run(self.env.start())
        self.run(self.build(first, second, tricky))
        env = self.env
        guild = env.bot.get_guild(self.guild.id)
        self.layouts = {key: env.bot.games.layout(guild, key) for key in TABLES}
        for key, seat in self.tables.items():
            opened = self.run(self.host.slash(self.square(key), "game new", variant=seat.variant))
            assert self.lobby(key), text_of(opened)
            # The deal and the night are the example's own (the bot draws a seed from the system).
            self.env.bot.games.table(self.guild.id, key).record.seed = self.rng.randrange(2**31)
            for member in seat.members:
                self.join(key, member)
        for index in range(len(self.tricky)):
            self.tricky_joins(index, TABLES[(seed >> index) & 1])
        for what, *args in signup:
            getattr(self, what)(*args)
        for key in TABLES:  # an HP table has its Мститель (issue 32, item 5)
            self.avenger(key, seed)
        if at_eight:
            for key in TABLES:
                self.host_says(key, "game timing", night="20:00", day="20:00")
        if together:
            self.start("both")
        else:
            for key in TABLES:
                self.start(key)

    async def build(self, first: str, second: str, tricky: list[str]) -> None:
        """The server (inside the loop: a members-intent bot chunks each new guild)."""
        env = self.env
        self.guild = env.create_guild("Мафия-сервер")
        backend_guild = env.backend.guilds[self.guild.id]
        bot_role = next(r for r in backend_guild.roles.values() if r.managed)
        env.backend.edit_role(self.guild.id, bot_role.id, {"permissions": INVITE_PERMISSIONS})
        admins = self.guild.create_role("Админы", permissions=discord.Permissions(manage_guild=True))
        self.admin = self.guild.add_member(env.create_user("admin"), roles=[admins])
        openers = self.guild.create_role("Ведущие игр")
        self.host = self.guild.add_member(env.create_user("host", global_name="Ведущий Вася"), roles=[openers])
        self.general = self.guild.create_text_channel("general")
        counts = [self.engine.variant(v).min_players for v in (first, second)]
        # Seat 0 of both tables is the shared member; the others sit at one table.
        names = iter(NAMES[1:] + [f"{n} 2" for n in NAMES])
        self.shared = self.guild.add_member(env.create_user("shared", global_name=NAMES[0]))
        players = [[self.shared], [self.shared]]
        for index, count in enumerate(counts):
            for _ in range(count - 1):
                name = next(names)
                players[index].append(self.guild.add_member(env.create_user(f"u{index}_{len(players[index])}",
                                                                            global_name=name)))
        self.tricky = [self.guild.add_member(env.create_user(f"t{i}", global_name=name))
                       for i, name in enumerate(tricky)]
        self.extras = [self.guild.add_member(env.create_user(f"x{i}", global_name=f"Запасной {i + 1}"))
                       for i in range(3)]
        everyone = [self.admin, self.host, self.shared, *players[0][1:], *players[1][1:], *self.tricky, *self.extras]
        self.everyone = everyone
        self.by_id = {m.id: m for m in everyone}
        self._last: dict[str, Any] = {}
        for key, variant, members in zip(TABLES, (first, second), players):
            self.tables[key] = Seat(key, variant, members)

        await self.admin.slash(self.general, "mafia setup")
        await self.admin.slash(self.general, "mafia openers", role=openers)
        made = await self.admin.slash(self.general, "mafia setup", name=TABLES[1])
        assert "готов" in text_of(made), text_of(made)

    def join(self, key: str, member, gender: str | None = None, public: str | None = None) -> str:
        options = {"gender": gender} if gender else {}
        if public:
            options["public_role"] = public
        reply = text_of(self.run(member.slash(self.square(key), "join", **options)))
        lobby = self.env.bot.games.table(self.guild.id, key)
        seat = self.tables[key]
        if any(e["user"] == member.id for e in lobby.meta.lobby.signups) and member.id not in seat.joined:
            seat.joined.append(member.id)
        if gender and member.id in seat.joined:
            seat.genders[member.id] = gender
        return reply

    # --- sign-up ---------------------------------------------------------------------------

    def tricky_joins(self, which, at):
        if self.lobby(at) and self.tricky:
            self.join(at, self.tricky[which % len(self.tricky)])

    def opener_joins(self, at):
        """The member who opened the game signs up for it (issue 16, item 2)."""
        if self.lobby(at) and "opener" not in SKIP:
            self.join(at, self.host)

    def gender(self, at, which, gender, profile):
        """A player says how the game's texts speak of him: at sign-up, or with /profile gender in
        his table's square (issue 16, item 6)."""
        seat = self.tables[at]
        if not self.lobby(at):
            return
        members = [self.member(u) for u in seat.joined if u not in (self.shared.id, self.host.id)]
        if not members:
            return
        member = members[which % len(members)]
        self.join(at, member, gender if not profile else GENDERS[(GENDERS.index(gender) + 1) % len(GENDERS)])
        if not profile:
            return
        # He changes his mind with /profile gender, used in his table's square.
        self.run(member.slash(self.square(at), "profile gender", gender=gender))
        seat.genders[member.id] = gender

    def avenger(self, at, which):
        """A player of an HP table takes the public role Мститель at sign-up (issue 32, item 5)."""
        seat = self.tables[at]
        if not self.lobby(at) or seat.variant != "hp":
            return
        members = [self.member(u) for u in seat.joined if u not in (self.shared.id, self.host.id)]
        if members:
            self.join(at, members[which % len(members)], public=AVENGER)

    def spectate_lobby(self, at, which):
        if not self.lobby(at):
            return
        member = self.extras[which]
        reply = text_of(self.run(member.slash(self.square(at), "spectate")))
        if reply == t("spectate.noted"):
            self.tables[at].noted.add(member.id)

    def start(self, at):
        keys = [k for k in TABLES if at in (k, "both") and self.lobby(k)]
        for key in keys:
            reply = self.run(self.host.slash(self.square(key), "game start"))
            if self.lobby(key):
                raise AssertionError(f"the game at {key!r} did not start: {text_of(reply)}")
            self.started(key)

    def started(self, key: str) -> None:
        seat = self.tables[key]
        table = self.game_table(key)
        seat.started = True
        seat.users = list(seat.joined)
        seat.spectators = set(seat.noted)
        seat.commands = list(table.game.commands)
        assert table.meta.seats.users == seat.users, "the seats are not the sign-ups in order"
        game = table.game
        # Item 5: no two players look alike.
        twins = [(p.name, q.name) for p in game.players for q in game.players
                 if p.seat < q.seat and look_alike(p.name, q.name)]
        assert "names" in SKIP or not twins, f"two players look alike: {twins}"
        # Item 6: each gender as chosen, at either table.
        for user, gender in seat.genders.items():
            player = game.players[seat.users.index(user)]
            assert "genders" in SKIP or game.names[player.name].gender == gender, \
                f"{player.name} chose {gender} at table {key!r}, the game says {game.names[player.name].gender}"

    # --- the game ---------------------------------------------------------------------------

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), share=st.floats(0.2, 1.0), seed=st.integers(0, 2**16))
    @counted
    def moves(self, at, share, seed):
        """Some of the players in the game send a random legal move in their threads."""
        table = self.table(at)
        if table is None or not table.live:
            return
        rng = random.Random(seed)
        game = table.game
        players = list(game.players)
        rng.shuffle(players)  # not in seat order: an order of sending must not be the seats'
        for player in players:
            if rng.random() > share or not table.live:
                continue
            move = random_move(table, rng, player.seat)
            if move is None:
                continue
            if "text" in move:  # letters carry their order of sending, and go to one reader
                self.letter += 1
                move["text"] = f"письмо {self.letter}"
                if move.get("ability") == MAIL:
                    box = next((p for p in game.players if p.in_game and p.seat != player.seat), None)
                    if box is not None:
                        move["target"] = box.name
            user = self.member(self.tables[at].users[player.seat])
            thread = self.channel(table.meta.threads.seats[player.seat])
            result = self.run(user.slash(thread, "act", **move))
            assert result.ephemeral

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), aim_at=st.integers(0, 40), share=st.floats(0.3, 1.0),
          seed=st.integers(0, 2**16), peace=st.booleans())
    @counted
    def votes(self, at, aim_at, share, seed, peace):
        """Voters vote for one player (by his name) or for peace; the game must count exactly that.
        Players whose names read like peace or like another's are aimed at first."""
        table = self.table(at)
        if table is None or not table.live or not render.spec_of(table.game, table.game.phase.kind).vote:
            return
        rng = random.Random(seed)
        game = table.game
        living = [p for p in game.players if p.in_game]
        odd = [p for p in living if p.name in TRICKY or visual(p.name) in {visual(n) for n in TRICKY}]
        living = (odd if odd and aim_at % 2 else []) or living
        aim = None if peace or not living else living[aim_at % len(living)]
        for player in list(game.players):
            if rng.random() > share or not table.live or game.variant.may_vote(game, player) is not None:
                continue
            user = self.member(self.tables[at].users[player.seat])
            said = self.vote_value(at, user, aim)
            before = len(game.commands)
            result = self.run(user.slash(self.square(at), "vote", target=said))
            assert result.ephemeral
            if table.game is not game:
                return
            stored = [c for c in game.commands[before:] if isinstance(c, Vote) and c.voter == player.seat]
            wanted = None if aim is None else aim.seat
            assert "votes" in SKIP or all(c.target == wanted for c in stored), \
                f"{player.name} voted for {said!r}, the game stored {stored}"
            if not table.live:
                return

    def vote_value(self, at: str, user, aim) -> str:
        """What the vote menu sends for a target (or for peace): the autocomplete's value."""
        choices = self.run(user.autocomplete(self.square(at), "vote", "target", ""))
        if not choices:
            return "-" if aim is None else aim.name
        if aim is None:  # peace, where the menu offers it (first); else typed
            return next((c["value"] for c in choices if c["value"] == "#-"), "-")
        players = [c for c in choices if c["value"] != "#-"]  # the menu offers only legal votes
        # By his name as shown; a name the menu decorates only if the entry is his (a voter aiming
        # at himself is not offered, and «Аня (2)» is another player, not «Аня»). Not offered: typed.
        mine = [c for c in players if c["name"] == aim.name] or \
            [c for c in players if aim.name in c["name"] and c["value"] == f"#{aim.seat}"]
        return mine[0]["value"] if mine else aim.name

    @precondition(lambda self: self.any_live())
    @rule(how=st.sampled_from(["first", "last", "minutes", "just_before"]))
    @counted
    def clock(self, how):
        """Time passes: a few minutes, to the first or last deadline, or just before the first."""
        deadlines = [table.record.deadline for key in TABLES if (table := self.table(key)) is not None
                     and table.live and table.record.deadline is not None and not table.record.paused]
        now = self.env.now()
        if how == "minutes" or not deadlines:
            seconds = 600.0
        elif how == "first":
            seconds = (min(deadlines) - now).total_seconds() + 1
        elif how == "last":
            seconds = (max(deadlines) - now).total_seconds() + 1
        else:
            seconds = (min(deadlines) - now).total_seconds() - 2
        if seconds > 0:
            self.run(self.env.advance_time(seconds))

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), aim_at=st.integers(0, 40))
    @counted
    def vote_at_deadline(self, at, aim_at):
        """A vote stored in the very instant the deadline fires: the timer's end of the phase runs
        between the vote being stored and what the bot does after (its tally). simcord runs a timer
        only when the test moves the clock, so this rule makes the timer's call itself."""
        table = self.table(at)
        if table is None or not table.live or not render.spec_of(table.game, table.game.phase.kind).vote:
            return
        game = table.game
        voters = [p for p in game.players if game.variant.may_vote(game, p) is None]
        living = [p for p in game.players if p.in_game]
        if not voters or not living:
            return
        phases = self.env.bot.games.phases
        stored = phases.submit

        async def racing(tbl, command):
            outcome = await stored(tbl, command)
            if isinstance(command, Vote):
                del phases.submit
                await phases.end_phase(tbl, expected=tbl.game.phase.index)
            return outcome

        phases.submit = racing
        try:
            voter = voters[aim_at % len(voters)]
            user = self.member(self.tables[at].users[voter.seat])
            value = self.vote_value(at, user, living[aim_at % len(living)])
            self.run(user.slash(self.square(at), "vote", target=value))
        finally:
            phases.__dict__.pop("submit", None)

    @precondition(lambda self: all(self.live(k) for k in TABLES))
    @rule(now=st.integers(0, 2))
    @counted
    def lynch_shared(self, now):
        """Both towns vote the member who sits at both tables out on the same day (then time
        passes: both deadlines meet and his roles change at both tables at once, item 8). One time
        in three it is drawn."""
        if now:
            return
        for at in TABLES:
            table = self.table(at)
            if table is None or not table.live or not render.spec_of(table.game, table.game.phase.kind).vote:
                continue
            game = table.game
            seat = self.tables[at].users.index(self.shared.id) if self.shared.id in self.tables[at].users else None
            if seat is None or not game.players[seat].in_game:
                continue
            for player in list(game.players):
                if game.variant.may_vote(game, player) is None and table.live and player.seat != seat:
                    user = self.member(self.tables[at].users[player.seat])
                    value = self.vote_value(at, user, game.players[seat])
                    self.run(user.slash(self.square(at), "vote", target=value))

    @rule(down=st.booleans())
    @counted
    def bot_role_position(self, down):
        """An admin drags the bot's role below the game's roles (Discord then refuses every role
        change), or puts it back (issue 16, item 7)."""
        if "drag" in SKIP or down == self.dragged:
            return
        guild = self.env.backend.guilds[self.guild.id]
        bot_role = next(r for r in guild.roles.values() if r.managed)
        if down:
            self.position = bot_role.position
            self.env.backend.edit_role(self.guild.id, bot_role.id, {"position": 0})
        else:
            self.env.backend.edit_role(self.guild.id, bot_role.id, {"position": self.position})
            for key in TABLES:
                table = self.game_table(key)
                if table is not None and table.live:
                    self.repair[key] = table.game.phase.index
            self.left_marker = self.marker()  # a finished game's refused changes: retried at the next event
        self.dragged = down

    def marker(self) -> tuple[int, int]:
        """What makes the bot try refused role changes again: a restart, or a command stored at a
        table of the server (a move, a vote, a phase's end, a removal — each retries)."""
        tables = [self.env.bot.games.table(self.guild.id, k) for k in TABLES]
        return self.restarts, sum(len(t_.game.commands) for t_ in tables
                                  if t_ is not None and t_.session is not None and t_.live)

    # The game moves on mostly by moves, votes and time: these rules are drawn twice as often.
    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), share=st.floats(0.2, 1.0), seed=st.integers(0, 2**16))
    def more_moves(self, at, share, seed):
        self.moves(at, share, seed)

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), aim_at=st.integers(0, 40), share=st.floats(0.3, 1.0),
          seed=st.integers(0, 2**16), peace=st.booleans())
    def more_votes(self, at, aim_at, share, seed, peace):
        self.votes(at, aim_at, share, seed, peace)

    @precondition(lambda self: self.any_live())
    @rule(how=st.sampled_from(["first", "last", "minutes", "just_before"]))
    def more_time(self, how):
        self.clock(how)

    # Issue 32's classes need their chains often enough: typed lists and late presses twice as often.
    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), seed=st.integers(0, 2**16), two=st.booleans())
    def more_lists(self, at, seed, two):
        self.list_move(at, seed, two)

    @precondition(lambda self: bool(self.asked))
    @rule(at=st.sampled_from(TABLES))
    def more_late_presses(self, at):
        self.late_press(next(iter(self.asked)) if at not in self.asked else at)

    def host_says(self, at: str, command: str, **options):
        return self.run(self.host.slash(self.square(at), command, **options))

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES))
    @counted
    def end_phase(self, at):
        if self.live(at):
            self.host_says(at, "host end-phase")

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), which=st.integers(0, 40))
    @counted
    def kill(self, at, which):
        table = self.table(at)
        if table is None or not table.live:
            return
        game = table.game
        living = [p for p in game.players if p.in_game]
        if not living:
            return
        aim = living[which % len(living)]
        self.recent[at] = self.tables[at].users[aim.seat]
        asked = self.host_says(at, "host kill", player=aim.name, reason="нарушение")
        result = self.run(confirmed(self.host, asked))
        if t("host.plays") in text_of(result) or table.meta.review.current is not None:
            return
        removed = [p.seat for p in table.game.players if not p.in_game and p.seat != aim.seat and
                   game.players[p.seat].in_game]
        assert not removed, f"the host removed {aim.name!r}; the game removed seats {removed}"

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), which=st.integers(0, 40), extra=st.integers(0, 2))
    @counted
    def replace(self, at, which, extra):
        table = self.table(at)
        if table is None or not table.live:
            return
        seat = self.tables[at]
        game = table.game
        aim = game.players[which % len(game.players)]
        member = self.extras[extra]
        before = len(game.commands)
        self.host_says(at, "host replace", old=aim.name, new=member)
        if table.session is not None and len(table.game.commands) > before and member.id in table.meta.seats.users:
            old = seat.users[aim.seat]
            seat.users[aim.seat] = member.id
            seat.replaced.append((len(table.game.commands) - 1, aim.seat, old, member.id))
            self.recent[at] = old

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES))
    @counted
    def undo(self, at):
        if not self.live(at):
            return
        asked = self.host_says(at, "host undo")
        message = asked.followups[-1] if asked.followups else asked.response
        if message is None or not message.components:
            return
        table = self.table(at)
        before, undone = len(table.game.commands), len(table.meta.undone)
        self.run(self.host.click(message, label=t("undo.button")))
        table = self.table(at)
        if table is not None and len(table.meta.undone) > undone:
            self.unwatch(at, table, before - len(table.meta.undone[-1]["commands"]))

    def unwatch(self, key: str, table, count: int) -> None:
        """An undo takes back the watch of a spectator whom it put back into the game: judged on
        the game right after the undo (its first ``count`` commands), not at the step's end — a
        deadline firing in the same step may kill him again, which gives him no watch back."""
        seat = self.tables[key]
        game = rebuild(self.engine, table.record, [c.to_json() for c in table.game.commands[:count]])
        for uid in list(seat.spectators):
            if uid in table.meta.seats.users:
                player = game.players[table.meta.seats.users.index(uid)]
                if player.in_game or player.alive or game.variant.raises_dead or \
                        game.variant.may_talk_dead(game, player):
                    seat.spectators.discard(uid)

    @precondition(lambda self: self.any_live() or self.any_lobby())
    @rule(at=st.sampled_from(TABLES), on=st.booleans())
    @counted
    def review(self, at, on):
        if self.live(at) or self.lobby(at):
            self.host_says(at, "host review", on=on)

    def reviewing(self) -> bool:
        return any((table := self.table(k)) is not None and table.live and table.meta.review.current is not None
                   for k in TABLES)

    @precondition(lambda self: self.reviewing())
    @rule(at=st.sampled_from(TABLES))
    @counted
    def approve(self, at):
        """The host publishes the results he reviewed."""
        table = self.table(at)
        if table is None or table.meta.review.current is None:
            return
        review = table.meta.review.current
        channel = review.get("thread") or table.meta.threads.host
        messages = self.env.backend.messages.get(channel, {}) if channel else {}
        with_buttons = [m for m in sorted(messages.values(), key=lambda m: m.id) if m.components]
        if not with_buttons:
            return
        handle = self.channel(channel)
        message = next(m for m in reversed(handle.history()) if m.components)
        self.run(self.host.click(message, label=t("review.approve")))

    def ending(self, at: str) -> bool:
        """The host ends the phase (and publishes it if he reviews): whether the game goes on."""
        self.end_phase(at)
        if self.live(at) and self.table(at).meta.review.current is not None:
            self.approve(at)
        return self.live(at) and self.table(at).meta.review.current is None

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), which=st.integers(0, 40))
    @counted
    def recruitment(self, at, which):
        """A Romanian clan recruits on purpose, and the host takes it back: the night of the
        Вербовка, the recruit's «да» the next day, the day's end (he joins the clan and its
        thread), then an undo of that day's end — a chain random rules would hardly play."""
        table = self.table(at)
        if table is None or not table.live or table.game.variant.id != "romanian":
            return
        if table.game.phase.kind != PhaseKind.NIGHT and not self.ending(at):
            return
        table = self.table(at)
        game = table.game
        recruiters = [p for p in game.players if p.in_game and p.role == RECRUITER
                      and any(a.name == RECRUIT for a in game.available(p))]
        if game.phase.kind != PhaseKind.NIGHT or not recruiters:
            return
        recruiter = recruiters[which % len(recruiters)]
        targets = [(name, s) for name, s in legal_targets(table, recruiter.seat, RECRUIT)
                   if game.players[s].role in RECRUITABLE]
        if not targets:
            return
        name, recruit = targets[which % len(targets)]
        user = self.member(self.tables[at].users[recruiter.seat])
        thread = self.channel(table.meta.threads.seats[recruiter.seat])
        self.run(user.slash(thread, "act", ability=RECRUIT, target=name))
        if not self.ending(at):  # the night ends: the recruit is asked
            return
        table = self.table(at)
        asked = [q for q in table.game.questions if q.seat == recruit and q.answer is None
                 and q.phase == table.game.phase.index and "да" in q.options]
        if asked:
            thread = self.channel(table.meta.threads.seats[recruit])
            messages = [m for m in thread.history() if m.components]
            if messages:
                self.run(self.member(self.tables[at].users[recruit]).click(messages[-1], label="да"))
        if self.ending(at):  # the day ends: he joins the clan (and its thread)
            # Checked as after a step (and what each member was told then is noted: the undo
            # takes back the results, not the lines already said — at both tables the shared
            # member's results may read alike).
            self.who_reads_what()
            self.undo(at)

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), which=st.integers(0, 40), extra=st.integers(0, 2), replace=st.booleans())
    @counted
    def second_thoughts(self, at, which, extra, replace):
        """The host removes (or replaces) a player, who asks to watch at once; then the host
        takes the removal (replacement) back."""
        if replace:
            self.replace(at, which, extra)
        else:
            self.kill(at, which)
        if self.live(at) and self.recent.get(at) is not None:
            self.spectate(at, 1, True)
        self.undo(at)

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), who=st.integers(0, 60), out=st.booleans())
    @counted
    def spectate(self, at, who, out):
        """Anyone asks to watch; the rules say who may (not seated, or out of the game for good).
        ``out``: one who left this game (removed, dead, replaced) asks, if there is one."""
        table = self.table(at)
        if table is None or not table.live:
            return
        seat = self.tables[at]
        gone = [u for u in seat.joined + [r[2] for r in seat.replaced]
                if u not in seat.users or not table.game.players[seat.users.index(u)].in_game]
        if out and self.recent.get(at) in gone and who % 2:
            member = self.member(self.recent[at])  # the one the host just removed or replaced
        else:
            member = self.member(gone[who % len(gone)]) if out and gone else self.everyone[who % len(self.everyone)]
        legit = self.may_watch(at, member.id)
        reply = text_of(self.run(member.slash(self.square(at), "spectate")))
        accepted = reply.startswith(t("spectate.done", thread="").split(":")[0])
        if accepted:
            assert legit, f"{member.name} may not watch the game at {at!r} but was let in"
            seat.spectators.add(member.id)

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), pick=st.integers(0, 10))
    @counted
    def answer(self, at, pick):
        """A player answers a question the game put to him (a button in his thread)."""
        table = self.table(at)
        if table is None or not table.live:
            return
        game = table.game
        open_ = [q for q in game.questions if q.phase == game.phase.index and q.answer is None and q.options]
        if not open_:
            return
        question = open_[pick % len(open_)]
        thread = self.channel(table.meta.threads.seats[question.seat])
        messages = [m for m in thread.history() if m.components]
        if not messages:
            return
        option = question.options[pick % len(question.options)]
        user = self.member(self.tables[at].users[question.seat])
        try:
            self.run(user.click(messages[-1], label=option[:80]))
        except Exception as error:  # noqa: BLE001 - a button of another question
            if "button" not in str(error).lower() and "label" not in str(error).lower():
                raise

    @rule(now=st.integers(0, 3))
    @counted
    def restart(self, now):
        """The bot dies and comes back from the store (one time in four it is drawn)."""
        if now:
            return
        self.restarts += 1
        self.run(self.env.restart_bot(MafiaBot(self.engine, self.store, self.config)))

    # --- issue 32: hostile lists, late confirmations, stale games, the game's end, a stop -----

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES))
    @counted
    def avenger_dies(self, at):
        """HP's town votes its Мститель out by day; dead, he may still act the next night, and asks
        to watch the game at once (a chain random rules would hardly play): the oracle's
        ``may_watch`` says whether he may."""
        table = self.table(at)
        if table is None or not table.live or table.game.variant.id != "hp":
            return
        game = table.game
        avenger = next((p for p in game.players if p.in_game and p.public == AVENGER), None)
        if avenger is None:
            return
        if not render.spec_of(game, game.phase.kind).vote and not self.ending(at):
            return  # (the night ends first: the town votes by day)
        table = self.table(at)
        game = table.game
        if not avenger.in_game or not render.spec_of(game, game.phase.kind).vote:
            return
        for player in list(game.players):
            if player.seat != avenger.seat and table.live and game.variant.may_vote(game, player) is None:
                user = self.member(self.tables[at].users[player.seat])
                self.run(user.slash(self.square(at), "vote", target=self.vote_value(at, user, avenger)))
        if self.ending(at):
            self.spectate_as(at, self.member(self.tables[at].users[avenger.seat]))

    def spectate_as(self, at: str, member) -> None:
        legit = self.may_watch(at, member.id)
        reply = text_of(self.run(member.slash(self.square(at), "spectate")))
        if reply.startswith(t("spectate.done", thread="").split(":")[0]):
            assert legit, f"{member.name} may not watch the game at {at!r} but was let in"
            self.tables[at].spectators.add(member.id)

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), seed=st.integers(0, 2**16), two=st.booleans())
    @counted
    def list_move(self, at, seed, two):
        """A player types his move's targets as a list («цели: Борис, Вика»), aiming first at a
        player whose name holds a comma. The list must read as he meant it: one reading → exactly
        those targets (where the engine takes them); two readings → refused, nothing stored."""
        table = self.table(at)
        if table is None or not table.live or table.meta.review.current is not None or table.record.paused:
            return  # (every move waits while the host reviews the phase's end)
        rng = random.Random(seed)
        game = table.game
        movers = [(p, a) for p in game.players for a in game.available(p)
                  if a.min_targets >= 1 and not a.needs and (a.max_targets is None or a.max_targets >= 1)]
        if not movers:
            return
        player, ability = movers[rng.randrange(len(movers))]
        options = legal_targets(table, player.seat, ability.name)
        if not options:
            return
        odd = [o for o in options if "," in o[0]]
        count = 2 if two and len(options) > 1 and (ability.max_targets or 3) >= 2 else 1
        chosen = (odd[:1] + [o for o in options if o not in odd[:1]])[:count] if odd else rng.sample(options, count)
        typed = ", ".join(name for name, _ in chosen)
        names = [p.name for p in game.players]
        readings = self.readings(typed, names)
        user = self.member(self.tables[at].users[player.seat])
        before = len(game.commands)
        reply = text_of(self.run(user.slash(self.channel(table.meta.threads.seats[player.seat]), "act",
                                            ability=ability.name, targets=typed)))
        if table.game is not game:
            return
        stored = [c for c in game.commands[before:] if getattr(c, "action", None) is not None
                  and c.action.actor == player.seat]
        if readings != 1:
            assert "lists" in SKIP or not stored, f"{typed!r} reads {readings} ways, yet {stored} was stored"
            assert "lists" in SKIP or readings == 0 or AMBIGUOUS in reply, \
                f"{typed!r} reads {readings} ways, refused for another reason: {reply!r}"
            return
        wanted = tuple(seat for _, seat in chosen)
        assert "lists" in SKIP or all(c.action.targets == wanted for c in stored), \
            f"{player.name} typed {typed!r} for seats {wanted}; the game stored {stored}"
        legal = game.validate(Act(Action(player.seat, ability.name, wanted))) is None if not stored else True
        assert "lists" in SKIP or stored or not legal or not table.live, \
            f"{player.name}'s legal move on {typed!r} was refused: {reply!r}"

    @staticmethod
    def readings(typed: str, names: list[str]) -> int:
        """In how many ways a typed list splits at commas into seated names (the oracle's own count)."""
        parts = typed.split(",")

        def count(i: int) -> int:
            if i == len(parts):
                return 1
            return sum(count(j) for j in range(i + 1, len(parts) + 1) if ",".join(parts[i:j]).strip() in names)

        return count(0)

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES))
    @counted
    def ask_undo(self, at):
        """The host asks to undo and leaves the confirmation for later."""
        if not self.live(at):
            return
        asked = self.host_says(at, "host undo")
        message = asked.followups[-1] if asked.followups else asked.response
        if message is not None and message.components:
            self.asked[at] = (message, list(self.table(at).game.commands))

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES), seed=st.integers(0, 2**16))
    @counted
    def undo_twice(self, at, seed):
        """The host asks to undo and leaves it; asks again and confirms; one player moves or votes —
        the game has as many commands as when first asked — and the first confirmation is pressed
        (a chain random rules would hardly play)."""
        self.ask_undo(at)
        self.undo(at)
        self.follow(at)  # (an undone replacement gives the seat back: who plays it now)
        table = self.table(at)
        if table is None or not table.live or at not in self.asked:
            return
        game = table.game
        rng = random.Random(seed)
        if render.spec_of(game, game.phase.kind).vote:
            voters = [p for p in game.players if game.variant.may_vote(game, p) is None]
            living = [p for p in game.players if p.in_game]
            if voters and living:
                voter = rng.choice(voters)
                user = self.member(self.tables[at].users[voter.seat])
                self.run(user.slash(self.square(at), "vote", target=self.vote_value(at, user, rng.choice(living))))
        else:
            for player in rng.sample(list(game.players), len(game.players)):
                move = random_move(table, rng, player.seat)
                if move is not None and "text" not in move:
                    user = self.member(self.tables[at].users[player.seat])
                    self.run(user.slash(self.channel(table.meta.threads.seats[player.seat]), "act", **move))
                    break
        self.late_press(at)

    @precondition(lambda self: bool(self.asked))
    @rule(at=st.sampled_from(TABLES))
    @counted
    def late_press(self, at):
        """The host presses a confirmation asked earlier: once the game has moved on since, it must
        change nothing (it described another change)."""
        asked = self.asked.pop(at, None)
        table = self.table(at)
        if asked is None or table is None or not table.live:
            return
        message, then = asked
        before, undone = list(table.game.commands), len(table.meta.undone)
        self.run(self.host.click(message, label=t("undo.button")))
        table = self.table(at)
        if table is None or table.session is None:
            return
        if before != then:
            assert "late" in SKIP or list(table.game.commands) == before, \
                f"table {at!r}: an undo confirmed after the game moved on changed it"
        elif len(table.meta.undone) > undone:
            self.unwatch(at, table, len(before) - len(table.meta.undone[-1]["commands"]))

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES))
    @counted
    def goes_stale(self, at):
        """A rules change: one of the game's stored commands is refused on replay (a command the
        rules refuse is stored, then the bot restarts). The game holds its table, unplayed."""
        table = self.table(at)
        if table is None or not table.live or table.meta.review.current is not None:
            return
        game = table.game
        bad = next((Unvote(p.seat) for p in game.players if game.validate(Unvote(p.seat)) is not None), None)
        if bad is None:
            return
        kept = len(game.commands)
        self.run(self.store.append(table.id, kept, bad.to_json()))
        self.restarts += 1
        self.run(self.env.restart_bot(MafiaBot(self.engine, self.store, self.config)))
        held = self.env.bot.games.table(self.guild.id, at)
        assert held is not None and held.stale is not None and held.id == table.id, \
            f"table {at!r}: the stale game {table.id} does not hold its table"
        self.stale[at] = (table.id, kept)
        refused = text_of(self.host_says(at, "game new", variant=self.tables[at].variant))
        assert self.env.bot.games.table(self.guild.id, at) is held, f"a new game over a stale one: {refused}"

    @precondition(lambda self: bool(self.stale))
    @rule(at=st.sampled_from(TABLES))
    @counted
    def update(self, at):
        """An update whose rules accept the game again: it loads into its own table."""
        if at not in self.stale:
            return
        game_id, kept = self.stale.pop(at)
        self.run(self.store.rewrite(game_id, kept, []))
        self.restarts += 1
        self.run(self.env.restart_bot(MafiaBot(self.engine, self.store, self.config)))
        back = self.env.bot.games.table(self.guild.id, at)
        assert back is not None and back.id == game_id and back.session is not None, \
            f"table {at!r}: the game {game_id} did not come back to its table"

    @precondition(lambda self: self.any_live() or bool(self.stale))
    @rule(at=st.sampled_from(TABLES), again=st.booleans())
    @counted
    def end_game(self, at, again):
        """The host ends the game (a stale one too); then, perhaps, a new game at the same table
        with the same members."""
        table = self.env.bot.games.table(self.guild.id, at)
        if table is None or table.lobby or not (table.live or table.stale is not None):
            return
        # (asked first: issue 31, item 1)
        self.run(confirmed(self.host, self.host_says(at, "game end")))
        if self.env.bot.games.table(self.guild.id, at) is None:
            self.ended.append(table.id)
            self.stale.pop(at, None)
            self.asked.pop(at, None)
        if again:
            self.new_game(at)

    @precondition(lambda self: self.any_live() and not self.dragged)
    @rule(at=st.sampled_from(TABLES))
    @counted
    def end_refused(self, at):
        """Discord refuses role changes (the bot's role dragged down) when the host ends a game;
        the role is put back, and a new game opens at the table (a chain random rules would hardly
        play): the old game's roles must be gone by then (issue 32, item 7)."""
        if not self.live(at) or "drag" in SKIP:
            return
        self.bot_role_position(True)
        self.end_game(at, False)
        self.bot_role_position(False)
        self.new_game(at)

    def new_game(self, at: str) -> None:
        """A new game at a free table: the host opens it, the table's members sign up, it starts."""
        if self.env.bot.games.table(self.guild.id, at) is not None:
            return
        seat = self.tables[at]
        old = self.game_table(at)
        if old is not None:
            meta = old.meta
            self.old_threads |= {*meta.threads.seats, *(f["thread"] for f in meta.threads.factions),
                                 *meta.threads.void, meta.threads.watch, meta.threads.host} - {None}
        self.host_says(at, "game new", variant=seat.variant)
        lobby = self.env.bot.games.table(self.guild.id, at)
        if lobby is None or not lobby.lobby:
            return
        lobby.record.seed = self.rng.randrange(2**31)
        seat.reset()
        for member in seat.members:
            self.join(at, member)
        self.start(at)

    @precondition(lambda self: self.any_live())
    @rule(at=st.sampled_from(TABLES))
    @counted
    def stop(self, at):
        """A graceful stop (SIGTERM: ``close()``) while a game's end is in hand, then a new start: the
        end must have finished — its story told, its threads closed — before the stop returns."""
        table = self.table(at)
        if table is None or not table.live:
            return
        bot = self.env.bot

        async def stopping():
            with self.env.time_context():
                ending = asyncio.get_running_loop().create_task(bot.games.host_tools.end_game(table))
                for _ in range(50):  # until the end is under way (the table already let go)
                    await asyncio.sleep(0)
                    if bot.games.table(self.guild.id, at) is not table or ending.done():
                        break
                await bot.close()
                return self.ending_done(table)

        done = self.loop.run_until_complete(stopping())
        self.ended.append(table.id)
        self.asked.pop(at, None)
        assert "endings" in SKIP or done, f"table {at!r}: close() returned before game {table.id}'s end was done"
        self.restarts += 1
        self.run(self.env.restart_bot(MafiaBot(self.engine, self.store, self.config)))

    def ending_done(self, table) -> bool:
        """A game's end is done: its story told in its square, its threads closed."""
        backend = self.env.backend
        square = [m.content or "" for m in backend.messages.get(table.meta.channels.square, {}).values()]
        told = self.config.story == "off" or any(f"№{table.number}" in text and "Истори" in text for text in square)
        threads = [backend.channels.get(c) for c in table.meta.threads.seats]
        closed = all(c is None or (c.thread_metadata is not None and c.thread_metadata.archived) for c in threads)
        return told and closed

    # --- the oracle -------------------------------------------------------------------------

    def may_watch(self, key: str, user_id: int) -> bool:
        seat = self.tables[key]
        table = self.game_table(key)
        if user_id not in seat.users:
            return True
        game = table.game
        player = game.players[seat.users.index(user_id)]
        variant = game.variant
        # (one who may still move or vote in this phase — HP's dead Мститель — not yet: issue 32, item 5)
        still = not game.over and (bool(game.available(player)) or (
            render.spec_of(game, game.phase.kind).vote and variant.may_vote(game, player) is None))
        # (nothing raises one the host removed: he is out for good even where the dead return)
        for_good = not variant.raises_dead or player.out is Exit.REMOVED
        return (not player.alive and not player.in_game and for_good
                and not variant.may_talk_dead(game, player) and not still)

    def follow(self, key: str) -> None:
        """Bring the test's own record of a table up to date with its game: an undo rewrote the
        commands from some point on — what it granted after that point (a replacement, a
        composition of a group that knows itself) is void."""
        seat = self.tables[key]
        table = self.game_table(key)
        if not seat.started or table is None:
            return
        commands = list(table.game.commands)
        common = 0
        for old, new in zip(seat.commands, commands):
            if old != new:
                break
            common += 1
        # A replacement stands while its command is where it was stored (one step may both
        # replace and undo, leaving the commands as they were before the step).
        rewritten = common < len(seat.commands)
        void = [r for r in seat.replaced if (rewritten and r[0] >= common)
                or not (r[0] < len(commands) and isinstance(commands[r[0]], Replace) and commands[r[0]].seat == r[1])]
        for entry in reversed(void):
            seat.users[entry[1]] = entry[2]
        seat.replaced = [r for r in seat.replaced if r not in void]
        if rewritten:
            seat.groups = [g for g in seat.groups if g[0] <= common]
        seat.commands = commands
        game = table.game
        # The groups as the engine defines them (``Variant.fellowships``, the only definition; a book
        # whose fellows do not talk has none to read).
        for fellowship in game.variant.fellowships(game):
            if fellowship.talks:
                seat.groups.append((len(commands), fellowship.name, fellowship.team, frozenset(fellowship.seats)))
        # A spectator whom an undo brought back into the game is a spectator no more.
        seat.spectators = {u for u in seat.spectators if self.may_watch(key, u)}

    def dms(self, user_id: int | None) -> list[str]:
        """What the bot told a member in direct messages."""
        channel = self.env.backend.dm_channels.get(user_id) if user_id is not None else None
        return [m.content for m in self.env.backend.messages.get(channel, {}).values()] if channel else []

    def reads(self, channel_id: int, user_id: int) -> bool:
        key = (channel_id, user_id)
        if key not in self._reads:  # (asked again and again within one check: kept until the next step)
            self._reads[key] = channel_accessible(self.env.backend, channel_id, user_id, history=True)
        return self._reads[key]

    def perms(self, channel_id: int, user_id: int) -> int:
        channel = self.env.backend.channels[channel_id]
        return self.env.backend.compute_permissions(channel.guild_id, user_id, channel_id)

    def writes(self, channel_id: int, user_id: int) -> bool:
        channel = self.env.backend.channels[channel_id]
        if not self.reads(channel_id, user_id):
            return False
        value = self.perms(channel_id, user_id)
        thread = channel.type in (discord.ChannelType.private_thread.value, discord.ChannelType.public_thread.value)
        if thread:
            meta = getattr(channel, "thread_metadata", None) or {}
            locked = meta.get("locked") if isinstance(meta, dict) else getattr(meta, "locked", False)
            return bool(value & SEND_THREADS) and not locked
        return bool(value & SEND)

    @invariant()
    def nothing_refused(self):
        if self.env is None:
            return
        Model.steps += 1
        problems = list(self.strict.violations)
        self.strict.violations.clear()
        assert not problems, "the bot did what real Discord refuses:\n" + "\n".join(problems)
        errors = self.env.errors
        assert not errors, f"the bot raised: {errors!r}"

    @invariant()
    def who_reads_what(self):
        if self.env is None:
            return
        self._reads: dict[tuple[int, int], bool] = {}
        for key in TABLES:
            self.follow(key)
        for key in TABLES:
            table = self.game_table(key)
            if table is None or not self.playing(key, table) or "access" in SKIP:
                continue
            self.check_access(key, table)
        if "messages" not in SKIP:
            self.check_messages()
        if "lines" not in SKIP:
            self.check_names_in_lines()
        self.check_edges()

    def playing(self, key: str, table) -> bool:
        """The table's game is the one the bot plays there now (not a stale one holding it, not one
        ended since)."""
        return table.live and self.env.bot.games.table(self.guild.id, key) is table

    def check_names_in_lines(self) -> None:
        """Every name in every line the bot writes at a table is attributable to exactly one seat:
        a seat's name appears as often in the line as Discord shows it as in the text the bot sent
        (a masked link «[Борис](…)» shows as «Борис», a list «- Глеб» as «Глеб»), longest names
        first (so «Аня (2)» is not also «Аня»); and no two seats look alike."""
        backend = self.env.backend
        for key in TABLES:
            table = self.game_table(key)
            if table is None or not self.playing(key, table):
                continue
            meta = table.meta
            # (a name with no letter — «1» — is found in every number: not attributable by reading)
            names = sorted({p.name for p in table.game.players if any(c.isalpha() for c in p.name)},
                           key=len, reverse=True)
            # A name that Discord reads as a mention names somebody else (or everyone).
            mentions = [n for n in names if MENTION.search(n)]
            assert not mentions, f"table {key!r}: players named as mentions: {mentions}"
            channels = {meta.channels.square, meta.channels.graveyard, *meta.threads.seats, meta.threads.watch,
                        *(f["thread"] for f in meta.threads.factions)} - {None}
            for cid in channels:
                for message in backend.messages.get(cid, {}).values():
                    content = message.content or ""
                    if message.author_id != backend.bot_user.id or self.checked.get(message.id) == content:
                        continue
                    self.checked[message.id] = content
                    for line in content.splitlines():
                        raw, seen = MENTION.sub("\x00", line), shown(line)  # (a mention is its own)
                        for name in names:
                            wrote, reads = raw.count(name), seen.count(name)
                            assert wrote == reads, f"table {key!r}: {name!r} written {wrote} times, read " \
                                                   f"{reads} times in {line!r} (shown as {seen!r})"
                            raw, seen = raw.replace(name, "\x01"), seen.replace(name, "\x01")

    def check_edges(self) -> None:
        """No stored game is orphaned (each running one of the server is at its table, played or
        held stale); each ended game's end is done (story, threads), and nobody keeps a game role of
        a table whose game he is not in (unless Discord refuses role changes and the host was told)."""
        bot = self.env.bot
        running = self.run(self.store.running())
        for game_id in running:
            record, _ = self.run(self.store.load(game_id))
            if record.meta.get("guild") == self.guild.id and not record.meta.get("server_settings"):
                assert "orphans" in SKIP or bot.games.registry.by_id(game_id) is not None, \
                    f"game {game_id} is running in the store but at no table"
        for game_id in self.ended:
            record, _ = self.run(self.store.load(game_id))
            assert record.status == "over", f"game {game_id} was ended but is {record.status}"
        guild = self.env.backend.guilds[self.guild.id]
        told = "\n".join(self.dms(self.host.id))
        for key in TABLES:
            current = bot.games.table(self.guild.id, key)
            if current is not None and current.live:
                continue  # (a live game's roles are check_access's: retried until its next phase end)
            seated = set(current.meta.seats.users) if current is not None and not current.lobby else set()
            roles = {self.layouts[key].alive_role.id, self.layouts[key].dead_role.id}
            for member in self.everyone:
                if member.id in seated or member.id == self.host.id:
                    continue
                held = roles & set(guild.members[member.id].role_ids)
                if held and "endings" not in SKIP:
                    # Refused while the bot's role is down (the host told), and until the next event
                    # after it is back; then it must be gone (issue 32, item 7).
                    waiting = self.dragged or self.left_marker is None or self.left_marker == self.marker()
                    assert waiting and (REFUSED in told or member.mention in told), \
                        f"{member.name} keeps a game role of table {key!r} with no game of his there"

    def check_access(self, key: str, table) -> None:
        seat = self.tables[key]
        game = table.game
        meta = table.meta
        assert meta.seats.users == seat.users, f"table {key!r}: seats {meta.seats.users} != {seat.users}"
        spec = render.spec_of(game, game.phase.kind)
        talk = spec.talk and str(game.phase.kind) != "setup"
        where = f"table {key!r}, {render.phase_name(game, game.phase)}"
        factions = meta.threads.factions
        if key in self.repair and self.repair[key] != game.phase.index:
            del self.repair[key]  # a phase has ended since the role was put back: all must be done
        refused = self.dragged or key in self.repair  # Discord refuses (or refused) role changes
        told = "\n".join(self.dms(meta.host))
        # Any other private thread of the table (a faction thread the bot no longer lists, say):
        # only a member of some group that knows itself may read it.
        known = {*meta.threads.seats, *(f["thread"] for f in factions), meta.threads.watch, meta.threads.host}
        parents = {meta.channels.channel, meta.channels.graveyard, meta.channels.square}
        unknown = [c.id for c in self.env.backend.channels.values()
                   if c.id not in known and c.id not in self.old_threads and getattr(c, "parent_id", None) in parents
                   and c.type == discord.ChannelType.private_thread.value]
        for member in self.everyone:
            uid = member.id
            s = seat.users.index(uid) if uid in seat.users else None
            role = game_role(game, game.players[s]) if s is not None else None
            who = f"{member.name} ({'seat ' + str(s) if s is not None else 'not seated'}, {where})"
            assert self.reads(meta.channels.square, uid), f"{who} cannot read the square"
            if s is not None and refused and (
                    self.writes(meta.channels.square, uid) != (role == "alive" and talk)
                    or self.reads(meta.channels.graveyard, uid) != (role != "alive")):
                # Discord refused a role change: the host must have been told (once is enough: the
                # fix — the bot's role above the game's — is the same for every member).
                assert member.mention in told or REFUSED in told, \
                    f"{who}: a role change Discord refused was not told to the host"
            elif s is not None:
                wanted = role == "alive" and talk
                assert self.writes(meta.channels.square, uid) == wanted, \
                    f"{who} {'cannot' if wanted else 'can'} write in the square (game role {role})"
                assert self.reads(meta.channels.graveyard, uid) == (role != "alive"), \
                    f"{who} {'cannot' if role != 'alive' else 'can'} read the graveyard (game role {role})"
            if s is not None:
                own = meta.threads.seats[s]
                assert self.reads(own, uid), f"{who} cannot read his own thread"
                wanted = role == "alive" and str(game.phase.kind) != "setup"
                assert refused or self.writes(own, uid) == wanted, \
                    f"{who} {'cannot' if wanted else 'can'} write in his own thread (game role {role})"
            elif uid != meta.host and not refused:
                assert not self.writes(meta.channels.square, uid), f"{who} writes in the square"
                assert self.reads(meta.channels.graveyard, uid), f"{who} cannot read the graveyard"
            for other, thread in enumerate(meta.threads.seats):
                if other != s:
                    assert not self.reads(thread, uid), f"{who} reads the thread of seat {other}"
            master = uid == meta.host and s is None  # the host who does not play
            for entry in factions:
                if not self.reads(entry["thread"], uid):
                    assert not master, f"{who} hosts but cannot read the thread of {entry['name']} {entry['seats']}"
                    continue
                if master:
                    continue  # (he watches the factions' talk, as forum masters do)
                ok = s is not None and s in entry["seats"] and any(
                    g[1] == entry["name"] and g[2] == entry["team"] and s in g[3] for g in seat.groups)
                assert ok, f"{who} reads the thread of {entry['name']} {entry['team']} {entry['seats']} " \
                           f"(his faction {game.players[s].faction if s is not None else None})"
            current = [g for g in seat.groups if g[0] == len(seat.commands)]
            for entry in factions:
                if s is not None and s in entry["seats"] and any(
                        g[1] == entry["name"] and g[2] == entry["team"] and g[3] == frozenset(entry["seats"])
                        for g in current):
                    newest = [f for f in factions if set(f["seats"]) == set(entry["seats"])][-1]
                    if newest is entry:
                        assert self.reads(entry["thread"], uid), f"{who} cannot read his group's thread"
            for thread in unknown:
                if self.reads(thread, uid) and not master:
                    assert s is not None and any(s in g[3] for g in seat.groups), \
                        f"{who} reads thread {self.env.backend.channels[thread].name!r}, no group of his"
            watch = meta.threads.watch
            if watch is not None and self.reads(watch, uid):
                assert self.may_watch(key, uid), f"{who} reads the spectators' thread while in the game"
            if uid in seat.spectators:
                assert watch is not None and self.reads(watch, uid), f"{who} is a spectator but cannot read"
            review = meta.threads.host
            if review is not None and self.reads(review, uid):
                assert master, f"{who} reads the host's thread" + (" while seated" if s is not None else "")
            if master:  # (opened with the game)
                assert review is not None and self.reads(review, uid), f"{who} hosts but has no host's thread"

    def knows_all(self, key: str, uid: int) -> bool:
        """The host who does not play and a lawful spectator may know every private result."""
        seat = self.tables[key]
        table = self.game_table(key)
        return (uid == table.meta.host and uid not in seat.users) or \
            (uid in seat.spectators and self.may_watch(key, uid))

    def check_messages(self) -> None:
        games = [(key, self.game_table(key)) for key in TABLES]
        games = [(key, table) for key, table in games if table is not None and self.playing(key, table)]
        if not games:
            return
        allowed_all: set[str] = set()
        private: list[tuple[str, Any, set[int], list[str]]] = []  # key, event, seats, lines
        for key, table in games:
            game = table.game
            events = [(game, event) for event in game.log]
            if table.meta.review.current is not None:
                # A phase whose results await the host's review: they are in no game's log yet,
                # but the review thread lists the private ones — the phase resolved on a copy.
                held = rebuild(self.engine, table.record, [c.to_json() for c in game.commands])
                outcome = held.execute(EndPhase())
                assert outcome.accepted and outcome.report is not None
                events += [(held, event) for event in outcome.report.events if event.to is not None]
            for source, event in events:
                text = render.event_text(source, event)
                lines = [line for line in text.splitlines() if line.strip()]
                if event.to is None:
                    allowed_all.update(lines)
                    continue
                names = ", ".join(render.name(source.players[s].name) for s in event.to)
                mirrored = t("spectate.mirror", to=names, text=text).splitlines()
                # The host's review lists it as «• names: text» (the first line differs).
                reviewed = t("review.private_line", names=names, text=source.texts.event(event)).splitlines()
                private.append((key, event, set(event.to), lines + mirrored[:1] + reviewed[:1]))
                for s in event.to:
                    self.seat_said.setdefault((table.id, s), set()).update(lines)
            # Anonymous letters (item 10) arrive in the order they were sent, never by seat.
            for thread in table.meta.threads.seats:
                for message in self.env.backend.messages.get(thread, {}).values():
                    numbers = [int(n) for line in (message.content or "").splitlines() if MAIL in line
                               for n in LETTER.findall(line)]
                    assert "letters" in SKIP or numbers == sorted(numbers), \
                        f"letters of table {key!r} arrive out of the order sent: {numbers}"
            # Tallies (item 9): posted only while a vote is open — never headed by a silent phase.
            for message in self.env.backend.messages.get(table.meta.channels.square, {}).values():
                first = (message.content or "").split("\n", 1)[0]
                head = t("tally.header", phase="\x00").split("\x00")[0]
                if first.startswith(head) and "tally" not in SKIP:
                    said = first[len(head):].rstrip("*")
                    silent = [n for k, n in self.env.bot.games.lobby.kind_names(table).items()
                              if not render.spec_of(game, k).vote]
                    assert not any(said.startswith(n) for n in silent), f"a tally in a silent phase: {first}"
        channels = [c.id for c in self.env.backend.channels.values() if c.guild_id == self.guild.id]
        contents = {cid: {line for m in self.env.backend.messages.get(cid, {}).values() if not m.is_ephemeral
                          for line in (m.content or "").splitlines()} for cid in channels}
        self.public |= allowed_all
        for member in self.everyone:
            uid = member.id
            # What was ever said to him or to the town may stay in his threads (an undo takes
            # back the results, not the messages: the same words may now be another's result).
            own = self.said.setdefault(uid, set())
            forbidden: list[tuple[str, Any, str]] = []
            for key, event, seats, lines in private:
                seat = self.tables[key]
                s = seat.users.index(uid) if uid in seat.users else None
                if self.knows_all(key, uid) or s in seats:
                    own.update(lines)
                else:
                    forbidden.extend((key, event, line) for line in lines)
            if not forbidden:
                continue
            inherited = self.inherited(uid)
            seen: set[str] = set()
            for cid in channels:
                if contents[cid] and self.reads(cid, uid):
                    seen |= contents[cid]
            for key, event, line in forbidden:
                if line in seen and line not in own and line not in self.public:
                    where = [c for c in channels if line in contents[c] and self.reads(c, uid)]
                    if all(c in inherited.get(line, ()) for c in where):
                        continue  # said to a seat he holds now, in that seat's own threads
                    names = [self.env.backend.channels[c].name for c in where]
                    raise AssertionError(f"{member.name} reads a private result of table {key!r} meant for seats "
                                         f"{event.to} ({event.key}) in {names}: {line!r}")

    def inherited(self, uid: int) -> dict[str, set[int]]:
        """The lines said to the seats a member holds now, each with the threads it may stay in:
        the threads he holds because of that seat (its own, its faction threads, a void one)."""
        out: dict[str, set[int]] = {}
        for key, seat in self.tables.items():
            table = self.game_table(key)
            if table is None:
                continue
            for s, user in enumerate(seat.users):
                if user != uid:
                    continue
                threads = set(table.threads_of(s))
                for line in self.seat_said.get((table.id, s), ()):
                    out.setdefault(line, set()).update(threads)
        return out


def deep_steps() -> int:
    """The steps a deep run must pass: MAFIA_MODEL_STEPS, or 10,000 under ``--hypothesis-profile=long``."""
    steps = int(os.environ.get("MAFIA_MODEL_STEPS", "0") or 0)
    if not steps and settings._current_profile == "long":
        steps = 10_000
    return steps


def budget(deep: bool) -> settings:
    shrink = [Phase.generate] if os.environ.get("MAFIA_MODEL_NO_SHRINK") else [Phase.generate, Phase.shrink]
    verbosity = Verbosity.verbose if os.environ.get("MAFIA_MODEL_VERBOSE") else Verbosity.normal
    if deep:
        # Fresh random examples of up to 50 steps each, drawn until the steps are done.
        return settings(max_examples=20, stateful_step_count=50, deadline=None, derandomize=False,
                        database=None, suppress_health_check=list(HealthCheck), phases=shrink,
                        verbosity=verbosity, report_multiple_bugs=False)
    # The normal suite: a few short examples, the same ones on every run.
    return settings(max_examples=int(os.environ.get("MAFIA_MODEL_EXAMPLES", "3")),
                    stateful_step_count=int(os.environ.get("MAFIA_MODEL_STEP_COUNT", "15")),
                    deadline=None, derandomize=not os.environ.get("MAFIA_MODEL_RANDOM"),
                    suppress_health_check=list(HealthCheck), phases=shrink, database=None,
                    verbosity=verbosity, report_multiple_bugs=False)


def test_model(engine, strict):
    Model.engine = engine
    Model.strict = strict
    Model.steps = 0
    COUNTS.clear()
    target = deep_steps()
    run_state_machine_as_test(Model, settings=budget(bool(target)))
    while Model.steps < target:
        run_state_machine_as_test(Model, settings=budget(True))
        print(f"model-based test: {Model.steps} of {target} steps", flush=True)
    print(f"model-based test: {Model.steps} steps; rules run: {dict(COUNTS)}")
