"""The game service: lobbies, starting a game, and the host's tools. It holds the
table registry (:mod:`bot.tables`), the phase driver (:mod:`bot.phases`), the
game roles (:mod:`bot.permissions`) and the server settings (:mod:`bot.settings`);
texts come from :mod:`bot.render`. Cogs and views call it; it calls the core.
Every change of a table's state happens under ``table.lock``."""

from __future__ import annotations

import logging
import random
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Callable

import discord

from bot import opening, render, timing
from bot.delivery import missing_of
from bot.permissions import GameRoles, game_role
from bot.phases import Deadlines, PhaseDriver
from bot.settings import Settings
from bot.tables import Layout, Refusal, Table, Tables, find_layout, names_for
from bot.texts import t
from bot.undo import undo_log
from core.commands import Remove, Replace
from core.gender import gender_of
from core.model import Exit
from core.names import fold, visible
from core.session import GameSession, rebuild
from core.store.base import GameRecord
from core.texts import GENDERS, Name

if TYPE_CHECKING:
    from bot.config import Config
    from core.registry import Engine
    from core.store.base import GameStore

log = logging.getLogger(__name__)

TOO_MANY_THREADS = 160006  # Discord: the server has its 1,000 active threads

__all__ = ["GameManager", "Layout", "Refusal", "Table"]


