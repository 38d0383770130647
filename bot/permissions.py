"""Who may do what, and the Discord permissions the bot sets.

* Hosting: the table's host, a member with Manage Server, or one with the
  server's host role may use host tools, except a member seated in the running
  game (a host plays or hosts, not both).
* Opening a game: the server setting ``openers`` (see :mod:`bot.settings`):
  Manage Server, or a configured role. Whoever opens a game gets the host role
  until it ends.
* The bot itself only allows or denies permissions it holds (Discord answers
  403 otherwise), and ``/mafia setup`` keeps overwrites that admins added.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.render import spec_of
from bot.table_state import Roles
from bot.tables import Refusal, Table, find_layout, names_for
from bot.texts import t

if TYPE_CHECKING:
    from bot.config import Names
    from bot.host_line import HostLine
    from bot.settings import ServerSettings, Settings
    from core.store.base import GameStore

log = logging.getLogger(__name__)

# What the bot needs on the server (README's invite link grants exactly these; the catalog's perm.* names them).
NEEDED = ("view_channel", "send_messages", "read_message_history", "manage_channels", "manage_roles",
          "create_public_threads", "create_private_threads", "send_messages_in_threads", "manage_threads",
          "embed_links", "attach_files")

# What the bot gives itself in the game's channels (only what it holds is kept, see ``held``).
BOT_ALLOW = discord.PermissionOverwrite(view_channel=True, send_messages=True, read_message_history=True,
                                        send_messages_in_threads=True, create_private_threads=True,
                                        manage_threads=True, embed_links=True, attach_files=True)


# A spectator on the graveyard: reads, never writes — not there (a Romanian prisoner or a
# fantasy dead who may return reads it), not in its threads (a mention in a private thread would
# add whoever it names). Only what the bot holds is set (``held``).
SPECTATOR = discord.PermissionOverwrite(view_channel=True, read_message_history=True, send_messages=False,
                                        send_messages_in_threads=False, create_public_threads=False,
                                        create_private_threads=False, add_reactions=False)


def missing_permissions(me: discord.Member) -> list[str]:
    have = me.guild_permissions
    if have.administrator:
        return []
    return [name for name in NEEDED if not getattr(have, name)]


def held(overwrite: discord.PermissionOverwrite, me: discord.Member) -> discord.PermissionOverwrite:
    """The overwrite without the permissions the bot does not hold (Discord refuses to set those)."""
    have = me.guild_permissions
    if have.administrator:
        return overwrite
    return discord.PermissionOverwrite(**{name: value for name, value in overwrite
                                          if value is not None and getattr(have, name)})


def merged(existing: discord.PermissionOverwrite | None,
           ours: discord.PermissionOverwrite) -> discord.PermissionOverwrite:
    """An admin's overwrite with ours laid over it: what we do not set stays as the admin set it."""
    base = existing or discord.PermissionOverwrite()
    result = discord.PermissionOverwrite(**{n: v for n, v in base if v is not None})
    result.update(**{n: v for n, v in ours if v is not None})
    return result


def is_manager(permissions: discord.Permissions) -> bool:
    return bool(permissions.manage_guild or permissions.administrator)


def may_host(user_id: int, permissions: discord.Permissions, role_ids: set[int], table: Table) -> bool:
    """The game's host, Manage Server, or the host role — never someone seated in the running game."""
    if table.live and table.seat_of(user_id) is not None:
        return False
    if user_id == table.meta.host:
        return True
    host_role = table.meta.roles.host
    return is_manager(permissions) or (host_role is not None and host_role in role_ids)


def require_host(user: Any, permissions: discord.Permissions, table: Table) -> None:
    role_ids = {r.id for r in getattr(user, "roles", [])}
    if may_host(user.id, permissions, role_ids, table):
        return
    host_role = table.meta.roles.host
    would_host = user.id == table.meta.host or is_manager(permissions) or \
        (host_role is not None and host_role in role_ids)
    if would_host and table.live and table.seat_of(user.id) is not None:
        raise Refusal(t("host.plays"))  # a host who took a seat (a player is only told whose tool it is)
    raise Refusal(t("host.only"))


def require_opener(user: Any, permissions: discord.Permissions, settings: "ServerSettings") -> None:
    """May this member open a game on this server (the server's ``openers`` setting)?"""
    if is_manager(permissions):
        return
    role_ids = {r.id for r in getattr(user, "roles", [])}
    if settings.opener_role is not None and settings.opener_role in role_ids:
        return
    raise Refusal(t("lobby.not_opener"))


