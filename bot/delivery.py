"""Delivery: what is posted where. Every engine event to the channel or thread it is meant for, the
holdings in the players' threads, faction threads (and threads kept open over weeks), the graveyard,
questions, the host's notes, the live tally and reminders; a lost channel is set up again. A part of the
phase driver (:class:`bot.phases.PhaseDriver` holds one), built by the client with what it needs."""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import logging
from typing import TYPE_CHECKING, Any, AsyncIterator, Callable, Protocol

import discord

from bot import outgoing, render, turns
from bot.permissions import game_role, set_up
from bot.table_state import Channels
from bot.tables import Refusal, Table, find_layout, names_for
from bot.texts import t
from core.commands import Answer
from core.events import Event, Fellowship, fellowship_id

if TYPE_CHECKING:
    from bot.config import Config
    from core.store.base import GameStore

log = logging.getLogger(__name__)

THREAD_ARCHIVED = 50083  # Discord: the thread is archived
TOO_MANY_THREADS = 160006  # Discord: the server has its 1,000 active threads


@dataclasses.dataclass
class Outbox:
    """What one step of a game (a phase's end, an instant move) says, gathered by channel: each channel
    then gets one message (more only past Discord's 2000 characters) — results, the news of a death,
    the holdings, a question — in the order said."""
    table: Any
    lines: dict[int, list[str]] = dataclasses.field(default_factory=dict)
    pings: dict[int, list[int]] = dataclasses.field(default_factory=dict)
    views: dict[int, Any] = dataclasses.field(default_factory=dict)
    # The host's status of the new phase (:meth:`Delivery.host_status`): its thread and text, said last
    # in that thread's message, whose id it keeps (it is edited as moves arrive).
    status: tuple[int, str] | None = None

    def add(self, channel_id: int, lines: list[str], ping: int | None, view: Any) -> bool:
        if view is not None and channel_id in self.views:
            return False  # (one message carries one set of components)
        said = self.lines.setdefault(channel_id, [])
        said.extend(([""] if said else []) + lines)
        if ping is not None:
            self.pings.setdefault(channel_id, []).append(ping)
        if view is not None:
            self.views[channel_id] = view
        return True


def merged_status(head: str, status: str) -> str:
    """A message that ends with the host's status: what the step said to his thread, then the status."""
    return f"{head}\n\n{status}"


# The outbox of the step under way in this task (:meth:`Delivery.gathered`).
_outbox: contextvars.ContextVar[Outbox | None] = contextvars.ContextVar("outbox", default=None)


def fellow_groups_of(game) -> list[Fellowship]:
    """The fellowships that get a thread of their own: those the book lets talk
    (``Fellowship.talks``; cards: «вся коммуникация … с помощью эффектов карт» — what the Mafia is
    told goes to each own thread), of two players or more, as ``Variant.fellowships`` defines them
    (the only definition of a group)."""
    return [f for f in game.variant.fellowships(game) if f.talks and len(f.seats) > 1]


def entry_id(entry: dict[str, Any]) -> str:
    """The fellowship id of a faction thread's entry (``meta.threads.factions``; an entry stored before
    ids were kept is named by its faction and team, which is how ids are made)."""
    return entry.get("id") or fellowship_id(entry["name"], entry["team"])


class RoleChanges(Protocol):
    """What the delivery needs of the game roles (:class:`bot.permissions.GameRoles`): a player who
    left the game (or came back) changes roles; the refused changes are tried again first."""

    async def retry(self, table: Table) -> None: ...

    async def swap(self, table: Table, seat: int, old: str, new: str) -> None: ...


class HostTeller(Protocol):
    """The host's line (:class:`bot.host_line.HostLine`): a direct message to the table's host."""

    async def tell(self, table: Table, text: str) -> None: ...


