"""Write each book's table of what is told to whom into ``docs/variants/<variant>.md``.

    PYTHONPATH=. .venv/bin/python tools/told_table.py

The tables are data in the plugins (``plugins/<variant>/told.py``, fantasy per edition; see
:mod:`core.told`); the docs hold a copy between marker comments, which this rewrites (or appends,
under its own heading, where a file has none yet). ``tests/core/test_told.py`` checks that the docs
equal the data.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from core.told import ToldTable, replace_docs_part

ROOT = Path(__file__).resolve().parent.parent

#: The modules that hold the tables (each a ``TABLE`` or ``TABLES``).
MODULES = ("plugins.hp.told", "plugins.romanian.told", "plugins.cards.told", "plugins.fantasy.v01_i.told",
           "plugins.fantasy.ii.told", "plugins.fantasy.iv.told")


def tables() -> list[ToldTable]:
    found: list[ToldTable] = []
    for name in MODULES:
        module = importlib.import_module(name)
        found.extend(getattr(module, "TABLES", None) or [module.TABLE])
    return found


def docs_path(table: ToldTable) -> Path:
    return ROOT / "docs" / "variants" / f"{table.variant}.md"


def heading(table: ToldTable) -> str:
    edition = f" (edition {table.edition})" if table.edition else ""
    return (f"## What is told to whom{edition}\n\n"
            f"Generated from `{table_module(table)}`: for each event the book names, who learns it, the\n"
            "text keys that tell it, the book's line and the test that checks it. «(reading: …)» names the\n"
            "section above where the book is silent and the bot chose.")


def table_module(table: ToldTable) -> str:
    for name in MODULES:
        module = importlib.import_module(name)
        if table in (getattr(module, "TABLES", None) or [module.TABLE]):
            return name.replace(".", "/") + ".py"
    raise KeyError(table.name)


def main() -> int:
    for table in tables():
        path = docs_path(table)
        text = path.read_text(encoding="utf-8")
        path.write_text(replace_docs_part(text, table, heading(table)), encoding="utf-8")
        print(f"{table.name}: {len(table.entries)} events -> {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
