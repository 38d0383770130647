"""The phase driver: commands into the engine, a player's move played one way, the end of a phase,
deadlines, the host's extra time and the town square's post counts. It holds its parts, built by the
client and passed in: what is posted where (:mod:`bot.delivery`: every event to the channel or thread
it is meant for, reminders, the live tally) and the deck editors (:mod:`bot.deck_editor`); the views
they post are factories the client hands them, so this module never imports the UI."""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Protocol

import discord

from bot import render, timing, turns
from bot.deck_editor import DeckEditors
from bot.delivery import Delivery
from bot.ending import Ending
from bot.permissions import GameRoles, game_role
from bot.tables import Refusal, Table, Tables
from bot.texts import t
from core.commands import Act, Command, Decide, EndPhase, Note, PostCounts, Unvote, Vote, Withdraw
from core.final import final_post
from core.game import Outcome, PhaseReport
from core.model import PhaseKind
from core.rules import Action
from core.session import GameSession
from core.store.base import SeqConflict

if TYPE_CHECKING:
    from bot.config import Config
    from core.registry import Engine
    from core.store.base import GameStore

log = logging.getLogger(__name__)

# What the phase driver needs of the services built beside it (the client passes them in when it builds the
# driver): the driver names the calls it makes, so it imports none of them.
class Reviewer(Protocol):
    """The host's review of a phase's end (:class:`bot.review.ReviewDesk`)."""

    def wanted(self, table: Table) -> bool: ...

    async def hold(self, table: Table) -> PhaseReport | None: ...

    async def held(self, table: Table) -> None: ...

    async def abandon(self, table: Table) -> None: ...


class Deadlines(Protocol):
    def arm(self, table: Table) -> None: ...

    def cancel(self, table: Table) -> None: ...


class Owner(Protocol):
    async def still_owns(self, guild_id: int) -> bool: ...


