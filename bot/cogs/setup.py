"""``/mafia setup`` (channels and roles), ``/mafia variants`` (which rules the server
plays) and ``/mafia openers`` (who may open a game): Manage Server only."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs import bot_of, defer, guard, reply
from bot.permissions import is_manager, set_up
from bot.tables import Refusal
from bot.texts import L, t
from core.names import fold


async def variant_list_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Completes the last item of a comma-separated list of variant ids (``variant`` or ``variant:edition``)."""
    engine = bot_of(interaction).engine
    head, _, last = current.rpartition(",")
    prefix = f"{head}," if head else ""
    ids = []
    for variant in engine.variants:
        ids.append(variant.id)
        ids += [f"{variant.id}:{e}" for e in getattr(variant, "editions", ())]
    return [app_commands.Choice(name=(prefix + i)[:100], value=(prefix + i)[:100]) for i in ids
            if fold(last.strip()) in fold(i)][:25]


class Setup(commands.Cog):
    mafia = app_commands.Group(name=L("grp.mafia", "mafia"), description=L("grp.mafia.desc", "Server setup"),
                               default_permissions=discord.Permissions(manage_guild=True), guild_only=True)

    def __init__(self, bot) -> None:
        self.bot = bot

    @staticmethod
    def _check(interaction: discord.Interaction) -> None:
        if not is_manager(interaction.permissions):
            raise Refusal(t("setup.forbidden"))

    def _check_opener_role(self, interaction: discord.Interaction, role: discord.Role) -> None:
        """The openers' role may not be one the bot gives and takes back itself (a table's «Ведущий»,
        «Живые», «Мёртвые»): a host's role goes at the end of his game, so its holders could open
        one game and never another; nor the bot's own or @everyone."""
        guild = interaction.guild
        assert guild is not None
        games = self.bot.games
        for table in games.table_names(guild):
            layout = games.layout(guild, table)
            if layout is not None and role.id in (layout.host_role.id, layout.alive_role.id, layout.dead_role.id):
                raise Refusal(t("settings.openers_game_role", role=render.name(role.name)))
        if role.managed or role.is_default():
            raise Refusal(t("settings.openers_special", role=render.name(role.name)))

    @mafia.command(name=L("setup", "setup"), description=L("setup.desc", "Create or adopt the game channels and roles"))
    @app_commands.rename(name=L("p.table_name", "name"))
    @app_commands.describe(name=L("p.table_name.desc", "A new table's name; empty: the server's first table"))
    async def setup(self, interaction: discord.Interaction, name: str | None = None) -> None:
        async with guard(interaction):
            self._check(interaction)
            guild = interaction.guild
            assert guild is not None
            games = self.bot.games
            table = (name or "").strip()
            if table and (len(table) > 30 or any(c in table for c in "<>@#:*_~`|\\")):
                raise Refusal(t("table.bad_name"))
            existing = games.table_names(guild)
            maximum = self.bot.config.max_tables
            if table not in existing and len(existing) >= maximum:
                raise Refusal(t("table.too_many", count=len(existing), maximum=maximum))
            await defer(interaction)
            text = await set_up(guild, games.names(table))
            settings = games.settings.of(guild.id)
            if table and games.layout(guild, table) is not None and table not in settings.tables:
                settings.tables.append(table)
                await games.settings.save(settings)
                text += "\n" + t("table.made", name=table, category=games.names(table).category)
            await reply(interaction, text)

    @mafia.command(name=L("variants", "variants"),
                   description=L("variants.desc", "Which rule variants this server plays"))
    @app_commands.rename(variants=L("p.variants", "variants"))
    @app_commands.describe(variants=L("p.variants.desc", "Variant ids, comma-separated; empty: all installed"))
    @app_commands.autocomplete(variants=variant_list_choices)
    async def variants(self, interaction: discord.Interaction, variants: str = "") -> None:
        async with guard(interaction):
            self._check(interaction)
            engine = self.bot.engine
            known = {v.id for v in engine.variants}
            known |= {f"{v.id}:{e}" for v in engine.variants for e in getattr(v, "editions", ())}
            chosen = [p.strip() for p in variants.split(",") if p.strip()]
            unknown = [p for p in chosen if p not in known]
            if unknown:
                raise Refusal(t("settings.unknown_variant", variants=render.name(", ".join(unknown)),
                                known=", ".join(sorted(known))))
            await defer(interaction)
            settings = self.bot.games.settings.of(interaction.guild_id)
            settings.variants = chosen or None
            await self.bot.games.settings.save(settings)
            await reply(interaction, t("settings.variants", variants=", ".join(chosen))
                        if chosen else t("settings.all_variants"))

    @mafia.command(name=L("openers", "openers"),
                   description=L("openers.desc", "Who may open a game besides Manage Server"))
    @app_commands.rename(role=L("p.opener_role", "role"))
    @app_commands.describe(role=L("p.opener_role.desc", "Members with this role may open games; empty: nobody else"))
    async def openers(self, interaction: discord.Interaction, role: discord.Role | None = None) -> None:
        async with guard(interaction):
            self._check(interaction)
            if role is not None:
                self._check_opener_role(interaction, role)
            await defer(interaction)
            settings = self.bot.games.settings.of(interaction.guild_id)
            settings.opener_role = role.id if role is not None else None
            await self.bot.games.settings.save(settings)
            await reply(interaction, t("settings.openers", role=render.name(role.name)) if role
                        else t("settings.openers_managers"))


async def setup(bot) -> None:
    await bot.add_cog(Setup(bot))
