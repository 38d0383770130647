"""Running games and lobbies with their Discord ids, and everything that turns
an engine outcome into Discord messages and permissions.

A server has at most one table at a time: a lobby (sign-up) or a game. Both
are stored :class:`core.store.GameRecord` rows; what the adapter needs beside
the engine (which user sits in which seat, which thread is whose, the tally
message ...) is kept in ``record.meta`` and saved with ``store.update``:

* a lobby is a record with no set-ups and ``meta["lobby"] = True``; when the
  host starts the game it is closed and a new record holds the game;
* a game's meta: ``guild``, ``square``, ``graveyard``, ``channel`` (where the
  private threads are), ``host``, ``roles`` (host/alive/dead role ids),
  ``users`` and ``threads`` (one per seat), ``factions`` (name, team, seats and
  thread: one entry per composition of a group that knows itself), ``tally``
  (message id), ``timing``, ``early_end``, ``reminded``, ``left``, ``posts``
  (the running counts of town-square posts the variant's ``reports`` ask for).
"""

from __future__ import annotations

import asyncio
import logging
import random
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING, Any, Iterable

import discord

from bot import timing
from bot.texts import t
from core.commands import Command, EndPhase, Remove, Replace, Report
from core.events import Event
from core.game import Game, Outcome, PhaseReport
from core.model import PhaseKind
from core.names import fold
from core.session import GameSession
from core.store.base import GameRecord

if TYPE_CHECKING:
    from bot.client import MafiaBot

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 2000


class Refusal(Exception):
    """A request the bot turns down; the message (Russian) goes back ephemerally."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def number(value: float) -> str:
    """A vote count as people write it: 3, 2.5."""
    return str(int(value)) if value == int(value) else f"{value:g}"


def chunks(lines: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join lines into as few messages as Discord allows."""
    out: list[str] = []
    current = ""
    for line in lines:
        while len(line) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            out.append(current)
            current = line
        else:
            current = candidate
    if current:
        out.append(current)
    return out


@dataclass
class Layout:
    """What ``/mafia setup`` made on a server, found again by name."""

    category: discord.CategoryChannel
    square: discord.TextChannel
    graveyard: discord.TextChannel
    channel: discord.TextChannel
    host_role: discord.Role
    alive_role: discord.Role
    dead_role: discord.Role


class Table:
    """A lobby or a game on one server."""

    def __init__(self, record: GameRecord, session: GameSession | None = None) -> None:
        self.record = record
        self.session = session
        self.lock = asyncio.Lock()

    @property
    def id(self) -> int:
        assert self.record.id is not None
        return self.record.id

    @property
    def meta(self) -> dict[str, Any]:
        return self.record.meta

    @property
    def lobby(self) -> bool:
        return bool(self.meta.get("lobby"))

    @property
    def game(self) -> Game:
        assert self.session is not None
        return self.session.game

    @property
    def guild_id(self) -> int:
        return int(self.meta["guild"])

    def seat_of(self, user_id: int) -> int | None:
        users = self.meta.get("users", [])
        return users.index(user_id) if user_id in users else None

    def user_of(self, seat: int) -> int:
        return int(self.meta["users"][seat])


