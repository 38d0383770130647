"""Statistics of finished games on this server: ``/stats [player]`` (ephemeral) and
``/leaderboard`` (posted in the channel). Names are escaped and nobody is mentioned.

The rating is :mod:`core.rating`'s, computed from the server's stored results in a worker thread
(a server's whole history, rebuilt on each question: see docs/performance.md for what it costs);
this cog only renders it."""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs import defer, guard, reply
from bot.texts import L, t
from core.ballot import number
from core.names import visible
from core.rating import PlayerRating, Ratings, rate
from core.store.stats import PlayerTotals, ServerTotals, server_totals

#: How many places /leaderboard shows, and how many of a player's last games /stats traces.
BOARD = 10
TREND = 5


def percent(wins: int, games: int) -> str:
    return f"{round(100 * wins / games)}%" if games else "—"


def rating_lines(rating: PlayerRating | None, place: int | None, min_games: int) -> list[str]:
    """A player's rating, his place (or how many games he needs) and its trend over his last games."""
    if rating is None or not rating.games:
        return []
    shown = {"rating": rating.rating, "sigma": rating.sigma, "score": rating.score}
    lines = [t("stats.rating", place=place, **shown) if place is not None
             else t("stats.rating_unranked", min=min_games, **shown)]
    steps = rating.trend(TREND)
    change = round(steps[-1], 1) - round(steps[0], 1)
    lines.append(t("stats.trend", count=len(steps) - 1, steps=" → ".join(number(round(s, 1)) for s in steps),
                   change=("+" if change >= 0 else "") + number(round(change, 1))))
    return lines


def player_lines(name: str, totals: PlayerTotals, rating: PlayerRating | None = None, place: int | None = None,
                 min_games: int = 5) -> list[str]:
    if not totals.games:
        return [t("stats.none", name=render.name(name))]
    lines = [t("stats.player", name=render.name(name), games=totals.games, wins=totals.wins,
               share=percent(totals.wins, totals.games), survived=totals.survived)]
    lines += rating_lines(rating, place, min_games)
    if totals.by_side:
        lines.append(t("stats.by_side"))
        lines += [t("stats.row", what=render.name(side), games=tally.games, wins=tally.wins)
                  for side, tally in totals.by_side.items()]
    if totals.by_role:
        lines.append(t("stats.by_role"))
        lines += [t("stats.row", what=render.name(role), games=tally.games, wins=tally.wins)
                  for role, tally in totals.by_role.items()]
    return lines


def board_lines(server: ServerTotals, ratings: Ratings, min_games: int, limit: int = BOARD) -> list[str]:
    if not server.games:
        return [t("stats.board_empty")]
    lines = [t("stats.board_header", games=server.games, players=server.players)]
    if server.wins_by_side:
        sides = ", ".join(f"{render.name(side)} — {wins}" for side, wins in server.wins_by_side.items())
        lines.append(t("stats.board_sides", sides=sides))
    ranked = ratings.board(min_games)
    if not ranked:
        return lines + [t("stats.board_nobody", min=min_games)]
    lines += [t("stats.board_row", place=place, name=render.name(row.name or str(row.user)), score=row.score,
                rating=row.rating, sigma=row.sigma, games=row.games, wins=row.wins)
              for place, row in enumerate(ranked[:limit], start=1)]
    rest = sum(1 for p in ratings.players.values() if p.games < min_games)
    if rest:
        lines.append(t("stats.board_rest", count=rest, min=min_games))
    lines.append(t("stats.board_method", min=min_games))
    return lines


class Stats(commands.Cog):
    def __init__(self, bot) -> None:
        self.bot = bot

    @property
    def min_games(self) -> int:
        return self.bot.config.rating_min_games

    async def ratings(self, server: int) -> Ratings:
        """The server's ratings, rebuilt from its stored results (off the event loop)."""
        results = await self.bot.stats.results(server)
        return await asyncio.to_thread(rate, results)

    @app_commands.command(name=L("stats", "stats"), description=L("stats.desc", "Your results on this server"))
    @app_commands.rename(player=L("p.stats_player", "player"))
    @app_commands.describe(player=L("p.stats_player.desc", "Whose results (default: yours)"))
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, player: discord.Member | None = None) -> None:
        async with guard(interaction):
            await defer(interaction)
            who = player or interaction.user
            totals = await self.bot.stats.player(interaction.guild_id, who.id)
            ratings = await self.ratings(interaction.guild_id) if totals.games else None
            rating = ratings.of(who.id) if ratings is not None else None
            place = ratings.place(who.id, self.min_games) if ratings is not None else None
            # (the name as the member plays under it: no markup, the same door as a seat's name)
            name = render.safe_name(visible(who.display_name))
            await reply(interaction, "\n".join(player_lines(name, totals, rating, place, self.min_games)))

    @app_commands.command(name=L("leaderboard", "leaderboard"),
                          description=L("leaderboard.desc", "The server's best players"))
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await interaction.response.defer(thinking=True)
            # The server's results read once; its totals and ratings worked out off the event loop.
            results = await self.bot.stats.results(interaction.guild_id)
            server, ratings = await asyncio.to_thread(
                lambda: (server_totals(interaction.guild_id, results), rate(results)))
            none = discord.AllowedMentions.none()
            for part in render.chunks(board_lines(server, ratings, self.min_games)):
                await interaction.followup.send(part, allowed_mentions=none)


async def setup(bot) -> None:
    await bot.add_cog(Stats(bot))
