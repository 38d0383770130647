"""Buttons and menus (the faces beside the slash commands). Persistent ones have fixed or templated
custom ids, so they work again after a restart: the sign-up buttons, the answers to the engine's
questions, the deck editor, «Смотреть игру»; the host's review (:mod:`bot.views.review`) and the undo's
confirmation (:mod:`bot.views.undo`). The target menu of ``/act`` is ephemeral and short-lived. A view
reaches the services through the client that the interaction carries; no service imports a view (the
client hands the services the factories they post with)."""

from __future__ import annotations

import re
from typing import Any, Callable

import discord

from bot import decks, render
from bot.tables import Refusal
from bot.texts import t
from core.commands import Act, Answer
from core.game import Question
from core.rules import Action


def _bot(interaction: discord.Interaction) -> Any:
    """The client (the composition root, ``bot.client.MafiaBot``) holding the services; the client
    imports this module to register the persistent views, so it is not imported back."""
    return interaction.client


async def refuse(interaction: discord.Interaction, text: str) -> None:
    none = discord.AllowedMentions.none()
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=none)
    else:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=none)


async def _defer(interaction: discord.Interaction) -> None:
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


async def _reply(interaction: discord.Interaction, text: str) -> None:
    await interaction.followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())


def _lobby(interaction: discord.Interaction):
    """The lobby open on this server, or a refusal."""
    return _bot(interaction).games.lobby_here(interaction)


class SignupView(discord.ui.View):
    """Join / Leave under the sign-up message (one persistent view for every server)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label=t("button.join"), style=discord.ButtonStyle.success, custom_id="mafia:signup:join")
    async def join(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        games = _bot(interaction).games
        await _defer(interaction)
        try:
            table = _lobby(interaction)
            reply = await games.lobby.join(table, interaction.user, None)
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)
        await _reply(interaction, reply)

    @discord.ui.button(label=t("button.leave"), style=discord.ButtonStyle.secondary, custom_id="mafia:signup:leave")
    async def leave(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        games = _bot(interaction).games
        await _defer(interaction)
        try:
            table = _lobby(interaction)
            reply = await games.lobby.leave(table, interaction.user)
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)
        await _reply(interaction, reply)


ANSWER = r"mafia:ans:(?P<game>\d+):(?P<seat>\d+):(?P<q>\d+):(?P<o>\d+)"


class AnswerButton(discord.ui.DynamicItem[discord.ui.Button], template=ANSWER):
    """An answer to a :class:`core.game.Question`, valid across restarts."""

    def __init__(self, game_id: int, seat: int, question: int, option: int, label: str) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"mafia:ans:{game_id}:{seat}:{question}:{option}"))
        self.game_id, self.seat, self.question, self.option = game_id, seat, question, option

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "AnswerButton":
        return cls(int(match["game"]), int(match["seat"]), int(match["q"]), int(match["o"]), item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        label = self.item.label

        def option(_table: Any, question: Question) -> str:
            # The button says what it answers: a question asked anew since (an undo, the next
            # phase) under the same number, with other options, is not answered by it.
            if self.option >= len(question.options) or (label and question.options[self.option][:80] != label):
                raise Refusal(t("question.gone"))
            return question.options[self.option]

        await answer_question(interaction, self.game_id, self.seat, self.question, option)


def _question_table(interaction: discord.Interaction, game_id: int, seat: int):
    """The running game this answer belongs to, checked to be the clicker's own question."""
    games = _bot(interaction).games
    table = games.registry.running_of(games.registry.by_id(game_id))
    if table.id != game_id:
        raise Refusal(t("game.finished"))
    if table.seat_of(interaction.user.id) != seat:
        raise Refusal(t("act.not_yours"))
    return table


async def answer_question(interaction: discord.Interaction, game_id: int, seat: int, qid: int,
                          pick: Callable[[Any, Question], str]) -> None:
    """Send an :class:`core.commands.Answer` from a button, a menu or a form, and confirm it
    (``pick``: the answer, from the table and the question)."""
    games = _bot(interaction).games
    await _defer(interaction)
    try:
        table = _question_table(interaction, game_id, seat)
        if not 0 <= qid < len(table.game.questions):
            raise Refusal(t("question.gone"))
        answer = pick(table, table.game.questions[qid])
        await games.phases.play(table, Answer(seat, qid, answer), lambda text: _reply(interaction, text))
    except Refusal as refusal:
        return await refuse(interaction, refusal.text)


ANSWER_PICK = r"mafia:ansp:(?P<game>\d+):(?P<seat>\d+):(?P<q>\d+)"


