#!/usr/bin/env python3
"""Convert TOML text catalogs (``locale/<locale>.toml``) to Fluent (``locale/<locale>.ftl``).

    python tools/toml_to_ftl.py core/locale/ru.toml plugins/hp      # whole catalogs
    python tools/toml_to_ftl.py plugins/cards --keys cards.died ...  # only these keys
    python tools/toml_to_ftl.py --check plugins/fantasy             # what would move
    python tools/toml_to_ftl.py bot/locale/ru.toml --base d5309c9   # merge another branch's TOML edits

Each key becomes the message ``core.texts.message_id(key)`` (dots → hyphens, Cyrillic
transliterated; a ``# key: …`` comment keeps the original where it is not obvious),
``{x}`` becomes ``{ $x }``, literal braces are quoted. Comments above a key or a table
come along. The message goes to the end of ``<locale>.ftl`` beside the TOML file (made
if absent) unless that file already defines its id (the ``.ftl`` wins at load anyway),
and the key leaves the TOML file; a TOML file left without keys is deleted.

Merging: a branch that still edited a TOML catalog this branch converted leaves a
modify/delete conflict. Keep their TOML file (``git checkout --theirs PATH``) and run the
tool with ``--base REV`` (the merge base, or any revision holding the TOML both started
from): keys they added or changed go into the ``.ftl``, keys they deleted leave it, a
message both sides rewrote is reported (ours kept; ``--theirs`` to take theirs), and
the TOML file goes.

Idempotent: run twice, the second run changes nothing. Converted texts render exactly
as before (tests/core/test_fluent.py checks the conversion on every catalog). Agreement
(``{ $player_gender -> … }``, plural selectors) is then written by hand in the ``.ftl``.
"""

from __future__ import annotations

import argparse
import re
import subprocess
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


# --- merging a branch that still edited the TOML form ---------------------------------------------

def _spans(text: str) -> dict[str, tuple[int, int]]:
    """Message id -> (first line, line after) in a Fluent file, with its ``# key:`` comment."""
    lines = text.split("\n")
    spans: dict[str, tuple[int, int]] = {}
    for i, line in enumerate(lines):
        match = re.match(r"([A-Za-z][A-Za-z0-9_-]*) =", line)
        if not match:
            continue
        start = i
        if start > 0 and lines[start - 1].startswith("# key: "):
            start -= 1
        end = i + 1
        while end < len(lines) and lines[end].startswith(" "):
            end += 1
        spans[match.group(1)] = (start, end)
    return spans


def _same(a: str, b: str) -> bool:
    """Whether two Fluent messages say the same (comments and layout aside)."""
    from fluent.syntax.serializer import FluentSerializer

    def norm(source: str) -> str:
        entry = next(e for e in parse_ftl(source).body if isinstance(e, FTL.Message))
        entry.comment = None
        return FluentSerializer().serialize_entry(entry)

    return norm(a) == norm(b)


def _base_text(toml: Path, base: str) -> str:
    if Path(base).is_file():
        return Path(base).read_text(encoding="utf-8")
    rel = toml.resolve().relative_to(ROOT)
    return subprocess.run(["git", "-C", str(ROOT), "show", f"{base}:{rel}"], check=True, capture_output=True,
                          text=True).stdout


def merge(toml: Path, base: str, theirs_wins: bool = False) -> list[str]:
    """Three-way merge of a TOML catalog another branch edited (``toml``, their version)
    into the ``.ftl`` this branch converted it to, against the TOML both started from
    (``base``: a file or a git revision). A key they added or changed goes into the ``.ftl``
    (a message this branch rewrote too is a conflict: reported, ours kept unless
    ``theirs_wins``); a key they deleted leaves it; the TOML file is deleted. Returns the
    conflicts."""
    theirs = flatten(tomllib.loads(toml.read_text(encoding="utf-8")))
    base_flat = flatten(tomllib.loads(_base_text(toml, base)))
    ftl = toml.with_suffix(".ftl")
    text = ftl.read_text(encoding="utf-8") if ftl.is_file() else ""
    conflicts: list[str] = []
    replace: dict[str, str] = {}
    added: list[str] = []
    drop: set[str] = set()
    spans = _spans(text)
    lines = text.split("\n")

    def ours(mid: str) -> str:
        start, end = spans[mid]
        return "\n".join(lines[start:end])

    for key, value in theirs.items():
        mid = message_id(key)
        if base_flat.get(key) == value and mid in spans:
            continue  # they did not touch it
        new = message_to_ftl(key, value)
        if mid not in spans:
            added.append(new)
        elif _same(ours(mid), new):
            continue
        elif key in base_flat and _same(ours(mid), message_to_ftl(key, base_flat[key])):
            replace[mid] = new.rstrip("\n")  # only they changed it
        else:
            conflicts.append(key)
            if theirs_wins:
                replace[mid] = new.rstrip("\n")
    for key in base_flat.keys() - theirs.keys():
        mid = message_id(key)
        if mid in spans:
            if _same(ours(mid), message_to_ftl(key, base_flat[key])):
                drop.add(mid)
            else:
                conflicts.append(key)
    out: list[str] = []
    by_start = {spans[m][0]: m for m in spans}
    i = 0
    while i < len(lines):
        mid = by_start.get(i)
        if mid is not None and (mid in replace or mid in drop):
            if mid in replace:
                out.append(replace[mid])
            i = spans[mid][1]
            if mid in drop and i < len(lines) and not lines[i].strip():
                i += 1
            continue
        out.append(lines[i])
        i += 1
    new_text = "\n".join(out)
    if added:
        new_text = new_text.rstrip("\n") + "\n\n" + "\n".join(added)
    parse_ftl(new_text, str(ftl))
    ftl.write_text(new_text, encoding="utf-8")
    toml.unlink()
    return conflicts


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
    parser.add_argument("--base", help="merge mode: the TOML catalog (file or git revision) that both this "
                                       "branch's .ftl and the TOML file given were made from")
    parser.add_argument("--theirs", action="store_true", help="with --base: on a conflict take the TOML's text")
    args = parser.parse_args(argv)
    for raw in args.paths:
        path = Path(raw)
        toml = path if path.suffix == ".toml" else path / "locale" / f"{args.locale}.toml"
        if not toml.is_file() and path.is_dir() and path.name == "locale":
            toml = path / f"{args.locale}.toml"
        if not toml.is_file():
            print(f"{raw}: no TOML catalog (already converted)")
            continue
        if args.base:
            conflicts = merge(toml, args.base, args.theirs)
            print(f"{toml}: merged into {toml.with_suffix('.ftl')}"
                  + (f"; CONFLICTS ({'theirs' if args.theirs else 'ours'} kept): {', '.join(conflicts)}"
                     if conflicts else ""))
            continue
        moved = convert(toml, set(args.keys) if args.keys is not None else None, args.check)
        print(f"{toml}: {'would move' if args.check else 'moved'} {len(moved)} keys")
    return 0


if __name__ == "__main__":
    sys.exit(main())
