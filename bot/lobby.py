"""The lobby: a table opened (``/game new``), its sign-up message, who signs up and under which
name and public role, a member's gender and declension for the game's texts, the phase lengths and
the host's role list before the start. Every change of a table's state happens under ``table.lock``."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Any

import discord

from bot import opening, render, timing
from bot.permissions import GameRoles
from bot.settings import Settings
from bot.table_state import Channels, LobbyState, Roles, TableState
from bot.tables import Refusal, Table, Tables, find_layout, names_for
from bot.texts import t
from core.gender import gender_of
from core.names import fold, visible
from core.store.base import GameRecord
from core.texts import GENDERS, Name

if TYPE_CHECKING:
    from bot.config import Config
    from core.registry import Engine
    from core.store.base import GameStore

log = logging.getLogger(__name__)


class Lobby:
    def __init__(self, client: discord.Client, engine: "Engine", store: "GameStore", config: "Config",
                 settings: Settings, registry: Tables, roles: GameRoles) -> None:
        """Built by the client: Discord (the sign-up message), the engine, the store, the settings, the
        per-server settings (genders, declension), the tables and the game roles (refused changes are
        tried again at a sign-up)."""
        self.bot = client
        self.engine = engine
        self.store = store
        self.config = config
        self.settings = settings
        self.registry = registry
        self.roles = roles

    async def new_lobby(self, guild: discord.Guild, host: discord.abc.User, variant: str,
                        options: dict[str, Any], early_end: bool, name: str = "") -> Table:
        held = self.registry.get(guild.id, name)
        if held is not None and held.stale is not None:  # a game the rules no longer replay holds it
            raise Refusal(t("stale.held", game=held.id))
        if held is not None:
            raise Refusal(t("lobby.exists"))
        await self.roles.retry_left(guild.id)  # a finished game's refused role changes, tried again
        layout = find_layout(guild, names_for(self.config.names, name))
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
        state = TableState(guild=guild.id, name=name, host=host.id, timing=lengths, early_end=early_end,
                           channels=Channels(category=layout.category.id, square=layout.square.id,
                                             graveyard=layout.graveyard.id, channel=layout.channel.id),
                           roles=Roles(host=layout.host_role.id, alive=layout.alive_role.id, dead=layout.dead_role.id),
                           lobby=LobbyState())
        record = GameRecord(variant=variant_cls.id, seed=seed, setups=[], options=dict(options),
                            locale=self.config.locale, meta=state.to_json())
        table = Table(record)
        self.registry.put(table)
        try:
            await self.store.create(record)
        except Exception:
            self.registry.drop(table)
            raise
        return table

    def kind_names(self, table: Table) -> dict[str, str]:
        """The phase kinds of the table's variant and edition, by their names for people, in order."""
        variant = self.engine.variant(table.record.variant)
        edition = variant.edition_of(table.record.options)
        texts = self.engine.book(variant.id, edition).texts(table.record.locale)
        return {str(kind): texts.render(f"phase.{kind}", {"number": ""}).strip()
                for kind in variant.phase_kinds(edition)}

    def signup_text(self, table: Table) -> str:
        return render.signup_text(table, self.engine.variant(table.record.variant), self.kind_names(table),
                                  title=self.registry.book(table).title(table.record.locale))

    async def refresh_signup(self, table: Table, *, closed: bool = False, cancelled: bool = False) -> None:
        message_id = table.meta.lobby.signup
        if message_id is None:
            return
        text = self.signup_text(table)
        extra: dict[str, Any] = {}
        if closed:
            text += "\n" + t("lobby.closed_cancelled" if cancelled else "lobby.closed")
            extra["view"] = None
        try:
            await self.bot.get_partial_messageable(table.meta.channels.square).get_partial_message(message_id).edit(
                content=render.fit(text), allowed_mentions=discord.AllowedMentions.none(), **extra)
        except discord.HTTPException:
            log.warning("signup message of game %s could not be edited", table.id)

    def public_roles(self, table: Table) -> list[str]:
        return [r.name for r in self.registry.book(table).roles.public_roles()]

    def free_public_roles(self, table: Table) -> list[str]:
        taken = {e.get("public") for e in table.meta.lobby.signups}
        return [name for name in self.public_roles(table) if name not in taken]

    async def join(self, table: Table, user: discord.abc.User, public: str | None,
                   gender: str | None = None) -> str:
        await self.roles.retry_left(table.guild_id)  # a finished game's refused role changes, tried again
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            signups = table.meta.lobby.signups
            entry = next((e for e in signups if e["user"] == user.id), None)
            if public:
                book = self.registry.book(table)
                role = book.roles.role(public)
                if role is None or not role.public:
                    raise Refusal(t("lobby.no_public_role", role=render.name(public)))
                public = role.name
                if any(e.get("public") == public and e["user"] != user.id for e in signups):
                    raise Refusal(t("lobby.public_taken", role=public))
            variant = self.engine.variant(table.record.variant)
            if user.id in table.meta.spectators:
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
            await self.store.update(table.stored())
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
                entry = next((e for e in table.meta.lobby.signups if e["user"] == user.id), None)
                if entry is not None:
                    entry["gender"] = gender if gender in GENDERS else None
                    name = entry["name"]
                    await self.store.update(table.stored())
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
            entry = next((e for e in table.meta.lobby.signups if e["user"] == user.id), None) if table.lobby else None
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
        host_role = table.meta.roles.host
        if user.id == table.meta.host or host_role in {r.id for r in getattr(user, "roles", [])}:
            raise Refusal(t("host.new_hosts", user=user.mention) if other else t("lobby.host_cannot_play"))

    async def leave(self, table: Table, user: discord.abc.User) -> str:
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            signups = table.meta.lobby.signups
            before = len(signups)
            signups[:] = [e for e in signups if e["user"] != user.id]
            if len(signups) == before:
                raise Refusal(t("lobby.not_signed"))
            await self.store.update(table.stored())
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
            table.meta.timing.update(chosen)
            await self.store.update(table.stored())
            if table.lobby:
                await self.refresh_signup(table)
        return t("timing.set", lengths=render.lengths_text(table.meta.timing, names))

    async def set_role_list(self, table: Table, text: str, public: bool | None = None) -> str:
        """The host's role list: each name the book's (a typo gets the nearest role's name), as many as
        the variant seats, no side winning before anyone moved (``bot.opening``); shown on the sign-up
        or kept secret (``public``; None: as before, shown unless the host hid it)."""
        names = opening.role_names(self.registry.book(table), text)
        if names:
            opening.check_role_list(self.engine, table.record.variant, table.record.options, names)
        async with table.lock:
            if not table.lobby or table.record.status != "running":
                raise Refusal(t("lobby.already_started"))
            table.meta.lobby.role_list = ", ".join(names) if names else None
            if public is not None:
                table.meta.lobby.role_list_public = public
            shown = table.meta.lobby.role_list_public
            await self.store.update(table.stored())
            await self.refresh_signup(table)
        if not names:
            return t("lobby.role_list_cleared")
        signed = len(table.meta.lobby.signups)
        return "\n".join([t("lobby.role_list_set", count=len(names)),
                          t("opening.role_list_public" if shown else "opening.role_list_secret"),
                          t("opening.role_list_signed", count=signed, roles=len(names))
                          if signed != len(names) else t("opening.role_list_full")])