class AnswerSelect(discord.ui.DynamicItem[discord.ui.Select], template=ANSWER_PICK):
    """A free-text question answered with a living player's name, chosen from a menu: its options
    carry seats («#3»: a name may hold anything, a comma too), the answer is the seat's name."""

    def __init__(self, game_id: int, seat: int, question: int, select: discord.ui.Select) -> None:
        super().__init__(select)
        self.game_id, self.seat, self.question = game_id, seat, question

    @classmethod
    def build(cls, game_id: int, seat: int, question: int, players: list[tuple[str, int]]) -> "AnswerSelect":
        select = discord.ui.Select(custom_id=f"mafia:ansp:{game_id}:{seat}:{question}",
                                   placeholder=t("question.pick"), min_values=1, max_values=1,
                                   options=[discord.SelectOption(label=name[:100], value=f"#{seat_}")
                                            for name, seat_ in players[:25]])
        return cls(game_id, seat, question, select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> "AnswerSelect":
        return cls(int(match["game"]), int(match["seat"]), int(match["q"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0]

        def player(table: Any, _question: Question) -> str:
            if value.startswith("#") and value[1:].isdigit() and int(value[1:]) < len(table.game.players):
                return table.game.players[int(value[1:])].name
            return value  # (a menu posted before seats were its values: the name itself)

        await answer_question(interaction, self.game_id, self.seat, self.question, player)


ANSWER_TEXT = r"mafia:anst:(?P<game>\d+):(?P<seat>\d+):(?P<q>\d+)"


class AnswerTextButton(discord.ui.DynamicItem[discord.ui.Button], template=ANSWER_TEXT):
    """A free-text question answered in a form (a modal with one text field)."""

    def __init__(self, game_id: int, seat: int, question: int) -> None:
        super().__init__(discord.ui.Button(label=t("question.write"), style=discord.ButtonStyle.secondary,
                                           custom_id=f"mafia:anst:{game_id}:{seat}:{question}"))
        self.game_id, self.seat, self.question = game_id, seat, question

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "AnswerTextButton":
        return cls(int(match["game"]), int(match["seat"]), int(match["q"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            _question_table(interaction, self.game_id, self.seat)
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)
        await interaction.response.send_modal(AnswerModal(self.game_id, self.seat, self.question))


class AnswerModal(discord.ui.Modal):
    def __init__(self, game_id: int, seat: int, question: int) -> None:
        super().__init__(title=t("question.form_title")[:45], timeout=900)
        self.game_id, self.seat, self.question = game_id, seat, question
        self.text = discord.ui.TextInput(label=t("question.form_label")[:45], custom_id="answer",
                                         max_length=200, min_length=1)
        self.add_item(self.text)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await answer_question(interaction, self.game_id, self.seat, self.question,
                              lambda _table, _question: self.text.value.strip())


def question_view(game_id: int, question: Question, players: list[tuple[str, int]] | None = None) -> discord.ui.View:
    """Buttons for a question with options; for a free-text one, a menu of ``players`` (name and
    seat: the living players the engine would take as the answer, when there are at most 25) and
    a button opening a form."""
    view = discord.ui.View(timeout=None)
    for index, option in enumerate(question.options[:25]):
        view.add_item(AnswerButton(game_id, question.seat, question.id, index, option))
    if not question.options:
        if players and len(players) <= 25:
            view.add_item(AnswerSelect.build(game_id, question.seat, question.id, players))
        view.add_item(AnswerTextButton(game_id, question.seat, question.id))
    return view


# --- the deck editor (a set-up's «Колода», a rebuilt empty deck) ---------------------------------

DECK_SELECT = r"mafia:decks:(?P<game>\d+):(?P<seat>\d+):(?P<op>[a-z]+)"
DECK_BUTTON = r"mafia:deckb:(?P<game>\d+):(?P<seat>\d+):(?P<op>[a-z]+)"
# Button operations, in the order shown, with their label keys and styles.
DECK_BUTTONS = (("sub", discord.ButtonStyle.secondary), ("add", discord.ButtonStyle.primary),
                ("clear", discord.ButtonStyle.secondary), ("auto", discord.ButtonStyle.secondary),
                ("send", discord.ButtonStyle.success))


async def deck_action(interaction: discord.Interaction, game_id: int, seat: int, op: str,
                      values: list[str]) -> None:
    """One click or pick in a deck editor: answered at once (a deferred update of the editor
    message), then the draft changes or the deck is sent (a move, played like every move: stored,
    then acknowledged by the editor redrawn and the note), and the editor is redrawn; a refusal is
    told to the clicker alone."""
    games = _bot(interaction).games
    none = discord.AllowedMentions.none()
    late = closed_editor(games.registry.by_id(game_id), seat, interaction)
    if late is not None:  # closed in its draft alone (the set-up's end): the answer redraws it closed
        return await interaction.response.edit_message(content=late, view=None, allowed_mentions=none)
    await interaction.response.defer()

    async def shown(note: str | None) -> None:
        entry = decks.draft(table, seat)
        view = None if entry is None or entry.get("closed") else deck_view(table, seat)
        await interaction.edit_original_response(content=decks.editor_text(table, seat), view=view,
                                                 allowed_mentions=none)
        if note:
            await interaction.followup.send(note, ephemeral=True, allowed_mentions=none)

    try:
        table = games.registry.running_of(games.registry.by_id(game_id))  # its own table, not the first
        if table.id != game_id or table.seat_of(interaction.user.id) != seat:
            raise Refusal(t("act.not_yours"))
        await games.phases.edit_deck(table, seat, op, values, shown)
    except Refusal as refusal:
        return await refuse(interaction, refusal.text)


def closed_editor(table, seat: int, interaction: discord.Interaction) -> str | None:
    """The text of a pressed deck editor that is closed though its message still has its menus (the
    set-up's end closes the editors in their drafts alone, ``DeckEditors.close_deck_editors``), or
    of an older editor of the seat than its draft's: what the press redraws it as. None: an open
    editor, someone else's, or a game no longer kept (refused as before)."""
    if table is None or table.lobby or table.session is None or table.stale is not None \
            or table.seat_of(interaction.user.id) != seat:
        return None
    entry = decks.draft(table, seat)
    if entry is None:
        return None
    pressed = interaction.message.id if interaction.message is not None else entry.get("message")
    replaced = pressed != entry.get("message")  # an editor the seat's newest replaced
    if not replaced and not entry.get("closed"):
        return None
    if not replaced and decks.deck_book(table.game, table.game.players[seat]) is not None:
        return decks.editor_text(table, seat)
    old = interaction.message.content if interaction.message is not None else ""  # (its text, and why closed)
    return render.fit(f"{old}\n{t('deck.closed_replaced' if replaced else 'deck.editor_closed')}".strip())


class DeckSelect(discord.ui.DynamicItem[discord.ui.Select], template=DECK_SELECT):
    """The editor's colour menu (``op`` colour) or card menu (``op`` card)."""

    def __init__(self, game_id: int, seat: int, op: str, select: discord.ui.Select, row: int | None = None) -> None:
        super().__init__(select, row=row)
        self.game_id, self.seat, self.op = game_id, seat, op

    @classmethod
    def build(cls, game_id: int, seat: int, op: str, placeholder: str, row: int,
              options: list[discord.SelectOption]) -> "DeckSelect":
        select = discord.ui.Select(custom_id=f"mafia:decks:{game_id}:{seat}:{op}", placeholder=placeholder[:150],
                                   min_values=1, max_values=1, options=options[:decks.PAGE])
        return cls(game_id, seat, op, select, row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Select,
                             match: re.Match[str]) -> "DeckSelect":
        return cls(int(match["game"]), int(match["seat"]), match["op"], item)

    async def callback(self, interaction: discord.Interaction) -> None:
        await deck_action(interaction, self.game_id, self.seat, self.op, list(self.item.values))


class DeckButton(discord.ui.DynamicItem[discord.ui.Button], template=DECK_BUTTON):
    """The editor's buttons: −1, +1, clear, the default deck, send; ◀ ▶ between pages."""

    def __init__(self, game_id: int, seat: int, op: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 row: int | None = None, disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=t(f"deck.button.{op}")[:80], style=style, row=row, disabled=disabled,
                                           custom_id=f"mafia:deckb:{game_id}:{seat}:{op}"))
        self.game_id, self.seat, self.op = game_id, seat, op

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "DeckButton":
        return cls(int(match["game"]), int(match["seat"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await deck_action(interaction, self.game_id, self.seat, self.op, [])


def deck_view(table, seat: int) -> discord.ui.View | None:
    """The editor's components: the colour menu, the chosen colour's cards (25 to a page), the
    buttons, and ◀ ▶ when a colour has more cards than a menu holds — at most four rows."""
    game = table.game
    book = decks.deck_book(game, game.players[seat])
    entry = decks.draft(table, seat)
    if book is None or entry is None:
        return None
    view = discord.ui.View(timeout=None)
    colours = [discord.SelectOption(label=label, value=value, default=default)
               for label, value, default in decks.colour_options(book, entry)]
    view.add_item(DeckSelect.build(table.id, seat, "colour", t("deck.pick_colour"), 0, colours))
    cards = [discord.SelectOption(label=label, value=value, description=text or None, default=default)
             for label, value, text, default in decks.card_options(book, entry)]
    if cards:
        view.add_item(DeckSelect.build(table.id, seat, "card", t("deck.pick_card", colour=entry["colour"]), 1, cards))
    for op, style in DECK_BUTTONS:
        view.add_item(DeckButton(table.id, seat, op, style, row=2,
                                 disabled=op in ("sub", "add") and not entry.get("card")))
    count = decks.pages(book, entry["colour"])
    if count > 1:
        page = entry.get("page", 0)
        view.add_item(DeckButton(table.id, seat, "prev", row=3, disabled=page <= 0))
        view.add_item(DeckButton(table.id, seat, "next", row=3, disabled=page >= count - 1))
    return view


class TargetSelect(discord.ui.Select):
    """Choosing targets from a menu instead of typing names (``/act`` without a target). More than
    25 legal targets are spread over several menus (one per 25, up to five); typing the name with
    autocomplete finds any of them too."""

    def __init__(self, game_id: int, seat: int, ability: str, extras: dict[str, Any],
                 options: list[tuple[str, int]], low: int, high: int, placeholder: str | None = None,
                 phase: int | None = None) -> None:
        low = min(max(1, low), len(options))
        super().__init__(placeholder=(placeholder or t("act.pick_target"))[:150], min_values=low,
                         max_values=max(low, min(high, len(options))),
                         options=[discord.SelectOption(label=name[:100], value=str(seat_))
                                  for name, seat_ in options])
        self.game_id, self.seat, self.ability, self.extras = game_id, seat, ability, extras
        self.phase = phase  # the phase it offers a move of: picked later, it is refused

    async def callback(self, interaction: discord.Interaction) -> None:
        games = _bot(interaction).games
        await interaction.response.defer()
        try:
            table = games.registry.running_of(games.registry.by_id(self.game_id))
            if table.id != self.game_id or table.seat_of(interaction.user.id) != self.seat:
                raise Refusal(t("act.not_yours"))
            game = table.game
            if self.phase is not None and game.phase.index != self.phase:
                old = game.phases[self.phase] if self.phase < len(game.phases) else game.phase
                raise Refusal(t("act.menu_stale", phase=render.phase_name(game, old)))
            action = Action(self.seat, self.ability, tuple(int(v) for v in self.values), **self.extras)
            await games.phases.play(table, Act(action), lambda text: interaction.edit_original_response(
                content=text, view=None, allowed_mentions=discord.AllowedMentions.none()))
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)


PAGE = 25


def target_view(game_id: int, seat: int, ability: str, extras: dict[str, Any],
                options: list[tuple[str, int]], low: int, high: int, phase: int | None = None) -> discord.ui.View:
    """Every legal target, 25 to a menu (Discord's limit), at most five menus (125 targets), for a
    move in phase ``phase`` (picked after it, refused)."""
    view = discord.ui.View(timeout=900)
    pages = [options[i:i + PAGE] for i in range(0, min(len(options), 5 * PAGE), PAGE)]
    for page in pages:
        placeholder = None if len(pages) == 1 else \
            t("act.pick_range", first=page[0][0][:40], last=page[-1][0][:40])
        view.add_item(TargetSelect(game_id, seat, ability, extras, page, low, high, placeholder, phase))
    return view


WATCH = r"mafia:watch:(?P<game>\d+)"


class SpectateButton(discord.ui.DynamicItem[discord.ui.Button], template=WATCH):
    """«Смотреть игру» under the graveyard's note about the newly dead: the same as /spectate."""

    def __init__(self, game_id: int) -> None:
        super().__init__(discord.ui.Button(label=t("button.spectate"), style=discord.ButtonStyle.secondary,
                                           custom_id=f"mafia:watch:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "SpectateButton":
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        games = _bot(interaction).games
        await _defer(interaction)
        try:
            table = games.registry.running_of(games.registry.by_id(self.game_id))
            reply = await games.spectators.spectate(table, interaction.user)
        except Refusal as refusal:
            return await refuse(interaction, refusal.text)
        await _reply(interaction, reply)


def spectate_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(SpectateButton(game_id))
    return view
