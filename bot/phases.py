"""The phase driver: commands into the engine, the end of a phase, deadlines,
reminders, the live tally, and the delivery of every event to the channel or
thread it is meant for. Views are built by a factory the client hands in
(``question_view``), so this module never imports the UI."""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from datetime import datetime
from typing import TYPE_CHECKING, Any, Callable

import discord

from bot import decks, render, timing
from bot.ending import game_over
from bot.permissions import GameRoles, game_role, set_up
from bot.tables import Refusal, Table, Tables, find_layout, names_for
from bot.texts import t
from core.commands import Act, Command, EndPhase, Report
from core.events import Event
from core.game import Outcome, PhaseReport
from core.model import PhaseKind
from core.session import GameSession
from core.store.base import SeqConflict

if TYPE_CHECKING:
    from bot.client import MafiaBot

log = logging.getLogger(__name__)

THREAD_ARCHIVED = 50083  # Discord: the thread is archived


def fellow_groups_of(game) -> list[tuple[str, int | None, list[int]]]:
    """The groups that know themselves (Role.knows_fellows) by faction and team (a Romanian
    clan), as in Variant.start: the players in the game, at least two."""
    if not getattr(game.variant, "fellows_talk", True):
        # The book allows no private talk between fellows (cards: «вся коммуникация … с помощью
        # эффектов карт»): no shared thread; what the group learns goes to each own thread.
        return []
    groups: dict[tuple[str, int | None], list[int]] = {}
    for p in game.players:
        if p.in_game and game.variant.roles.roles[p.role].knows_fellows:
            groups.setdefault((p.faction, p.team), []).append(p.seat)
    return [(faction, team, seats) for (faction, team), seats in sorted(groups.items(), key=lambda kv: kv[1][0])
            if len(seats) > 1]


