"""``/mafia setup``: the category, channels and roles a game needs."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs import guard, reply
from bot.games import Refusal
from bot.texts import L, t

# What the bot needs on the server, and why (the catalog's perm.* keys name them).
NEEDED = ("view_channel", "send_messages", "read_message_history", "manage_channels", "manage_roles",
          "create_private_threads", "send_messages_in_threads", "manage_threads", "embed_links", "attach_files")

BOT_ALLOW = discord.PermissionOverwrite(view_channel=True, send_messages=True, read_message_history=True,
                                        send_messages_in_threads=True, create_private_threads=True,
                                        manage_threads=True, manage_messages=True, embed_links=True,
                                        attach_files=True)


def missing_permissions(me: discord.Member) -> list[str]:
    have = me.guild_permissions
    if have.administrator:
        return []
    return [name for name in NEEDED if not getattr(have, name)]


class Setup(commands.Cog):
    mafia = app_commands.Group(name=L("grp.mafia", "mafia"), description=L("grp.mafia.desc", "Server setup"),
                               default_permissions=discord.Permissions(manage_guild=True), guild_only=True)

    def __init__(self, bot) -> None:
        self.bot = bot

    @mafia.command(name=L("setup", "setup"), description=L("setup.desc", "Create or adopt the game channels and roles"))
    async def setup(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            if not (interaction.permissions.manage_guild or interaction.permissions.administrator):
                raise Refusal(t("setup.forbidden"))
            await interaction.response.defer(ephemeral=True, thinking=True)
            guild = interaction.guild
            assert guild is not None
            await reply(interaction, await self.build(guild))

    async def build(self, guild: discord.Guild) -> str:
        names = self.bot.config.names
        me = guild.me
        missing = missing_permissions(me)
        lines: list[str] = []
        if missing:
            lines.append(t("setup.missing", permissions=", ".join(t(f"perm.{p}") for p in missing)))
            if "manage_channels" in missing or "manage_roles" in missing:
                lines.append(t("setup.cannot_continue"))
                return "\n".join(lines)
        roles = {}
        for key, name, colour in (("host", names.host_role, discord.Colour.gold()),
                                  ("alive", names.alive_role, discord.Colour.green()),
                                  ("dead", names.dead_role, discord.Colour.dark_grey())):
            role = discord.utils.get(guild.roles, name=name)
            if role is None:
                role = await guild.create_role(name=name, colour=colour, reason=t("audit.setup"))
                lines.append(t("setup.created_role", role=name))
            else:
                lines.append(t("setup.adopted_role", role=name))
            roles[key] = role
        too_high = [r.name for r in roles.values() if r >= me.top_role]
        if too_high:
            lines.append(t("setup.role_position", roles=", ".join(too_high), bot=me.top_role.name))
        everyone = guild.default_role
        host, alive, dead = roles["host"], roles["alive"], roles["dead"]
        category = discord.utils.get(guild.categories, name=names.category)
        if category is None:
            category = await guild.create_category(names.category, reason=t("audit.setup"))
            lines.append(t("setup.created_channel", channel=names.category))
        layout = {
            names.town_square: {
                everyone: discord.PermissionOverwrite(view_channel=True, send_messages=False,
                                                      create_public_threads=False, create_private_threads=False),
                alive: discord.PermissionOverwrite(send_messages=False),
                dead: discord.PermissionOverwrite(send_messages=False),
                host: discord.PermissionOverwrite(send_messages=True),
                me: BOT_ALLOW,
            },
            names.graveyard: {
                everyone: discord.PermissionOverwrite(view_channel=True, send_messages=True),
                alive: discord.PermissionOverwrite(view_channel=False),
                dead: discord.PermissionOverwrite(view_channel=True, send_messages=True),
                host: discord.PermissionOverwrite(view_channel=True, send_messages=True),
                me: BOT_ALLOW,
            },
            names.game_channel: {
                everyone: discord.PermissionOverwrite(view_channel=True, send_messages=False,
                                                      send_messages_in_threads=True, create_public_threads=False,
                                                      create_private_threads=False),
                dead: discord.PermissionOverwrite(send_messages_in_threads=False),
                me: BOT_ALLOW,
            },
        }
        for name, overwrites in layout.items():
            channel = discord.utils.get(category.text_channels, name=name)
            if channel is None:
                await guild.create_text_channel(name, category=category, overwrites=overwrites,
                                                reason=t("audit.setup"))
                lines.append(t("setup.created_channel", channel=name))
            else:
                await channel.edit(overwrites=overwrites, reason=t("audit.setup"))
                lines.append(t("setup.adopted_channel", channel=name))
        readers = [r.name for r in guild.roles
                   if (r.permissions.administrator or r.permissions.manage_threads) and not r.managed]
        lines.append(t("setup.warning", roles=", ".join(readers) or "—"))
        lines.append(t("setup.done") if not missing and not too_high else t("setup.fix_first"))
        return "\n".join(lines)


async def setup(bot) -> None:
    await bot.add_cog(Setup(bot))
