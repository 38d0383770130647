"""The host reviews a phase's results before anyone sees them (issue 10, item 1).

A table with ``meta.review.on`` (``/host review on:true``) does not publish a phase's
end at once. When the phase ends (deadline, early end or ``/host end-phase``) the posts the
variant counts are sent to the engine (``PostCounts``), the phase is *resolved on a copy* of the game
(replayed from the seed and the stored commands, then ``EndPhase``: the engine is
deterministic, so the real resolution later gives exactly the same results) and the host gets,
in a private thread of his own, the public summary and every private result, with three
buttons:

* **Опубликовать** — the phase ends for real and everything is delivered as usual, the host's
  line (if any) under the results' header;
* **Строка ведущего** — a form for one line of flavour text added to the public post;
* **Вернуть фазу** — a form for a new deadline: the phase goes on with its moves kept.

Until then ``meta.review.current`` (``phase``, ``flavour``, ``thread``, ``message``) holds the
review, the deadline is cleared (no timer) and every command — a player's or the host's — is
refused (:meth:`bot.phases.PhaseDriver.execute`), so nothing changes and nothing reaches the
players. The game itself is not advanced, so a restart loses nothing: the record and its
commands are as they were, the buttons carry the game and phase in their ``custom_id``
(:class:`ReviewButton`, a ``DynamicItem``) and work on the restarted bot.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable, Protocol

import discord

from bot import render, timing
from bot.tables import Refusal, Table
from bot.texts import t
from core.commands import NOTE_LIMIT, Decide, EndPhase, Note
from core.game import Game, PhaseReport
from core.session import rebuild

if TYPE_CHECKING:
    from bot.config import Config
    from bot.phases import Deadlines, PhaseDriver
    from core.registry import Engine
    from core.store.base import GameStore

log = logging.getLogger(__name__)

FLAVOUR_LIMIT = 300


def preview(engine: "Engine", table: Table) -> tuple[Game, PhaseReport]:
    """The phase resolved on a copy of the game (replayed from its stored commands)."""
    session = table.session
    assert session is not None
    copy = rebuild(engine, session.record, [c.to_json() for c in table.game.commands])
    outcome = copy.execute(EndPhase())
    assert outcome.accepted and outcome.report is not None
    return copy, outcome.report


def review_lines(table: Table, game: Game, report: PhaseReport, flavour: str | None) -> list[str]:
    """What the host sees: the public post as it would be (its lines numbered, his notes under
    them), then every private result and whom it goes to (his notes to players), what chance or he
    decided, then the game's end if the phase ends it."""
    phase = render.phase_name(game, report.phase)
    notes = game.notes_of(report.phase.index)
    lines = [t("review.title", phase=phase, game=table.number), t("review.hint"), ""]
    # The moves that produced these results (the phase's moves in force, in the order sent).
    lines.append(t("review.moves"))
    moves = [t("review.move_line", actor=render.name(table.game.players[a.actor].name),
               move=render.describe(table, a)) for a in table.game.pending.values()]
    lines += moves or [t("review.nothing")]
    lines += ["", t("review.public")]
    public = game.texts.grouped([e for e in report.events if e.to is None], lambda e: render.event_text(game, e))
    lines += [f"> **{t('phase.results', phase=phase)}**"]
    if flavour:
        lines.append(f"> {flavour}")
    # Each public line numbered (a note goes under a line by its number), the host's notes in place.
    numbered = [text.replace("\n", f" {t('review.line_number', number=number)}\n", 1) if "\n" in text
                else f"{text} {t('review.line_number', number=number)}" for number, text in enumerate(public, 1)]
    lines += [f"> {line}" for text in render.with_notes(numbered, notes) for line in text.splitlines()] \
        or [t("review.nothing")]
    private = [e for e in report.events if e.to is not None]
    lines += ["", t("review.private")]
    if not private:
        lines.append(t("review.nothing"))
    for event in private:
        names = ", ".join(render.name(game.players[s].name) for s in event.to)
        lines.append(t("review.private_line", names=names, text=render.event_text(game, event)))
    for note in notes:
        if note.seat is not None:
            lines.append(t("review.private_note", name=render.player_name(game, game.players[note.seat]),
                           text=render.name(note.text)))
    for chance in (c for c in game.chances if c.phase == report.phase.index):
        lines += ["", t("review.chance", topic=t(f"review.topic.{chance.topic}"), by="master" if chance.by_master
                        else "chance", options=", ".join(render.name(game.players[s].name) for s in chance.options),
                        chosen=render.name(game.players[chance.chosen].name))]
    lines += ["", t("review.tools")]
    if game.over:
        lines += ["", t("review.game_over", winner=render.name(game.variant.winner_title(game, str(game.winner))))]
    return lines