class GameManager:
    def __init__(self, client: discord.Client, engine: "Engine", store: "GameStore", config: "Config",
                 owns_guild: Callable[[int], bool], settings: Settings, registry: Tables, roles: GameRoles,
                 phases: PhaseDriver) -> None:
        """Built by the client: Discord, the engine, the store, the settings, whether this process owns
        a server (its shard), the per-server settings, the tables, the game roles and the phase driver
        (all built by the client too). The timers are wired in by the client (``timers``)."""
        self.bot = client
        self.engine = engine
        self.store = store
        self.config = config
        self.owns_guild = owns_guild
        self.settings = settings
        self.registry = registry
        self.roles = roles
        self.phases = phases
        self.timers: "Deadlines" = None  # type: ignore[assignment]
        # The «Правила роли» button under a role card (bot/cogs/rules.role_view), handed in by the client.
        self.role_view: Callable[..., discord.ui.View | None] | None = None

    @property
    def tables(self) -> dict[tuple[int, str], Table]:
        return self.registry.by_key

    async def load_all(self, owns: Any = None) -> int:
        """Reload the stored games of the servers this process owns (``owns``: by default the
        bot's shards); the host of a game that no longer applies is told (:mod:`bot.stale`)."""
        count = await self.registry.load_all(owns or self.owns_guild)
        await self.tell_stale()
        owned = owns or self.owns_guild
        for table in list(self.registry.by_key.values()):
            if table.stale is not None and table.meta.get("pending_roles") and owned(table.guild_id):
                # A game the rules no longer replay is not played, so nothing of its own would try
                # its refused role changes again: they wait with the server's, as a finished game's.
                await self.roles.leave_behind(table)
        for guild_id, settings in list(self.settings.by_guild.items()):  # left behind by finished games
            if settings.pending_roles and owned(guild_id):
                await self.roles.retry_left(guild_id)
        return count

    async def tell_stale(self) -> None:
        from bot.stale import tell_host

        found, self.registry.stale = self.registry.stale, []
        for stale in found:
            try:
                await tell_host(self.bot, self.store, stale)
            except Exception:  # noqa: BLE001 - telling one host must not stop the start
                log.exception("could not tell the host of stale game %s", stale.record.id)
        displaced, self.registry.displaced = self.registry.displaced, []
        for record, holder in displaced:
            log.warning("game %s is not reloaded: game %s holds its table", record.id, holder)
            await self.phases.tell_host(Table(record), t("stale.displaced", game=record.id, holder=holder))

    def table(self, guild_id: int | None, name: str | None = None) -> Table | None:
        return self.registry.get(guild_id, name)

    def running(self, guild_id: int | None, name: str | None = None) -> Table:
        return self.registry.running(guild_id, name)

    def player_seat(self, table: Table, user_id: int) -> int:
        return self.registry.player_seat(table, user_id)

    def layout(self, guild: discord.Guild, name: str = "") -> Layout | None:
        return find_layout(guild, names_for(self.config.names, name))

    def names(self, name: str = ""):
        return names_for(self.config.names, name)

    # --- which table: from the channel or thread a command is used in ----------------------

    def table_names(self, guild: discord.Guild) -> list[str]:
        """The server's tables that exist (their layout is found): the first one "" and the named."""
        names = ["", *self.settings.of(guild.id).tables]
        return [name for name in names if self.layout(guild, name) is not None]

    def where(self, guild: discord.Guild | None, channel_id: int | None,
              parent_id: int | None = None) -> tuple[str, Table | None]:
        """The table a channel or thread belongs to (its name, and its lobby or game if one is
        open): one of the table's channels, a thread in them, or any channel of its category.
        Elsewhere: a refusal listing the server's tables."""
        if guild is None:
            raise Refusal(t("game.none"))
        if not self.owns_guild(guild.id):
            raise Refusal(t("shard.not_owner"))
        channel = guild.get_channel_or_thread(channel_id) if channel_id is not None else None
        ids = {channel_id, parent_id}
        if isinstance(channel, discord.Thread):
            ids.add(channel.parent_id)
        parent = guild.get_channel(channel.parent_id if isinstance(channel, discord.Thread) else parent_id or 0)
        category = getattr(parent or channel, "category_id", None)
        for table in self.registry.of_guild(guild.id):
            meta = table.meta
            # The threads are named too: a thread not in the cache (after a restart) is still found.
            own = {meta.get("square"), meta.get("graveyard"), meta.get("channel"), meta.get("watch"),
                   *meta.get("threads", []), *(f["thread"] for f in meta.get("factions", []))}
            own.discard(None)
            if ids & own or (category is not None and category == meta.get("category")):
                return table.name, table
        if category is not None:
            for name in self.table_names(guild):
                layout = self.layout(guild, name)
                if layout is not None and layout.category.id == category:
                    return name, self.registry.get(guild.id, name)
        listed = [f"«{self.names(n).category}» — <#{layout.square.id}>" for n in self.table_names(guild)
                  if (layout := self.layout(guild, n)) is not None]
        if not listed:
            raise Refusal(t("lobby.no_setup"))
        raise Refusal(t("table.outside", tables="\n".join(listed)))

    def here(self, interaction: discord.Interaction) -> Table | None:
        """The lobby or game of the table where the interaction happens (None: the table is free)."""
        return self.where(interaction.guild, interaction.channel_id,
                          getattr(interaction.channel, "parent_id", None))[1]

    def running_here(self, interaction: discord.Interaction) -> Table:
        return self.registry.running_of(self.here(interaction))

    def lobby_here(self, interaction: discord.Interaction) -> Table:
        return self.registry.lobby_of(self.here(interaction))

    # --- the lobby -----------------------------------------------------------------

    async def new_lobby(self, guild: discord.Guild, host: discord.abc.User, variant: str,
                        options: dict[str, Any], early_end: bool, name: str = "") -> Table:
        held = self.registry.get(guild.id, name)
        if held is not None and held.stale is not None:  # a game the rules no longer replay holds it
            raise Refusal(t("stale.held", game=held.id))
        if held is not None:
            raise Refusal(t("lobby.exists"))
        await self.roles.retry_left(guild.id)  # a finished game's refused role changes, tried again
        layout = self.layout(guild, name)
        if layout is None:
            raise Refusal(t("lobby.no_setup"))
        # The variant by id, name or an edition's title; options by their Russian names (bot.opening).
        variant_cls, options = opening.choose(self.engine, self.settings.of(guild.id), variant, options)
        try:
            variant_cls.check_options(options)
        except (KeyError, ValueError) as error:
            raise Refusal(t("lobby.bad_variant", variant=variant, error=error.args[0])) from None
        seed = random.SystemRandom().randrange(2**31)
        edition = variant_cls.edition_of(options)
        lengths = {}
        for spec in variant_cls.cycle(edition):
            lengths[str(spec.kind)] = self.config.day if spec.talk else self.config.night
        if variant_cls.setup_of(edition):
            lengths["setup"] = self.config.night
        meta = {
            "lobby": True, "guild": guild.id, "table": name, "category": layout.category.id,
            "square": layout.square.id, "graveyard": layout.graveyard.id,
            "channel": layout.channel.id, "host": host.id,
            "roles": {"host": layout.host_role.id, "alive": layout.alive_role.id, "dead": layout.dead_role.id},
            "signups": [], "timing": lengths,
            "early_end": early_end, "role_list": None,
        }
        record = GameRecord(variant=variant_cls.id, seed=seed, setups=[], options=dict(options),
                            locale=self.config.locale, meta=meta)
        table = Table(record)
        self.registry.put(table)
        try:
            await self.store.create(record)
        except Exception:
            self.registry.drop(table)
            raise
        return table

    def book(self, table: Table):
        """The rule book of the table's variant and edition."""
        variant = self.engine.variant(table.record.variant)
        return self.engine.book(variant.id, variant.edition_of(table.record.options))

    def kind_names(self, table: Table) -> dict[str, str]:
        """The phase kinds of the table's variant and edition, by their names for people, in order."""
        variant = self.engine.variant(table.record.variant)
        edition = variant.edition_of(table.record.options)
        texts = self.engine.book(variant.id, edition).texts(table.record.locale)
        return {str(kind): texts.render(f"phase.{kind}", {"number": ""}).strip()
                for kind in variant.phase_kinds(edition)}

    def signup_text(self, table: Table) -> str:
        return render.signup_text(table, self.engine.variant(table.record.variant), self.kind_names(table),
                                  title=self.book(table).title(table.record.locale))

    async def refresh_signup(self, table: Table, *, closed: bool = False, cancelled: bool = False) -> None:
        message_id = table.meta.get("signup")
        if message_id is None:
            return
        text = self.signup_text(table)
        extra: dict[str, Any] = {}
        if closed:
            text += "\n" + t("lobby.closed_cancelled" if cancelled else "lobby.closed")
            extra["view"] = None
        try:
            await self.bot.get_partial_messageable(table.meta["square"]).get_partial_message(message_id).edit(
                content=render.fit(text), allowed_mentions=discord.AllowedMentions.none(), **extra)
        except discord.HTTPException:
            log.warning("signup message of game %s could not be edited", table.id)

    def public_roles(self, table: Table) -> list[str]:
        return [r.name for r in self.book(table).roles.public_roles()]

    def free_public_roles(self, table: Table) -> list[str]:
        taken = {e.get("public") for e in table.meta["signups"]}
        return [name for name in self.public_roles(table) if name not in taken]

    async def join(self, table: Table, user: discord.abc.User, public: str | None,
                   gender: str | None = None) -> str:
        await self.roles.retry_left(table.guild_id)  # a finished game's refused role changes, tried again
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            signups = table.meta["signups"]
            entry = next((e for e in signups if e["user"] == user.id), None)
            if public:
                book = self.book(table)
                role = book.roles.role(public)
                if role is None or not role.public:
                    raise Refusal(t("lobby.no_public_role", role=render.name(public)))
                public = role.name
                if any(e.get("public") == public and e["user"] != user.id for e in signups):
                    raise Refusal(t("lobby.public_taken", role=public))
            variant = self.engine.variant(table.record.variant)
            if user.id in table.meta.get("spectators", []):
                raise Refusal(t("spectate.cannot_join"))
            self.refuse_host(table, user)
            if entry is None:
                if len(signups) >= variant.max_players:
                    raise Refusal(t("lobby.full", maximum=variant.max_players))
                name = self.seat_name(user.display_name, [e["name"] for e in signups])
                entry = {"user": user.id, "name": name, "public": public}
                signups.append(entry)
                reply = t("lobby.joined", count=len(signups))
            else:
                entry["public"] = public
                reply = t("lobby.changed")
            if gender is not None:
                entry["gender"] = gender if gender in GENDERS else None
                reply += "\n" + self._gender_reply(entry["name"], gender)
            await self.store.update(table.record)
            await self.refresh_signup(table)
        return reply

    @staticmethod
    def _gender_reply(name: str, gender: str) -> str:
        told = gender if gender in GENDERS else None
        return t("profile.gender_set", name=Name(name, gender_of(name, told)), told=gender,
                 guessed=gender_of(name))

    async def set_gender(self, guild_id: int, user: discord.abc.User, gender: str) -> str:
        """Store the member's grammatical gender for game texts (``auto``: guess from the name);
        a sign-up in progress takes it at once, a running game keeps what it started with."""
        settings = self.settings.of(guild_id)
        if gender in GENDERS:
            settings.genders[str(user.id)] = gender
        else:
            settings.genders.pop(str(user.id), None)
        await self.settings.save(settings)
        name = render.safe_name(visible(user.display_name))
        for table in self.registry.of_guild(guild_id):  # every table's sign-up he is in
            if not table.lobby:
                continue
            async with table.lock:
                entry = next((e for e in table.meta["signups"] if e["user"] == user.id), None)
                if entry is not None:
                    entry["gender"] = gender if gender in GENDERS else None
                    name = entry["name"]
                    await self.store.update(table.record)
        return self._gender_reply(name, gender)

    async def set_declension(self, guild_id: int, user: discord.abc.User, declined: bool) -> str:
        """Store whether the game's texts decline the member's name («/профиль склонение»);
        games started afterwards take it, a running game keeps what it started with."""
        settings = self.settings.of(guild_id)
        key = str(user.id)
        if declined:
            settings.undeclined = [u for u in settings.undeclined if u != key]
        elif key not in settings.undeclined:
            settings.undeclined.append(key)
        await self.settings.save(settings)
        name = render.safe_name(visible(user.display_name))
        for table in self.registry.of_guild(guild_id):  # the name he signed up under, if any
            entry = next((e for e in table.meta["signups"] if e["user"] == user.id), None) if table.lobby else None
            if entry is not None:
                name = entry["name"]
                told = entry.get("gender") or settings.genders.get(key)
                break
        else:
            told = settings.genders.get(key)
        shown = Name(name, gender_of(name, told), declined)
        return t("profile.declension_set", name=shown, declined=str(declined).lower())

    @staticmethod
    def seat_name(display: str, taken: list[str], *, suffix: str | None = None) -> str:
        """The name a member plays under: his display name as people see it (NFKC, no invisible,
        control or bidi characters: :func:`core.names.visible`), without what would mention,
        format, make a list or a link (:func:`render.safe_name`: names carry no markup anywhere).
        The same name as a seated player's gets a number («Аня (2)»); one that only looks the same —
        letters of another script that look alike (Unicode's confusables: :func:`core.names.fold`),
        invisible characters — or reads like the peace option is refused: nobody could tell them
        apart."""
        shown = visible(display)
        name = render.safe_name(shown)
        key = fold(name)
        if {key, fold(shown)} & {fold("-"), fold(t("tally.peace"))}:  # what a voter may type for peace
            raise Refusal(t("lobby.name_peace", name=render.name(shown)))
        twin = next((n for n in taken if fold(n) == key), None)
        if twin is not None and twin != name:
            raise Refusal(t("lobby.name_lookalike", name=render.name(name), taken=render.name(twin)))
        keys = {fold(n) for n in taken}
        candidate, n = name, 2
        if suffix is not None and key in keys:
            candidate = f"{name} ({suffix})"
        while fold(candidate) in keys:
            candidate = f"{name} ({n})"
            n += 1
        return candidate

    @staticmethod
    def refuse_host(table: Table, user: Any, *, other: bool = False) -> None:
        """The opener, or a member holding the table's host role, hosts: he may not take a
        seat (he reads the graveyard and the square at night, and the host's review). ``other``:
        the host names him (a replacement), so the refusal speaks of him, not to him."""
        host_role = (table.meta.get("roles") or {}).get("host")
        if user.id == table.meta.get("host") or host_role in {r.id for r in getattr(user, "roles", [])}:
            raise Refusal(t("host.new_hosts", user=user.mention) if other else t("lobby.host_cannot_play"))

    async def leave(self, table: Table, user: discord.abc.User) -> str:
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            signups = table.meta["signups"]
            before = len(signups)
            signups[:] = [e for e in signups if e["user"] != user.id]
            if len(signups) == before:
                raise Refusal(t("lobby.not_signed"))
            await self.store.update(table.record)
            await self.refresh_signup(table)
        return t("lobby.left")

    async def set_timing(self, table: Table, lengths: dict[str, str]) -> str:
        """Phase lengths by kind (the name people use or the kind's id), from the next phase on."""
        names = self.kind_names(table)
        variant = self.engine.variant(table.record.variant)
        edition = variant.edition_of(table.record.options)
        chosen: dict[str, str] = {}
        for said, spec in lengths.items():
            kind = next((k for k, n in names.items() if fold(n) == fold(said)), None) or \
                variant.phase_kind(said, edition)
            if kind is None or str(kind) not in names:
                raise Refusal(t("timing.no_kind", phase=render.name(said), kinds=", ".join(names.values())))
            if not timing.valid(spec):
                raise Refusal(t(timing.bad_key(spec), spec=render.name(spec)))
            chosen[str(kind)] = spec
        async with table.lock:
            table.meta["timing"].update(chosen)
            await self.store.update(table.record)
            if table.lobby:
                await self.refresh_signup(table)
        return t("timing.set", lengths=render.lengths_text(table.meta["timing"], names))

    async def set_role_list(self, table: Table, text: str, public: bool | None = None) -> str:
        """The host's role list: each name the book's (a typo gets the nearest role's name), as many as
        the variant seats, no side winning before anyone moved (``bot.opening``); shown on the sign-up
        or kept secret (``public``; None: as before, shown unless the host hid it)."""
        names = opening.role_names(self.book(table), text)
        if names:
            opening.check_role_list(self.engine, table.record.variant, table.record.options, names)
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            table.meta["role_list"] = ", ".join(names) if names else None
            if public is not None:
                table.meta["role_list_public"] = public
            shown = table.meta.get("role_list_public", True)
            await self.store.update(table.record)
            await self.refresh_signup(table)
        if not names:
            return t("lobby.role_list_cleared")
        signed = len(table.meta["signups"])
        return "\n".join([t("lobby.role_list_set", count=len(names)),
                          t("opening.role_list_public" if shown else "opening.role_list_secret"),
                          t("opening.role_list_signed", count=signed, roles=len(names))
                          if signed != len(names) else t("opening.role_list_full")])

    # --- starting --------------------------------------------------------------------

    async def start(self, table: Table, guild: discord.Guild) -> Table:
        """Deal and start; two starts at once make one game (the lobby's lock, then its status)."""
        await self.roles.retry_left(guild.id)  # a finished game's refused role changes, tried again
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            return await self._start(table, guild)

    async def _start(self, table: Table, guild: discord.Guild) -> Table:
        meta = table.meta
        variant = self.engine.make_variant(table.record.variant, table.record.options)
        signups = meta["signups"]
        if len(signups) < variant.min_players:
            raise Refusal(t("lobby.too_few", count=len(signups), need=render.players_needed(variant)))
        names = [e["name"] for e in signups]
        rng = random.Random(table.record.seed)
        try:
            setups = variant.deal(names, [e.get("public") for e in signups], rng)
        except ValueError as error:
            raise Refusal(t("lobby.deal_failed", error=error.args[0])) from None
        except NotImplementedError:
            raise Refusal(t("lobby.cannot_deal")) from None
        genders = self.settings.of(guild.id).genders
        undeclined = self.settings.of(guild.id).undeclined
        for setup, entry in zip(setups, signups):  # what the player chose at sign-up, else in the profile
            setup.gender = entry.get("gender") or genders.get(str(entry["user"]))
            setup.declined = str(entry["user"]) not in undeclined
        if meta.get("role_list"):
            roles = [r.strip() for r in meta["role_list"].split(",")]
            if len(roles) != len(setups):
                raise Refusal(t("lobby.role_list_size", roles=len(roles), players=len(setups)))
            rng.shuffle(roles)
            for setup, role in zip(setups, roles):
                setup.role = role
        game_meta = {k: v for k, v in meta.items() if k not in ("lobby", "signups", "signup", "role_list")}
        # The server's games are numbered on the server («История игры №1» is its first): the games it
        # started before this one, and one.
        started = sum(1 for g in await self.store.games() if g.server == guild.id)
        game_meta.update(users=[e["user"] for e in signups], threads=[], factions=[], tally=None,
                         reminded=[], lobby_id=table.id, number=started + 1)
        session = await GameSession.create(self.engine, self.store, table.record.variant, setups,
                                           seed=table.record.seed, options=table.record.options,
                                           locale=table.record.locale, meta=game_meta)
        game_table = Table(session.record, session)
        # The lobby is closed; the game takes the server's seat.
        table.record.status = "over"
        meta["started"] = session.id
        await self.store.update(table.record)
        self.registry.put(game_table)
        created: list[int] = []
        phases = self.phases
        async with game_table.lock:
            try:
                await self._create_threads(game_table, guild, created)
            except Exception as error:  # noqa: BLE001 - whatever broke, the server gets its lobby back
                log.exception("game %s could not start on guild %s", session.id, guild.id)
                await self._roll_back_start(table, game_table, created)
                reason = error.text if isinstance(error, Refusal) else \
                    t("lobby.too_many_threads") if getattr(error, "code", None) == TOO_MANY_THREADS else \
                    t("lobby.start_error", error=getattr(error, "text", None) or error)
                raise Refusal(t("lobby.start_failed", reason=reason)) from None
            await self.refresh_signup(table, closed=True)
            for seat in range(len(session.game.players)):
                await self.roles.add(game_table, game_table.user_of(seat), "alive")
            # The opening messages: every private event so far goes to its thread (a long card cut between
            # its blocks: never inside an ability).
            cards = {game_table.meta["threads"][seat]: render.role_card_blocks(game_table, seat)
                     for seat in range(len(session.game.players))}
            book = self.book(game_table)  # «Правила роли» under each role card (the factory the client hands in)
            role_view = self.role_view
            views = {game_table.meta["threads"][seat]: view for seat, p in enumerate(session.game.players)
                     if role_view is not None and (view := role_view(self.engine, book.variant.id, book.edition,
                                                                     [p.role, p.public or ""])) is not None}
            # The card says the roles and the side: the core's «Ваша тайная роль: …» line is not repeated under it.
            opening = [event for event in session.game.log if event.key != "start.role"]
            await phases.deliver(game_table, opening, header=None, prefix=cards, views=views)
            await phases.show_holdings(game_table, post=False)
            phases.arm_deadline(game_table)
            await phases.save(game_table)
            await self.roles.set_square(game_table)
            await self.roles.set_threads(game_table)
            await phases.open_deck_editors(game_table)
            await self.open_watch_at_start(game_table)  # spectators noted at sign-up
            await phases.host_thread(game_table)  # the host's: the deal, then the moves as they arrive
            await phases.host_status(game_table)
            await phases.ask(game_table)  # questions the opening phase asks
            game = session.game
            await phases.post(game_table, meta["square"], [t("game.started", count=len(game.players)),
                                                           *render.public_roles_lines(game),
                                                           render.phase_line(game_table)])
            self.timers.arm(game_table)
        return game_table

    async def _roll_back_start(self, lobby: Table, game_table: Table, created: list[int]) -> None:
        """A start that failed halfway: delete the threads made so far, close the game's record
        and give the server its lobby back, sign-ups intact."""
        for thread_id in created:
            try:
                await self.bot.http.delete_channel(thread_id, reason=t("audit.start_failed", id=game_table.id))
            except discord.HTTPException:
                log.warning("could not delete thread %s of the failed game %s", thread_id, game_table.id)
        game_table.record.status = "over"
        game_table.meta["aborted"] = True
        try:
            await self.store.update(game_table.record)
        except Exception:  # noqa: BLE001 - the lobby must come back even if this save fails
            log.exception("could not close the record of the failed game %s", game_table.id)
        lobby.record.status = "running"
        lobby.meta.pop("started", None)
        await self.store.update(lobby.record)
        if self.registry.get(lobby.guild_id, lobby.name) is game_table:
            self.registry.put(lobby)

    async def _create_threads(self, table: Table, guild: discord.Guild, created: list[int] | None = None) -> None:
        """The private threads; ``created`` collects their ids as they are made (for a roll-back)."""
        game = table.game
        created = [] if created is None else created
        channel = guild.get_channel(table.meta["channel"])
        if not isinstance(channel, discord.TextChannel):
            raise Refusal(t("lobby.no_setup"))
        threads: list[int] = []
        for player in game.players:
            thread = await channel.create_thread(name=t("thread.personal", name=player.name)[:100],
                                                 type=discord.ChannelType.private_thread, invitable=False,
                                                 auto_archive_duration=10080)
            created.append(thread.id)
            await thread.add_user(discord.Object(table.user_of(player.seat)))
            threads.append(thread.id)
        table.meta["threads"] = threads
        table.meta["factions"] = []
        for fellowship in self.phases.fellow_groups(table):
            await self.phases.open_faction_thread(table, fellowship, created)
        await self.store.update(table.record)

    # --- host tools ------------------------------------------------------------------------

    async def end_phase(self, table: Table, expected: int) -> bool:
        """The host ends the phase he saw (``expected``): if the deadline ended it first, nothing
        more ends."""
        report = await self.phases.end_phase(table, expected=expected, by_host=True)
        return report is not None

    @staticmethod
    def refuse_in_review(table: Table) -> None:
        """Pause and extend act on the running phase's clock; a phase under review is over and its
        clock stopped (docs/bot.md: refused with the reason, not carried into the next phase)."""
        if table.meta.get("review") is not None:
            raise Refusal(t("host.review_clock"))

    async def extend(self, table: Table, minutes: int) -> str:
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            self.refuse_in_review(table)
            if table.record.paused:
                table.meta["left"] = float(table.meta.get("left", 0)) + minutes * 60
                await self.store.update(table.record)
                return t("host.extended_paused", minutes=minutes)
            base = table.record.deadline or discord.utils.utcnow()
            table.record.deadline = base + timedelta(minutes=minutes)
            left = (table.record.deadline - discord.utils.utcnow()).total_seconds()
            table.meta["reminded"] = [m for m in table.meta.get("reminded", []) if left <= m * 60]
            await self.store.update(table.record)
            self.timers.arm(table)
        await self.phases.post(table, table.meta["square"],
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
            if table.meta.get("review") is not None:  # the phase is over: its results await the host
                raise Refusal(t("review.host_pending"))
            now = discord.utils.utcnow()
            end = timing.deadline(spec, now, self.config.timezone)
            left = (end - now).total_seconds()
            table.meta["reminded"] = [m for m in self.config.reminders if m * 60 >= left]
            if table.record.paused:
                table.meta["left"] = left
                await self.store.update(table.record)
                return t("host.until_paused", deadline=timing.stamp(end))
            table.record.deadline = end
            await self.store.update(table.record)
            self.timers.arm(table)
        await self.phases.post(table, table.meta["square"], [t("host.until_public", deadline=timing.stamp(end))])
        return t("host.until", deadline=timing.stamp(end))

    async def extend_player(self, table: Table, seat: int, minutes: int | None, spec: str | None) -> str:
        """One player's extra time: past the phase's deadline the others are closed and the phase
        waits for him until his own deadline (``minutes`` after the phase's, or the clock time
        ``spec``) or until he has sent (``PhaseDriver.hold_for_grace``). He is told in his thread."""
        if spec is not None and not timing.valid(spec):
            raise Refusal(t("timing.bad", spec=render.name(spec)))
        phases = self.phases
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
            grace = phases.grace(table)
            base = table.record.deadline
            if grace and grace.get("closed"):  # already past the phase's own deadline
                base = datetime.fromisoformat(grace["phase_end"])
            now = discord.utils.utcnow()
            end = timing.deadline(spec, now, self.config.timezone) if spec is not None \
                else max(base, now) + timedelta(minutes=minutes or 0)
            if end <= base:
                raise Refusal(t("grace.too_early", deadline=timing.stamp(base)))
            if grace is None:
                grace = table.meta["grace"] = {"phase": game.phase.index, "seats": {}, "closed": False}
            grace["seats"][str(seat)] = (end - base).total_seconds()
            if grace.get("closed"):
                table.record.deadline = max(table.record.deadline, end)
                self.timers.arm(table)
            await self.store.update(table.record)
        await phases.post(table, table.meta["threads"][seat],
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
            table.meta["left"] = max(0.0, left)
            table.record.paused = True
            await self.store.update(table.record)
            self.timers.cancel(table)
        await self.phases.post(table, table.meta["square"], [t("host.paused_public")])
        return t("host.paused")

    async def resume(self, table: Table) -> str:
        async with table.lock:
            if not table.record.paused:
                raise Refusal(t("host.not_paused"))
            table.record.paused = False
            review = table.meta.get("review") is not None
            if review:  # the phase is over: its clock stays stopped until the results are published
                table.meta.pop("left", None)
            else:
                table.record.deadline = discord.utils.utcnow() + timedelta(seconds=float(table.meta.pop("left", 0)))
            await self.store.update(table.record)
            self.timers.arm(table)
        if review:
            await self.phases.post(table, table.meta["square"], [t("host.resumed_review_public")])
            return t("host.resumed_review")
        await self.phases.post(table, table.meta["square"],
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
        await self.phases.post(table, table.meta["square"], [post], sent=sent)
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
        The reason waits in ``meta["ask_kill"]`` for the confirmation (a button carries no text)."""
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            if table.meta.get("review") is not None:  # (nothing is asked that would be refused)
                raise Refusal(t("review.host_pending"))
            self._refuse_gone(table, seat)
            follows = self._kill_outcome(table, seat, reason)
            if follows is None:
                return None
            stamp = table.stamp()
            table.meta["ask_kill"] = {"seat": seat, "reason": reason, "stamp": stamp}
            await self.store.update(table.record)
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
                asked = table.meta.get("ask_kill") or {}
                if not table.live:
                    raise Refusal(t("game.finished"))
                if table.stamp() != expected:
                    raise Refusal(t("confirm.stale"))
                reason = asked.get("reason", "") if asked.get("seat") == seat and asked.get("stamp") == expected else ""
                table.meta.pop("ask_kill", None)
            if table.live:
                self._refuse_gone(table, seat)
            before = {p.seat for p in table.game.players if p.in_game}
            outcome = await phases.execute(table, Remove(seat, reason or ""), host=True)
            assert outcome.report is not None
            await phases.deliver(table, outcome.report.events, header=None)
            await phases.bury(table, before, events=outcome.report.events, removed=True, reason=reason)
            over = table.game.over
            if over:
                await phases.finish(table)
            else:
                await phases.host_status(table)
        if not over:  # his vote is dropped with him: the day's live tally says so
            await phases.refresh_tally(table, phase)
        done = t("host.killed", name=render.player_name(table.game, table.game.players[seat]))
        return done + "\n" + t("host.game_over", outcome=render.outcome_text(table.game)) if over else done

    async def replace(self, table: Table, seat: int, member: discord.Member) -> str:
        if table.seat_of(member.id) is not None:
            raise Refusal(t("host.already_playing", user=member.mention))
        if member.id in table.meta.get("spectators", []):
            raise Refusal(t("spectate.cannot_replace", user=member.mention))
        self.refuse_host(table, member, other=True)
        async with table.lock:
            old_user = table.user_of(seat)
            old_name = render.player_name(table.game, table.game.players[seat])
            name = self.seat_name(member.display_name, [p.name for p in table.game.players if p.seat != seat],
                                  suffix=str(seat + 1))
            gender = self.settings.of(member.guild.id).genders.get(str(member.id))
            declined = str(member.id) not in self.settings.of(member.guild.id).undeclined
            await self.phases.execute(table, Replace(seat, name, gender, declined), host=True)
            table.meta["users"][seat] = member.id
            # Who sat there before, by the command's number (for /host undo).
            table.meta.setdefault("replaced", []).append(
                {"seq": len(table.game.commands) - 1, "seat": seat, "old": old_user, "new": member.id})
            await self.store.update(table.record)
            await self.phases.hand_threads(table, seat, old_user, member.id)
            which = game_role(table.game, table.game.players[seat])
            for role in ("alive", "dead"):
                await self.roles.remove(table, old_user, role)
            await self.roles.add(table, member.id, which)
            await self._welcome(table, seat, member.id, old_name)
            await self.phases.host_status(table)  # (the seat's new name)
        await self.phases.post(table, table.meta["square"],
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
        phases, game = self.phases, table.game
        await phases.rename_thread(table, seat)
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
        thread = table.meta["threads"][seat]
        await phases.post(table, thread, lines, ping=user)
        card = render.role_card_blocks(table, seat)
        book = self.book(table)
        view = self.role_view(self.engine, book.variant.id, book.edition, [player.role, player.public or ""]) \
            if self.role_view is not None else None
        single = len(render.chunks(card)) == 1
        await phases.post(table, thread, card, **({"view": view} if view is not None and single else {}))

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
                await self.store.update(table.record)
                await self.refresh_signup(table, closed=True, cancelled=True)
                self.registry.drop(table)
                await self.roles.remove(table, table.meta["host"], "host")
                await self.phases.post(table, table.meta["square"], [t("lobby.cancelled")])
                return t("lobby.cancelled")
            if table.stale is not None:
                return await self._end_stale(table)
            if not table.live:
                raise Refusal(t("game.finished"))
            await self.phases.post(table, table.meta["square"], [t("game.ended_by_host")])
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
        table.meta["stale_ended"] = True
        await self.phases.post(table, table.meta["square"], [t("stale.ended", game=table.id)])
        await self.phases.finish(table)
        return t("game.ended")

    # --- spectators ----------------------------------------------------------------------

    def may_watch(self, table: Table, user_id: int) -> None:
        """Who may watch: anyone not seated in the game, and a player dead for good (not one
        out of it alive — the Romanian prison — nor in a variant where the dead may return, nor
        one who talks on in the square: the cards book's Мститель; nor, until the phase ends,
        one who may still move or vote in it: HP's dead Мститель)."""
        seat = table.seat_of(user_id)
        if seat is None:
            return
        player = table.game.players[seat]
        if player.alive or player.in_game:
            raise Refusal(t("spectate.playing"))
        if table.game.variant.raises_dead and player.out is not Exit.REMOVED:  # (the host's removal is for good)
            raise Refusal(t("spectate.may_return"))
        if table.game.variant.may_talk_dead(table.game, player):
            raise Refusal(t("spectate.talks_on"))
        still = self.phases.still_moves(table, player)
        if still:  # (HP's dead Мститель: a spectator would know every role before his Месть)
            raise Refusal(t("spectate.still_moves", what=still, phase=render.phase_name(table.game, table.game.phase)))

    async def spectate(self, table: Table, user: discord.abc.User) -> str:
        """Make a member a spectator: the spectators' private thread (in the graveyard, which the
        living cannot open) gets him; it mirrors every private result. The graveyard itself is
        readable by everyone without the table's «Живые» role (``/mafia setup``). During sign-up
        he is only noted (``meta["spectators"]`` of the lobby, carried into the game): the thread
        opens with the game, and one who watches may not sign up."""
        if table.lobby:
            return await self._spectate_lobby(table, user)
        async with table.lock:
            if not table.live:
                raise Refusal(t("game.finished"))
            self.may_watch(table, user.id)
            spectators = table.meta.setdefault("spectators", [])
            if user.id in spectators:
                raise Refusal(t("spectate.already", thread=f"<#{table.meta.get('watch')}>"))
            try:
                thread_id = table.meta.get("watch") or await self._open_watch(table)
            except discord.HTTPException as error:
                if error.code == TOO_MANY_THREADS:  # Discord's cap: 1,000 active threads a server
                    raise Refusal(t("spectate.too_many_threads")) from None
                raise
            if not await self.phases.thread_member(table, thread_id, user.id, add=True):
                raise Refusal(t("spectate.failed"))
            await self.roles.watch(table, user.id)
            spectators.append(user.id)
            await self.store.update(table.record)
        return t("spectate.done", thread=f"<#{thread_id}>")

    async def _spectate_lobby(self, table: Table, user: discord.abc.User) -> str:
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            if any(e["user"] == user.id for e in table.meta["signups"]):
                raise Refusal(t("spectate.signed_up"))
            spectators = table.meta.setdefault("spectators", [])
            if user.id in spectators:
                raise Refusal(t("spectate.already_lobby"))
            spectators.append(user.id)
            await self.store.update(table.record)
        return t("spectate.noted")

    async def open_watch_at_start(self, table: Table) -> None:
        """The game started with spectators noted at sign-up: their thread opens now, with the
        roles and the opening holdings, and each gets it and the graveyard."""
        spectators = table.meta.get("spectators", [])
        if not spectators:
            return
        try:
            thread_id = await self._open_watch(table)
            thread = self.bot.get_channel(thread_id) or await self.bot.fetch_channel(thread_id)
            assert isinstance(thread, discord.Thread)
        except (discord.HTTPException, AssertionError, Refusal):
            log.exception("could not open the spectators' thread of game %s", table.id)
            return
        for user_id in spectators:
            await self.phases.thread_member(table, thread.id, user_id, add=True)
            await self.roles.watch(table, user_id)

    async def _open_watch(self, table: Table) -> int:
        """The spectators' thread: private, in the graveyard, opened with the roles and the log so far."""
        thread_id = await self.phases.open_mirror(table, table.meta["graveyard"], t("thread.spectators"),
                                                  t("spectate.intro"))
        table.meta["watch"] = thread_id
        await self.store.update(table.record)
        return thread_id

    def full_log(self, table: Table) -> str:
        """The host's log: the deal's seed (for the host only, never in a player's view), every event,
        the reasons he gave for removals, the undone moves."""
        game = table.game
        # A removal's reason is the host's own note (docs/bot.md): here, in his log, and nowhere public.
        reasons = [t("log.removed", name=render.name(game.players[c.seat].name), reason=render.name(c.reason))
                   for c in game.commands if isinstance(c, Remove) and c.reason and 0 <= c.seat < len(game.players)]
        waiting = [(seat, missing_of(table, seat)) for seat in self.phases.waiting(table)] if table.live else None
        return "\n".join(filter(None, [t("log.seed", seed=game.seed), render.full_log(game, table, waiting),
                                        *reasons, *undo_log(table)]))

    async def forget_guild(self, guild_id: int) -> None:
        """The bot was removed from a server: its timers stop and its tables are let go (the
        records stay, so a re-invite finds the games again after a restart)."""
        for table in self.registry.forget_guild(guild_id):
            self.timers.cancel(table)
