#!/usr/bin/env python3
"""Convert TOML text catalogs (``locale/<locale>.toml``) to Fluent (``locale/<locale>.ftl``).

    python tools/toml_to_ftl.py core/locale/ru.toml plugins/hp      # whole catalogs
    python tools/toml_to_ftl.py plugins/cards --keys cards.died ...  # only these keys
    python tools/toml_to_ftl.py --check plugins/fantasy             # what would move

Each key becomes the message ``core.texts.message_id(key)`` (dots → hyphens, Cyrillic
transliterated; a ``# key: …`` comment keeps the original where it is not obvious),
``{x}`` becomes ``{ $x }``, literal braces are quoted. Comments above a key or a table
come along. The message goes to the end of ``<locale>.ftl`` beside the TOML file (made
if absent) unless that file already defines its id (the ``.ftl`` wins at load anyway),
and the key leaves the TOML file; a TOML file left without keys is deleted.

Idempotent: run twice, the second run changes nothing. Converted texts render exactly
as before (tests/core/test_fluent.py checks the conversion on every catalog). Agreement
(``{ $player_gender -> … }``, plural selectors) is then written by hand in the ``.ftl``.
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.texts import flatten, message_id, message_to_ftl, parse_ftl  # noqa: E402
from fluent.syntax import ast as FTL  # noqa: E402

_TABLE = re.compile(r"^\s*\[([^\[\]]+)\]\s*(#.*)?$")
_KEY = re.compile(r'^\s*("(?:[^"\\]|\\.)*"|[A-Za-z0-9_-]+)\s*=')


def _unquote(part: str) -> str:
    part = part.strip()
    return tomllib.loads(f"k = {part}")["k"] if part.startswith('"') else part


def _table_name(header: str) -> str:
    parts = re.findall(r'"(?:[^"\\]|\\.)*"|[^.\s]+', header)
    return ".".join(_unquote(p) for p in parts)


def entries(text: str) -> list[tuple[str, list[str], int, int]]:
    """(dotted key, comment lines above it, first line, line after) for every key of a
    TOML catalog written one key per line (multi-line strings allowed)."""
    lines = text.split("\n")
    found: list[tuple[str, list[str], int, int]] = []
    table = ""
    comments: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        header = _TABLE.match(line)
        if stripped.startswith("#"):
            comments.append(stripped.lstrip("#").strip())
        elif not stripped:
            comments = []
        elif header:
            table = _table_name(header.group(1))
            comments = []
        else:
            match = _KEY.match(line)
            if not match:
                raise ValueError(f"line {i + 1}: not a key = value line: {line!r}")
            key = _unquote(match.group(1))
            start = i
            rest = line[match.end():].strip()
            for quote in ('"""', "'''"):
                if rest.startswith(quote) and rest.count(quote) == 1:
                    i += 1
                    while quote not in lines[i]:
                        i += 1
            found.append((f"{table}.{key}" if table else key, comments, start, i + 1))
            comments = []
        i += 1
    return found


def defined_ids(ftl: Path) -> set[str]:
    if not ftl.is_file():
        return set()
    resource = parse_ftl(ftl.read_text(encoding="utf-8"), str(ftl))
    return {e.id.name for e in resource.body if isinstance(e, FTL.Message)}


def convert(toml: Path, keys: set[str] | None, check: bool = False) -> list[str]:
    """Move ``keys`` (all when None) of one TOML catalog into its ``.ftl``; the keys moved."""
    text = toml.read_text(encoding="utf-8")
    flat = flatten(tomllib.loads(text))
    found = entries(text)
    if {k for k, *_ in found} != set(flat):
        raise ValueError(f"{toml}: could not place every key on its line; convert by hand")
    ftl = toml.with_suffix(".ftl")
    have = defined_ids(ftl)
    chosen = [(k, c, a, b) for k, c, a, b in found if keys is None or k in keys]
    if keys is not None and (unknown := {k for k in keys - {k for k, *_ in chosen} if message_id(k) not in have}):
        raise ValueError(f"{toml}: no such keys: {sorted(unknown)}")  # (keys moved before are fine)
    if check or not chosen:
        return [k for k, *_ in chosen]
    out: list[str] = []
    for key, comments, _, _ in chosen:
        if message_id(key) in have:
            continue
        out.append("".join(f"# {c}\n" if c else "#\n" for c in comments) + message_to_ftl(key, flat[key]))
        have.add(message_id(key))
    if out:
        old = ftl.read_text(encoding="utf-8") if ftl.is_file() else ""
        if old and not old.endswith("\n"):
            old += "\n"
        new = old + ("\n" if old else "") + "\n".join(out)
        parse_ftl(new, str(ftl))
        ftl.write_text(new, encoding="utf-8")
    lines = text.split("\n")
    drop = {n for _, _, a, b in chosen for n in range(a, b)}
    kept = [line for n, line in enumerate(lines) if n not in drop]
    left = flatten(tomllib.loads("\n".join(kept)))
    if not left:
        toml.unlink()
    else:
        toml.write_text(_tidy(kept), encoding="utf-8")
    return [k for k, *_ in chosen]


def _tidy(lines: list[str]) -> str:
    """Drop tables left empty and runs of blank lines."""
    out: list[str] = []
    for line in lines:
        if not line.strip() and out and not out[-1].strip():
            continue
        out.append(line)
    text = "\n".join(out)
    return re.sub(r"^\[[^\]\n]+\]\s*\n(?=\s*(\[|\Z))", "", text, flags=re.M)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", help="TOML catalogs or folders holding locale/<locale>.toml")
    parser.add_argument("--keys", nargs="*", help="move only these dotted keys")
    parser.add_argument("--locale", default="ru")
    parser.add_argument("--check", action="store_true", help="list what would move, change nothing")
    args = parser.parse_args(argv)
    for raw in args.paths:
        path = Path(raw)
        toml = path if path.suffix == ".toml" else path / "locale" / f"{args.locale}.toml"
        if not toml.is_file() and path.is_dir() and path.name == "locale":
            toml = path / f"{args.locale}.toml"
        if not toml.is_file():
            print(f"{raw}: no TOML catalog (already converted)")
            continue
        moved = convert(toml, set(args.keys) if args.keys is not None else None, args.check)
        print(f"{toml}: {'would move' if args.check else 'moved'} {len(moved)} keys")
    return 0


if __name__ == "__main__":
    sys.exit(main())