class Posts(Protocol):
    """What the review desk needs of the delivery (:class:`bot.delivery.Delivery`)."""

    async def post(self, table: Table | None, channel_id: int, lines: list[str], *,
                   ping: int | None = None, sent: list[int] | None = None, **kwargs: Any) -> bool: ...

    async def in_thread(self, thread_id: int, call: Callable[[], Any]) -> Any: ...


class ReviewDesk:
    """Where the host reviews a phase's end: the results held and shown to him in his thread, the
    square's notice, the reminder, the review's buttons closed. The phase driver holds the results
    here instead of publishing them when the table asks for it (:meth:`hold`, with the lock held);
    what the host then does with them is :class:`Review`."""

    def __init__(self, client: discord.Client, engine: "Engine", store: "GameStore", config: "Config",
                 view: Callable[[int, int], discord.ui.View], delivery: Posts) -> None:
        """Built by the client: Discord (the host's thread, the review message), the engine (the
        preview), the store, the settings, ``view`` (the review message's buttons for a game and a
        phase: ``bot.views.review.review_view``) and the delivery (the square's notice, his reminder)."""
        self.bot = client
        self.engine = engine
        self.store = store
        self.config = config
        self.view = view
        self.delivery = delivery

    async def save(self, table: Table) -> None:
        await self.store.update(table.stored())

    @staticmethod
    def wanted(table: Table) -> bool:
        """The host reviews the phase's end — only a host who is not seated (a player never
        sees the others' private results; a seated host could not publish them either)."""
        host = table.meta.host
        return bool(table.meta.review.on) and (host is None or table.seat_of(host) is None)

    @staticmethod
    def pending(table: Table) -> dict[str, Any] | None:
        return table.meta.review.current

    async def hold(self, table: Table) -> PhaseReport | None:
        """The phase is over: resolve it on a copy and show the host, publish nothing (the phase
        driver has sent the post counts; it publishes at once when the host cannot be shown: None)."""
        game, report = preview(self.engine, table)
        index = table.game.phase.index
        thread = await self.delivery.host_thread(table)  # (opened at the start)
        message = await self.show(table, thread, review_lines(table, game, report, None), index)
        if message is None:
            return None
        table.meta.review.current = {"phase": index, "flavour": None, "thread": thread, "message": message,
                                "since": discord.utils.utcnow().isoformat()}
        table.record.deadline = None
        return report

    async def held(self, table: Table) -> None:
        """The results wait for the host (saved, his reminder armed): the square is told."""
        await self.notice(table, t("review.public_wait", phase=render.phase_name(table.game, table.game.phase)))

    async def notice(self, table: Table, text: str) -> None:
        """The square's one review notice of the phase (``meta.review.notice``: [phase index,
        message id]): posted when the phase first ends, then edited — sent back, ended again,
        published — so a phase the host reviews leaves one message, not one per turn."""
        index = table.game.phase.index
        entry = table.meta.review.notice
        square = table.meta.channels.square
        if entry is not None and entry[0] == index:
            message = self.bot.get_partial_messageable(square).get_partial_message(entry[1])
            try:
                await message.edit(content=text, allowed_mentions=discord.AllowedMentions.none())
                return
            except discord.HTTPException:
                log.warning("could not edit the review notice of game %s; posting anew", table.id)
        sent: list[int] = []
        await self.delivery.post(table, square, [text], sent=sent)
        if sent:
            table.meta.review.notice = [index, sent[0]]
            await self.save(table)

    async def show(self, table: Table, thread: int | None, lines: list[str], index: int) -> int | None:
        """Post the review with its buttons (with the last part); returns that message's id.
        Without a thread the host gets it in a direct message."""
        host = table.meta.host
        if thread is not None and host is not None:  # the host is called to his thread (a ping, his alone)
            lines = [t("review.call", host=f"<@{host}>"), *lines]
        parts = render.chunks(lines)
        none = discord.AllowedMentions.none()
        call = discord.AllowedMentions(users=[discord.Object(host)]) if thread is not None and host else none
        view = self.view(table.id, index)
        try:
            if thread is not None:
                target: Any = self.bot.get_partial_messageable(thread)
            else:
                target = self.bot.get_user(table.meta.host) or await self.bot.fetch_user(table.meta.host)
            message = None
            for number, part in enumerate(parts):
                extra = {"view": view} if number == len(parts) - 1 else {}
                message = await target.send(part, allowed_mentions=call if number == 0 else none, **extra)
            return message.id if message is not None else None
        except discord.HTTPException:
            log.exception("could not show the review of game %s to its host", table.id)
            return None

    async def abandon(self, table: Table) -> None:
        """The host ends the game while its phase's results wait (called with the table's lock held,
        as the game ends): the review's buttons go, the square's «…они появятся здесь» says the game
        ended before they were published."""
        review, table.meta.review.current = table.meta.review.current, None
        if review is None:
            return
        phase = render.phase_name(table.game, table.game.phase)
        await self.close(table, review, t("review.done_ended"))
        await self.notice(table, t("review.public_ended", phase=phase))

    async def remind(self, table: Table, index: int) -> None:
        """The results of phase ``index`` still wait: the host is called to his thread once
        (``review["reminded"]``; the timers call it ``review_reminder`` minutes after the hold)."""
        async with table.lock:
            review = self.pending(table)
            if review is None or review.get("phase") != index or review.get("reminded"):
                return
            review["reminded"] = True
            await self.save(table)
            host, thread = table.meta.host, review.get("thread")
            phase = render.phase_name(table.game, table.game.phase)
            text = t("review.reminder", host=f"<@{host}>", phase=phase, minutes=self.config.review_reminder)
            if thread is not None:
                await self.delivery.post(table, thread, [text], ping=host)

    async def close(self, table: Table, review: dict[str, Any], note: str) -> None:
        """The review's buttons go (the message says how it ended)."""
        message, thread = review.get("message"), review.get("thread")
        if message is None or thread is None:
            return
        try:
            partial = self.bot.get_partial_messageable(thread).get_partial_message(message)
            fetched = await partial.fetch()
            # (a review left for a week: Discord archived the thread — unarchived first)
            await self.delivery.in_thread(thread, lambda: partial.edit(
                content=render.fit(f"{fetched.content}\n{note}"), view=None,
                allowed_mentions=discord.AllowedMentions.none()))
        except discord.HTTPException:
            log.warning("could not close the review message of game %s", table.id)


