"""``/правила запрос: [вариант:]`` (``/rules``): the book's own words for a role, ability,
card, faction, status or phase, with the reading the bot plays by where the book is
silent (:mod:`core.rulebook`), answered privately, anywhere: at a table it is that
table's variant and edition, with ``вариант`` the one named, elsewhere every
variant. The role card dealt at the start carries a button «Правила роли» that
answers the same entries for the player's roles (:class:`RulesButton`).

Nothing here touches the store or another channel: every answer is the direct reply
to its interaction (Discord's 3 seconds hold), split at 2000 characters; a word the
player typed is echoed escaped and mentions nobody.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs import bot_of
from bot.tables import Refusal
from bot.texts import L, t
from core.names import fold
from core.rulebook import CHOICES, Entry, Rulebook, rulebook
from core.texts import Texts, load_catalog

if TYPE_CHECKING:
    from core.registry import Engine

Book = tuple[str, str | None]  # (variant id, edition)


def escape(text: str) -> str:
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


def answer_texts(engine: "Engine", variant: str, edition: str | None, locale: str = "ru") -> Texts:
    texts = Texts(locale)
    texts.add(engine.book(variant, edition).texts(locale).catalog)
    texts.add(load_catalog("core", locale))
    return texts


def all_books(engine: "Engine") -> list[Book]:
    """Every variant and edition, the default edition of each first."""
    out: list[Book] = []
    for variant in engine.variants:
        default = variant.edition_of({})
        out.append((variant.id, default))
        out += [(variant.id, e) for e in variant.editions if e != default]
    return out


def book_title(engine: "Engine", book: Book) -> str:
    variant = engine.variant(book[0])
    title = variant.title or variant.id
    return t("rules.book_edition", title=title, edition=book[1]) if book[1] else title


def named_book(engine: "Engine", text: str) -> Book | None:
    """«fantasy:I» (what the autocomplete hands back), «Фэнтези I», «hp»: a variant and edition."""
    for book in all_books(engine):
        if text == f"{book[0]}:{book[1] or ''}" or fold(text) == fold(book_title(engine, book)):
            return book
    words = text.replace(":", " ").split()
    if not words:
        return None
    variant = engine.variants.get(words[0])
    if variant is None:
        found = [v for v in engine.variants if fold(v.title or "").startswith(fold(words[0]))]
        variant = found[0] if found else None
    if variant is None:
        return None
    edition = words[1] if len(words) > 1 else None
    if edition is not None and edition not in variant.editions:
        matches = [e for e in variant.editions if fold(e) == fold(edition)]
        if not matches:
            return None
        edition = matches[0]
    return variant.id, variant.edition_of({"edition": edition} if edition else {})


def books_here(interaction: discord.Interaction, variant: str | None) -> list[Book]:
    """The books a query searches: the one named, else the table's, else every variant's."""
    bot = bot_of(interaction)
    engine = bot.games.engine
    if variant:
        book = named_book(engine, variant)
        if book is None:
            raise Refusal(t("rules.unknown_variant", variant=render.name(variant[:100]),
                            known=", ".join(book_title(engine, b) for b in all_books(engine))))
        return [book]
    try:
        table = bot.games.here(interaction) if interaction.guild is not None else None
    except Refusal:
        table = None
    if table is not None:
        book = bot.games.registry.book(table)
        return [(book.variant.id, book.edition)]
    return [b for b in all_books(bot.games.engine) if b[1] == bot.games.engine.variant(b[0]).edition_of({})]


def value_of(book: Book, entry: Entry) -> str:
    return f"{book[0]}:{book[1] or ''}|{entry.key}"[:100]


def parse_value(engine: "Engine", value: str) -> tuple[Book, Entry] | None:
    head, sep, key = value.partition("|")
    if not sep:
        return None
    book = named_book(engine, head)
    if book is None:
        return None
    entry = rulebook(engine, *book).get(key)
    return (book, entry) if entry is not None and entry.key == key[:100] else None


def kind_word(entry: Entry) -> str:
    return t(f"rules.kind.{entry.kind}")


async def query_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    engine = bot_of(interaction).games.engine
    try:
        books = books_here(interaction, getattr(interaction.namespace, "variant", None))
    except Refusal:
        return []
    several = len(books) > 1
    choices: list[app_commands.Choice[str]] = []
    found: list[tuple[Book, Entry]] = []
    for book in books:
        found += [(book, e) for e in rulebook(engine, *book).search(current, limit=CHOICES)]
    if several:  # the best matches of every book first
        q = fold(current)
        found.sort(key=lambda be: (fold(be[1].name) != q, not fold(be[1].label()).startswith(q)))
    for book, entry in found[:CHOICES]:
        shown = f"{entry.label()} — {kind_word(entry)}"
        if several:
            shown += f" · {book_title(engine, book)}"
        choices.append(app_commands.Choice(name=shown[:100], value=value_of(book, entry)))
    return choices


async def variant_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    engine = bot_of(interaction).games.engine
    return [app_commands.Choice(name=book_title(engine, b)[:100], value=f"{b[0]}:{b[1] or ''}")
            for b in all_books(engine) if fold(current) in fold(book_title(engine, b)) or fold(current) in b[0]
            ][:CHOICES]


def answer_lines(engine: "Engine", book: Book, entries: list[Entry], locale: str = "ru") -> list[str]:
    texts = answer_texts(engine, *book, locale=locale)
    found = rulebook(engine, *book)
    chunks: list[str] = []
    for entry in entries:
        chunks += found.answer(entry, texts, escape=escape)
    return chunks


def lookup(engine: "Engine", books: list[Book], query: str) -> tuple[Book, list[Entry]] | str:
    """The entry (or entries) a query names, or the refusal to show."""
    query = query.strip()
    parsed = parse_value(engine, query)
    if parsed is not None:
        return parsed[0], [parsed[1]]
    if not query:
        return t("rules.empty")
    for book in books:
        found = rulebook(engine, *book)
        exact = [e for e in found.search(query) if fold(e.name) == fold(query) or fold(e.label()) == fold(query)]
        if exact:
            return book, exact[:3]
    matches = [(b, e) for b in books for e in rulebook(engine, *b).search(query)]
    if len(matches) == 1:
        return matches[0][0], [matches[0][1]]
    shown = render.name(query[:100])
    if matches:
        names = ", ".join(f"«{render.name(e.label())}»" for _, e in matches[:10])
        return t("rules.several", query=shown, names=names)
    close = [e for b in books for e in rulebook(engine, *b).suggestions(query)]
    if close:
        names = ", ".join(f"«{render.name(e.label())}»" for e in dict.fromkeys(close))
        return t("rules.unknown", query=shown, names=names)
    return t("rules.unknown_nothing", query=shown)


async def send_private(interaction: discord.Interaction, chunks: list[str]) -> None:
    none = discord.AllowedMentions.none()
    for chunk in chunks:
        if interaction.response.is_done():
            await interaction.followup.send(chunk, ephemeral=True, allowed_mentions=none)
        else:
            await interaction.response.send_message(chunk, ephemeral=True, allowed_mentions=none)


class Rules(commands.Cog):
    def __init__(self, bot) -> None:
        self.bot = bot

    @app_commands.command(name=L("rules", "rules"), description=L("rules.desc", "The rule book's words"))
    @app_commands.rename(query=L("p.rules_query", "query"), variant=L("p.rules_variant", "variant"))
    @app_commands.describe(query=L("p.rules_query.desc", "A role, ability, card, status or phase"),
                           variant=L("p.rules_variant.desc", "Which rule book (default: this table's)"))
    @app_commands.autocomplete(query=query_choices, variant=variant_choices)
    async def rules(self, interaction: discord.Interaction, query: str, variant: str | None = None) -> None:
        engine = self.bot.games.engine
        try:
            books = books_here(interaction, variant)
        except Refusal as refusal:
            await send_private(interaction, [refusal.text])
            return
        found = lookup(engine, books, query)
        if isinstance(found, str):
            await send_private(interaction, [found])
            return
        book, entries = found
        await send_private(interaction, answer_lines(engine, book, entries))


RULES_BUTTON = r"mafia:rules:(?P<variant>[^:]+):(?P<edition>[^:]*):(?P<roles>.+)"


class RulesButton(discord.ui.DynamicItem[discord.ui.Button], template=RULES_BUTTON):
    """«Правила роли» under the role card: the entries of the player's roles, privately.
    The custom id names the book and the roles (the card already shows them), so the
    button answers across restarts and after the game."""

    def __init__(self, variant: str, edition: str | None, roles: list[str]) -> None:
        self.variant, self.edition, self.roles = variant, edition, roles
        custom_id = f"mafia:rules:{variant}:{edition or ''}:{'|'.join(roles)}"
        while len(custom_id) > 100 and len(roles) > 1:  # Discord's limit: the secret role first
            roles = roles[:-1]
            custom_id = f"mafia:rules:{variant}:{edition or ''}:{'|'.join(roles)}"
        super().__init__(discord.ui.Button(label=t("rules.button"), style=discord.ButtonStyle.secondary,
                                           custom_id=custom_id[:100]))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> "RulesButton":
        return cls(match["variant"], match["edition"] or None, match["roles"].split("|"))

    async def callback(self, interaction: discord.Interaction) -> None:
        engine = bot_of(interaction).games.engine
        try:
            found: Rulebook = rulebook(engine, self.variant, self.edition)
        except (KeyError, ValueError):
            await send_private(interaction, [t("rules.gone")])
            return
        entries = [e for name in self.roles if (e := found.get(f"role|{name}|")) is not None]
        if not entries:
            await send_private(interaction, [t("rules.gone")])
            return
        await send_private(interaction, answer_lines(engine, (self.variant, self.edition), entries))


def role_view(engine: "Engine", variant: str, edition: str | None, roles: list[str]) -> discord.ui.View | None:
    """The view under a role card (None when the book has no entry for the roles)."""
    found = rulebook(engine, variant, edition)
    named = [r for r in roles if r and found.get(f"role|{r}|") is not None]
    if not named:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(RulesButton(variant, edition, named))
    return view


async def setup(bot) -> None:
    await bot.add_cog(Rules(bot))