class PhaseDriver:
    def __init__(self, bot: "MafiaBot", tables: Tables, roles: GameRoles) -> None:
        self.bot = bot
        self.config = bot.config
        self.store = bot.store
        self.tables = tables
        self.roles = roles
        self.question_view: Callable[..., discord.ui.View] | None = None
        self.spectate_view: Callable[[int], discord.ui.View] | None = None
        roles.on_lost = self.lost_role
        roles.tell = self.tell_host
        self._background: set[asyncio.Task] = set()
        # The deck editor's components (bot/views.deck_view), handed in by the client.
        self.deck_view: Callable[..., discord.ui.View | None] | None = None

    async def save(self, table: Table) -> None:
        await self.store.update(table.record)

    # --- commands ------------------------------------------------------------------

    async def execute(self, table: Table, command: Command, *, host: bool = False) -> Outcome:
        """Run a command (the caller holds ``table.lock``); refusals come back as :class:`Refusal`.
        Only the host acts during a pause."""
        assert table.session is not None
        if not table.live:
            raise Refusal(t("game.finished"))
        if table.record.paused and not host:
            raise Refusal(t("game.paused"))
        if table.meta.get("review") is not None:
            raise Refusal(t("review.pending"))  # the phase is over, its results await the host
        try:
            outcome = await table.session.execute(command)
        except SeqConflict:
            # Another process wrote this game meanwhile (its shard moved): take the stored game
            # and try once more, if this process still owns it.
            log.warning("game %s was written elsewhere: reloading it", table.id)
            await self.reload(table)
            if not await self.bot.ownership.still_owns(table.guild_id):
                raise Refusal(t("shard.not_owner")) from None
            if not table.live:
                raise Refusal(t("game.finished")) from None
            outcome = await table.session.execute(command)
        if not outcome.accepted:
            assert outcome.rejection is not None
            raise Refusal(table.game.texts.rejection(outcome.rejection))
        return outcome

    async def submit(self, table: Table, command: Command) -> Outcome:
        """A player's command, under the table's lock. An instant ability resolves at once: its
        events are delivered now, the dead buried, a won game finished; holdings that changed
        are shown in their owners' threads."""
        async with table.lock:
            before = {p.seat for p in table.game.players if p.in_game}
            outcome = await self.execute(table, command)
            await self.roles.retry(table)
            if outcome.report is not None:
                await self.deliver(table, outcome.report.events, header=None)
                await self.bury(table, before)
                if table.game.over:
                    await self.finish(table)
                    return outcome
                await self.ask(table)  # a question the move (or answer) raised at once (Преемственность)
            elif outcome.told:  # a move that replaced an earlier one of the phase: the player is told which
                await self.deliver(table, outcome.told, header=None)
            await self.show_holdings(table)
            return outcome

    async def reload(self, table: Table) -> None:
        """The game as stored (its commands replayed), in place of the one in memory."""
        session = await GameSession.load(self.bot.engine, self.store, table.id)
        table.session = session
        table.record = session.record

    def vote_phase(self, table: Table) -> bool:
        return render.spec_of(table.game, table.game.phase.kind).vote

    def everyone_acted(self, table: Table) -> bool:
        game = table.game
        if not self.vote_phase(table):
            waiting = [p for p in game.players if game.available(p) and not game.actions_of(p.seat)]
            return not waiting and any(game.available(p) for p in game.players)
        voters = [p for p in game.players if game.variant.may_vote(game, p) is None]
        return bool(voters) and all(p.seat in game.votes for p in voters)

    def waiting(self, table: Table) -> list[int]:
        """Seats that have not acted yet this phase (for reminders): voters in a phase with a
        vote, players with a move to make in the others."""
        game = table.game
        if not self.vote_phase(table):
            return [p.seat for p in game.players if game.available(p) and not game.actions_of(p.seat)]
        return [p.seat for p in game.players
                if game.variant.may_vote(game, p) is None and p.seat not in game.votes]

    async def show_holdings(self, table: Table, *, post: bool = True) -> None:
        """Each player's holdings (``Variant.holdings``) in his thread whenever they changed
        (``post=False``: only remember them — the role card at the start shows them). One message
        per player and phase: the first change of a phase posts it, later ones in the same phase
        edit it in place (``meta["holdings_posts"]``: seat -> [phase index, message id], so a
        restart edits the same one); a text past Discord's limit, or a message gone, is posted anew.
        The spectators' thread gets every change too, with whose holdings they are."""
        game = table.game
        shown = table.meta.setdefault("holdings", {})
        changed = False
        mirrored: list[str] = []
        for player in game.players:
            lines = render.holdings(game, player)
            key = str(player.seat)
            if lines == shown.get(key, []):
                continue
            shown[key] = lines
            changed = True
            if post and lines and table.meta.get("threads"):
                await self._holdings_post(table, player.seat, [t("holdings.header"), *lines])
                mirrored += [t("spectate.mirror", to=render.name(player.name), text=line) for line in lines]
        if mirrored and table.meta.get("watch") is not None:
            await self.post(table, table.meta["watch"], [t("holdings.header"), *mirrored])
        if changed:
            await self.save(table)

    async def _holdings_post(self, table: Table, seat: int, lines: list[str]) -> None:
        thread = table.meta["threads"][seat]
        posts = table.meta.setdefault("holdings_posts", {})
        parts = render.chunks(lines)
        entry = posts.get(str(seat))
        phase = table.game.phase.index
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

    async def after_move(self, table: Table) -> None:
        """End the phase early once everyone has acted, where the game allows it."""
        if table.meta.get("early_end") and table.live and not table.record.paused and self.everyone_acted(table):
            index = table.game.phase.index
            task = asyncio.get_running_loop().create_task(self.end_phase(table, expected=index))
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    # --- the deck editor ---------------------------------------------------------------

    async def open_deck_editors(self, table: Table) -> None:
        """The set-up of a variant that builds decks: an editor in every player's thread (his
        role, colours and the book's limits come with it)."""
        if str(table.game.phase.kind) != PhaseKind.SETUP:
            return
        for player in table.game.players:
            await self.open_deck_editor(table, player.seat)
        await self.save(table)

    async def open_deck_editor(self, table: Table, seat: int) -> bool:
        """Post a deck editor in the player's thread (the caller saves). False when the variant
        builds no decks or no deck can be sent now."""
        game = table.game
        player = game.players[seat]
        book = decks.deck_book(game, player)
        ability = decks.deck_ability(game, player)
        if book is None or ability is None or self.deck_view is None or not table.meta.get("threads"):
            return False
        old = decks.draft(table, seat)
        if old is not None and old.get("message") and not old.get("closed"):
            await self._edit_editor(table, seat, old, closed="replaced")
        entry = decks.new_draft(table, seat, ability, book)
        try:
            message = await self.bot.get_partial_messageable(table.meta["threads"][seat]).send(
                decks.editor_text(table, seat), view=self.deck_view(table, seat),
                allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.exception("could not post the deck editor of seat %s in game %s", seat, table.id)
            return False
        entry["message"] = message.id
        return True

    async def _edit_editor(self, table: Table, seat: int, entry: dict, *, closed: str) -> None:
        """Close an editor: its text says why (``replaced`` by a new one, the set-up ``ended``)."""
        entry["closed"] = closed
        thread_id = table.meta["threads"][seat]
        message = self.bot.get_partial_messageable(thread_id).get_partial_message(entry["message"])
        try:
            await self.in_thread(thread_id, lambda: message.edit(
                content=decks.editor_text(table, seat), view=None, allowed_mentions=discord.AllowedMentions.none()))
        except discord.HTTPException:
            log.warning("could not edit the deck editor of seat %s in game %s", seat, table.id)

    async def close_deck_editors(self, table: Table) -> None:
        """The set-up is over: every open editor loses its menus (the text stays, with the deck)."""
        for key, entry in decks.drafts(table).items():
            if entry.get("message") and not entry.get("closed"):
                await self._edit_editor(table, int(key), entry, closed="ended")
        await self.save(table)

    async def edit_deck(self, table: Table, seat: int, op: str, values: list[str]) -> str | None:
        """One change of a player's draft, or ``send``: the deck goes to the engine as the move
        (validated, stored, then acknowledged). Returns a note for the player alone, if any."""
        from core.rules import Action

        entry = decks.draft(table, seat)
        if entry is None or entry.get("closed") or not table.live:
            raise Refusal(t("deck.editor_closed"))
        game = table.game
        player = game.players[seat]
        book = decks.deck_book(game, player)
        assert book is not None
        if op == "send":
            ability = decks.deck_ability(game, player)
            if ability is None or ability != entry["ability"]:
                raise Refusal(t("deck.editor_closed"))
            deck = decks.deck_list(entry)
            if not deck:
                raise Refusal(t("deck.empty"))
            instant = game.ability_of(player, ability).instant
            await self.submit(table, Act(Action(seat, ability, (), cards=tuple(deck))))
            async with table.lock:
                entry["sent"] = list(deck)
                entry["closed"] = "done" if instant or not table.live else False
                await self.save(table)
            return t("deck.sent", count=len(deck), deadline=render.deadline_text(table)) if not instant else \
                t("deck.rebuilt", count=len(deck))
        async with table.lock:
            if op == "colour" and values and values[0] in book.colours:
                entry.update(colour=values[0], page=0, card=None)
            elif op == "card" and values and book.card(values[0]) is not None:
                entry["card"] = values[0]
            elif op in ("add", "sub"):
                if not entry.get("card"):
                    raise Refusal(t("deck.pick_first"))
                decks.change(entry, entry["card"], 1 if op == "add" else -1)
            elif op == "clear":
                entry["cards"] = {}
            elif op == "auto":
                entry["cards"] = dict(Counter(decks.default_deck(game, player, table.record.seed + seat)))
            elif op in ("prev", "next"):
                last = decks.pages(book, entry["colour"]) - 1
                entry["page"] = max(0, min(last, entry.get("page", 0) + (1 if op == "next" else -1)))
            else:
                raise Refusal(t("deck.editor_closed"))
            await self.save(table)
        return None

    # --- the end of a phase ---------------------------------------------------------

    async def end_phase(self, table: Table, *, expected: int | None = None,
                        by_host: bool = False) -> PhaseReport | None:
        """Resolve the phase ``expected`` names (once, even if the deadline and the host race;
        a pause that came first stays a pause) and post the results. A process that no longer
        owns the server's shard (another took it over) ends nothing."""
        if not await self.bot.ownership.still_owns(table.guild_id):
            return None
        async with table.lock:
            if not table.live:
                return None
            if expected is not None and table.game.phase.index != expected:
                return None
            if table.record.paused and not by_host:
                return None
            if table.meta.get("review") is not None:
                return None  # ended already: its results await the host (bot.review)
            return await self._end_phase(table)

    async def _end_phase(self, table: Table, *, approved: bool = False,
                         flavour: str | None = None) -> PhaseReport:
        """End the phase and publish its results; on a table the host reviews, hold them for him
        instead (:mod:`bot.review`), and publish when he approves (``approved``, with his line)."""
        if not approved and self.bot.review.wanted(table):
            return await self.bot.review.hold(table)
        before = {p.seat for p in table.game.players if p.in_game}
        if not approved:
            await self._report_posts(table)  # a reviewed phase reported them when it was held
        outcome = await table.session.execute(EndPhase())  # type: ignore[union-attr]
        assert outcome.report is not None
        report = outcome.report
        table.meta["tally"] = None
        paused = table.record.paused
        if not table.game.over:
            self.arm_deadline(table)
            if paused:
                # The host ended a phase during a pause: the next one waits for /host resume,
                # with its whole length left.
                table.meta["left"] = (table.record.deadline - discord.utils.utcnow()).total_seconds()
                table.record.paused = True
        else:
            table.record.deadline = None
        await self.save(table)
        header = t("phase.results", phase=render.phase_name(table.game, report.phase))
        prefix = {table.meta["square"]: [f"**{header}**", flavour]} if flavour else None
        await self.deliver(table, report.events, header=None if prefix else header, prefix=prefix,
                           footer=None if table.game.over else render.phase_line(table))
        await self.bury(table, before)
        if table.game.over:
            await self.finish(table)
        else:
            await self.show_holdings(table)
            await self.roles.set_square(table)
            await self.roles.set_threads(table)
            if report.phase.kind == PhaseKind.SETUP:
                await self.close_deck_editors(table)
            await self.ask(table)
            self.bot.timers.arm(table)
        return report

    def phase_length(self, table: Table, kind: str) -> str:
        """The length of a phase of this kind: the host's ``/game timing`` for it, else the
        configured night length for a phase where the town is silent and the day length for one
        where it talks (the set-up counts as silent)."""
        spec = table.meta["timing"].get(kind)
        if spec is not None:
            return spec
        talk = render.spec_of(table.game, kind).talk if table.session is not None else False
        return self.config.day if talk and kind != PhaseKind.SETUP else self.config.night

    def arm_deadline(self, table: Table) -> None:
        spec = self.phase_length(table, table.game.phase.kind)
        now = discord.utils.utcnow()
        table.record.deadline = timing.deadline(spec, now, self.config.timezone)
        table.record.paused = False
        table.meta["phase_started"] = now.isoformat()
        # A reminder as early as the phase's start (or earlier) would only be noise.
        length = (table.record.deadline - now).total_seconds()
        table.meta["reminded"] = [m for m in self.config.reminders if m * 60 >= length]

    # --- delivery -----------------------------------------------------------------------

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

    def fellow_groups(self, table: Table) -> list[tuple[str, int | None, list[int]]]:
        return fellow_groups_of(table.game)

    async def open_faction_thread(self, table: Table, faction: str, team: int | None, seats: list[int],
                                  created: list[int] | None = None) -> dict[str, Any]:
        channel = self.bot.get_channel(table.meta["channel"]) or await self.bot.fetch_channel(table.meta["channel"])
        if not isinstance(channel, discord.TextChannel):
            raise Refusal(t("lobby.no_setup"))
        title = render.group_title(table.game, faction, team, seats)
        thread = await channel.create_thread(name=title[:100], type=discord.ChannelType.private_thread,
                                             invitable=False, auto_archive_duration=10080)
        if created is not None:
            created.append(thread.id)
        for seat in seats:
            await thread.add_user(discord.Object(table.user_of(seat)))
        # ``seq``: the number of commands when it opened — an undo back past it takes it back.
        entry = {"name": faction, "team": team, "seats": sorted(seats), "thread": thread.id,
                 "seq": len(table.game.commands)}
        table.meta.setdefault("factions", []).append(entry)
        return entry

    async def _follow_factions(self, table: Table, events: list[Event]) -> None:
        """A group that knows itself changed (a recruit joined a clan, a member died or went to
        prison): the first event addressed to the new composition opens a thread for it; the old
        thread stays with its members as history."""
        known = [set(f["seats"]) for f in table.meta["factions"]]
        for faction, team, seats in self.fellow_groups(table):
            group = set(seats)
            if group in known or not any(e.to is not None and set(e.to) == group for e in events):
                continue
            try:
                entry = await self.open_faction_thread(table, faction, team, seats)
            except discord.HTTPException:
                log.exception("could not open a faction thread for game %s", table.id)
                await self.tell_host(table, t("failed.faction", names=", ".join(
                    render.name(table.game.players[s].name) for s in seats)))
                continue
            known.append(group)
            names = ", ".join(render.name(table.game.players[s].name) for s in entry["seats"])
            await self.post(table, entry["thread"], [t("thread.members", names=names)])
            await self.save(table)

    async def deliver(self, table: Table, events: list[Event], *, header: str | None,
                      footer: str | None = None, prefix: dict[int, list[str]] | None = None,
                      views: dict[int, discord.ui.View] | None = None) -> None:
        """One message per recipient (more only past Discord's length limit); ``views`` puts
        components under a channel's message (the role card's «Правила роли»)."""
        game = table.game
        await self._follow_factions(table, events)
        by_channel: dict[int, list[str]] = {k: list(v) for k, v in (prefix or {}).items()}
        square = table.meta["square"]
        if header is not None:
            by_channel[square] = [f"**{header}**"]
        for event in events:
            for channel in self.route(table, event):
                by_channel.setdefault(channel, []).append(render.event_text(game, event))
        if footer is not None:
            by_channel.setdefault(square, []).append(footer)
        watch = table.meta.get("watch")
        if watch is not None:
            # Spectators read every private result, with whom it was for.
            mirrored = [t("spectate.mirror", to=", ".join(render.name(game.players[s].name) for s in event.to),
                          text=render.event_text(game, event)) for event in events if event.to is not None]
            if mirrored:
                by_channel.setdefault(watch, []).extend(([f"**{header}**"] if header else []) + mirrored)
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
            await self.tell_host(table, t("failed.thread", op="add" if add else "remove", user=f"<@{user_id}>",
                                          thread=f"<#{thread_id}>"))
            return False

    def game_threads(self, table: Table) -> list[int]:
        """Every thread of the game: each seat's, the factions', the spectators', the host's."""
        meta = table.meta
        ids = [*meta.get("threads", []), *(f["thread"] for f in meta.get("factions", [])),
               meta.get("watch"), meta.get("host_thread"), *(meta.get("void_threads") or [])]
        lost = set(meta.get("lost", []))
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

    async def post(self, table: Table | None, channel_id: int, lines: list[str], *,
                   ping: int | None = None, sent: list[int] | None = None, **kwargs: Any) -> bool:
        """Post lines (split at Discord's limit). Nobody is mentioned except ``ping`` (a reminder's
        own reader); ``sent`` collects the ids of the messages posted. A channel that is gone is
        recreated when it is one of the layout's, else
        reported to the host (:meth:`lost`)."""
        mentions = discord.AllowedMentions(users=[discord.Object(ping)]) if ping else discord.AllowedMentions.none()
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
        key = next((k for k in self.LAYOUT_KEYS if table.meta.get(k) == channel_id), None)
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
                table.meta.update(square=layout.square.id, graveyard=layout.graveyard.id, channel=layout.channel.id,
                              category=layout.category.id)
                await self.save(table)
                replacement = table.meta[key]
        lost = table.meta.setdefault("lost", [])
        if channel_id not in lost:
            lost.append(channel_id)
            log.warning("channel %s of game %s is gone", channel_id, table.id)
            seats = [s for s, thread in enumerate(table.meta.get("threads", [])) if thread == channel_id]
            what = t("lost.recreated", channel=getattr(self.config.names, self.LAYOUT_KEYS[key])) \
                if replacement is not None and key is not None else \
                t("lost.thread", name=render.name(table.game.players[seats[0]].name)) if seats else \
                t("lost.channel", channel=channel_id)
            await self.tell_host(table, what)
        return replacement

    async def lost_role(self, table: Table, which: str) -> bool:
        """A game role was deleted: the set-up makes it again, every player in the game gets his
        role back (alive or dead), and the host is told. Returns whether it is there again."""
        guild = self.bot.get_guild(table.guild_id)
        if guild is None:
            return False
        names = names_for(self.config.names, table.name)
        try:
            await set_up(guild, names)
        except discord.HTTPException:
            log.exception("could not recreate the roles of game %s", table.id)
        layout = find_layout(guild, names)
        if layout is None:
            await self.tell_host(table, t("lost.role", role=which))
            return False
        old = dict(table.meta["roles"])
        table.meta["roles"] = {"host": layout.host_role.id, "alive": layout.alive_role.id,
                               "dead": layout.dead_role.id}
        await self.save(table)
        await self.tell_host(table, t("lost.role_recreated", role=getattr(names, f"{which}_role")))
        if table.session is not None and old.get(which) != table.meta["roles"][which]:
            for player in table.game.players:
                if game_role(table.game, player) == which and which != "host":
                    await self.roles.add(table, table.user_of(player.seat), which)
        return True

    async def tell_host(self, table: Table, text: str) -> None:
        host = table.meta.get("host")
        if host is None:
            return
        try:
            user = self.bot.get_user(host) or await self.bot.fetch_user(host)
            await user.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.warning("could not tell the host of game %s: %s", table.id, text)

    async def bury(self, table: Table, before: set[int]) -> None:
        """Whoever left the game (dead, or out of it alive: the Romanian prison) loses the living
        role (the town square by day, the graveyard's ban) and gains the dead role (no writing in
        threads, the graveyard — for prisoners the «бар»), unless the variant lets him talk on
        (:func:`bot.permissions.game_role`: he keeps the living role, is offered no spectating);
        whoever came back (released from prison) gets the living role again."""
        await self.roles.retry(table)
        gone = []
        for player in table.game.players:
            if player.seat in before and not player.in_game:
                if game_role(table.game, player) == "alive":
                    continue
                await self.roles.swap(table, player.seat, "alive", "dead")
                if not player.alive:
                    gone.append(player)
            elif player.seat not in before and player.in_game:
                await self.roles.swap(table, player.seat, "dead", "alive")
        if gone and not table.game.over and not table.game.variant.raises_dead and self.spectate_view is not None:
            # The dead may choose to watch the rest of the game (the graveyard's button, or /spectate).
            names = ", ".join(render.name(p.name) for p in gone)
            await self.post(table, table.meta["graveyard"], [t("spectate.offer", names=names)],
                            view=self.spectate_view(table.id))

    async def ask(self, table: Table) -> None:
        """Questions the engine asked this phase, in the player's thread: buttons for the options;
        a free-text one (no options) gets a menu of the living players and a form."""
        game = table.game
        for question in game.questions:
            if question.phase == game.phase.index and question.answer is None:
                if question.id in table.meta.setdefault("asked", []):
                    continue
                names = [p.name for p in game.living() if p.seat != question.seat]
                view = self.question_view(table.id, question, names) if self.question_view else None
                text = t("question.buttons") if question.options else \
                    t("question.free") if names and len(names) <= 25 else t("question.free_form")
                extra = {"view": view} if view is not None else {}
                await self.post(table, table.meta["threads"][question.seat], [text], **extra)
                table.meta["asked"].append(question.id)
                if table.meta.get("watch") is not None:  # the spectators: the choice, as text
                    who = render.name(game.players[question.seat].name)
                    await self.post(table, table.meta["watch"], [
                        t("spectate.question", to=who, options=", ".join(question.options)) if question.options
                        else t("spectate.question_free", to=who)])
        await self.save(table)

    async def finish(self, table: Table) -> None:
        """The game is over (won, or ended by the host): the roles are told, the server's seat is
        freed, its timers stop, and the game's roles (the host role too) are taken back."""
        game = table.game
        await self.post(table, table.meta["square"], render.final_roles(game))
        table.record.status = "over"
        table.record.deadline = None
        await self.save(table)
        self.bot.timers.cancel(table)
        await self.roles.set_threads(table)  # no radio silence left behind
        self.tables.drop(table)
        # The game's roles go, so the next game starts clean (the threads stay, read-only history).
        for player in game.players:
            await self.roles.remove(table, table.user_of(player.seat), game_role(game, player))
        if table.meta.get("host") is not None:
            await self.roles.remove(table, table.meta["host"], "host")
        for user in table.meta.get("spectators", []):
            await self.roles.watch(table, user, on=False)
        await game_over(self.bot, table)
        await self.close_threads(table)

    # --- posts in the town square ----------------------------------------------------

    def post_topic(self, table: Table) -> str | None:
        """Which count a post in the town square adds to now, if the variant asks for it
        (``Variant.reports``): ``messages`` while the town talks (by day), ``late_posts`` in a
        silent phase that follows one (a night after a day)."""
        game = table.game
        reports = game.variant.reports
        if render.spec_of(game, game.phase.kind).talk:
            return "messages" if "messages" in reports else None
        if game.phase.index > 0 and "late_posts" in reports:
            return "late_posts"
        return None

    async def count_post(self, table: Table, message: discord.Message) -> None:
        """A player in the game posted in the town square: count it for the phase it was posted
        in, judged by its own timestamp (a post made while the square was open but seen after the
        phase ended is never late). The counts live in ``meta["posts"]``, saved at once."""
        if message.author.bot or message.channel.id != table.meta.get("square"):
            return
        if not table.live or table.record.status != "running" or table.meta.get("review") is not None:
            return  # (while the host reviews a phase's end, its counts are reported already)
        seat = table.seat_of(message.author.id)
        if seat is None or not table.game.players[seat].in_game:
            return
        started = table.meta.get("phase_started")
        if started is not None and message.created_at < datetime.fromisoformat(started):
            return  # posted in the phase before this one, whose counts are already reported
        topic = self.post_topic(table)
        if topic is None:
            return
        counts = self.post_counts(table, topic)
        counts[seat] += 1
        await self.save(table)

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

    # --- the tally ------------------------------------------------------------------

    async def refresh_tally(self, table: Table, phase: int | None = None) -> None:
        """After a day action: a vote-weighing one (Авторитет, the mayor's double vote) changes
        the count, so an existing tally is edited; none is posted before the first vote."""
        if table.meta.get("tally") is not None and self.vote_phase(table):
            await self.update_tally(table, phase)

    async def update_tally(self, table: Table, phase: int | None = None) -> None:
        """The live tally: posted at the day's first vote, then edited in place (one message,
        cut to Discord's limit at a line end). Only while a vote is open — in the phase the
        vote was cast in (``phase``): a vote stored just before the deadline must not post a
        tally of the night that follows."""
        async with table.lock:
            if not table.live or not self.vote_phase(table) or table.meta.get("review") is not None:
                return
            if phase is not None and table.game.phase.index != phase:
                return
            text = render.tally_text(table, self.waiting(table))
            square = self.bot.get_partial_messageable(table.meta["square"])
            message_id = table.meta.get("tally")
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
            table.meta["tally"] = message.id
            await self.save(table)

    # --- reminders ------------------------------------------------------------------

    async def remind(self, table: Table, minutes: int) -> None:
        async with table.lock:
            if not table.live or minutes in table.meta.setdefault("reminded", []):
                return
            table.meta["reminded"].append(minutes)
            await self.save(table)
            for seat in self.waiting(table):
                user = table.user_of(seat)
                await self.post(table, table.meta["threads"][seat],
                                [t("reminder", user=f"<@{user}>", minutes=minutes,
                                   phase=render.phase_name(table.game, table.game.phase))], ping=user)