def game_role(game, player) -> str:
    """The game role a seated player holds: ``alive`` while he is in the game, and after his
    death when the variant lets him go on talking in public (``Variant.may_talk_dead``: the cards
    book's Мститель) — so the town square stays open to him by day, as to the living, and the
    graveyard (where the dead talk) closed; else ``dead``."""
    return "alive" if player.in_game or game.variant.may_talk_dead(game, player) else "dead"


class GameRoles:
    """The game's roles on members and the town square's overwrite: each call is logged when
    Discord refuses it, never raised into the phase driver."""

    def __init__(self, bot: discord.Client, settings: "Settings | None", store: "GameStore",
                 names: "Names", host: "HostLine") -> None:
        """Built by the client with Discord, the per-server settings (where the role changes Discord
        refused at a game's end wait to be tried again), the store (the refused changes noted in
        ``meta.pending_roles`` must outlive a restart), the configured names of the channels and
        roles (a deleted game role is made again) and the host's line (what he is told)."""
        self.bot = bot
        self.settings = settings
        self.store = store
        self.names = names
        self.host = host

    async def save(self, table: Table) -> None:
        await self.store.update(table.stored())

    async def add(self, table: Table, user_id: int, which: str) -> bool:
        return await self._change(table, user_id, which, "add")

    async def remove(self, table: Table, user_id: int, which: str) -> bool:
        return await self._change(table, user_id, which, "remove")

    async def _change(self, table: Table, user_id: int, which: str, op: str, *, retry: bool = True) -> bool:
        """Add or remove one game role. A change Discord refuses (the bot's role dragged below
        the game's roles, Manage Roles taken away) is kept in ``meta.pending_roles`` (saved at
        once, so a restart does not forget it), told to the host with what to fix, and tried
        again (:meth:`retry`) until it passes; a later change of the same role for the same
        member replaces it."""
        before = list(table.meta.pending_roles)
        await self._supersede(table, user_id, which)
        try:
            return await self._try(table, user_id, which, op, retry=retry)
        finally:
            if table.meta.pending_roles != before:
                await self.save(table)

    async def _try(self, table: Table, user_id: int, which: str, op: str, *, retry: bool) -> bool:
        call = self.bot.http.add_role if op == "add" else self.bot.http.remove_role
        pending = table.meta.pending_roles
        pending[:] = [p for p in pending if (p["user"], p["role"]) != (user_id, which)]
        for attempt in range(2):
            try:
                await call(table.guild_id, user_id, table.meta.roles.of(which), reason=t("audit.game", id=table.id))
                return True
            except discord.NotFound as error:
                # 10011 Unknown Role: the role was deleted; 10007 Unknown Member: he left the server.
                if error.code != 10011 or attempt or not await self.recreate(table, which):
                    log.warning("role %s of game %s for %s: %s", which, table.id, user_id, error.text)
                    return False
            except discord.HTTPException as error:
                log.warning("could not %s role %s of %s in game %s: %s", op, which, user_id, table.id, error.text)
                pending.append({"user": user_id, "role": which, "op": op})
                if retry and not table.meta.roles_told:
                    # Told once until all is done again (a whole table's roles refused at the start
                    # must not make a dozen messages).
                    table.meta.roles_told = True
                    await self.refused(table, user_id, which, op)
                return False
        return False

    async def refused(self, table: Table, user_id: int, which: str, op: str) -> None:
        """Tell the host a role change Discord refused, and what to fix."""
        guild = self.bot.get_guild(table.guild_id)
        role = guild.get_role(table.meta.roles.of(which)) if guild is not None else None
        me = guild.me.top_role.name if guild is not None and guild.me is not None else "—"
        await self.host.tell(table, t("failed.role", op=op, role=role.name if role is not None else which,
                                      user=f"<@{user_id}>", bot=me))

    async def recreate(self, table: Table, which: str) -> bool:
        """A game role was deleted: the set-up makes it again, every player in the game gets his
        role back (alive or dead), and the host is told. Returns whether it is there again."""
        guild = self.bot.get_guild(table.guild_id)
        if guild is None:
            return False
        names = names_for(self.names, table.name)
        try:
            await set_up(guild, names)
        except discord.HTTPException:
            log.exception("could not recreate the roles of game %s", table.id)
        layout = find_layout(guild, names)
        if layout is None:
            await self.host.tell(table, t("lost.role", role=which))
            return False
        old = table.meta.roles
        table.meta.roles = Roles(host=layout.host_role.id, alive=layout.alive_role.id, dead=layout.dead_role.id)
        await self.save(table)
        await self.host.tell(table, t("lost.role_recreated", role=getattr(names, f"{which}_role")))
        if table.session is not None and old.of(which) != table.meta.roles.of(which):
            for player in table.game.players:
                if game_role(table.game, player) == which and which != "host":
                    await self.add(table, table.user_of(player.seat), which)
        return True

    # --- what a finished game left behind -------------------------------------------------

    async def leave_behind(self, table: Table) -> None:
        """The game is over: the role changes Discord still refuses (its roles taken back at the
        end) go to the server's settings, to be tried again as during play — at every move, phase
        end and undo of any game on the server, a new sign-up, a start, the bot's own start — so
        nobody keeps «Живые» of a table after its game (he would write in the next game's square)."""
        pending, table.meta.pending_roles = table.meta.pending_roles, []
        if not pending or self.settings is None:
            return
        settings = self.settings.of(table.guild_id)
        for entry in pending:
            role_id = table.meta.roles.of(entry["role"])
            settings.pending_roles = [p for p in settings.pending_roles
                                      if (p["user"], p["role"]) != (entry["user"], role_id)]
            settings.pending_roles.append({"table": table.name, "user": entry["user"], "role": role_id,
                                           "op": entry["op"], "game": table.id})
        await self.settings.save(settings)
        await self.save(table)

    async def _supersede(self, table: Table, user_id: int, which: str) -> None:
        """A game changes a member's role: a change left behind by a finished game for the same
        member and role is void (the new one stands)."""
        if self.settings is None:
            return
        settings = self.settings.of(table.guild_id)
        role_id = table.meta.roles.of(which)
        kept = [p for p in settings.pending_roles if (p["user"], p["role"]) != (user_id, role_id)]
        if len(kept) != len(settings.pending_roles):
            settings.pending_roles = kept
            await self.settings.save(settings)

    async def retry_left(self, guild_id: int) -> None:
        """Try again the role changes finished games of this server left behind; each that passes
        (or can no longer pass: the member left, the role is gone) is done with."""
        if self.settings is None or not self.settings.of(guild_id).pending_roles:
            return
        settings = self.settings.of(guild_id)
        kept = []
        for entry in settings.pending_roles:
            call = self.bot.http.add_role if entry["op"] == "add" else self.bot.http.remove_role
            try:
                await call(guild_id, entry["user"], entry["role"], reason=t("audit.game", id=entry["game"]))
            except discord.NotFound:
                pass  # the member left the server, or the role was deleted: nothing left to undo
            except discord.HTTPException as error:
                log.warning("role %s of %s (game %s) still refused: %s", entry["role"], entry["user"],
                            entry["game"], error.text)
                kept.append(entry)
        if kept != settings.pending_roles:
            settings.pending_roles = kept
            await self.settings.save(settings)

    async def retry(self, table: Table) -> None:
        """Try the refused role changes again (at each phase's end, each move, each undo), and
        those the server's finished games left behind."""
        await self.retry_left(table.guild_id)
        pending = list(table.meta.pending_roles)
        for entry in pending:
            if entry in table.meta.pending_roles:
                await self._change(table, entry["user"], entry["role"], entry["op"], retry=False)
        if pending and not table.meta.pending_roles:
            table.meta.roles_told = False
            await self.save(table)
            await self.host.tell(table, t("failed.roles_fixed", count=len(pending)))

    async def _tell(self, table: Table, text: str) -> None:
        await self.host.tell(table, text)

    async def swap(self, table: Table, seat: int, old: str, new: str) -> None:
        """Take one game role and give another: two calls, each touching one role (a member's
        whole role list is never written — from a cache that learns changes late, that would
        undo another table's change made meanwhile)."""
        user_id = table.user_of(seat)
        await self.remove(table, user_id, old)
        await self.add(table, user_id, new)

    async def watch(self, table: Table, user_id: int, on: bool = True) -> bool:
        """A spectator's own overwrite on the graveyard (``SPECTATOR``), or its removal."""
        guild = self.bot.get_guild(table.guild_id)
        if guild is None:
            return False
        try:
            if on:
                allow, deny = held(SPECTATOR, guild.me).pair()
                await self.bot.http.edit_channel_permissions(table.meta.channels.graveyard, user_id, str(allow.value),
                                                             str(deny.value), 1, reason=t("audit.game", id=table.id))
            else:
                await self.bot.http.delete_channel_permissions(table.meta.channels.graveyard, user_id,
                                                               reason=t("audit.game", id=table.id))
            return True
        except discord.HTTPException:
            log.exception("could not set the graveyard overwrite of spectator %s in game %s", user_id, table.id)
            await self._tell(table, t("failed.watch", user=f"<@{user_id}>", on=str(on).lower()))
            return False

    async def set_square(self, table: Table, *, open_: bool | None = None) -> None:
        """While the town talks (``PhaseSpec.talk``: by day) the living write in the town square;
        in a silent phase (night) nobody does."""
        guild = self.bot.get_guild(table.guild_id)
        square = guild.get_channel(table.meta.channels.square) if guild else None
        role = guild.get_role(table.meta.roles.alive) if guild else None
        if square is None or role is None:
            return
        day = spec_of(table.game, table.game.phase.kind).talk if open_ is None else open_
        overwrite = discord.PermissionOverwrite(send_messages=day)
        if square.overwrites_for(role) == overwrite:
            return
        try:
            await square.set_permissions(role, overwrite=overwrite, reason=t("audit.game", id=table.id))
        except discord.HTTPException:
            log.exception("could not set the town square's permissions for game %s", table.id)
            await self._tell(table, t("failed.square", channel=f"<#{square.id}>"))


    async def set_threads(self, table: Table) -> None:
        """Radio silence while the decks are built (the set-up phase): the living write in no
        thread of the game's channel (their own threads included); afterwards our overwrite goes
        and the channel's own rules apply again. Commands and menus still work."""
        guild = self.bot.get_guild(table.guild_id)
        channel = guild.get_channel(table.meta.channels.channel) if guild else None
        role = guild.get_role(table.meta.roles.alive) if guild else None
        if channel is None or role is None:
            return
        silent = table.live and str(table.game.phase.kind) == "setup"
        current = channel.overwrites.get(role)
        # Only our one permission changes; whatever else an admin set on the role stays.
        wanted = discord.PermissionOverwrite(**{n: v for n, v in (current or discord.PermissionOverwrite())
                                                if v is not None})
        wanted.update(send_messages_in_threads=False if silent else None)
        if wanted.is_empty():
            wanted = None
        if current == wanted:
            return
        try:
            await channel.set_permissions(role, overwrite=wanted, reason=t("audit.game", id=table.id))
        except discord.HTTPException:
            log.exception("could not set the threads' permissions for game %s", table.id)
            await self._tell(table, t("failed.threads", channel=f"<#{channel.id}>"))


