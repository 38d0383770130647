"""The lobby: ``/game new``, ``/join``, ``/leave``, ``/game timing``, ``/game roles``,
``/game start``, ``/game end``."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import opening, render
from bot.cogs import bot_of, defer, guard, reply, require_host
from bot.cogs.profile import GENDER_CHOICES
from bot.permissions import require_opener
from bot.tables import Refusal
from bot.texts import L, t
from bot.views import SignupView
from bot.views.confirm import confirm_view
from core.names import fold


async def variant_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """What the server plays: each variant and each edition it allows, by the book's title; the value
    is the id («fantasy:IV»), which ``/game new`` takes as well as any of the names."""
    bot = bot_of(interaction)
    engine = bot.engine
    settings = bot.games.settings.of(interaction.guild_id) if interaction.guild_id else None
    found = [(opening.label(engine, o), o.value) for o in opening.offers(engine, settings)]
    return [app_commands.Choice(name=name[:100], value=value[:100]) for name, value in found
            if fold(current) in fold(name)][:25]


async def public_role_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    games = bot_of(interaction).games
    try:
        table = games.here(interaction)
    except Refusal:
        return []
    if table is None or not table.lobby:
        return []
    return [app_commands.Choice(name=name[:100], value=name[:100]) for name in games.lobby.free_public_roles(table)
            if fold(current) in fold(name)][:25]


async def phase_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    games = bot_of(interaction).games
    try:
        table = games.here(interaction)
    except Refusal:
        return []
    if table is None:
        return []
    return [app_commands.Choice(name=name[:100] or kind, value=kind[:100])
            for kind, name in games.lobby.kind_names(table).items() if fold(current) in fold(name or kind)][:25]


def parse_options(text: str | None) -> dict:
    options: dict = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        if "=" not in part:
            raise Refusal(t("lobby.bad_options", text=render.name(part.strip())))
        key, value = (x.strip() for x in part.split("=", 1))
        lowered = value.lower()
        options[key] = True if lowered in ("true", "да") else False if lowered in ("false", "нет") else \
            int(value) if value.lstrip("-").isdigit() else value
    return options


class Lobby(commands.Cog):
    game = app_commands.Group(name=L("grp.game", "game"), description=L("grp.game.desc", "Games: sign-up, start, end"),
                              guild_only=True)

    def __init__(self, bot) -> None:
        self.bot = bot

    @game.command(name=L("new", "new"), description=L("new.desc", "Open the sign-up for a new game"))
    @app_commands.rename(variant=L("p.variant", "variant"), options=L("p.options", "options"),
                         early_end=L("p.early_end", "early_end"))
    @app_commands.describe(variant=L("p.variant.desc", "Rules variant"),
                           options=L("p.options.desc", "Variant options: name=value, ..."),
                           early_end=L("p.early_end.desc", "End a phase early once everyone has acted"))
    @app_commands.autocomplete(variant=variant_choices)
    async def new(self, interaction: discord.Interaction, variant: str, options: str | None = None,
                  early_end: bool | None = None) -> None:
        async with guard(interaction):
            games = self.bot.games
            guild = interaction.guild
            assert guild is not None
            require_opener(interaction.user, interaction.permissions, games.settings.of(guild.id))
            name, _ = games.where(guild, interaction.channel_id)
            parsed = parse_options(options)
            await defer(interaction)
            table = await games.lobby.new_lobby(guild, interaction.user, variant, parsed,
                                          self.bot.config.early_end if early_end is None else early_end, name)
            async with table.lock:
                square = self.bot.get_partial_messageable(table.meta.channels.square)
                message = await square.send(render.fit(games.lobby.signup_text(table)), view=SignupView(),
                                            allowed_mentions=discord.AllowedMentions.none())
                table.meta.lobby.signup = message.id
                await self.bot.store.update(table.stored())
                await games.roles.add(table, interaction.user.id, "host")
            await reply(interaction, t("lobby.created", channel=f"<#{table.meta.channels.square}>"))

    @game.command(name=L("timing", "timing"), description=L("timing.desc", "Phase lengths or clock-time deadlines"))
    @app_commands.rename(night=L("p.night", "night"), day=L("p.day", "day"), phase=L("p.phase", "phase"),
                         length=L("p.length", "length"))
    @app_commands.describe(night=L("p.night.desc", "Night: minutes (90, 12h) or a time (20:00 МСК)"),
                           day=L("p.day.desc", "Day: minutes (90, 24h) or a time (20:00 МСК)"),
                           phase=L("p.phase.desc", "Any phase of the variant (set-up, moon phases ...)"),
                           length=L("p.length.desc", "Its length: minutes or a time"))
    @app_commands.autocomplete(phase=phase_choices)
    async def timing(self, interaction: discord.Interaction, night: str | None = None, day: str | None = None,
                     phase: str | None = None, length: str | None = None) -> None:
        async with guard(interaction):
            table = self.bot.games.here(interaction)
            if table is None:
                raise Refusal(t("game.none"))
            require_host(interaction, table)
            if (phase is None) != (length is None):
                raise Refusal(t("timing.need_length"))
            lengths = {k: v for k, v in (("night", night), ("day", day)) if v is not None}
            if phase is not None and length is not None:
                lengths[phase] = length
            await defer(interaction)
            await reply(interaction, await self.bot.games.lobby.set_timing(table, lengths))

    @game.command(name=L("roles", "roles"),
                  description=L("roles.desc", "Set the secret roles to deal (comma-separated)"))
    @app_commands.rename(roles=L("p.roles", "roles"), public=L("p.roles_public", "public"))
    @app_commands.describe(roles=L("p.roles.desc", "Secret roles, comma-separated; empty: the book's mix"),
                           public=L("p.roles_public.desc", "Show the list on the sign-up (yes) or keep it secret"))
    async def roles(self, interaction: discord.Interaction, roles: str = "", public: bool | None = None) -> None:
        async with guard(interaction):
            table = self.bot.games.here(interaction)
            if table is None:
                raise Refusal(t("lobby.none"))
            require_host(interaction, table)
            await defer(interaction)
            await reply(interaction, await self.bot.games.lobby.set_role_list(table, roles, public))

    @game.command(name=L("start", "start"), description=L("start.desc", "Deal the roles and start the game"))
    async def start(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            table = self.bot.games.registry.lobby_of(self.bot.games.here(interaction))
            require_host(interaction, table)
            await defer(interaction)
            assert interaction.guild is not None
            started = await self.bot.games.starter.start(table, interaction.guild)
            await reply(interaction, t("game.start_done", seed=started.game.seed))

    @game.command(name=L("end", "end"), description=L("end.desc", "End the game or cancel the sign-up"))
    async def end(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            table = self.bot.games.here(interaction)
            if table is None:
                raise Refusal(t("game.none"))
            require_host(interaction, table)
            asked = self.bot.games.host_tools.ask_end(table)  # a running game: asked first (no undo after its end)
            if asked is not None:
                return await reply(interaction, asked[0], view=confirm_view("end", table.id, asked[1]))
            await defer(interaction)
            await reply(interaction, await self.bot.games.host_tools.end_game(table))

    @app_commands.command(name=L("join", "join"), description=L("join.desc", "Sign up for the game"))
    @app_commands.rename(public_role=L("p.public_role", "public_role"), gender=L("p.gender", "gender"))
    @app_commands.describe(public_role=L("p.public_role.desc", "A public role (first come, first served)"),
                           gender=L("p.gender.desc", "How the game's texts speak of you (he, she, neutral)"))
    @app_commands.autocomplete(public_role=public_role_choices)
    @app_commands.choices(gender=GENDER_CHOICES)
    @app_commands.guild_only()
    async def join(self, interaction: discord.Interaction, public_role: str | None = None,
                   gender: str | None = None) -> None:
        async with guard(interaction):
            table = self.bot.games.registry.lobby_of(self.bot.games.here(interaction))
            await defer(interaction)
            await reply(interaction, await self.bot.games.lobby.join(table, interaction.user, public_role, gender))

    @app_commands.command(name=L("leave", "leave"), description=L("leave.desc", "Leave the sign-up"))
    @app_commands.guild_only()
    async def leave(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            table = self.bot.games.registry.lobby_of(self.bot.games.here(interaction))
            await defer(interaction)
            await reply(interaction, await self.bot.games.lobby.leave(table, interaction.user))


async def setup(bot) -> None:
    await bot.add_cog(Lobby(bot))
