"""Host tools: ``/host extend|end-phase|pause|resume|announce|replace|kill|log``
(the game's host and Manage Server only)."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs import bot_of, defer, guard, reply, require_host
from bot.tables import Refusal, Table
from bot.texts import L, t
from bot.views.confirm import confirm_view
from bot.views.undo import undo_view
from core.names import fold


async def player_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    try:
        table = bot_of(interaction).games.here(interaction)
    except Refusal:
        return []
    if table is None or table.session is None:
        return []
    # The value is the seat («#3»), never the name (GameManager.find_seat reads both).
    return [app_commands.Choice(name=p.name[:100], value=f"#{p.seat}") for p in table.game.players
            if fold(current) in fold(p.name)][:25]


class Host(commands.Cog):
    host = app_commands.Group(name=L("grp.host", "host"), description=L("grp.host.desc", "Host tools"),
                              guild_only=True)

    def __init__(self, bot) -> None:
        self.bot = bot

    def _table(self, interaction: discord.Interaction) -> Table:
        table = self.bot.games.running_here(interaction)
        require_host(interaction, table)
        return table

    @host.command(name=L("extend", "extend"), description=L("extend.desc", "Move the deadline later"))
    @app_commands.rename(minutes=L("p.minutes", "minutes"), until=L("p.until", "until"),
                         player=L("p.extend_player", "player"))
    @app_commands.describe(minutes=L("p.minutes.desc", "How many minutes to add"),
                           until=L("p.until.desc", "When the phase ends (20:00) or a length from now"),
                           player=L("p.extend_player.desc", "Extend only this player's deadline"))
    @app_commands.autocomplete(player=player_choices)
    async def extend(self, interaction: discord.Interaction,
                     minutes: app_commands.Range[int, 1, 10080] | None = None,
                     until: str | None = None, player: str | None = None) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            if (minutes is None) == (until is None):
                raise Refusal(t("host.extend_what"))
            seat = self.bot.games.host_tools.find_seat(table, player) if player is not None else None
            await defer(interaction)
            if seat is not None:
                text = await self.bot.games.host_tools.extend_player(table, seat, minutes, until)
            elif until is not None:
                text = await self.bot.games.host_tools.extend_until(table, until.strip())
            else:
                text = await self.bot.games.host_tools.extend(table, minutes)
            await reply(interaction, text)

    @host.command(name=L("end_phase", "end-phase"), description=L("end_phase.desc", "End the phase now"))
    async def end_phase(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            if table.meta.review.current is not None:
                raise Refusal(t("review.host_pending"))
            phase = table.game.phase
            await defer(interaction)
            ended = await self.bot.games.host_tools.end_phase(table, phase.index)
            name = render.phase_name(table.game, phase)
            if not ended:
                return await reply(interaction, t("host.phase_gone", phase=name))
            review = table.meta.review.current if table.live else None
            if review is not None:  # held for the host's review: where it waits
                thread = review.get("thread")
                return await reply(interaction, t("host.phase_held", phase=name, thread=f"<#{thread}>")
                                   if thread is not None else t("host.phase_held_dm", phase=name))
            paused = table.live and table.record.paused
            await reply(interaction, t("host.phase_ended_paused" if paused else "host.phase_ended", phase=name))

    @host.command(name=L("pause", "pause"), description=L("pause.desc", "Stop the clock"))
    async def pause(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            await defer(interaction)
            await reply(interaction, await self.bot.games.host_tools.pause(table))

    @host.command(name=L("resume", "resume"), description=L("resume.desc", "Start the clock again"))
    async def resume(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            await defer(interaction)
            await reply(interaction, await self.bot.games.host_tools.resume(table))

    @host.command(name=L("announce", "announce"),
                  description=L("announce.desc", "Post an official announcement in the square"))
    @app_commands.rename(text=L("p.announce_text", "text"))
    @app_commands.describe(text=L("p.announce_text.desc", "The announcement's text"))
    async def announce(self, interaction: discord.Interaction,
                       text: app_commands.Range[str, 1, render.ANNOUNCEMENT_LIMIT]) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            await defer(interaction)
            await reply(interaction, await self.bot.games.host_tools.announce(table, text))

    @host.command(name=L("note", "note"), description=L("note.desc", "A note on the results under review"))
    @app_commands.rename(text=L("p.note_text", "text"), line=L("p.note_line", "line"),
                         player=L("p.note_player", "player"))
    @app_commands.describe(text=L("p.note_text.desc", "The note (empty: take it back)"),
                           line=L("p.note_line.desc", "Under which line of the square's results"),
                           player=L("p.note_player.desc", "To whose private results"))
    @app_commands.autocomplete(player=player_choices)
    async def note(self, interaction: discord.Interaction, text: app_commands.Range[str, 0, 300] = "",
                   line: app_commands.Range[int, 1, 100] | None = None, player: str | None = None) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            seat = self.bot.games.host_tools.find_seat(table, player) if player is not None else None
            await defer(interaction)
            await reply(interaction, await self.bot.review.note(table, text, line, seat))

    @host.command(name=L("decide", "decide"),
                  description=L("decide.desc", "Decide an outcome the rules leave to a coin or the host"))
    @app_commands.rename(player=L("p.decide_player", "player"))
    @app_commands.describe(player=L("p.decide_player.desc", "Whom to choose"))
    @app_commands.autocomplete(player=player_choices)
    async def decide(self, interaction: discord.Interaction, player: str) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            seat = self.bot.games.host_tools.find_seat(table, player)
            await defer(interaction)
            await reply(interaction, await self.bot.review.decide(table, seat))

    @host.command(name=L("replace", "replace"), description=L("replace.desc", "Give a seat to another member"))
    @app_commands.rename(old=L("p.old", "old"), new=L("p.new", "new"))
    @app_commands.describe(old=L("p.old.desc", "The player who leaves"), new=L("p.new.desc", "Who takes the seat"))
    @app_commands.autocomplete(old=player_choices)
    async def replace(self, interaction: discord.Interaction, old: str, new: discord.Member) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            seat = self.bot.games.host_tools.find_seat(table, old)
            await defer(interaction)
            await reply(interaction, await self.bot.games.host_tools.replace(table, seat, new))

    @host.command(name=L("kill", "kill"), description=L("kill.desc", "Remove a player for breaking the rules"))
    @app_commands.rename(player=L("p.player", "player"), reason=L("p.reason", "reason"))
    @app_commands.describe(player=L("p.player.desc", "Who is removed"), reason=L("p.reason.desc", "Why"))
    @app_commands.autocomplete(player=player_choices)
    async def kill(self, interaction: discord.Interaction, player: str, reason: str = "") -> None:
        async with guard(interaction):
            table = self._table(interaction)
            seat = self.bot.games.host_tools.find_seat(table, player)
            await defer(interaction)
            asked = await self.bot.games.host_tools.ask_kill(table, seat, reason)  # a removal that ends the game
            if asked is not None:
                return await reply(interaction, asked[0], view=confirm_view(f"kill{seat}", table.id, asked[1]))
            await reply(interaction, await self.bot.games.host_tools.kill(table, seat, reason))

    @host.command(name=L("log", "log"), description=L("log.desc", "The full log of the game (host only)"))
    async def log(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            games = self.bot.games
            name, table = games.where(interaction.guild, interaction.channel_id,
                                      getattr(interaction.channel, "parent_id", None))
            if table is None and (last := games.registry.last.get((interaction.guild.id, name))) is not None:
                table = last  # after the end the journal stays readable: the table's last game
            if table is None or table.session is None:
                table = games.registry.running_of(table)
            require_host(interaction, table)
            text = games.host_tools.full_log(table)
            thread = games.phases.delivery.host_thread_of(table)  # the same journal, live
            link = "\n" + t("log.thread", thread=f"<#{thread}>") if thread is not None else ""
            if len(text) <= 1900 - len(link):
                return await reply(interaction, (f"```\n{text}\n```" if text else t("log.empty")) + link)
            file = discord.File(io.BytesIO(text.encode("utf-8")), filename=f"game-{table.id}.txt")
            await reply(interaction, t("log.attached") + link, file=file)

    @host.command(name=L("review", "review"),
                  description=L("review.desc", "Review each phase's results before they are published"))
    @app_commands.rename(on=L("p.review_on", "on"))
    @app_commands.describe(on=L("p.review_on.desc", "On or off"))
    async def review(self, interaction: discord.Interaction, on: bool) -> None:
        async with guard(interaction):
            table = self.bot.games.here(interaction)  # the table of this channel
            if table is None or table.record.status != "running" or (not table.lobby and not table.live):
                raise Refusal(t("game.none"))
            require_host(interaction, table)
            await defer(interaction)
            await reply(interaction, await self.bot.review.set_mode(table, on))

    @host.command(name=L("undo", "undo"),
                  description=L("undo.desc", "Take back the last phase's end, removal, replacement or instant move"))
    async def undo(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            table = self._table(interaction)
            await defer(interaction)
            text, stamp = self.bot.undo.ask(table)
            await reply(interaction, text, view=undo_view(table.id, stamp))


async def setup(bot) -> None:
    await bot.add_cog(Host(bot))