class PhaseDriver:
    """Commands into the engine and the end of a phase. It holds its parts: what is posted where
    (:class:`bot.delivery.Delivery`), the deck editors (:class:`bot.deck_editor.DeckEditors`)."""

    def __init__(self, client: discord.Client, engine: "Engine", store: "GameStore", config: "Config",
                 tables: Tables, roles: GameRoles, ending: Ending, delivery: Delivery, decks: DeckEditors,
                 review: Reviewer, timers: Deadlines, ownership: Owner) -> None:
        """Built by the client with Discord, the engine, the store, the settings, the tables, the game
        roles, the end of a game, its two parts (the delivery, the deck editors) and what it calls
        beside them: the host's review of a phase's end, the deadlines and the shard ownership."""
        self.bot = client
        self.engine = engine
        self.config = config
        self.store = store
        self.tables = tables
        self.roles = roles
        self.ending = ending
        self.delivery = delivery
        self.decks = decks
        self.review = review
        self.timers = timers
        self.ownership = ownership
        self._background: set[asyncio.Task] = set()
        # Games' ends in hand (:meth:`finish`), each done when its story is told and its threads closed.
        self.endings: set[asyncio.Future] = set()

    async def save(self, table: Table) -> None:
        await self.delivery.save(table)

    # --- commands ------------------------------------------------------------------

    async def execute(self, table: Table, command: Command, *, host: bool = False) -> Outcome:
        """Run a command (the caller holds ``table.lock``); refusals come back as :class:`Refusal`.
        Only the host acts during a pause."""
        assert table.session is not None
        if not table.live:
            raise Refusal(t("game.finished"))
        if table.record.paused and not host:
            raise Refusal(t("game.paused"))
        if table.meta.review.current is not None and not (host and isinstance(command, (Note, Decide))):
            # The phase is over, its results await the host (his notes and decisions aside).
            raise Refusal(t("review.host_pending") if host else t("review.pending"))
        if not host and turns.closed_to(table, command):
            raise Refusal(t("grace.closed"))
        try:
            outcome = await table.session.execute(command)
        except SeqConflict:
            # Another process wrote this game meanwhile (its shard moved): take the stored game
            # and try once more, if this process still owns it.
            log.warning("game %s was written elsewhere: reloading it", table.id)
            await self.reload(table)
            if not await self.ownership.still_owns(table.guild_id):
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
            async with self.delivery.gathered(table):  # one message a thread: what happened, the news of a death
                if outcome.report is not None:
                    await self.delivery.deliver(table, outcome.report.events, header=None,
                                                prefix=self.delivery.move_prefix(table, command))
                    await self.delivery.update_graveyard(table, before, events=outcome.report.events)
                    if not table.game.over:
                        await self.delivery.ask(table)  # a question the move (or answer) raised at once
                elif outcome.told:  # a move that replaced an earlier one of the phase: the player is told which
                    await self.delivery.deliver(table, outcome.told, header=None,
                                                prefix=self.delivery.move_prefix(table, command))
                else:
                    await self.delivery.host_move(table, command)
            if table.game.over:
                await self.finish(table)
                return outcome
            await self.delivery.show_holdings(table)  # (within a phase: the holdings' own message, edited in place)
            await self.delivery.host_status(table)
            return outcome

    async def play(self, table: Table, command: Command, reply: Callable[[str], Awaitable[Any]]) -> Outcome:
        """The one way a player's move is played, for every command and button: submitted (stored
        before anything is acknowledged; a refusal raises :class:`Refusal` and changes nothing), the
        player told (``reply``, with :func:`render.accepted_text`), the live tally of the phase the move
        was sent in brought up to date, and the phase ended early where everyone has acted."""
        ability = render.ability_of_move(table, command)
        phase = table.game.phase.index
        outcome = await self.submit(table, command)
        await reply(render.accepted_text(table, command, ability))
        if isinstance(command, (Vote, Unvote)):
            await self.delivery.update_tally(table, phase)
        elif isinstance(command, (Act, Withdraw)):
            await self.delivery.refresh_tally(table, phase)
        if not isinstance(command, (Withdraw, Unvote)):
            await self.after_move(table)
        return outcome

    async def reload(self, table: Table) -> None:
        """The game as stored (its commands replayed), in place of the one in memory."""
        session = await GameSession.load(self.engine, self.store, table.id)
        table.session = session
        table.record = session.record

    # --- one player's extra time (/host extend player:) --------------------------------

    async def hold_for_grace(self, table: Table) -> bool:
        """The phase's deadline came (the caller holds the lock): if a player given extra time has
        not sent yet, the others are closed and the phase waits for him — until his time is over
        (the latest, if several) or he has sent."""
        grace = turns.grace(table)
        if not grace or grace.get("closed") or table.record.deadline is None:
            return False
        waiting = turns.graced_waiting(table)
        if not waiting:
            return False
        extra = max(float(grace["seats"][str(s)]) for s in waiting)
        grace["closed"] = True
        grace["phase_end"] = table.record.deadline.isoformat()
        table.record.deadline = table.record.deadline + timedelta(seconds=extra)
        left = (table.record.deadline - discord.utils.utcnow()).total_seconds()
        table.meta.clock.reminded = [m for m in self.config.reminders if m * 60 >= left]
        await self.delivery.save(table)
        self.timers.arm(table)
        await self.delivery.post(table, table.meta.channels.square,
                        [t("grace.public_closed", deadline=timing.stamp(table.record.deadline))])
        await self.delivery.host_status(table)  # the others are closed: only those given extra time are waited for
        return True

    async def after_move(self, table: Table) -> None:
        """End the phase early once everyone has acted, where the game allows it; a phase that only
        waits for players given extra time ends once they have sent."""
        grace = turns.grace(table)
        if grace and grace.get("closed") and table.live and not table.record.paused \
                and not turns.graced_waiting(table):
            index = table.game.phase.index
            task = asyncio.get_running_loop().create_task(self.end_phase(table, expected=index))
            self._background.add(task)
            task.add_done_callback(self._background.discard)
            return
        if table.meta.early_end and table.live and not table.record.paused and turns.everyone_acted(table):
            index = table.game.phase.index
            task = asyncio.get_running_loop().create_task(self.end_phase(table, expected=index, early=True))
            self._background.add(task)
            task.add_done_callback(self._background.discard)

    # --- the end of a phase ---------------------------------------------------------

    async def end_phase(self, table: Table, *, expected: int | None = None,
                        by_host: bool = False, early: bool = False) -> PhaseReport | None:
        """Resolve the phase ``expected`` names (once, even if the deadline and the host race;
        a pause that came first stays a pause) and post the results. A process that no longer
        owns the server's shard (another took it over) ends nothing."""
        if not await self.ownership.still_owns(table.guild_id):
            return None
        async with table.lock:
            if not table.live:
                return None
            if expected is not None and table.game.phase.index != expected:
                return None
            if table.record.paused and not by_host:
                return None
            if table.meta.review.current is not None:
                return None  # ended already: its results await the host (bot.review)
            if not by_host and not early and await self.hold_for_grace(table):
                return None  # the phase waits for a player the host gave extra time
            if early:  # everyone moved: the results say so (kept through a review)
                table.meta.review.ended_early = table.game.phase.index
            return await self.publish(table)

    async def publish(self, table: Table, *, approved: bool = False,
                         flavour: str | None = None) -> PhaseReport:
        """End the phase and publish its results; on a table the host reviews, hold them for him
        instead (:mod:`bot.review`), and publish when he approves (``approved``, with his line)."""
        if not approved and self.review.wanted(table):
            await self.send_post_counts(table)  # (sent once: the review resolves a copy)
            held = await self.review.hold(table)
            if held is None:
                # The host cannot be shown the results (no thread, direct messages closed): a game
                # must not wait for buttons nobody sees, so the phase ends as without a review.
                log.warning("game %s: the review could not be shown; the results are published", table.id)
                return await self.publish(table, approved=True)
            self.timers.cancel(table)
            await self.save(table)
            self.timers.arm(table)  # (the host's reminder: config review_reminder)
            await self.review.held(table)
            return held
        before = {p.seat for p in table.game.players if p.in_game}
        if not approved:
            await self.send_post_counts(table)  # a reviewed phase sent them when it was held
        notes = table.game.notes_of(table.game.phase.index)  # the host's notes on these results
        outcome = await table.session.execute(EndPhase())  # type: ignore[union-attr]
        assert outcome.report is not None
        report = outcome.report
        table.meta.tally = None
        table.meta.clock.grace = None  # one phase's extra time
        paused = table.record.paused
        if not table.game.over:
            self.arm_deadline(table)
            if paused:
                # The host ended a phase during a pause: the next one waits for /host resume,
                # with its whole length left.
                table.meta.clock.left = (table.record.deadline - discord.utils.utcnow()).total_seconds()
                table.record.paused = True
        else:
            table.record.deadline = None
        await self.delivery.save(table)
        early, table.meta.review.ended_early = table.meta.review.ended_early == report.phase.index, None
        header = t("phase.results_early" if early else "phase.results",
                   phase=render.phase_name(table.game, report.phase))
        prefix = {table.meta.channels.square: [f"**{header}**", flavour]} if flavour else None
        footer = None
        if not table.game.over:
            footer = render.phase_line(table)
            if render.spec_of(table.game, table.game.phase.kind).talk:  # a day opens with who is alive
                footer += "\n" + render.recap(table.game)
        async with self.delivery.gathered(table):  # one message a channel: results first, then what follows
            await self.delivery.deliver(table, report.events, header=None if prefix else header, prefix=prefix,
                                        footer=footer, private_header=header, notes=notes)
            await self.delivery.update_graveyard(table, before, events=report.events, phase=report.phase)
            if not table.game.over:
                await self.delivery.show_holdings(table)
                await self.delivery.ask(table)
                # The new phase: who is waited for, last in the host's message (edited as moves arrive).
                await self.delivery.host_status(table)
        if table.game.over:
            await self.finish(table)
        else:
            await self.roles.set_square(table)
            await self.roles.set_threads(table)
            if report.phase.kind == PhaseKind.SETUP:
                await self.decks.close_deck_editors(table)
            self.timers.arm(table)
        return report

    def phase_length(self, table: Table, kind: str) -> str:
        """The length of a phase of this kind: the host's ``/game timing`` for it, else the
        configured night length for a phase where the town is silent and the day length for one
        where it talks (the set-up counts as silent)."""
        spec = table.meta.timing.get(kind)
        if spec is not None:
            return spec
        talk = render.spec_of(table.game, kind).talk if table.session is not None else False
        return self.config.day if talk and kind != PhaseKind.SETUP else self.config.night

    def arm_deadline(self, table: Table) -> None:
        spec = self.phase_length(table, table.game.phase.kind)
        now = discord.utils.utcnow()
        table.record.deadline = timing.deadline(spec, now, self.config.timezone)
        table.record.paused = False
        table.meta.clock.phase_started = now.isoformat()
        # A reminder as early as the phase's start (or earlier) would only be noise.
        length = (table.record.deadline - now).total_seconds()
        table.meta.clock.reminded = [m for m in self.config.reminders if m * 60 >= length]

    async def finish(self, table: Table) -> None:
        """The game is over (won, or ended by the host): the roles are told, the server's seat is
        freed, its timers stop, and the game's roles (the host role too) are taken back; then the
        results, the story, the replay page, the threads closed. A graceful stop waits for an end
        in hand (``endings``: the table is no longer in the registry by then)."""
        done = asyncio.get_running_loop().create_future()
        self.endings.add(done)
        try:
            await self._finish(table)
        finally:
            self.endings.discard(done)
            done.set_result(None)

    async def _finish(self, table: Table) -> None:
        game = table.game
        await self.review.abandon(table)  # ended while its results waited for the host: the notice says so
        # The master's «итоги» (the winner and why, the survivors, every role); the story follows.
        await self.delivery.post(table, table.meta.channels.square,
                                 final_post(game, name=render.name, stopped=not game.over))
        table.record.status = "over"
        table.record.deadline = None
        await self.delivery.save(table)
        self.timers.cancel(table)
        await self.roles.set_threads(table)  # no radio silence left behind
        self.tables.drop(table)
        # The game's roles go, so the next game starts clean (the threads stay, read-only history).
        for player in game.players:
            await self.roles.remove(table, table.user_of(player.seat), game_role(game, player))
        if table.meta.host is not None:
            await self.roles.remove(table, table.meta.host, "host")
        for user in table.meta.spectators:
            await self.roles.watch(table, user, on=False)
        await self.roles.leave_behind(table)  # what Discord refused is tried again, as during play
        await self.ending.game_over(table)
        await self.delivery.close_threads(table)

    # --- the deck editor's sending ------------------------------------------------------

    async def edit_deck(self, table: Table, seat: int, op: str, values: list[str],
                        shown: Callable[[str | None], Awaitable[Any]]) -> None:
        """A change in a player's deck editor (:meth:`bot.deck_editor.DeckEditors.edit_deck`); ``send``:
        the deck goes to the engine as the move, played like every move (:meth:`play`: validated,
        stored, then acknowledged — here by the redrawn editor and the note of the deck sent)."""
        if op != "send":
            await self.decks.edit_deck(table, seat, op, values, shown)
            return
        ability, cards, sent = self.decks.sending(table, seat, shown)
        await self.play(table, Act(Action(seat, ability, (), cards=cards)), sent)

    # --- posts in the town square ----------------------------------------------------

    def post_topic(self, table: Table) -> str | None:
        """Which count a post in the town square adds to now, if the variant asks for it
        (``Variant.counted_posts``): ``messages`` while the town talks (by day), ``late_posts`` in a
        silent phase that follows one (a night after a day)."""
        game = table.game
        counted = game.variant.counted_posts
        if render.spec_of(game, game.phase.kind).talk:
            return "messages" if "messages" in counted else None
        if game.phase.index > 0 and "late_posts" in counted:
            return "late_posts"
        return None

    async def count_post(self, table: Table, message: discord.Message) -> None:
        """A player in the game posted in the town square: count it for the phase it was posted
        in, judged by its own timestamp (a post made while the square was open but seen after the
        phase ended is never late). The counts live in ``meta.posts``, saved at once."""
        if message.author.bot or message.channel.id != table.meta.channels.square:
            return
        if not table.live or table.record.status != "running" or table.meta.review.current is not None:
            return  # (while the host reviews a phase's end, its counts are sent already)
        seat = table.seat_of(message.author.id)
        if seat is None or not table.game.players[seat].in_game:
            return
        started = table.meta.clock.phase_started
        if started is not None and message.created_at < datetime.fromisoformat(started):
            return  # posted in the phase before this one, whose counts are already sent
        topic = self.post_topic(table)
        if topic is None:
            return
        counts = self.post_counts(table, topic)
        counts[seat] += 1
        await self.delivery.save(table)

    def post_counts(self, table: Table, topic: str) -> list[int]:
        """This phase's counts per seat for a topic (a fresh list when the phase changed)."""
        posts = table.meta.posts
        index = table.game.phase.index
        entry = posts.get(topic)
        if entry is None or entry.get("phase") != index or len(entry["counts"]) != len(table.game.players):
            entry = posts[topic] = {"phase": index, "counts": [0] * len(table.game.players)}
        return entry["counts"]

    async def send_post_counts(self, table: Table) -> None:
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
            await self.execute(table, PostCounts(topic, values), host=True)