class Delivery:
    """What is posted where (the phase driver's part that talks to channels and threads)."""

    def __init__(self, client: discord.Client, store: "GameStore", config: "Config", roles: RoleChanges,
                 host: HostTeller, question_view: Callable[..., discord.ui.View | None],
                 spectate_view: Callable[[int], discord.ui.View]) -> None:
        """Built by the client with Discord, the store, the settings (the names of a lost channel
        made again), the game roles, the host's line and the view factories it posts (a question's
        buttons, the graveyard's «Смотреть игру»: ``bot.views``)."""
        self.bot = client
        self.store = store
        self.config = config
        self.roles = roles
        self.host = host
        self.question_view = question_view
        self.spectate_view = spectate_view

    async def save(self, table: Table) -> None:
        await self.store.update(table.stored())

    # --- holdings -----------------------------------------------------------------

    async def show_holdings(self, table: Table, *, post: bool = True) -> None:
        """Each player's holdings (``Variant.holdings``) in his thread whenever they changed
        (``post=False``: only remember them — the role card at the start shows them). One message
        per player and phase: the first change of a phase posts it, later ones in the same phase
        edit it in place (``meta.holdings.posts``: seat -> [phase index, message id], so a
        restart edits the same one); a text past Discord's limit, or a message gone, is posted anew.
        The spectators' and the host's threads get every change too, with whose holdings they are."""
        game = table.game
        shown = table.meta.holdings.shown
        changed = False
        mirrored: list[str] = []
        header = t(f"holdings.header_{game.variant.holdings_kind}")
        for player in game.players:
            if not self.reaches(table, player.seat, answers=False):
                continue  # out of the game (told so): no state posts; shown anew if he comes back
            lines = render.holdings(game, player)
            key = str(player.seat)
            if lines == shown.get(key, []):
                continue
            shown[key] = lines
            changed = True
            if post and lines and table.meta.threads.seats:
                await self._holdings_post(table, player.seat, [header, *lines])
                mirrored += [t("spectate.mirror", to=render.name(player.name), text=line) for line in lines]
        for mirror in self.mirrors(table) if mirrored else []:
            await self.post(table, mirror, [header, *mirrored])
        if changed:
            await self.save(table)

    async def _holdings_post(self, table: Table, seat: int, lines: list[str]) -> None:
        thread = table.meta.threads.seats[seat]
        posts = table.meta.holdings.posts
        parts = render.chunks(lines)
        entry = posts.get(str(seat))
        phase = table.game.phase.index
        box = _outbox.get()
        if box is not None and box.table is table and thread in box.lines:
            # Said with the rest of the step (the results): that message is not the holdings' own,
            # so a later change in this phase posts them anew.
            posts.pop(str(seat), None)
            await self.post(table, thread, lines)
            return
        if entry is not None and entry[0] == phase and len(parts) == 1:
            message = self.bot.get_partial_messageable(thread).get_partial_message(entry[1])
            try:
                await self.in_thread(thread, lambda: message.edit(content=parts[0],
                                                                  allowed_mentions=discord.AllowedMentions.none()))
                return
            except discord.HTTPException:
                log.warning("could not edit the holdings of seat %s in game %s; posting anew", seat, table.id)
        sent: list[int] = []
        await self.post(table, thread, lines, sent=sent)
        if len(sent) == 1:
            posts[str(seat)] = [phase, sent[0]]
        else:
            posts.pop(str(seat), None)

    # --- the gate: who is in the game -----------------------------------------------------

    def reaches(self, table: Table, seat: int, *, answers: bool = True) -> bool:
        """The one gate every private post passes (events, state posts, reminders, the spectators'
        mirror of them): whether the game still tells this seat anything. A player in the game, yes;
        one who left, until he is told so (:meth:`tell_the_gone`: the results of the phase he left in
        reach him), then only while the rules still expect something of him this phase (a move, a
        vote, an answer: a Мститель's last shot) — book IV l.467: the dead «не может получать
        игровых сообщений от мастера». ``answers=False``: what he is asked does not count (a state
        post is not owed to a dead player asked to pass on a public role). (Dead or jailed is the
        engine's ``Player.in_game``; why he left does not matter here.)"""
        game = table.game
        player = game.players[seat]
        if player.in_game or seat not in self.gone(table):
            return True
        if game.over:
            return False
        return bool(self.still_moves(table, player)) or answers and any(
            q.seat == seat and q.answer is None and q.phase == game.phase.index for q in game.questions)

    @staticmethod
    def gone(table: Table) -> set[int]:
        """The seats told they left the game (``meta.seats.gone``; a game stored before it was kept:
        whoever the graveyard's greeting names)."""
        if table.meta.seats.gone is not None:
            return set(table.meta.seats.gone)
        entry = table.meta.graveyard_post
        return {s for _, seats in (entry[1] if entry else []) for s in seats}

    # --- delivery -----------------------------------------------------------------------

    def route(self, table: Table, event: Event) -> list[int]:
        """The channels an event goes to, by its audience: everyone — the town square; a fellowship
        — its thread for the members it was told to (by the fellowship's id: the newest thread of
        that id and composition), or each member's own thread where it has none (a book where
        fellows do not talk, a fellowship of one); seats — each seat's own thread; the host — his
        thread (:meth:`host_thread_of`: none for a seated host — ``Game.tell_host`` has no caller in
        the books yet). A seat the gate (:meth:`reaches`) stops gets nothing."""
        audience = event.audience
        if audience.kind == "everyone":
            return [table.meta.channels.square]
        if audience.kind == "host":
            return [self.host_thread_of(table)] if self.host_thread_of(table) is not None else []
        if audience.kind == "fellowship":
            seats = set(audience.seats)
            for entry in reversed(table.meta.threads.factions):
                if entry_id(entry) == audience.fellowship and set(entry["seats"]) == seats:
                    return [entry["thread"]]
        return [table.meta.threads.seats[seat] for seat in sorted(set(audience.seats)) if self.reaches(table, seat)]

    def fellow_groups(self, table: Table) -> list[Fellowship]:
        return fellow_groups_of(table.game)

    async def open_faction_thread(self, table: Table, fellowship: Fellowship,
                                  created: list[int] | None = None) -> dict[str, Any]:
        where = table.meta.channels.channel
        channel = self.bot.get_channel(where) or await self.bot.fetch_channel(where)
        if not isinstance(channel, discord.TextChannel):
            raise Refusal(t("lobby.no_setup"))
        seats = list(fellowship.seats)
        title = render.group_title(table.game, fellowship.name, fellowship.team, seats)
        thread = await channel.create_thread(name=title[:100], type=discord.ChannelType.private_thread,
                                             invitable=False, auto_archive_duration=10080)
        if created is not None:
            created.append(thread.id)
        for seat in seats:
            await thread.add_user(discord.Object(table.user_of(seat)))
        if self.host_reads(table):  # forum masters watch the factions' talk for rule breaches
            await thread.add_user(discord.Object(table.meta.host))
        # ``seq``: the number of commands when it opened — an undo back past it takes it back.
        entry = {"id": fellowship.id, "name": fellowship.name, "team": fellowship.team, "seats": sorted(seats),
                 "thread": thread.id, "seq": len(table.game.commands)}
        table.meta.threads.factions.append(entry)
        return entry

    async def _follow_factions(self, table: Table, events: list[Event]) -> None:
        """A fellowship changed (a recruit joined a clan, a member died or went to prison): the
        first event told to it in its new composition opens a thread for it; the old thread stays
        with its members as history."""
        known = {(entry_id(f), frozenset(f["seats"])) for f in table.meta.threads.factions}
        talking = {f.id: f for f in self.fellow_groups(table)}
        for event in events:
            audience = event.audience
            fellowship = talking.get(audience.fellowship or "")
            group = frozenset(audience.seats)
            if fellowship is None or len(group) < 2 or (fellowship.id, group) in known:
                continue
            # (the members it was told to: a member who left in this very phase still reads what
            # the group was told of the moves it made with him)
            fellowship = dataclasses.replace(fellowship, seats=tuple(sorted(group)))
            try:
                entry = await self.open_faction_thread(table, fellowship)
            except discord.HTTPException:
                log.exception("could not open a faction thread for game %s", table.id)
                await self.host.tell(table, t("failed.faction", names=", ".join(
                    render.name(table.game.players[s].name) for s in fellowship.seats)))
                continue
            known.add((fellowship.id, group))
            names = ", ".join(render.name(table.game.players[s].name) for s in entry["seats"])
            await self.post(table, entry["thread"], [t("thread.members", names=names)])
            await self.save(table)

    async def deliver(self, table: Table, events: list[Event], *, header: str | None,
                      footer: str | None = None, prefix: dict[int, list[str]] | None = None,
                      views: dict[int, discord.ui.View] | None = None, private_header: str | None = None,
                      notes: list[Any] | None = None) -> None:
        """One message per recipient (more only past Discord's length limit); ``views`` puts
        components under a channel's message (the role card's «Правила роли»); ``private_header``
        heads what a thread receives (a phase's results: «Итоги: Ночь 2»); ``notes``: the host's
        (``core.commands.Note``) under a line of the square's results or a player's own."""
        game = table.game
        await self._follow_factions(table, events)
        by_channel: dict[int, list[str]] = {k: list(v) for k, v in (prefix or {}).items()}
        square = table.meta.channels.square
        if header is not None:
            by_channel[square] = [f"**{header}**"]
        routed: dict[int, list[Event]] = {}
        for event in events:
            for channel in self.route(table, event):
                routed.setdefault(channel, []).append(event)
        for channel, told in routed.items():  # many players doing one thing: one line
            if private_header is not None and channel != square and channel not in by_channel:
                by_channel[channel] = [f"**{private_header}**"]  # each private result under its phase
            grouped = game.texts.grouped(told, lambda e: render.event_text(game, e))
            by_channel.setdefault(channel, []).extend(render.with_notes(grouped, notes or []) if channel == square
                                                      else grouped)
        for note in notes or []:  # a note to a player's private results, in his own thread
            if note.seat is not None:
                thread = table.meta.threads.seats[note.seat]
                if private_header is not None and thread not in by_channel:
                    by_channel[thread] = [f"**{private_header}**"]
                by_channel.setdefault(thread, []).append(t("phase.host_note", text=render.name(note.text)))
        if footer is not None:
            by_channel.setdefault(square, []).append(footer)
        mirrors = self.mirrors(table)
        if mirrors:
            # Spectators and the host read every private result, with whom it was for.
            mirrored = [t("spectate.mirror", to=", ".join(render.name(game.players[s].name) for s in told),
                          text=render.event_text(game, event)) for event in events
                        if event.audience.kind in ("seats", "fellowship")
                        and (told := [s for s in event.audience.seats if self.reaches(table, s)])]
            heading = header or private_header
            for mirror in mirrors if mirrored else []:
                if mirror not in by_channel and heading:
                    by_channel[mirror] = [f"**{heading}**"]
                by_channel.setdefault(mirror, []).extend(mirrored)
        for channel, lines in by_channel.items():
            extra = {"view": views[channel]} if views and channel in views else {}
            await self.post(table, channel, lines, **extra)

    # --- threads over weeks: archived by Discord, closed at the end -------------------------

    async def in_thread(self, thread_id: int, call: Callable[[], Any]) -> Any:
        """Run ``call`` (a change in a thread); a thread Discord archived after days of silence
        answers 50083: it is unarchived and the call made again."""
        try:
            return await call()
        except discord.HTTPException as error:
            if error.code != THREAD_ARCHIVED:
                raise
        await self.bot.http.edit_channel(thread_id, archived=False, reason=t("audit.unarchive"))
        return await call()

    async def thread_member(self, table: Table, thread_id: int, user_id: int, *, add: bool) -> bool:
        """Add a member to a thread of the game (no mention) or take him out; an archived thread
        is unarchived first; a refusal is told to the host."""
        http = self.bot.http

        async def call() -> Any:
            if add:
                return await http.add_user_to_thread(thread_id, user_id)
            return await http.remove_user_from_thread(thread_id, user_id)

        try:
            await self.in_thread(thread_id, call)
            return True
        except discord.NotFound:
            log.warning("thread %s or member %s of game %s is gone", thread_id, user_id, table.id)
            return False
        except discord.HTTPException:
            log.exception("could not change member %s of thread %s in game %s", user_id, thread_id, table.id)
            await self.host.tell(table, t("failed.thread", op="add" if add else "remove", user=f"<@{user_id}>",
                                          thread=f"<#{thread_id}>"))
            return False

    async def hand_threads(self, table: Table, seat: int, old_user: int, new_user: int) -> None:
        """A seat changes hands (a replacement, or its undo): every thread the seat reads
        (:meth:`Table.threads_of`) gets the new user and loses the old one; a void thread (an
        undone composition's), unarchived to change its members, is closed again."""
        void = set(table.meta.threads.void)
        for thread_id in table.threads_of(seat):
            await self.thread_member(table, thread_id, new_user, add=True)
            await self.thread_member(table, thread_id, old_user, add=False)
            if thread_id in void:
                await self.close_thread(table, thread_id)

    async def rename_thread(self, table: Table, seat: int) -> None:
        """A seat's personal thread carries its player's name as it is now (a replacement, its undo)."""
        thread_id = table.meta.threads.seats[seat]
        name = t("thread.personal", name=table.game.players[seat].name)[:100]
        try:
            await self.in_thread(thread_id, lambda: self.bot.http.edit_channel(
                thread_id, name=name, reason=t("audit.game", id=table.id)))
        except discord.HTTPException:
            log.warning("could not rename thread %s of game %s", thread_id, table.id)

    def game_threads(self, table: Table) -> list[int]:
        """Every thread of the game: each seat's, the factions', the spectators', the host's."""
        meta = table.meta
        ids = [*meta.threads.seats, *(f["thread"] for f in meta.threads.factions),
               meta.threads.watch, meta.threads.host, *meta.threads.void]
        lost = set(meta.threads.lost)
        return [i for i in dict.fromkeys(ids) if i is not None and i not in lost]

    async def close_thread(self, table: Table, thread_id: int) -> bool:
        """Lock and archive a thread: its members still read it, nobody writes, and it no
        longer counts against the server's 1,000 active threads."""
        try:
            await self.bot.http.edit_channel(thread_id, archived=True, locked=True,
                                             reason=t("audit.game", id=table.id))
            return True
        except discord.NotFound:
            return False
        except discord.HTTPException:
            log.warning("could not close thread %s of game %s", thread_id, table.id)
            return False

    async def close_threads(self, table: Table) -> None:
        """The game is over: each of its threads is locked and archived (the story stays readable)."""
        for thread_id in self.game_threads(table):
            await self.close_thread(table, thread_id)

    @contextlib.asynccontextmanager
    async def gathered(self, table: Table) -> AsyncIterator[None]:
        """Within it, what is posted for this table is gathered by channel and posted on leaving it,
        one message a channel (:class:`Outbox`): a phase's end says one thing to each thread. A post
        whose ids are wanted (``sent``) goes at once."""
        if (box := _outbox.get()) is not None and box.table is table:
            yield  # (nested: the outer step posts)
            return
        box = Outbox(table)
        token = _outbox.set(box)
        try:
            yield
        finally:
            _outbox.reset(token)
        with outgoing.first():  # when the bot must queue, what a step says goes first
            status = box.status
            for channel_id, lines in box.lines.items():
                extra = {"view": box.views[channel_id]} if channel_id in box.views else {}
                if status is not None and status[0] == channel_id:
                    # Last in the (last) message said there, if it fits in it beside the rest.
                    parts = render.chunks(lines)
                    if parts and len(merged_status(parts[-1], status[1])) <= render.MESSAGE_LIMIT:
                        sent: list[int] = []
                        await self.post(table, channel_id, [*parts[:-1], merged_status(parts[-1], status[1])],
                                        ping=box.pings.get(channel_id), sent=sent, **extra)
                        self._status_sent(table, sent, status[1], parts[-1])
                        status = None
                        continue
                await self.post(table, channel_id, lines, ping=box.pings.get(channel_id), **extra)
            if status is not None:  # nothing else said there, or too long to go with it: its own message
                sent = []
                await self.post(table, status[0], [status[1]], sent=sent)
                self._status_sent(table, sent, status[1], None)
            if box.status is not None:
                await self.save(table)

    async def post(self, table: Table | None, channel_id: int, lines: list[str], *,
                   ping: int | list[int] | None = None, sent: list[int] | None = None, **kwargs: Any) -> bool:
        """Post lines (split at Discord's limit). Nobody is mentioned except ``ping`` (a reminder's
        own reader); ``sent`` collects the ids of the messages posted. Within :meth:`gathered` the
        lines wait to go with the rest said to that channel. A channel that is gone is
        recreated when it is one of the layout's, else
        reported to the host (:meth:`lost`)."""
        box = _outbox.get()
        if box is not None and table is box.table and sent is None and set(kwargs) <= {"view"} \
                and not isinstance(ping, list) and box.add(channel_id, lines, ping, kwargs.get("view")):
            return True
        pings = [ping] if isinstance(ping, int) else ping or []
        mentions = discord.AllowedMentions(users=[discord.Object(p) for p in pings]) if pings \
            else discord.AllowedMentions.none()
        parts = render.chunks(lines)
        index = 0
        retried = False
        while index < len(parts):
            try:
                target = self.bot.get_partial_messageable(channel_id)
                part = parts[index]
                # (Discord unarchives a thread a message is posted to, unless it is locked: 50083)
                message = await self.in_thread(channel_id, lambda: target.send(
                    part, allowed_mentions=mentions, **kwargs))
                if sent is not None:
                    sent.append(message.id)
                index += 1
            except discord.NotFound:
                replacement = await self.lost(table, channel_id) if table is not None and not retried else None
                if replacement is None:
                    return False
                channel_id, retried = replacement, True
            except discord.HTTPException:
                log.exception("could not post to channel %s", channel_id)
                return False
        return True

    LAYOUT_KEYS = {"square": "town_square", "graveyard": "graveyard", "channel": "game_channel"}

    async def lost(self, table: Table, channel_id: int) -> int | None:
        """A channel or thread of the game was deleted. The town square, the graveyard and the
        threads' channel are made again (as ``/mafia setup`` does) and the game goes on there; a
        private thread cannot be (its history is gone): the host is told which, in a direct message.
        Returns the replacement channel's id, if any."""
        key = next((k for k in self.LAYOUT_KEYS if getattr(table.meta.channels, k) == channel_id), None)
        guild = self.bot.get_guild(table.guild_id)
        replacement = None
        if key is not None and guild is not None:
            try:
                names = names_for(self.config.names, table.name)
                await set_up(guild, names)
                layout = find_layout(guild, names)
            except discord.HTTPException:
                log.exception("could not recreate the layout of game %s", table.id)
                layout = None
            if layout is not None:
                table.meta.channels = Channels(square=layout.square.id, graveyard=layout.graveyard.id,
                                               channel=layout.channel.id, category=layout.category.id)
                await self.save(table)
                replacement = getattr(table.meta.channels, key)
        lost = table.meta.threads.lost
        if channel_id not in lost:
            lost.append(channel_id)
            log.warning("channel %s of game %s is gone", channel_id, table.id)
            seats = [s for s, thread in enumerate(table.meta.threads.seats) if thread == channel_id]
            what = t("lost.recreated", channel=getattr(self.config.names, self.LAYOUT_KEYS[key])) \
                if replacement is not None and key is not None else \
                t("lost.thread", name=render.player_name(table.game, table.game.players[seats[0]])) if seats else \
                t("lost.channel", channel=channel_id)
            await self.host.tell(table, what)
        return replacement

    # --- the host's thread: the master's mirror ---------------------------------------------

    @staticmethod
    def host_reads(table: Table) -> bool:
        """Whether the host reads what a master reads — his thread (the deal, the moves, every private
        result) and the faction threads: only a host who is not seated. A host plays or hosts (the
        opener may not sign up: ``GameManager.refuse_host``); a host seated anyway (a game stored
        before that rule) learns nothing a player may not."""
        host = table.meta.host
        return host is not None and table.seat_of(host) is None

    def host_thread_of(self, table: Table) -> int | None:
        """The host's thread (``meta.threads.host``), if he may read it and it is not lost."""
        thread = table.meta.threads.host
        if thread is None or not self.host_reads(table) or thread in table.meta.threads.lost:
            return None
        return thread

    def mirrors(self, table: Table) -> list[int]:
        """The threads that mirror every private result, holdings change and question: the
        spectators' and the host's."""
        watch = table.meta.threads.watch
        return [i for i in (watch if watch not in table.meta.threads.lost else None, self.host_thread_of(table))
                if i is not None]

    async def open_mirror(self, table: Table, parent: int, name: str, intro: str) -> int:
        """A mirror thread (the spectators', the host's): private, under ``parent``, opened with
        ``intro``, every role, the log so far and every player's holdings; members are the caller's."""
        channel = self.bot.get_channel(parent) or await self.bot.fetch_channel(parent)
        if not isinstance(channel, discord.TextChannel):
            raise Refusal(t("lobby.no_setup"))
        thread = await channel.create_thread(name=name[:100], type=discord.ChannelType.private_thread,
                                             invitable=False, auto_archive_duration=10080)
        game = table.game
        log_text = render.full_log(game)
        held = [t("spectate.mirror", to=render.name(p.name), text=line)
                for p in game.players for line in render.holdings(game, p)]
        await self.post(table, thread.id, [intro, *render.final_roles(game),
                                           *(log_text.split("\n") if log_text else []), *held])
        return thread.id

    async def host_thread(self, table: Table) -> int | None:
        """The host's private thread in the game channel, opened at the start (a game started
        before it: at the first need, a review) with the deal; None for a seated host or when
        Discord refuses it (the review then goes by direct message)."""
        if not self.host_reads(table):
            return None
        thread_id = self.host_thread_of(table)
        if thread_id is not None:
            return thread_id
        try:
            thread_id = await self.open_mirror(table, table.meta.channels.channel,
                                               t("hostthread.name", game=table.number), t("hostthread.intro"))
        except (discord.HTTPException, Refusal):
            log.exception("could not open the host's thread of game %s", table.id)
            return None
        table.meta.threads.host = thread_id
        table.meta.host_status = None
        await self.save(table)
        await self.thread_member(table, thread_id, table.meta.host, add=True)
        return thread_id

    def move_prefix(self, table: Table, command: Any) -> dict[int, list[str]] | None:
        """A player's move, vote or answer as it arrives, for the host's thread: the head of the
        message that mirrors what it told at once (an instant move's report), so one message."""
        thread = self.host_thread_of(table)
        return {thread: [render.move_line(table, command)]} if thread is not None else None

    async def host_move(self, table: Table, command: Any) -> None:
        """A player's move, vote or answer as it arrives, in the host's thread."""
        for thread, lines in (self.move_prefix(table, command) or {}).items():
            await self.post(table, thread, lines)

    async def host_status(self, table: Table) -> None:
        """Who has not moved or voted yet, in the host's thread: one message per phase
        (``meta.host_status``: [phase index, message id, text], and a fourth, the text before it, when
        the status ends a longer message), posted when the phase opens and edited as moves arrive (the
        same text: no call); a message gone, or one of an earlier phase, is posted anew. Within a
        step (:meth:`gathered`: a phase's end) a new phase's status goes last in that step's message to
        the thread, not in a message of its own — as long as the two fit in one message."""
        thread = self.host_thread_of(table)
        if thread is None or not table.live:
            return
        game = table.game
        phase = render.phase_name(game, game.phase)
        waiting = [t(f"log.owes.{turns.missing_of(table, s)}", name=render.name(game.players[s].name))
                   for s in turns.awaited(table)]
        text = render.fit(t("hostthread.waiting", phase=phase, names=", ".join(waiting)) if waiting
                          else t("hostthread.all_done", phase=phase))
        entry = table.meta.host_status
        if entry is not None and entry[0] == game.phase.index:
            if entry[2] == text:
                return  # (nothing changed: no call)
            head = entry[3] if len(entry) > 3 else None  # (the old form: the status alone)
            content = text if head is None else merged_status(head, text)
            message = self.bot.get_partial_messageable(thread).get_partial_message(entry[1])
            none = discord.AllowedMentions.none()
            try:
                if len(content) <= render.MESSAGE_LIMIT:
                    await self.in_thread(thread, lambda: message.edit(content=content, allowed_mentions=none))
                    table.meta.host_status = [entry[0], entry[1], text, *([head] if head is not None else [])]
                    await self.save(table)
                    return
                # No longer fits beside what it ended: that message keeps the rest, the status goes alone.
                await self.in_thread(thread, lambda: message.edit(content=head, allowed_mentions=none))
            except discord.HTTPException:
                log.warning("could not edit the host's status of game %s; posting anew", table.id)
        elif (box := _outbox.get()) is not None and box.table is table:
            box.status = (thread, text)  # said last in the step's message to the thread (:meth:`gathered`)
            return
        sent: list[int] = []
        await self.post(table, thread, [text], sent=sent)
        if sent:
            self._status_sent(table, sent, text, None)
            await self.save(table)

    @staticmethod
    def _status_sent(table: Table, sent: list[int], text: str, head: str | None) -> None:
        """The host's status of the phase was posted: alone (``head`` None) or last in a message."""
        if sent:
            table.meta.host_status = [table.game.phase.index, sent[-1], text, *([head] if head is not None else [])]

    async def update_graveyard(self, table: Table, before: set[int], *, events: list[Event] | None = None,
                               phase: Any = None, removed: bool = False, reason: str = "") -> None:
        """Whoever left the game (dead, or out of it alive: the Romanian prison) loses the living
        role (the town square by day, the graveyard's ban) and gains the dead role (no writing in
        threads, the graveyard — for prisoners the «бар»), unless the variant lets him talk on
        (:func:`bot.permissions.game_role`: he keeps the living role, is offered no spectating);
        whoever came back (released from prison) gets the living role again. Each who left is told
        in his own thread (:meth:`tell_the_gone`: when, what was announced, what he may still do),
        and the graveyard's one greeting names him (:meth:`greet_the_dead`). ``events``: what the
        phase (or move) announced; ``phase``: the phase they left in (default: the current one);
        ``removed``: the host removed them (``/ведущий удалить``), ``reason`` his reason, told to the
        removed player alone."""
        await self.roles.retry(table)
        gone = []
        left = []
        back = []
        for player in table.game.players:
            if player.seat in before and not player.in_game:
                left.append(player)
                if game_role(table.game, player) == "alive":
                    continue
                await self.roles.swap(table, player.seat, "alive", "dead")
                gone.append(player)  # dead or jailed: the graveyard (the Romanian «бар», l.56) names all who left
            elif player.seat not in before and player.in_game:
                back.append(player)
                await self.roles.swap(table, player.seat, "dead", "alive")
        threads = table.meta.threads.seats
        gone_now = self.gone(table)
        for player in left:
            await self.tell_the_gone(table, player, events or [], phase, reason=reason if removed else "")
            gone_now.add(player.seat)
        gone_now -= {p.seat for p in back}
        table.meta.seats.gone = sorted(gone_now)
        for player in back:  # released, raised, or an undo took the death back
            if player.seat < len(threads):
                await self.post(table, threads[player.seat], [t("death.back", phase=render.phase_name(
                    table.game, table.game.phase))])
        if gone or back:  # (at the end too: the list names everyone who left)
            await self.greet_the_dead(table, gone, phase)

    async def tell_the_gone(self, table: Table, player: Any, events: list[Event], phase: Any, *,
                            reason: str = "") -> None:
        """The player who left is told in his thread: why and when (``player.out``: «Вы погибли»,
        «Вас посадили в тюрьму», «Ведущий удалил вас из игры» with the host's reason, told to him
        alone), what the town was told of it, and what he may still do (act or vote in this phase — a
        Мститель —, talk on, watch the whole game, the graveyard, a return the rules allow)."""
        game = table.game
        threads = table.meta.threads.seats
        if player.seat >= len(threads):
            return
        when = render.phase_name(game, phase if phase is not None else game.phase)
        why = player.out.value if player.out is not None else "dead" if not player.alive else "out"
        lines = [t(f"death.{why}", phase=when)]
        if why == "removed" and reason.strip():
            lines.append(t("death.reason", reason=render.name(reason.strip())))
        about = [render.event_text(game, e) for e in events
                 if e.to is None and player.name in {str(v) for v in e.params.values()}]
        if about:
            lines.append(t("death.told", text=" ".join(about)))
        still = self.still_moves(table, player)
        if still:
            lines.append(t("death.still", what=still, phase=render.phase_name(game, game.phase)))
        if game.variant.may_talk_dead(game, player):
            lines.append(t("death.talks_on"))
        else:
            lines.append(t("death.silent"))
        # The host's removal is for good, in a book that raises the dead too.
        returns = game.variant.raises_dead and why != "removed"
        if game_role(game, player) == "dead":  # (a prisoner too: the graveyard is his «бар»)
            lines.append(t("death.graveyard"))
            if not player.alive and not returns and not game.over:
                lines.append(t("death.watch_later" if still else "death.watch"))
        if returns and not game.over:
            lines.append(t("death.may_return"))
        await self.post(table, threads[player.seat], lines)

    @staticmethod
    def still_moves(table: Table, player: Any) -> str:
        """What a player out of the game may still do in this phase («сделать ход», «проголосовать»),
        or "" (he may not watch the whole game until then: ``Spectators.may_watch``)."""
        game = table.game
        if game.over:
            return ""
        still = []
        if game.expected(player):
            still.append(t("death.may_act"))
        if render.spec_of(game, game.phase.kind).vote and game.variant.may_vote(game, player) is None:
            still.append(t("death.may_vote"))
        return ", ".join(still)

    async def greet_the_dead(self, table: Table, gone: list[Any], phase: Any) -> None:
        """The graveyard's one greeting of the game: posted at the first death (with the «Смотреть
        игру» button where the dead may watch), then edited to name each newcomer under the phase
        he came in (``meta.graveyard_post``: [message id, [[phase name, [seats]], …]]; whoever
        is in the game again — raised, released, an undone death — is left out); a greeting that
        cannot be edited (deleted) is posted anew."""
        game = table.game
        when = render.phase_name(game, phase if phase is not None else game.phase)
        entry = table.meta.graveyard_post
        arrivals = [list(a) for a in entry[1]] if entry else []
        if gone:
            arrivals.append([when, [p.seat for p in gone]])
        lines = []
        for name, seats in arrivals:
            out = [render.name(game.players[s].name) for s in seats if not game.players[s].in_game]
            if out:
                lines.append(t("graveyard.arrivals", phase=name, names=", ".join(out)))
        if entry is None and not lines:
            return
        watch = not game.variant.raises_dead
        text = render.fit("\n".join([t("graveyard.greeting_watch" if watch else "graveyard.greeting"), *lines]))
        graveyard = table.meta.channels.graveyard
        if entry is not None:
            message = self.bot.get_partial_messageable(graveyard).get_partial_message(entry[0])
            try:
                await message.edit(content=text, allowed_mentions=discord.AllowedMentions.none())
                table.meta.graveyard_post = [entry[0], arrivals]
                await self.save(table)
                return
            except discord.HTTPException:
                log.warning("could not edit the graveyard greeting of game %s; posting anew", table.id)
        extra = {"view": self.spectate_view(table.id)} if watch else {}
        sent: list[int] = []
        await self.post(table, graveyard, [text], sent=sent, **extra)
        if sent:
            table.meta.graveyard_post = [sent[0], arrivals]
            await self.save(table)

    async def ask(self, table: Table) -> None:
        """Questions the engine asked this phase, in the player's thread: buttons for the options;
        a free-text one (no options) gets a menu of the living players and a form."""
        game = table.game
        for question in game.questions:
            if question.phase == game.phase.index and question.answer is None:
                if question.id in table.meta.asked:
                    continue
                # Only whom the engine would take as the answer (fantasy's heir: not a Бунтарь).
                names = [(p.name, p.seat) for p in game.living() if p.seat != question.seat
                         and game.validate(Answer(question.seat, question.id, p.name)) is None]
                view = self.question_view(table.id, question, names)
                text = t("question.buttons") if question.options else \
                    t("question.free") if names and len(names) <= 25 else t("question.free_form")
                extra = {"view": view} if view is not None else {}
                await self.post(table, table.meta.threads.seats[question.seat], [text], **extra)
                table.meta.asked.append(question.id)
                for mirror in self.mirrors(table):  # the spectators and the host: the choice, as text
                    who = render.name(game.players[question.seat].name)
                    await self.post(table, mirror, [
                        t("spectate.question", to=who, options=", ".join(question.options)) if question.options
                        else t("spectate.question_free", to=who)])
        await self.save(table)

    # --- the tally ------------------------------------------------------------------

    async def refresh_tally(self, table: Table, phase: int | None = None) -> None:
        """After a day action: a vote-weighing one (Авторитет, the mayor's double vote) changes
        the count, so an existing tally is edited; none is posted before the first vote."""
        if table.meta.tally is not None and turns.vote_phase(table):
            await self.update_tally(table, phase)

    async def update_tally(self, table: Table, phase: int | None = None) -> None:
        """The live tally: posted at the day's first vote, then edited in place (one message,
        cut to Discord's limit at a line end). Only while a vote is open — in the phase the
        vote was cast in (``phase``): a vote stored just before the deadline must not post a
        tally of the night that follows."""
        async with table.lock:
            if not table.live or not turns.vote_phase(table) or table.meta.review.current is not None:
                return
            with outgoing.later():  # (after results and the rest, when the bot must queue)
                await self._update_tally(table, phase)

    async def _update_tally(self, table: Table, phase: int | None) -> None:
        if phase is not None and table.game.phase.index != phase:
            return
        text = render.tally_text(table, turns.waiting(table))
        square = self.bot.get_partial_messageable(table.meta.channels.square)
        message_id = table.meta.tally
        none = discord.AllowedMentions.none()
        try:
            if message_id is not None:
                await square.get_partial_message(message_id).edit(content=text, allowed_mentions=none)
                return
        except discord.NotFound:
            pass
        except discord.HTTPException:
            log.exception("tally of game %s", table.id)
            return
        try:
            message = await square.send(text, allowed_mentions=none)
        except discord.HTTPException:
            log.exception("tally of game %s", table.id)
            return
        table.meta.tally = message.id
        await self.save(table)

    # --- reminders ------------------------------------------------------------------

    async def remind(self, table: Table, minutes: int) -> None:
        with outgoing.later():  # (after results and the rest, when the bot must queue)
            await self._remind(table, minutes)

    async def _remind(self, table: Table, minutes: int) -> None:
        async with table.lock:
            if not table.live or minutes in table.meta.clock.reminded:
                return
            table.meta.clock.reminded.append(minutes)
            await self.save(table)
            game = table.game
            for seat in turns.awaited(table):
                if not self.reaches(table, seat):
                    continue
                user = table.user_of(seat)
                await self.post(table, table.meta.threads.seats[seat],
                                [t(f"reminder.{turns.missing_of(table, seat)}", user=f"<@{user}>", minutes=minutes,
                                   phase=render.phase_name(game, game.phase))], ping=user)
