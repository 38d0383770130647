"""The deck editor's Discord side: an editor message in every player's thread during the set-up (and
when a deck runs out), its changes, and its closing. What a player may build and the editor's text are
:mod:`bot.decks` (pure, from what the variant declares); the menus and buttons are ``bot/views.deck_view``.
A part of the phase driver (:class:`bot.phases.PhaseDriver` holds one and plays the deck sent as a move)."""

from __future__ import annotations

import logging
from collections import Counter
from typing import TYPE_CHECKING, Any, Awaitable, Callable, Protocol

import discord

from bot import decks, render
from bot.tables import Refusal, Table
from bot.texts import t
from core.model import PhaseKind

if TYPE_CHECKING:
    from core.store.base import GameStore

log = logging.getLogger(__name__)


class Threads(Protocol):
    """What the deck editors need of the delivery (:class:`bot.delivery.Delivery`): a change in a
    thread Discord archived is made after unarchiving it."""

    async def in_thread(self, thread_id: int, call: Callable[[], Any]) -> Any: ...


class DeckEditors:
    """The deck editors of a table (the phase driver's deck-editor part)."""

    def __init__(self, client: discord.Client, store: "GameStore", threads: Threads,
                 deck_view: Callable[..., discord.ui.View | None]) -> None:
        """Built by the client with Discord, the store, the delivery's threads and the editor's menus
        and buttons (``bot/views.deck_view``)."""
        self.bot = client
        self.store = store
        self.threads = threads
        self.deck_view = deck_view

    async def save(self, table: Table) -> None:
        await self.store.update(table.stored())

    # --- the deck editor ---------------------------------------------------------------

    async def open_deck_editors(self, table: Table) -> None:
        """The set-up of a variant that builds decks: an editor in every player's thread (his
        role, colours and the book's limits come with it)."""
        if str(table.game.phase.kind) != PhaseKind.SETUP:
            return
        for player in table.game.players:
            await self.open_deck_editor(table, player.seat)
        await self.save(table)

    async def open_deck_editor(self, table: Table, seat: int) -> bool:
        """Post a deck editor in the player's thread (the caller saves). False when the variant
        builds no decks or no deck can be sent now."""
        game = table.game
        player = game.players[seat]
        book = decks.deck_book(game, player)
        ability = decks.deck_ability(game, player)
        if book is None or ability is None or not table.meta.threads.seats:
            return False
        old = decks.draft(table, seat)
        if old is not None and old.get("message") and not old.get("closed"):
            await self._edit_editor(table, seat, old, closed="replaced")
        elif old is not None and old.get("message") and old.get("closed") == "ended":
            # Closed at the set-up's end in the draft alone (:meth:`close_deck_editors`): its message still
            # has its menus, which would act on the new draft — drawn closed now, before it is forgotten.
            await self._edit_editor(table, seat, old, closed="ended")
        entry = decks.new_draft(table, seat, ability, book)
        try:
            message = await self.bot.get_partial_messageable(table.meta.threads.seats[seat]).send(
                decks.editor_text(table, seat), view=self.deck_view(table, seat),
                allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.exception("could not post the deck editor of seat %s in game %s", seat, table.id)
            return False
        entry["message"] = message.id
        return True

    async def _edit_editor(self, table: Table, seat: int, entry: dict, *, closed: str) -> None:
        """Close an editor: its text says why (``replaced`` by a new one, the set-up ``ended``)."""
        entry["closed"] = closed
        thread_id = table.meta.threads.seats[seat]
        message = self.bot.get_partial_messageable(thread_id).get_partial_message(entry["message"])
        try:
            await self.threads.in_thread(thread_id, lambda: message.edit(
                content=decks.editor_text(table, seat), view=None, allowed_mentions=discord.AllowedMentions.none()))
        except discord.HTTPException:
            log.warning("could not edit the deck editor of seat %s in game %s", seat, table.id)

    async def close_deck_editors(self, table: Table) -> None:
        """The set-up is over: every open editor is closed in its draft alone (``ended``), with no call
        to Discord — a phase change would otherwise edit every player's editor (one call each). Its
        message keeps its menus until the player presses one: the press is answered by redrawing the
        editor closed, its text saying why (``bot/views.deck_action``), the one call Discord wants
        for the press anyway."""
        for entry in decks.drafts(table).values():
            if entry.get("message") and not entry.get("closed"):
                entry["closed"] = "ended"
        await self.save(table)

    def sending(self, table: Table, seat: int, shown: Callable[[str | None], Awaitable[Any]]
                ) -> tuple[str, tuple[str, ...], Callable[[str], Awaitable[None]]]:
        """The player sends his draft: the ability and the cards of the move that sends the deck to the
        engine, and what follows once it is stored (the draft kept as sent, the editor redrawn with the
        note of the deck sent).
        The phase driver plays it (:meth:`bot.phases.PhaseDriver.edit_deck`)."""
        entry = self.open_draft(table, seat)
        game = table.game
        player = game.players[seat]
        ability = decks.deck_ability(game, player)
        if ability is None or ability != entry["ability"]:
            raise Refusal(t("deck.editor_closed"))
        deck = decks.deck_list(entry)
        if not deck:
            raise Refusal(t("deck.empty"))
        instant = game.ability_of(player, ability).instant

        async def sent(_accepted: str) -> None:
            async with table.lock:
                entry["sent"] = list(deck)
                entry["closed"] = "done" if instant or not table.live else False
                await self.save(table)
            await shown(t("deck.rebuilt", count=len(deck)) if instant else
                        t("deck.sent", count=len(deck), deadline=render.deadline_text(table)))

        return ability, tuple(deck), sent

    @staticmethod
    def open_draft(table: Table, seat: int) -> dict[str, Any]:
        """The player's draft, while its editor is open (else refused)."""
        entry = decks.draft(table, seat)
        if entry is None or entry.get("closed") or not table.live:
            raise Refusal(t("deck.editor_closed"))
        return entry

    async def edit_deck(self, table: Table, seat: int, op: str, values: list[str],
                        shown: Callable[[str | None], Awaitable[Any]]) -> None:
        """One change of a player's draft (not its sending: :meth:`sending`), then ``shown`` (the
        editor redrawn, with a note for the player alone, if any)."""
        entry = self.open_draft(table, seat)
        game = table.game
        player = game.players[seat]
        book = decks.deck_book(game, player)
        assert book is not None
        async with table.lock:
            if op == "colour" and values and values[0] in book.colours:
                entry.update(colour=values[0], page=0, card=None)
            elif op == "card" and values and book.card(values[0]) is not None:
                entry["card"] = values[0]
            elif op in ("add", "sub"):
                if not entry.get("card"):
                    raise Refusal(t("deck.pick_first"))
                decks.change(entry, entry["card"], 1 if op == "add" else -1)
            elif op == "clear":
                entry["cards"] = {}
            elif op == "auto":
                entry["cards"] = dict(Counter(decks.default_deck(game, player, table.record.seed + seat)))
            elif op in ("prev", "next"):
                last = decks.pages(book, entry["colour"]) - 1
                entry["page"] = max(0, min(last, entry.get("page", 0) + (1 if op == "next" else -1)))
            else:
                raise Refusal(t("deck.editor_closed"))
            await self.save(table)
        await shown(None)