class Review:
    """What the host does with the results held for him (:class:`ReviewDesk`): notes, his say where
    the book leaves a choice to chance, a flavour line, approval (the phase driver publishes them)
    or a send-back with a new deadline. Every method that changes a table runs under its lock."""

    def __init__(self, desk: ReviewDesk, phases: "PhaseDriver", timers: "Deadlines", engine: "Engine",
                 store: "GameStore", config: "Config") -> None:
        """Built by the client after the phase driver: the desk, the driver (corrections are commands,
        approval publishes), the deadlines, the engine (the preview), the store and the settings."""
        self.desk = desk
        self.phases = phases
        self.timers = timers
        self.engine = engine
        self.store = store
        self.config = config

    @staticmethod
    def pending(table: Table) -> dict[str, Any] | None:
        return ReviewDesk.pending(table)

    async def set_mode(self, table: Table, on: bool) -> str:
        async with table.lock:
            table.meta.review.on = bool(on)
            await self.store.update(table.stored())
        if on:
            return t("review.mode_on")
        return t("review.mode_off_pending") if self.pending(table) else t("review.mode_off")

    # --- corrections: notes and the master's say, stored as commands (replay and undo keep them) ---

    def under_way(self, table: Table) -> dict[str, Any]:
        review = self.pending(table)
        if review is None or review.get("phase") != table.game.phase.index:
            raise Refusal(t("review.no_review"))
        return review

    async def note(self, table: Table, text: str, line: int | None, seat: int | None) -> str:
        """A note under line ``line`` (counted from 1, as the review numbers them) of the public
        summary, or to seat ``seat``'s private results; an empty text takes it back."""
        text = " ".join(text.split())
        if (line is None) == (seat is None):
            raise Refusal(t("review.note_where"))
        async with table.lock:
            review = self.under_way(table)
            if line is not None:
                game, report = preview(self.engine, table)
                shown = len(game.texts.grouped([e for e in report.events if e.to is None],
                                               lambda e: render.event_text(game, e)))
                if not 1 <= line <= shown:
                    raise Refusal(t("review.no_line", line=line, count=shown))
            await self.phases.execute(table, Note(text[:NOTE_LIMIT], None if line is None else line - 1, seat),
                                      host=True)
            await self.refresh(table, review)
        if not text:
            return t("review.note_removed")
        return t("review.note_set", text=render.name(text[:NOTE_LIMIT]))

    async def decide(self, table: Table, seat: int) -> str:
        """The host decides what the book leaves to chance or to him (the coin between tied
        players): the seat must be one the resolution weighs."""
        async with table.lock:
            review = self.under_way(table)
            game, report = preview(self.engine, table)
            chances = [c for c in game.chances if c.phase == report.phase.index]
            if not chances:
                raise Refusal(t("review.no_chance"))
            chance = next((c for c in chances if seat in c.options), None)
            if chance is None:
                names = ", ".join(render.name(game.players[s].name) for c in chances for s in c.options)
                raise Refusal(t("review.not_an_option", name=render.name(game.players[seat].name), options=names))
            await self.phases.execute(table, Decide(chance.topic, seat), host=True)
            await self.refresh(table, review)
        return t("review.decided", name=render.name(table.game.players[seat].name))

    async def refresh(self, table: Table, review: dict[str, Any]) -> None:
        """The review shown again with the correction (the lock is held): the earlier message's
        buttons go, the new one's work."""
        game, report = preview(self.engine, table)
        message = await self.desk.show(table, review.get("thread"),
                                       review_lines(table, game, report, review.get("flavour")), review["phase"])
        if message is None:
            return
        await self.desk.close(table, review, t("review.done_corrected"))
        review["message"] = message
        await self.phases.save(table)

    def phase_length(self, table: Table) -> str:
        """The current phase's length as the host set it (what a send-back form offers first)."""
        return self.phases.phase_length(table, table.game.phase.kind)

    def check(self, table: Table, index: int, message: int | None = None) -> dict[str, Any]:
        """The review under way for phase ``index``; ``message``: the review message a button was
        pressed on — a button of an earlier review of the same phase (sent back, ended again with
        other moves) describes other results and is refused."""
        review = self.pending(table)
        if review is None or review.get("phase") != index or table.game.phase.index != index or \
                (message is not None and review.get("message") not in (None, message)):
            raise Refusal(t("review.closed"))
        return review

    async def approve(self, table: Table, index: int, message: int | None = None) -> str:
        async with table.lock:
            review = self.check(table, index, message)
            table.meta.review.current = None
            phase = render.phase_name(table.game, table.game.phase)
            await self.desk.close(table, review, t("review.done_published"))
            await self.desk.notice(table, t("review.public_done", phase=phase))
            await self.phases.publish(table, approved=True, flavour=review.get("flavour"))
        # One confirmation a phase: the review message in the host's thread says «✅ Опубликовано.»; a
        # review sent by direct message is not edited, so the reply says it there.
        return "" if review.get("message") is not None and review.get("thread") is not None \
            else t("review.published", phase=phase)

    async def flavour(self, table: Table, index: int, text: str, message: int | None = None) -> str:
        line = " ".join(text.split())[:FLAVOUR_LIMIT]
        async with table.lock:
            review = self.check(table, index, message)
            review["flavour"] = line or None
            await self.phases.save(table)
        return t("review.flavour_set", line=line) if line else t("review.flavour_cleared")

    async def send_back(self, table: Table, index: int, spec: str, message: int | None = None) -> str:
        spec = spec.strip()
        if not timing.valid(spec):
            raise Refusal(t(timing.bad_key(spec), spec=render.name(spec)))
        async with table.lock:
            review = self.check(table, index, message)
            table.meta.review.current = None
            table.meta.review.ended_early = None  # it goes on: its end will be the deadline's or a new early one
            now = discord.utils.utcnow()
            table.record.deadline = timing.deadline(spec, now, self.config.timezone)
            left = (table.record.deadline - now).total_seconds()
            table.meta.clock.reminded = [m for m in self.config.reminders if m * 60 >= left]
            if table.record.paused:
                table.meta.clock.left = left
            await self.phases.save(table)
            await self.desk.close(table, review, t("review.done_sent_back"))
            self.timers.arm(table)
            phase = render.phase_name(table.game, table.game.phase)
            stamp = timing.stamp(table.record.deadline)
            await self.desk.notice(table, t("review.reopened_public", phase=phase, deadline=stamp))
        return t("review.reopened", phase=phase, deadline=stamp)
