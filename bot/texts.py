"""Every message the bot writes comes from one catalog, ``bot/locale/<locale>.ftl``,
loaded the way :mod:`core.texts` loads the engine's; slash-command names and
descriptions are localized from its ``cmd.*`` messages by :class:`CatalogTranslator`."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from core.texts import DEFAULT_LOCALE, Texts, load_catalog


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


def L(key: str, english: str) -> app_commands.locale_str:
    """A command string: English by default, translated from ``cmd.<key>``."""
    return app_commands.locale_str(english, key=key)


_NAMES = {app_commands.TranslationContextLocation.command_name, app_commands.TranslationContextLocation.group_name,
          app_commands.TranslationContextLocation.parameter_name, app_commands.TranslationContextLocation.choice_name}

# Discord locales the catalogs serve.
LOCALES = {discord.Locale.russian: "ru"}


class CatalogTranslator(app_commands.Translator):
    """Russian names and descriptions from ``[cmd]``; Discord falls back to English."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        code = LOCALES.get(locale)
        key = string.extras.get("key")
        if code is None or key is None:
            return None
        if context.location in _NAMES:
            key += ".name"
        return texts(code).get(f"cmd.{key}")
