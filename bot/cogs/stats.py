"""Statistics of finished games on this server: ``/stats [player]`` (ephemeral) and
``/leaderboard`` (posted in the channel). Names are escaped and nobody is mentioned."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs import defer, guard, reply
from bot.texts import L, t
from core.names import visible
from core.store.stats import PlayerTotals, ServerTotals, Standing


def percent(wins: int, games: int) -> str:
    return f"{round(100 * wins / games)}%" if games else "—"


def player_lines(name: str, totals: PlayerTotals) -> list[str]:
    if not totals.games:
        return [t("stats.none", name=render.name(name))]
    lines = [t("stats.player", name=render.name(name), games=totals.games, wins=totals.wins,
               share=percent(totals.wins, totals.games), survived=totals.survived)]
    if totals.by_side:
        lines.append(t("stats.by_side"))
        lines += [t("stats.row", what=render.name(side), games=tally.games, wins=tally.wins)
                  for side, tally in totals.by_side.items()]
    if totals.by_role:
        lines.append(t("stats.by_role"))
        lines += [t("stats.row", what=render.name(role), games=tally.games, wins=tally.wins)
                  for role, tally in totals.by_role.items()]
    return lines


def board_lines(server: ServerTotals, rows: list[Standing]) -> list[str]:
    if not server.games:
        return [t("stats.board_empty")]
    lines = [t("stats.board_header", games=server.games, players=server.players)]
    if server.wins_by_side:
        sides = ", ".join(f"{render.name(side)} — {wins}" for side, wins in server.wins_by_side.items())
        lines.append(t("stats.board_sides", sides=sides))
    lines += [t("stats.board_row", place=place, name=render.name(row.name or str(row.user)), wins=row.wins,
                games=row.games, share=percent(row.wins, row.games), survived=row.survived)
              for place, row in enumerate(rows, start=1)]
    return lines


class Stats(commands.Cog):
    def __init__(self, bot) -> None:
        self.bot = bot

    @app_commands.command(name=L("stats", "stats"), description=L("stats.desc", "Your results on this server"))
    @app_commands.rename(player=L("p.stats_player", "player"))
    @app_commands.describe(player=L("p.stats_player.desc", "Whose results (default: yours)"))
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, player: discord.Member | None = None) -> None:
        async with guard(interaction):
            await defer(interaction)
            who = player or interaction.user
            totals = await self.bot.stats.player(interaction.guild_id, who.id)
            # (the name as the member plays under it: no markup, the same door as a seat's name)
            await reply(interaction, "\n".join(player_lines(render.safe_name(visible(who.display_name)), totals)))

    @app_commands.command(name=L("leaderboard", "leaderboard"),
                          description=L("leaderboard.desc", "The server's best players"))
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await interaction.response.defer(thinking=True)
            server = await self.bot.stats.server(interaction.guild_id)
            rows = await self.bot.stats.leaderboard(interaction.guild_id, limit=10)
            none = discord.AllowedMentions.none()
            for part in render.chunks(board_lines(server, rows)):
                await interaction.followup.send(part, allowed_mentions=none)


async def setup(bot) -> None:
    await bot.add_cog(Stats(bot))
