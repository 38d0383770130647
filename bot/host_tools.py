"""The host's tools: ending a phase, more time (for everyone or one player), a pause, an
announcement, a player removed or replaced, the game ended, and his log. Every change of a table's
state happens under ``table.lock``."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Callable

import discord

from bot import render, timing, turns
from bot.permissions import GameRoles, game_role
from bot.phases import Deadlines, PhaseDriver
from bot.settings import Settings
from bot.tables import Refusal, Table, Tables
from bot.lobby import Lobby
from bot.texts import t
from bot.undo import undo_log
from core.commands import Remove, Replace
from core.session import GameSession, rebuild

if TYPE_CHECKING:
    from bot.config import Config
    from core.registry import Engine
    from core.store.base import GameStore

log = logging.getLogger(__name__)


class HostTools:
    def __init__(self, client: discord.Client, engine: "Engine", store: "GameStore", config: "Config",
                 settings: Settings, registry: Tables, roles: GameRoles, phases: PhaseDriver, timers: Deadlines,
                 lobby: "Lobby", role_view: Callable[..., discord.ui.View | None]) -> None:
        """Built by the client: Discord, the engine, the store, the settings, the per-server settings,
        the tables, the game roles, the phase driver (what is posted goes through its delivery), the
        deadlines, the lobby (a sign-up cancelled) and the «Правила роли» button under the role card a
        replacement gets."""
        self.bot = client
        self.engine = engine
        self.store = store
        self.config = config
        self.settings = settings
        self.registry = registry
        self.roles = roles
        self.phases = phases
        self.delivery = phases.delivery
        self.timers = timers
        self.lobby = lobby
        self.role_view = role_view

    async def end_phase(self, table: Table, expected: int) -> bool:
        """The host ends the phase he saw (``expected``): if the deadline ended it first, nothing
        more ends."""
        report = await self.phases.end_phase(table, expected=expected, by_host=True)
        return report is not None

    @staticmethod
    def refuse_in_review(table: Table) -> None:
        """Pause and extend act on the running phase's clock; a phase under review is over and its
        clock stopped (docs/bot.md: refused with the reason, not carried into the next phase)."""
        if table.meta.review.current is not None:
            raise Refusal(t("host.review_clock"))

    async def extend(self, table: Table, minutes: int) -> str:
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            self.refuse_in_review(table)
            if table.record.paused:
                table.meta.clock.left = (table.meta.clock.left or 0.0) + minutes * 60
                await self.store.update(table.stored())
                return t("host.extended_paused", minutes=minutes)
            base = table.record.deadline or discord.utils.utcnow()
            table.record.deadline = base + timedelta(minutes=minutes)
            left = (table.record.deadline - discord.utils.utcnow()).total_seconds()
            table.meta.clock.reminded = [m for m in table.meta.clock.reminded if left <= m * 60]
            await self.store.update(table.stored())
            self.timers.arm(table)
        await self.delivery.post(table, table.meta.channels.square,
                               [t("host.extended_public", deadline=timing.stamp(table.record.deadline))])
        return t("host.extended", deadline=timing.stamp(table.record.deadline))

    async def extend_until(self, table: Table, spec: str) -> str:
        """The phase ends at a clock time («до 20:00», in the server's time zone) or after a length
        from now («90 минут»): earlier or later than set."""
        if not timing.valid(spec):
            raise Refusal(t("timing.bad", spec=render.name(spec)))
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            if table.meta.review.current is not None:  # the phase is over: its results await the host
                raise Refusal(t("review.host_pending"))
            now = discord.utils.utcnow()
            end = timing.deadline(spec, now, self.config.timezone)
            left = (end - now).total_seconds()
            table.meta.clock.reminded = [m for m in self.config.reminders if m * 60 >= left]
            if table.record.paused:
                table.meta.clock.left = left
                await self.store.update(table.stored())
                return t("host.until_paused", deadline=timing.stamp(end))
            table.record.deadline = end
            await self.store.update(table.stored())
            self.timers.arm(table)
        await self.delivery.post(table, table.meta.channels.square,
                                 [t("host.until_public", deadline=timing.stamp(end))])
        return t("host.until", deadline=timing.stamp(end))

    async def extend_player(self, table: Table, seat: int, minutes: int | None, spec: str | None) -> str:
        """One player's extra time: past the phase's deadline the others are closed and the phase
        waits for him until his own deadline (``minutes`` after the phase's, or the clock time
        ``spec``) or until he has sent (``PhaseDriver.hold_for_grace``). He is told in his thread."""
        if spec is not None and not timing.valid(spec):
            raise Refusal(t("timing.bad", spec=render.name(spec)))
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            game = table.game
            player = game.players[seat]
            name = render.player_name(game, player)
            if not player.in_game:
                raise Refusal(t("grace.not_in_game", name=name))
            if table.record.deadline is None or table.record.paused:
                raise Refusal(t("grace.no_deadline"))
            grace = turns.grace(table)
            base = table.record.deadline
            if grace and grace.get("closed"):  # already past the phase's own deadline
                base = datetime.fromisoformat(grace["phase_end"])
            now = discord.utils.utcnow()
            end = timing.deadline(spec, now, self.config.timezone) if spec is not None \
                else max(base, now) + timedelta(minutes=minutes or 0)
            if end <= base:
                raise Refusal(t("grace.too_early", deadline=timing.stamp(base)))
            if grace is None:
                grace = table.meta.clock.grace = {"phase": game.phase.index, "seats": {}, "closed": False}
            grace["seats"][str(seat)] = (end - base).total_seconds()
            if grace.get("closed"):
                table.record.deadline = max(table.record.deadline, end)
                self.timers.arm(table)
            await self.store.update(table.stored())
        await self.delivery.post(table, table.meta.threads.seats[seat],
                          [t("grace.told", deadline=timing.stamp(end), phase_end=timing.stamp(base))])
        return t("grace.set", name=name, deadline=timing.stamp(end), phase_end=timing.stamp(base))

    async def pause(self, table: Table) -> str:
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            if table.record.paused:
                raise Refusal(t("host.already_paused"))
            self.refuse_in_review(table)
            left = (table.record.deadline - discord.utils.utcnow()).total_seconds() if table.record.deadline else 0
            table.meta.clock.left = max(0.0, left)
            table.record.paused = True
            await self.store.update(table.stored())
            self.timers.cancel(table)
        await self.delivery.post(table, table.meta.channels.square, [t("host.paused_public")])
        return t("host.paused")

    async def resume(self, table: Table) -> str:
        async with table.lock:
            if not table.record.paused:
                raise Refusal(t("host.not_paused"))
            table.record.paused = False
            review = table.meta.review.current is not None
            if review:  # the phase is over: its clock stays stopped until the results are published
                table.meta.clock.left = None
            else:
                table.record.deadline = discord.utils.utcnow() + timedelta(seconds=table.meta.clock.left or 0.0)
                table.meta.clock.left = None
            await self.store.update(table.stored())
            self.timers.arm(table)
        if review:
            await self.delivery.post(table, table.meta.channels.square, [t("host.resumed_review_public")])
            return t("host.resumed_review")
        await self.delivery.post(table, table.meta.channels.square,
                               [t("host.resumed_public", deadline=timing.stamp(table.record.deadline))])
        return t("host.resumed")

    async def announce(self, table: Table, text: str) -> str:
        """The host's official announcement, posted in the square by the bot (escaped: no mention,
        no markup; one message)."""
        post = render.announcement(text)
        if not post.partition("\n")[2]:
            raise Refusal(t("host.announce_empty"))
        if len(post) > render.MESSAGE_LIMIT:
            raise Refusal(t("host.announce_long", length=len(post), limit=render.MESSAGE_LIMIT))
        if not table.live:
            raise Refusal(t("game.finished"))
        sent: list[int] = []
        await self.delivery.post(table, table.meta.channels.square, [post], sent=sent)
        if not sent:
            raise Refusal(t("host.announce_failed"))
        return t("host.announced")

    def find_seat(self, table: Table, name: str) -> int:
        game = table.game
        player = game.find(name)
        if player is None and name.startswith("#") and name[1:].isdigit():
            seat = int(name[1:])
            player = game.players[seat] if 0 <= seat < len(game.players) else None
        if player is None:
            raise Refusal(t("game.no_such_player", name=render.name(name)))
        return player.seat

    def _kill_outcome(self, table: Table, seat: int, reason: str) -> str | None:
        """What a removal brings about if it ends the game («победит Закон»), else None (a removal
        that does not end the game can be undone: it is done at once). Played on a copy."""
        session = table.session
        assert session is not None
        copy = rebuild(self.engine, session.record, [c.to_json() for c in table.game.commands])
        outcome = copy.execute(Remove(seat, reason))
        return render.outcome_text(copy, future=True) if outcome.accepted and copy.over else None

    async def ask_kill(self, table: Table, seat: int, reason: str) -> tuple[str, str] | None:
        """The question before a removal that ends the game (what follows, and the stamp the
        confirmation carries), or None for one that does not: it is done at once (undo takes it back).
        The reason waits in ``meta.ask_kill`` for the confirmation (a button carries no text)."""
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            if table.meta.review.current is not None:  # (nothing is asked that would be refused)
                raise Refusal(t("review.host_pending"))
            self._refuse_gone(table, seat)
            follows = self._kill_outcome(table, seat, reason)
            if follows is None:
                return None
            stamp = table.stamp()
            table.meta.ask_kill = {"seat": seat, "reason": reason, "stamp": stamp}
            await self.store.update(table.stored())
        name = render.player_name(table.game, table.game.players[seat])
        return t("confirm.kill_question", name=name, outcome=follows), stamp

    @staticmethod
    def _refuse_gone(table: Table, seat: int) -> None:
        if not table.game.players[seat].in_game:  # (not «нельзя выбрать целью»: this is no move)
            raise Refusal(t("host.kill_gone", name=render.player_name(table.game, table.game.players[seat])))

    async def kill(self, table: Table, seat: int, reason: str | None, *, expected: str | None = None) -> str:
        """Remove a player. ``expected``: the stamp a confirmation carries (a removal that ends the
        game, :meth:`ask_kill`): refused once the game moved on; its reason is the one asked with."""
        phases = self.phases
        phase = table.game.phase.index
        async with table.lock:
            if expected is not None:
                asked = table.meta.ask_kill or {}
                if not table.live:
                    raise Refusal(t("game.finished"))
                if table.stamp() != expected:
                    raise Refusal(t("confirm.stale"))
                reason = asked.get("reason", "") if asked.get("seat") == seat and asked.get("stamp") == expected else ""
                table.meta.ask_kill = None
            if table.live:
                self._refuse_gone(table, seat)
            before = {p.seat for p in table.game.players if p.in_game}
            outcome = await phases.execute(table, Remove(seat, reason or ""), host=True)
            assert outcome.report is not None
            await self.delivery.deliver(table, outcome.report.events, header=None)
            await self.delivery.update_graveyard(table, before, events=outcome.report.events, removed=True,
                                                 reason=reason)
            over = table.game.over
            if over:
                await phases.finish(table)
            else:
                await self.delivery.host_status(table)
        if not over:  # his vote is dropped with him: the day's live tally says so
            await self.delivery.refresh_tally(table, phase)
        done = t("host.killed", name=render.player_name(table.game, table.game.players[seat]))
        return done + "\n" + t("host.game_over", outcome=render.outcome_text(table.game)) if over else done

    async def replace(self, table: Table, seat: int, member: discord.Member) -> str:
        if table.seat_of(member.id) is not None:
            raise Refusal(t("host.already_playing", user=member.mention))
        if member.id in table.meta.spectators:
            raise Refusal(t("spectate.cannot_replace", user=member.mention))
        Lobby.refuse_host(table, member, other=True)
        async with table.lock:
            old_user = table.user_of(seat)
            old_name = render.player_name(table.game, table.game.players[seat])
            name = Lobby.seat_name(member.display_name, [p.name for p in table.game.players if p.seat != seat],
                                  suffix=str(seat + 1))
            gender = self.settings.of(member.guild.id).genders.get(str(member.id))
            declined = str(member.id) not in self.settings.of(member.guild.id).undeclined
            await self.phases.execute(table, Replace(seat, name, gender, declined), host=True)
            table.meta.seats.users[seat] = member.id
            # Who sat there before, by the command's number (for /host undo).
            table.meta.seats.replaced.append(
                {"seq": len(table.game.commands) - 1, "seat": seat, "old": old_user, "new": member.id})
            await self.store.update(table.stored())
            await self.delivery.hand_threads(table, seat, old_user, member.id)
            which = game_role(table.game, table.game.players[seat])
            for role in ("alive", "dead"):
                await self.roles.remove(table, old_user, role)
            await self.roles.add(table, member.id, which)
            await self._welcome(table, seat, member.id, old_name)
            await self.delivery.host_status(table)  # (the seat's new name)
        await self.delivery.post(table, table.meta.channels.square,
                               [t("host.replaced_public", old=f"<@{old_user}>", new=member.mention,
                                  name=render.name(name))])
        return t("host.replaced", name=render.name(name))

    def ask_end(self, table: Table) -> tuple[str, str] | None:
        """The question before ``/game end`` of a running game (no undo after a game's end): what
        follows, and the stamp the confirmation carries (the phase: a press once it ended is
        refused). None for what needs no question: a sign-up's cancellation, a stale game."""
        if table.lobby or table.stale is not None or not table.live:
            return None
        game = table.game
        return t("confirm.end_question", game=table.id, phase=render.phase_name(game, game.phase)), \
            str(game.phase.index)

    async def _welcome(self, table: Table, seat: int, user: int, old_name: str) -> None:
        """The newcomer, in the seat's thread (renamed for him): whose seat he took, what stands from
        it in this phase (the moves sent, the vote), and the role card under his name."""
        game = table.game
        await self.delivery.rename_thread(table, seat)
        player = game.players[seat]
        lines = [t("replace.welcome", user=f"<@{user}>", old=old_name, name=render.player_name(game, player),
                   game=table.id, phase=render.phase_name(game, game.phase))]
        moves = [render.describe(table, a) for a in game.actions_of(seat)]
        lines += [t("replace.move", move=m) for m in moves]
        if seat in game.votes:
            target = game.votes[seat]
            lines.append(t("replace.vote_peace") if target is None else
                         t("replace.vote", target=render.player_name(game, game.players[target])))
        if not moves and seat not in game.votes:
            lines.append(t("replace.nothing"))
        thread = table.meta.threads.seats[seat]
        await self.delivery.post(table, thread, lines, ping=user)
        card = render.role_card_blocks(table, seat)
        book = self.registry.book(table)
        view = self.role_view(self.engine, book.variant.id, book.edition, [player.role, player.public or ""]) \
            if self.role_view is not None else None
        single = len(render.chunks(card)) == 1
        await self.delivery.post(table, thread, card, **({"view": view} if view is not None and single else {}))

    async def end_game(self, table: Table, *, expected: str | None = None) -> str:
        """End the game (or cancel the sign-up); ``expected``: the phase a confirmation was asked
        in (:meth:`ask_end`), refused once another phase began."""
        async with table.lock:
            if expected is not None and (not table.live or str(table.game.phase.index) != expected):
                raise Refusal(t("game.finished") if not table.live else t("confirm.stale_end"))
            if table.lobby:
                if table.record.status != "running":
                    raise Refusal(t("lobby.already_started"))
                table.record.status = "over"
                await self.store.update(table.stored())
                await self.lobby.refresh_signup(table, closed=True, cancelled=True)
                self.registry.drop(table)
                await self.roles.remove(table, table.meta.host, "host")
                await self.delivery.post(table, table.meta.channels.square, [t("lobby.cancelled")])
                return t("lobby.cancelled")
            if table.stale is not None:
                return await self._end_stale(table)
            if not table.live:
                raise Refusal(t("game.finished"))
            await self.delivery.post(table, table.meta.channels.square, [t("game.ended_by_host")])
            await self.phases.finish(table)
        return t("game.ended")

    async def _end_stale(self, table: Table) -> str:
        """The host ends a game the rules no longer replay (:mod:`bot.stale`): it ends as any game
        the host ends — its «итоги» and story as far as it replays, its roles and overwrites taken
        back, its threads closed — and the table is free. Its stored commands stay as they are."""
        stale = table.stale
        assert stale is not None
        table.session = GameSession(self.engine, self.store, table.record, stale.game)
        table.stale = None
        table.meta.stale_ended = True
        await self.delivery.post(table, table.meta.channels.square, [t("stale.ended", game=table.id)])
        await self.phases.finish(table)
        return t("game.ended")

    def full_log(self, table: Table) -> str:
        """The host's log: the deal's seed (for the host only, never in a player's view), every event,
        the reasons he gave for removals, the undone moves."""
        game = table.game
        # A removal's reason is the host's own note (docs/bot.md): here, in his log, and nowhere public.
        reasons = [t("log.removed", name=render.name(game.players[c.seat].name), reason=render.name(c.reason))
                   for c in game.commands if isinstance(c, Remove) and c.reason and 0 <= c.seat < len(game.players)]
        waiting = [(seat, turns.missing_of(table, seat)) for seat in turns.waiting(table)] if table.live else None
        return "\n".join(filter(None, [t("log.seed", seed=game.seed), render.full_log(game, table, waiting),
                                        *reasons, *undo_log(table)]))
