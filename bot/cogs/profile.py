"""``/profile gender`` («/профиль род»): how the game's texts speak of a member —
«Аня погибла» or «Пётр погиб». Stored per server (:class:`bot.settings.ServerSettings`);
without it the gender is guessed from the name (:mod:`core.gender`).
``/profile declension`` («/профиль склонение»): whether texts decline his name («убили Аню»)
or keep it as typed («убили игрока Аня»)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs import defer, guard, reply
from bot.texts import L

#: The choices of a ``gender`` parameter: core.texts.GENDERS, and ``auto`` (guess from the name).
GENDER_CHOICES = [
    app_commands.Choice(name=L("c.gender.masculine", "masculine (he)"), value="masculine"),
    app_commands.Choice(name=L("c.gender.feminine", "feminine (she)"), value="feminine"),
    app_commands.Choice(name=L("c.gender.other", "neutral wording"), value="other"),
    app_commands.Choice(name=L("c.gender.auto", "guess from my name"), value="auto"),
]

#: The choices of ``/profile declension``: decline an ordinary first name, or keep it as typed.
DECLENSION_CHOICES = [
    app_commands.Choice(name=L("c.declension.declined", "decline my name"), value="declined"),
    app_commands.Choice(name=L("c.declension.as_typed", "keep my name as typed"), value="as_typed"),
]


class Profile(commands.Cog):
    profile = app_commands.Group(name=L("grp.profile", "profile"),
                                 description=L("grp.profile.desc", "Your settings as a player"), guild_only=True)

    def __init__(self, bot) -> None:
        self.bot = bot

    @profile.command(name=L("gender", "gender"),
                     description=L("gender.desc", "How the game's texts speak of you: he, she or neutral"))
    @app_commands.rename(gender=L("p.gender", "gender"))
    @app_commands.describe(gender=L("p.gender.desc", "How the game's texts speak of you (he, she, neutral)"))
    @app_commands.choices(gender=GENDER_CHOICES)
    async def gender(self, interaction: discord.Interaction, gender: str) -> None:
        async with guard(interaction):
            await defer(interaction)
            assert interaction.guild_id is not None
            lobby = self.bot.games.lobby
            await reply(interaction, await lobby.set_gender(interaction.guild_id, interaction.user, gender))

    @profile.command(name=L("declension", "declension"),
                     description=L("declension.desc",
                                   "Whether the game's texts decline your name (Аню, Ане) or keep it as typed"))
    @app_commands.rename(declension=L("p.declension", "declension"))
    @app_commands.describe(declension=L("p.declension.desc", "Decline your name, or keep it as typed"))
    @app_commands.choices(declension=DECLENSION_CHOICES)
    async def declension(self, interaction: discord.Interaction, declension: str) -> None:
        async with guard(interaction):
            await defer(interaction)
            assert interaction.guild_id is not None
            await reply(interaction, await self.bot.games.lobby.set_declension(interaction.guild_id, interaction.user,
                                                                         declension == "declined"))


async def setup(bot) -> None:
    await bot.add_cog(Profile(bot))