class GameManager:
    def __init__(self, bot: "MafiaBot") -> None:
        self.bot = bot
        self.engine = bot.engine
        self.store = bot.store
        self.config = bot.config
        self.tables: dict[int, Table] = {}  # by guild id
        self._background: set[asyncio.Task] = set()

    # --- loading -----------------------------------------------------------

    async def load_all(self) -> int:
        """Reload every stored lobby and running game; returns how many."""
        count = 0
        for game_id in await self.store.running():
            try:
                record, _ = await self.store.load(game_id)
                if record.meta.get("lobby"):
                    table = Table(record)
                else:
                    table = Table(record, await GameSession.load(self.engine, self.store, game_id))
            except Exception:  # noqa: BLE001 - one broken game must not stop the others
                log.exception("game %s could not be reloaded", game_id)
                continue
            if "guild" not in record.meta:
                continue
            self.tables[table.guild_id] = table
            count += 1
        return count

    def table(self, guild_id: int | None) -> Table | None:
        return self.tables.get(guild_id) if guild_id is not None else None

    def layout(self, guild: discord.Guild) -> Layout | None:
        names = self.config.names
        category = discord.utils.get(guild.categories, name=names.category)
        if category is None:
            return None
        square = discord.utils.get(category.text_channels, name=names.town_square)
        graveyard = discord.utils.get(category.text_channels, name=names.graveyard)
        channel = discord.utils.get(category.text_channels, name=names.game_channel)
        host = discord.utils.get(guild.roles, name=names.host_role)
        alive = discord.utils.get(guild.roles, name=names.alive_role)
        dead = discord.utils.get(guild.roles, name=names.dead_role)
        if None in (square, graveyard, channel, host, alive, dead):
            return None
        return Layout(category, square, graveyard, channel, host, alive, dead)  # type: ignore[arg-type]

    # --- the lobby -----------------------------------------------------------

    async def new_lobby(self, guild: discord.Guild, host: discord.abc.User, variant: str,
                        options: dict[str, Any], early_end: bool) -> Table:
        if guild.id in self.tables:
            raise Refusal(t("lobby.exists"))
        layout = self.layout(guild)
        if layout is None:
            raise Refusal(t("lobby.no_setup"))
        try:
            variant_cls = self.engine.variant(variant)
            variant_cls.check_options(options)
        except (KeyError, ValueError) as error:
            raise Refusal(t("lobby.bad_variant", variant=variant, error=error.args[0])) from None
        seed = random.SystemRandom().randrange(2**31)
        meta = {
            "lobby": True, "guild": guild.id, "square": layout.square.id, "graveyard": layout.graveyard.id,
            "channel": layout.channel.id, "host": host.id,
            "roles": {"host": layout.host_role.id, "alive": layout.alive_role.id, "dead": layout.dead_role.id},
            "signups": [], "timing": {"night": self.config.night, "day": self.config.day},
            "early_end": early_end, "role_list": None,
        }
        record = GameRecord(variant=variant_cls.id, seed=seed, setups=[], options=dict(options),
                            locale=self.config.locale, meta=meta)
        await self.store.create(record)
        table = Table(record)
        self.tables[guild.id] = table
        return table

    def signup_text(self, table: Table) -> str:
        meta = table.meta
        variant = self.engine.variant(table.record.variant)
        lines = [t("lobby.header", title=variant.title, host=f"<@{meta['host']}>",
                   minimum=variant.min_players, count=len(meta["signups"]))]
        for number, entry in enumerate(meta["signups"], 1):
            public = t("lobby.public", role=entry["public"]) if entry.get("public") else ""
            lines.append(t("lobby.line", number=number, user=f"<@{entry['user']}>", public=public))
        if not meta["signups"]:
            lines.append(t("lobby.empty"))
        night, day = meta["timing"]["night"], meta["timing"]["day"]
        lines.append(t("lobby.timing", night=night, day=day))
        if meta.get("role_list"):
            lines.append(t("lobby.role_list", roles=meta["role_list"]))
        return "\n".join(lines)

    async def refresh_signup(self, table: Table) -> None:
        message_id = table.meta.get("signup")
        if message_id is None:
            return
        try:
            await self.bot.get_partial_messageable(table.meta["square"]).get_partial_message(message_id).edit(
                content=self.signup_text(table), allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("signup message of game %s could not be edited", table.id)

    def public_roles(self, table: Table) -> list[str]:
        return [r.name for r in self.engine.book(table.record.variant).roles.public_roles()]

    def free_public_roles(self, table: Table) -> list[str]:
        taken = {e.get("public") for e in table.meta["signups"]}
        return [name for name in self.public_roles(table) if name not in taken]

    async def join(self, table: Table, user: discord.abc.User, public: str | None) -> str:
        if not table.lobby:
            raise Refusal(t("lobby.already_started"))
        signups = table.meta["signups"]
        entry = next((e for e in signups if e["user"] == user.id), None)
        if public:
            book = self.engine.book(table.record.variant)
            role = book.roles.role(public)
            if role is None or not role.public:
                raise Refusal(t("lobby.no_public_role", role=public))
            public = role.name
            if any(e.get("public") == public and e["user"] != user.id for e in signups):
                raise Refusal(t("lobby.public_taken", role=public))
        variant = self.engine.variant(table.record.variant)
        if entry is None:
            if len(signups) >= variant.max_players:
                raise Refusal(t("lobby.full", maximum=variant.max_players))
            entry = {"user": user.id, "name": self._free_name(table, user.display_name), "public": public}
            signups.append(entry)
            reply = t("lobby.joined", count=len(signups))
        else:
            entry["public"] = public
            reply = t("lobby.changed")
        await self.store.update(table.record)
        await self.refresh_signup(table)
        return reply

    def _free_name(self, table: Table, name: str) -> str:
        taken = {fold(e["name"]) for e in table.meta["signups"]}
        candidate, n = name, 2
        while fold(candidate) in taken:
            candidate = f"{name} ({n})"
            n += 1
        return candidate

    async def leave(self, table: Table, user: discord.abc.User) -> str:
        if not table.lobby:
            raise Refusal(t("lobby.already_started"))
        signups = table.meta["signups"]
        before = len(signups)
        signups[:] = [e for e in signups if e["user"] != user.id]
        if len(signups) == before:
            raise Refusal(t("lobby.not_signed"))
        await self.store.update(table.record)
        await self.refresh_signup(table)
        return t("lobby.left")

    async def set_timing(self, table: Table, night: str | None, day: str | None) -> str:
        for spec in (night, day):
            if spec is not None and not timing.valid(spec):
                raise Refusal(t("timing.bad", spec=spec))
        timing_meta = table.meta["timing"]
        if night is not None:
            timing_meta["night"] = night
        if day is not None:
            timing_meta["day"] = day
        await self._save(table)
        if table.lobby:
            await self.refresh_signup(table)
        return t("timing.set", night=timing_meta["night"], day=timing_meta["day"])

    async def set_role_list(self, table: Table, text: str) -> str:
        if not table.lobby:
            raise Refusal(t("lobby.already_started"))
        book = self.engine.book(table.record.variant)
        names = []
        for part in (p.strip() for p in text.split(",")):
            if not part:
                continue
            role = book.roles.role(part)
            if role is None or role.public:
                raise Refusal(t("lobby.no_secret_role", role=part))
            names.append(role.name)
        table.meta["role_list"] = ", ".join(names) if names else None
        await self.store.update(table.record)
        await self.refresh_signup(table)
        return t("lobby.role_list_set", count=len(names)) if names else t("lobby.role_list_cleared")

    # --- starting ----------------------------------------------------------------

    async def start(self, table: Table, guild: discord.Guild) -> Table:
        if not table.lobby:
            raise Refusal(t("lobby.already_started"))
        meta = table.meta
        variant = self.engine.make_variant(table.record.variant, table.record.options)
        signups = meta["signups"]
        if len(signups) < variant.min_players:
            raise Refusal(t("lobby.too_few", count=len(signups), minimum=variant.min_players))
        names = [e["name"] for e in signups]
        rng = random.Random(table.record.seed)
        try:
            setups = variant.deal(names, [e.get("public") for e in signups], rng)
        except ValueError as error:
            raise Refusal(t("lobby.deal_failed", error=error.args[0])) from None
        if meta.get("role_list"):
            roles = [r.strip() for r in meta["role_list"].split(",")]
            if len(roles) != len(setups):
                raise Refusal(t("lobby.role_list_size", roles=len(roles), players=len(setups)))
            rng.shuffle(roles)
            for setup, role in zip(setups, roles):
                setup.role = role
        game_meta = {k: v for k, v in meta.items() if k not in ("lobby", "signups", "signup", "role_list")}
        game_meta.update(users=[e["user"] for e in signups], threads=[], factions=[], tally=None,
                         reminded=[], lobby_id=table.id)
        session = await GameSession.create(self.engine, self.store, table.record.variant, setups,
                                           seed=table.record.seed, options=table.record.options,
                                           locale=table.record.locale, meta=game_meta)
        game_table = Table(session.record, session)
        # The lobby is closed; the game takes the server's seat.
        table.record.status = "over"
        meta["started"] = session.id
        await self.store.update(table.record)
        self.tables[guild.id] = game_table
        created: list[int] = []
        try:
            await self._create_threads(game_table, guild, created)
        except Exception as error:  # noqa: BLE001 - whatever broke, the server gets its lobby back
            log.exception("game %s could not start on guild %s", session.id, guild.id)
            await self._roll_back_start(table, game_table, created)
            reason = error.text if isinstance(error, Refusal) else \
                t("lobby.start_error", error=getattr(error, "text", None) or error)
            raise Refusal(t("lobby.start_failed", reason=reason)) from None
        await self.refresh_signup_started(table)
        for seat in range(len(session.game.players)):
            await self._add_role(game_table, seat, "alive")
        # The opening messages: every private event so far goes to its thread.
        from bot.cogs.play import role_card

        cards = {game_table.meta["threads"][seat]: [role_card(game_table, seat)]
                 for seat in range(len(session.game.players))}
        await self._deliver(game_table, list(session.game.log), header=None, prefix=cards)
        self._arm_deadline(game_table)
        await self._save(game_table)
        await self._set_square(game_table)
        await self._ask(game_table)  # questions the opening phase asks
        game = session.game
        await self._post(meta["square"], [t("game.started", count=len(game.players), seed=game.seed),
                                          self._phase_line(game_table)])
        self.bot.timers.arm(game_table)
        return game_table

    async def refresh_signup_started(self, table: Table) -> None:
        message_id = table.meta.get("signup")
        if message_id is None:
            return
        try:
            await self.bot.get_partial_messageable(table.meta["square"]).get_partial_message(message_id).edit(
                content=self.signup_text(table) + "\n" + t("lobby.closed"), view=None,
                allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            pass

    def fellow_groups(self, game: Game) -> list[tuple[str, int | None, list[int]]]:
        """The groups that know themselves (Role.knows_fellows) by faction and team (a Romanian
        clan), as in Variant.start: the players in the game, at least two."""
        groups: dict[tuple[str, int | None], list[int]] = {}
        for p in game.players:
            if p.in_game and game.variant.roles.roles[p.role].knows_fellows:
                groups.setdefault((p.faction, p.team), []).append(p.seat)
        return [(faction, team, seats) for (faction, team), seats in sorted(groups.items(), key=lambda kv: kv[1][0])
                if len(seats) > 1]

    def group_title(self, game: Game, faction: str, team: int | None, seats: list[int]) -> str:
        """A faction thread's name: the faction (with the clan's number), or the members' roles
        when only part of a faction knows itself (the Romanian cops)."""
        if team is not None:
            return t("thread.team", faction=faction, team=team)
        if all(p.seat in seats for p in game.players if p.faction == faction):
            return t("thread.faction", faction=faction)
        roles = sorted({game.players[s].role for s in seats})
        return t("thread.fellows", roles=", ".join(roles))

    async def _open_faction_thread(self, table: Table, faction: str, team: int | None, seats: list[int],
                                   created: list[int] | None = None) -> dict[str, Any]:
        channel = self.bot.get_channel(table.meta["channel"]) or await self.bot.fetch_channel(table.meta["channel"])
        if not isinstance(channel, discord.TextChannel):
            raise Refusal(t("lobby.no_setup"))
        name = self.group_title(table.game, faction, team, seats)
        thread = await channel.create_thread(name=name[:100], type=discord.ChannelType.private_thread,
                                             invitable=False, auto_archive_duration=10080)
        if created is not None:
            created.append(thread.id)
        for seat in seats:
            await thread.add_user(discord.Object(table.user_of(seat)))
        entry = {"name": faction, "team": team, "seats": sorted(seats), "thread": thread.id}
        table.meta.setdefault("factions", []).append(entry)
        return entry

    async def _roll_back_start(self, lobby: Table, game_table: Table, created: list[int]) -> None:
        """A start that failed halfway: delete the threads made so far, close the game's record
        and give the server its lobby back, sign-ups intact."""
        for thread_id in created:
            try:
                await self.bot.http.delete_channel(thread_id, reason=t("audit.start_failed", id=game_table.id))
            except discord.HTTPException:
                log.warning("could not delete thread %s of the failed game %s", thread_id, game_table.id)
        game_table.record.status = "over"
        game_table.meta["aborted"] = True
        try:
            await self._save(game_table)
        except Exception:  # noqa: BLE001 - the lobby must come back even if this save fails
            log.exception("could not close the record of the failed game %s", game_table.id)
        lobby.record.status = "running"
        lobby.meta.pop("started", None)
        await self.store.update(lobby.record)
        if self.tables.get(lobby.guild_id) is game_table:
            self.tables[lobby.guild_id] = lobby

    async def _create_threads(self, table: Table, guild: discord.Guild, created: list[int] | None = None) -> None:
        """The private threads; ``created`` collects their ids as they are made (for a roll-back)."""
        game = table.game
        created = [] if created is None else created
        channel = guild.get_channel(table.meta["channel"])
        if not isinstance(channel, discord.TextChannel):
            raise Refusal(t("lobby.no_setup"))
        threads: list[int] = []
        for player in game.players:
            thread = await channel.create_thread(name=t("thread.personal", name=player.name)[:100],
                                                 type=discord.ChannelType.private_thread, invitable=False,
                                                 auto_archive_duration=10080)
            created.append(thread.id)
            await thread.add_user(discord.Object(table.user_of(player.seat)))
            threads.append(thread.id)
        table.meta["threads"] = threads
        table.meta["factions"] = []
        for faction, team, seats in self.fellow_groups(game):
            await self._open_faction_thread(table, faction, team, seats, created)
        await self._save(table)

    # --- commands -------------------------------------------------------------------

    def running(self, guild_id: int | None) -> Table:
        table = self.table(guild_id)
        if table is None or table.lobby or table.session is None:
            raise Refusal(t("game.none"))
        if table.game.over or table.record.status != "running":
            raise Refusal(t("game.finished"))
        return table

    def player_seat(self, table: Table, user_id: int) -> int:
        seat = table.seat_of(user_id)
        if seat is None:
            raise Refusal(t("game.not_player"))
        return seat

    async def execute(self, table: Table, command: Command, *, host: bool = False) -> Outcome:
        """Run a command; refusals come back as :class:`Refusal`. Only the host acts during a pause."""
        assert table.session is not None
        if table.record.paused and not host:
            raise Refusal(t("game.paused"))
        outcome = await table.session.execute(command)
        if not outcome.accepted:
            assert outcome.rejection is not None
            raise Refusal(table.game.texts.rejection(outcome.rejection))
        return outcome

    def everyone_acted(self, table: Table) -> bool:
        game = table.game
        if game.phase.kind is PhaseKind.NIGHT:
            waiting = [p for p in game.players if game.available(p) and not game.actions_of(p.seat)]
            return not waiting and any(game.available(p) for p in game.players)
        voters = [p for p in game.players if game.variant.may_vote(game, p) is None]
        return bool(voters) and all(p.seat in game.votes for p in voters)

    def waiting(self, table: Table) -> list[int]:
        """Seats that have not acted yet this phase (for reminders)."""
        game = table.game
        if game.phase.kind is PhaseKind.NIGHT:
            return [p.seat for p in game.players if game.available(p) and not game.actions_of(p.seat)]
        return [p.seat for p in game.players
                if game.variant.may_vote(game, p) is None and p.seat not in game.votes]

    async def after_move(self, table: Table) -> None:
        """End the phase early once everyone has acted, where the game allows it."""
        if table.meta.get("early_end") and not table.record.paused and self.everyone_acted(table):
            index = table.game.phase.index
            task = asyncio.get_running_loop().create_task(self.end_phase(table, expected=index))
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    # --- the end of a phase -------------------------------------------------------

    async def end_phase(self, table: Table, *, expected: int | None = None) -> PhaseReport | None:
        """Resolve the phase (once, even if the deadline and the host race) and post the results."""
        async with table.lock:
            if table.session is None or table.game.over or table.record.status != "running":
                return None
            if expected is not None and table.game.phase.index != expected:
                return None
            before = {p.seat for p in table.game.players if p.in_game}
            await self._report_posts(table)
            outcome = await table.session.execute(EndPhase())
            assert outcome.report is not None
            report = outcome.report
            table.meta["tally"] = None
            if not table.game.over:
                self._arm_deadline(table)
            else:
                table.record.deadline = None
            await self._save(table)
            await self._deliver(table, report.events, header=t("phase.results", phase=self.phase_name(report.phase)),
                                footer=None if table.game.over else self._phase_line(table))
            await self._bury(table, before)
            if table.game.over:
                await self._finish(table)
            else:
                await self._set_square(table)
                await self._ask(table)
                self.bot.timers.arm(table)
            return report

    def phase_name(self, phase) -> str:
        return t(f"phase.{phase.kind.value}", number=phase.number)

    def _phase_line(self, table: Table) -> str:
        game = table.game
        deadline = table.record.deadline
        when = timing.stamp(deadline) if deadline else t("phase.no_deadline")
        key = "phase.begins_night" if game.phase.kind is PhaseKind.NIGHT else "phase.begins_day"
        return t(key, phase=self.phase_name(game.phase), deadline=when)

    def _arm_deadline(self, table: Table) -> None:
        kind = table.game.phase.kind.value
        spec = table.meta["timing"][kind]
        now = discord.utils.utcnow()
        table.record.deadline = timing.deadline(spec, now, self.config.timezone)
        table.record.paused = False
        # A reminder as early as the phase's start (or earlier) would only be noise.
        length = (table.record.deadline - now).total_seconds()
        table.meta["reminded"] = [m for m in self.config.reminders if m * 60 >= length]

    def route(self, table: Table, event: Event) -> list[int]:
        """The channels an event goes to: the town square, a faction's thread, or each seat's own thread.
        A faction thread gets only events addressed to exactly its members (the newest thread of
        that composition), so nobody reads there what was not meant for him."""
        if event.to is None:
            return [table.meta["square"]]
        seats = set(event.to)
        if len(seats) > 1:
            for faction in reversed(table.meta["factions"]):
                if set(faction["seats"]) == seats:
                    return [faction["thread"]]
        return [table.meta["threads"][seat] for seat in sorted(seats)]

    async def _follow_factions(self, table: Table, events: list[Event]) -> None:
        """A group that knows itself changed (a recruit joined a clan, a member died or went to
        prison): the first event addressed to the new composition opens a thread for it; the old
        thread stays with its members as history."""
        known = [set(f["seats"]) for f in table.meta["factions"]]
        for faction, team, seats in self.fellow_groups(table.game):
            group = set(seats)
            if group in known or not any(e.to is not None and set(e.to) == group for e in events):
                continue
            try:
                entry = await self._open_faction_thread(table, faction, team, seats)
            except discord.HTTPException:
                log.exception("could not open a faction thread for game %s", table.id)
                continue
            known.append(group)
            names = ", ".join(table.game.players[s].name for s in entry["seats"])
            await self._post(entry["thread"], [t("thread.members", names=names)])
            await self._save(table)

    async def _deliver(self, table: Table, events: list[Event], *, header: str | None,
                       footer: str | None = None, prefix: dict[int, list[str]] | None = None) -> None:
        """One message per recipient (more only past Discord's length limit)."""
        game = table.game
        await self._follow_factions(table, events)
        by_channel: dict[int, list[str]] = {k: list(v) for k, v in (prefix or {}).items()}
        square = table.meta["square"]
        if header is not None:
            by_channel[square] = [f"**{header}**"]
        for event in events:
            for channel in self.route(table, event):
                by_channel.setdefault(channel, []).append(game.texts.event(event))
        if footer is not None:
            by_channel.setdefault(square, []).append(footer)
        for channel, lines in by_channel.items():
            await self._post(channel, lines)

    async def _post(self, channel_id: int, lines: list[str], **kwargs: Any) -> None:
        target = self.bot.get_partial_messageable(channel_id)
        for text in chunks(lines):
            try:
                await target.send(text, allowed_mentions=discord.AllowedMentions(users=True, roles=False,
                                                                                 everyone=False), **kwargs)
            except discord.HTTPException:
                log.exception("could not post to channel %s", channel_id)

    async def _bury(self, table: Table, before: set[int]) -> None:
        """Whoever left the game (dead, or out of it alive: the Romanian prison) loses the living
        role (the town square by day, the graveyard's ban) and gains the dead role (no writing in
        threads, the graveyard — for prisoners the «бар»); whoever came back (released from prison)
        gets the living role again."""
        for player in table.game.players:
            if player.seat in before and not player.in_game:
                await self._swap_role(table, player.seat, "alive", "dead")
            elif player.seat not in before and player.in_game:
                await self._swap_role(table, player.seat, "dead", "alive")

    async def _swap_role(self, table: Table, seat: int, old: str, new: str) -> None:
        """Take one game role and give another: one call (the member's whole role list) when the
        member's roles are known from the member cache (the ``members`` intent keeps it current),
        else two (remove, add)."""
        guild = self.bot.get_guild(table.guild_id)
        user_id = table.user_of(seat)
        member = guild.get_member(user_id) if guild is not None and self.bot.intents.members else None
        if member is not None:
            old_id, new_id = table.meta["roles"][old], table.meta["roles"][new]
            roles = [r.id for r in member.roles if not r.is_default() and r.id != old_id]
            if new_id not in roles:
                roles.append(new_id)
            try:
                await self.bot.http.edit_member(table.guild_id, user_id, roles=[str(r) for r in roles],
                                                reason=t("audit.game", id=table.id))
                return
            except discord.HTTPException:
                log.warning("could not edit the roles of seat %s of game %s in one call", seat, table.id)
        await self._remove_role(table, seat, old)
        await self._add_role(table, seat, new)

    async def _add_role(self, table: Table, seat: int, which: str) -> None:
        try:
            await self.bot.http.add_role(table.guild_id, table.user_of(seat), table.meta["roles"][which],
                                         reason=t("audit.game", id=table.id))
        except discord.HTTPException:
            log.exception("could not give role %s to seat %s of game %s", which, seat, table.id)

    async def _remove_role(self, table: Table, seat: int, which: str) -> None:
        try:
            await self.bot.http.remove_role(table.guild_id, table.user_of(seat), table.meta["roles"][which],
                                            reason=t("audit.game", id=table.id))
        except discord.HTTPException:
            log.exception("could not take role %s from seat %s of game %s", which, seat, table.id)

    async def _set_square(self, table: Table, *, open_: bool | None = None) -> None:
        """By day the living write in the town square; at night nobody does."""
        guild = self.bot.get_guild(table.guild_id)
        square = guild.get_channel(table.meta["square"]) if guild else None
        role = guild.get_role(table.meta["roles"]["alive"]) if guild else None
        if square is None or role is None:
            return
        day = table.game.phase.kind is PhaseKind.DAY if open_ is None else open_
        overwrite = discord.PermissionOverwrite(send_messages=day)
        if square.overwrites_for(role) == overwrite:
            return
        try:
            await square.set_permissions(role, overwrite=overwrite, reason=t("audit.game", id=table.id))
        except discord.HTTPException:
            log.exception("could not set the town square's permissions for game %s", table.id)

    async def _ask(self, table: Table) -> None:
        """Questions the engine asked this phase, in the player's thread: buttons for the options;
        a free-text one (no options) gets a menu of the living players and a form."""
        from bot.views import question_view

        game = table.game
        for question in game.questions:
            if question.phase == game.phase.index and question.answer is None:
                if question.id in table.meta.setdefault("asked", []):
                    continue
                names = [p.name for p in game.living() if p.seat != question.seat]
                view = question_view(table.id, question, names)
                text = t("question.buttons") if question.options else \
                    t("question.free") if names and len(names) <= 25 else t("question.free_form")
                await self._post(table.meta["threads"][question.seat], [text], view=view)
                table.meta["asked"].append(question.id)
        await self._save(table)

    async def _finish(self, table: Table) -> None:
        game = table.game
        lines = [t("game.roles_header")]
        for p in game.players:
            state = t("game.alive") if p.in_game else t("game.dead")
            lines.append(t("game.role_line", name=p.name, role=p.role, public=p.public or "—",
                           faction=p.faction, state=state))
        await self._post(table.meta["square"], lines)
        table.record.status = "over"
        table.record.deadline = None
        await self._save(table)
        self.bot.timers.cancel(table)
        if self.tables.get(table.guild_id) is table:
            del self.tables[table.guild_id]
        # The game's roles go, so the next game starts clean (the threads stay, read-only history).
        for player in game.players:
            await self._remove_role(table, player.seat, "alive" if player.alive and not player.removed else "dead")

    async def _save(self, table: Table) -> None:
        await self.store.update(table.record)

    # --- posts in the town square -------------------------------------------------------

    def post_topic(self, table: Table) -> str | None:
        """Which count a post in the town square adds to now, if the variant asks for it
        (``Variant.reports``): ``messages`` by day, ``late_posts`` at a night that follows a day."""
        game = table.game
        reports = game.variant.reports
        if game.phase.kind is PhaseKind.DAY:
            return "messages" if "messages" in reports else None
        if game.phase.index > 0 and "late_posts" in reports:
            return "late_posts"
        return None

    async def count_post(self, table: Table, message: discord.Message) -> None:
        """A player in the game posted in the town square: count it for this phase. The counts
        live in ``meta["posts"]`` (saved at once), so a restart loses nothing."""
        if message.author.bot or message.channel.id != table.meta.get("square"):
            return
        if table.session is None or table.game.over or table.record.status != "running":
            return
        seat = table.seat_of(message.author.id)
        if seat is None or not table.game.players[seat].in_game:
            return
        topic = self.post_topic(table)
        if topic is None:
            return
        counts = self.post_counts(table, topic)
        counts[seat] += 1
        await self._save(table)

    def post_counts(self, table: Table, topic: str) -> list[int]:
        """This phase's counts per seat for a topic (a fresh list when the phase changed)."""
        posts = table.meta.setdefault("posts", {})
        index = table.game.phase.index
        entry = posts.get(topic)
        if entry is None or entry.get("phase") != index or len(entry["counts"]) != len(table.game.players):
            entry = posts[topic] = {"phase": index, "counts": [0] * len(table.game.players)}
        return entry["counts"]

    async def _report_posts(self, table: Table) -> None:
        """Before the phase ends, tell the engine the counts its variant asks for: by day every
        player in the game with his number of posts (none is 0: the «сухарь» rule judges him), at
        night those who posted after the day closed."""
        topic = self.post_topic(table)
        if topic is None:
            return
        game = table.game
        counts = self.post_counts(table, topic)
        values = tuple((p.seat, counts[p.seat]) for p in game.players
                       if p.in_game and (topic == "messages" or counts[p.seat] > 0))
        if values:
            await self.execute(table, Report(topic, values), host=True)

    # --- the tally -------------------------------------------------------------------

    def tally_text(self, table: Table) -> str:
        """The live tally: each target's count as the variant weighs it (``Variant.tally``),
        with who voted for it; a target only penalties put there shows no voters."""
        game = table.game
        voters: dict[int | None, list[str]] = {}
        for voter, target in game.votes.items():
            voters.setdefault(target, []).append(game.players[voter].name)
        counts = game.variant.tally(game) if game.votes else {}
        targets = set(voters) | {target for target, n in counts.items() if n}
        lines = [t("tally.header", phase=self.phase_name(game.phase))]
        for target in sorted(targets, key=lambda x: (-counts.get(x, 0), -len(voters.get(x, ())), str(x))):
            name = t("tally.peace") if target is None else game.players[target].name
            names = ", ".join(voters.get(target, ())) or t("tally.no_voters")
            lines.append(t("tally.line", name=name, count=number(counts.get(target, 0)), voters=names))
        if not targets:
            lines.append(t("tally.empty"))
        waiting = [game.players[s].name for s in self.waiting(table)]
        if waiting:
            lines.append(t("tally.waiting", names=", ".join(waiting)))
        return "\n".join(lines)

    async def refresh_tally(self, table: Table) -> None:
        """After a day action: a vote-weighing one (Авторитет, the mayor's double vote) changes
        the count, so an existing tally is edited; none is posted before the first vote."""
        if table.meta.get("tally") is not None and table.game.phase.kind is PhaseKind.DAY:
            await self.update_tally(table)

    async def update_tally(self, table: Table) -> None:
        """The live tally: posted at the day's first vote, then edited in place."""
        text = self.tally_text(table)
        square = self.bot.get_partial_messageable(table.meta["square"])
        message_id = table.meta.get("tally")
        try:
            if message_id is not None:
                await square.get_partial_message(message_id).edit(content=text)
                return
        except discord.NotFound:
            pass
        except discord.HTTPException:
            log.exception("tally of game %s", table.id)
            return
        message = await square.send(text, allowed_mentions=discord.AllowedMentions.none())
        table.meta["tally"] = message.id
        await self._save(table)

    # --- reminders --------------------------------------------------------------------

    async def remind(self, table: Table, minutes: int) -> None:
        if minutes in table.meta.setdefault("reminded", []):
            return
        table.meta["reminded"].append(minutes)
        await self._save(table)
        for seat in self.waiting(table):
            await self._post(table.meta["threads"][seat],
                             [t("reminder", user=f"<@{table.user_of(seat)}>", minutes=minutes,
                                phase=self.phase_name(table.game.phase))])

    # --- host tools --------------------------------------------------------------------

    async def extend(self, table: Table, minutes: int) -> str:
        if table.record.paused:
            table.meta["left"] = float(table.meta.get("left", 0)) + minutes * 60
            await self._save(table)
            return t("host.extended_paused", minutes=minutes)
        base = table.record.deadline or discord.utils.utcnow()
        table.record.deadline = base + timedelta(minutes=minutes)
        table.meta["reminded"] = [m for m in table.meta.get("reminded", [])
                                  if (table.record.deadline - discord.utils.utcnow()).total_seconds() <= m * 60]
        await self._save(table)
        self.bot.timers.arm(table)
        await self._post(table.meta["square"],
                         [t("host.extended_public", deadline=timing.stamp(table.record.deadline))])
        return t("host.extended", deadline=timing.stamp(table.record.deadline))

    async def pause(self, table: Table) -> str:
        if table.record.paused:
            raise Refusal(t("host.already_paused"))
        left = (table.record.deadline - discord.utils.utcnow()).total_seconds() if table.record.deadline else 0
        table.meta["left"] = max(0.0, left)
        table.record.paused = True
        await self._save(table)
        self.bot.timers.cancel(table)
        await self._post(table.meta["square"], [t("host.paused_public")])
        return t("host.paused")

    async def resume(self, table: Table) -> str:
        if not table.record.paused:
            raise Refusal(t("host.not_paused"))
        table.record.paused = False
        table.record.deadline = discord.utils.utcnow() + timedelta(seconds=float(table.meta.pop("left", 0)))
        await self._save(table)
        self.bot.timers.arm(table)
        await self._post(table.meta["square"], [t("host.resumed_public", deadline=timing.stamp(table.record.deadline))])
        return t("host.resumed")

    def find_seat(self, table: Table, name: str) -> int:
        game = table.game
        player = game.find(name)
        if player is None and name.startswith("#") and name[1:].isdigit():
            seat = int(name[1:])
            player = game.players[seat] if 0 <= seat < len(game.players) else None
        if player is None:
            raise Refusal(t("game.no_such_player", name=name))
        return player.seat

    async def kill(self, table: Table, seat: int, reason: str) -> str:
        async with table.lock:
            before = {p.seat for p in table.game.players if p.in_game}
            outcome = await self.execute(table, Remove(seat, reason), host=True)
            assert outcome.report is not None
            await self._deliver(table, outcome.report.events, header=None)
            await self._bury(table, before)
            if table.game.over:
                await self._finish(table)
        return t("host.killed", name=table.game.players[seat].name)

    async def replace(self, table: Table, seat: int, member: discord.Member) -> str:
        if table.seat_of(member.id) is not None:
            raise Refusal(t("host.already_playing", user=member.mention))
        old_user = table.user_of(seat)
        name = member.display_name
        if table.game.find(name) is not None and table.game.find(name).seat != seat:
            name = f"{name} ({seat + 1})"
        async with table.lock:
            await self.execute(table, Replace(seat, name), host=True)
            table.meta["users"][seat] = member.id
            await self._save(table)
        threads = [table.meta["threads"][seat]] + [f["thread"] for f in table.meta["factions"] if seat in f["seats"]]
        for thread_id in threads:
            thread = self.bot.get_channel(thread_id) or await self.bot.fetch_channel(thread_id)
            assert isinstance(thread, discord.Thread)
            await thread.add_user(member)
            try:
                await thread.remove_user(discord.Object(old_user))
            except discord.HTTPException:
                log.warning("could not remove %s from thread %s", old_user, thread_id)
        which = "alive" if table.game.players[seat].in_game else "dead"
        for role in ("alive", "dead"):
            try:
                await self.bot.http.remove_role(table.guild_id, old_user, table.meta["roles"][role])
            except discord.HTTPException:
                pass
        await self._add_role(table, seat, which)
        await self._post(table.meta["square"], [t("host.replaced_public", old=f"<@{old_user}>", new=member.mention,
                                                  name=name)])
        return t("host.replaced", name=name)

    async def end_game(self, table: Table) -> str:
        if table.lobby:
            table.record.status = "over"
            await self._save(table)
            await self.refresh_signup_started(table)
            del self.tables[table.guild_id]
            await self._post(table.meta["square"], [t("lobby.cancelled")])
            return t("lobby.cancelled")
        async with table.lock:
            await self._post(table.meta["square"], [t("game.ended_by_host")])
            await self._finish(table)
        return t("game.ended")

    def full_log(self, table: Table) -> str:
        game = table.game
        lines = []
        phase = None
        for event in game.log:
            if event.phase != phase:
                phase = event.phase
                lines.append(f"--- {phase} ---")
            to = t("log.public") if event.to is None else ", ".join(game.players[s].name for s in event.to)
            lines.append(f"[{to}] {game.texts.event(event)}")
        for action in game.pending.values():
            targets = ", ".join(game.players[s].name for s in action.targets)
            lines.append(t("log.pending", actor=game.players[action.actor].name, ability=action.ability,
                           targets=targets or "—"))
        return "\n".join(lines)
