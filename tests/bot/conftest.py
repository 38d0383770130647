"""The real bot against simcord's offline Discord: fixtures and helpers."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest

from bot.client import MafiaBot
from bot.config import Config
from tests.bot.strict import INVITE_PERMISSIONS, Strict, StrictStore, install

NAMES = ["Аня", "Борис", "Вика", "Глеб", "Дина", "Егор", "Жанна", "Захар", "Ира", "Костя", "Лена", "Максим",
         "Нина", "Олег", "Полина", "Руслан", "Света"]


def make_config(**overrides) -> Config:
    # The nights' pictures take a second or more each on a loaded machine: only the tests of the
    # story draw them (story="full"); the others post the text.
    # No pace of the bot's own (bot/outgoing.py): a game's start is more than 50 calls in one instant,
    # which the test Discord answers at once; tests/bot/test_rate_limits.py runs it under the global limit.
    config = Config(token="test", night="60", day="60", reminders=[10], early_end=False, story="text",
                    requests_per_second=0)
    for key, value in overrides.items():
        setattr(config, key, value)
    return config


def pytest_collection_modifyitems(items):
    # simcord waits 5 s by default for the bot to settle after each step; on a 2-core machine that
    # other work shares, a whole game's phase change can take longer without anything being wrong.
    # The wait is a deadline, not a sleep: a passing test is not slowed by a longer one.
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents and item.get_closest_marker("simcord") is None:
            item.add_marker(pytest.mark.simcord(settle_timeout=60))


@pytest.fixture(autouse=True)
def strict(monkeypatch):
    """Every bot test runs against a Discord as strict as the real one (tests/bot/strict.py)."""
    harness = Strict()
    install(monkeypatch, harness)
    yield harness
    problems = harness.violations + harness.unanswered()
    assert not problems, "the bot did what real Discord refuses:\n" + "\n".join(problems)


@pytest.fixture
def store(strict) -> StrictStore:
    return StrictStore(strict)


@pytest.fixture
def config() -> Config:
    return make_config()


@pytest.fixture
def simcord_bot(engine, store, config) -> MafiaBot:
    return MafiaBot(engine, store, config)


def name_of(i: int) -> str:
    return NAMES[i] if i < len(NAMES) else f"{NAMES[i % len(NAMES)]} {i // len(NAMES) + 1}"


class World:
    """A server set up for mafia: an admin, a host, players and a spectator."""

    def __init__(self, env, players: int = 13, shard_id: int | None = None) -> None:
        self.env = env
        self.guild = env.create_guild("Мафия-сервер", shard_id=shard_id)
        # The bot holds exactly what README's invite link grants.
        bot_role = next(r for r in env.backend.guilds[self.guild.id].roles.values() if r.managed)
        env.backend.edit_role(self.guild.id, bot_role.id, {"permissions": INVITE_PERMISSIONS})
        admins = self.guild.create_role("Админы", permissions=discord.Permissions(manage_guild=True))
        self.admin = self.guild.add_member(env.create_user("admin"), roles=[admins])
        # Who may open games: the admins set a role for it (/mafia openers) in setup().
        self.openers = self.guild.create_role("Ведущие игр")
        self.host = self.guild.add_member(env.create_user("host", global_name="Ведущий Вася"), roles=[self.openers])
        self.spectator = self.guild.add_member(env.create_user("spectator", global_name="Зритель"))
        self.general = self.guild.create_text_channel("general")
        self.players = [self.guild.add_member(env.create_user(f"p{i}", global_name=name_of(i)))
                        for i in range(players)]

    def channel(self, name: str):
        return self.guild.channels[name]

    @property
    def square(self):
        return self.channel("площадь")

    @property
    def game_channel(self):
        return self.channel("игра")

    @property
    def bot(self) -> MafiaBot:
        return self.env.bot

    def table(self):
        """The server's table, or the last game once it is over."""
        table = self.bot.games.table(self.guild.id)
        if table is not None and not table.lobby:
            self._last = table
        return table or getattr(self, "_last", None)

    def actor(self, seat: int):
        table = self.table()
        uid = table.user_of(seat)
        return next(m for m in [*self.players, self.host, self.admin, self.spectator] if m.id == uid)

    def thread_of(self, seat: int):
        tid = self.table().meta.threads.seats[seat]
        return next(t for t in self.game_channel.threads if t.id == tid)

    async def setup(self):
        result = await self.admin.slash(self.general, "mafia setup")
        await self.admin.slash(self.general, "mafia openers", role=self.openers)
        return result

    async def lobby(self, *, start: bool = True, variant: str = "hp", **options):
        await self.setup()
        result = await self.host.slash(self.square, "game new", variant=variant, **options)
        assert result.ephemeral
        for player in self.players:
            await player.slash(self.square, "join")
        if start:
            await self.host.slash(self.square, "game start")
        return self.table()


def text_of(result) -> str:
    """The text a user saw in reply to an interaction (response or first follow-up)."""
    if result.followups:
        return result.followups[-1].content
    return result.response.content if result.response else ""


def whole_text_of(result) -> str:
    """Everything a user saw in reply to an interaction: the response and every follow-up
    (a long reply, such as a role card, comes in several parts)."""
    parts = [result.response.content] if result.response and result.response.content else []
    return "\n".join(parts + [m.content or "" for m in result.followups])