async def set_up(guild: discord.Guild, names) -> str:
    """``/mafia setup``: create or adopt the category, channels and roles. Checks every
    permission it needs first and names what is missing; sets only permissions the bot holds;
    a second run keeps the overwrites admins added (ours are laid over theirs)."""
    me = guild.me
    missing = missing_permissions(me)
    lines: list[str] = []
    if missing:
        lines.append(t("setup.missing", permissions=", ".join(t(f"perm.{p}") for p in missing)))
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
    dropped: set[str] = set()
    square: Any = None
    for name, overwrites in layout.items():
        ours = {}
        for target, overwrite in overwrites.items():
            kept = held(overwrite, me)
            dropped |= {n for n, v in overwrite if v is not None} - {n for n, v in kept if v is not None}
            ours[target] = kept
        channel = discord.utils.get(category.text_channels, name=name)
        if channel is None:
            channel = await guild.create_text_channel(name, category=category, overwrites=ours,
                                                      reason=t("audit.setup"))
            lines.append(t("setup.created_channel", channel=name))
        else:
            # One overwrite at a time, ours laid over the admin's: other targets stay untouched.
            for target, overwrite in ours.items():
                existing = channel.overwrites.get(target)
                wanted = merged(existing, overwrite)
                if existing != wanted:
                    await channel.set_permissions(target, overwrite=wanted, reason=t("audit.setup"))
            lines.append(t("setup.adopted_channel", channel=name))
        if name == names.town_square:
            square = channel
    if dropped:
        lines.append(t("setup.not_set", permissions=", ".join(t(f"perm.{p}") for p in sorted(dropped))))
    readers = [r.name for r in guild.roles
               if (r.permissions.administrator or r.permissions.manage_threads) and not r.managed]
    if readers:  # (no such role: nothing to warn of)
        lines.append(t("setup.warning", roles=", ".join(readers)))
    lines.append(t("setup.done", square=f"<#{square.id}>") if not too_high else t("setup.fix_first"))
    return "\n".join(lines)
