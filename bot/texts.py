"""Every message the bot writes comes from one catalog, ``bot/locale/<locale>.ftl``,
loaded the way :mod:`core.texts` loads the engine's; slash-command names and
descriptions are localized from its ``cmd.*`` messages (``bot.client.CatalogTranslator``).

No discord.py here: the command line reads this catalog too, and its commands that do not
talk to Discord import none of it (``tests/bot/test_command_line_imports.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.texts import DEFAULT_LOCALE, Texts, load_catalog

if TYPE_CHECKING:
    from discord import app_commands


class BotTexts(Texts):
    """The bot's catalog (over the core's, so engine rejections render too)."""

    def __init__(self, locale: str = DEFAULT_LOCALE) -> None:
        super().__init__(locale)
        self.add(load_catalog("bot", locale))

    def __call__(self, key: str, **params: Any) -> str:
        return self.render(key, params)


_TEXTS: dict[str, BotTexts] = {}


def texts(locale: str = DEFAULT_LOCALE) -> BotTexts:
    if locale not in _TEXTS:
        _TEXTS[locale] = BotTexts(locale)
    return _TEXTS[locale]


def t(key: str, **params: Any) -> str:
    """A bot message in the default locale."""
    return texts().render(key, params)


def L(key: str, english: str) -> "app_commands.locale_str":
    """A command string: English by default, translated from ``cmd.<key>``."""
    from discord import app_commands  # only the slash commands need it (loaded with discord.py by then)

    return app_commands.locale_str(english, key=key)
