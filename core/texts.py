"""Player-facing texts, kept out of the logic: one TOML catalog per locale.

The core's catalog is ``core/locale/<locale>.toml``; each variant adds its own
(``plugins/<variant>/locale/<locale>.toml``). Keys are dotted: ``reject.dead``.
"""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import Any, Mapping

from core.events import Event
from core.rules import Rejection

DEFAULT_LOCALE = "ru"


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(_flatten(value, name + "."))
        else:
            flat[name] = str(value)
    return flat


def load_catalog(package: str, locale: str = DEFAULT_LOCALE) -> dict[str, str]:
    """The flattened catalog ``<package>/locale/<locale>.toml`` (empty if absent)."""
    try:
        source = resources.files(package).joinpath("locale", f"{locale}.toml")
        if not source.is_file():
            return {}
        return _flatten(tomllib.loads(source.read_text(encoding="utf-8")))
    except ModuleNotFoundError:
        return {}


class _Lenient(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Texts:
    """Renders text keys in one locale; the variant's catalog overrides the core's."""

    def __init__(self, locale: str = DEFAULT_LOCALE) -> None:
        self.locale = locale
        self.catalog: dict[str, str] = load_catalog("core", locale)

    def add(self, catalog: Mapping[str, str]) -> None:
        self.catalog.update(catalog)

    def has(self, key: str) -> bool:
        return key in self.catalog

    def render(self, key: str, params: Mapping[str, Any] | None = None) -> str:
        template = self.catalog.get(key)
        if template is None:
            # A missing text is a bug, but the game goes on; tests check every key exists.
            return key if not params else f"{key} {dict(params)}"
        return template.format_map(_Lenient({k: _show(v) for k, v in (params or {}).items()}))

    def event(self, event: Event) -> str:
        return self.render(event.key, event.params)

    def rejection(self, rejection: Rejection) -> str:
        return self.render(rejection.key, rejection.params)


def _show(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value) if value else "—"
    return value
